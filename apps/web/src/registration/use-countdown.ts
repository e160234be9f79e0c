import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until an action is allowed again; counts down once a second to 0. Starts with
 * `initial` seconds, or at the moment `initialUntil` (ms since the epoch) when given.
 */
export function useCountdown(initial = 0, initialUntil?: number) {
  const [until, setUntil] = useState(
    () => initialUntil ?? (initial > 0 ? Date.now() + initial * 1000 : 0),
  );
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);
  /** Counts down to a moment (ms since the epoch). */
  const startUntil = useCallback((at: number) => {
    setNow(Date.now());
    setUntil(at);
  }, []);
  return { left, start, startUntil };
}

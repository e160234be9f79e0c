import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), never negative. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null || !Number.isFinite(until)) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function readUntil(key: string): number | null {
  try {
    const v = Number(localStorage.getItem(key));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/**
 * A countdown kept in local storage, so a reload does not reset it (Confirm Email and Confirm
 * phone block repeats for 60 seconds). Returns the seconds left and a starter.
 */
export function useStoredCountdown(key: string): [number, (seconds: number) => void] {
  const [now, setNow] = useState(() => Date.now());
  const [until, setUntil] = useState(() => readUntil(key));
  const left = secondsLeft(until, now);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);

  const start = useCallback(
    (seconds: number) => {
      const at = Date.now() + seconds * 1000;
      try {
        localStorage.setItem(key, String(at));
      } catch {
        // storage disabled: the countdown lives in this page only
      }
      setUntil(at);
      setNow(Date.now());
    },
    [key],
  );
  return [left, start];
}

import { startTransition, useEffect, useState } from 'react';

/**
 * "After the first screen": the page has loaded and the main thread is idle (or 3 s have passed).
 * What the first screen does not need (toasts, the carousel's code, the live socket, a guest's
 * session watchers, the lobby's further tiles) waits for it, so it neither competes with the
 * first screen's downloads nor blocks its first interactions.
 */
let idle = false;
const listeners = new Set<() => void>();

export const afterFirstScreen: Promise<void> = new Promise<void>((resolve) => {
  const whenIdle = () => {
    const done = () => {
      idle = true;
      listeners.forEach((l) => l());
      resolve();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 3000 });
    else setTimeout(done, 1);
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
});

/**
 * True once the first screen is done (see above). The switch is a transition: React renders
 * what it brings in slices, never as one long synchronous task.
 */
export function useAfterFirstScreen(): boolean {
  const [done, setDone] = useState(idle);
  useEffect(() => {
    if (done) return;
    const check = () => {
      if (idle) startTransition(() => setDone(true));
    };
    listeners.add(check);
    check();
    return () => {
      listeners.delete(check);
    };
  }, [done]);
  return done;
}

/**
 * False in the first render, true in a transition right after the first commit: for what is
 * below the first screen, so that the first commit (one task the browser cannot split) builds
 * only what is seen, and the rest comes in a render React slices and a small commit of its own.
 */
export function useAfterFirstCommit(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setDone(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return done;
}

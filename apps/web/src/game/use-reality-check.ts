import { useCallback, useEffect, useRef, useState } from 'react';
import { reportRealityCheck } from './api/report-reality-check.ts';
import {
  REALITY_COOKIE,
  deadlineCookie,
  parseDeadline,
  readCookieValue,
  secondsUntil,
  startPeriod,
  tick,
  type RealityState,
} from './reality-check.ts';

function storeDeadline(deadline: number) {
  document.cookie = deadlineCookie(deadline, location.protocol === 'https:');
}

/** The stored period when there is one, else a new one (stored at once). */
function resume(now: number, periodS: number): RealityState {
  const deadline = parseDeadline(readCookieValue(document.cookie, REALITY_COOKIE), now, periodS);
  if (deadline !== null) return { phase: 'counting', deadline };
  const state = startPeriod(now, periodS);
  storeDeadline(state.deadline);
  return state;
}

/**
 * The reality-check timer while a real game is open (`enabled`). Ticks once a second; when the
 * message opens the platform is told (`POST me/mga/realityCheck`), and again with the player's
 * answer. Returns whether the message is open, its seconds left, "keep playing" (closes it and
 * starts the next period) and "leave" (the game's session ends; the caller goes home).
 */
export function useRealityCheck(enabled: boolean, periodS: number) {
  const [latest, setView] = useState<{ state: RealityState; now: number } | null>(null);
  const view = enabled ? latest : null;
  const current = useRef<RealityState | null>(null);
  const reported = useRef<number | null>(null);

  useEffect(() => {
    // A new start resumes from the cookie (the cookie, not memory, is the period's truth).
    current.current = null;
    if (!enabled) return;
    const step = () => {
      const now = Date.now();
      const before = current.current;
      const next = tick(before ?? resume(now, periodS), now, periodS);
      // A new period (the message closed itself): the cookie follows.
      if (before && next.phase === 'counting' && next.deadline !== before.deadline) {
        storeDeadline(next.deadline);
      }
      current.current = next;
      setView({ state: next, now });
    };
    step();
    const timer = window.setInterval(step, 1000);
    return () => window.clearInterval(timer);
  }, [enabled, periodS]);

  const state = view?.state;
  const open = state?.phase === 'prompt';
  const deadline = state?.deadline;
  // Once per shown message (the period's deadline names it), also under StrictMode.
  useEffect(() => {
    if (!open || deadline === undefined || reported.current === deadline) return;
    reported.current = deadline;
    void reportRealityCheck(Math.round(periodS / 60));
  }, [open, deadline, periodS]);

  const keepPlaying = useCallback(() => {
    if (current.current?.phase === 'prompt') {
      void reportRealityCheck(Math.round(periodS / 60), 'continue');
    }
    const now = Date.now();
    const next = startPeriod(now, periodS);
    storeDeadline(next.deadline);
    current.current = next;
    setView({ state: next, now });
  }, [periodS]);

  /** The player leaves: the answer is kept and the game's session ends; a new period waits. */
  const leave = useCallback(() => {
    const done = reportRealityCheck(Math.round(periodS / 60), 'leave');
    const now = Date.now();
    const next = startPeriod(now, periodS);
    storeDeadline(next.deadline);
    current.current = next;
    setView({ state: next, now });
    return done;
  }, [periodS]);

  return {
    open,
    secondsLeft: view && state?.phase === 'prompt' ? secondsUntil(state.closesAt, view.now) : 0,
    minutes: Math.round(periodS / 60),
    keepPlaying,
    leave,
  };
}

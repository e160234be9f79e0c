import { TIMINGS } from '@croupier/contract/constants';

/**
 * The reality check of real play (MGA): after the player's `reality_minutes` of play (default
 * 60) a message says how long they have played and counts down 60 s; "keep playing" or the
 * countdown's end starts the next period, "go home" leaves.
 *
 * The timer is kept as a deadline (epoch ms) in the `realityCheck` cookie (max-age 3600 s), so a
 * reload or another game continues the same period instead of restarting it. Pure functions of
 * `now`, so the page and the tests drive the same logic.
 */

export const REALITY_COOKIE = 'realityCheck';
export const REALITY_COOKIE_MAX_AGE_S = TIMINGS.realityCheckDefaultS;
/** The message shows once the period has this many seconds or fewer left. */
export const TRIGGER_S = TIMINGS.realityCheckTriggerS;
/** How long the message stays before it closes itself (marked read). */
export const MESSAGE_S = TIMINGS.realityCheckMessageS;

export type RealityState =
  { phase: 'counting'; deadline: number } | { phase: 'prompt'; deadline: number; closesAt: number };

/** The period in seconds: the player's choice (15/30/45/60 minutes), else the default hour. */
export function periodSeconds(realityMinutes: number | null | undefined): number {
  return typeof realityMinutes === 'number' &&
    Number.isInteger(realityMinutes) &&
    realityMinutes > 0
    ? realityMinutes * 60
    : TIMINGS.realityCheckDefaultS;
}

/** Whole seconds until `at`, never negative. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The stored deadline, or null to start a new period: unreadable, further away than one period
 * (the player shortened their reality minutes, or the value was edited), or long past (the
 * player left the games after the period ran out; the next play starts a fresh period).
 */
export function parseDeadline(raw: string | null | undefined, now: number, periodS: number) {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const deadline = Number(raw);
  if (deadline > now + periodS * 1000) return null;
  if (deadline < now - MESSAGE_S * 1000) return null;
  return deadline;
}

export function startPeriod(now: number, periodS: number): RealityState {
  return { phase: 'counting', deadline: now + periodS * 1000 };
}

/**
 * One step of the timer. Counting turns into the prompt at 61 s or less left; the prompt's own
 * countdown reaching 0 closes it and starts the next period.
 */
export function tick(state: RealityState, now: number, periodS: number): RealityState {
  if (state.phase === 'counting') {
    return secondsUntil(state.deadline, now) <= TRIGGER_S
      ? { phase: 'prompt', deadline: state.deadline, closesAt: now + MESSAGE_S * 1000 }
      : state;
  }
  return now >= state.closesAt ? startPeriod(now, periodS) : state;
}

/** The cookie that keeps the deadline (the site's cookie conventions: path /, SameSite Lax). */
export function deadlineCookie(deadline: number, secure: boolean): string {
  return `${REALITY_COOKIE}=${deadline}; Max-Age=${REALITY_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

export function readCookieValue(cookies: string, name: string): string | null {
  const hit = cookies.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return hit ? hit.slice(name.length + 1) : null;
}

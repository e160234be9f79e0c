import { STORAGE_KEYS, TIMINGS } from '@croupier/contract/constants';

/**
 * Inactivity bookkeeping: the last mouse, keyboard or touch activity, shared across tabs through
 * local storage so a player active in one tab is not logged out by another.
 */
export function readLastActivity(): number | null {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEYS.lastActivity));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastActivity(at: number): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(at));
  } catch {
    // storage disabled: this tab's memory is enough
  }
}

/** True when the player has been inactive for the spec's 30 minutes. */
export function isInactive(lastActivity: number, now: number): boolean {
  return now - lastActivity >= TIMINGS.inactivityLogoutMs;
}

/** The heartbeat (`POST auth/activity`) goes at most once a minute. */
export function heartbeatDue(lastBeat: number | null, now: number): boolean {
  return lastBeat === null || now - lastBeat >= TIMINGS.inactivityCheckMs;
}

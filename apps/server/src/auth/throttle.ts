import { eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT, COOKIES } from '@croupier/contract/constants';
import type { Executor } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

const MINUTE = 60_000;
export const LOGIN_WINDOW_MS = ACCOUNT.loginWindowMinutes * MINUTE;
export const LOCKOUT_MS = ACCOUNT.lockoutMinutes * MINUTE;
/** How long the sendRecovery/pendingBan status lasts (the spec's status cookie, 3600 s). */
export const LOCK_STATE_MS = COOKIES.loginStatusS * 1000;

export const accountKey = (playerId: number) => `account:${playerId}`;
/** Unknown nicknames are counted too, so an unknown account behaves like a known one. */
export const unknownAccountKey = (skinId: number, identifier: string) =>
  `unknown:${skinId}:${identifier.toLowerCase().slice(0, 254)}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Failures from one address in the window that cost nothing extra. */
const FREE_ADDRESS_FAILURES = 10;
const DELAY_BASE_MS = 250;
const DELAY_MAX_MS = 4000;

/**
 * How long an attempt waits before its password is checked, by the failures its address has in
 * the window (this attempt included): nothing up to 10, then 250 ms doubling per failure up to
 * 4 s. An address with many players behind it keeps logging in, a little slower; a guesser from
 * one address gets a few tries a minute before the address locks (LOGIN_ATTEMPTS_PER_IP).
 */
export function loginDelayMs(addressFailures: number): number {
  const over = addressFailures - FREE_ADDRESS_FAILURES;
  if (over <= 0) return 0;
  return Math.min(DELAY_BASE_MS * 2 ** (over - 1), DELAY_MAX_MS);
}

/** Seconds until the latest lock among the keys ends; 0 when none is locked. */
export async function lockedFor(db: Executor, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, keys));
  let until = 0;
  for (const r of rows) {
    if (r.lockedUntil && r.lockedUntil.getTime() > now.getTime()) {
      until = Math.max(until, r.lockedUntil.getTime());
    }
  }
  return until ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

export interface Reservation {
  /** Attempts counted in the window, this one included. */
  failures: number;
  /** The lockout state before this attempt (account keys), if still current. */
  previousState: string | null;
}

/**
 * Counts an attempt before its password is checked (one atomic statement), so concurrent
 * attempts cannot all pass the limit while the first ones are still being verified. A window
 * older than 10 minutes, or a lock that has ended, starts the count again. A successful attempt
 * gives its count back (`release`); the failure that reaches the limit sets the lock (`lock`).
 */
export async function reserveAttempt(db: Executor, key: string, now: Date): Promise<Reservation> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const restart = sql`(${loginAttempts.windowStartedAt} < ${ts(windowStart)} or (${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${ts(now)}))`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${ts(now)} else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${restart} then null else ${loginAttempts.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({
      failures: loginAttempts.failures,
      state: loginAttempts.state,
      stateExpiresAt: loginAttempts.stateExpiresAt,
    });
  const previousState =
    row?.state && row.stateExpiresAt && row.stateExpiresAt.getTime() > now.getTime()
      ? row.state
      : null;
  return { failures: row?.failures ?? 0, previousState };
}

/** Gives back a reserved attempt (a correct password, or an attempt refused before checking). */
export async function releaseAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

/** Locks the key for 10 minutes. */
export async function lockKey(db: Executor, key: string, now: Date): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ lockedUntil: new Date(now.getTime() + LOCKOUT_MS), updatedAt: now })
    .where(eq(loginAttempts.key, key));
}

/** Sets the spec's lockout status of an account key: pendingBan after the first lockout, cleared after the second. */
export async function setLockState(
  db: Executor,
  key: string,
  state: 'pendingBan' | null,
  now: Date,
): Promise<void> {
  await db
    .update(loginAttempts)
    .set({
      state,
      stateExpiresAt: state ? new Date(now.getTime() + LOCK_STATE_MS) : null,
      updatedAt: now,
    })
    .where(eq(loginAttempts.key, key));
}

/** A successful login clears the account's failure count (not its lockout status, nor the IP's). */
export async function clearFailures(db: Executor, key: string, now: Date): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: 0, windowStartedAt: now, updatedAt: now })
    .where(eq(loginAttempts.key, key));
}

/** A password reset lifts the account's lock. */
export async function clearLock(db: Executor, key: string, now: Date): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: 0, lockedUntil: null, windowStartedAt: now, updatedAt: now })
    .where(eq(loginAttempts.key, key));
}

import { eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT, COOKIES } from '@croupier/contract/constants';
import type { Executor } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';
import { tooManyLoginAttempts } from './errors.ts';

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
 * How long an attempt waits before its password is checked, by the wrong passwords its address
 * has recorded in the window before it: nothing while there are fewer than 10, then 250 ms
 * doubling per further failure up to 4 s (the 11th attempt after 10 failures waits 250 ms, the
 * 12th 500 ms...). Attempts still in flight are not failures and never count here, so 50 players
 * behind one address (carrier NAT, an office) who all type the right password at once log in
 * without waiting; a right password after 10 failures from the address waits like any attempt.
 * A burst of concurrent guesses is held by the limit, not by this delay: at most the address's
 * limit (LOGIN_ATTEMPTS_PER_IP) failures + attempts in flight are admitted, the failure reaching
 * it locks the address, and a guesser from one address gets a few tries a minute before that.
 */
export function loginDelayMs(addressFailures: number): number {
  if (addressFailures < FREE_ADDRESS_FAILURES) return 0;
  return Math.min(DELAY_BASE_MS * 2 ** (addressFailures - FREE_ADDRESS_FAILURES), DELAY_MAX_MS);
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
  /** Wrong passwords recorded in the window before this attempt (attempts in flight excluded). */
  failures: number;
  /** The lockout state before this attempt (account keys), if still current. */
  previousState: string | null;
}

/**
 * An attempt counted in `in_flight` is taken for lost when nothing has reserved on its key for
 * this long: every reservation sets `updated_at`, so all attempts still counted then started
 * over a minute ago, and an attempt takes at most the 4 s delay plus one password hash. A process
 * that crashed between reserving and finishing so leaves no count behind once its key is quiet
 * for a minute; on a key never quiet that long the count also starts again with the window
 * (below: an address's lost slot lasts at most 10 minutes; an account's window starts afresh at
 * each successful login, so there it needs the quiet minute). A lost slot only ever narrows the
 * limit (it is not a failure: no delay, no lock), so the error is on the safe side.
 */
const IN_FLIGHT_LOST_MS = MINUTE;

/**
 * Admits an attempt before its password is checked, in one atomic statement: refused (null,
 * nothing changed) when the key is locked or its failures plus the attempts in flight already
 * reach `limit`, so concurrent attempts cannot pass the limit while the first ones are being
 * verified. Otherwise the attempt is counted in flight; it must end with `recordFailure` (a wrong
 * password) or `releaseAttempt` (the right one, or refused by another key). A window older than 10
 * minutes, or a lock that has ended, starts the count again: failures and in-flight attempts (an
 * attempt still running then finishes into the new window; its give-back stops at zero).
 */
export async function reserveAttempt(
  db: Executor,
  key: string,
  limit: number,
  now: Date,
): Promise<Reservation | null> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const lostBefore = new Date(now.getTime() - IN_FLIGHT_LOST_MS);
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const restart = sql`(${loginAttempts.windowStartedAt} < ${ts(windowStart)} or (${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${ts(now)}))`;
  const inFlight = sql`(case when ${loginAttempts.updatedAt} < ${ts(lostBefore)} then 0 else ${loginAttempts.inFlight} end)`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 0, inFlight: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${restart} then 0 else ${loginAttempts.failures} end`,
        inFlight: sql`case when ${restart} then 1 else ${inFlight} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${ts(now)} else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${restart} then null else ${loginAttempts.lockedUntil} end`,
        updatedAt: now,
      },
      // Not restarting: refused while locked or when the attempts counted reach the limit.
      setWhere: sql`${restart} or (${loginAttempts.lockedUntil} is null and ${loginAttempts.failures} + ${inFlight} < ${limit})`,
    })
    .returning({
      failures: loginAttempts.failures,
      state: loginAttempts.state,
      stateExpiresAt: loginAttempts.stateExpiresAt,
    });
  if (!row) return null;
  const previousState =
    row.state && row.stateExpiresAt && row.stateExpiresAt.getTime() > now.getTime()
      ? row.state
      : null;
  return { failures: row.failures, previousState };
}

/** Ends a reserved attempt without a failure (the right password, or refused by another key). */
export async function releaseAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ inFlight: sql`greatest(${loginAttempts.inFlight} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

/**
 * Ends a reserved attempt as a failure (a wrong password): moves it from in flight to the
 * failures; returns the failures now recorded in the window. The count grows one at a time, so
 * exactly one failure returns the limit: that one sets the lock (`lockKey`).
 */
export async function recordFailure(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .update(loginAttempts)
    .set({
      failures: sql`${loginAttempts.failures} + 1`,
      inFlight: sql`greatest(${loginAttempts.inFlight} - 1, 0)`,
    })
    .where(eq(loginAttempts.key, key))
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? 0;
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

/**
 * A successful login clears the account's failure count (not its lockout status, nor the IP's,
 * nor the attempts in flight: the successful one gives its own back with `releaseAttempt`).
 */
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

/**
 * Runs a check (a password, a second-factor code) under a key of the login throttle: refused
 * (429, unchecked) while the key is locked or its failures plus the checks in flight reach
 * `limit`; a passing check clears the key's failures, a failing one is recorded, and the failure
 * that reaches the limit locks the key for LOCKOUT_MS (429 too). A check that throws gives its
 * place back.
 */
export async function guardedCheck(
  db: Executor,
  key: string,
  limit: number,
  at: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const lockSeconds = Math.ceil(LOCKOUT_MS / 1000);
  const wait = await lockedFor(db, [key], at);
  if (wait > 0) throw tooManyLoginAttempts(wait);
  const attempt = await reserveAttempt(db, key, limit, at);
  if (!attempt) throw tooManyLoginAttempts((await lockedFor(db, [key], at)) || lockSeconds);
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    await releaseAttempt(db, key);
    throw err;
  }
  if (ok) {
    await releaseAttempt(db, key);
    await clearFailures(db, key, at);
    return true;
  }
  if ((await recordFailure(db, key)) === limit) {
    await lockKey(db, key, at);
    throw tooManyLoginAttempts(lockSeconds);
  }
  return false;
}

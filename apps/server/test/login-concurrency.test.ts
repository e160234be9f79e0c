/**
 * The login throttle under concurrency (auth/throttle.ts): attempts in flight are counted apart
 * from failures, so many players behind one address (carrier NAT, an office) logging in at once
 * with the right password neither wait nor lock each other out, while a burst of wrong guesses
 * still cannot pass a limit. `loginDelayMs` and `verifyPassword` are spied on (their real
 * behaviour kept) to see which delay each attempt got and how many passwords were checked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema.ts';
import * as crypto from '../src/auth/crypto.ts';
import * as throttle from '../src/auth/throttle.ts';
import type * as CryptoModule from '../src/auth/crypto.ts';
import type * as ThrottleModule from '../src/auth/throttle.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { call } from './accounts-support.ts';

vi.mock('../src/auth/throttle.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ThrottleModule>();
  return { ...actual, loginDelayMs: vi.fn(actual.loginDelayMs) };
});
vi.mock('../src/auth/crypto.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof CryptoModule>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const delaySpy = vi.mocked(throttle.loginDelayMs);
const verifySpy = vi.mocked(crypto.verifyPassword);

const MINUTE = 60_000;
const PASSWORD = 'Demo-Player-2026!';

let ta: TestApp;
const names: string[] = [];
beforeAll(async () => {
  // The default per-address limit (100): 50 players fit in it.
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  // 50 active players with the demo player's password (its hash, so no 50 registrations).
  const [demo] = await ta.database.db
    .select()
    .from(t.players)
    .where(eq(t.players.username, 'demoplayer'));
  const { id: _id, ...row } = demo!;
  for (let i = 0; i < 50; i++) {
    const username = `natplayer${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
    names.push(username);
    await ta.database.db
      .insert(t.players)
      .values({ ...row, username, email: `${username}@croupier.test`, mobile: null });
  }
});
afterAll(async () => {
  await ta?.close();
});
beforeEach(() => {
  delaySpy.mockClear();
  verifySpy.mockClear();
});

let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const login = (username: string, password: string, ip: string) =>
  call(ta.app, 'POST', '/v1/auth/login', { username, password }, { ip });
const row = async (key: string) =>
  (await ta.database.db.select().from(t.loginAttempts).where(eq(t.loginAttempts.key, key)))[0];
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('concurrent logins from one address', () => {
  it('50 players with the right password all log in, and none waits', async () => {
    const ip = freshIp();
    const results = await Promise.all(names.map((n) => login(n, PASSWORD, ip)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    // Every attempt asked for its delay with no failures recorded, and got none.
    expect(delaySpy).toHaveBeenCalledTimes(50);
    expect(delaySpy.mock.results.map((r) => r.value)).toEqual(Array(50).fill(0));
    expect(delaySpy.mock.calls.map(([failures]) => failures)).toEqual(Array(50).fill(0));
    // Nothing is left counted against the address.
    expect(await row(`ip:${ip}`)).toMatchObject({ failures: 0, inFlight: 0, lockedUntil: null });
  });

  it('a burst of wrong guesses beyond the address limit is refused unchecked, and the address locks', async () => {
    const IP_LIMIT = 13;
    const small = await buildTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_ATTEMPTS_PER_IP: String(IP_LIMIT),
    });
    try {
      const at = (ip: string, username: string, password: string) =>
        call(small.app, 'POST', '/v1/auth/login', { username, password }, { ip });
      const ip = '10.31.0.1';
      verifySpy.mockClear();
      // Distinct unknown names: only the address's limit applies.
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => at(ip, `guess${i}x`, 'Wrong-Pass-1!')),
      );
      expect(verifySpy).toHaveBeenCalledTimes(IP_LIMIT);
      // 12 wrong answers, the 13th failure locks (429 too), 17 never checked.
      expect(tally(results.map((r) => r.status))).toEqual({
        401: IP_LIMIT - 1,
        429: 30 - IP_LIMIT + 1,
      });
      const [state] = await small.database.db
        .select()
        .from(t.loginAttempts)
        .where(eq(t.loginAttempts.key, `ip:${ip}`));
      expect(state).toMatchObject({ failures: IP_LIMIT, inFlight: 0 });
      expect(state!.lockedUntil!.getTime()).toBe(small.clock.now.getTime() + 10 * MINUTE);
      // Locked: even the right password is refused unchecked; another address is not affected.
      verifySpy.mockClear();
      expect((await at(ip, 'demoplayer', PASSWORD)).status).toBe(429);
      expect(verifySpy).not.toHaveBeenCalled();
      expect((await at('10.31.0.2', 'demoplayer', PASSWORD)).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('concurrent wrong guesses on one account from many addresses: 5 are checked, the 5th locks it', async () => {
    const name = names[1]!;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(name, 'Wrong-Pass-1!', freshIp())),
    );
    expect(verifySpy).toHaveBeenCalledTimes(5);
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 4, 429: 8 });
    const [player] = await ta.database.db
      .select({ id: t.players.id })
      .from(t.players)
      .where(eq(t.players.username, name));
    const state = await row(`account:${player!.id}`);
    expect(state).toMatchObject({ failures: 5, inFlight: 0, state: 'pendingBan' });
    expect((await login(name, PASSWORD, freshIp())).status).toBe(429);
  });

  it('failures still slow the address down: after 10, every attempt waits, the right one too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await login(`typo${i}x`, 'Wrong-Pass-1!', ip)).status).toBe(401);
    expect(delaySpy.mock.results.map((r) => r.value)).toEqual(Array(10).fill(0));
    delaySpy.mockClear();
    // Concurrent attempts read the failures recorded so far (10), not one another.
    const results = await Promise.all(names.slice(2, 5).map((n) => login(n, PASSWORD, ip)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(delaySpy.mock.results.map((r) => r.value)).toEqual([250, 250, 250]);
    expect(delaySpy.mock.calls.map(([failures]) => failures)).toEqual([10, 10, 10]);
    delaySpy.mockClear();
    expect((await login('typo10x', 'Wrong-Pass-1!', ip)).status).toBe(401);
    expect((await login(names[5]!, PASSWORD, ip)).status).toBe(200);
    expect(delaySpy.mock.results.map((r) => r.value)).toEqual([250, 500]);
  });
});

describe('loginDelayMs', () => {
  it('is free below 10 recorded failures, then 250 ms doubling up to 4 s', async () => {
    const actual = await vi.importActual<typeof ThrottleModule>('../src/auth/throttle.ts');
    expect([0, 9, 10, 11, 12, 13, 14, 15, 90].map(actual.loginDelayMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});

describe('attempts in flight (reserveAttempt)', () => {
  const db = () => ta.database.db;
  const seedRow = (key: string, set: Partial<typeof t.loginAttempts.$inferInsert>) =>
    db()
      .insert(t.loginAttempts)
      .values({
        key,
        failures: 0,
        inFlight: 0,
        windowStartedAt: ta.clock.now,
        updatedAt: ta.clock.now,
        ...set,
      });

  it('count against the limit, and a refused attempt changes nothing', async () => {
    const key = 'ip:test-full';
    await seedRow(key, { failures: 2, inFlight: 3 });
    expect(await throttle.reserveAttempt(db(), key, 5, ta.clock.now)).toBeNull();
    expect(await row(key)).toMatchObject({ failures: 2, inFlight: 3 });
    expect(await throttle.reserveAttempt(db(), key, 6, ta.clock.now)).toMatchObject({
      failures: 2,
    });
    expect(await row(key)).toMatchObject({ failures: 2, inFlight: 4 });
    expect(await throttle.recordFailure(db(), key)).toBe(3);
    await throttle.releaseAttempt(db(), key);
    expect(await row(key)).toMatchObject({ failures: 3, inFlight: 2 });
  });

  it('left behind by a crashed process are forgotten once the key is quiet for a minute', async () => {
    const key = 'ip:test-crashed';
    const before = new Date(ta.clock.now.getTime() - MINUTE - 1000);
    await seedRow(key, { failures: 1, inFlight: 4, windowStartedAt: before, updatedAt: before });
    expect(await throttle.reserveAttempt(db(), key, 5, ta.clock.now)).toMatchObject({
      failures: 1,
    });
    expect(await row(key)).toMatchObject({ failures: 1, inFlight: 1 });
  });

  it('start again with the window, with the failures', async () => {
    const key = 'ip:test-window';
    await seedRow(key, { failures: 3, inFlight: 2 });
    const later = new Date(ta.clock.now.getTime() + 10 * MINUTE + 1000);
    // Busy key (updated just now), but its window is over.
    await db()
      .update(t.loginAttempts)
      .set({ updatedAt: new Date(later.getTime() - 1000) })
      .where(eq(t.loginAttempts.key, key));
    expect(await throttle.reserveAttempt(db(), key, 5, later)).toMatchObject({ failures: 0 });
    expect(await row(key)).toMatchObject({ failures: 0, inFlight: 1, windowStartedAt: later });
  });

  it('a lock refuses until it ends, then the count starts again', async () => {
    const key = 'ip:test-locked';
    await seedRow(key, {
      failures: 1,
      lockedUntil: new Date(ta.clock.now.getTime() + MINUTE),
    });
    expect(await throttle.reserveAttempt(db(), key, 5, ta.clock.now)).toBeNull();
    const after = new Date(ta.clock.now.getTime() + MINUTE);
    expect(await throttle.reserveAttempt(db(), key, 5, after)).toMatchObject({ failures: 0 });
    expect(await row(key)).toMatchObject({ failures: 0, inFlight: 1, lockedUntil: null });
  });
});

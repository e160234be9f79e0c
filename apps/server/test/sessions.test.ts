/**
 * The player's own sessions (GLI-19): the list with device, address and country, ending one
 * session or every other one (their sockets close), ownership, and the previous login shown at
 * the next login.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerSession, PreviousLogin } from '@croupier/contract/accounts';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { call, registerActivePlayer } from './accounts-support.ts';
import { connect, create, disconnected, type Client } from './realtime-support.ts';

let ta: TestApp;
let url: string;
const sockets: Client[] = [];
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  await ta.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ta.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await ta?.close();
});

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const advance = (ms: number) => {
  ta.clock.now = new Date(ta.clock.now.getTime() + ms);
};

/** A login from an address and browser; the token and the previous login it reports. */
async function login(p: { username: string; password: string }, ip: string, userAgent: string) {
  const res = await call(
    ta.app,
    'POST',
    '/v1/auth/login',
    { username: p.username, password: p.password },
    { ip, headers: { 'user-agent': userAgent } },
  );
  expect(res.status).toBe(200);
  return res.body.data as { token: string; expires_at: string; previous_login: PreviousLogin };
}

const list = async (userToken: string) => {
  const res = await call(ta.app, 'GET', '/v1/me/sessions', undefined, { userToken });
  expect(res.status).toBe(200);
  return res.body.data as PlayerSession[];
};

/** A fresh active player without sessions (the registration's own login is ended). */
async function freshPlayer() {
  const p = await registerActivePlayer(ta.app, ta.database);
  await call(ta.app, 'DELETE', '/v1/auth/logout', undefined, { userToken: p.userToken });
  return p;
}

describe('GET me/sessions', () => {
  it('lists two logins newest first with device, address and country, the caller marked', async () => {
    const p = await freshPlayer();
    const first = await login(p, '81.2.69.142', FIREFOX_WINDOWS);
    advance(60_000);
    const second = await login(p, '62.168.0.1', SAFARI_IPHONE);
    const sessions = await list(first.token);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      ip: '62.168.0.1',
      country: 'CZ',
      browser: 'Safari',
      os: 'iOS',
      mobile: true,
      current: false,
    });
    expect(sessions[1]).toMatchObject({
      ip: '81.2.69.142',
      country: 'GB',
      browser: 'Firefox',
      os: 'Windows',
      mobile: false,
      current: true,
    });
    expect(Date.parse(sessions[0]!.created_at)).toBeGreaterThan(
      Date.parse(sessions[1]!.created_at),
    );
    // From the other device the other one is current.
    expect((await list(second.token)).map((s) => s.current)).toEqual([true, false]);
    // Never a token or its hash.
    const rows = await ta.database.db
      .select({ hash: t.playerSessions.tokenHash })
      .from(t.playerSessions)
      .where(eq(t.playerSessions.playerId, p.id));
    const text = JSON.stringify(sessions);
    for (const secret of [first.token, second.token, ...rows.map((r) => r.hash)]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(sessions[0]!).sort()).toEqual([
      'browser',
      'country',
      'created_at',
      'current',
      'id',
      'ip',
      'last_seen_at',
      'mobile',
      'os',
    ]);
  });

  it('leaves out ended and idle sessions', async () => {
    const p = await freshPlayer();
    const idle = await login(p, '8.8.8.8', FIREFOX_WINDOWS);
    advance(31 * 60_000);
    const live = await login(p, '8.8.8.8', FIREFOX_WINDOWS);
    const sessions = await list(live.token);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
    const ended = await call(ta.app, 'GET', '/v1/me/sessions', undefined, {
      userToken: idle.token,
    });
    expect(ended.status).toBe(401);
  });

  it('needs a session', async () => {
    expect((await call(ta.app, 'GET', '/v1/me/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('DELETE me/sessions/{id} ends that session: its token gets 401, its socket closes', async () => {
    const p = await freshPlayer();
    const mine = await login(p, '81.2.69.142', FIREFOX_WINDOWS);
    const other = await login(p, '62.168.0.1', SAFARI_IPHONE);
    const socket = await connect(url, { auth: { token: other.token } });
    sockets.push(socket);
    await create(socket, { playerId: p.id });
    const gone = disconnected(socket);
    const target = (await list(mine.token)).find((s) => !s.current)!;
    const res = await call(ta.app, 'DELETE', `/v1/me/sessions/${target.id}`, undefined, {
      userToken: mine.token,
    });
    expect(res.status).toBe(204);
    expect(await gone).toBe('io server disconnect');
    const after = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: other.token });
    expect(after.status).toBe(401);
    expect((await list(mine.token)).map((s) => s.id)).not.toContain(target.id);
    // Twice: nothing left to end.
    const again = await call(ta.app, 'DELETE', `/v1/me/sessions/${target.id}`, undefined, {
      userToken: mine.token,
    });
    expect(again.status).toBe(404);
  });

  it('revoke-others ends every other session and keeps the caller', async () => {
    const p = await freshPlayer();
    const a = await login(p, '8.8.8.8', FIREFOX_WINDOWS);
    const b = await login(p, '8.8.8.8', SAFARI_IPHONE);
    const c = await login(p, '81.2.69.142', FIREFOX_WINDOWS);
    const res = await call(ta.app, 'POST', '/v1/me/sessions/revoke-others', undefined, {
      userToken: b.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 2 });
    for (const gone of [a, c]) {
      expect(
        (await call(ta.app, 'GET', '/v1/me', undefined, { userToken: gone.token })).status,
      ).toBe(401);
    }
    const left = await list(b.token);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it("another player's session id is a 404 and ends nothing", async () => {
    const victim = await freshPlayer();
    const victimLogin = await login(victim, '8.8.8.8', FIREFOX_WINDOWS);
    const [victimSession] = await list(victimLogin.token);
    const attacker = await freshPlayer();
    const attackerLogin = await login(attacker, '8.8.8.8', FIREFOX_WINDOWS);
    const res = await call(ta.app, 'DELETE', `/v1/me/sessions/${victimSession!.id}`, undefined, {
      userToken: attackerLogin.token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    const still = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: victimLogin.token });
    expect(still.status).toBe(200);
    expect(await list(victimLogin.token)).toHaveLength(1);
  });

  it('an id that is not a positive 32-bit integer is a 422 field_invalid', async () => {
    const p = await freshPlayer();
    const me = await login(p, '8.8.8.8', FIREFOX_WINDOWS);
    for (const id of ['2147483648', '99999999999999999999', 'abc', '0', '-1', '1.5']) {
      const res = await call(ta.app, 'DELETE', `/v1/me/sessions/${id}`, undefined, {
        userToken: me.token,
      });
      expect(res.status, id).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['id']);
      expect(res.body.errors!.id![0]).toBe('field_invalid');
    }
    expect(await list(me.token)).toHaveLength(1);
  });
});

describe('previous login', () => {
  it('the second login reports the time, address and country of the first', async () => {
    const p = await freshPlayer();
    const registrationLogin = await ta.database.db
      .select({ createdAt: t.playerSessions.createdAt })
      .from(t.playerSessions)
      .where(eq(t.playerSessions.playerId, p.id));
    expect(registrationLogin).not.toHaveLength(0);
    advance(5 * 60_000);
    const firstAt = ta.clock.now.toISOString();
    const first = await login(p, '185.2.100.1', FIREFOX_WINDOWS);
    // The registration's login (10.x: a private address, no country) came before.
    expect(first.previous_login).toMatchObject({ ip: '10.1.0.1', country: null });
    advance(2 * 3600_000);
    const second = await login(p, '62.168.0.1', SAFARI_IPHONE);
    expect(second.previous_login).toEqual({ at: firstAt, ip: '185.2.100.1', country: 'DE' });
  });

  it('is null on the very first login', async () => {
    // A player whose only session is the one created by this login.
    const p = await freshPlayer();
    await ta.database.db.delete(t.playerSessions).where(eq(t.playerSessions.playerId, p.id));
    const first = await login(p, '8.8.8.8', FIREFOX_WINDOWS);
    expect(first.previous_login).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { call, registerActivePlayer } from './accounts-support.ts';

let ta: TestApp;
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await ta?.close();
});

const MINUTE = 60_000;
const advance = (ms: number) => {
  ta.clock.now = new Date(ta.clock.now.getTime() + ms);
};
let ipCounter = 0;
/** A fresh client address per test, so per-IP counters do not leak between tests. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const login = (username: string, password: string, ip: string) =>
  call(
    ta.app,
    'POST',
    '/v1/auth/login?checkHash=1&email_sms_verified=true',
    { username, password },
    { ip },
  );

const outboxFor = (to: string) =>
  ta.database.db.select().from(t.outbox).where(eq(t.outbox.to, to)).orderBy(t.outbox.id);

describe('POST auth/login', () => {
  it('logs in with the nickname (any case) and, on this skin, with the e-mail', async () => {
    const ip = freshIp();
    const byNick = await login('DemoPlayer', 'Demo-Player-2026!', ip);
    expect(byNick.status).toBe(200);
    const data = byNick.body.data as { token: string; expires_at: string };
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expires_at).getTime()).toBe(ta.clock.now.getTime() + 30 * MINUTE);
    const byEmail = await login('Demo@Croupier.test', 'Demo-Player-2026!', ip);
    expect(byEmail.status).toBe(200);
    // Stored hashed only.
    const rows = await ta.database.db.select().from(t.playerSessions);
    expect(rows.some((r) => r.tokenHash === data.token)).toBe(false);
  });

  it('with player_login_with_email off, an e-mail is not a login name', async () => {
    const [skin] = await ta.database.db.select().from(t.skins);
    const settings = skin!.settings;
    await ta.database.db
      .update(t.skins)
      .set({
        settings: {
          ...settings,
          ui_options: { ...settings.ui_options, player_login_with_email: false },
        },
      })
      .where(eq(t.skins.id, skin!.id));
    try {
      const ip = freshIp();
      expect((await login('demo@croupier.test', 'Demo-Player-2026!', ip)).status).toBe(401);
      expect((await login('demoplayer', 'Demo-Player-2026!', ip)).status).toBe(200);
    } finally {
      await ta.database.db.update(t.skins).set({ settings }).where(eq(t.skins.id, skin!.id));
    }
  });

  it('answers invalid_credentials for a wrong password and for an unknown account alike', async () => {
    const ip = freshIp();
    const wrong = await login('demoplayer', 'Wrong-Pass-1!', ip);
    const unknown = await login('nobody-here', 'Wrong-Pass-1!', ip);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'invalid_credentials' });
    expect(unknown.body).toEqual({ message: 'invalid_credentials' });
  });

  it('refuses an empty or oversized body', async () => {
    const empty = await call(ta.app, 'POST', '/v1/auth/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      username: ['field_required'],
      password: ['field_required'],
    });
    const huge = await call(ta.app, 'POST', '/v1/auth/login', {
      username: 'demoplayer',
      password: 'x'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
    const registerHuge = await call(ta.app, 'POST', '/v1/auth/register', {
      email: 'y'.repeat(40_000),
    });
    expect(registerHuge.status).toBe(413);
  });

  it('locks the account after 5 failures in 10 minutes (any address) for 10 minutes, then the recovery e-mail', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, {
      prefix: 'lock',
      ip: freshIp(),
    });
    const statuses: number[] = [];
    // Failures from different addresses still count for the account.
    for (let i = 0; i < 5; i++) {
      statuses.push((await login(player.username, 'Wrong-Pass-1!', freshIp())).status);
      advance(MINUTE);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await login(player.username, player.password, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('too_many_login_attempts');
    expect(locked.body.retry_after_seconds).toBe(9 * 60);
    const mails = await outboxFor(player.email);
    expect(mails.filter((m) => m.kind === 'lockout_recovery')).toHaveLength(1);
    expect(mails.at(-1)?.body).toMatch(/\/en\/password\/reset\/[A-Za-z0-9_-]{43}/);
    const [state] = await ta.database.db
      .select()
      .from(t.loginAttempts)
      .where(eq(t.loginAttempts.key, `account:${player.id}`));
    expect(state?.state).toBe('pendingBan');

    // Still locked just before the end, open after 10 minutes.
    advance(9 * MINUTE - 1000);
    expect((await login(player.username, player.password, freshIp())).status).toBe(429);
    advance(1000);
    const ok = await login(player.username, player.password, freshIp());
    expect(ok.status).toBe(200);
  });

  it('failures older than the 10-minute window do not count', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, {
      prefix: 'window',
      ip: freshIp(),
    });
    for (let i = 0; i < 4; i++)
      expect((await login(player.username, 'Wrong-Pass-1!', freshIp())).status).toBe(401);
    advance(10 * MINUTE + 1000);
    for (let i = 0; i < 4; i++)
      expect((await login(player.username, 'Wrong-Pass-1!', freshIp())).status).toBe(401);
    expect((await login(player.username, player.password, freshIp())).status).toBe(200);
  });

  it('a second lockout while pendingBan sends the many-attempts notification and clears the status', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, {
      prefix: 'twice',
      ip: freshIp(),
    });
    for (let i = 0; i < 5; i++) await login(player.username, 'Wrong-Pass-1!', freshIp());
    advance(10 * MINUTE);
    for (let i = 0; i < 5; i++) await login(player.username, 'Wrong-Pass-1!', freshIp());
    const kinds = (await outboxFor(player.email)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'lockout_recovery')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'many_attempts')).toHaveLength(1);
    const [state] = await ta.database.db
      .select()
      .from(t.loginAttempts)
      .where(eq(t.loginAttempts.key, `account:${player.id}`));
    expect(state?.state).toBeNull();
    // The endpoint the site calls never sends more.
    const many = await call(ta.app, 'POST', '/v1/auth/password/manyAttempts', {
      username: player.username,
    });
    expect(many.status).toBe(200);
    expect(many.body.data).toEqual({ sent: true });
    expect((await outboxFor(player.email)).length).toBe(kinds.length);
    // After the status cookie time (1 hour), a new lockout is a first one again.
    advance(10 * MINUTE);
    advance(60 * MINUTE);
    for (let i = 0; i < 5; i++) await login(player.username, 'Wrong-Pass-1!', freshIp());
    const after = (await outboxFor(player.email)).map((m) => m.kind);
    expect(after.filter((k) => k === 'lockout_recovery')).toHaveLength(2);
  });

  it('does not lock out an address that many players share: failures on other accounts leave its players in', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await login(`someone${i}x`, 'Wrong-Pass-1!', ip)).status);
    expect(statuses).toEqual(Array(8).fill(401));
    expect((await login('demoplayer', 'Demo-Player-2026!', ip)).status).toBe(200);
  });

  it('beyond 10 failures an address waits longer before each attempt, and locks at LOGIN_ATTEMPTS_PER_IP', async () => {
    const fresh = await buildTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_ATTEMPTS_PER_IP: '13',
    });
    try {
      const at = (ip: string, username: string, password: string) =>
        call(fresh.app, 'POST', '/v1/auth/login', { username, password }, { ip });
      const ip = '10.21.0.1';
      for (let i = 0; i < 10; i++)
        expect((await at(ip, `nobody${i}x`, 'Wrong-Pass-1!')).status).toBe(401);
      // The 11th and 12th failures wait 250 ms and 500 ms before the password is checked.
      const waits: number[] = [];
      for (let i = 10; i < 12; i++) {
        const started = performance.now();
        expect((await at(ip, `nobody${i}x`, 'Wrong-Pass-1!')).status).toBe(401);
        waits.push(performance.now() - started);
      }
      expect(waits[0]).toBeGreaterThanOrEqual(240);
      expect(waits[1]).toBeGreaterThanOrEqual(490);
      // The 13th failure locks the address for 10 minutes: even the right password waits there.
      expect((await at(ip, 'nobody12x', 'Wrong-Pass-1!')).status).toBe(429);
      expect((await at(ip, 'demoplayer', 'Demo-Player-2026!')).status).toBe(429);
      expect((await at('10.21.0.2', 'demoplayer', 'Demo-Player-2026!')).status).toBe(200);
      fresh.clock.now = new Date(fresh.clock.now.getTime() + 10 * MINUTE);
      expect((await at(ip, 'demoplayer', 'Demo-Player-2026!')).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('blocked players get 403 account_blocked', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, {
      prefix: 'blocked',
      ip: freshIp(),
    });
    await ta.database.db
      .update(t.players)
      .set({ status: 'blocked' })
      .where(eq(t.players.id, player.id));
    const res = await login(player.username, player.password, freshIp());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('account_blocked');
    // And its sessions end.
    const me = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: player.userToken });
    expect(me.status).toBe(401);
  });
});

describe('sessions: inactivity, heartbeat, logout', () => {
  it('ends a token after 30 minutes without activity; calls and the heartbeat keep it alive', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, {
      prefix: 'idle',
      ip: freshIp(),
    });
    const userToken = player.userToken;
    advance(29 * MINUTE);
    expect((await call(ta.app, 'POST', '/v1/auth/activity', undefined, { userToken })).status).toBe(
      204,
    );
    advance(29 * MINUTE);
    expect((await call(ta.app, 'GET', '/v1/me', undefined, { userToken })).status).toBe(200);
    // Balance polls are not activity.
    advance(20 * MINUTE);
    expect((await call(ta.app, 'GET', '/v1/me/balance', undefined, { userToken })).status).toBe(
      200,
    );
    advance(10 * MINUTE);
    const expired = await call(ta.app, 'GET', '/v1/me/balance', undefined, { userToken });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('session_expired');
    // Revoked for good: activity cannot revive it.
    const again = await call(ta.app, 'POST', '/v1/auth/activity', undefined, { userToken });
    expect(again.status).toBe(401);
  });

  it('the token works until 29:59 and not at 30:00', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, {
      prefix: 'edge',
      ip: freshIp(),
    });
    advance(30 * MINUTE - 1000);
    expect(
      (await call(ta.app, 'GET', '/v1/me/balance', undefined, { userToken: player.userToken }))
        .status,
    ).toBe(200);
    advance(1000);
    expect(
      (await call(ta.app, 'GET', '/v1/me/balance', undefined, { userToken: player.userToken }))
        .status,
    ).toBe(401);
  });

  it('logout revokes the token on the server; other sessions stay', async () => {
    const ip = freshIp();
    const a = (await login('demoplayer', 'Demo-Player-2026!', ip)).body.data as { token: string };
    const b = (await login('demoplayer', 'Demo-Player-2026!', ip)).body.data as { token: string };
    expect(
      (await call(ta.app, 'DELETE', '/v1/auth/logout', undefined, { userToken: a.token })).status,
    ).toBe(204);
    expect((await call(ta.app, 'GET', '/v1/me', undefined, { userToken: a.token })).status).toBe(
      401,
    );
    expect(
      (await call(ta.app, 'DELETE', '/v1/auth/logout', undefined, { userToken: a.token })).status,
    ).toBe(401);
    expect((await call(ta.app, 'GET', '/v1/me', undefined, { userToken: b.token })).status).toBe(
      200,
    );
  });

  it('refuses a missing token, garbage, and a token of another type', async () => {
    const none = await call(ta.app, 'GET', '/v1/me');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('unauthenticated');
    const garbage = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: 'not-a-token' });
    expect(garbage.status).toBe(401);
    const player = await registerActivePlayer(ta.app, ta.database, {
      prefix: 'types',
      ip: freshIp(),
    });
    // The registration token as a session.
    const reg = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: player.regToken });
    expect(reg.status).toBe(401);
    expect(reg.body.message).toBe('token_invalid');
    const regHeader = await call(ta.app, 'GET', '/v1/me', undefined, { token: player.regToken });
    expect(regHeader.status).toBe(401);
    expect(regHeader.body.message).toBe('token_invalid');
    // A reset link as a session.
    await call(ta.app, 'POST', '/v1/auth/password/recovery', { email: player.email });
    const [mail] = (await outboxFor(player.email)).filter((m) => m.kind === 'recovery');
    const resetToken = /reset\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    const reset = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: resetToken });
    expect(reset.status).toBe(401);
    expect(reset.body.message).toBe('token_invalid');
    // Without the skin's authorization nothing works.
    const noSkin = await ta.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { 'user-token': player.userToken },
    });
    expect(noSkin.statusCode).toBe(401);
  });
});

describe('100 rapid login attempts from one address', () => {
  it('are refused after the limits, change nothing, and send one recovery e-mail', async () => {
    const fresh = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '30' });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, () =>
          fresh.app
            .inject({
              method: 'POST',
              url: '/v1/auth/login',
              headers: {
                authorization: `Basic ${Buffer.from('croupier-demo:croupier-demo-public-secret').toString('base64')}`,
              },
              payload: { username: 'demoplayer', password: 'Wrong-Pass-1!' },
              remoteAddress: '203.0.113.9',
            })
            .then((r) => r.statusCode),
        ),
      );
      const counts = statuses.reduce<Record<number, number>>((acc, s) => {
        acc[s] = (acc[s] ?? 0) + 1;
        return acc;
      }, {});
      expect(counts[200]).toBeUndefined();
      expect(counts[401] ?? 0).toBeLessThanOrEqual(4);
      expect((counts[429] ?? 0) + (counts[401] ?? 0)).toBe(100);
      expect(counts[429]).toBeGreaterThanOrEqual(96);
      // Both guards answered: the login lockout and the tighter per-route rate limit (30/min).
      const bodies = await Promise.all(
        Array.from({ length: 2 }, () =>
          fresh.app.inject({
            method: 'POST',
            url: '/v1/auth/login',
            headers: {
              authorization: `Basic ${Buffer.from('croupier-demo:croupier-demo-public-secret').toString('base64')}`,
            },
            payload: { username: 'demoplayer', password: 'Wrong-Pass-1!' },
            remoteAddress: '203.0.113.9',
          }),
        ),
      );
      expect(bodies.map((b) => b.json().message)).toEqual([
        'Too many requests, please slow down.',
        'Too many requests, please slow down.',
      ]);
      // The account was locked exactly once: one recovery e-mail.
      const mails = await fresh.database.db
        .select()
        .from(t.outbox)
        .where(eq(t.outbox.to, 'demo@croupier.test'));
      expect(mails.filter((m) => m.kind === 'lockout_recovery')).toHaveLength(1);
      const sessions = await fresh.database.db.select().from(t.playerSessions);
      expect(sessions.filter((s) => s.type === 'session')).toHaveLength(0);
      // The right password from another address is still locked out for the account.
      const other = await fresh.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: {
          authorization: `Basic ${Buffer.from('croupier-demo:croupier-demo-public-secret').toString('base64')}`,
        },
        payload: { username: 'demoplayer', password: 'Demo-Player-2026!' },
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(429);
      expect(other.json()).toMatchObject({ message: 'too_many_login_attempts' });
    } finally {
      await fresh.close();
    }
  });
});

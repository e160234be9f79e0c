import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import type { Message } from '@croupier/contract/messages';
import { auditLog } from '../src/db/schema.ts';
import { playerMessages } from '../src/messages/schema.ts';
import { DEV_PLATFORM_API_TOKEN } from '../src/messages/platform-auth.ts';
import { createMessages } from '../src/messages/plugin.ts';
import { createMessagesService } from '../src/messages/service.ts';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';
import type { Realtime } from '../src/realtime/port.ts';
import { ensureFirstAdmin } from '../src/staff/bootstrap.ts';
import { createStaffService } from '../src/staff/service.ts';
import { buildTestApp, SKIN_AUTH, staffSignIn, TEST_TOTP_SECRET, type TestApp } from './helper.ts';
import { call, registerActivePlayer } from './accounts-support.ts';
import { createPlayer } from './studio-support.ts';

const PLATFORM_TOKEN = 'platform-token-for-the-messages-tests-0123';
const PASSWORDS = { support: 'Support-Pass-2026!', finance: 'Finance-Pass-2026!' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    PLATFORM_API_TOKEN: PLATFORM_TOKEN,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  await ensureFirstAdmin(t.database.db, { NODE_ENV: 'test' }, { info: () => {}, warn: () => {} });
  const staff = createStaffService(t.database.db, { now: () => t.clock.now });
  for (const role of ['support', 'finance'] as const) {
    await staff.createStaff(
      {
        email: `${role}@messages.test`,
        name: role,
        role,
        password: PASSWORDS[role],
        totpSecret: TEST_TOTP_SECRET,
      },
      { staffId: null, ip: null },
    );
  }
});
afterAll(async () => {
  await t?.close();
});

const player = () => createPlayer(t.database.db, t.clock.now);
const tick = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 1000);
};

/** POST a platform sending call with the given authorization header. */
async function platform(
  url: string,
  payload: object,
  authorization: string | null = `Bearer ${PLATFORM_TOKEN}`,
  extra: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...(authorization ? { authorization } : {}), ...extra },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { data?: Message; message?: string } };
}

const sendCustom = (playerId: number, subject: string, body = `Body of ${subject}`) =>
  platform(`/v1/notifications/players/${playerId}/custom-message`, { subject, body });

const me = (userToken: string, url: string) => call(t.app, 'GET', url, undefined, { userToken });

async function staffToken(email: string, password: string) {
  return staffSignIn(t.app, { email, password }, t.clock.now, { remoteAddress: '203.0.113.77' });
}

const messagesOf = (playerId: number) =>
  t.database.db
    .select()
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    .orderBy(playerMessages.id);

describe('the inbox', () => {
  it('readone gives the oldest unread without marking it; opening marks it read', async () => {
    const p = await player();
    expect((await me(p.userToken, '/v1/me/messages/readone')).body).toEqual({ data: null });
    const first = await sendCustom(p.id, 'First');
    tick();
    const second = await sendCustom(p.id, 'Second');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      type: 'custom',
      subject: 'First',
      body: 'Body of First',
      image: null,
      duration: null,
      params: {},
      read_at: null,
    });

    const one = await me(p.userToken, '/v1/me/messages/readone');
    expect(one.status).toBe(200);
    expect((one.body.data as Message).id).toBe(first.body.data!.id);
    // Polling does not mark it read.
    expect((await me(p.userToken, '/v1/me/messages/readone')).body.data).toEqual(one.body.data);

    const opened = await me(p.userToken, `/v1/me/messages/${first.body.data!.id}`);
    expect(opened.status).toBe(200);
    expect((opened.body.data as Message).read_at).toBe(t.clock.now.toISOString());
    const readAt = (opened.body.data as Message).read_at;
    // Opening again keeps the first reading's time.
    tick();
    const again = await me(p.userToken, `/v1/me/messages/${first.body.data!.id}`);
    expect((again.body.data as Message).read_at).toBe(readAt);

    const next = await me(p.userToken, '/v1/me/messages/readone');
    expect((next.body.data as Message).id).toBe(second.body.data!.id);
  });

  it('lists newest first with the unread count and pages', async () => {
    const p = await player();
    const ids: number[] = [];
    for (const subject of ['A', 'B', 'C']) {
      ids.push((await sendCustom(p.id, subject)).body.data!.id);
      tick();
    }
    await me(p.userToken, `/v1/me/messages/${ids[0]}`);
    const page1 = await me(p.userToken, '/v1/me/messages?page=1&per_page=2');
    expect(page1.status).toBe(200);
    expect((page1.body.data as Message[]).map((m) => m.subject)).toEqual(['C', 'B']);
    expect(page1.body.meta).toEqual({
      current_page: 1,
      per_page: 2,
      total: 3,
      last_page: 2,
      unread: 2,
    });
    const page2 = await me(p.userToken, '/v1/me/messages?page=2&per_page=2');
    expect((page2.body.data as Message[]).map((m) => m.subject)).toEqual(['A']);
    expect((page2.body.data as Message[])[0]!.read_at).not.toBeNull();
  });

  it("never shows or marks another player's message (404)", async () => {
    const owner = await player();
    const other = await player();
    const sent = await sendCustom(owner.id, 'Private');
    const res = await me(other.userToken, `/v1/me/messages/${sent.body.data!.id}`);
    expect(res.status).toBe(404);
    expect((await me(other.userToken, '/v1/me/messages')).body.meta).toMatchObject({
      total: 0,
      unread: 0,
    });
    const [row] = await messagesOf(owner.id);
    expect(row!.readAt).toBeNull();
    expect((await me(other.userToken, '/v1/me/messages/999999999')).status).toBe(404);
  });

  it('needs a session; readone does not count as activity; bad ids are 422', async () => {
    const p = await player();
    expect((await call(t.app, 'GET', '/v1/me/messages/readone')).status).toBe(401);
    expect((await me(p.userToken, '/v1/me/messages/abc')).status).toBe(422);
    expect((await me(p.userToken, '/v1/me/messages?per_page=0')).status).toBe(422);
    // 31 minutes of polling only: the session ends.
    for (let i = 0; i < 31; i++) {
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      const poll = await me(p.userToken, '/v1/me/messages/readone');
      if (poll.status !== 200) break;
    }
    expect((await me(p.userToken, '/v1/me/messages/readone')).status).toBe(401);
  });
});

describe('the platform sending calls', () => {
  it('accept only the platform token: a player token or the skin key is 401', async () => {
    const p = await player();
    const url = `/v1/notifications/players/${p.id}/custom-message`;
    const body = { subject: 'Hello', body: 'Text' };
    expect((await platform(url, body, null)).status).toBe(401);
    expect((await platform(url, body, SKIN_AUTH)).status).toBe(401);
    expect((await platform(url, body, SKIN_AUTH, { 'user-token': p.userToken })).status).toBe(401);
    expect((await platform(url, body, `Bearer ${p.userToken}`)).status).toBe(401);
    expect((await platform(url, body, `Bearer ${PLATFORM_TOKEN}x`)).status).toBe(401);
    expect((await platform(url, body, `Bearer ${DEV_PLATFORM_API_TOKEN}`)).status).toBe(401);
    const reg = `/v1/notifications/players/${p.id}/registration`;
    expect((await platform(reg, {}, SKIN_AUTH)).status).toBe(401);
    expect(await messagesOf(p.id)).toHaveLength(0);

    const ok = await platform(url, body);
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ type: 'custom', subject: 'Hello', body: 'Text' });
  });

  it('registration: the English default text, kept once while unread', async () => {
    const p = await player();
    const url = `/v1/notifications/players/${p.id}/registration`;
    const first = await platform(url, { id: 1 });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ type: 'registration', subject: 'Welcome' });
    const again = await platform(url, {});
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    const fl = await platform(url, { type: 'firstLogin' });
    expect(fl.status).toBe(201);
    expect(fl.body.data).toMatchObject({ type: 'firstLogin' });
    expect(await messagesOf(p.id)).toHaveLength(2);
  });

  it('refuses bad input with 422 (NUL, control characters in a subject, sizes) and unknown players with 404', async () => {
    const p = await player();
    const url = `/v1/notifications/players/${p.id}/custom-message`;
    for (const body of [
      { subject: 'Hi', body: 'a\u0000b' },
      { subject: 'a\u0000b', body: 'x' },
      { subject: 'two\nlines', body: 'x' },
      { subject: '', body: 'x' },
      { subject: 'x'.repeat(201), body: 'x' },
      { subject: 'x', body: 'x'.repeat(5001) },
      { subject: 'x', body: 'x', type: 'nope' },
      { subject: 'x', body: 'x', image: 'javascript:alert(1)' },
    ]) {
      const res = await platform(url, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await platform(`/v1/notifications/players/${p.id}/registration`, { type: 'custom' })).status,
    ).toBe(422);
    expect((await sendCustom(2_000_000_000, 'Nobody')).status).toBe(404);
    expect((await platform('/v1/notifications/players/abc/custom-message', {})).status).toBe(422);
    expect(await messagesOf(p.id)).toHaveLength(0);
  });

  it('the public development token admits nobody in production', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const warnings: string[] = [];
    const messages = createMessages({
      db: t.database.db,
      env: { NODE_ENV: 'production', PLATFORM_API_TOKEN: DEV_PLATFORM_API_TOKEN },
      now: () => t.clock.now,
      realtime: silentRealtime(),
      staff: createStaffService(t.database.db, { now: () => t.clock.now }),
      log: { warn: (m: string) => warnings.push(m) } as never,
    });
    await app.register(messages.platformRoutes, { prefix: '/v1' });
    const p = await player();
    const res = await app.inject({
      method: 'POST',
      url: `/v1/notifications/players/${p.id}/custom-message`,
      headers: { authorization: `Bearer ${DEV_PLATFORM_API_TOKEN}` },
      payload: { subject: 'x', body: 'y' },
    });
    expect(res.statusCode).toBe(401);
    expect(warnings.join()).toMatch(/PLATFORM_API_TOKEN is not set/);
    await app.close();
  });
});

describe('the staff twin', () => {
  it('support sends (audited as player.message_sent, without the body); finance is 403', async () => {
    const p = await player();
    const support = await staffToken('support@messages.test', PASSWORDS.support);
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/v1/players/${p.id}/messages`,
      headers: { authorization: `Bearer ${support}` },
      payload: { subject: 'About your withdrawal', body: 'Secret details', duration: 30 },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(201);
    const message = (res.json() as { data: Message }).data;
    expect(message).toMatchObject({
      type: 'custom',
      subject: 'About your withdrawal',
      duration: 30,
    });
    const [row] = await messagesOf(p.id);
    expect(row!.staffId).not.toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'player.message_sent'), eq(auditLog.targetId, String(p.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      staffId: row!.staffId,
      targetType: 'player',
      ip: '203.0.113.9',
      details: { message_id: message.id, type: 'custom', subject: 'About your withdrawal' },
    });
    expect(JSON.stringify(audit!.details)).not.toContain('Secret details');
    expect((await me(p.userToken, '/v1/me/messages/readone')).body.data).toMatchObject({
      id: message.id,
    });

    const finance = await staffToken('finance@messages.test', PASSWORDS.finance);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/staff/v1/players/${p.id}/messages`,
      headers: { authorization: `Bearer ${finance}` },
      payload: { subject: 'x', body: 'y' },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/staff/v1/players/${p.id}/messages`,
      headers: { authorization: SKIN_AUTH },
      payload: { subject: 'x', body: 'y' },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/staff/v1/players/2000000000/messages`,
      headers: { authorization: `Bearer ${support}` },
      payload: { subject: 'x', body: 'y' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await messagesOf(p.id)).toHaveLength(1);
  });
});

function silentRealtime(events: Array<{ playerId: number; message: Message }> = []): Realtime {
  return {
    toPlayer: (playerId, _event, payload) =>
      void events.push({ playerId, message: payload as Message }),
    toStaff: () => undefined,
    toPublic: () => undefined,
    endSession: () => undefined,
    close: async () => undefined,
  };
}

describe('firstLogin', () => {
  it('is sent once, after the first login only', async () => {
    const ip = '10.77.0.1';
    const { id, username, password } = await registerActivePlayer(t.app, t.database, { ip });
    const first = (await messagesOf(id)).filter((m) => m.type === 'firstLogin');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ subject: 'Welcome: set your limits', readAt: null });
    // Read it, log in again: no new one.
    const login = async () => call(t.app, 'POST', '/v1/auth/login', { username, password }, { ip });
    const again = await login();
    expect(again.status).toBe(200);
    const token = (again.body.data as { token: string }).token;
    await me(token, `/v1/me/messages/${first[0]!.id}`);
    await login();
    expect((await messagesOf(id)).filter((m) => m.type === 'firstLogin')).toHaveLength(1);
  });

  it('a player who had sessions before gets none', async () => {
    const p = await player();
    const messages = createMessagesService({
      db: t.database.db,
      now: () => t.clock.now,
      realtime: silentRealtime(),
      audit: async () => undefined,
    });
    await messages.onLogin({ playerId: p.id, first: false });
    expect(await messagesOf(p.id)).toHaveLength(0);
  });

  it('concurrent first logins store one', async () => {
    const p = await player();
    const events: Array<{ playerId: number; message: Message }> = [];
    const messages = createMessagesService({
      db: t.database.db,
      now: () => t.clock.now,
      realtime: silentRealtime(events),
      audit: async () => undefined,
    });
    await Promise.all(
      Array.from({ length: 5 }, () => messages.onLogin({ playerId: p.id, first: true })),
    );
    expect(await messagesOf(p.id)).toHaveLength(1);
    expect(events).toHaveLength(1);
    // Even once read, never again.
    await me(p.userToken, `/v1/me/messages/${events[0]!.message.id}`);
    await messages.onLogin({ playerId: p.id, first: true });
    expect(await messagesOf(p.id)).toHaveLength(1);
  });
});

describe('system messages (sendSystemMessage)', () => {
  it('are not repeated while one of the type is unread, and are pushed after the commit', async () => {
    const p = await player();
    const events: Array<{ playerId: number; message: Message }> = [];
    const messages = createMessagesService({
      db: t.database.db,
      now: () => t.clock.now,
      realtime: silentRealtime(events),
      audit: async () => undefined,
    });
    const params = { limit: 50, currency: 'EUR', until: '2026-01-02T00:00:00.000Z' };
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        messages.sendSystemMessage(t.database.db, p.id, { type: 'daily-bet-limit', params }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const stored = await messagesOf(p.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      type: 'daily-bet-limit',
      params,
      subject: 'Daily bet limit reached',
    });
    expect(stored[0]!.body).toContain('daily bet limit of 50 EUR');
    expect(events.map((e) => e.playerId)).toEqual([p.id]);

    // Another type is another message; once read, the same type is sent again.
    await messages.sendSystemMessage(t.database.db, p.id, { type: 'daily-bet-loss', params });
    await me(p.userToken, `/v1/me/messages/${stored[0]!.id}`);
    const after = await messages.sendSystemMessage(t.database.db, p.id, {
      type: 'daily-bet-limit',
      params: { ...params, junk: 'x\u0000y', 'bad key!': 1 },
    });
    expect(after.created).toBe(true);
    expect(after.message.params).toEqual({ ...params, junk: 'xy' });
    expect(await messagesOf(p.id)).toHaveLength(3);
    // Custom messages are never held back.
    await messages.send(p.id, { type: 'custom', subject: 'a', body: 'b' });
    await messages.send(p.id, { type: 'custom', subject: 'a', body: 'b' });
    expect(await messagesOf(p.id)).toHaveLength(5);
  });

  it("in the caller's transaction: stored with it, rolled back with it, pushed by the caller", async () => {
    const p = await player();
    const events: Array<{ playerId: number; message: Message }> = [];
    const messages = createMessagesService({
      db: t.database.db,
      now: () => t.clock.now,
      realtime: silentRealtime(events),
      audit: async () => undefined,
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await messages.sendSystemMessage(tx, p.id, { type: 'daily-playing-time' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await messagesOf(p.id)).toHaveLength(0);
    const stored = await t.database.db.transaction((tx) =>
      messages.sendSystemMessage(tx, p.id, { type: 'daily-playing-time', params: { minutes: 60 } }),
    );
    expect(events).toHaveLength(0);
    if (stored.created) messages.publish(p.id, stored.message);
    expect(events).toHaveLength(1);
    expect(stored.message.body).toContain('daily playing time of 60 minutes');
  });

  it('realityCheck gets the 60-second countdown by default', async () => {
    const p = await player();
    const messages = createMessagesService({
      db: t.database.db,
      now: () => t.clock.now,
      realtime: silentRealtime(),
      audit: async () => undefined,
    });
    const stored = await messages.sendSystemMessage(t.database.db, p.id, {
      type: 'realityCheck',
      params: { minutes: 60 },
    });
    expect(stored.message).toMatchObject({ type: 'realityCheck', duration: 60 });
  });
});

describe('OpenAPI', () => {
  it('documents the message calls, the sending ones with the platform bearer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/me/messages/readone',
        '/v1/me/messages/{id}',
        '/v1/me/messages',
        '/v1/notifications/players/{id}/registration',
        '/v1/notifications/players/{id}/custom-message',
        '/v1/notifications/messages/custom_email',
        '/staff/v1/players/{id}/messages',
      ]),
    );
    expect(doc.paths['/v1/notifications/players/{id}/custom-message']!.post!.security).toEqual([
      { platform: [] },
    ]);
    expect(doc.components.securitySchemes.platform).toEqual({ type: 'http', scheme: 'bearer' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import {
  call,
  completionBody,
  lastCode,
  lastMessage,
  registerBody,
  solvedCaptcha,
  uniquePlayer,
} from './accounts-support.ts';

let ta: TestApp;
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(async () => {
  await ta?.close();
});

describe('registration to dashboard', () => {
  it('registers, verifies the e-mail code, completes step 2, logs in, reads me and logs out', async () => {
    const { app, database } = ta;
    const p = uniquePlayer('flow');
    const reg = await call(app, 'POST', '/v1/auth/register', registerBody(p));
    expect(reg.status).toBe(201);
    const { id, token } = reg.body.data as { id: number; token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await database.db.select().from(t.players).where(eq(t.players.id, id));
    expect(row?.status).toBe('incompleted');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await database.db
      .select()
      .from(t.playerSessions)
      .where(eq(t.playerSessions.playerId, id));
    expect(session?.type).toBe('registration');
    expect(session?.tokenHash).not.toContain(token);

    const mail = await lastMessage(database, p.email);
    expect(mail?.subject).toContain('Croupier Casino');
    const code = await lastCode(database, p.email);

    // Incompleted players cannot log in yet.
    const early = await call(app, 'POST', '/v1/auth/login', {
      username: p.username,
      password: p.password,
    });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('account_incompleted');

    const v = await call(
      app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: code },
      { token },
    );
    expect(v.status).toBe(200);
    expect((v.body.data as { status: string }).status).toBe('success');

    const done = await call(
      app,
      'PUT',
      '/v1/me',
      { ...completionBody(), captcha: await solvedCaptcha(app) },
      { token },
    );
    expect(done.status).toBe(200);
    const player = done.body.data as Record<string, unknown> & {
      information: Record<string, unknown>;
    };
    expect(player.status).toBe('active');
    expect(player.firstname).toBe('Jana');
    expect(player.lastname).toBe('Novakova');
    expect(player.information.gender).toBe('F');
    expect(player.information.dob).toBe('1990-04-07');
    expect(player.information.nationality).toBe('CZ');

    const login = await call(app, 'POST', '/v1/auth/login', {
      username: p.username,
      password: p.password,
    });
    expect(login.status).toBe(200);
    const userToken = (login.body.data as { token: string }).token;
    const me = await call(app, 'GET', '/v1/me?kyc=1&marketing=1&riskyCountry=1', undefined, {
      userToken,
    });
    expect(me.status).toBe(200);
    expect((me.body.data as { username: string }).username).toBe(p.username);

    const out = await call(app, 'DELETE', '/v1/auth/logout', undefined, { userToken });
    expect(out.status).toBe(204);
    const after = await call(app, 'GET', '/v1/me', undefined, { userToken });
    expect(after.status).toBe(401);
  });
});

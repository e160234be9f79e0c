import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { call, lastMessage, registerActivePlayer } from './accounts-support.ts';

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
const resetTokenIn = (body: string) => /\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];

async function requestLink(email: string): Promise<string> {
  const res = await call(ta.app, 'POST', '/v1/auth/password/recovery', {
    email,
    expiration_hours: 1,
  });
  expect(res.status).toBe(200);
  const mail = await lastMessage(ta.database, email);
  const token = resetTokenIn(mail?.body ?? '');
  if (!token) throw new Error('no reset link');
  return token;
}

describe('POST auth/password/recovery', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const before = await ta.database.db.select().from(t.outbox);
    const unknown = await call(ta.app, 'POST', '/v1/auth/password/recovery', {
      email: 'nobody@nowhere.test',
    });
    const known = await call(ta.app, 'POST', '/v1/auth/password/recovery', {
      email: 'demo@croupier.test',
    });
    const empty = await call(ta.app, 'POST', '/v1/auth/password/recovery', {});
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(empty.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ data: { sent: true } });
    const after = await ta.database.db.select().from(t.outbox);
    expect(after.length - before.length).toBe(1);
    const mail = after.at(-1)!;
    expect(mail.to).toBe('demo@croupier.test');
    expect(mail.kind).toBe('recovery');
    expect(mail.body).toContain('http://localhost:3000/en/password/reset/');
    // A second request within a minute sends nothing more.
    await call(ta.app, 'POST', '/v1/auth/password/recovery', { email: 'demo@croupier.test' });
    expect((await ta.database.db.select().from(t.outbox)).length).toBe(after.length);
  });

  it('accepts the nickname and writes in the player language', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'nick' });
    await ta.database.db
      .update(t.players)
      .set({ language: 'cs' })
      .where(eq(t.players.id, player.id));
    await call(ta.app, 'POST', '/v1/auth/password/recovery', { username: player.username });
    const mail = await lastMessage(ta.database, player.email);
    expect(mail?.kind).toBe('recovery');
    expect(mail?.subject).toContain('obnovení hesla');
    expect(mail?.body).toContain('/cs/password/reset/');
  });
});

describe('PUT auth/password/reset', () => {
  it('sets the new password once; the link cannot be reused; sessions end', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'reset' });
    const token = await requestLink(player.email);
    const status = await call(ta.app, 'GET', `/v1/auth/status/${token}?type=password-reset`);
    expect((status.body.data as { is_valid: boolean }).is_valid).toBe(true);

    const body = {
      email: player.email,
      password: 'N3w-Secret!',
      password_confirmation: 'N3w-Secret!',
      token,
    };
    const ok = await call(ta.app, 'PUT', '/v1/auth/password/reset', body);
    expect(ok.status).toBe(204);
    const reuse = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
      ...body,
      password: 'An0ther-One!',
      password_confirmation: 'An0ther-One!',
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors?.token).toEqual(['token_invalid']);
    const used = await call(ta.app, 'GET', `/v1/auth/status/${token}?type=password-reset`);
    expect((used.body.data as { is_valid: boolean }).is_valid).toBe(false);

    // The old session ended; the new password logs in, the old one does not.
    expect(
      (await call(ta.app, 'GET', '/v1/me', undefined, { userToken: player.userToken })).status,
    ).toBe(401);
    expect(
      (
        await call(ta.app, 'POST', '/v1/auth/login', {
          username: player.username,
          password: 'N3w-Secret!',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(ta.app, 'POST', '/v1/auth/login', {
          username: player.username,
          password: player.password,
        })
      ).status,
    ).toBe(401);
  });

  it('refuses an expired link (1 hour) and a link of another e-mail', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'expire' });
    const token = await requestLink(player.email);
    const wrongEmail = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
      email: 'demo@croupier.test',
      password: 'N3w-Secret!',
      password_confirmation: 'N3w-Secret!',
      token,
    });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.body.errors?.token).toEqual(['token_invalid']);
    advance(60 * MINUTE);
    const expired = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
      email: player.email,
      password: 'N3w-Secret!',
      password_confirmation: 'N3w-Secret!',
      token,
    });
    expect(expired.status).toBe(422);
    expect(expired.body.errors?.token).toEqual(['token_invalid']);
    const status = await call(ta.app, 'GET', `/v1/auth/status/${token}?type=password-reset`);
    expect(status.body.data).toEqual({ is_valid: false, tokenable: null, created_at: null });
    // Nothing changed: the old password still works.
    expect(
      (
        await call(ta.app, 'POST', '/v1/auth/login', {
          username: player.username,
          password: player.password,
        })
      ).status,
    ).toBe(200);
  });

  it('applies the password rules and keeps the link usable after a refused form', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'rules' });
    const token = await requestLink(player.email);
    const cases: [Record<string, string>, string, string][] = [
      [{ password: 'weak', password_confirmation: 'weak' }, 'password', 'password_error'],
      [
        { password: 'N3w-Secret!', password_confirmation: 'N3w-Secret?' },
        'password_confirmation',
        'password_confirmation_mismatch',
      ],
    ];
    for (const [fields, field, key] of cases) {
      const res = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
        email: player.email,
        token,
        ...fields,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toContain(key);
    }
    const malformed = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
      email: player.email,
      token: 'short',
      password: 'N3w-Secret!',
      password_confirmation: 'N3w-Secret!',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.token).toEqual(['token_invalid']);
    const ok = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
      email: player.email,
      token,
      password: 'N3w-Secret!',
      password_confirmation: 'N3w-Secret!',
    });
    expect(ok.status).toBe(204);
  });

  it('a new link replaces the older one; the reset lifts a login lockout', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'lift' });
    for (let i = 0; i < 5; i++) {
      await call(
        ta.app,
        'POST',
        '/v1/auth/login',
        { username: player.username, password: 'Wrong-Pass-1!' },
        { ip: `10.9.0.${i + 1}` },
      );
    }
    const lockMail = await lastMessage(ta.database, player.email);
    expect(lockMail?.kind).toBe('lockout_recovery');
    const first = resetTokenIn(lockMail!.body)!;
    advance(MINUTE + 1000);
    const second = await requestLink(player.email);
    const old = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
      email: player.email,
      token: first,
      password: 'N3w-Secret!',
      password_confirmation: 'N3w-Secret!',
    });
    expect(old.status).toBe(422);
    const ok = await call(ta.app, 'PUT', '/v1/auth/password/reset', {
      email: player.email,
      token: second,
      password: 'N3w-Secret!',
      password_confirmation: 'N3w-Secret!',
    });
    expect(ok.status).toBe(204);
    const login = await call(
      ta.app,
      'POST',
      '/v1/auth/login',
      { username: player.username, password: 'N3w-Secret!' },
      { ip: '10.9.1.1' },
    );
    expect(login.status).toBe(200);
  });
});

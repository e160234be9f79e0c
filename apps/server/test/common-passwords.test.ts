/**
 * Common and breached passwords are refused (OWASP ASVS 5.0 V6.2.4, V6.2.11): at registration, a
 * password change, a reset and a staff member's invitation, a password of the common list (any
 * case) or the person's own e-mail address answers 422 `password_too_common` and nothing changes;
 * a strong random password passes. The check is local (no outside call).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { commonPasswordError, isCommonPassword } from '../src/auth/common-passwords.ts';
import * as t from '../src/db/schema.ts';
import {
  call,
  lastMessage,
  registerActivePlayer,
  registerBody,
  uniquePlayer,
} from './accounts-support.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';

let ta: TestApp;
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await ta?.close();
});

/** List entries that meet every other rule of the site (8+, lower, upper, digit, special). */
const COMMON_BUT_COMPLEX = ['P@ssw0rd', 'Pa$$w0rd', '1qaz@WSX', 'Zaq!2wsx'];
/** List entries that the other rules refuse already. */
const COMMON_AND_SIMPLE = ['password1', 'qwerty123'];
const strongPassword = () => `Kx7!${crypto.randomUUID()}`;

const TOO_COMMON = { password: [ERROR_KEYS.passwordTooCommon] };

describe('the common-password list', () => {
  it('is the large list, compared without case, with no outside call', async () => {
    for (const p of [...COMMON_BUT_COMPLEX, ...COMMON_AND_SIMPLE, 'QWERTY123', 'Qwertyuiop']) {
      expect(await isCommonPassword(p), p).toBe(true);
    }
    expect(await isCommonPassword(strongPassword())).toBe(false);
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    expect(dictionary['passwords-common'].length).toBeGreaterThan(40_000);
  });

  it("refuses the person's own e-mail address or nickname as a password", async () => {
    expect(await commonPasswordError('Jana.Doe7@Example.test', ['jana.doe7@example.test'])).toBe(
      ERROR_KEYS.passwordTooCommon,
    );
    expect(await commonPasswordError('JanaDoe7!', ['janadoe7!'])).toBe(
      ERROR_KEYS.passwordTooCommon,
    );
    expect(await commonPasswordError(strongPassword(), ['jana.doe7@example.test'])).toBeNull();
  });
});

describe('registration', () => {
  const countPlayers = async (email: string) =>
    (await ta.database.db.select().from(t.players).where(eq(t.players.email, email))).length;

  it.each(COMMON_BUT_COMPLEX)(
    'refuses %s with password_too_common and creates nobody',
    async (pw) => {
      const p = uniquePlayer('common');
      const res = await call(
        ta.app,
        'POST',
        '/v1/auth/register',
        registerBody(p, { password: pw, password_confirmation: pw }),
      );
      expect(res.status, res.raw).toBe(422);
      expect(res.body.errors).toMatchObject(TOO_COMMON);
      expect(await countPlayers(p.email)).toBe(0);
    },
  );

  it('refuses the common simple ones and the own e-mail address; creates nobody', async () => {
    for (const pw of COMMON_AND_SIMPLE) {
      const p = uniquePlayer('simple');
      const res = await call(
        ta.app,
        'POST',
        '/v1/auth/register',
        registerBody(p, { password: pw, password_confirmation: pw }),
      );
      expect(res.status, pw).toBe(422);
      expect(res.body.errors?.password, pw).toBeDefined();
      expect(await countPlayers(p.email)).toBe(0);
    }
    const p = uniquePlayer('own');
    // The address itself meets the other rules once one letter is upper case.
    const own = `O${p.email.slice(1)}`;
    const res = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody(p, { password: own, password_confirmation: own }),
    );
    expect(res.status, res.raw).toBe(422);
    expect(res.body.errors).toMatchObject(TOO_COMMON);
    expect(await countPlayers(p.email)).toBe(0);
  });

  it('accepts a strong random password', async () => {
    const p = uniquePlayer('strong');
    const pw = strongPassword();
    const res = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody(p, { password: pw, password_confirmation: pw }),
    );
    expect(res.status, res.raw).toBe(201);
    expect(await countPlayers(p.email)).toBe(1);
  });
});

describe('password change (PUT me) and reset', () => {
  const login = (username: string, password: string) =>
    call(ta.app, 'POST', '/v1/auth/login', { username, password });

  it('refuses a common password; the old one still signs in, the common one does not', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'chg' });
    const [before] = await ta.database.db
      .select()
      .from(t.players)
      .where(eq(t.players.id, player.id));
    for (const pw of [...COMMON_BUT_COMPLEX, ...COMMON_AND_SIMPLE]) {
      const res = await call(
        ta.app,
        'PUT',
        '/v1/me',
        { password_current: player.password, password: pw, password_confirmation: pw },
        { userToken: player.userToken },
      );
      expect(res.status, pw).toBe(422);
      expect(res.body.errors?.password, pw).toBeDefined();
      if (COMMON_BUT_COMPLEX.includes(pw)) expect(res.body.errors, pw).toMatchObject(TOO_COMMON);
    }
    const [after] = await ta.database.db
      .select()
      .from(t.players)
      .where(eq(t.players.id, player.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.passwordChangedAt).toEqual(before!.passwordChangedAt);
    expect((await login(player.username, 'P@ssw0rd')).status).toBe(401);
    expect((await login(player.username, player.password)).status).toBe(200);

    const strong = strongPassword();
    const ok = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { password_current: player.password, password: strong, password_confirmation: strong },
      { userToken: player.userToken },
    );
    expect(ok.status, ok.raw).toBe(200);
    expect((await login(player.username, strong)).status).toBe(200);
  });

  it('the reset link refuses a common password and stays usable', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'rst' });
    await call(ta.app, 'POST', '/v1/auth/password/recovery', { email: player.email });
    const mail = await lastMessage(ta.database, player.email);
    const token = /\/password\/reset\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = (pw: string) =>
      call(ta.app, 'PUT', '/v1/auth/password/reset', {
        token,
        email: player.email,
        password: pw,
        password_confirmation: pw,
      });
    const refused = await reset('Pa$$w0rd');
    expect(refused.status, refused.raw).toBe(422);
    expect(refused.body.errors).toMatchObject(TOO_COMMON);
    expect((await login(player.username, player.password)).status).toBe(200);
    const strong = strongPassword();
    const ok = await reset(strong);
    expect(ok.status, ok.raw).toBe(204);
    expect((await login(player.username, strong)).status).toBe(200);
  });
});

describe('staff invitation', () => {
  it('refuses a common password and the own e-mail; the invitation stays open', async () => {
    const tokens = await staffTokens(ta, 'pwlist', ['admin']);
    const email = 'new-member-pwlist@croupier.test';
    const invited = await ta.app.inject({
      method: 'POST',
      url: '/staff/v1/staff',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { email, name: 'New Member', role: 'support' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await new Promise((r) => setTimeout(r, 0));
    const [mail] = await ta.database.db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.to, email), eq(t.outbox.kind, 'staff_invite')))
      .orderBy(desc(t.outbox.id))
      .limit(1);
    const token = /invite\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const accept = (password: string) =>
      ta.app.inject({ method: 'POST', url: '/staff/v1/auth/invite', payload: { token, password } });
    for (const password of ['Qwerty123456', '1qaz2wsx3edc', email.toUpperCase()]) {
      const res = await accept(password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors, password).toEqual(TOO_COMMON);
    }
    const [member] = await ta.database.db.select().from(t.staff).where(eq(t.staff.email, email));
    expect(member!.passwordHash).toBeNull();
    const ok = await accept(strongPassword());
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

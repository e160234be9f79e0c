import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import {
  call,
  completionBody,
  lastCode,
  lastMessage,
  registerActivePlayer,
  registerBody,
  solvedCaptcha,
  uniquePlayer,
} from './accounts-support.ts';

let ta: TestApp;
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await ta?.close();
});

const playerCount = async () => {
  const [row] = await ta.database.db.select({ n: count() }).from(t.players);
  return Number(row?.n ?? 0);
};

/** Registers (step 0) and returns id + registration token. */
async function register(extra: Record<string, unknown> = {}, prefix = 'reg') {
  const p = uniquePlayer(prefix);
  const res = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p, extra));
  expect(res.status, res.raw).toBe(201);
  return { p, ...(res.body.data as { id: number; token: string }) };
}

async function verifyEmail(id: number, token: string, email: string) {
  const code = await lastCode(ta.database, email);
  const res = await call(
    ta.app,
    'POST',
    '/v1/notifications/players/verify_email',
    { user_id: id, verification: code },
    { token },
  );
  expect(res.status, res.raw).toBe(200);
}

describe('availability checks (step 0)', () => {
  it('checkusername: length rules, special characters, duplicates case-insensitively', async () => {
    const ok = await call(ta.app, 'POST', '/v1/auth/checkusername', { username: 'freshname1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { available: true } });
    for (const [username, key] of [
      ['short', 'username_error_min'],
      ['x'.repeat(26), 'username_error_max'],
      ['with space', 'username_invalid_chars'],
      ['DemoPlayer', 'nickname_already_used'],
    ] as const) {
      const res = await call(ta.app, 'POST', '/v1/auth/checkusername', { username });
      expect(res.status, username).toBe(422);
      expect(res.body.errors?.username).toEqual([key]);
    }
    const missing = await call(ta.app, 'POST', '/v1/auth/checkusername', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.username).toEqual(['field_required']);
  });

  it('checkemail: pattern, minimum length, duplicates (trimmed, case-insensitive)', async () => {
    expect(
      (await call(ta.app, 'POST', '/v1/auth/checkemail', { email: 'new@mail.com' })).status,
    ).toBe(200);
    for (const [email, key] of [
      ['a@b.c', 'email_error'],
      ['not-an-email', 'email_error'],
      [' DEMO@croupier.test ', 'email_already_used'],
    ] as const) {
      const res = await call(ta.app, 'POST', '/v1/auth/checkemail', { email, withTrashed: 1 });
      expect(res.status, email).toBe(422);
      expect(res.body.errors?.email).toEqual([key]);
    }
  });

  it('checkmobile: format, duplicates, skipEmpty', async () => {
    expect(
      (await call(ta.app, 'POST', '/v1/auth/checkmobile', { mobile: '+420777123456' })).status,
    ).toBe(200);
    expect(
      (await call(ta.app, 'POST', '/v1/auth/checkmobile', { mobile: '', skipEmpty: 1 })).status,
    ).toBe(200);
    for (const [mobile, key] of [
      ['+4207', 'invalid_phone'],
      ['+420 777 123', 'invalid_phone'],
      ['+35699000001', 'phone_already_used'],
      ['', 'field_required'],
    ] as const) {
      const res = await call(ta.app, 'POST', '/v1/auth/checkmobile', { mobile });
      expect(res.status, mobile).toBe(422);
      expect(res.body.errors?.mobile).toEqual([key]);
    }
  });

  it('twilio/checkMobile: prefix rule, remove_phone_prefix, digits cleaned', async () => {
    const ok = await call(ta.app, 'POST', '/v1/notifications/twilio/checkMobile', {
      mobile: '0777 123 999',
      prefix: '+420',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ valid: true, mobile: '+420777123999' });
    const withPrefix = await call(ta.app, 'POST', '/v1/notifications/twilio/checkMobile', {
      mobile: '420777123999',
      prefix: '+420',
    });
    expect(withPrefix.status).toBe(422);
    expect(withPrefix.body.errors?.mobile).toEqual(['remove_phone_prefix']);
    const badPrefix = await call(ta.app, 'POST', '/v1/notifications/twilio/checkMobile', {
      mobile: '777123999',
      prefix: '420',
    });
    expect(badPrefix.status).toBe(422);
    expect(badPrefix.body.errors?.prefix).toEqual(['phone_prefix_invalid']);
    const used = await call(ta.app, 'POST', '/v1/notifications/twilio/checkMobile', {
      mobile: '99000001',
      prefix: '+356',
    });
    expect(used.body.errors?.mobile).toEqual(['phone_already_used']);
  });
});

describe('captcha challenge and checkfields rules', () => {
  it('serves signed, uncacheable ALTCHA challenges', async () => {
    const res = await call(ta.app, 'GET', '/v1/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.data as { parameters: Record<string, unknown>; signature: string };
    expect(data.parameters).toMatchObject({ algorithm: 'SHA-256', keyPrefix: expect.any(String) });
    expect(data.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(data.parameters.expiresAt).toBe(Math.floor(ta.clock.now.getTime() / 1000) + 600);
  });

  it('checkfields applies the name and date rules before the duplicate check', async () => {
    const res = await call(ta.app, 'POST', '/v1/auth/checkfields', {
      firstname: '😀',
      lastname: 'Novak',
      dob: `${ta.clock.now.getUTCFullYear() - 10}-1-1`,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ firstname: ['field_required'], dob: ['dob_error'] });
    const free = await call(ta.app, 'POST', '/v1/auth/checkfields', {
      firstname: 'Nobody',
      lastname: 'Else',
      dob: '1970-1-1',
    });
    expect(free.status).toBe(200);
  });
});

describe('POST auth/register', () => {
  it('reports every failing rule at once and creates nothing', async () => {
    const before = await playerCount();
    const res = await call(ta.app, 'POST', '/v1/auth/register', {
      email: 'bad',
      password: 'weak',
      password_confirmation: 'other',
      acceptance: 0,
      country: 'ZZ',
      currency_id: 999,
      username: 'abc',
      mobile: '+44123',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      email: ['email_error'],
      password: ['password_error'],
      username: ['username_error_min'],
    });
    expect(await playerCount()).toBe(before);

    const p = uniquePlayer('rules');
    const second = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody(p, {
        password: `${p.username}`.replace(/^./, (c) => c.toUpperCase()) + '1!',
        password_confirmation: 'Different1!',
        acceptance: 0,
        country: 'US',
        currency_id: 4,
        mobile: '+44123',
      }),
    );
    expect(second.status).toBe(422);
    expect(second.body.errors).toMatchObject({
      password_confirmation: ['password_confirmation_mismatch'],
      acceptance: ['terms_required'],
      country: ['field_invalid'],
      currency_id: ['field_invalid'],
      mobile: ['invalid_phone'],
    });
    expect(await playerCount()).toBe(before);
  });

  it('refuses a password equal to the nickname or the e-mail local part', async () => {
    const byNick = uniquePlayer('same');
    const nick = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody(
        { ...byNick, username: `Jana.Nov${byNick.username.slice(-4)}` },
        {
          password: `jANA.NOV${byNick.username.slice(-4)}`,
          password_confirmation: `jANA.NOV${byNick.username.slice(-4)}`,
        },
      ),
    );
    expect(nick.status).toBe(422);
    expect(nick.body.errors?.password).toEqual(['password_equals_username_or_email']);
    const byEmail = uniquePlayer('mail');
    const local = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody(
        { ...byEmail, email: 'jana.nov4k@mail.com' },
        { password: 'Jana.Nov4k', password_confirmation: 'Jana.Nov4k' },
      ),
    );
    expect(local.status).toBe(422);
    expect(local.body.errors?.password).toEqual(['password_equals_username_or_email']);
  });

  it('refuses duplicates of nickname, e-mail and phone', async () => {
    const { p } = await register();
    // Another password: with the account's own, the unfinished registration would continue.
    const again = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody(
        {
          ...uniquePlayer('dup'),
          username: p.username.toUpperCase(),
          email: p.email,
          mobile: p.mobile,
        },
        { password: 'Other-Pass-9!', password_confirmation: 'Other-Pass-9!' },
      ),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      username: ['nickname_already_used'],
      email: ['email_already_used'],
      mobile: ['phone_already_used'],
    });
  });

  it('refuses a number typed with its prefix', async () => {
    const p = uniquePlayer('pfx');
    const res = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody(p, { mobile: '+44447700900555', phone_prefix: '+44' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.mobile).toEqual(['remove_phone_prefix']);
  });

  it('ignores the values the server decides and keeps the affiliate code and promocode', async () => {
    const { id } = await register({
      status: 'active',
      aml_score: 0,
      is_verified: true,
      referral_code: 'aff,12,3',
      promocode: 'WELCOME100',
    });
    const [row] = await ta.database.db.select().from(t.players).where(eq(t.players.id, id));
    expect(row?.status).toBe('incompleted');
    expect(row?.isVerified).toBe(false);
    expect(row?.referralCode).toBe('aff123');
    expect(row?.promocode).toBe('WELCOME100');
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('sends the e-mail code in the player language', async () => {
    const { p } = await register({ language: 'de' });
    const mail = await lastMessage(ta.database, p.email);
    expect(mail?.language).toBe('de');
    expect(mail?.subject).toContain('Bestätigungscode');
    expect(mail?.body).toMatch(/\b\d{6}\b/);
  });
});

describe('verification codes (step 1)', () => {
  it('verifies once; a replay, a wrong code and another player id are refused', async () => {
    const { p, id, token } = await register();
    const code = await lastCode(ta.database, p.email);
    const other = await register();
    const foreign = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: other.id, verification: code },
      { token },
    );
    expect(foreign.status).toBe(403);
    const wrong = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: code === '000000' ? '111111' : '000000' },
      { token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.verification).toEqual(['code_is_wrong']);
    const ok = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: code },
      { token },
    );
    expect(ok.status).toBe(200);
    const replay = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: code },
      { token },
    );
    expect(replay.status).toBe(422);
    expect(replay.body.errors?.verification).toEqual(['code_is_wrong']);
  });

  it('stores codes hashed, expires them after 15 minutes, allows 5 tries', async () => {
    const { p, id, token } = await register();
    const code = await lastCode(ta.database, p.email);
    const rows = await ta.database.db
      .select()
      .from(t.verificationCodes)
      .where(eq(t.verificationCodes.playerId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);

    // 5 wrong tries, then even the right code is refused.
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call(
        ta.app,
        'POST',
        '/v1/notifications/players/verify_email',
        { user_id: id, verification: wrongCode },
        { token },
      );
      expect(r.status).toBe(422);
    }
    const locked = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: code },
      { token },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('too_many_attempts');

    // Resend only after 60 s.
    const early = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/send_email/verification',
      { user_id: id },
      { token },
    );
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('resend_too_soon');
    expect(early.body.retry_after_seconds).toBeGreaterThan(0);
    expect(early.headers['retry-after']).toBeDefined();
    ta.clock.now = new Date(ta.clock.now.getTime() + 61_000);
    const resent = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/send_email/verification',
      { user_id: id },
      { token },
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ sent: true, resend_after_seconds: 60 });
    const fresh = await lastCode(ta.database, p.email);

    // Expired after 15 minutes.
    ta.clock.now = new Date(ta.clock.now.getTime() + 15 * 60_000 + 1000);
    const expired = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: fresh },
      { token },
    );
    expect(expired.status).toBe(422);
    expect(expired.body.errors?.verification).toEqual(['code_expired']);
    const [row] = await ta.database.db.select().from(t.players).where(eq(t.players.id, id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('concurrent resend requests send one code', async () => {
    const { p, id, token } = await register();
    ta.clock.now = new Date(ta.clock.now.getTime() + 61_000);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(
          ta.app,
          'POST',
          '/v1/notifications/players/send_email/verification',
          { user_id: id },
          { token },
        ).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const mails = await ta.database.db.select().from(t.outbox).where(eq(t.outbox.to, p.email));
    expect(mails).toHaveLength(2);
  });

  it('sends and verifies the SMS code', async () => {
    const { p, id, token } = await register();
    const sent = await call(
      ta.app,
      'POST',
      '/v1/notifications/twilio/send_sms/verification',
      { user_id: id, skin_id: 1 },
      { token },
    );
    expect(sent.status).toBe(200);
    const sms = await lastMessage(ta.database, p.mobile);
    expect(sms?.channel).toBe('sms');
    const code = await lastCode(ta.database, p.mobile);
    const ok = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_sms',
      { user_id: id, verification: code, sms_verified: 1 },
      { token },
    );
    expect(ok.status).toBe(200);
    expect((ok.body.data as { sms_verified_at: string | null }).sms_verified_at).not.toBeNull();
    const again = await call(
      ta.app,
      'POST',
      '/v1/notifications/twilio/send_sms/verification',
      { user_id: id },
      { token },
    );
    expect(again.status).toBe(422);
    expect(again.body.errors?.mobile).toEqual(['already_verified']);
  });

  it('needs a registration token or a session: none, garbage, or a session in the token header fail', async () => {
    const { id } = await register();
    const none = await call(ta.app, 'POST', '/v1/notifications/players/verify_email', {
      user_id: id,
      verification: '123456',
    });
    expect(none.status).toBe(401);
    const garbage = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: '123456' },
      { token: 'x'.repeat(43) },
    );
    expect(garbage.status).toBe(401);
    const demo = await call(ta.app, 'POST', '/v1/auth/login', {
      username: 'demoplayer',
      password: 'Demo-Player-2026!',
    });
    const session = (demo.body.data as { token: string }).token;
    const wrongType = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/verify_email',
      { user_id: id, verification: '123456' },
      { token: session },
    );
    expect(wrongType.status).toBe(401);
    expect(wrongType.body.message).toBe('token_invalid');
  });
});

describe('final PUT me (step 2)', () => {
  it('needs a verified e-mail or phone first', async () => {
    const { token } = await register();
    const res = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody(), captcha: 'x'.repeat(20) },
      { token },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.verification).toEqual(['verification_required']);
  });

  it('checks every field, cleans names, refuses minors and impossible dates', async () => {
    const { p, id, token } = await register();
    await verifyEmail(id, token, p.email);
    const empty = await call(ta.app, 'PUT', '/v1/me', { terms_and_conditions: false }, { token });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      firstname: ['field_required'],
      lastname: ['field_required'],
      gender: ['field_required'],
      street: ['field_required'],
      streetNumber: ['field_required'],
      city: ['field_required'],
      postal_code: ['field_required'],
      dob: ['field_required'],
      terms_and_conditions: ['terms_required'],
      birth_country: ['field_required'],
      captcha: ['captcha_invalid'],
    });
    const now = ta.clock.now;
    const minor = `${now.getUTCFullYear() - 17}-1-1`;
    for (const [dob, key] of [
      [minor, 'dob_error'],
      ['1990-2-30', 'dob_invalid'],
    ] as const) {
      const res = await call(
        ta.app,
        'PUT',
        '/v1/me',
        { ...completionBody({ dob }), captcha: 'x'.repeat(20) },
        { token },
      );
      expect(res.status).toBe(422);
      expect(res.body.errors?.dob).toEqual([key]);
    }
    const badGender = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody({ gender: 'X' }), captcha: 'x'.repeat(20) },
      { token },
    );
    expect(badGender.status).toBe(422);
    expect(badGender.body.errors?.gender).toEqual(['field_invalid']);
    const emojiName = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody({ firstname: '😀😀' }), captcha: 'x'.repeat(20) },
      { token },
    );
    expect(emojiName.body.errors?.firstname).toEqual(['field_required']);
    // A captcha that is not a solution.
    const fake = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        ...completionBody(),
        captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      },
      { token },
    );
    expect(fake.status).toBe(422);
    expect(fake.body.errors?.captcha).toEqual(['captcha_invalid']);
    const [row] = await ta.database.db.select().from(t.players).where(eq(t.players.id, id));
    expect(row?.status).toBe('incompleted');

    const done = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        ...completionBody({
          firstname: '  Łukasz😀 ',
          lastname: 'Żółć-Brzęczyszczykiewicz',
          gender: 'other',
          dob: '1985-12-1',
          birth_country: 'pl',
          nationality: 'DE',
          status: 'blocked',
          aml_score: 0,
        }),
        captcha: await solvedCaptcha(ta.app),
      },
      { token },
    );
    expect(done.status, done.raw).toBe(200);
    const player = done.body.data as {
      firstname: string;
      lastname: string;
      status: string;
      name: string;
      information: Record<string, unknown>;
      marketing: Record<string, unknown>;
    };
    expect(player.firstname).toBe('Lukasz');
    expect(player.lastname).toBe('ZolcBrzeczyszczykiewicz');
    expect(player.name).toBe('Lukasz ZolcBrzeczyszczykiewicz');
    expect(player.status).toBe('active');
    expect(player.information).toMatchObject({
      gender: 'GN',
      dob: '1985-12-01',
      nationality: 'PL',
      birth_country: 'PL',
    });
    expect(player.marketing).toEqual({ terms_and_conditions: true, newsletter: true });

    // Completed: the registration token cannot complete again.
    const again = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody(), captcha: 'x'.repeat(20) },
      { token },
    );
    expect(again.status).toBe(409);
  });

  it('rejects the first name + last name + date of birth duplicate', async () => {
    const first = await registerActivePlayer(ta.app, ta.database, {
      completion: { firstname: 'Petra', lastname: 'Dvořák', dob: '1979-3-3' },
    });
    expect(first.id).toBeGreaterThan(0);
    const { p, id, token } = await register();
    await verifyEmail(id, token, p.email);
    const fields = await call(
      ta.app,
      'POST',
      '/v1/auth/checkfields',
      { firstname: 'PETRA', lastname: 'Dvorak', dob: '1979-03-03' },
      { token },
    );
    expect(fields.status).toBe(422);
    expect(fields.body.errors?.fields).toEqual(['person_already_registered']);
    const captcha = await solvedCaptcha(ta.app);
    const res = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody({ firstname: 'petra', lastname: 'Dvořák', dob: '1979-03-03' }), captcha },
      { token },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.fields).toEqual(['person_already_registered']);
    // The captcha was not spent by the refused form: it still completes with another person.
    const ok = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        ...completionBody({ firstname: 'Petra', lastname: 'Dvorakova', dob: '1979-03-03' }),
        captcha,
      },
      { token },
    );
    expect(ok.status).toBe(200);
  });

  it('refuses a replayed captcha and an expired one', async () => {
    const a = await register();
    await verifyEmail(a.id, a.token, a.p.email);
    const captcha = await solvedCaptcha(ta.app);
    const first = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody({ firstname: 'Replay', lastname: 'One' }), captcha },
      { token: a.token },
    );
    expect(first.status).toBe(200);
    const b = await register();
    await verifyEmail(b.id, b.token, b.p.email);
    const replay = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody({ firstname: 'Replay', lastname: 'Two' }), captcha },
      { token: b.token },
    );
    expect(replay.status).toBe(422);
    expect(replay.body.errors?.captcha).toEqual(['captcha_invalid']);
    const late = await solvedCaptcha(ta.app);
    ta.clock.now = new Date(ta.clock.now.getTime() + 11 * 60_000);
    const expired = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody({ firstname: 'Replay', lastname: 'Three' }), captcha: late },
      { token: b.token },
    );
    expect(expired.status).toBe(422);
    expect(expired.body.errors?.captcha).toEqual(['captcha_invalid']);
  });

  it('PEP/UBO players get the daily deposit cap 100 and AML score 36 from the server', async () => {
    const pep = await registerActivePlayer(ta.app, ta.database, {
      completion: {
        firstname: 'Pep',
        lastname: 'Declared',
        is_pep: 1,
        limits: { max_daily_deposit: 99999 },
        aml_score: 0,
      },
    });
    const me = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: pep.userToken });
    const data = me.body.data as { is_pep: boolean; limits: { max_daily_deposit: number | null } };
    expect(data.is_pep).toBe(true);
    expect(data.limits.max_daily_deposit).toBe(100);
    const [row] = await ta.database.db.select().from(t.players).where(eq(t.players.id, pep.id));
    expect(row?.amlScore).toBe(36);
    expect(row?.maxDailyDeposit).toBe(10000n);
    expect(row?.manualScore).toEqual([{ points: 36, type: 'pep', note: expect.any(String) }]);

    const plain = await registerActivePlayer(ta.app, ta.database, {
      completion: { firstname: 'Plain', lastname: 'Player', aml_score: 99 },
    });
    const [plainRow] = await ta.database.db
      .select()
      .from(t.players)
      .where(eq(t.players.id, plain.id));
    expect(plainRow?.amlScore).toBe(0);
    expect(plainRow?.maxDailyDeposit).toBeNull();
  });
});

describe('restore (step -1): GET auth/status/{token}', () => {
  it('an incompleted player logging in gets an activation link that restores and verifies the e-mail', async () => {
    const { p, id } = await register();
    const login = await call(ta.app, 'POST', '/v1/auth/login', {
      username: p.username,
      password: p.password,
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('account_incompleted');
    const mail = await lastMessage(ta.database, p.email);
    expect(mail?.kind).toBe('activation');
    const token = /\/en\/registration\/([A-Za-z0-9_-]{43})/.exec(mail!.body)?.[1];
    expect(token).toBeDefined();

    const wrongEmail = await call(
      ta.app,
      'GET',
      `/v1/auth/status/${token}?email=other@mail.com&type=activation-token&email_verified=1`,
    );
    expect(wrongEmail.body.data).toEqual({ is_valid: false, tokenable: null, created_at: null });

    const res = await call(
      ta.app,
      'GET',
      `/v1/auth/status/${token}?email=${encodeURIComponent(p.email)}&type=activation-token&email_verified=1`,
    );
    expect(res.status).toBe(200);
    const data = res.body.data as {
      is_valid: boolean;
      tokenable: { user_id: number; email_verified_at: string | null; status: string };
      created_at: string;
    };
    expect(data.is_valid).toBe(true);
    expect(data.tokenable.user_id).toBe(id);
    expect(data.tokenable.email_verified_at).not.toBeNull();
    expect(data.tokenable.status).toBe('incompleted');

    // The activation token completes the registration (step 2).
    const done = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        ...completionBody({ firstname: 'Restored', lastname: 'Player' }),
        captcha: await solvedCaptcha(ta.app),
      },
      { token },
    );
    expect(done.status).toBe(200);
  });

  it('the registration token does not verify the e-mail through the status call', async () => {
    const { p, token } = await register();
    const res = await call(
      ta.app,
      'GET',
      `/v1/auth/status/${token}?email=${encodeURIComponent(p.email)}&type=activation-token&email_verified=1`,
    );
    const data = res.body.data as { is_valid: boolean; tokenable: { email_verified_at: null } };
    expect(data.is_valid).toBe(true);
    expect(data.tokenable.email_verified_at).toBeNull();
  });

  it('unknown and expired tokens are not valid', async () => {
    const unknown = await call(
      ta.app,
      'GET',
      `/v1/auth/status/${'a'.repeat(43)}?type=activation-token`,
    );
    expect(unknown.body.data).toEqual({ is_valid: false, tokenable: null, created_at: null });
    const { token } = await register();
    ta.clock.now = new Date(ta.clock.now.getTime() + 25 * 3_600_000);
    const expired = await call(ta.app, 'GET', `/v1/auth/status/${token}?type=activation-token`);
    expect((expired.body.data as { is_valid: boolean }).is_valid).toBe(false);
  });
});

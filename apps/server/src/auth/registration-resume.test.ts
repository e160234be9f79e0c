import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  call,
  completionBody,
  registerActivePlayer,
  registerBody,
  solvedCaptcha,
  uniquePlayer,
} from '../../test/accounts-support.ts';

/**
 * An unfinished registration continues (issue 16): step 0 sent again with the account's own
 * nickname, e-mail and password, a login with the right password, and a reloaded page asking
 * the server where its temp token stands.
 */
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
/** A fresh client address per test: per-address login counters stay the test's own. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

interface Resume {
  id: number;
  token: string;
  step: 1 | 2;
  username: string;
  email: string;
  mobile: string | null;
  resend_after_seconds: number;
  resumed: boolean;
}

const playerCount = async () => {
  const [row] = await ta.database.db.select({ n: count() }).from(t.players);
  return Number(row?.n ?? 0);
};
const outboxCount = async (to: string) => {
  const [row] = await ta.database.db
    .select({ n: count() })
    .from(t.outbox)
    .where(eq(t.outbox.to, to));
  return Number(row?.n ?? 0);
};

/** The newest e-mail verification code sent to an address (not the activation link). */
async function lastCode(to: string): Promise<string> {
  const [row] = await ta.database.db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.to, to), eq(t.outbox.kind, 'verification_email')))
    .orderBy(desc(t.outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function startRegistration(ip: string) {
  const p = uniquePlayer('resume');
  const res = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p), { ip });
  expect(res.status, res.raw).toBe(201);
  return { p, first: res.body.data as Resume };
}

const state = (token: string) => call(ta.app, 'GET', '/v1/auth/registration', undefined, { token });
const login = (username: string, password: string, ip: string) =>
  call(ta.app, 'POST', '/v1/auth/login', { username, password }, { ip });

async function verifyEmail(p: { email: string }, id: number, token: string) {
  const code = await lastCode(p.email);
  const res = await call(
    ta.app,
    'POST',
    '/v1/notifications/players/verify_email',
    { user_id: id, verification: code, email_verified: 1 },
    { token },
  );
  expect(res.status, res.raw).toBe(200);
}

describe('POST auth/register again for an unfinished registration', () => {
  it('with the same nickname, e-mail and password continues at step 1: no new player, a new token', async () => {
    const ip = freshIp();
    const { p, first } = await startRegistration(ip);
    expect(first).toMatchObject({ step: 1, resumed: false, username: p.username });
    expect(first.resend_after_seconds).toBe(60);
    const players = await playerCount();
    const mails = await outboxCount(p.email);

    advance(10_000);
    const again = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      // The nickname in another case, the e-mail in capitals: the same account.
      registerBody({ ...p, username: p.username.toUpperCase(), email: p.email.toUpperCase() }),
      { ip },
    );
    expect(again.status, again.raw).toBe(200);
    const data = again.body.data as Resume;
    expect(data).toMatchObject({
      id: first.id,
      step: 1,
      resumed: true,
      username: p.username,
      email: p.email,
      mobile: p.mobile,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.token).not.toBe(first.token);
    // The code sent 10 s ago is still usable: none is sent again, and the page counts down.
    expect(await outboxCount(p.email)).toBe(mails);
    expect(data.resend_after_seconds).toBe(50);
    expect(await playerCount()).toBe(players);

    // The new token carries the registration on (the code of step 0 confirms it).
    await verifyEmail(p, data.id, data.token);
    expect((await state(data.token)).body.data).toMatchObject({ step: 2, id: first.id });
  });

  it('sends a new e-mail code when the old one has expired', async () => {
    const ip = freshIp();
    const { p } = await startRegistration(ip);
    const oldCode = await lastCode(p.email);
    const mails = await outboxCount(p.email);
    advance(16 * MINUTE);
    const again = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p), { ip });
    expect(again.status, again.raw).toBe(200);
    const data = again.body.data as Resume;
    expect(data.resend_after_seconds).toBe(60);
    expect(await outboxCount(p.email)).toBe(mails + 1);
    const code = await lastCode(p.email);
    expect(code).not.toBe(oldCode);
    await verifyEmail(p, data.id, data.token);
  });

  it('continues at step 2 once a code was confirmed', async () => {
    const ip = freshIp();
    const { p, first } = await startRegistration(ip);
    await verifyEmail(p, first.id, first.token);
    const mails = await outboxCount(p.email);
    const again = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p), { ip });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ step: 2, resumed: true, id: first.id });
    // No code is needed any more.
    expect(await outboxCount(p.email)).toBe(mails);
    const token = (again.body.data as Resume).token;
    const done = await call(
      ta.app,
      'PUT',
      '/v1/me',
      { ...completionBody({ firstname: 'Resumed' }), captcha: await solvedCaptcha(ta.app) },
      { token },
    );
    expect(done.status, done.raw).toBe(200);
  });

  it('with another password gets the usual "taken" answer, counted as a failed login', async () => {
    const ip = freshIp();
    const { p } = await startRegistration(ip);
    const wrong = { password: 'Other-Pass-9!', password_confirmation: 'Other-Pass-9!' };
    for (let i = 1; i <= 4; i++) {
      const res = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p, wrong), {
        ip: freshIp(),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toMatchObject({
        username: ['nickname_already_used'],
        email: ['email_already_used'],
      });
      expect(res.body.data).toBeUndefined();
    }
    // The fifth wrong password locks the account like five wrong logins do.
    const fifth = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p, wrong), {
      ip: freshIp(),
    });
    expect(fifth.status).toBe(422);
    const locked = await login(p.username, p.password, freshIp());
    expect(locked.status).toBe(429);
    // While locked even the right password does not continue (nothing is checked).
    const right = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p), { ip });
    expect(right.status).toBe(422);
    expect(right.body.data).toBeUndefined();
    // After the lockout the right password continues again.
    advance(11 * MINUTE);
    const later = await call(ta.app, 'POST', '/v1/auth/register', registerBody(p), { ip });
    expect(later.status, later.raw).toBe(200);
  });

  it('does not continue when the nickname and the e-mail belong to different accounts', async () => {
    const ip = freshIp();
    const a = await startRegistration(ip);
    const b = await startRegistration(ip);
    const mixed = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody({ ...a.p, email: b.p.email, mobile: uniquePlayer('mx').mobile }),
      { ip },
    );
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toMatchObject({
      username: ['nickname_already_used'],
      email: ['email_already_used'],
    });
    // Only the nickname of an unfinished account, with a new e-mail: taken, nothing continues.
    const nickOnly = await call(
      ta.app,
      'POST',
      '/v1/auth/register',
      registerBody({ ...uniquePlayer('nick'), username: a.p.username, password: a.p.password }),
      { ip },
    );
    expect(nickOnly.status).toBe(422);
    expect(nickOnly.body.errors).toMatchObject({ username: ['nickname_already_used'] });
  });

  it('does not continue a finished account, even with its password', async () => {
    const active = await registerActivePlayer(ta.app, ta.database, { ip: freshIp() });
    const res = await call(ta.app, 'POST', '/v1/auth/register', registerBody(active), {
      ip: freshIp(),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      username: ['nickname_already_used'],
      email: ['email_already_used'],
    });
  });
});

describe('POST auth/login to an unfinished registration', () => {
  it('with the right password answers 403 account_incompleted with the registration to continue', async () => {
    const ip = freshIp();
    const { p, first } = await startRegistration(ip);
    const res = await login(p.username, p.password, ip);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('account_incompleted');
    const registration = res.body.registration as Resume;
    expect(registration).toMatchObject({
      id: first.id,
      step: 1,
      resumed: true,
      username: p.username,
      email: p.email,
    });
    // No session: the token is a registration token, refused where a session is needed.
    const me = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: registration.token });
    expect(me.status).toBe(401);
    await verifyEmail(p, registration.id, registration.token);
    const later = await login(p.username, p.password, ip);
    expect((later.body.registration as Resume).step).toBe(2);
  });

  it('with a wrong password is the usual 401, without a registration', async () => {
    const ip = freshIp();
    const { p } = await startRegistration(ip);
    const res = await login(p.username, 'Wrong-Pass-1!', ip);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'invalid_credentials' });
  });

  it('the continued token is the player’s own: no codes for another player', async () => {
    const ip = freshIp();
    const mine = await startRegistration(ip);
    const other = await startRegistration(ip);
    const res = await login(mine.p.username, mine.p.password, ip);
    const { token } = res.body.registration as Resume;
    const foreign = await call(
      ta.app,
      'POST',
      '/v1/notifications/players/send_email/verification',
      { user_id: other.first.id },
      { token },
    );
    expect(foreign.status).toBe(403);
  });
});

describe('GET auth/registration', () => {
  it('tells the step of a temp token; 401 without one or when it is over; 409 once finished', async () => {
    const ip = freshIp();
    const { p, first } = await startRegistration(ip);
    const fresh = await state(first.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({
      id: first.id,
      step: 1,
      username: p.username,
      email: p.email,
      mobile: p.mobile,
      resend_after_seconds: 60,
    });
    expect(fresh.body.data).not.toHaveProperty('token');

    expect((await call(ta.app, 'GET', '/v1/auth/registration')).status).toBe(401);
    expect((await state('x'.repeat(43))).status).toBe(401);
    // A session token is not a registration token.
    const active = await registerActivePlayer(ta.app, ta.database, { ip: freshIp() });
    const withSession = await call(ta.app, 'GET', '/v1/auth/registration', undefined, {
      userToken: active.userToken,
    });
    expect(withSession.status).toBe(401);
    // A finished registration: 409.
    const finished = await state(active.regToken);
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe('registration_completed');

    await verifyEmail(p, first.id, first.token);
    expect((await state(first.token)).body.data).toMatchObject({ step: 2 });
    // The registration token lives 24 hours.
    advance(25 * 60 * MINUTE);
    expect((await state(first.token)).status).toBe(401);
  });
});

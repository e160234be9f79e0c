/**
 * The player's optional two-factor login (TOTP, RFC 6238, and recovery codes; ASVS 5.0 level
 * 2): setup with the password, enable with a code, the login's second step (wrong codes counted
 * and locked, a code and a recovery code accepted once, the challenge single use and 5 minutes),
 * new recovery codes and disable; the e-mails of each change (what and when, never a secret or a
 * code; none for a refused attempt); the back office's reset for a player who lost phone and
 * recovery codes (roles, reason, audit, e-mail, the password alone logs in again); and the staff
 * secrets still open as they were sealed.
 */
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TwoFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@croupier/contract/two-factor';
import * as s from '../src/db/schema.ts';
import { hashToken } from '../src/auth/crypto.ts';
import { loadFileKeyring } from '../src/files/crypto.ts';
import { mailTime } from '../src/notifications/texts.ts';
import {
  createTotpSealer,
  PLAYER_TOTP_SEAL,
  STAFF_TOTP_SEAL,
  totpCode,
} from '../src/staff/totp.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';
import { call, registerActivePlayer } from './accounts-support.ts';
import { auditEntries, staffCall } from './staff-campaigns-support.ts';

let ta: TestApp;
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await ta?.close();
});

/** Moves the test clock to the next 30-second TOTP step (a new code). */
const nextStep = () => {
  ta.clock.now = new Date(ta.clock.now.getTime() + 30_000);
};
const advance = (ms: number) => {
  ta.clock.now = new Date(ta.clock.now.getTime() + ms);
};
const code = (secret: string) => totpCode(secret, ta.clock.now);

type Player = Awaited<ReturnType<typeof registerActivePlayer>>;

const login = (p: Player, ip = '10.2.0.1') =>
  call(ta.app, 'POST', '/v1/auth/login', { username: p.username, password: p.password }, { ip });
const secondStep = (body: Record<string, unknown>, ip = '10.2.0.1') =>
  call(ta.app, 'POST', '/v1/auth/login/two-factor', body, { ip });
const status = async (userToken: string) => {
  const res = await call(ta.app, 'GET', '/v1/me/two-factor', undefined, { userToken });
  expect(res.status).toBe(200);
  return res.body.data as TwoFactorStatus;
};
const sessionsOf = async (playerId: number) =>
  (await ta.database.db.select().from(s.playerSessions)).filter(
    (r) => r.playerId === playerId && r.type === 'session' && !r.revokedAt,
  );

/** An active player with two-factor login on: the secret and the recovery codes. */
async function enrolled() {
  const p = await registerActivePlayer(ta.app, ta.database);
  const setup = await call(
    ta.app,
    'POST',
    '/v1/me/two-factor/setup',
    { password: p.password },
    { userToken: p.userToken },
  );
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data as TwoFactorSetup;
  const enable = await call(
    ta.app,
    'POST',
    '/v1/me/two-factor/enable',
    { code: await code(secret) },
    { userToken: p.userToken },
  );
  expect(enable.status).toBe(200);
  const { recovery_codes } = enable.body.data as { recovery_codes: string[] };
  return { p, secret, recoveryCodes: recovery_codes };
}

/** The two-factor e-mails queued for a player, oldest first. */
const twoFactorMails = (playerId: number) =>
  ta.database.db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.playerId, playerId), like(s.outbox.kind, 'two_factor%')))
    .orderBy(asc(s.outbox.id));

/** No secret and no code of the player's second factor anywhere in a stored message or row. */
const holdsNoSecret = (value: unknown, secret: string, codes: readonly string[]) => {
  const text = JSON.stringify(value);
  expect(text).not.toContain(secret);
  for (const c of codes) {
    expect(text).not.toContain(c);
    expect(text.toLowerCase()).not.toContain(c.replace('-', '').toLowerCase());
  }
};

/** The password step of a player with two-factor on: the challenge. */
async function challengeOf(p: Player, ip?: string) {
  const res = await login(p, ip);
  expect(res.status).toBe(200);
  const data = res.body.data as TwoFactorChallenge & { token?: string };
  expect(data.two_factor_required).toBe(true);
  expect(data.token).toBeUndefined();
  return data.challenge;
}

describe('two-factor login of a player', () => {
  it('setup, enable, then a login needs the code; wrong codes refused, replay refused, recovery once, disable', async () => {
    const p = await registerActivePlayer(ta.app, ta.database);
    expect(await status(p.userToken)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });

    // Setup needs the current password.
    const wrongPassword = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/setup',
      { password: 'Wrong-password-1' },
      { userToken: p.userToken },
    );
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors).toEqual({ password: ['password_current_wrong'] });
    const setup = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/setup',
      { password: p.password },
      { userToken: p.userToken },
    );
    expect(setup.status).toBe(200);
    const enrolment = setup.body.data as TwoFactorSetup;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(enrolment.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.otpauth_url).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    // Pending, not on: a login still opens a session with the password alone.
    expect((await status(p.userToken)).enabled).toBe(false);
    const stored = await ta.database.db
      .select()
      .from(s.playerTwoFactor)
      .where(eq(s.playerTwoFactor.playerId, p.id));
    // Sealed at rest: the base32 secret is nowhere in the row.
    expect(JSON.stringify(stored)).not.toContain(enrolment.secret);

    const wrongEnable = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/enable',
      { code: '000000' === (await code(enrolment.secret)) ? '111111' : '000000' },
      { userToken: p.userToken },
    );
    expect(wrongEnable.status).toBe(422);
    expect(wrongEnable.body.errors).toEqual({ code: ['two_factor_code_invalid'] });
    const enable = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/enable',
      { code: await code(enrolment.secret) },
      { userToken: p.userToken },
    );
    expect(enable.status).toBe(200);
    const recoveryCodes = (enable.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const codesStored = await ta.database.db
      .select()
      .from(s.playerRecoveryCodes)
      .where(eq(s.playerRecoveryCodes.playerId, p.id));
    expect(codesStored).toHaveLength(10);
    expect(JSON.stringify(codesStored)).not.toContain(recoveryCodes[0]!);
    expect(await status(p.userToken)).toMatchObject({ enabled: true, recovery_codes_left: 10 });

    // Log out; the password alone no longer opens a session.
    await call(ta.app, 'DELETE', '/v1/auth/logout', undefined, { userToken: p.userToken });
    const before = (await sessionsOf(p.id)).length;
    const challenge = await challengeOf(p);
    expect(await sessionsOf(p.id)).toHaveLength(before);
    // The challenge is no session token.
    const meWithChallenge = await call(ta.app, 'GET', '/v1/me/two-factor', undefined, {
      userToken: challenge,
    });
    expect(meWithChallenge.status).toBe(401);

    // A wrong code is refused and counted.
    nextStep();
    const right = await code(enrolment.secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const refused = await secondStep({ challenge, code: wrong });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('two_factor_code_invalid');
    const [counter] = await ta.database.db
      .select()
      .from(s.loginAttempts)
      .where(eq(s.loginAttempts.key, `two_factor:${p.id}`));
    expect(counter?.failures).toBe(1);
    // A malformed code is a 422 of the contract, not a 500.
    const malformed = await secondStep({ challenge, code: '12ab' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ code: ['two_factor_code_invalid'] });

    // The right code opens the session as a login does (previous login reported).
    const ok = await secondStep({ challenge, code: right });
    expect(ok.status).toBe(200);
    const session = ok.body.data as { token: string; expires_at: string; previous_login: unknown };
    expect(session.token).toBeTruthy();
    expect(session.previous_login).not.toBeNull();
    expect((await status(session.token)).enabled).toBe(true);
    // A right code clears the count.
    const [cleared] = await ta.database.db
      .select()
      .from(s.loginAttempts)
      .where(eq(s.loginAttempts.key, `two_factor:${p.id}`));
    expect(cleared?.failures).toBe(0);

    // The challenge is used up.
    const again = await secondStep({ challenge, code: right });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('two_factor_challenge_expired');
    // The same code on a new challenge (same time step): refused, never accepted twice.
    const replay = await secondStep({ challenge: await challengeOf(p), code: right });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('two_factor_code_invalid');

    // A recovery code works once (dashes and case do not matter).
    const recovery = recoveryCodes[0]!;
    const withRecovery = await secondStep({
      challenge: await challengeOf(p),
      recovery_code: recovery.toUpperCase(),
    });
    expect(withRecovery.status).toBe(200);
    const recoveryAgain = await secondStep({
      challenge: await challengeOf(p),
      recovery_code: recovery,
    });
    expect(recoveryAgain.status).toBe(401);
    expect(recoveryAgain.body.message).toBe('two_factor_code_invalid');
    expect((await status(session.token)).recovery_codes_left).toBe(9);

    // Disable needs the password and a code.
    nextStep();
    const noPassword = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/disable',
      { password: 'Wrong-password-1', code: await code(enrolment.secret) },
      { userToken: session.token },
    );
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors).toEqual({ password: ['password_current_wrong'] });
    // A login's second step left open elsewhere: it ends with the disable.
    const open = await challengeOf(p);
    const disable = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/disable',
      { password: p.password, code: await code(enrolment.secret) },
      { userToken: session.token },
    );
    expect(disable.status).toBe(204);
    expect(await status(session.token)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const left = await ta.database.db
      .select()
      .from(s.playerTwoFactor)
      .where(eq(s.playerTwoFactor.playerId, p.id));
    expect(left).toEqual([]);
    const late = await secondStep({ challenge: open, code: await code(enrolment.secret) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('two_factor_challenge_expired');
    const plain = await login(p);
    expect(plain.status).toBe(200);
    expect((plain.body.data as { token?: string }).token).toBeTruthy();
  });

  it('five wrong codes lock the second factor (429), the challenge ends, the right code waits', async () => {
    const { p, secret } = await enrolled();
    nextStep();
    const challenge = await challengeOf(p, '10.2.0.9');
    const right = await code(secret);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i += 1) {
      const res = await secondStep({ challenge, code: wrong }, '10.2.0.9');
      expect(res.status).toBe(401);
    }
    const fifth = await secondStep({ challenge, code: wrong }, '10.2.0.9');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('too_many_login_attempts');
    expect(fifth.body.retry_after_seconds).toBe(600);
    // Locked: even the right code on a new challenge is refused unchecked.
    const fresh = await challengeOf(p, '10.2.0.9');
    const locked = await secondStep({ challenge: fresh, code: right }, '10.2.0.9');
    expect(locked.status).toBe(429);
    // The first challenge ended with the lock.
    const [row] = await ta.database.db
      .select()
      .from(s.playerSessions)
      .where(eq(s.playerSessions.tokenHash, hashToken(challenge)));
    expect(row?.type).toBe('two_factor');
    expect(row?.revokedAt).not.toBeNull();
    advance(10 * 60_000 + 1000);
    const old = await secondStep({ challenge, code: await code(secret) }, '10.2.0.9');
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('two_factor_challenge_expired');
    // After the lock a new challenge and the right code log in.
    const later = await secondStep({ challenge: await challengeOf(p), code: await code(secret) });
    expect(later.status).toBe(200);
  });

  it('a challenge expires after 5 minutes; a session needs the second step', async () => {
    const { p, secret } = await enrolled();
    const before = (await sessionsOf(p.id)).length;
    const challenge = await challengeOf(p);
    expect(await sessionsOf(p.id)).toHaveLength(before);
    advance(5 * 60_000 + 1000);
    const late = await secondStep({ challenge, code: await code(secret) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('two_factor_challenge_expired');
    expect(await sessionsOf(p.id)).toHaveLength(before);
    // A made-up challenge, and the body's rules.
    const madeUp = await secondStep({ challenge: 'a'.repeat(43), code: '123456' });
    expect(madeUp.status).toBe(401);
    const both = await secondStep({ challenge, code: '123456', recovery_code: 'abcde-fghij' });
    expect(both.status).toBe(422);
    const neither = await secondStep({ challenge });
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toEqual({ body: ['field_invalid'] });
  });

  it('new recovery codes need a code and replace the old ones; setup is refused while on', async () => {
    const { p, secret, recoveryCodes } = await enrolled();
    const setupAgain = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/setup',
      { password: p.password },
      { userToken: p.userToken },
    );
    expect(setupAgain.status).toBe(409);
    expect(setupAgain.body.message).toBe('two_factor_already_enabled');
    nextStep();
    const renewed = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/recovery-codes',
      { code: await code(secret) },
      { userToken: p.userToken },
    );
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    const oldCode = await secondStep({
      challenge: await challengeOf(p),
      recovery_code: recoveryCodes[1]!,
    });
    expect(oldCode.status).toBe(401);
    const newCode = await secondStep({ challenge: await challengeOf(p), recovery_code: fresh[0]! });
    expect(newCode.status).toBe(200);
    // Disable with a recovery code; afterwards the settings calls say it is off.
    const off = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/disable',
      { password: p.password, recovery_code: fresh[1]! },
      { userToken: p.userToken },
    );
    expect(off.status).toBe(204);
    const notOn = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/recovery-codes',
      { code: '123456' },
      { userToken: p.userToken },
    );
    expect(notOn.status).toBe(409);
    expect(notOn.body.message).toBe('two_factor_not_enabled');
    // Enable without a (recent) setup.
    const noSetup = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/enable',
      { code: '123456' },
      { userToken: p.userToken },
    );
    expect(noSetup.status).toBe(409);
    expect(noSetup.body.message).toBe('two_factor_setup_required');
  });
});

describe('the e-mails of two-factor changes', () => {
  it('turned on, new recovery codes and turned off each e-mail the player (what and when, no secret or code); refused attempts e-mail nothing', async () => {
    const p = await registerActivePlayer(ta.app, ta.database);
    const setup = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/setup',
      { password: p.password },
      { userToken: p.userToken },
    );
    const { secret } = setup.body.data as TwoFactorSetup;
    // A setup alone changes nothing yet, and a wrong code is refused: no e-mail.
    const right = await code(secret);
    const wrongEnable = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/enable',
      { code: right === '000000' ? '111111' : '000000' },
      { userToken: p.userToken },
    );
    expect(wrongEnable.status).toBe(422);
    expect(await twoFactorMails(p.id)).toEqual([]);

    const enabledAt = ta.clock.now;
    const enable = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/enable',
      { code: right },
      { userToken: p.userToken },
    );
    expect(enable.status).toBe(200);
    const firstCodes = (enable.body.data as { recovery_codes: string[] }).recovery_codes;
    const [on, ...more] = await twoFactorMails(p.id);
    expect(more).toEqual([]);
    expect(on).toMatchObject({
      channel: 'email',
      to: p.email,
      kind: 'two_factor_enabled',
      language: 'en',
      subject: expect.stringContaining('two-factor login turned on'),
    });
    // What happened, when (in UTC, said so), and whom to contact if it was not the player.
    expect(on!.body).toContain('two-factor login has been turned on');
    expect(on!.body).toContain(`Date and time: ${mailTime(enabledAt, 'en')}`);
    expect(mailTime(enabledAt, 'en')).toMatch(/^\d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC$/);
    expect(on!.body).toContain('contact customer service');
    expect(on!.body).not.toMatch(/\{\w+\}/);
    holdsNoSecret(on, secret, firstCodes);

    // New recovery codes: refused with a wrong code (no e-mail), then made (one e-mail).
    nextStep();
    const now = await code(secret);
    const wrongRenew = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/recovery-codes',
      { code: now === '123456' ? '654321' : '123456' },
      { userToken: p.userToken },
    );
    expect(wrongRenew.status).toBe(422);
    expect(await twoFactorMails(p.id)).toHaveLength(1);
    const renew = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/recovery-codes',
      { code: now },
      { userToken: p.userToken },
    );
    expect(renew.status).toBe(200);
    const newCodes = (renew.body.data as { recovery_codes: string[] }).recovery_codes;
    const renewed = (await twoFactorMails(p.id)).slice(1);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatchObject({ kind: 'two_factor_recovery_codes', to: p.email });
    expect(renewed[0]!.body).toContain('The previous recovery codes no longer work.');
    holdsNoSecret(renewed, secret, [...firstCodes, ...newCodes]);

    // Turning off: a wrong password and a wrong code are refused without an e-mail. The player's
    // language is the e-mail's (German, "Sie").
    await ta.database.db.update(s.players).set({ language: 'de' }).where(eq(s.players.id, p.id));
    nextStep();
    const offCode = await code(secret);
    const wrongPassword = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/disable',
      { password: 'Wrong-password-1', code: offCode },
      { userToken: p.userToken },
    );
    expect(wrongPassword.status).toBe(422);
    const wrongCode = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/disable',
      { password: p.password, recovery_code: 'zzzzz-zzzzz' },
      { userToken: p.userToken },
    );
    expect(wrongCode.status).toBe(422);
    expect(await twoFactorMails(p.id)).toHaveLength(2);
    const disabledAt = ta.clock.now;
    const off = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/disable',
      { password: p.password, code: offCode },
      { userToken: p.userToken },
    );
    expect(off.status).toBe(204);
    const offMails = (await twoFactorMails(p.id)).slice(2);
    expect(offMails).toHaveLength(1);
    expect(offMails[0]).toMatchObject({
      kind: 'two_factor_disabled',
      to: p.email,
      language: 'de',
      subject: expect.stringContaining('Zwei-Faktor-Anmeldung deaktiviert'),
    });
    expect(offMails[0]!.body).toContain(`Datum und Uhrzeit: ${mailTime(disabledAt, 'de')}`);
    expect(offMails[0]!.body).toContain('wenden Sie sich bitte sofort an den Kundendienst');
    holdsNoSecret(offMails, secret, [...firstCodes, ...newCodes]);

    // Off already: a second disable is refused (409) and e-mails nothing.
    const again = await call(
      ta.app,
      'POST',
      '/v1/me/two-factor/disable',
      { password: p.password, code: offCode },
      { userToken: p.userToken },
    );
    expect(again.status).toBe(409);
    expect(await twoFactorMails(p.id)).toHaveLength(3);
  });
});

describe("the back office's two-factor reset", () => {
  const ROLES = ['admin', 'support', 'finance', 'compliance', 'marketing', 'content'] as const;

  it('admin and support turn it off with a reason: audited, e-mailed, challenges end, the password alone logs in; others refused', async () => {
    const staff = await staffTokens(ta, 'two-factor', ROLES);
    const api = (token: string | null, method: 'GET' | 'POST', url: string, body?: object) =>
      staffCall(ta.app, token, method, url, body);
    const { p, secret, recoveryCodes } = await enrolled();
    const other = await enrolled();
    const sealed = (
      await ta.database.db
        .select()
        .from(s.playerTwoFactor)
        .where(eq(s.playerTwoFactor.playerId, p.id))
    )[0]!.secret!;
    // A login waiting for its second step when the reset comes.
    const pending = await challengeOf(p);
    const mailsBefore = (await twoFactorMails(p.id)).length;

    // The player page says it is on, and since when.
    const before = await api(staff.finance, 'GET', `/players/${p.id}`);
    expect(before.status).toBe(200);
    const enabledAt = (await status(p.userToken)).enabled_at;
    expect(enabledAt).not.toBeNull();
    expect(before.body.data!.two_factor).toEqual({ enabled: true, enabled_at: enabledAt });

    const url = `/players/${p.id}/two-factor/reset`;
    const reason = 'Lost phone and recovery codes; identity checked on a video call';
    // Roles that do not reset a player's credentials: 403; no token: 401. Nothing changes.
    for (const role of ['finance', 'compliance', 'marketing', 'content'] as const) {
      const refused = await api(staff[role], 'POST', url, { reason });
      expect(refused.status, role).toBe(403);
      expect(refused.body.message).toBe('forbidden');
    }
    expect((await api(null, 'POST', url, { reason })).status).toBe(401);
    // A reason is required (the contract's keys); the body is strict; ids within 2^31.
    for (const [body, errors] of [
      [{}, { reason: ['field_required'] }],
      [{ reason: '   ' }, { reason: ['field_required'] }],
      [{ reason: 'lost phone\u0000' }, { reason: ['field_invalid'] }],
      [{ reason: 'lost \ud800 phone' }, { reason: ['field_invalid'] }],
      [{ reason: 'x'.repeat(501) }, { reason: ['field_invalid'] }],
    ] as const) {
      const res = await api(staff.support, 'POST', url, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    const extra = await api(staff.support, 'POST', url, { reason, secret: 'x' });
    expect(extra.status).toBe(422);
    const tooBig = await api(staff.support, 'POST', '/players/2147483648/two-factor/reset', {
      reason,
    });
    expect(tooBig.status).toBe(422);
    const unknown = await api(staff.support, 'POST', '/players/2147483647/two-factor/reset', {
      reason,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('player_not_found');
    expect(await status(p.userToken)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(await auditEntries(ta.database.db, 'player.two_factor_reset', p.id)).toEqual([]);
    expect(await twoFactorMails(p.id)).toHaveLength(mailsBefore);

    // Support resets it.
    const resetAt = ta.clock.now;
    const done = await api(staff.support, 'POST', url, { reason: `  ${reason}  ` });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ id: p.id, two_factor: { enabled: false, enabled_at: null } });
    // The second factor is gone: row, secret and recovery codes.
    expect(
      await ta.database.db
        .select()
        .from(s.playerTwoFactor)
        .where(eq(s.playerTwoFactor.playerId, p.id)),
    ).toEqual([]);
    expect(
      await ta.database.db
        .select()
        .from(s.playerRecoveryCodes)
        .where(eq(s.playerRecoveryCodes.playerId, p.id)),
    ).toEqual([]);
    // The pending challenge ended.
    const [challengeRow] = await ta.database.db
      .select()
      .from(s.playerSessions)
      .where(eq(s.playerSessions.tokenHash, hashToken(pending)));
    expect(challengeRow?.revokedAt).not.toBeNull();
    nextStep();
    const late = await secondStep({ challenge: pending, code: await code(secret) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('two_factor_challenge_expired');
    // The password alone logs in again.
    const plain = await login(p);
    expect(plain.status).toBe(200);
    expect((plain.body.data as { token?: string }).token).toBeTruthy();
    expect(await status(p.userToken)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const after = await api(staff.support, 'GET', `/players/${p.id}`);
    expect(after.body.data!.two_factor).toEqual({ enabled: false, enabled_at: null });

    // Audited with the staff member and the reason, never a secret or a code.
    const audits = await auditEntries(ta.database.db, 'player.two_factor_reset', p.id);
    expect(audits).toHaveLength(1);
    const [support] = await ta.database.db
      .select()
      .from(s.staff)
      .where(eq(s.staff.email, 'support-two-factor@croupier.test'));
    expect(audits[0]).toMatchObject({ staffId: support!.id, targetType: 'player' });
    expect(audits[0]!.details).toEqual({
      reason,
      before: { two_factor: true, enabled_at: enabledAt },
      after: { two_factor: false },
      recovery_codes_removed: 10,
      challenges_revoked: 1,
    });
    holdsNoSecret(audits, secret, recoveryCodes);
    expect(JSON.stringify(audits)).not.toContain(sealed);

    // The player is told that the casino's staff turned it off, when, and whom to contact.
    const mails = (await twoFactorMails(p.id)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'two_factor_reset',
      to: p.email,
      subject: expect.stringContaining('turned off by customer service'),
    });
    expect(mails[0]!.body).toContain('our customer service has turned off two-factor login');
    expect(mails[0]!.body).toContain(`Date and time: ${mailTime(resetAt, 'en')}`);
    expect(mails[0]!.body).toContain('please contact customer service');
    // The staff's reason is internal: not in the e-mail.
    expect(mails[0]!.body).not.toContain('video call');
    holdsNoSecret(mails, secret, recoveryCodes);

    // Off already: 409, nothing audited or e-mailed again.
    const again = await api(staff.admin, 'POST', url, { reason });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('two_factor_not_enabled');
    expect(await auditEntries(ta.database.db, 'player.two_factor_reset', p.id)).toHaveLength(1);
    expect(await twoFactorMails(p.id)).toHaveLength(mailsBefore + 1);

    // Another player's second factor is untouched; admin may reset too.
    expect(await status(other.p.userToken)).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });
    await challengeOf(other.p);
    expect((await twoFactorMails(other.p.id)).map((m) => m.kind)).toEqual(['two_factor_enabled']);
    const byAdmin = await api(staff.admin, 'POST', `/players/${other.p.id}/two-factor/reset`, {
      reason: 'Lost phone',
    });
    expect(byAdmin.status).toBe(200);
    expect((await status(other.p.userToken)).enabled).toBe(false);

    // A closed account: 409 player_closed (as the password reset), nothing changes.
    const closed = await enrolled();
    await ta.database.db
      .update(s.players)
      .set({ status: 'closed' })
      .where(eq(s.players.id, closed.p.id));
    const refusedClosed = await api(
      staff.support,
      'POST',
      `/players/${closed.p.id}/two-factor/reset`,
      {
        reason,
      },
    );
    expect(refusedClosed.status).toBe(409);
    expect(refusedClosed.body.message).toBe('player_closed');
    expect(
      await ta.database.db
        .select()
        .from(s.playerTwoFactor)
        .where(eq(s.playerTwoFactor.playerId, closed.p.id)),
    ).toHaveLength(1);
  });
});

describe('the TOTP sealer', () => {
  it('opens staff secrets sealed as before (HKDF info staff-totp, aad staff:<id>); purposes do not mix', () => {
    const keyring = loadFileKeyring({ NODE_ENV: 'development' });
    // Sealed by hand exactly as the staff code always did.
    const key = Buffer.from(
      hkdfSync('sha256', keyring.current.key, Buffer.alloc(0), 'staff-totp', 32),
    );
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from('staff:7'));
    const ct = Buffer.concat([cipher.update('JBSWY3DPEHPK3PXP', 'utf8'), cipher.final()]);
    const sealed = `${keyring.current.id}:${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64')}`;
    expect(createTotpSealer(keyring).open(sealed, 7)).toBe('JBSWY3DPEHPK3PXP');
    expect(createTotpSealer(keyring, STAFF_TOTP_SEAL).open(sealed, 7)).toBe('JBSWY3DPEHPK3PXP');
    const players = createTotpSealer(keyring, PLAYER_TOTP_SEAL);
    expect(() => players.open(sealed, 7)).toThrow();
    const player = players.seal('JBSWY3DPEHPK3PXP', 7);
    expect(players.open(player, 7)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createTotpSealer(keyring).open(player, 7)).toThrow();
    expect(() => players.open(player, 8)).toThrow();
  });
});

/**
 * Staff sign-in with a second factor (issue 14): the password answers a challenge, a TOTP code
 * or a recovery code opens the session; replayed codes, wrong codes (5 end the challenge and
 * count toward the lockout), expired challenges; TOTP enrolment with its QR code and recovery
 * codes; sessions ending 15 minutes idle or 8 hours after sign-in.
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff, staffRecoveryCodes, staffSessions } from '../src/db/schema.ts';
import { createStaffService } from '../src/staff/service.ts';
import { totpCode } from '../src/staff/totp.ts';
import { buildTestApp, TEST_TOTP_SECRET, type TestApp } from './helper.ts';

const MINUTE_MS = 60_000;
const PASSWORD = 'Staff-Auth-Pass-2026!';
let t: TestApp;
let ipCounter = 10;
const nextIp = () => `192.0.2.${ipCounter++}`;
let memberCounter = 0;

async function post(url: string, payload: object, ip = '192.0.2.1', token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/staff/v1${url}`,
    payload,
    remoteAddress: ip,
    headers: {
      'user-agent': 'vitest-agent',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}
const me = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/staff/v1/me',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

const advance = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

/** A new member (TOTP enabled on TEST_TOTP_SECRET unless `enrolled` is false). */
async function member(enrolled = true) {
  const email = `member${++memberCounter}@staff-auth.test`;
  const service = createStaffService(t.database.db, { now: () => t.clock.now });
  const row = await service.createStaff(
    {
      email,
      name: `Member ${memberCounter}`,
      role: 'support',
      password: PASSWORD,
      ...(enrolled ? { totpSecret: TEST_TOTP_SECRET } : {}),
    },
    { staffId: null, ip: null },
  );
  return { id: row.id, email };
}

async function challengeOf(email: string, ip = '192.0.2.1') {
  const res = await post('/auth/login', { email, password: PASSWORD }, ip);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    challenge: string;
    next: string;
    methods: string[];
    expires_at: string;
  };
}

const code = (at = t.clock.now, secret = TEST_TOTP_SECRET) => totpCode(secret, at);

async function auditsOf(staffId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.staffId, staffId))
    .orderBy(desc(auditLog.id));
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('two-step sign-in', () => {
  it('answers a challenge for the password, then a session for the TOTP code', async () => {
    const m = await member();
    const ch = await challengeOf(m.email);
    expect(ch.next).toBe('second_factor');
    expect(ch.methods).toEqual(['totp', 'recovery_code']);
    expect(new Date(ch.expires_at).getTime() - t.clock.now.getTime()).toBe(5 * MINUTE_MS);
    // The challenge is not a session.
    expect(await me(ch.challenge)).toBe(401);
    const res = await post('/auth/second-factor', { challenge: ch.challenge, code: await code() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = res.body.data;
    expect(session).toMatchObject({
      idle_minutes: 15,
      staff: { email: m.email, totp_enabled: true, invited: false },
      recovery_codes_left: 0,
    });
    expect(new Date(session.expires_at).getTime() - t.clock.now.getTime()).toBe(8 * 60 * MINUTE_MS);
    expect(await me(session.token)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, createHash('sha256').update(session.token).digest('hex')));
    expect(row).toMatchObject({ userAgent: 'vitest-agent', secondFactor: 'totp', ip: '192.0.2.1' });
    // The challenge was single use.
    const again = await post('/auth/second-factor', {
      challenge: ch.challenge,
      code: await code(new Date(t.clock.now.getTime() + 30_000)),
    });
    expect(again).toMatchObject({ status: 401, body: { message: 'challenge_expired' } });
    // The secret is sealed at rest and never in the audit log.
    const [stored] = await t.database.db.select().from(staff).where(eq(staff.id, m.id));
    expect(stored?.totpSecret).not.toContain(TEST_TOTP_SECRET);
    expect(JSON.stringify(await auditsOf(m.id))).not.toContain(TEST_TOTP_SECRET);
  });

  it('refuses a wrong code, then still accepts the right one', async () => {
    const m = await member();
    const ch = await challengeOf(m.email);
    const right = await code();
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await post('/auth/second-factor', { challenge: ch.challenge, code: wrong });
    expect(res).toMatchObject({ status: 401, body: { message: 'invalid_code' } });
    const failed = (await auditsOf(m.id)).find((a) => a.action === 'staff.second_factor_failed');
    expect(failed?.details).toEqual({ factor: 'totp', attempt: 1 });
    expect(JSON.stringify(failed)).not.toContain(wrong);
    const ok = await post('/auth/second-factor', { challenge: ch.challenge, code: right });
    expect(ok.status).toBe(200);
  });

  it('refuses a replayed code (same or earlier step), even on a new challenge', async () => {
    const m = await member();
    const used = await code();
    const first = await challengeOf(m.email);
    expect(
      (await post('/auth/second-factor', { challenge: first.challenge, code: used })).status,
    ).toBe(200);
    const second = await challengeOf(m.email);
    const replay = await post('/auth/second-factor', { challenge: second.challenge, code: used });
    expect(replay).toMatchObject({ status: 401, body: { message: 'invalid_code' } });
    // The previous step's code (within the drift) is older than the accepted one: refused too.
    const earlier = await code(new Date(t.clock.now.getTime() - 30_000));
    const older = await post('/auth/second-factor', { challenge: second.challenge, code: earlier });
    expect(older.body).toEqual({ message: 'invalid_code' });
    // The next step's code works once.
    advance(30_000);
    const next = await post('/auth/second-factor', {
      challenge: second.challenge,
      code: await code(),
    });
    expect(next.status).toBe(200);
  });

  it('lets only one of two concurrent uses of one code pass', async () => {
    const m = await member();
    advance(30_000);
    const [a, b] = [await challengeOf(m.email), await challengeOf(m.email)];
    const same = await code();
    const results = await Promise.all([
      post('/auth/second-factor', { challenge: a.challenge, code: same }),
      post('/auth/second-factor', { challenge: b.challenge, code: same }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('ends the challenge after 5 wrong codes and counts it toward the lockout', async () => {
    const m = await member();
    const ip = nextIp();
    const right = await code();
    const wrong = right === '123456' ? '654321' : '123456';
    for (let round = 1; round <= 5; round++) {
      const ch = await challengeOf(m.email, ip);
      for (let i = 1; i <= 5; i++) {
        const res = await post('/auth/second-factor', { challenge: ch.challenge, code: wrong }, ip);
        // The fifth round's fifth code is the account's fifth failure: locked.
        expect(res.status, `round ${round} try ${i}`).toBe(round === 5 && i === 5 ? 429 : 401);
      }
      const after = await post('/auth/second-factor', { challenge: ch.challenge, code: right }, ip);
      expect(after.body.message).toBe('challenge_expired');
    }
    const locked = await post('/auth/login', { email: m.email, password: PASSWORD }, nextIp());
    expect(locked).toMatchObject({ status: 429, body: { message: 'too_many_login_attempts' } });
    const failures = (await auditsOf(m.id)).filter((a) => a.action === 'staff.login_failed');
    expect(failures).toHaveLength(5);
    expect(failures[0]?.details).toEqual({ email: m.email, reason: 'second_factor' });
    advance(10 * MINUTE_MS);
    expect((await challengeOf(m.email, nextIp())).next).toBe('second_factor');
  });

  it('refuses an expired challenge (5 minutes)', async () => {
    const m = await member();
    const ch = await challengeOf(m.email);
    advance(5 * MINUTE_MS);
    const res = await post('/auth/second-factor', { challenge: ch.challenge, code: await code() });
    expect(res).toMatchObject({ status: 401, body: { message: 'challenge_expired' } });
    const unknown = await post('/auth/second-factor', {
      challenge: 'x'.repeat(43),
      code: await code(),
    });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'challenge_expired' } });
  });

  it('answers an unknown account and a wrong password alike', async () => {
    const m = await member();
    const ip = nextIp();
    const t0 = performance.now();
    const wrong = await post('/auth/login', { email: m.email, password: 'wrong-password-1' }, ip);
    const t1 = performance.now();
    const unknown = await post(
      '/auth/login',
      { email: 'nobody-at-all@staff-auth.test', password: 'wrong-password-1' },
      ip,
    );
    const t2 = performance.now();
    expect(wrong).toEqual(unknown);
    expect(wrong).toEqual({ status: 401, body: { message: 'invalid_credentials' } });
    // Both verify an argon2id hash: similar time (generous bound for a busy machine).
    const [a, b] = [t1 - t0, t2 - t1];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(5);
    // An invited member without a password cannot sign in either.
    const invited = await post('/auth/second-factor', {
      challenge: 'y'.repeat(43),
      code: '123456',
    });
    expect(invited.body).toEqual({ message: 'challenge_expired' });
  });

  it('validates the bodies (422)', async () => {
    for (const payload of [
      {},
      { challenge: 'short', code: '123456' },
      { challenge: 'x'.repeat(43), code: '12345' },
      { challenge: 'x'.repeat(43), code: '123456', recovery_code: 'aaaaa-bbbbb' },
      { challenge: 'x'.repeat(43), recovery_code: 'a\u0000aaaa-bbbbb' },
    ]) {
      expect((await post('/auth/second-factor', payload)).status, JSON.stringify(payload)).toBe(
        422,
      );
    }
  });
});

describe('TOTP enrolment and recovery codes', () => {
  it('enrols with a QR code, answers 10 recovery codes once, each works once', async () => {
    const m = await member(false);
    const ch = await challengeOf(m.email);
    expect(ch).toMatchObject({ next: 'enrol', methods: [] });
    // Not enrolled: no code is accepted before setup.
    const early = await post('/auth/second-factor', { challenge: ch.challenge, code: '123456' });
    expect(early).toMatchObject({ status: 409, body: { message: 'totp_enrolment_required' } });
    const confirmEarly = await post('/auth/totp/confirm', {
      challenge: ch.challenge,
      code: '123456',
    });
    expect(confirmEarly.body.message).toBe('totp_enrolment_required');

    const setup = await post('/auth/totp/setup', { challenge: ch.challenge });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.body.data as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauth_url).toContain('otpauth://totp/');
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(m.email));
    expect(qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_svg!.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const badConfirm = await post('/auth/totp/confirm', {
      challenge: ch.challenge,
      code: (await code(t.clock.now, secret)) === '000000' ? '111111' : '000000',
    });
    expect(badConfirm.body).toEqual({ message: 'invalid_code' });
    const confirm = await post('/auth/totp/confirm', {
      challenge: ch.challenge,
      code: await code(t.clock.now, secret),
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const data = confirm.body.data as {
      token: string;
      recovery_codes: string[];
      recovery_codes_left: number;
      staff: { totp_enabled: boolean };
    };
    expect(data.staff.totp_enabled).toBe(true);
    expect(data.recovery_codes).toHaveLength(10);
    expect(new Set(data.recovery_codes).size).toBe(10);
    for (const c of data.recovery_codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(data.recovery_codes_left).toBe(10);
    expect(await me(data.token)).toBe(200);
    // Stored as SHA-256 only.
    const stored = await t.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, m.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(data.recovery_codes).not.toContain(row.codeHash);
    const audits = JSON.stringify(await auditsOf(m.id));
    expect(audits).toContain('staff.totp_enabled');
    expect(audits).not.toContain(secret);
    for (const c of data.recovery_codes) expect(audits).not.toContain(c);
    // Setup again on a new challenge: already enrolled.
    const next = await challengeOf(m.email);
    expect(next.next).toBe('second_factor');
    expect((await post('/auth/totp/setup', { challenge: next.challenge })).body).toEqual({
      message: 'totp_already_enrolled',
    });

    // A recovery code opens a session once (case and dash do not matter).
    const recovery = data.recovery_codes[0]!;
    const withRecovery = await post('/auth/second-factor', {
      challenge: next.challenge,
      recovery_code: recovery.toUpperCase().replace('-', ''),
    });
    expect(withRecovery.status).toBe(200);
    expect(withRecovery.body.data.recovery_codes_left).toBe(9);
    const third = await challengeOf(m.email);
    const reused = await post('/auth/second-factor', {
      challenge: third.challenge,
      recovery_code: recovery,
    });
    expect(reused).toMatchObject({ status: 401, body: { message: 'invalid_code' } });
    expect(JSON.stringify(await auditsOf(m.id))).not.toContain(recovery);

    // A new set against a current code; the old ones stop working.
    advance(30_000);
    const renewed = await post(
      '/me/recovery-codes',
      { code: await code(t.clock.now, secret) },
      '192.0.2.1',
      data.token,
    );
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const fresh = renewed.body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const old = await post('/auth/second-factor', {
      challenge: third.challenge,
      recovery_code: data.recovery_codes[1]!,
    });
    expect(old.body).toEqual({ message: 'invalid_code' });
    const withFresh = await post('/auth/second-factor', {
      challenge: third.challenge,
      recovery_code: fresh[0]!,
    });
    expect(withFresh.status).toBe(200);
    // The same code again is a replay: refused.
    const replay = await post(
      '/me/recovery-codes',
      { code: await code(t.clock.now, secret) },
      '192.0.2.1',
      data.token,
    );
    expect(replay).toMatchObject({ status: 400, body: { message: 'invalid_code' } });
  });
});

describe('session lifetime', () => {
  async function session() {
    const m = await member();
    advance(30_000);
    const ch = await challengeOf(m.email);
    const res = await post('/auth/second-factor', { challenge: ch.challenge, code: await code() });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  }

  it('ends 15 minutes after the last call', async () => {
    const token = await session();
    advance(15 * MINUTE_MS);
    expect(await me(token)).toBe(200);
    advance(15 * MINUTE_MS + 1000);
    expect(await me(token)).toBe(401);
    expect(await me(token)).toBe(401);
  });

  it('stays alive with activity, but not past 8 hours', async () => {
    const token = await session();
    for (let i = 0; i < 8 * 6 - 1; i++) {
      advance(10 * MINUTE_MS);
      expect(await me(token), `after ${(i + 1) * 10} minutes`).toBe(200);
    }
    advance(10 * MINUTE_MS);
    expect(await me(token)).toBe(401);
  });

  it('writes last_seen_at at most every 30 seconds', async () => {
    const token = await session();
    const hash = createHash('sha256').update(token).digest('hex');
    const seen = async () =>
      (
        await t.database.db
          .select({ at: staffSessions.lastSeenAt })
          .from(staffSessions)
          .where(eq(staffSessions.tokenHash, hash))
      )[0]!.at.getTime();
    const opened = await seen();
    advance(10_000);
    await me(token);
    expect(await seen()).toBe(opened);
    advance(25_000);
    await me(token);
    expect(await seen()).toBe(t.clock.now.getTime());
  });
});

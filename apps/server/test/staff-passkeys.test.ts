/**
 * Passkeys (WebAuthn) of staff, an optional second factor beside TOTP: registration while signed
 * in (single-use server-side challenge), sign-in with password + passkey, replayed or
 * lower-counter assertions, wrong origin, another member's credential, removal of one's own
 * only, the admin reset of the second factor, and the per-challenge lockout.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffPasskeys, staffSessions } from '../src/db/schema.ts';
import { relyingParty } from '../src/staff/passkeys.ts';
import { createStaffService, tokenHash } from '../src/staff/service.ts';
import { buildTestApp, staffSignIn, TEST_TOTP_SECRET, type TestApp } from './helper.ts';
import {
  SoftAuthenticator,
  type CreationOptions,
  type RequestOptions,
} from './webauthn-authenticator.ts';

const PASSWORD = 'Staff-Passkey-Pass-2026!';
/** The test app's PUBLIC_URL is http://localhost:3000 (RP ID localhost). */
const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let n = 0;
let ipCounter = 10;
const nextIp = () => `198.51.100.${ipCounter++}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { token?: string; payload?: object; ip?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url: `/staff/v1${url}`,
    ...(opts.payload ? { payload: opts.payload } : {}),
    remoteAddress: opts.ip ?? '198.51.100.1',
    headers: {
      origin: ORIGIN,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: (res.body ? res.json() : {}) as Body };
}

const advance = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

/** A new member with TOTP (unless `enrolled` is false), signed in with TOTP when enrolled. */
async function member(opts: { role?: 'admin' | 'support'; enrolled?: boolean } = {}) {
  const email = `passkey${++n}@staff-passkeys.test`;
  const service = createStaffService(t.database.db, { now: () => t.clock.now });
  const row = await service.createStaff(
    {
      email,
      name: `Member ${n}`,
      role: opts.role ?? 'support',
      password: PASSWORD,
      ...(opts.enrolled === false ? {} : { totpSecret: TEST_TOTP_SECRET }),
    },
    { staffId: null, ip: null },
  );
  const token =
    opts.enrolled === false
      ? ''
      : await staffSignIn(t.app, { email, password: PASSWORD }, t.clock.now);
  return { id: row.id, email, token };
}

async function register(token: string, auth: SoftAuthenticator, name = 'Laptop') {
  const options = await call('POST', '/auth/passkeys/options', { token });
  expect(options.status).toBe(200);
  const response = auth.create(options.body.data as CreationOptions);
  return call('POST', '/auth/passkeys', { token, payload: { name, response } });
}

async function loginChallenge(email: string, ip: string) {
  const res = await call('POST', '/auth/login', { payload: { email, password: PASSWORD }, ip });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { challenge: string; next: string; methods: string[] };
}

async function passkeyOptions(challenge: string, ip: string) {
  const res = await call('POST', '/auth/second-factor/passkey-options', {
    payload: { challenge },
    ip,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as RequestOptions;
}

const answer = (challenge: string, passkey: object, ip: string) =>
  call('POST', '/auth/second-factor', { payload: { challenge, passkey }, ip });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('staff passkeys', () => {
  it('registers a passkey and signs in with password + passkey (a working session)', async () => {
    const m = await member();
    const before = await loginChallenge(m.email, nextIp());
    expect(before.methods).toEqual(['totp', 'recovery_code']);

    const auth = new SoftAuthenticator({ origin: ORIGIN });
    const created = await register(m.token, auth, 'YubiKey 5');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'YubiKey 5', last_used_at: null });

    const list = await call('GET', '/auth/passkeys', { token: m.token });
    expect(list.body.data).toEqual([created.body.data]);

    const ip = nextIp();
    const ch = await loginChallenge(m.email, ip);
    expect(ch.methods).toEqual(['totp', 'recovery_code', 'passkey']);
    const options = await passkeyOptions(ch.challenge, ip);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([auth.id]);
    const res = await answer(ch.challenge, auth.get(options), ip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = res.body.data.token as string;
    expect((await call('GET', '/me', { token })).body.data.email).toBe(m.email);

    const [session] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, tokenHash(token)));
    expect(session?.secondFactor).toBe('passkey');
    const [stored] = await t.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, m.id));
    expect(stored?.counter).toBe(1);
    expect(stored?.lastUsedAt?.toISOString()).toBe(t.clock.now.toISOString());

    // Audited without key material.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, m.id), eq(auditLog.action, 'staff.passkey_added')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({
      before: null,
      after: { id: created.body.data.id, name: 'YubiKey 5' },
    });
    expect(JSON.stringify(audits[0]?.details)).not.toContain(stored?.publicKey ?? '-');
  });

  it('uses a registration challenge once and for 5 minutes; the name must be safe', async () => {
    const m = await member();
    const auth = new SoftAuthenticator({ origin: ORIGIN });
    const options = await call('POST', '/auth/passkeys/options', { token: m.token });
    const response = auth.create(options.body.data as CreationOptions);
    const bad = await call('POST', '/auth/passkeys', {
      token: m.token,
      payload: { name: 'a\u202Eb', response },
    });
    expect(bad.status).toBe(422);
    const blank = await call('POST', '/auth/passkeys', {
      token: m.token,
      payload: { name: '  ', response },
    });
    expect(blank.status).toBe(422);
    const ok = await call('POST', '/auth/passkeys', {
      token: m.token,
      payload: { name: 'Phone', response },
    });
    expect(ok.status).toBe(201);
    const again = await call('POST', '/auth/passkeys', {
      token: m.token,
      payload: { name: 'Phone', response },
    });
    expect(again).toMatchObject({ status: 400, body: { message: 'passkey_failed' } });

    const late = await call('POST', '/auth/passkeys/options', { token: m.token });
    advance(5 * 60_000 + 1000);
    const token = await staffSignIn(t.app, { email: m.email, password: PASSWORD }, t.clock.now);
    const expired = await call('POST', '/auth/passkeys', {
      token,
      payload: {
        name: 'Late',
        response: new SoftAuthenticator({ origin: ORIGIN }).create(
          late.body.data as CreationOptions,
        ),
      },
    });
    expect(expired).toMatchObject({ status: 400, body: { message: 'passkey_failed' } });
    expect((await call('GET', '/auth/passkeys', { token })).body.data).toHaveLength(1);
  });

  it('refuses a registration from another origin', async () => {
    const m = await member();
    const res = await register(m.token, new SoftAuthenticator({ origin: 'https://evil.test' }));
    expect(res).toMatchObject({ status: 400, body: { message: 'passkey_failed' } });
  });

  it('refuses a replayed assertion and one with a lower counter', async () => {
    const m = await member();
    const auth = new SoftAuthenticator({ origin: ORIGIN });
    expect((await register(m.token, auth)).status).toBe(201);
    auth.counter = 10;

    const ip = nextIp();
    const first = await loginChallenge(m.email, ip);
    const assertion = auth.get(await passkeyOptions(first.challenge, ip));
    expect((await answer(first.challenge, assertion, ip)).status).toBe(200);
    // The same answer again: the challenge is used.
    expect((await answer(first.challenge, assertion, ip)).body.message).toBe('challenge_expired');

    // The same answer to a new challenge: its WebAuthn challenge differs.
    const second = await loginChallenge(m.email, ip);
    await passkeyOptions(second.challenge, ip);
    const replay = await answer(second.challenge, assertion, ip);
    expect(replay).toMatchObject({ status: 401, body: { message: 'passkey_failed' } });

    // A cloned authenticator behind the stored counter (10).
    const options = await passkeyOptions(second.challenge, ip);
    auth.counter = 5;
    const lower = await answer(second.challenge, auth.get(options), ip);
    expect(lower).toMatchObject({ status: 401, body: { message: 'passkey_failed' } });
    auth.counter = 11;
    expect((await answer(second.challenge, auth.get(options), ip)).status).toBe(200);
  });

  it('refuses a wrong origin and another member’s credential at sign-in', async () => {
    const a = await member();
    const b = await member();
    const authA = new SoftAuthenticator({ origin: ORIGIN });
    const authB = new SoftAuthenticator({ origin: ORIGIN });
    expect((await register(a.token, authA)).status).toBe(201);
    expect((await register(b.token, authB)).status).toBe(201);

    // A's own key, signing on a page of another origin (a phishing proxy).
    const ip = nextIp();
    const ch = await loginChallenge(a.email, ip);
    authA.opts.origin = 'https://evil.test';
    const wrongOrigin = await answer(
      ch.challenge,
      authA.get(await passkeyOptions(ch.challenge, ip)),
      ip,
    );
    expect(wrongOrigin).toMatchObject({ status: 401, body: { message: 'passkey_failed' } });
    authA.opts.origin = ORIGIN;
    expect(
      (await answer(ch.challenge, authA.get(await passkeyOptions(ch.challenge, ip)), ip)).status,
    ).toBe(200);

    const ch2 = await loginChallenge(a.email, ip);
    // B's credential over A's challenge.
    const optionsA = await passkeyOptions(ch2.challenge, ip);
    const stolen = await answer(ch2.challenge, authB.get(optionsA), ip);
    expect(stolen).toMatchObject({ status: 401, body: { message: 'passkey_failed' } });
  });

  it('removes only one’s own passkeys (another member’s: 404)', async () => {
    const a = await member();
    const b = await member();
    const created = await register(a.token, new SoftAuthenticator({ origin: ORIGIN }));
    const id = created.body.data.id as number;
    const byOther = await call('DELETE', `/auth/passkeys/${id}`, { token: b.token });
    expect(byOther).toMatchObject({ status: 404, body: { message: 'passkey_not_found' } });
    expect((await call('GET', '/auth/passkeys', { token: a.token })).body.data).toHaveLength(1);
    expect((await call('DELETE', `/auth/passkeys/${id}`, { token: a.token })).status).toBe(204);
    expect((await call('GET', '/auth/passkeys', { token: a.token })).body.data).toEqual([]);
    expect((await call('DELETE', `/auth/passkeys/${id}`, { token: a.token })).status).toBe(404);
    const [removed] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, a.id), eq(auditLog.action, 'staff.passkey_removed')));
    expect(removed?.details).toEqual({ before: { id, name: 'Laptop' }, after: null });
  });

  it('the admin reset of the second factor removes the passkeys', async () => {
    const admin = await member({ role: 'admin' });
    const m = await member();
    expect((await register(m.token, new SoftAuthenticator({ origin: ORIGIN }))).status).toBe(201);
    const res = await call('DELETE', `/staff/${m.id}/second-factor`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const left = await t.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, m.id));
    expect(left).toEqual([]);
    const ch = await loginChallenge(m.email, nextIp());
    expect(ch).toMatchObject({ next: 'enrol', methods: [] });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, String(m.id)), eq(auditLog.action, 'staff.second_factor_reset')),
      );
    expect(audit?.details).toMatchObject({ before: { passkeys: 1 }, after: { passkeys: 0 } });
  });

  it('a member who must enrol TOTP cannot use a passkey to skip it', async () => {
    const m = await member({ enrolled: false });
    const auth = new SoftAuthenticator({ origin: ORIGIN });
    await t.database.db.insert(staffPasskeys).values({
      staffId: m.id,
      credentialId: auth.id,
      publicKey: 'AAAA',
      name: 'Planted',
    });
    const ip = nextIp();
    const ch = await loginChallenge(m.email, ip);
    expect(ch).toMatchObject({ next: 'enrol', methods: [] });
    const options = await call('POST', '/auth/second-factor/passkey-options', {
      payload: { challenge: ch.challenge },
      ip,
    });
    expect(options).toMatchObject({ status: 409, body: { message: 'totp_enrolment_required' } });
    const res = await answer(ch.challenge, auth.get({ challenge: 'x', rpId: 'localhost' }), ip);
    expect(res).toMatchObject({ status: 409, body: { message: 'totp_enrolment_required' } });
  });

  it('ends the challenge after 5 refused passkey answers (counted toward the lockout)', async () => {
    const m = await member();
    const auth = new SoftAuthenticator({ origin: ORIGIN });
    expect((await register(m.token, auth)).status).toBe(201);
    const ip = nextIp();
    const ch = await loginChallenge(m.email, ip);
    const options = await passkeyOptions(ch.challenge, ip);
    const stranger = new SoftAuthenticator({ origin: ORIGIN });
    for (let i = 1; i <= 5; i++) {
      const res = await answer(ch.challenge, stranger.get(options), ip);
      expect(res, `try ${i}`).toMatchObject({ status: 401, body: { message: 'passkey_failed' } });
    }
    const late = await answer(ch.challenge, auth.get(options), ip);
    expect(late.body.message).toBe('challenge_expired');
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, m.id), eq(auditLog.action, 'staff.login_failed')));
    expect(failed.map((f) => f.details)).toEqual([{ email: m.email, reason: 'second_factor' }]);
  });

  it('rejects bad bodies (422) and answers sign-in options only for an open challenge', async () => {
    const bad = await call('POST', '/auth/second-factor', {
      payload: { challenge: 'x'.repeat(20), passkey: 'nope' },
    });
    expect(bad.status).toBe(422);
    const unknown = await call('POST', '/auth/second-factor/passkey-options', {
      payload: { challenge: 'y'.repeat(32) },
    });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'challenge_expired' } });
    const m = await member();
    const ip = nextIp();
    const ch = await loginChallenge(m.email, ip);
    const none = await call('POST', '/auth/second-factor/passkey-options', {
      payload: { challenge: ch.challenge },
      ip,
    });
    expect(none.status).toBe(409);
  });
});

describe('relying party', () => {
  it('takes PUBLIC_URL; outside production it also accepts http://localhost:<port>', () => {
    const prod = relyingParty('https://office.example.com', true);
    expect(prod).toMatchObject({
      rpId: 'office.example.com',
      origins: ['https://office.example.com'],
    });
    expect(prod.rpIds).toEqual(['office.example.com']);
    expect(prod.rpIdFor('http://localhost:443')).toBe('office.example.com');

    const dev = relyingParty('http://127.0.0.1:3791', false);
    expect(dev.origins).toEqual(['http://127.0.0.1:3791', 'http://localhost:3791']);
    // An IP address is no RP ID.
    expect(dev.rpIds).toEqual(['localhost']);
    expect(dev.rpIdFor('http://localhost:3791')).toBe('localhost');
  });
});

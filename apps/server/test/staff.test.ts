import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, players, skins, staff, staffSessions } from '../src/db/schema.ts';
import { DEV_ADMIN, ensureFirstAdmin } from '../src/staff/bootstrap.ts';
import { createStaffService } from '../src/staff/service.ts';
import { totpCode } from '../src/staff/totp.ts';
import { buildTestApp, createTestDatabase, TEST_TOTP_SECRET, type TestApp } from './helper.ts';

const MINUTE_MS = 60_000;
let t: TestApp;
let ipCounter = 10;
/** Each test logs in from its own address, so address lockouts do not leak between tests. */
const nextIp = () => `198.51.100.${ipCounter++}`;

const silentLog = { info: () => {}, warn: () => {} };

/**
 * Both sign-in steps: the password, then (when it is accepted) a TOTP code. The clock moves 30 s
 * first, so two sign-ins of one member never share a time step (a code is accepted once).
 */
async function login(email: string, password: string, ip = '203.0.113.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) {
    return {
      status: res.statusCode,
      body: res.json() as Record<string, unknown>,
      headers: res.headers,
    };
  }
  t.clock.now = new Date(t.clock.now.getTime() + 30_000);
  const secret =
    email.trim().toLowerCase() === DEV_ADMIN.email ? DEV_ADMIN.totpSecret : TEST_TOTP_SECRET;
  const second = await t.app.inject({
    method: 'POST',
    url: '/staff/v1/auth/second-factor',
    payload: {
      challenge: (res.json() as { data: { challenge: string } }).data.challenge,
      code: await totpCode(secret, t.clock.now),
    },
    remoteAddress: ip,
  });
  return {
    status: second.statusCode,
    body: second.json() as Record<string, unknown>,
    headers: second.headers,
  };
}

async function call(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: (res.body ? res.json() : null) as Record<string, unknown> & { data?: unknown },
  };
}

const tokenOf = (r: { body: Record<string, unknown> }) => (r.body.data as { token: string }).token;

async function latestAudit(action?: string) {
  const q = t.database.db.select().from(auditLog);
  const rows = await (action ? q.where(eq(auditLog.action, action)) : q)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return rows[0];
}

const PASSWORDS = {
  support: 'Support-Pass-2026!',
  compliance: 'Compliance-Pass-2026!',
  finance: 'Finance-Pass-2026!',
};

beforeAll(async () => {
  t = await buildTestApp();
  await ensureFirstAdmin(t.database.db, { NODE_ENV: 'test' }, silentLog, t.clock.now);
  const service = createStaffService(t.database.db, { now: () => t.clock.now });
  for (const role of ['support', 'compliance', 'finance'] as const) {
    await service.createStaff(
      {
        email: `${role}@croupier.test`,
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

describe('first admin', () => {
  it('is created once from the development defaults, with an argon2id hash', async () => {
    const [admin] = await t.database.db
      .select()
      .from(staff)
      .where(eq(staff.email, DEV_ADMIN.email));
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash?.startsWith('$argon2id$')).toBe(true);
    // Outside production: TOTP on the development secret, sealed (never stored in clear).
    expect(admin?.totpEnabledAt).not.toBeNull();
    expect(admin?.totpSecret).toMatch(/^[0-9a-f]{8}:[A-Za-z0-9+/=]+$/);
    expect(admin?.totpSecret).not.toContain(DEV_ADMIN.totpSecret);
    expect(admin?.passwordHash).not.toContain(DEV_ADMIN.password);
    expect(await ensureFirstAdmin(t.database.db, { NODE_ENV: 'test' }, silentLog)).toBe(false);
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.created'));
    expect(created.some((e) => e.details.source === 'first_start')).toBe(true);
  });

  it('in production needs ADMIN_PASSWORD: without it nobody is created and a warning is logged', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const warnings: string[] = [];
      const log = { info: () => {}, warn: (m: string) => void warnings.push(m) };
      expect(await ensureFirstAdmin(database.db, { NODE_ENV: 'production' }, log)).toBe(false);
      expect(warnings).toHaveLength(1);
      expect(await database.db.select().from(staff)).toEqual([]);
      expect(
        await ensureFirstAdmin(
          database.db,
          {
            NODE_ENV: 'production',
            ADMIN_EMAIL: 'Ops@Example.com',
            ADMIN_PASSWORD: 'a-long-secret-2026',
          },
          log,
        ),
      ).toBe(true);
      const rows = await database.db.select().from(staff);
      expect(rows.map((r) => [r.email, r.role])).toEqual([['ops@example.com', 'admin']]);
      // In production the first admin enrols TOTP at the first sign-in.
      expect(rows[0]?.totpSecret).toBeNull();
      expect(rows[0]?.totpEnabledAt).toBeNull();
    } finally {
      await drop();
    }
  });
});

describe('POST /staff/v1/auth/login', () => {
  it('logs in with a token stored hashed, valid 8 hours, and audits it', async () => {
    const ip = nextIp();
    const res = await login('ADMIN@croupier.test ', DEV_ADMIN.password, ip);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      token: string;
      expires_at: string;
      staff: { email: string; role: string; last_login_at: string };
    };
    expect(data.staff).toMatchObject({ email: DEV_ADMIN.email, role: 'admin', active: true });
    expect(data.staff.last_login_at).toBe(t.clock.now.toISOString());
    expect(new Date(data.expires_at).getTime() - t.clock.now.getTime()).toBe(8 * 60 * MINUTE_MS);
    const hash = createHash('sha256').update(data.token).digest('hex');
    const sessions = await t.database.db.select().from(staffSessions);
    expect(sessions.some((s) => s.tokenHash === hash)).toBe(true);
    expect(sessions.some((s) => s.tokenHash === data.token)).toBe(false);
    const entry = await latestAudit('staff.login');
    expect(entry).toMatchObject({ action: 'staff.login', ip, details: { factor: 'totp' } });
    expect(entry?.staffId).toBeTypeOf('number');

    const me = await call('GET', '/staff/v1/me', data.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: DEV_ADMIN.email, role: 'admin' });
    // The token ends after 8 hours.
    t.clock.now = new Date(t.clock.now.getTime() + 8 * 60 * MINUTE_MS);
    expect((await call('GET', '/staff/v1/me', data.token)).status).toBe(401);
    t.clock.now = new Date(t.clock.now.getTime() - 8 * 60 * MINUTE_MS);
  });

  it('refuses a wrong password and an unknown account alike, and audits both', async () => {
    const ip = nextIp();
    const wrong = await login(DEV_ADMIN.email, 'not-the-password', ip);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'invalid_credentials' });
    const failed = await latestAudit('staff.login_failed');
    expect(failed?.staffId).toBeTypeOf('number');
    expect(failed?.details).toEqual({ email: DEV_ADMIN.email });
    expect(JSON.stringify(failed)).not.toContain(DEV_ADMIN.totpSecret);
    expect(JSON.stringify(failed)).not.toContain('not-the-password');

    const unknown = await login('nobody@croupier.test', 'whatever-password', ip);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'invalid_credentials' });
    const failedUnknown = await latestAudit('staff.login_failed');
    expect(failedUnknown?.staffId).toBeNull();
    expect(failedUnknown?.ip).toBe(ip);
  });

  it('locks an account for 10 minutes after 5 failures in 10 minutes', async () => {
    const email = 'finance@croupier.test';
    for (let i = 1; i <= 4; i++) {
      expect((await login(email, `wrong-${i}`, nextIp())).status).toBe(401);
      t.clock.now = new Date(t.clock.now.getTime() + MINUTE_MS);
    }
    const fifth = await login(email, 'wrong-5', nextIp());
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ message: 'too_many_login_attempts', retry_after_seconds: 600 });
    expect(fifth.headers['retry-after']).toBe('600');
    // Even the right password is refused while locked, and that is audited.
    t.clock.now = new Date(t.clock.now.getTime() + 9 * MINUTE_MS);
    const locked = await login(email, PASSWORDS.finance, nextIp());
    expect(locked.status).toBe(429);
    expect(locked.body.retry_after_seconds).toBe(60);
    expect((await latestAudit())?.action).toBe('staff.login_locked');
    // After 10 minutes the right password works, and the count starts again.
    t.clock.now = new Date(t.clock.now.getTime() + MINUTE_MS);
    expect((await login(email, PASSWORDS.finance, nextIp())).status).toBe(200);
    expect((await login(email, 'wrong-again', nextIp())).status).toBe(401);
    expect((await login(email, PASSWORDS.finance, nextIp())).status).toBe(200);
  });

  it('locks an address after 20 failures across accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < 19; i++) {
      expect((await login(`someone${i}@croupier.test`, 'wrong-password', ip)).status).toBe(401);
    }
    expect((await login('someone-else@croupier.test', 'wrong-password', ip)).status).toBe(429);
    expect((await login('support@croupier.test', PASSWORDS.support, ip)).status).toBe(429);
    expect((await login('support@croupier.test', PASSWORDS.support, nextIp())).status).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * MINUTE_MS);
  });

  it('refuses a deactivated account with 403 and ends its sessions', async () => {
    const ok = await login('compliance@croupier.test', PASSWORDS.compliance, nextIp());
    const token = tokenOf(ok);
    await t.database.db
      .update(staff)
      .set({ active: false })
      .where(eq(staff.email, 'compliance@croupier.test'));
    try {
      const res = await login('compliance@croupier.test', PASSWORDS.compliance, nextIp());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'staff_inactive' });
      expect((await call('GET', '/staff/v1/me', token)).status).toBe(401);
      // A wrong password still says only "invalid credentials".
      expect((await login('compliance@croupier.test', 'nope-nope', nextIp())).status).toBe(401);
    } finally {
      await t.database.db
        .update(staff)
        .set({ active: true })
        .where(eq(staff.email, 'compliance@croupier.test'));
    }
  });

  it('rejects bad bodies with 422 keys', async () => {
    const cases: [object, string, string][] = [
      [{ password: 'x' }, 'email', 'field_required'],
      [{ email: '', password: 'x' }, 'email', 'field_required'],
      [{ email: 'a@b.cz' }, 'password', 'field_required'],
      [{ email: 'a@b.cz', password: 'x'.repeat(201) }, 'password', 'field_invalid'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/staff/v1/auth/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field]).toEqual([key]);
    }
  });
});

describe('staff tokens and roles', () => {
  it('answers 401 without a valid bearer token', async () => {
    for (const [method, url] of [
      ['GET', '/staff/v1/me'],
      ['GET', '/staff/v1/audit-log'],
      ['PUT', '/staff/v1/players/1/flags'],
      ['DELETE', '/staff/v1/auth/logout'],
    ] as const) {
      const none = await call(method, url);
      expect(none.status, url).toBe(401);
      expect(none.body).toEqual({ message: 'unauthenticated' });
      expect((await call(method, url, 'x'.repeat(43))).status, url).toBe(401);
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/staff/v1/me',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('logs out: the token is revoked and the logout audited', async () => {
    const token = tokenOf(await login('support@croupier.test', PASSWORDS.support, nextIp()));
    const out = await call('DELETE', '/staff/v1/auth/logout', token);
    expect(out.status).toBe(204);
    expect((await latestAudit())?.action).toBe('staff.logout');
    expect((await call('GET', '/staff/v1/me', token)).status).toBe(401);
    expect((await call('DELETE', '/staff/v1/auth/logout', token)).status).toBe(401);
  });

  it('shows the audit log to admin and compliance only, paged and filtered', async () => {
    const support = tokenOf(await login('support@croupier.test', PASSWORDS.support, nextIp()));
    const finance = tokenOf(await login('finance@croupier.test', PASSWORDS.finance, nextIp()));
    const compliance = tokenOf(
      await login('compliance@croupier.test', PASSWORDS.compliance, nextIp()),
    );
    const admin = tokenOf(await login(DEV_ADMIN.email, DEV_ADMIN.password, nextIp()));
    for (const token of [support, finance]) {
      const res = await call('GET', '/staff/v1/audit-log', token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'forbidden' });
    }
    for (const token of [compliance, admin]) {
      expect((await call('GET', '/staff/v1/audit-log', token)).status).toBe(200);
    }
    const page = await call('GET', '/staff/v1/audit-log?per_page=2&page=1', admin);
    const entries = page.body.data as { id: number; action: string; staff_email: string | null }[];
    expect(entries).toHaveLength(2);
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    const meta = page.body.meta as { total: number; last_page: number; per_page: number };
    expect(meta.per_page).toBe(2);
    expect(meta.last_page).toBe(Math.ceil(meta.total / 2));
    const logins = await call('GET', '/staff/v1/audit-log?action=staff.login&per_page=200', admin);
    const loginEntries = logins.body.data as { action: string; staff_email: string | null }[];
    expect(loginEntries.length).toBeGreaterThanOrEqual(4);
    expect(loginEntries.every((e) => e.action === 'staff.login')).toBe(true);
    expect(loginEntries.map((e) => e.staff_email)).toContain('compliance@croupier.test');
    const bad = await call('GET', '/staff/v1/audit-log?per_page=0&action=DROP%20TABLE', admin);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { per_page: ['field_invalid'], action: ['field_invalid'] },
    });
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(
      t.database.db.execute(sql`update audit_log set action = 'rewritten'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.action === 'rewritten')).toBe(false);
  });
});

describe('PUT /staff/v1/players/{id}/flags', () => {
  let playerId: number;
  beforeAll(async () => {
    const [skin] = await t.database.db.select().from(skins).where(eq(skins.refId, 'croupier'));
    const [p] = await t.database.db
      .insert(players)
      .values({
        skinId: skin!.id,
        username: 'flaggedone',
        email: 'flagged@croupier.test',
        passwordHash: 'x',
        passwordCreatedAt: t.clock.now,
        passwordChangedAt: t.clock.now,
        country: 'CZ',
        currencyId: 42,
        status: 'active',
        amlScore: 10,
      })
      .returning();
    playerId = p!.id;
  });

  it('lets admin and compliance set PEP/UBO with the deposit cap 100 and AML score 36, audited', async () => {
    const compliance = tokenOf(
      await login('compliance@croupier.test', PASSWORDS.compliance, nextIp()),
    );
    const res = await call('PUT', `/staff/v1/players/${playerId}/flags`, compliance, {
      is_pep: true,
      is_ubo: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: playerId,
      is_pep: true,
      is_ubo: false,
      aml_score: 36,
      limits: { max_daily_deposit: 100 },
    });
    const [row] = await t.database.db.select().from(players).where(eq(players.id, playerId));
    expect(row).toMatchObject({ isPep: true, isUbo: false, amlScore: 36 });
    expect(row?.maxDailyDeposit).toBe(10_000n);
    const entry = await latestAudit('player.flags_updated');
    expect(entry).toMatchObject({ targetType: 'player', targetId: String(playerId) });
    expect(entry?.details).toEqual({
      before: { is_pep: false, is_ubo: false, aml_score: 10, max_daily_deposit: null },
      after: {
        id: playerId,
        is_pep: true,
        is_ubo: false,
        aml_score: 36,
        limits: { max_daily_deposit: 100 },
      },
    });

    // A stricter cap of the player stays; clearing the flags keeps the cap, and the AML score is
    // reassessed from the rules (issue 11: without PEP/UBO nothing else scores here).
    await t.database.db
      .update(players)
      .set({ maxDailyDeposit: 5_000n, isPep: false })
      .where(eq(players.id, playerId));
    const admin = tokenOf(await login(DEV_ADMIN.email, DEV_ADMIN.password, nextIp()));
    const ubo = await call('PUT', `/staff/v1/players/${playerId}/flags`, admin, {
      is_pep: false,
      is_ubo: true,
    });
    expect(ubo.body.data).toMatchObject({ aml_score: 36, limits: { max_daily_deposit: 50 } });
    const cleared = await call('PUT', `/staff/v1/players/${playerId}/flags`, admin, {
      is_pep: false,
      is_ubo: false,
    });
    expect(cleared.body.data).toMatchObject({
      is_pep: false,
      is_ubo: false,
      aml_score: 0,
      limits: { max_daily_deposit: 50 },
    });
  });

  it('refuses other roles, unknown players and bad bodies, changing nothing', async () => {
    const support = tokenOf(await login('support@croupier.test', PASSWORDS.support, nextIp()));
    const forbidden = await call('PUT', `/staff/v1/players/${playerId}/flags`, support, {
      is_pep: true,
      is_ubo: true,
    });
    expect(forbidden.status).toBe(403);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, playerId));
    expect(row?.isUbo).toBe(false);

    const admin = tokenOf(await login(DEV_ADMIN.email, DEV_ADMIN.password, nextIp()));
    const before = (await t.database.db.select().from(auditLog)).length;
    const missing = await call('PUT', '/staff/v1/players/999999/flags', admin, {
      is_pep: true,
      is_ubo: false,
    });
    expect(missing.status).toBe(404);
    const badId = await call('PUT', '/staff/v1/players/abc/flags', admin, {
      is_pep: true,
      is_ubo: false,
    });
    expect(badId.status).toBe(422);
    const badBody = await call('PUT', `/staff/v1/players/${playerId}/flags`, admin, {
      is_pep: 'yes',
    });
    expect(badBody.status).toBe(422);
    expect(badBody.body).toMatchObject({
      errors: { is_pep: ['field_invalid'], is_ubo: ['field_invalid'] },
    });
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });
});

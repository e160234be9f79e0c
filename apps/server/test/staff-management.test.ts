/**
 * Staff management (admin only, issue 14): the list, invitations by e-mail (accept, sign in,
 * enrol), role and activity changes (deactivating ends sessions; no self-lockout), the reset of
 * a member's second factor; every change audited without secrets.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../src/db/schema.ts';
import { totpCode } from '../src/staff/totp.ts';
import {
  buildTestApp,
  staffSignIn,
  staffTokens,
  TEST_TOTP_SECRET,
  type TestApp,
} from './helper.ts';

let t: TestApp;
let tokens: Record<'admin' | 'support' | 'finance', string>;
let adminId: number;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Record<string, any> };
}

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function inviteLink(email: string) {
  await new Promise((r) => setTimeout(r, 0));
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'staff_invite')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /invite\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  expect(token, mail?.body).toBeTruthy();
  return { token: token!, mail: mail! };
}

const advance = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://casino.example' });
  tokens = await staffTokens(t, 'mgmt', ['admin', 'support', 'finance']);
  adminId = (await call('GET', '/me', tokens.admin)).body.data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('staff management', () => {
  it('is for admins only', async () => {
    for (const role of ['support', 'finance'] as const) {
      expect((await call('GET', '/staff', tokens[role])).status).toBe(403);
      expect(
        (
          await call('POST', '/staff', tokens[role], {
            email: 'x@y.cz',
            name: 'X',
            role: 'support',
          })
        ).status,
      ).toBe(403);
      expect((await call('PATCH', `/staff/${adminId}`, tokens[role], { name: 'X' })).status).toBe(
        403,
      );
    }
    expect((await call('GET', '/staff', null)).status).toBe(401);
  });

  it('lists the staff, filtered and paged', async () => {
    const all = await call('GET', '/staff?per_page=2', tokens.admin);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(all.body.data[0]).toMatchObject({ totp_enabled: true, invited: false, active: true });
    expect(all.body.data[0].created_at).toEqual(expect.any(String));
    const support = await call('GET', '/staff?role=support', tokens.admin);
    expect(support.body.data.map((m: { email: string }) => m.email)).toEqual([
      'support-mgmt@croupier.test',
    ]);
    const q = await call('GET', '/staff?q=FINANCE-mg', tokens.admin);
    expect(q.body.meta.total).toBe(1);
    const like = await call('GET', '/staff?q=%25', tokens.admin);
    expect(like.body.meta.total).toBe(0);
    expect((await call('GET', '/staff?active=false', tokens.admin)).body.meta.total).toBe(0);
    const bad = await call('GET', '/staff?role=boss&active=maybe&per_page=0', tokens.admin);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['active', 'per_page', 'role']);
  });

  it('invites: e-mail link, accept (once), sign in, enrol TOTP', async () => {
    const email = 'new.member@croupier.test';
    const created = await call('POST', '/staff', tokens.admin, {
      email: 'New.Member@Croupier.test',
      name: 'New Member',
      role: 'compliance',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      email,
      role: 'compliance',
      invited: true,
      totp_enabled: false,
      active: true,
    });
    const id = created.body.data.id as number;
    const { token, mail } = await inviteLink(email);
    expect(mail.body).toContain(`https://casino.example/backoffice/invite?token=${token}`);
    const audit = await lastAudit('staff.invited');
    expect(audit).toMatchObject({ staffId: adminId, targetType: 'staff', targetId: String(id) });
    expect(audit?.details).toMatchObject({ before: null, after: { email, role: 'compliance' } });
    expect(JSON.stringify(audit)).not.toContain(token);

    // The same e-mail again: taken.
    const twice = await call('POST', '/staff', tokens.admin, {
      email,
      name: 'Again',
      role: 'support',
    });
    expect(twice).toMatchObject({ status: 409, body: { message: 'email_taken' } });
    // Not signed up yet: no sign-in.
    const early = await call('POST', '/auth/login', null, { email, password: 'whatever-pass' });
    expect(early).toMatchObject({ status: 401, body: { message: 'invalid_credentials' } });

    // A new link replaces the old one.
    const again = await call('POST', `/staff/${id}/invite`, tokens.admin);
    expect(again.status).toBe(200);
    const second = await inviteLink(email);
    expect(second.token).not.toBe(token);
    const old = await call('POST', '/auth/invite', null, { token, password: 'A-long-password-1' });
    expect(old).toMatchObject({ status: 400, body: { message: 'invite_invalid' } });
    const short = await call('POST', '/auth/invite', null, { token: second.token, password: 'x' });
    expect(short.status).toBe(422);
    const password = 'Compliance-New-2026!';
    const accepted = await call('POST', '/auth/invite', null, { token: second.token, password });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ invited: false, totp_enabled: false });
    const reuse = await call('POST', '/auth/invite', null, { token: second.token, password });
    expect(reuse.body).toEqual({ message: 'invite_invalid' });
    expect((await call('POST', `/staff/${id}/invite`, tokens.admin)).body).toEqual({
      message: 'invite_invalid',
    });
    const acceptedAudit = await lastAudit('staff.invite_accepted');
    expect(JSON.stringify(acceptedAudit)).not.toContain(password);

    // Sign in: enrolment first.
    const login = await call('POST', '/auth/login', null, { email, password });
    expect(login.body.data.next).toBe('enrol');
    const setup = await call('POST', '/auth/totp/setup', null, {
      challenge: login.body.data.challenge,
    });
    const confirm = await call('POST', '/auth/totp/confirm', null, {
      challenge: login.body.data.challenge,
      code: await totpCode(setup.body.data.secret, t.clock.now),
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.staff).toMatchObject({
      email,
      totp_enabled: true,
      role: 'compliance',
    });
  });

  it('refuses an expired invitation (7 days)', async () => {
    const created = await call('POST', '/staff', tokens.admin, {
      email: 'late@croupier.test',
      name: 'Late',
      role: 'support',
    });
    const { token } = await inviteLink('late@croupier.test');
    advance(7 * 24 * 3600_000);
    tokens = await staffTokens(t, 'mgmt2', ['admin', 'support', 'finance']);
    adminId = (await call('GET', '/me', tokens.admin)).body.data.id;
    const res = await call('POST', '/auth/invite', null, { token, password: 'A-long-password-1' });
    expect(res).toMatchObject({ status: 400, body: { message: 'invite_invalid' } });
    expect(created.status).toBe(201);
  });

  it('changes role and name; deactivating ends the sessions; audited before/after', async () => {
    const { support } = await staffTokens(t, 'target', ['support']);
    const target = (await call('GET', '/me', support)).body.data;
    const changed = await call('PATCH', `/staff/${target.id}`, tokens.admin, {
      role: 'finance',
      name: 'Renamed',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ role: 'finance', name: 'Renamed' });
    // The session keeps working with the new role.
    expect((await call('GET', '/me', support)).body.data.role).toBe('finance');
    const audit = await lastAudit('staff.updated');
    expect(audit?.details).toMatchObject({
      before: { role: 'support', name: 'support' },
      after: { role: 'finance', name: 'Renamed' },
    });
    const off = await call('PATCH', `/staff/${target.id}`, tokens.admin, { active: false });
    expect(off.body.data.active).toBe(false);
    expect((await call('GET', '/me', support)).status).toBe(401);
    expect((await lastAudit('staff.updated'))?.details).toMatchObject({
      before: { active: true },
      after: { active: false },
      sessions_ended: true,
    });
    const login = await call('POST', '/auth/login', null, {
      email: target.email,
      password: 'support-target-Pass-2026!',
    });
    expect(login).toMatchObject({ status: 403, body: { message: 'staff_inactive' } });
    expect((await call('PATCH', '/staff/999999', tokens.admin, { name: 'X' })).status).toBe(404);
    expect(
      (await call('PATCH', `/staff/${target.id}`, tokens.admin, { role: 'boss' })).status,
    ).toBe(422);
  });

  it('refuses to let an admin deactivate or demote themselves', async () => {
    for (const body of [{ active: false }, { role: 'support' }]) {
      const res = await call('PATCH', `/staff/${adminId}`, tokens.admin, body);
      expect(res).toMatchObject({ status: 409, body: { message: 'cannot_change_own_account' } });
    }
    const ownReset = await call('DELETE', `/staff/${adminId}/second-factor`, tokens.admin);
    expect(ownReset).toMatchObject({ status: 409, body: { message: 'cannot_change_own_account' } });
    expect((await call('GET', '/me', tokens.admin)).body.data.totp_enabled).toBe(true);
    const renamed = await call('PATCH', `/staff/${adminId}`, tokens.admin, {
      name: 'Chief',
      role: 'admin',
      active: true,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Chief', role: 'admin', active: true });
  });

  it('resets a second factor: sessions end, enrolment at the next sign-in', async () => {
    const { finance } = await staffTokens(t, 'reset', ['finance']);
    const target = (await call('GET', '/me', finance)).body.data;
    const res = await call('DELETE', `/staff/${target.id}/second-factor`, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.totp_enabled).toBe(false);
    expect((await call('GET', '/me', finance)).status).toBe(401);
    const audit = await lastAudit('staff.second_factor_reset');
    expect(audit?.details).toMatchObject({
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    expect(JSON.stringify(audit)).not.toContain(TEST_TOTP_SECRET);
    const login = await call('POST', '/auth/login', null, {
      email: target.email,
      password: 'finance-reset-Pass-2026!',
    });
    expect(login.body.data).toMatchObject({ next: 'enrol', methods: [] });
    // The old secret no longer signs in.
    await expect(
      staffSignIn(
        t.app,
        { email: target.email, password: 'finance-reset-Pass-2026!' },
        t.clock.now,
      ),
    ).rejects.toThrow(/409/);
    expect((await call('DELETE', '/staff/999999/second-factor', tokens.admin)).status).toBe(404);
  });
});

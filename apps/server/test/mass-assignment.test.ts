/**
 * Mass assignment (OWASP ASVS 5.0 V15.3.3; DECISIONS section 3: the server decides). A player's
 * `PUT /v1/me` takes only the fields of its contract: anything else in the body (balance,
 * status, id, verification, KYC, scores, skin, dates) is dropped by the schema and changes
 * nothing, while the valid field is applied. The staff edits of a player and of a staff member
 * are strict: an unknown field is a 422 naming it (`field_invalid`) and nothing changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import * as t from '../src/db/schema.ts';
import { call, registerActivePlayer } from './accounts-support.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';

let ta: TestApp;
let admin: string;
beforeAll(async () => {
  ta = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = (await staffTokens(ta, 'mass', ['admin'])).admin;
});
afterAll(async () => {
  await ta?.close();
});

const playerRow = async (id: number) =>
  (await ta.database.db.select().from(t.players).where(eq(t.players.id, id)))[0]!;
const staffRow = async (id: number) =>
  (await ta.database.db.select().from(t.staff).where(eq(t.staff.id, id)))[0]!;

/** Fields no caller may set through an edit, with values an attacker would like. */
const FORBIDDEN = {
  id: 1,
  user_id: 1,
  balance: 1_000_000,
  bonus: 1_000_000,
  status: 'active',
  role: 'admin',
  is_verified: true,
  email_verified: true,
  email_verified_at: '2020-01-01T00:00:00Z',
  kyc_level: 'full',
  statusKyc: 'approved',
  aml_score: 0,
  manual_score: {},
  nocheck: true,
  is_test: true,
  skin_id: 2,
  currency_id: 2,
  created_at: '2000-01-01T00:00:00Z',
  password_hash: 'x',
};

describe('PUT /v1/me', () => {
  it('applies the valid field and ignores every field a player may not set', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'mass' });
    const other = await registerActivePlayer(ta.app, ta.database, { prefix: 'other' });
    const before = await playerRow(player.id);
    const otherBefore = await playerRow(other.id);
    expect(before.newsletter).toBe(true);
    const balanceBefore = await call(ta.app, 'GET', '/v1/me/balance', undefined, {
      userToken: player.userToken,
    });

    const res = await call(
      ta.app,
      'PUT',
      '/v1/me',
      {
        newsletter: false,
        ...FORBIDDEN,
        id: other.id,
        user_id: other.id,
        status: 'blocked',
        // Registration-step fields: not a signed-in player's to change.
        is_pep: true,
        is_ubo: true,
        firstname: 'Mallory',
        nationality: 'US',
      },
      { userToken: player.userToken },
    );
    expect(res.status, res.raw).toBe(200);
    const data = res.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ id: player.id, status: 'active', is_pep: false, is_ubo: false });

    const after = await playerRow(player.id);
    expect(after.newsletter).toBe(false);
    const { newsletter: _n1, updatedAt: _u1, ...restBefore } = before;
    const { newsletter: _n2, updatedAt: _u2, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(await playerRow(other.id)).toEqual(otherBefore);
    const balanceAfter = await call(ta.app, 'GET', '/v1/me/balance', undefined, {
      userToken: player.userToken,
    });
    expect(balanceAfter.body).toEqual(balanceBefore.body);
    const me = await call(ta.app, 'GET', '/v1/me', undefined, { userToken: player.userToken });
    expect(me.body.data).toMatchObject({ id: player.id, status: 'active', is_verified: false });
  });
});

describe('staff edits are strict', () => {
  const staffCall = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload: object) =>
    ta.app.inject({
      method,
      url: `/staff/v1${url}`,
      headers: { authorization: `Bearer ${admin}` },
      payload,
    });

  /** A 422 that names each unknown field with the contract's key. */
  const expectRefused = (res: Awaited<ReturnType<typeof staffCall>>, fields: readonly string[]) => {
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(ERROR_MESSAGES.validation);
    for (const field of fields) expect(body.errors[field], field).toEqual([ERROR_KEYS.invalid]);
  };

  it('PUT players/{id}/flags, test-flag and POST block refuse other fields; nothing changes', async () => {
    const player = await registerActivePlayer(ta.app, ta.database, { prefix: 'flags' });
    const before = await playerRow(player.id);
    const extra = { status: 'blocked', aml_score: 0, balance: 1_000_000, id: 1, skin_id: 2 };

    const flags = await staffCall('PUT', `/players/${player.id}/flags`, {
      is_pep: true,
      is_ubo: false,
      ...extra,
    });
    expectRefused(flags, Object.keys(extra));
    const testFlag = await staffCall('PUT', `/players/${player.id}/test-flag`, {
      is_test: true,
      ...extra,
    });
    expectRefused(testFlag, Object.keys(extra));
    const block = await staffCall('POST', `/players/${player.id}/block`, {
      reason: 'mass assignment',
      status: 'active',
      status_expires_at: null,
    });
    expectRefused(block, ['status', 'status_expires_at']);
    expect(await playerRow(player.id)).toEqual(before);

    // The same calls with their own fields only still work.
    const ok = await staffCall('PUT', `/players/${player.id}/test-flag`, { is_test: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await playerRow(player.id)).isTest).toBe(true);
  });

  it('PATCH staff/{id} refuses e-mail, password, second-factor and id fields', async () => {
    const { support } = await staffTokens(ta, 'mass-target', ['support']);
    expect(support).toBeTruthy();
    const [target] = await ta.database.db
      .select()
      .from(t.staff)
      .where(eq(t.staff.email, 'support-mass-target@croupier.test'));
    const before = await staffRow(target!.id);
    const extra = {
      email: 'attacker@example.test',
      password_hash: 'x',
      totp_secret: 'JBSWY3DPEHPK3PXP',
      id: 1,
      created_at: '2000-01-01T00:00:00Z',
    };
    const res = await staffCall('PATCH', `/staff/${target!.id}`, { name: 'Renamed', ...extra });
    expectRefused(res, Object.keys(extra));
    expect(await staffRow(target!.id)).toEqual(before);
    const ok = await staffCall('PATCH', `/staff/${target!.id}`, { name: 'Renamed' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await staffRow(target!.id)).name).toBe('Renamed');
  });
});

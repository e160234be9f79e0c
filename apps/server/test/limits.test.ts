/**
 * Limits and self-exclusion (issue 10): what applies when (a controllable clock), the locks, bad
 * input, staff approval, and enforcement where the money moves (studio, `/wallet/v1`,
 * concurrency). Runs on PGlite, and on PostgreSQL with TEST_PG_URL.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SELF_EXCLUSION_PERIODS } from '@croupier/contract/limits';
import { issueToken } from '../src/auth/sessions.ts';
import * as t from '../src/db/schema.ts';
import { createLimitsService } from '../src/limits/service.ts';
import { createStaffService } from '../src/staff/service.ts';
import { createWalletService, depositWith } from '../src/wallet/service.ts';
import {
  buildTestApp,
  SKIN_AUTH,
  TEST_TOTP_SECRET,
  withStaffSession,
  type TestApp,
} from './helper.ts';
import { createExternalGame, issueTestSession, type ExternalGame } from './providers-support.ts';
import { frame, launch, openSession, useTestEngines, type TestGame } from './studio-support.ts';
import { auditLedger, fundedPlayer, walletProviderCall } from './wallet-support.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PROVIDER = 'acme';
const SECRET = 'acme-limits-secret-0123456789';
let ctx: TestApp;
let games: Record<string, TestGame>;

beforeAll(async () => {
  ctx = await buildTestApp({ WALLET_PROVIDER_SECRETS: `${PROVIDER}:${SECRET}` });
  games = await useTestEngines(ctx.database.db);
  const staff = createStaffService(ctx.database.db, { now: () => ctx.clock.now });
  for (const role of ['compliance', 'support'] as const) {
    const email = `${role}-limits@croupier.test`;
    const password = `${role}-Limits-Pass-2026!`;
    await staff.createStaff(
      { email, name: role, role, password, totpSecret: TEST_TOTP_SECRET },
      { staffId: null, ip: null },
    );
  }
});
afterAll(async () => {
  if (!ctx) return;
  expect(await auditLedger(ctx.database.db)).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    negativeWallets: 0,
  });
  await ctx.close();
});

const db = () => ctx.database.db;

/** A player with a live session and `cents` deposited (EUR). */
const player = (cents = 100_000, values: Partial<typeof t.players.$inferInsert> = {}) =>
  fundedPlayer(db(), ctx.clock.now, cents, 'limits', values);

async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, body?: object) {
  const res = await ctx.app.inject({
    method,
    url: `/v1/${url}`,
    headers: { authorization: SKIN_AUTH, 'user-token': token },
    ...(body ? { payload: body } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any };
}

const putMe = (token: string, body: object) => call('PUT', 'me', token, body);
const limitsOf = async (token: string) => (await call('GET', 'me/limits', token)).body.data;
const pending = async (token: string) =>
  (await call('GET', 'me/statistics/last?to_activate=1', token)).body.data as {
    id: number;
    field: string;
    status: string;
    activated_at: string;
    response: number | string | null;
  }[];

/** Moves the clock; the players named log in again (a session ends after 30 idle minutes). */
async function later(ms: number, ...logins: { id: number; userToken: string }[]) {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
  for (const p of logins) {
    p.userToken = (
      await issueToken(db(), { playerId: p.id, type: 'session', now: ctx.clock.now })
    ).token;
  }
}

async function staffCall(role: 'compliance' | 'support', url: string, body?: object) {
  // Staff sessions end 15 minutes idle and the clock moves: signed in again when it ended.
  const login = { email: `${role}-limits@croupier.test`, password: `${role}-Limits-Pass-2026!` };
  const res = await withStaffSession(ctx.app, login, ctx.clock.now, (token) =>
    ctx.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/staff/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any };
}

describe('limits: what applies when', () => {
  it('applies a first limit and a decrease at once, an increase 24 hours later', async () => {
    const p = await player();
    let res = await putMe(p.userToken, { limits: { max_daily_bet: '50' } });
    expect(res.status).toBe(200);
    expect(res.body.data.betLimits.max_daily_bet).toBe(50);
    res = await putMe(p.userToken, { limits: { max_daily_bet: '30' } });
    expect(res.body.data.betLimits.max_daily_bet).toBe(30);
    expect(await pending(p.userToken)).toEqual([]);

    res = await putMe(p.userToken, { limits: { max_daily_bet: 80 } });
    expect(res.status).toBe(200);
    expect(res.body.data.betLimits.max_daily_bet).toBe(30);
    const [request] = await pending(p.userToken);
    expect(request).toMatchObject({ field: 'max_daily_bet', status: 'pending', response: 80 });
    expect(new Date(request!.activated_at).getTime()).toBe(ctx.clock.now.getTime() + DAY);

    await later(DAY - 60_000, p);
    expect((await call('GET', 'me', p.userToken)).body.data.betLimits.max_daily_bet).toBe(30);
    await later(60_000, p);
    expect((await call('GET', 'me', p.userToken)).body.data.betLimits.max_daily_bet).toBe(80);
    expect(await pending(p.userToken)).toEqual([]);
  });

  it('makes a removal pending too, and deletes a pending request', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_loss: '100' } });
    await later(25 * HOUR, p);
    const res = await putMe(p.userToken, { limits: { max_daily_loss: '' } });
    expect(res.body.data.betLimits.max_daily_loss).toBe(100);
    const [request] = await pending(p.userToken);
    expect(request).toMatchObject({ field: 'max_daily_loss', response: null });

    // Another player cannot see or delete it.
    const other = await player(0);
    expect((await call('DELETE', `me/statistics/${request!.id}`, other.userToken)).status).toBe(
      404,
    );

    const deleted = await call('DELETE', `me/statistics/${request!.id}`, p.userToken);
    expect(deleted).toMatchObject({ status: 200, body: { data: { status: 'deleted' } } });
    expect(await pending(p.userToken)).toEqual([]);
    expect((await call('DELETE', `me/statistics/${request!.id}`, p.userToken)).body.message).toBe(
      'request_not_pending',
    );
    await later(2 * DAY, p);
    expect((await call('GET', 'me', p.userToken)).body.data.betLimits.max_daily_loss).toBe(100);
  });

  it('changes nothing for a value equal to the current one', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_playing_time: '60' } });
    await later(25 * HOUR, p);
    await putMe(p.userToken, { limits: { max_daily_playing_time: '60' } });
    const all = (await call('GET', 'me/statistics/last?type=max_daily_playing_time', p.userToken))
      .body.data;
    expect(all).toHaveLength(1);
  });

  it('raises at most once per 7 days, one pending request at a time; a decrease is never refused', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_bet: '100' } });
    // Set a moment ago, raised now: pending for 24 hours (not refused).
    expect((await putMe(p.userToken, { limits: { max_daily_bet: '200' } })).status).toBe(200);
    const increasedAt = ctx.clock.now.getTime();
    let res = await putMe(p.userToken, { limits: { max_daily_bet: '300' } });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'pending_request_exists', field: 'max_daily_bet' },
    });
    expect((await limitsOf(p.userToken)).locks.max_daily_bet).toMatchObject({
      pending_id: expect.any(Number),
      locked_until: new Date(increasedAt + 7 * DAY).toISOString(),
    });

    await later(DAY + 60_000, p); // activated
    expect((await limitsOf(p.userToken)).limits.max_daily_bet).toBe(200);
    res = await putMe(p.userToken, { limits: { max_daily_bet: '300' } });
    expect(res).toMatchObject({
      status: 409,
      body: {
        message: 'requests_locked',
        field: 'max_daily_bet',
        until: new Date(increasedAt + 7 * DAY).toISOString(),
      },
    });
    // A decrease protects: always allowed, at once, even while raises are locked.
    expect((await putMe(p.userToken, { limits: { max_daily_bet: '90' } })).status).toBe(200);
    expect((await limitsOf(p.userToken)).limits.max_daily_bet).toBe(90);
    await later(6 * DAY, p);
    expect((await putMe(p.userToken, { limits: { max_daily_bet: '300' } })).status).toBe(200);
    expect(await pending(p.userToken)).toHaveLength(1);
  });

  it('a decrease cancels a pending increase of the same field', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_loss: '50' } });
    await putMe(p.userToken, { limits: { max_daily_loss: '80' } });
    expect(await pending(p.userToken)).toHaveLength(1);
    await putMe(p.userToken, { limits: { max_daily_loss: '40' } });
    expect(await pending(p.userToken)).toEqual([]);
    await later(2 * DAY, p);
    expect((await limitsOf(p.userToken)).limits.max_daily_loss).toBe(40);
  });

  it('activates a due request exactly once: two job passes (two processes) and a reader at once', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_loss: '10' } });
    await later(25 * HOUR, p);
    await putMe(p.userToken, { limits: { max_daily_loss: '20' } });
    await later(DAY + 1_000, p);
    const a = createLimitsService({ db: db(), now: () => ctx.clock.now });
    const b = createLimitsService({ db: db(), now: () => ctx.clock.now });
    const [x, y, z] = await Promise.all([
      a.runJob(),
      b.runJob(),
      a.activateDue(ctx.clock.now, p.id),
    ]);
    const activated = await db().execute(
      sql`select count(*)::int as n from limit_requests where player_id = ${p.id} and status = 'activated'`,
    );
    expect((activated as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    expect(x + y + z).toBeGreaterThanOrEqual(1);
    expect((await limitsOf(p.userToken)).limits.max_daily_loss).toBe(20);
  });
});

describe('limits: bad input changes nothing', () => {
  it.each([
    ['non-digits', { max_daily_bet: '12a' }, 'max_daily_bet', 'limit_digits_only'],
    ['decimals', { max_daily_bet: '12.5' }, 'max_daily_bet', 'limit_digits_only'],
    ['negative', { max_daily_loss: -5 }, 'max_daily_loss', 'limit_digits_only'],
    [
      '11 digits',
      { max_daily_deposit: '12345678901' },
      'max_daily_deposit',
      'limit_too_many_digits',
    ],
    [
      'more than a day',
      { max_daily_playing_time: '1441' },
      'max_daily_playing_time',
      'field_invalid',
    ],
    [
      'daily above weekly',
      { max_daily_deposit: '100', max_weekly_deposit: '50' },
      'max_daily_deposit',
      'deposit_limits_order',
    ],
    [
      'weekly above monthly',
      { max_weekly_deposit: '500', max_monthly_deposit: '100' },
      'max_weekly_deposit',
      'deposit_limits_order',
    ],
  ])('%s: 422 with the field named', async (_name, limits, field, key) => {
    const p = await player();
    const res = await putMe(p.userToken, { limits });
    expect(res).toMatchObject({ status: 422, body: { errors: { [field]: [key] } } });
    const state = await limitsOf(p.userToken);
    expect(Object.values(state.limits).every((v) => v === null)).toBe(true);
    expect((await call('GET', 'me/statistics/last', p.userToken)).body.data).toEqual([]);
  });

  it('checks deposit limits against the current ones not sent', async () => {
    const p = await player();
    await putMe(p.userToken, {
      limits: { max_daily_deposit: '10', max_weekly_deposit: '70', max_monthly_deposit: '310' },
    });
    const res = await putMe(p.userToken, { limits: { max_weekly_deposit: '5' } });
    expect(res).toMatchObject({
      status: 422,
      body: { errors: { max_weekly_deposit: ['deposit_limits_order'] } },
    });
    expect((await limitsOf(p.userToken)).limits).toMatchObject({
      max_daily_deposit: 10,
      max_weekly_deposit: 70,
      max_monthly_deposit: 310,
    });
  });

  it('ignores what the server computes (activated_at, field, status_statistic, expires_at_forever, status, another id)', async () => {
    const p = await player();
    const other = await player(0);
    const res = await putMe(p.userToken, {
      limits: { max_daily_bet: '40', field: 'max_daily_loss', activated_at: '2000-01-01' },
      status_statistic: 'authorized',
      expires_at_forever: true,
      statistic: { status: 'activated' },
      status: 'blocked',
      user_id: other.id,
      id: other.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: p.id, status: 'active' });
    expect((await limitsOf(other.userToken)).limits.max_daily_bet).toBeNull();
    expect(res.body.data.betLimits).toMatchObject({ max_daily_bet: 40, max_daily_loss: null });
    expect(res.body.data.status_expires_at).toBeNull();
  });
});

describe('self-exclusion', () => {
  it.each([...SELF_EXCLUSION_PERIODS])('%i day(s): protects at once until then', async (days) => {
    const p = await player();
    const res = await putMe(p.userToken, { self_exclusion_period: days });
    expect(res.status).toBe(200);
    const until = new Date(ctx.clock.now.getTime() + days * DAY).toISOString();
    expect(res.body.data).toMatchObject({
      status_expires_at: until,
      status_reason: 'Requested by user',
    });
    const l = await launch(ctx.app, games['test-instant']!, {}, p.userToken);
    expect(l).toEqual({ status: 403, body: { message: 'account_disabled', until } });
  });

  it('for ever, as the spec client sends it (2999-12-31), also ends marketing e-mails', async () => {
    const p = await player(100_000, { newsletter: true });
    const res = await putMe(p.userToken, {
      status_expires_at: '2999-12-31 00:00:00',
      status_reason: '',
    });
    expect(res.body.data.status_expires_at).toBe('2999-12-31T00:00:00.000Z');
    expect(res.body.data.marketing.newsletter).toBe(false);
    const [s] = (await call('GET', 'me/statistics/last?type=self_exclusion', p.userToken)).body
      .data;
    // Final (no longer revocable without staff) 7 days later.
    expect(new Date(s.activated_at).getTime()).toBe(ctx.clock.now.getTime() + 7 * DAY);
    // Still able to log in and read the dashboard.
    expect((await call('GET', 'me/limits', p.userToken)).body.data.self_exclusion).toMatchObject({
      forever: true,
    });
  });

  it('takes a date the spec client computed as its period, and refuses other periods', async () => {
    const p = await player();
    const in30 = new Date(ctx.clock.now.getTime() + 30 * DAY + 5 * 60_000).toISOString();
    const res = await putMe(p.userToken, { status_expires_at: in30 });
    expect(res.body.data.status_expires_at).toBe(
      new Date(ctx.clock.now.getTime() + 30 * DAY).toISOString(),
    );
    const q = await player();
    expect(await putMe(q.userToken, { self_exclusion_period: 8 })).toMatchObject({
      status: 422,
      body: { errors: { self_exclusion_period: ['self_exclusion_period_invalid'] } },
    });
    expect(await putMe(q.userToken, { status_expires_at: 'tomorrow' })).toMatchObject({
      status: 422,
    });
    expect((await call('GET', 'me', q.userToken)).body.data.status_expires_at).toBeNull();
  });

  it('lengthens at once; shortening needs a reason and staff approval', async () => {
    const p = await player();
    await putMe(p.userToken, { self_exclusion_period: 7 });
    const res = await putMe(p.userToken, { self_exclusion_period: 30 });
    const until30 = new Date(ctx.clock.now.getTime() + 30 * DAY).toISOString();
    expect(res.body.data.status_expires_at).toBe(until30);

    expect(await putMe(p.userToken, { self_exclusion_period: 1 })).toMatchObject({
      status: 422,
      body: { errors: { status_reason: ['reason_required'] } },
    });
    expect(
      await putMe(p.userToken, { self_exclusion_period: 1, status_reason: 'Requested by user' }),
    ).toMatchObject({ status: 422 });
    const short = await putMe(p.userToken, {
      self_exclusion_period: 1,
      status_reason: 'I set the wrong period',
    });
    expect(short.body.data.status_expires_at).toBe(until30); // unchanged until staff decide
    const [request] = await pending(p.userToken);
    expect(request).toMatchObject({ field: 'self_exclusion', status: 'pending' });
    expect((await call('DELETE', `me/statistics/${request!.id}`, p.userToken)).body.message).toBe(
      'request_locked',
    );
    expect((await limitsOf(p.userToken)).self_exclusion.pending_id).toBe(request!.id);

    expect((await staffCall('support', 'statistics?status=pending')).status).toBe(403);
    const list = await staffCall('compliance', 'statistics?status=pending&type=self_exclusion');
    expect(list.body.data.some((r: { id: number }) => r.id === request!.id)).toBe(true);
    const approved = await staffCall('compliance', `statistics/${request!.id}/approve`, {
      note: 'Checked with the player by phone',
    });
    expect(approved).toMatchObject({ status: 200, body: { data: { status: 'activated' } } });
    expect((await call('GET', 'me', p.userToken)).body.data.status_expires_at).toBe(
      request!.response,
    );
    const audit = await db()
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'limits.request_approved'));
    expect(audit.some((a) => a.targetId === String(p.id))).toBe(true);
    expect(
      (await staffCall('compliance', `statistics/${request!.id}/reject`, { note: 'again' })).status,
    ).toBe(409);
  });
});

// ------------------------------------------------------------------------------- enforcement

let externalGame: ExternalGame | null = null;
const sessions = new Map<number, string>();

/**
 * A signed `/wallet/v1` call of `acme` on its game, in EUR, with the player's provider session
 * (issued on the first call, for the player's latest login; debits need it).
 */
async function provider(path: string, body: { player_id: number } & Record<string, unknown>) {
  externalGame ??= await createExternalGame(db(), { aggregator: PROVIDER });
  let token = sessions.get(body.player_id);
  if (!token) {
    const [login] = await db()
      .select({ id: t.playerSessions.id })
      .from(t.playerSessions)
      .where(
        and(eq(t.playerSessions.playerId, body.player_id), eq(t.playerSessions.type, 'session')),
      )
      .orderBy(desc(t.playerSessions.id))
      .limit(1);
    token = await issueTestSession(db(), {
      provider: PROVIDER,
      playerId: body.player_id,
      playerSessionId: login!.id,
      gameId: externalGame.id,
      now: ctx.clock.now,
    });
    sessions.set(body.player_id, token);
  }
  const full = { ...body, game_id: externalGame.id, currency: 'EUR', session_token: token };
  return walletProviderCall(ctx.app, path, full, { provider: PROVIDER, secret: SECRET });
}

describe('enforcement where money moves', () => {
  it('refuses a studio bet over the daily bet limit and moves nothing', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_bet: '2' } });
    const session = await openSession(ctx.app, games['test-instant']!, p.userToken);
    const spin = (n: number) =>
      frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
        bet: { stake: 100 },
        clientSeed: 'seed',
        requestId: `bet-limit-${p.id}-${n}`,
      });
    expect((await spin(1)).status).toBe(200);
    expect((await spin(2)).status).toBe(200);
    const before = (await call('GET', 'me/balance', p.userToken)).body.data;
    const refused = await spin(3);
    expect(refused).toMatchObject({ status: 403, body: { message: 'daily_bet_limit' } });
    expect((await call('GET', 'me/balance', p.userToken)).body.data).toEqual(before);
    expect((await limitsOf(p.userToken)).today.bets).toBe(2);
  });

  it('refuses an external provider debit over the limit like the studio (409 daily_bet_limit)', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_bet: '5' } });
    const debit = (id: string, amount: string) =>
      provider('debit', {
        transaction_id: id,
        player_id: p.id,
        round_id: `r-${id}`,
        game_id: null,
        amount,
      });
    expect((await debit(`x1-${p.id}`, '4.00')).status).toBe(200);
    const refused = await debit(`x2-${p.id}`, '1.01');
    expect(refused).toMatchObject({ status: 409, body: { message: 'daily_bet_limit' } });
    // A retry gets the same answer; a bet that fits passes.
    expect((await debit(`x2-${p.id}`, '1.01')).body.message).toBe('daily_bet_limit');
    // The player is told once (a message leading to the limits page), however often refused.
    const inbox = (await call('GET', 'me/messages', p.userToken)).body;
    expect(inbox.data).toHaveLength(1);
    expect(inbox.data[0]).toMatchObject({
      type: 'daily-bet-limit',
      params: { limit: 5, currency: 'EUR' },
    });
    expect((await debit(`x3-${p.id}`, '1.00')).status).toBe(200);
  });

  it('refuses a self-excluded player on /wallet/v1 (the studio already refused)', async () => {
    const p = await player();
    await putMe(p.userToken, { self_exclusion_period: 1 });
    const res = await provider('debit', {
      transaction_id: `sx-${p.id}`,
      player_id: p.id,
      round_id: `sx-r-${p.id}`,
      game_id: null,
      amount: '1.00',
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'self_excluded' } });
  });

  it('gives a refunded stake back to the day (it no longer counts)', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_bet: '5' } });
    const bet = { player_id: p.id, round_id: `rf-${p.id}`, game_id: null };
    expect(
      (await provider('debit', { ...bet, transaction_id: `rf1-${p.id}`, amount: '5.00' })).status,
    ).toBe(200);
    expect(
      (
        await provider('rollback', {
          ...bet,
          transaction_id: `rb1-${p.id}`,
          bet_transaction_id: `rf1-${p.id}`,
        })
      ).status,
    ).toBe(200);
    expect((await limitsOf(p.userToken)).today.bets).toBe(0);
    expect(
      (await provider('debit', { ...bet, transaction_id: `rf2-${p.id}`, amount: '5.00' })).status,
    ).toBe(200);
  });

  it('ends real play for the day once the playing time is used up', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_playing_time: '30' } });
    const session = await openSession(ctx.app, games['test-instant']!, p.userToken);
    await db().execute(
      sql`insert into player_day_totals (player_id, day, play_seconds) values (${p.id}, wallet_today(), 1800)
          on conflict (player_id, day) do update set play_seconds = 1800`,
    );
    const spin = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
      bet: { stake: 100 },
      clientSeed: 'seed',
      requestId: `time-${p.id}`,
    });
    expect(spin).toMatchObject({ status: 403, body: { message: 'daily_playing_time_limit' } });
    const l = await launch(ctx.app, games['test-instant']!, {}, p.userToken);
    expect(l).toEqual({ status: 403, body: { message: 'daily_playing_time_limit' } });
    // Demo play stays open.
    expect(
      (await launch(ctx.app, games['test-instant']!, { is_demo: 1 }, p.userToken)).status,
    ).toBe(200);
  });

  it('counts the time between real-play activity as playing time, a long pause at most 2 minutes', async () => {
    const p = await player();
    const session = await openSession(ctx.app, games['test-instant']!, p.userToken);
    const spin = (n: number) =>
      frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
        bet: { stake: 100 },
        clientSeed: 'seed',
        requestId: `pt-${p.id}-${n}`,
      });
    const seconds = async () =>
      Number(
        (
          (await db().execute(
            sql`select play_seconds from player_day_totals where player_id = ${p.id} and day = wallet_today()`,
          )) as unknown as { rows: { play_seconds: number }[] }
        ).rows[0]!.play_seconds,
      );
    expect((await spin(1)).status).toBe(200);
    const first = await seconds();
    await db().execute(
      sql`update player_day_totals set last_activity_at = now() - interval '50 seconds' where player_id = ${p.id}`,
    );
    expect((await spin(2)).status).toBe(200);
    expect(await seconds()).toBeGreaterThanOrEqual(first + 50);
    await db().execute(
      sql`update player_day_totals set last_activity_at = now() - interval '3 hours' where player_id = ${p.id}`,
    );
    const before = await seconds();
    expect((await spin(3)).status).toBe(200);
    expect(await seconds()).toBeLessThanOrEqual(before + 121);
  });
});

describe('concurrency: a limit only some bets fit', () => {
  it('20 parallel bets against a daily bet limit that fits 5: exactly 5 pass', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_bet: '5' } });
    const wallet = createWalletService(db());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        wallet.debit({
          provider: PROVIDER,
          transactionId: `par-${p.id}-${i}`,
          playerId: p.id,
          roundId: `par-r-${p.id}-${i}`,
          gameId: null,
          amount: 100,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.code === 'daily_bet_limit')).toHaveLength(15);
    expect((await wallet.balance(p.id)).cash).toBe(100_000 - 500);
  });

  it('the loss limit with wins in between: stakes minus wins never pass it', async () => {
    const p = await player();
    await putMe(p.userToken, { limits: { max_daily_loss: '5' } });
    const wallet = createWalletService(db());
    // A win of 2.00 on a 1.00 bet: the day is 1.00 ahead, so 6.00 more may be lost.
    const first = await wallet.debit({
      provider: PROVIDER,
      transactionId: `loss-${p.id}-w`,
      playerId: p.id,
      roundId: `loss-r-${p.id}-w`,
      gameId: null,
      amount: 100,
    });
    expect(first.ok).toBe(true);
    await wallet.credit({
      provider: PROVIDER,
      transactionId: `loss-${p.id}-win`,
      playerId: p.id,
      roundId: `loss-r-${p.id}-w`,
      gameId: null,
      amount: 200,
      betTransactionId: `loss-${p.id}-w`,
      closeRound: true,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        wallet.debit({
          provider: PROVIDER,
          transactionId: `loss-${p.id}-${i}`,
          playerId: p.id,
          roundId: `loss-r-${p.id}-${i}`,
          gameId: null,
          amount: 100,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(6);
    expect(results.filter((r) => !r.ok && r.code === 'daily_loss_limit')).toHaveLength(14);
    const state = await limitsOf(p.userToken);
    expect(state.today).toMatchObject({ bets: 7, wins: 2, loss: 5 });
  });
});

describe('deposit allowance (for the payments issue)', () => {
  it('counts today, this week and this month, and caps a PEP player at 100 a day', async () => {
    const p = await player(0);
    await putMe(p.userToken, {
      limits: { max_daily_deposit: '50', max_weekly_deposit: '350', max_monthly_deposit: '1000' },
    });
    await depositWith(db(), {
      playerId: p.id,
      amount: 2_000,
      provider: 'seed',
      transactionId: `al-${p.id}`,
    });
    const limits = createLimitsService({ db: db(), now: () => ctx.clock.now });
    expect(await limits.depositAllowance(db(), p.id)).toEqual({
      daily: 3_000,
      weekly: 33_000,
      monthly: 98_000,
    });
    expect((await limitsOf(p.userToken)).deposit_allowance).toEqual({
      daily: 30,
      weekly: 330,
      monthly: 980,
    });
    const pep = await player(0, { isPep: true });
    expect(await limits.depositAllowance(db(), pep.id)).toEqual({
      daily: 10_000,
      weekly: null,
      monthly: null,
    });
    await putMe(pep.userToken, { self_exclusion_period: 1 });
    expect(await limits.depositAllowance(db(), pep.id)).toEqual({
      daily: 0,
      weekly: 0,
      monthly: 0,
    });
  });
});

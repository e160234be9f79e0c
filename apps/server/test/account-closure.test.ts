/**
 * The player's own account (issue 11): `PUT static/players/{id}` (the fields and rules of
 * `PUT me`, owner only) and `DELETE static/players/{id}`: the closure stops play, deposits and
 * marketing at once, ends every session, keeps the balance, deletes the second factor (secret,
 * recovery codes, pending login challenges), and is audited. Runs on PGlite, and
 * on PostgreSQL with TEST_PG_URL (plus a race with a bet in flight there).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema.ts';
import { createWalletService } from '../src/wallet/service.ts';
import { wallets } from '../src/wallet/schema.ts';
import { hashToken } from '../src/auth/crypto.ts';
import { issueToken } from '../src/auth/sessions.ts';
import { totpCode } from '../src/staff/totp.ts';
import { call as v1, registerActivePlayer } from './accounts-support.ts';
import { buildTestApp, connectToTestDatabase, type TestApp } from './helper.ts';
import { frame, launch, openSession, useTestEngines, type TestGame } from './studio-support.ts';
import { createExternalGame, launchToken } from './providers-support.ts';
import { auditLedger, fundedPlayer, walletProviderCall } from './wallet-support.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const PROVIDER = 'acme';
const SECRET = 'acme-closure-secret-0123456789';
let ctx: TestApp;
let games: Record<string, TestGame>;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp({ WALLET_PROVIDER_SECRETS: `${PROVIDER}:${SECRET}` });
  games = await useTestEngines(db());
});
afterAll(async () => {
  if (!ctx) return;
  expect(await auditLedger(db())).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    negativeWallets: 0,
  });
  await ctx.close();
});

const player = (cents = 0, values: Partial<typeof t.players.$inferInsert> = {}) =>
  fundedPlayer(db(), ctx.clock.now, cents, 'closure', values);

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  userToken: string,
  body?: unknown,
) => v1(ctx.app, method, url, body, { userToken });

async function provider(path: string, body: object) {
  return walletProviderCall(ctx.app, path, body, { provider: PROVIDER, secret: SECRET });
}

const rowOf = async (id: number) =>
  (await db().select().from(t.players).where(eq(t.players.id, id)))[0]!;
const walletOf = async (id: number) =>
  (await db().select().from(wallets).where(eq(wallets.playerId, id)))[0];

/** Turns two-factor login on for a player (setup, enable): its recovery codes. */
async function withTwoFactor(p: { password: string; userToken: string }) {
  const setup = await call('POST', '/v1/me/two-factor/setup', p.userToken, {
    password: p.password,
  });
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data as { secret: string };
  const enable = await call('POST', '/v1/me/two-factor/enable', p.userToken, {
    code: await totpCode(secret, ctx.clock.now),
  });
  expect(enable.status).toBe(200);
  return (enable.body.data as { recovery_codes: string[] }).recovery_codes;
}
const twoFactorRows = async (playerId: number) => ({
  factor: await db()
    .select()
    .from(t.playerTwoFactor)
    .where(eq(t.playerTwoFactor.playerId, playerId)),
  codes: await db()
    .select()
    .from(t.playerRecoveryCodes)
    .where(eq(t.playerRecoveryCodes.playerId, playerId)),
});

describe('PUT static/players/{id}', () => {
  it("updates the owner's fields with the rules of PUT me", async () => {
    const p = await player();
    const res = await call('PUT', `/v1/static/players/${p.id}`, p.userToken, {
      reality_minutes: 30,
      newsletter: true,
      language: 'de',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: p.id,
      language: 'de',
      information: { reality_minutes: 30 },
      marketing: { newsletter: true },
    });
    // The same refusals as PUT me.
    const bad = await call('PUT', `/v1/static/players/${p.id}`, p.userToken, {
      language: 'xx',
      email: 'not-an-email',
    });
    expect(bad.status).toBe(422);
    const me = await call('PUT', '/v1/me', p.userToken, { language: 'xx', email: 'not-an-email' });
    expect(bad.body).toEqual(me.body);
  });

  it("refuses another player's id with 403 and changes nothing", async () => {
    const a = await player();
    const b = await player();
    const res = await call('PUT', `/v1/static/players/${b.id}`, a.userToken, { newsletter: true });
    expect(res).toMatchObject({ status: 403, body: { message: 'forbidden' } });
    expect((await rowOf(a.id)).newsletter).toBe(false);
    expect((await rowOf(b.id)).newsletter).toBe(false);
    // A guest: 401.
    expect(
      (await v1(ctx.app, 'PUT', `/v1/static/players/${b.id}`, { newsletter: true })).status,
    ).toBe(401);
  });
});

describe('DELETE static/players/{id}', () => {
  it("refuses another player's id with 403: the account stays open", async () => {
    const a = await player();
    const b = await player();
    expect((await call('DELETE', `/v1/static/players/${b.id}`, a.userToken)).status).toBe(403);
    expect((await rowOf(b.id)).status).toBe('active');
    expect((await call('GET', '/v1/me', b.userToken)).status).toBe(200);
  });

  it('closes the account: sessions end, play stops in the wallet, marketing stops, the balance stays; audited', async () => {
    const p = await player(10_000, { newsletter: true });
    const other = await issueToken(db(), { playerId: p.id, type: 'session', now: ctx.clock.now });
    // A game frame opened before the closure, and an external provider's game launched.
    const session = await openSession(ctx.app, games['test-instant']!, p.userToken);
    const external = await createExternalGame(db(), { aggregator: PROVIDER });
    const { token: providerToken } = await launchToken(ctx.app, external, p.userToken);
    const before = await walletOf(p.id);

    const res = await call('DELETE', `/v1/static/players/${p.id}`, p.userToken, {
      reason: 'I want to stop playing',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: p.id,
      status: 'closed',
      closed_at: ctx.clock.now.toISOString(),
    });
    const row = await rowOf(p.id);
    expect(row).toMatchObject({
      status: 'closed',
      newsletter: false,
      statusReason: 'I want to stop playing',
    });
    expect(row.closedAt?.toISOString()).toBe(ctx.clock.now.toISOString());
    // Every token ended.
    const live = await db()
      .select()
      .from(t.playerSessions)
      .where(and(eq(t.playerSessions.playerId, p.id), isNull(t.playerSessions.revokedAt)));
    expect(live).toEqual([]);
    for (const token of [p.userToken, other.token]) {
      expect((await call('GET', '/v1/me', token)).status).toBe(401);
      // The token counts for nothing: a launch is a guest's, with no real-money play.
      const launched = await launch(ctx.app, games['test-instant']!, {}, token);
      expect(
        (launched.body.data as Record<string, unknown> | undefined)?.play_for_real,
      ).toBeUndefined();
    }
    // The open frame can no longer bet: its session ended with the player's.
    const spin = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
      bet: { stake: 100 },
      clientSeed: 'seed',
      requestId: `closed-${p.id}`,
    });
    expect(spin.status).toBe(401);
    // An external provider's debit on the session launched before: it ended with the login.
    const debit = await provider('debit', {
      transaction_id: `closed-debit-${p.id}`,
      player_id: p.id,
      round_id: `closed-round-${p.id}`,
      game_id: external.id,
      session_token: providerToken,
      currency: 'EUR',
      amount: '1.00',
    });
    expect(debit).toMatchObject({ status: 409, body: { message: 'token_expired' } });
    const after = await walletOf(p.id);
    expect(after).toMatchObject({
      cash: before!.cash,
      bonus: before!.bonus,
      deposited: before!.deposited,
    });
    expect(after!.cash).toBe(10_000);
    // Audited as the player's own act.
    const [audit] = await db()
      .select()
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.action, 'player.closed_by_player'),
          eq(t.auditLog.targetId, String(p.id)),
        ),
      );
    expect(audit).toMatchObject({ staffId: null, targetType: 'player' });
    expect(audit!.details).toMatchObject({
      previous_status: 'active',
      reason: 'I want to stop playing',
      sessions_revoked: 2,
    });
  });

  it('a closed account cannot log in again (403 account_closed)', async () => {
    const p = await registerActivePlayer(ctx.app, ctx.database, { prefix: 'closing' });
    const res = await call('DELETE', `/v1/static/players/${p.id}`, p.userToken);
    expect(res.status).toBe(200);
    expect((await rowOf(p.id)).statusReason).toBe('Closed by the player');
    const login = await v1(ctx.app, 'POST', '/v1/auth/login', {
      username: p.username,
      password: p.password,
    });
    expect(login).toMatchObject({ status: 403, body: { message: 'account_closed' } });
  });

  it('deletes the second factor: the sealed secret, the recovery codes, the pending login challenge', async () => {
    const p = await registerActivePlayer(ctx.app, ctx.database, { prefix: 'closing2fa' });
    const other = await registerActivePlayer(ctx.app, ctx.database, { prefix: 'keeping2fa' });
    await withTwoFactor(p);
    await withTwoFactor(other);
    // A login waiting for its second step.
    const login = await v1(ctx.app, 'POST', '/v1/auth/login', {
      username: p.username,
      password: p.password,
    });
    expect(login.status).toBe(200);
    const { challenge } = login.body.data as { challenge: string };
    expect(challenge).toBeTruthy();
    const before = await twoFactorRows(p.id);
    expect(before.factor).toHaveLength(1);
    expect(before.factor[0]!.secret).toBeTruthy();
    expect(before.codes).toHaveLength(10);

    const res = await call('DELETE', `/v1/static/players/${p.id}`, p.userToken);
    expect(res.status).toBe(200);
    expect(await twoFactorRows(p.id)).toEqual({ factor: [], codes: [] });
    const [challengeRow] = await db()
      .select()
      .from(t.playerSessions)
      .where(eq(t.playerSessions.tokenHash, hashToken(challenge)));
    expect(challengeRow?.revokedAt).not.toBeNull();
    const [audit] = await db()
      .select()
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.action, 'player.closed_by_player'),
          eq(t.auditLog.targetId, String(p.id)),
        ),
      );
    expect(audit!.details).toMatchObject({ two_factor_removed: true });
    // Another player's second factor stays.
    const kept = await twoFactorRows(other.id);
    expect(kept.factor).toHaveLength(1);
    expect(kept.factor[0]!.enabledAt).not.toBeNull();
    expect(kept.codes).toHaveLength(10);
  });

  it('the wallet refuses a closed or blocked player even when the bet started before the closure', async () => {
    const wallet = createWalletService(db());
    const blocked = await player(5_000);
    await db().update(t.players).set({ status: 'blocked' }).where(eq(t.players.id, blocked.id));
    const refused = await wallet.debit({
      provider: 'croupier',
      transactionId: `blocked-${blocked.id}`,
      playerId: blocked.id,
      roundId: `blocked-r-${blocked.id}`,
      gameId: null,
      amount: 100,
    });
    expect(refused).toMatchObject({ ok: false, code: 'player_not_allowed' });
    expect((await walletOf(blocked.id))!.cash).toBe(5_000);
  });

  it.runIf(!!process.env.TEST_PG_URL)(
    'PostgreSQL: a bet waiting for the wallet lock while the account closes is refused',
    async () => {
      const p = await player(5_000);
      const holder = await connectToTestDatabase(db());
      try {
        // Another bet holds the wallet row.
        await holder.query('begin');
        await holder.query('select id from wallets where player_id = $1 for update', [p.id]);
        const wallet = createWalletService(db());
        const pending = wallet.debit({
          provider: 'croupier',
          transactionId: `race-${p.id}`,
          playerId: p.id,
          roundId: `race-r-${p.id}`,
          gameId: null,
          amount: 100,
        });
        // The debit has read the player as active and waits for the lock.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const closed = await call('DELETE', `/v1/static/players/${p.id}`, p.userToken);
        expect(closed.status).toBe(200);
        await holder.query('commit');
        expect(await pending).toMatchObject({ ok: false, code: 'player_not_allowed' });
        expect((await walletOf(p.id))!.cash).toBe(5_000);
      } finally {
        await holder.end();
      }
    },
  );
});

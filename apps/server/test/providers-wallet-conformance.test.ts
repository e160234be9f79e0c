/**
 * The aggregator rules (issue 15, "Aggregator wallet") for our own `/wallet/v1`: every call
 * signed with the test secret over app.inject, a `wallet` provider (X-Provider `demo`) with its
 * games launched through `POST /v1/casino/play/{provider}`, the ledger balanced after each rule.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/crypto.ts';
import { revokeToken } from '../src/auth/sessions.ts';
import * as s from '../src/db/schema.ts';
import { playerMessages } from '../src/messages/schema.ts';
import { heldWins, providerSessions } from '../src/providers/schema.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';
import {
  createExternalGame,
  expectBalancedLedger,
  houseBalance,
  launchToken,
  type ExternalGame,
} from './providers-support.ts';
import { launch } from './studio-support.ts';
import {
  expectSoundLedger,
  fundedPlayer,
  giveCampaign,
  walletProviderCall,
} from './wallet-support.ts';

const SECRETS = {
  demo: 'demo-conformance-secret-0123456789',
  other: 'other-conformance-secret-0123456789',
};
let t: TestApp;
let game: ExternalGame;
let game2: ExternalGame;
let otherGame: ExternalGame;
let staff: Record<'finance' | 'support', string>;
let n = 0;
const uniq = (p: string) => `${p}-${process.pid}-${++n}`;

beforeAll(async () => {
  t = await buildTestApp({
    WALLET_PROVIDER_SECRETS: `demo:${SECRETS.demo},other:${SECRETS.other}`,
  });
  game = await createExternalGame(t.database.db, { aggregator: 'demo' });
  game2 = await createExternalGame(t.database.db, { aggregator: 'demo' });
  otherGame = await createExternalGame(t.database.db, { aggregator: 'other' });
  staff = await staffTokens(t, 'held', ['finance', 'support']);
});
afterEach(async () => {
  if (t) {
    await expectBalancedLedger(t.database.db);
    await expectSoundLedger(t.database.db);
  }
});
afterAll(async () => {
  if (t) await t.close();
});

const call = (path: string, body: object, provider: keyof typeof SECRETS = 'demo') =>
  walletProviderCall(t.app, path, body, { provider, secret: SECRETS[provider] });

/** A player with `cents` EUR and a live login, and the session of a real launch of `g`. */
async function playing(cents = 100_00, g: ExternalGame = game, values = {}) {
  const p = await fundedPlayer(t.database.db, t.clock.now, cents, uniq('p'), values);
  const { token } = await launchToken(t.app, g, p.userToken);
  return { ...p, token };
}

const bet = (
  p: { id: number; token: string },
  over: Record<string, unknown> = {},
  provider: keyof typeof SECRETS = 'demo',
) =>
  call(
    'debit',
    {
      transaction_id: uniq('bet'),
      player_id: p.id,
      round_id: uniq('round'),
      game_id: game.id,
      session_token: p.token,
      currency: 'EUR',
      amount: '1.00',
      ...over,
    },
    provider,
  );

const win = (
  p: { id: number },
  b: { transaction_id: string; round_id: string },
  over: Record<string, unknown> = {},
) =>
  call('credit', {
    transaction_id: uniq('win'),
    player_id: p.id,
    round_id: b.round_id,
    game_id: game.id,
    currency: 'EUR',
    amount: '2.00',
    bet_transaction_id: b.transaction_id,
    close_round: false,
    ...over,
  });

const rollback = (
  p: { id: number },
  b: { transaction_id: string; round_id: string },
  over: Record<string, unknown> = {},
) =>
  call('rollback', {
    transaction_id: uniq('rb'),
    player_id: p.id,
    round_id: b.round_id,
    game_id: game.id,
    currency: 'EUR',
    bet_transaction_id: b.transaction_id,
    ...over,
  });

const cash = async (playerId: number) =>
  ((await call('balance', { player_id: playerId })).body.balance as { cash: number }).cash;

/** A bet that went through: its ids for the win or rollback. */
async function placed(p: { id: number; token: string }, amount = '1.00') {
  const ids = { transaction_id: uniq('bet'), round_id: uniq('round') };
  const res = await bet(p, { ...ids, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ids;
}

describe('launch', () => {
  it('a real launch gives the provider launch URL with a session of the player, game and provider', async () => {
    const p = await fundedPlayer(t.database.db, t.clock.now, 100, uniq('p'));
    const { token, url, mode } = await launchToken(t.app, game, p.userToken, {
      user_language: 'de',
    });
    expect(mode).toBe('real');
    expect(url.origin + url.pathname).toBe('https://games.example.test/play');
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('lang')).toBe('de');
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.searchParams.get('game')).toMatch(/^ext_game_/);
    const [row] = await t.database.db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ provider: 'demo', playerId: p.id, gameId: game.id, mode: 'real' });
    expect(row!.playerSessionId).toBe(p.tokenId);
    // Only the hash is stored.
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a guest gets a demo session; a demo session cannot move money', async () => {
    const { token, mode } = await launchToken(t.app, game);
    expect(mode).toBe('demo');
    const p = await fundedPlayer(t.database.db, t.clock.now, 100_00, uniq('p'));
    const res = await bet({ id: p.id, token });
    expect(res).toMatchObject({ status: 409, body: { message: 'demo_session' } });
  });

  it('a player without money, a provider without launch URL or disabled: refused', async () => {
    const broke = await fundedPlayer(t.database.db, t.clock.now, 0, uniq('p'));
    expect((await launch(t.app, game, {}, broke.userToken)).status).toBe(402);
    const noUrl = await createExternalGame(t.database.db, { aggregator: 'demo', launchUrl: null });
    const noUrlRes = await launch(t.app, noUrl);
    expect(noUrlRes).toMatchObject({ status: 404, body: { message: 'game_not_available' } });
    const off = await createExternalGame(t.database.db, { aggregator: 'demo' });
    await t.database.db
      .update(s.providers)
      .set({ isEnabled: false })
      .where(eq(s.providers.id, off.providerId));
    expect((await launch(t.app, off)).status).toBe(404);
  });
});

describe('/wallet/v1 bets need a live session of that player, game and provider', () => {
  it('a bet without a session token is refused and moves nothing', async () => {
    const p = await playing();
    const res = await call('debit', {
      transaction_id: uniq('bet'),
      player_id: p.id,
      round_id: uniq('round'),
      game_id: game.id,
      currency: 'EUR',
      amount: '1.00',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ session_token: ['field_required'] });
    expect(await cash(p.id)).toBe(100);
  });

  it("a bet with another player's session is refused (invalid_token)", async () => {
    const p = await playing();
    const q = await playing();
    const res = await bet({ id: p.id, token: q.token });
    expect(res).toMatchObject({ status: 409, body: { message: 'invalid_token', balance: null } });
    expect(await cash(p.id)).toBe(100);
    expect(await cash(q.id)).toBe(100);
  });

  it('a bet with the session of another game is refused (invalid_game)', async () => {
    const p = await playing(100_00, game2);
    const res = await bet(p, { game_id: game.id });
    expect(res).toMatchObject({ status: 409, body: { message: 'invalid_game' } });
    expect(await cash(p.id)).toBe(100);
  });

  it("a bet with another provider's session is refused (invalid_token)", async () => {
    const p = await playing(100_00, otherGame);
    // The session was issued for `other`: `demo` cannot use it, whatever game it names.
    expect(await bet(p, { game_id: otherGame.id })).toMatchObject({
      status: 409,
      body: { message: 'invalid_token' },
    });
    // `other` can, on its own game.
    expect((await bet(p, { game_id: otherGame.id }, 'other')).status).toBe(200);
  });

  it('a bet on an expired session is refused (token_expired); its retry and a win are not', async () => {
    const p = await playing();
    const first = await placed(p);
    await t.database.db
      .update(providerSessions)
      .set({ expiresAt: new Date(t.clock.now.getTime() - 1000) })
      .where(eq(providerSessions.tokenHash, hashToken(p.token)));
    expect(await bet(p)).toMatchObject({ status: 409, body: { message: 'token_expired' } });
    // The retry of a bet made while the session lived: its first answer.
    const retry = await bet(p, { ...first });
    expect(retry).toMatchObject({ status: 200, body: { duplicate: true } });
    const won = await win(p, first, { session_token: p.token });
    expect(won).toMatchObject({ status: 200, body: { ok: true, cash: 2 } });
    expect(await cash(p.id)).toBe(101);
  });

  it('a session ends with a TTL of 8 hours by default', async () => {
    const p = await playing();
    const [row] = await t.database.db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.tokenHash, hashToken(p.token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(8 * 3600_000);
  });

  it('a bet after the player signed out is refused (token_expired)', async () => {
    const p = await playing();
    await revokeToken(t.database.db, p.tokenId, t.clock.now);
    expect(await bet(p)).toMatchObject({ status: 409, body: { message: 'token_expired' } });
    expect(await cash(p.id)).toBe(100);
  });

  it('a bet in another currency than the session is refused (wrong_currency)', async () => {
    const p = await playing();
    expect(await bet(p, { currency: 'USD' })).toMatchObject({
      status: 409,
      body: { message: 'wrong_currency' },
    });
    const b = await placed(p);
    expect(await win(p, b, { currency: 'CZK' })).toMatchObject({
      status: 409,
      body: { message: 'wrong_currency' },
    });
    expect(await rollback(p, b, { currency: 'USD' })).toMatchObject({
      status: 409,
      body: { message: 'wrong_currency' },
    });
    expect(await cash(p.id)).toBe(99);
  });

  it('an unknown game is refused for bets, wins and rollbacks (invalid_game)', async () => {
    const p = await playing();
    const b = await placed(p);
    for (const res of [
      await bet(p, { game_id: 2_000_000_000 }),
      await win(p, b, { game_id: 2_000_000_000 }),
      await rollback(p, b, { game_id: 2_000_000_000 }),
    ]) {
      expect(res).toMatchObject({ status: 409, body: { message: 'invalid_game' } });
    }
    // A studio game is no provider's either.
    const [studio] = await t.database.db
      .select({ id: s.games.id })
      .from(s.games)
      .innerJoin(s.providers, eq(s.providers.id, s.games.providerId))
      .where(eq(s.providers.integration, 'studio'))
      .limit(1);
    expect(await win(p, b, { game_id: studio!.id })).toMatchObject({
      status: 409,
      body: { message: 'invalid_game' },
    });
  });

  it("a win or rollback on another provider's game is refused (invalid_game)", async () => {
    const p = await playing();
    const b = await placed(p);
    expect(await win(p, b, { game_id: otherGame.id })).toMatchObject({
      status: 409,
      body: { message: 'invalid_game' },
    });
    expect(await rollback(p, b, { game_id: otherGame.id })).toMatchObject({
      status: 409,
      body: { message: 'invalid_game' },
    });
  });

  it("a win naming another player's session is refused (invalid_token)", async () => {
    const p = await playing();
    const q = await playing();
    const b = await placed(p);
    expect(await win(p, b, { session_token: q.token })).toMatchObject({
      status: 409,
      body: { message: 'invalid_token' },
    });
    expect(await cash(p.id)).toBe(99);
  });
});

describe('/wallet/v1 money rules', () => {
  it('a duplicate transaction returns the first answer (its balance of then) and moves nothing', async () => {
    const p = await playing();
    const ids = { transaction_id: uniq('bet'), round_id: uniq('round') };
    const first = await bet(p, ids);
    expect(first.status).toBe(200);
    await placed(p); // the balance moves on
    const again = await bet(p, ids);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    const w = { transaction_id: uniq('win') };
    const won = await win(p, ids, w);
    const wonAgain = await win(p, ids, w);
    expect(wonAgain.body).toEqual({ ...won.body, duplicate: true });
    expect(await cash(p.id)).toBe(100);
    const rows = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.provider, 'demo'), eq(ledgerTransactions.playerId, p.id)));
    expect(rows).toHaveLength(3);
  });

  it('a win without its bet does not exist (bet_not_found)', async () => {
    const p = await playing();
    const res = await win(p, { transaction_id: uniq('nobet'), round_id: uniq('round') });
    expect(res).toMatchObject({ status: 409, body: { message: 'bet_not_found' } });
    expect(await cash(p.id)).toBe(100);
  });

  it('a win after its bet was rolled back is refused (bet_rolled_back)', async () => {
    const p = await playing();
    const b = await placed(p);
    expect((await rollback(p, b)).status).toBe(200);
    expect(await win(p, b)).toMatchObject({ status: 409, body: { message: 'bet_rolled_back' } });
    expect(await cash(p.id)).toBe(100);
  });

  it('a rollback of an unknown bet answers ok and moves nothing; that bet is then refused', async () => {
    const p = await playing();
    const ids = { transaction_id: uniq('late'), round_id: uniq('round') };
    const rb = await rollback(p, ids);
    expect(rb).toMatchObject({ status: 200, body: { ok: true, cash: 0, bonus: 0 } });
    expect(await bet(p, ids)).toMatchObject({
      status: 409,
      body: { message: 'bet_rolled_back' },
    });
    expect(await cash(p.id)).toBe(100);
  });

  it('a self-excluded player cannot bet but still gets wins and rollbacks', async () => {
    const p = await playing();
    const b1 = await placed(p);
    const b2 = await placed(p);
    await t.database.db
      .update(s.players)
      .set({ statusExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(s.players.id, p.id));
    expect(await bet(p)).toMatchObject({ status: 409, body: { message: 'self_excluded' } });
    expect((await win(p, b1)).status).toBe(200);
    expect((await rollback(p, b2)).status).toBe(200);
    expect(await cash(p.id)).toBe(101);
  });

  it('a blocked player cannot bet but still gets wins and rollbacks', async () => {
    const p = await playing();
    const b1 = await placed(p);
    const b2 = await placed(p);
    await t.database.db.update(s.players).set({ status: 'blocked' }).where(eq(s.players.id, p.id));
    expect(await bet(p)).toMatchObject({ status: 409, body: { message: 'player_not_allowed' } });
    expect((await win(p, b1)).status).toBe(200);
    expect((await rollback(p, b2)).status).toBe(200);
    expect(await cash(p.id)).toBe(101);
  });

  it('several bets and wins in one round', async () => {
    const p = await playing();
    const round = uniq('round');
    const b1 = { transaction_id: uniq('bet'), round_id: round };
    const b2 = { transaction_id: uniq('bet'), round_id: round };
    expect((await bet(p, { ...b1, amount: '1.00' })).status).toBe(200);
    expect((await win(p, b1, { amount: '0.50' })).status).toBe(200);
    expect((await bet(p, { ...b2, amount: '2.00' })).status).toBe(200);
    expect((await win(p, b2, { amount: '3.00', close_round: true })).status).toBe(200);
    expect(await cash(p.id)).toBe(100.5);
    // The round is closed: no more bets in it.
    expect(await bet(p, { round_id: round })).toMatchObject({
      status: 409,
      body: { message: 'round_closed' },
    });
  });

  it("the player's daily bet limit refuses a bet", async () => {
    const p = await playing(100_00, game, { maxDailyBet: 150 });
    await placed(p);
    expect(await bet(p)).toMatchObject({ status: 409, body: { message: 'daily_bet_limit' } });
    expect(await cash(p.id)).toBe(99);
  });

  it("the bonus's max bet refuses a larger bet", async () => {
    const p = await playing();
    await giveCampaign(t.database.db, p.id, { bonusAmount: 10_00, target: 100_00, maxBet: 2_00 });
    expect(await bet(p, { amount: '2.01' })).toMatchObject({
      status: 409,
      body: { message: 'bonus_bet_limit' },
    });
    expect((await bet(p, { amount: '2.00' })).status).toBe(200);
  });
});

describe('wins above the cap are held for staff review', () => {
  const held = async (ledgerTransactionId: number) =>
    (
      await t.database.db
        .select()
        .from(heldWins)
        .where(eq(heldWins.ledgerTransactionId, ledgerTransactionId))
    )[0]!;

  it("a win above the game's maximum is held, then paid once by staff (two at once pay once)", async () => {
    const capped = await createExternalGame(t.database.db, {
      aggregator: 'demo',
      maxWinMultiplier: 10,
    });
    const p = await playing(100_00, capped);
    const b = { transaction_id: uniq('bet'), round_id: uniq('round') };
    expect((await bet(p, { ...b, game_id: capped.id })).status).toBe(200);
    const heldBefore = await houseBalance(t.database.db, 'wins_held');
    // 10.00 is the game's maximum for a 1.00 stake: paid.
    const small = await win(p, b, { game_id: capped.id, amount: '10.00' });
    expect(small.body).toMatchObject({ ok: true, cash: 10 });
    expect(small.body.held).toBeUndefined();
    // Another 0.01 in the same round passes it: held.
    const w = { transaction_id: uniq('win') };
    const big = await win(p, b, { ...w, game_id: capped.id, amount: '50.00' });
    expect(big).toMatchObject({ status: 200, body: { ok: true, cash: 0, bonus: 0, held: 50 } });
    expect((big.body.balance as { cash: number }).cash).toBe(109);
    // A retry: the same answer.
    const retry = await win(p, b, { ...w, game_id: capped.id, amount: '50.00' });
    expect(retry.body).toEqual({ ...big.body, duplicate: true });
    expect(await houseBalance(t.database.db, 'wins_held')).toBe(heldBefore + 50_00);
    // The bet counts as settled: it can no longer be rolled back.
    expect(await rollback(p, b, { game_id: capped.id })).toMatchObject({
      status: 409,
      body: { message: 'bet_settled' },
    });
    const row = await held(big.body.ledger_transaction_id as number);
    expect(row).toMatchObject({
      playerId: p.id,
      amount: 50_00,
      cap: 10_00,
      capKind: 'game_max_win',
      status: 'pending',
    });

    // Support may not review; finance lists and pays.
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/staff/v1/held-wins/${row.id}/pay`,
      headers: { authorization: `Bearer ${staff.support}` },
      payload: {},
    });
    expect(forbidden.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/staff/v1/held-wins?status=pending',
      headers: { authorization: `Bearer ${staff.finance}` },
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: { id: number }[] }).data.map((h) => h.id)).toContain(row.id);
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/staff/v1/held-wins/${row.id}/pay`,
        headers: { authorization: `Bearer ${staff.finance}` },
        payload: { note: 'checked with the provider' },
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await cash(p.id)).toBe(159);
    expect(await houseBalance(t.database.db, 'wins_held')).toBe(heldBefore);
    expect((await held(row.ledgerTransactionId)).status).toBe('paid');
    const again = await pay();
    expect(again.statusCode).toBe(409);
    expect(await cash(p.id)).toBe(159);
    const messages = await t.database.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.id));
    expect(messages.map((m) => m.subject)).toContain('Your win has been paid');
    const [audit] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'held_win.paid'));
    expect(audit).toBeDefined();
  });

  it("a win above the provider's cap is held, and refused by staff back to the house", async () => {
    const capped = await createExternalGame(t.database.db, {
      aggregator: 'demo',
      maxWinCap: 20_00,
    });
    const p = await playing(100_00, capped);
    const b = { transaction_id: uniq('bet'), round_id: uniq('round') };
    expect((await bet(p, { ...b, game_id: capped.id })).status).toBe(200);
    const gameBefore = await houseBalance(t.database.db, 'house_game');
    const big = await win(p, b, { game_id: capped.id, amount: '30.00' });
    expect(big).toMatchObject({ status: 200, body: { cash: 0, held: 30 } });
    const row = await held(big.body.ledger_transaction_id as number);
    expect(row).toMatchObject({ cap: 20_00, capKind: 'provider_cap' });
    const refuse = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/staff/v1/held-wins/${row.id}/refuse`,
        headers: { authorization: `Bearer ${staff.finance}` },
        payload,
      });
    expect((await refuse({})).statusCode).toBe(422);
    const res = await refuse({ note: 'provider confirmed a malfunction' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'refused' } });
    expect(await houseBalance(t.database.db, 'house_game')).toBe(gameBefore);
    expect(await cash(p.id)).toBe(99);
    expect((await refuse({ note: 'again' })).statusCode).toBe(409);
  });
});

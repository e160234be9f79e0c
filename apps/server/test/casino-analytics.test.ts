/**
 * The casino activity report (`GET /v1/casino/analytics`): rounds played through the seamless
 * wallet (cash, then bonus money, a refunded bet) come out per game and provider with the sums a
 * player computes by hand, over whole UTC days, and never with another player's play. Runs on
 * PGlite, and on PostgreSQL with TEST_PG_URL.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { assignBonusWith } from '../src/wallet/service.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { buildTestApp, SKIN_AUTH, type TestApp } from './helper.ts';
import { issueTestSession, useAsWalletProvider } from './providers-support.ts';
import { expectSoundLedger, fundedPlayer, walletProviderCall } from './wallet-support.ts';

const PROVIDER = 'acme';
const SECRET = 'acme-analytics-secret-0123456789';
let ctx: TestApp;
const db = () => ctx.database.db;

interface Game {
  id: number;
  name: string;
  providerId: number;
  provider: string;
}
let gameA: Game;
let gameB: Game;

beforeAll(async () => {
  ctx = await buildTestApp({ WALLET_PROVIDER_SECRETS: `${PROVIDER}:${SECRET}` });
  const rows = await db()
    .select({
      id: t.games.id,
      name: t.games.name,
      providerId: t.games.providerId,
      provider: t.providers.name,
    })
    .from(t.games)
    .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
    .orderBy(t.games.id);
  gameA = rows[0]!;
  // A game of another provider (the filter and the provider list need two).
  gameB = rows.find((r) => r.providerId !== gameA.providerId)!;
  expect(gameB).toBeDefined();
});
afterAll(async () => {
  if (!ctx) return;
  await expectSoundLedger(ctx.database.db);
  await ctx.close();
});

async function report(token: string, query: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/v1/casino/analytics?${query}`,
    headers: { authorization: SKIN_AUTH, 'user-token': token },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any };
}

const wallet = (path: string, body: object) =>
  walletProviderCall(ctx.app, path, body, { provider: PROVIDER, secret: SECRET });

/** Plays through `/wallet/v1` and dates the ledger transaction it made at `at`. */
async function play(
  op: 'debit' | 'credit' | 'rollback',
  body: {
    player_id: number;
    round_id: string;
    game_id: number;
    transaction_id: string;
    amount?: string;
    bet_transaction_id?: string;
    session_token: string;
    currency: string;
  },
  at: string,
) {
  const res = await wallet(op, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const moved = await db()
    .update(ledgerTransactions)
    .set({ createdAt: new Date(at) })
    .where(
      and(
        eq(ledgerTransactions.provider, PROVIDER),
        eq(ledgerTransactions.externalId, body.transaction_id),
      ),
    )
    .returning({ id: ledgerTransactions.id });
  expect(moved).toHaveLength(1);
}

let serial = 0;
const txId = (tag: string) => `an-${tag}-${process.pid}-${(serial += 1)}`;

/**
 * The scenario (EUR, cents): 100.00 deposited and a 20.00 bonus.
 * 2026-03-10 (UTC):
 *   A 10:00 bet 30.00 (all cash)            cash 70.00
 *   A 10:01 win 12.50 (all cash)            cash 82.50
 *   A 10:02 bet 5.00, refunded at 10:03     (does not count)
 *   B 11:00 bet 90.00 = 82.50 cash + 7.50 bonus    cash 0, bonus 12.50
 *   B 11:01 win 36.00 = 33.00 cash + 3.00 bonus (the bet's proportions)
 *   B 23:59:59 bet 2.00 (cash)
 * 2026-03-11 00:00:00: A bet 1.00 (cash)
 */
async function scenario() {
  const p = await fundedPlayer(db(), ctx.clock.now, 10_000, 'analytics');
  // Both games' providers play on /wallet/v1 as `acme`, each game with the player's session.
  await useAsWalletProvider(db(), [gameA.providerId, gameB.providerId], PROVIDER);
  const session = async (game: Game) =>
    issueTestSession(db(), {
      provider: PROVIDER,
      playerId: p.id,
      playerSessionId: p.tokenId,
      gameId: game.id,
      now: ctx.clock.now,
    });
  const tokens = new Map([
    [gameA.id, await session(gameA)],
    [gameB.id, await session(gameB)],
  ]);
  const [campaign] = await db().select({ id: t.campaigns.id }).from(t.campaigns).limit(1);
  const bonus = await assignBonusWith(db(), {
    playerId: p.id,
    campaignId: campaign!.id,
    amount: 2_000,
    target: 10_000_000,
    maxBet: null,
    transactionId: txId('bonus'),
  });
  expect(bonus.ok).toBe(true);
  const base = (game: Game, round: string) => ({
    player_id: p.id,
    game_id: game.id,
    round_id: `${round}-${p.id}`,
    session_token: tokens.get(game.id)!,
    currency: 'EUR',
  });
  const a1 = txId('a1');
  await play(
    'debit',
    { ...base(gameA, 'ra1'), transaction_id: a1, amount: '30.00' },
    '2026-03-10T10:00:00Z',
  );
  await play(
    'credit',
    { ...base(gameA, 'ra1'), transaction_id: txId('a1w'), amount: '12.50', bet_transaction_id: a1 },
    '2026-03-10T10:01:00Z',
  );
  const a2 = txId('a2');
  await play(
    'debit',
    { ...base(gameA, 'ra2'), transaction_id: a2, amount: '5.00' },
    '2026-03-10T10:02:00Z',
  );
  await play(
    'rollback',
    { ...base(gameA, 'ra2'), transaction_id: txId('a2r'), bet_transaction_id: a2 },
    '2026-03-10T10:03:00Z',
  );
  const b1 = txId('b1');
  await play(
    'debit',
    { ...base(gameB, 'rb1'), transaction_id: b1, amount: '90.00' },
    '2026-03-10T11:00:00Z',
  );
  await play(
    'credit',
    { ...base(gameB, 'rb1'), transaction_id: txId('b1w'), amount: '36.00', bet_transaction_id: b1 },
    '2026-03-10T11:01:00Z',
  );
  await play(
    'debit',
    { ...base(gameB, 'rb2'), transaction_id: txId('b2'), amount: '2.00' },
    '2026-03-10T23:59:59.999Z',
  );
  await play(
    'debit',
    { ...base(gameA, 'ra3'), transaction_id: txId('a3'), amount: '1.00' },
    '2026-03-11T00:00:00Z',
  );
  // The split the scenario relies on is the ledger's.
  const rows = await db()
    .select({
      op: ledgerTransactions.operation,
      status: ledgerTransactions.status,
      cash: ledgerTransactions.cash,
      bonus: ledgerTransactions.bonus,
    })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.playerId, p.id), eq(ledgerTransactions.gameId, gameB.id)))
    .orderBy(ledgerTransactions.createdAt);
  expect(rows.slice(0, 2)).toEqual([
    { op: 'bet', status: 'authorized', cash: -8_250, bonus: -750 },
    { op: 'win', status: 'authorized', cash: 3_300, bonus: 300 },
  ]);
  return p;
}

const currency = { code: 'EUR', symbol: expect.any(String) };

describe('GET /v1/casino/analytics', () => {
  let p: Awaited<ReturnType<typeof scenario>>;
  beforeAll(async () => {
    p = await scenario();
  });

  it('gives per game the bets, wins and net of all money, last play first', async () => {
    const res = await report(p.userToken, 'from=2026-03-10&to=2026-03-10');
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      {
        id: gameB.id,
        created_at: '2026-03-10T23:59:59.999Z',
        currency,
        game: gameB.name,
        provider: gameB.provider,
        bets_count: 2,
        bets: 92,
        wins: 36,
        net: -56,
      },
      {
        // The refunded bet at 10:02 is not the last play: it does not count.
        id: gameA.id,
        created_at: '2026-03-10T10:01:00.000Z',
        currency,
        game: gameA.name,
        provider: gameA.provider,
        bets_count: 1,
        bets: 30,
        wins: 12.5,
        net: -17.5,
      },
    ]);
    expect(res.body.data.totals).toEqual({
      bets: 122,
      bonus_bets: 7.5,
      wins: 48.5,
      bonus_wins: 3,
      net: -73.5,
    });
    expect(res.body.data.providers).toEqual(
      [
        { id: gameA.providerId, name: gameA.provider },
        { id: gameB.providerId, name: gameB.provider },
      ].sort((x, y) => x.name.localeCompare(y.name)),
    );
    expect(res.body.data.rows[0].currency.code).toBe('EUR');
  });

  it('real money counts only the cash parts', async () => {
    const res = await report(p.userToken, 'from=2026-03-10&to=2026-03-10&money_type=real');
    expect(res.status).toBe(200);
    expect(
      res.body.data.rows.map((r: Record<string, unknown>) => [
        r.id,
        r.bets_count,
        r.bets,
        r.wins,
        r.net,
      ]),
    ).toEqual([
      [gameB.id, 2, 84.5, 33, -51.5],
      [gameA.id, 1, 30, 12.5, -17.5],
    ]);
    expect(res.body.data.totals).toEqual({
      bets: 114.5,
      bonus_bets: 0,
      wins: 45.5,
      bonus_wins: 0,
      net: -69,
    });
  });

  it('bonus money counts only the bonus parts (a game without bonus play has no row)', async () => {
    const res = await report(p.userToken, 'from=2026-03-10&to=2026-03-10&money_type=bonus');
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toHaveLength(1);
    expect(res.body.data.rows[0]).toMatchObject({
      id: gameB.id,
      bets_count: 1,
      bets: 7.5,
      wins: 3,
      net: -4.5,
    });
    expect(res.body.data.totals).toEqual({
      bets: 7.5,
      bonus_bets: 7.5,
      wins: 3,
      bonus_wins: 3,
      net: -4.5,
    });
  });

  it('filters by provider; the provider list still names every provider played', async () => {
    const res = await report(
      p.userToken,
      `from=2026-03-10&to=2026-03-10&provider_id=${gameA.providerId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r: { id: number }) => r.id)).toEqual([gameA.id]);
    expect(res.body.data.totals).toMatchObject({ bets: 30, wins: 12.5, net: -17.5 });
    expect(res.body.data.providers).toHaveLength(2);
  });

  it('takes whole UTC days: 23:59:59.999 is the day, 00:00:00 the next', async () => {
    const next = await report(p.userToken, 'from=2026-03-11&to=2026-03-11');
    expect(next.body.data.rows).toEqual([
      expect.objectContaining({ id: gameA.id, bets_count: 1, bets: 1, wins: 0, net: -1 }),
    ]);
    expect(next.body.data.providers).toEqual([{ id: gameA.providerId, name: gameA.provider }]);
    const both = await report(p.userToken, 'from=2026-03-10&to=2026-03-11');
    expect(both.body.data.totals).toMatchObject({ bets: 123, wins: 48.5, net: -74.5 });
    expect(both.body.data.rows.map((r: { id: number }) => r.id)).toEqual([gameA.id, gameB.id]);
    const before = await report(p.userToken, 'from=2026-03-01&to=2026-03-09');
    expect(before.body.data).toEqual({
      rows: [],
      totals: { bets: 0, bonus_bets: 0, wins: 0, bonus_wins: 0, net: 0 },
      providers: [],
    });
  });

  it("never shows another player's play", async () => {
    const other = await fundedPlayer(db(), ctx.clock.now, 5_000, 'analytics-other');
    await play(
      'debit',
      {
        player_id: other.id,
        game_id: gameA.id,
        round_id: `ro-${other.id}`,
        transaction_id: txId('o1'),
        amount: '7.00',
        currency: 'EUR',
        session_token: await issueTestSession(db(), {
          provider: PROVIDER,
          playerId: other.id,
          playerSessionId: other.tokenId,
          gameId: gameA.id,
          now: ctx.clock.now,
        }),
      },
      '2026-03-10T12:00:00Z',
    );
    const mine = await report(p.userToken, 'from=2026-03-10&to=2026-03-10');
    expect(mine.body.data.totals.bets).toBe(122);
    const theirs = await report(other.userToken, 'from=2026-03-10&to=2026-03-10');
    expect(theirs.body.data.rows).toEqual([
      expect.objectContaining({ id: gameA.id, bets_count: 1, bets: 7, wins: 0, net: -7 }),
    ]);
    expect(theirs.body.data.totals).toEqual({
      bets: 7,
      bonus_bets: 0,
      wins: 0,
      bonus_wins: 0,
      net: -7,
    });
    // Nothing of the player's but their own ledger rows was read: same count either way.
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.gameId, gameA.id), ne(ledgerTransactions.playerId, p.id)));
    expect(count!.n).toBeGreaterThan(0);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-10', { from: ['field_invalid'] }],
    ['from=2026-03-11&to=2026-03-10', { from: ['field_invalid'] }],
    ['from=2025-01-01&to=2026-03-10', { to: ['field_invalid'] }],
    ['from=10-03-2026&to=2026-03-10', { from: ['field_invalid'] }],
    ['from=2026-03-10', { to: ['field_invalid'] }],
    ['from=2026-03-10%00&to=2026-03-10', { from: ['field_invalid'] }],
    ['from=2026-03-10&to=2026-03-10&money_type=cash', { money_type: ['field_invalid'] }],
    ['from=2026-03-10&to=2026-03-10&provider_id=x', { provider_id: ['field_invalid'] }],
  ])('refuses %s with 422 and field keys', async (query, errors) => {
    const res = await report(p.userToken, query);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('accepts a range of 366 days', async () => {
    const res = await report(p.userToken, 'from=2025-03-11&to=2026-03-11');
    expect(res.status).toBe(200);
    expect(res.body.data.totals.bets).toBe(123);
  });

  it('needs a player session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/casino/analytics?from=2026-03-10&to=2026-03-10',
      headers: { authorization: SKIN_AUTH },
    });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * Progressive jackpots in the wallet's transactions: the contribution of every qualifying bet
 * (exactly the stated share of the stakes, under real concurrency on PostgreSQL), the drop (paid
 * once, even to bets racing for it), the commitment to the drop point, refunds, and the ledger.
 * Runs on PGlite, and on PostgreSQL with TEST_PG_URL (the pool's connections in parallel).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { createWalletService, type WalletService } from '../src/wallet/service.ts';
import { createTestDatabase } from './helper.ts';
import {
  commitmentOf,
  cycles,
  houseJackpot,
  rawDebit,
  setDropPoint,
  testJackpot,
} from './jackpots-support.ts';
import { auditLedger, insertFundedPlayer, insertPlayers } from './wallet-support.ts';

let database: Database;
let drop: () => Promise<void>;
let wallet: WalletService;
let seq = 0;
const nextId = (p = 'tx') => `${p}-${++seq}`;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  wallet = createWalletService(database.db);
}, 60_000);
afterAll(async () => {
  expect(await auditLedger(database.db)).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    negativeWallets: 0,
  });
  await drop();
});

const funded = (cents: number) => insertFundedPlayer(database.db, wallet, cents, () => nextId('d'));
const bet = (player: number, game: number, amount: number, round = nextId('r')) =>
  wallet.debit({
    provider: 'test',
    transactionId: `${round}:bet`,
    playerId: player,
    roundId: round,
    gameId: game,
    amount,
  });

/** Every house_jackpot movement is matched: its balance is the open cycles' contributions. */
async function expectJackpotAccountMatchesPots() {
  const open = (await database.db.execute(sql`
    select coalesce(sum(c.contributions), 0)::text as n from jackpot_cycles c
    join jackpots j on j.id = c.jackpot_id join currencies cu on cu.id = j.currency_id
    where c.status = 'open' and cu.code = 'EUR'`)) as unknown as { rows: { n: string }[] };
  expect(await houseJackpot(database.db)).toBe(Number(open.rows[0]!.n));
}

describe('jackpot contributions', () => {
  it('1,000 concurrent qualifying bets give exactly the stated share of their stakes', async () => {
    // 1.37 % of each stake: most stakes leave a remainder below one cent, carried exactly.
    const jp = await testJackpot(database.db, {
      tag: 'many',
      rateBp: 137,
      seed: 100_000,
      mustDropBy: 1_000_000_000_000,
    });
    await setDropPoint(database.db, jp.id, 1_000_000_000_000);
    const players = await Promise.all(Array.from({ length: 40 }, () => funded(1_000_000)));
    const stakes = Array.from({ length: 1000 }, (_, i) => 1 + ((i * 7919) % 2_499));
    const results = await Promise.all(
      stakes.map((stake, i) => bet(players[i % players.length]!, jp.gameId, stake)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const total = stakes.reduce((a, b) => a + b, 0);
    const [cycle] = await cycles(database.db, jp.id);
    expect(cycle).toMatchObject({
      number: 1,
      status: 'open',
      bets: 1000,
      contributions: Math.floor((total * 137) / 10_000),
      carryE4: (total * 137) % 10_000,
    });
    await expectJackpotAccountMatchesPots();
  }, 120_000);

  it('a bet in another currency, or in a game outside the jackpot, contributes nothing', async () => {
    const jp = await testJackpot(database.db, {
      tag: 'scope',
      rateBp: 100,
      seed: 1_000,
      mustDropBy: 1_000_000,
    });
    const other = await testJackpot(database.db, {
      tag: 'scope2',
      rateBp: 100,
      seed: 1_000,
      mustDropBy: 1_000_000,
    });
    const [usd] = await insertPlayers(database.db, 1, { currency: 'USD' });
    await wallet.deposit({
      playerId: usd!,
      amount: 10_000,
      provider: 'test-pay',
      transactionId: nextId('d'),
    });
    expect((await bet(usd!, jp.gameId, 5_000)).ok).toBe(true);
    const eur = await funded(10_000);
    expect((await bet(eur, other.gameId, 5_000)).ok).toBe(true);
    const [cycle] = await cycles(database.db, jp.id);
    expect(cycle).toMatchObject({ contributions: 0, carryE4: 0, bets: 0 });
  });

  it('a refunded bet gives the player the whole stake back; its contribution stays in the pot', async () => {
    const jp = await testJackpot(database.db, {
      tag: 'refund',
      rateBp: 200,
      seed: 1_000,
      mustDropBy: 10_000_000,
    });
    await setDropPoint(database.db, jp.id, 10_000_000);
    const p = await funded(10_000);
    const round = nextId('r');
    expect(await bet(p, jp.gameId, 5_000, round)).toMatchObject({ ok: true });
    const refund = await wallet.rollback({
      provider: 'test',
      transactionId: `${round}:rb`,
      playerId: p,
      roundId: round,
      gameId: jp.gameId,
      betTransactionId: `${round}:bet`,
    });
    expect(refund).toMatchObject({ ok: true, balance: { cash: 10_000 } });
    const [cycle] = await cycles(database.db, jp.id);
    // 2 % of 50.00 = 1.00: the house's game account bore it, not the player.
    expect(cycle).toMatchObject({ contributions: 100, bets: 1 });
    await expectJackpotAccountMatchesPots();
  });
});

describe('jackpot drops', () => {
  it('the bet that reaches the drop point wins the pot to cash, once; the next cycle starts', async () => {
    const jp = await testJackpot(database.db, {
      tag: 'drop',
      rateBp: 1_000,
      seed: 50_000,
      mustDropBy: 5_000_000,
    });
    await setDropPoint(database.db, jp.id, 50_250);
    const p = await funded(100_000);
    const round = nextId('r');
    // 10 % of 20.00 = 2.00: the pot 502.00 is still short of the drop point 502.50.
    const first = await rawDebit(database.db, {
      tx: `${round}:bet`,
      player: p,
      round,
      game: jp.gameId,
      amount: 2_000,
    });
    expect(first.jackpot).toBeUndefined();
    const round2 = nextId('r');
    const won = await rawDebit(database.db, {
      tx: `${round2}:bet`,
      player: p,
      round: round2,
      game: jp.gameId,
      amount: 1_000,
    });
    // 500.00 seed + 2.00 + 1.00 = 503.00 >= 502.50: the pot is paid.
    expect(won).toMatchObject({
      ok: true,
      jackpot: [{ jackpotId: jp.id, cycle: 1, amount: 50_300 }],
      balance: { cash: 100_000 - 3_000 + 50_300 },
    });
    // A retry of the winning bet answers the stored reply and pays nothing more.
    const retry = await rawDebit(database.db, {
      tx: `${round2}:bet`,
      player: p,
      round: round2,
      game: jp.gameId,
      amount: 1_000,
    });
    expect(retry).toMatchObject({ duplicate: true, jackpot: [{ amount: 50_300 }] });
    expect((await wallet.balance(p)).cash).toBe(100_000 - 3_000 + 50_300);

    const [c1, c2] = await cycles(database.db, jp.id);
    expect(c1).toMatchObject({
      status: 'dropped',
      payout: 50_300,
      winnerPlayerId: p,
      roundId: round2,
      gameId: jp.gameId,
      contributions: 300,
    });
    expect(c2).toMatchObject({ number: 2, status: 'open', seed: 50_000, contributions: 0 });
    // The win: one type-5 transaction of the jackpot, on the bet's round and game.
    const wins = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.externalId, `cycle-${c1!.id}`));
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({
      type: 5,
      status: 'authorized',
      provider: 'jackpot',
      operation: 'win',
      amount: 50_300,
      cash: 50_300,
      roundId: round2,
      gameId: jp.gameId,
      id: c1!.winTransactionId,
    });
    expect(c1!.betTransactionId).toBe(won.ledgerTransactionId);
    await expectJackpotAccountMatchesPots();
  });

  it('two bets reaching the drop point at once: the cycle pays once', async () => {
    const jp = await testJackpot(database.db, {
      tag: 'race',
      rateBp: 1_000,
      seed: 10_000,
      // The next cycle's drop point is far, so no racing bet reaches it.
      mustDropBy: 900_000_000_000,
    });
    await setDropPoint(database.db, jp.id, 10_050);
    const players = await Promise.all(Array.from({ length: 20 }, () => funded(10_000)));
    // Each bet alone would reach the drop point (100.00 + 1.00 >= 100.50).
    const results = await Promise.all(players.map((p) => bet(p, jp.gameId, 1_000)));
    expect(results.every((r) => r.ok)).toBe(true);
    const [c1, c2, c3] = await cycles(database.db, jp.id);
    expect(c3).toBeUndefined();
    expect(c1).toMatchObject({ status: 'dropped', payout: 10_100, bets: 1 });
    expect(c2).toMatchObject({ status: 'open', bets: 19, contributions: 1_900 });
    const paid = (await database.db.execute(sql`
      select count(*)::int as n, coalesce(sum(amount), 0)::text as total from ledger_transactions
      where provider = 'jackpot' and external_id = ${`cycle-${c1!.id}`}`)) as unknown as {
      rows: { n: number; total: string }[];
    };
    expect(paid.rows[0]).toMatchObject({ n: 1, total: '10100' });
    // Only the winner's cash grew past the stake.
    const balances = await Promise.all(players.map((p) => wallet.balance(p)));
    expect(balances.filter((b) => b.cash > 10_000).map((b) => b.cash)).toEqual([
      10_000 - 1_000 + 10_100,
    ]);
    await expectJackpotAccountMatchesPots();
  }, 60_000);

  it('the drop point was fixed when the cycle started: its commitment verifies', async () => {
    const jp = await testJackpot(database.db, {
      tag: 'fair',
      rateBp: 2_000,
      seed: 100,
      mustDropBy: 400,
    });
    const p = await funded(1_000_000);
    const before = await cycles(database.db, jp.id);
    const published = before[0]!.commitment;
    for (let i = 0; i < 40; i += 1) expect((await bet(p, jp.gameId, 100)).ok).toBe(true);
    const all = await cycles(database.db, jp.id);
    const dropped = all.filter((c) => c.status === 'dropped');
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped[0]!.commitment).toBe(published);
    for (const c of dropped) {
      // What was published before the first bet is the hash of the revealed drop point and salt.
      expect(commitmentOf(c.dropAt, c.salt)).toBe(c.commitment);
      expect(c.dropAt).toBeGreaterThan(100);
      expect(c.dropAt).toBeLessThanOrEqual(400);
      // The winning bet is the first whose pot reached the drop point: the one before was short.
      expect(c.seed + c.contributions).toBeGreaterThanOrEqual(c.dropAt);
      // (A cycle whose carried-over excess already reached its point drops at its first bet.)
      if (c.bets > 1) expect(c.seed + c.contributions - 20).toBeLessThan(c.dropAt);
      expect(c.payout).toBe(Math.min(c.seed + c.contributions, 400));
    }
  });

  it('the drop point is uniform over (seed, must_drop_by] (chi-square, 10 cells)', async () => {
    const res = (await database.db.execute(sql`
      select v, count(*)::int as n from (
        select jackpot_random_below(10) as v from generate_series(1, 5000)
      ) x group by v order by v`)) as unknown as { rows: { v: string | number; n: number }[] };
    expect(res.rows.map((r) => Number(r.v))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const chi = res.rows.reduce((s, r) => s + (r.n - 500) ** 2 / 500, 0);
    // df 9, p = 0.001.
    expect(chi).toBeLessThan(27.88);
  });
});

describe('jackpot RTP', () => {
  it('over a long run, payouts = seeds + contributions - what the open pot holds; contributions = the rate', async () => {
    const jp = await testJackpot(database.db, {
      tag: 'rtp',
      rateBp: 150,
      seed: 2_000,
      mustDropBy: 6_000,
    });
    const players = await Promise.all(Array.from({ length: 10 }, () => funded(10_000_000)));
    let staked = 0;
    for (let i = 0; i < 600; i += 1) {
      const stake = 100 + ((i * 104_729) % 9_900);
      staked += stake;
      expect((await bet(players[i % 10]!, jp.gameId, stake)).ok).toBe(true);
    }
    const all = await cycles(database.db, jp.id);
    const dropped = all.filter((c) => c.status === 'dropped');
    const open = all.find((c) => c.status === 'open')!;
    expect(dropped.length).toBeGreaterThan(5);
    const paid = dropped.reduce((s, c) => s + c.payout!, 0);
    const seeds = dropped.reduce((s, c) => s + c.seed, 0);
    // Contributions of the whole run: exactly 1.50 % of the stakes (the sub-cent rest carried).
    const contributed = Math.floor((staked * 150) / 10_000);
    expect(open.carryE4).toBe((staked * 150) % 10_000);
    // The accounting identity: every contributed cent is paid out or still in the open pot.
    expect(paid).toBe(seeds + contributed - open.contributions);
    // Each payout is within the jackpot's stated range.
    for (const c of dropped) {
      expect(c.payout!).toBeGreaterThan(2_000);
      expect(c.payout!).toBeLessThanOrEqual(6_000);
    }
    await expectJackpotAccountMatchesPots();
  }, 120_000);
});

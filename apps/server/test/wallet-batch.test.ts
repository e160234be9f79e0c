/**
 * Group commit and the one-call round (wallet/batcher.ts, sql/batch.sql) against the wallet's
 * own functions. The same random waves of concurrent calls (rounds, debits, credits, rollbacks,
 * retries with the same or another amount; players with little cash, a daily bet limit, an
 * active bonus, self-excluded, blocked; round ids shared between players; a jackpot game) run on
 * two databases: on A each wave in one batch statement, on B each call alone, one after another,
 * in the same order, without batching. Every answer and every row must be the same (ledger ids
 * aside). A lone wallet_rounds_fast test shows which rounds the set-based path books itself.
 * PGlite by default; PostgreSQL with TEST_PG_URL.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import type { RoundResult, WalletResult } from '../src/wallet/port.ts';
import { configureWalletBatching, walletBatcher } from '../src/wallet/repository.ts';
import { assignBonusWith, createWalletService, type WalletService } from '../src/wallet/service.ts';
import { createTestDatabase } from './helper.ts';
import { auditLedger, insertPlayers } from './wallet-support.ts';

interface Side {
  database: Database;
  drop: () => Promise<void>;
  wallet: WalletService;
}

let a: Side;
let b: Side;
/** The players of the current run, the same ids on both sides. */
let players: number[];
let jackpotGameId: number | null;
let slotGameId: number;
let run = 0;

/** Player setups: cash, and what makes the fast path step aside. */
const SETUP = [
  { cash: 1_000_000 },
  { cash: 1_000_000 },
  { cash: 700 },
  { cash: 1_000_000, maxDailyBet: 2_000 },
  { cash: 1_000_000, maxDailyLoss: 1_500 },
  { cash: 500, bonus: 5_000 },
  { cash: 1_000_000, selfExcluded: true },
  { cash: 1_000_000, status: 'blocked' },
] as const;

async function side(): Promise<Side> {
  const { database, drop } = await createTestDatabase();
  return { database, drop, wallet: createWalletService(database.db) };
}

/** The same players on one side: funded, limited, excluded, blocked, with a bonus. */
async function setUp(s: Side): Promise<number[]> {
  const ids = await insertPlayers(s.database.db, SETUP.length);
  const [campaign] = await s.database.db.select({ id: t.campaigns.id }).from(t.campaigns).limit(1);
  for (const [i, setup] of SETUP.entries()) {
    const id = ids[i]!;
    const r = await s.wallet.deposit({
      playerId: id,
      amount: setup.cash,
      provider: 'batch-seed',
      transactionId: `seed-${id}`,
    });
    expect(r.ok).toBe(true);
    if ('bonus' in setup) {
      const grant = await s.database.db.transaction((tx) =>
        assignBonusWith(tx, {
          playerId: id,
          campaignId: campaign!.id,
          amount: setup.bonus,
          target: 1_000_000_000,
          maxBet: 400,
          transactionId: `seed-bonus-${id}`,
        }),
      );
      expect(grant.ok).toBe(true);
    }
    const set: Partial<typeof t.players.$inferInsert> = {};
    if ('maxDailyBet' in setup) set.maxDailyBet = BigInt(setup.maxDailyBet);
    if ('maxDailyLoss' in setup) set.maxDailyLoss = BigInt(setup.maxDailyLoss);
    if ('selfExcluded' in setup) set.statusExpiresAt = new Date(Date.now() + 86_400_000);
    if ('status' in setup) set.status = setup.status;
    if (Object.keys(set).length > 0) {
      await s.database.db.update(t.players).set(set).where(eq(t.players.id, id));
    }
  }
  return ids;
}

beforeAll(async () => {
  [a, b] = await Promise.all([side(), side()]);
  const [jg] = (await rows(
    a.database.db,
    sql`select jg.game_id from jackpot_games jg join jackpots j on j.id = jg.jackpot_id
      where j.status = 'active' limit 1`,
  )) as { game_id: number }[];
  jackpotGameId = jg?.game_id ?? null;
  const [slot] = await a.database.db
    .select({ id: t.games.id })
    .from(t.games)
    .where(eq(t.games.type, 'slot'))
    .limit(1);
  slotGameId = slot!.id;
  configureWalletBatching(a.database.db, { enabled: true, maxInFlight: 1 });
  configureWalletBatching(b.database.db, { enabled: false, maxInFlight: 0 });
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.drop(), b?.drop()]);
});

type Op =
  | { kind: 'round'; player: number; round: number; stake: number; win: number; game: number }
  | { kind: 'debit'; player: number; round: number; amount: number; game: number }
  | { kind: 'credit'; player: number; round: number; bet: number; amount: number; close: boolean }
  | { kind: 'rollback'; player: number; round: number; bet: number }
  | { kind: 'retry'; of: number; amount: number | null };

const player = fc.integer({ min: 0, max: SETUP.length - 1 });
/** Few round ids, shared by all players: rounds close, and another player's round is refused. */
const round = fc.integer({ min: 0, max: 9 });
const stake = fc.integer({ min: 1, max: 900 });
/** 0: no game, 1: a slot, 2: a game in a jackpot. */
const game = fc.integer({ min: 0, max: 2 });

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('round' as const),
      player,
      round: fc.integer({ min: 0, max: 60 }),
      stake,
      win: fc.integer({ min: 0, max: 2_000 }),
      game,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('debit' as const),
      player,
      round,
      amount: stake,
      game,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      player,
      round,
      bet: fc.nat(40),
      amount: fc.integer({ min: 0, max: 1_500 }),
      close: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      player,
      round,
      bet: fc.nat(40),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('retry' as const),
      of: fc.nat(40),
      amount: fc.option(stake, { freq: 3 }),
    }),
  },
);

type Call =
  | { fn: 'round'; input: Parameters<WalletService['round']>[0] }
  | { fn: 'debit'; input: Parameters<WalletService['debit']>[0] }
  | { fn: 'credit'; input: Parameters<WalletService['credit']>[0] }
  | { fn: 'rollback'; input: Parameters<WalletService['rollback']>[0] };

/** The waves' calls with their keys fixed in advance (retries and references resolve). */
function toCalls(waves: Op[][], provider: string): Call[][] {
  const all: Call[] = [];
  const bets: string[] = [];
  const gameOf = (g: number) => (g === 1 ? slotGameId : g === 2 ? jackpotGameId : null);
  return waves.map((wave, w) =>
    wave.flatMap((o, i): Call[] => {
      const key = `w${w}c${i}`;
      let call: Call | undefined;
      if (o.kind === 'round') {
        bets.push(`${key}b`);
        call = {
          fn: 'round',
          input: {
            provider,
            betTransactionId: `${key}b`,
            winTransactionId: `${key}w`,
            playerId: players[o.player]!,
            // Mostly a new round id; sometimes one of the shared ones.
            roundId: o.round < 10 ? `r${o.round}` : `${key}r`,
            gameId: gameOf(o.game),
            stake: o.stake,
            win: o.win,
          },
        };
      } else if (o.kind === 'debit') {
        bets.push(key);
        call = {
          fn: 'debit',
          input: {
            provider,
            transactionId: key,
            playerId: players[o.player]!,
            roundId: `r${o.round}`,
            gameId: gameOf(o.game),
            amount: o.amount,
          },
        };
      } else if (o.kind === 'credit' || o.kind === 'rollback') {
        const base = {
          provider,
          transactionId: key,
          playerId: players[o.player]!,
          roundId: `r${o.round}`,
          gameId: null,
          betTransactionId: bets.length ? bets[o.bet % bets.length]! : 'none',
        };
        call =
          o.kind === 'credit'
            ? { fn: 'credit', input: { ...base, amount: o.amount, closeRound: o.close } }
            : { fn: 'rollback', input: base };
      } else {
        const original = all[o.of % Math.max(1, all.length)];
        if (!original) return [];
        if (o.amount === null) call = original;
        else if (original.fn === 'round') {
          call = { fn: 'round', input: { ...original.input, stake: o.amount } };
        } else if (original.fn === 'debit' || original.fn === 'credit') {
          call = { ...original, input: { ...original.input, amount: o.amount } } as Call;
        } else call = original;
      }
      all.push(call);
      return [call];
    }),
  );
}

function invoke(wallet: WalletService, c: Call): Promise<WalletResult | RoundResult> {
  switch (c.fn) {
    case 'round':
      return wallet.round(c.input);
    case 'debit':
      return wallet.debit(c.input);
    case 'credit':
      return wallet.credit(c.input);
    case 'rollback':
      return wallet.rollback(c.input);
  }
}

/** An answer without our ledger ids (the two databases number their transactions apart). */
function normalise(reply: unknown): unknown {
  return JSON.parse(
    JSON.stringify(reply, (k, v: unknown) => (k === 'ledgerTransactionId' ? typeof v : v)),
  );
}

const rows = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: unknown[] }).rows;

/** Everything a call can change, for one provider's run, without ids or clocks. */
async function state(db: Db, provider: string) {
  const mine = sql`player_id in (${sql.join(
    players.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
  return {
    wallets: await rows(
      db,
      sql`select player_id, cash, bonus, deposited from wallets where ${mine} order by player_id`,
    ),
    transactions: await rows(
      db,
      sql`select external_id, type, status, player_id, amount, cash, bonus, cash_after,
        bonus_after, deposited_used, operation, ref_external_id, round_id, game_id, reason,
        player_campaign_id is not null as campaign, reply - 'ledgerTransactionId' as reply
        from ledger_transactions where provider = ${provider} order by external_id`,
    ),
    entries: await rows(
      db,
      sql`select t.external_id, a.kind, a.player_id, e.amount
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
        where t.provider = ${provider} order by t.external_id, a.kind, e.amount`,
    ),
    rounds: await rows(
      db,
      sql`select round_id, player_id, status from wallet_rounds where provider = ${provider}
        order by round_id`,
    ),
    days: await rows(
      db,
      sql`select player_id, stakes, wins from player_day_totals where ${mine}
        order by player_id, day`,
    ),
    campaigns: await rows(
      db,
      sql`select player_id, status, counter from player_campaigns where ${mine} order by id`,
    ),
    jackpots: await rows(db, sql`select jackpot_id, contributions from jackpot_cycles order by id`),
  };
}

describe('group commit and one-call rounds', () => {
  it('answer and book exactly what the calls alone, one after another, would', async () => {
    const before = { ...walletBatcher(a.database.db)!.stats };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 8 }),
        async (waves) => {
          run += 1;
          const provider = `batch${run}`;
          // Fresh players on both sides: a run starts from the same state, whatever came before.
          const [idsA, idsB] = [await setUp(a), await setUp(b)];
          expect(idsA).toEqual(idsB);
          players = idsA;
          const calls = toCalls(waves, provider);
          const repliesA: unknown[] = [];
          const repliesB: unknown[] = [];
          for (const wave of calls) {
            // A: the wave's calls made in one tick, so they leave in one batch.
            repliesA.push(...(await Promise.all(wave.map((c) => invoke(a.wallet, c)))));
            for (const c of wave) repliesB.push(await invoke(b.wallet, c));
          }
          expect(repliesA.map(normalise)).toEqual(repliesB.map(normalise));
          expect(await state(a.database.db, provider)).toEqual(
            await state(b.database.db, provider),
          );
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 12), seed: Number(process.env.FUZZ_SEED ?? 7) },
    );
    const after = walletBatcher(a.database.db)!.stats;
    // The waves really went as batches, and none of them failed over to single calls.
    expect(after.batches).toBeGreaterThan(before.batches);
    expect(after.largest).toBeGreaterThan(1);
    expect(after.fallbacks).toBe(before.fallbacks);
    for (const s of [a, b]) {
      const audit = await auditLedger(s.database.db);
      expect(audit.unbalanced).toBe(0);
      expect(audit.cacheMismatches).toBe(0);
      expect(audit.negativeWallets).toBe(0);
    }
  }, 300_000);

  it('two rounds racing for the last stake and the last of a daily limit: exactly one is booked', async () => {
    // Both rounds of a race leave in one batch; then with two batches at once (on PostgreSQL two
    // connections; PGlite runs them one after the other).
    for (const maxInFlight of [1, 2]) {
      configureWalletBatching(a.database.db, { enabled: true, maxInFlight });
      const ids = await setUp(a);
      const race = (playerId: number, stake: number, tag: string) =>
        Promise.all(
          [1, 2].map(async (n) => {
            const r = await a.wallet.round({
              provider: `race-${maxInFlight}`,
              betTransactionId: `${tag}${playerId}-${n}b`,
              winTransactionId: `${tag}${playerId}-${n}w`,
              playerId,
              roundId: `${tag}${playerId}-${n}`,
              gameId: null,
              stake,
              win: 0,
            });
            return r.bet.ok ? 'ok' : r.bet.code;
          }),
        );
      // Player 2 has 700 cents: two stakes of 700.
      expect((await race(ids[2]!, 700, 'cash')).sort()).toEqual(['insufficient_funds', 'ok']);
      // Player 3's daily bet limit is 2,000: two stakes of 1,500.
      expect((await race(ids[3]!, 1_500, 'limit')).sort()).toEqual(['daily_bet_limit', 'ok']);
      const [w] = (await rows(
        a.database.db,
        sql`select (select cash from wallets where player_id = ${ids[2]!}) as cash,
          (select stakes from player_day_totals where player_id = ${ids[3]!}) as stakes`,
      )) as { cash: string | number; stakes: string | number }[];
      expect(Number(w!.cash)).toBe(0);
      expect(Number(w!.stakes)).toBe(1_500);
    }
    configureWalletBatching(a.database.db, { enabled: true, maxInFlight: 1 });
    const audit = await auditLedger(a.database.db);
    expect(audit.negativeWallets).toBe(0);
    expect(audit.unbalanced).toBe(0);
  });

  it('books set-based only the plain rounds, and leaves the others to the full rules', async () => {
    const ids = await setUp(a);
    const provider = 'fast-only';
    // Player 1's bet key is used already.
    const used = await a.wallet.debit({
      provider,
      transactionId: 'f1b',
      playerId: ids[1]!,
      roundId: 'elsewhere',
      gameId: null,
      amount: 10,
    });
    expect(used.ok).toBe(true);
    const items = SETUP.map((_, i) => ({
      i: i + 1,
      provider,
      bet: `f${i}b`,
      win: `f${i}w`,
      player: ids[i],
      round: `f${i}`,
      // Player 2 (700 cash, stake 600 fits) plays a game of a jackpot.
      game: i === 2 ? jackpotGameId : null,
      // Player 3 passes its daily bet limit (2,000); player 4 stays within its loss limit.
      stake: i === 3 ? 2_500 : 600,
      amount: 100,
    }));
    const booked = (await rows(
      a.database.db,
      sql`select wallet_rounds_fast(${JSON.stringify(items)}::jsonb) as r`,
    )) as { r: Record<string, unknown> }[];
    // Booked: player 0 (plain) and 4 (within its loss limit), and 2 when no jackpot is seeded.
    // Left: 1 (key used), 3 (bet limit), 5 (bonus), 6 (self-excluded), 7 (blocked).
    const expected = ['1', '5', ...(jackpotGameId === null ? ['3'] : [])].sort();
    expect(Object.keys(booked[0]!.r).sort()).toEqual(expected);
    const [w0] = (await rows(
      a.database.db,
      sql`select cash from wallets where player_id = ${ids[0]!}`,
    )) as { cash: string | number }[];
    expect(Number(w0!.cash)).toBe(1_000_000 - 600 + 100);
  });
});

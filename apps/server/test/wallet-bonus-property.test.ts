/**
 * Property test of the bonus engine's money: random sequences of deposits, bets (slot, table,
 * live, no game), wins, rollbacks, free spins and their wins, forfeits, expiry (at the next bet
 * and by the sweep), new campaigns and retries, in concurrent batches, for players holding random
 * campaigns (caps, minimum balances, free spins, max bets, nothing to wager). After each run: the
 * ledger balances, the cached balances equal the entries and the transactions, no bonus money
 * without an active campaign, one active campaign at most, every grant, conversion and removal
 * equal to its campaign's record, and every retry answered with the first answer.
 */
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_CONTRIBUTIONS } from '@croupier/contract/bonus-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import type { WalletResult } from '../src/wallet/port.ts';
import { playerCampaigns } from '../src/wallet/schema.ts';
import {
  createWalletService,
  endBonusWith,
  expireDueBonuses,
  type WalletService,
} from '../src/wallet/service.ts';
import { createTestDatabase } from './helper.ts';
import {
  expectSoundBonuses,
  giveCampaign,
  insertPlayers,
  type CampaignTerms,
} from './wallet-support.ts';

const PLAYERS = 3;
const PROVIDER = 'bprop';

let database: Database;
let drop: () => Promise<void>;
let sut: WalletService;
const gameIds: (number | null)[] = [];
let freespinGame = 0;
let run = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  sut = createWalletService(database.db);
  for (const type of ['slot', 'table', 'live']) {
    const [g] = await database.db
      .select({ id: t.games.id })
      .from(t.games)
      .where(eq(t.games.type, type))
      .limit(1);
    gameIds.push(g!.id);
  }
  gameIds.push(null);
  freespinGame = gameIds[0]!;
});
afterAll(async () => {
  await drop();
});

const terms = fc.record({
  bonusAmount: fc.integer({ min: 0, max: 5_000 }),
  target: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 15_000 })),
  maxCashout: fc.option(fc.integer({ min: 0, max: 4_000 })),
  minBalance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
  maxBet: fc.option(fc.integer({ min: 1, max: 3_000 })),
  freespins: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 4 })),
  wagering: fc.integer({ min: 0, max: 5 }),
});
type Terms = typeof terms extends fc.Arbitrary<infer T> ? T : never;

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
/** -1: a round of its own (most bets); 0-2: a round shared with other bets. */
const round = fc.oneof(
  { weight: 3, arbitrary: fc.constant(-1) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 }) },
);
/** Which earlier bet or spin a win or rollback names: the k-th most recent (mostly the last). */
const ref = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 4, max: 40 }) },
);

type Op =
  | { kind: 'deposit'; player: number; amount: number }
  | { kind: 'bet'; player: number; amount: number; round: number; game: number }
  | { kind: 'spin'; player: number; round: number; wrongGame: boolean }
  | { kind: 'win'; bet: number; amount: number; close: boolean }
  | { kind: 'rollback'; bet: number }
  | { kind: 'forfeit'; player: number }
  | { kind: 'expire'; player: number }
  | { kind: 'sweep' }
  | { kind: 'give'; player: number; terms: Terms }
  | { kind: 'retry'; of: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      player,
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      player,
      amount: fc.integer({ min: 1, max: 3_000 }),
      round,
      game: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('spin' as const),
      player,
      round,
      wrongGame: fc.boolean(),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      bet: ref,
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6_000 })),
      close: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), bet: ref }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forfeit' as const), player }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), player }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('give' as const), player, terms }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), of: ref }) },
);

const scenario = fc.record({
  setup: fc.array(
    fc.record({
      cash: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
      campaigns: fc.array(terms, { maxLength: 2 }),
    }),
    { minLength: PLAYERS, maxLength: PLAYERS },
  ),
  ops: fc.array(op, { minLength: 20, maxLength: 60 }),
  batch: fc.integer({ min: 1, max: 6 }),
});

const toRow = (x: Terms): CampaignTerms => ({
  ...x,
  contributions: { ...DEFAULT_CONTRIBUTIONS } as Record<string, number>,
  freespinStake: x.freespins > 0 ? 20 : 0,
  freespinGameIds: x.freespins > 0 ? [freespinGame] : [],
});

/** A wallet call with fixed ids, so that retries and references resolve. */
interface GameCall {
  fn: 'debit' | 'freespin' | 'credit' | 'rollback';
  input: Record<string, unknown> & { transactionId: string; playerId: number };
}

describe('bonus ledger properties', () => {
  it('keeps the ledger and every campaign’s money sound; retries move nothing', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ setup, ops, batch }) => {
        run += 1;
        const prefix = `${process.pid}-${run}-`;
        const ids = await insertPlayers(database.db, PLAYERS);
        for (const [i, s] of setup.entries()) {
          if (s.cash > 0) {
            await sut.deposit({
              playerId: ids[i]!,
              amount: s.cash,
              provider: PROVIDER,
              transactionId: `${prefix}seed${i}`,
            });
          }
          for (const c of s.campaigns) await giveCampaign(database.db, ids[i]!, toRow(c));
        }

        // The bets and spins of the scenario, by op index: wins and rollbacks name one of them.
        const bets: number[] = [];
        const calls: (GameCall | (() => Promise<unknown>))[] = [];
        const gameCalls: GameCall[] = [];
        for (const [i, o] of ops.entries()) {
          const transactionId = `${prefix}t${i}`;
          const roundId = (p: number, r: number) => `${prefix}p${p}r${r}`;
          if (o.kind === 'bet' || o.kind === 'spin') bets.push(i);
          const roundOf = (b: Extract<Op, { kind: 'bet' | 'spin' }>, at: number) =>
            roundId(b.player, b.round === -1 ? 100 + at : b.round);
          let c: GameCall | (() => Promise<unknown>) | null = null;
          if (o.kind === 'deposit') {
            c = () =>
              sut.deposit({
                playerId: ids[o.player]!,
                amount: o.amount,
                provider: PROVIDER,
                transactionId,
              });
          } else if (o.kind === 'bet') {
            c = {
              fn: 'debit',
              input: {
                provider: PROVIDER,
                transactionId,
                playerId: ids[o.player]!,
                roundId: roundOf(o, i),
                gameId: gameIds[o.game]!,
                amount: o.amount,
              },
            };
          } else if (o.kind === 'spin') {
            c = {
              fn: 'freespin',
              input: {
                provider: PROVIDER,
                transactionId,
                playerId: ids[o.player]!,
                roundId: roundOf(o, i),
                gameId: o.wrongGame ? gameIds[1]! : freespinGame,
              },
            };
          } else if (o.kind === 'win' || o.kind === 'rollback') {
            if (!bets.length) continue;
            const b = bets[Math.max(0, bets.length - 1 - o.bet)]!;
            const bo = ops[b] as Extract<Op, { kind: 'bet' | 'spin' }>;
            const base = {
              provider: PROVIDER,
              transactionId,
              playerId: ids[bo.player]!,
              roundId: roundOf(bo, b),
              gameId: null,
              betTransactionId: `${prefix}t${b}`,
            };
            c =
              o.kind === 'win'
                ? { fn: 'credit', input: { ...base, amount: o.amount, closeRound: o.close } }
                : { fn: 'rollback', input: base };
          } else if (o.kind === 'forfeit' || o.kind === 'expire') {
            const playerId = ids[o.player]!;
            c = async () => {
              const [active] = await database.db
                .select({ id: playerCampaigns.id })
                .from(playerCampaigns)
                .where(
                  sql`${playerCampaigns.playerId} = ${playerId} and ${playerCampaigns.status} = 'active'`,
                );
              if (!active) return;
              if (o.kind === 'forfeit') {
                await database.db.transaction((tx) => endBonusWith(tx, active.id, 'forfeited'));
              } else {
                await database.db
                  .update(playerCampaigns)
                  .set({ expiresAt: sql`now() - interval '1 second'` })
                  .where(eq(playerCampaigns.id, active.id));
              }
            };
          } else if (o.kind === 'sweep') {
            c = () => expireDueBonuses(database.db);
          } else if (o.kind === 'give') {
            c = () => giveCampaign(database.db, ids[o.player]!, toRow(o.terms));
          } else if (o.kind === 'retry') {
            if (!gameCalls.length) continue;
            c = gameCalls[o.of % gameCalls.length]!;
          }
          if (!c) continue;
          if (typeof c !== 'function' && o.kind !== 'retry') gameCalls.push(c);
          calls.push(c);
        }

        const invoke = (c: GameCall): Promise<WalletResult> => {
          const input = c.input as never;
          switch (c.fn) {
            case 'debit':
              return sut.debit(input);
            case 'freespin':
              return sut.freespin(input);
            case 'credit':
              return sut.credit(input);
            case 'rollback':
              return sut.rollback(input);
          }
        };
        const answers: { call: GameCall; result: WalletResult }[] = [];
        for (let i = 0; i < calls.length; i += batch) {
          const chunk = calls.slice(i, i + batch);
          await Promise.all(
            chunk.map(async (c) => {
              if (typeof c === 'function') return c();
              answers.push({ call: c, result: await invoke(c) });
            }),
          );
        }

        // A retry gets the first answer: same ledger transaction, same split.
        const first = new Map<string, WalletResult>();
        for (const { call, result } of answers) {
          const key = call.input.transactionId;
          const earlier = first.get(key);
          if (result.ok && result.duplicate) {
            if (earlier?.ok) {
              expect(result.ledgerTransactionId).toBe(earlier.ledgerTransactionId);
              expect([result.cash, result.bonus]).toEqual([earlier.cash, earlier.bonus]);
            }
            continue;
          }
          if (result.ok) {
            expect(earlier?.ok).not.toBe(true);
            first.set(key, result);
          } else if (!earlier) {
            first.set(key, result);
          }
        }

        await expectSoundBonuses(database.db);
        const rows = await database.db
          .select()
          .from(playerCampaigns)
          .where(inArray(playerCampaigns.playerId, ids));
        for (const pc of rows) {
          expect(pc.freespinsCounter).toBeLessThanOrEqual(pc.freespins);
          if (pc.status === 'completed') {
            expect(pc.counter).toBeGreaterThanOrEqual(pc.target);
            if (pc.maxCashout !== null)
              expect(pc.convertedAmount).toBeLessThanOrEqual(pc.maxCashout);
          }
          if (pc.status === 'lost') expect(pc.minBalance).toBeGreaterThan(0);
          if (!['unused', 'active'].includes(pc.status)) expect(pc.endedAt).not.toBeNull();
          if (pc.status === 'unused') expect(pc.activatedAt).toBeNull();
        }
      }),
      // A fixed seed (FC_SEED to try others): the coverage check below then never depends on luck.
      { numRuns: process.env.TEST_PG_URL ? 40 : 20, seed: Number(process.env.FC_SEED ?? 20261126) },
    );
    // The runs reached what they are about (else the generators drifted into testing nothing).
    const seen = (
      (await database.db.execute(sql`select
        (select count(*) from player_campaigns where status = 'completed' and converted_amount > 0)::int as converted,
        (select count(*) from player_campaigns where status = 'expired')::int as expired,
        (select count(*) from player_campaigns where status = 'forfeited')::int as forfeited,
        (select count(*) from player_campaigns where status = 'lost')::int as lost,
        (select count(*) from ledger_transactions where operation = 'win' and reason = 'freespin')::int as spins,
        (select count(*) from ledger_transactions where provider = 'bonus' and external_id like 'pc-%-remove-%')::int as late`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows[0]!;
    // (Lost and late removals are rarer: their own tests in wallet-bonus.test.ts.)
    for (const k of ['converted', 'expired', 'forfeited', 'spins']) {
      expect(Number(seen[k]), k).toBeGreaterThan(0);
    }
  });
});

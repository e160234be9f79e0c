/**
 * Property test of the ledger: random sequences of deposits, bets, wins, rollbacks and retries
 * (including wins and refunds that arrive before their bet, wrong rounds, other players' bets),
 * run in concurrent batches. On PGlite by default; on PostgreSQL with `npm run test:pg`, where
 * the batches really run in parallel on several connections.
 */
import fc from 'fast-check';
import { campaigns } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import type { WalletResult } from '../src/wallet/port.ts';
import { createWalletService, type WalletService } from '../src/wallet/service.ts';
import { createTestDatabase } from './helper.ts';
import { auditLedger, insertPlayers } from './wallet-support.ts';

const PLAYERS = 3;
const PROVIDER = 'prop';

let database: Database;
let drop: () => Promise<void>;
let sut: WalletService;
let campaignId: number;
let run = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  sut = createWalletService(database.db);
  const [campaign] = await database.db.select({ id: campaigns.id }).from(campaigns).limit(1);
  campaignId = campaign!.id;
});
afterAll(async () => {
  await drop();
});

type Op =
  | { kind: 'deposit'; player: number; amount: number }
  | { kind: 'bet'; player: number; amount: number; round: number }
  | { kind: 'win'; player: number; amount: number; bet: number; close: boolean; round: number }
  | { kind: 'rollback'; player: number; bet: number; round: number }
  | { kind: 'retry'; of: number; amount: number | null };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const money = fc.integer({ min: 1, max: 5_000 });
/** Rounds 0-5; a win or rollback usually names its bet's round (-1), sometimes another. */
const round = fc.oneof(
  { weight: 4, arbitrary: fc.constant(-1) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 5 }) },
);
const ref = fc.integer({ min: 0, max: 59 });

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit'), player, amount: money }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet'),
      player,
      amount: money,
      round: fc.integer({ min: 0, max: 5 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('win'),
      player,
      amount: fc.integer({ min: 0, max: 15_000 }),
      bet: ref,
      close: fc.boolean(),
      round,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback'), player, bet: ref, round }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('retry'),
      of: ref,
      // null: the same call again; a number: the same id with another amount (a mismatch).
      amount: fc.option(money, { freq: 4 }),
    }),
  },
);

const scenario = fc.record({
  setup: fc.array(
    fc.record({
      cash: fc.integer({ min: 0, max: 20_000 }),
      bonus: fc.option(
        fc.record({
          amount: fc.integer({ min: 1, max: 10_000 }),
          maxBet: fc.option(fc.integer({ min: 1, max: 5_000 })),
        }),
      ),
    }),
    { minLength: PLAYERS, maxLength: PLAYERS },
  ),
  ops: fc.array(op, { minLength: 1, maxLength: 60 }),
  batch: fc.integer({ min: 1, max: 12 }),
});

type Call =
  | { fn: 'deposit'; input: Parameters<WalletService['deposit']>[0] }
  | { fn: 'debit'; input: Parameters<WalletService['debit']>[0] }
  | { fn: 'credit'; input: Parameters<WalletService['credit']>[0] }
  | { fn: 'rollback'; input: Parameters<WalletService['rollback']>[0] };

/** The calls of a scenario: ids are fixed in advance so that retries and references resolve. */
function toCalls(ops: Op[], ids: number[], prefix: string): Call[] {
  const calls: Call[] = [];
  const betOf = (n: number) => {
    const bets = ops.flatMap((o, i) => (o.kind === 'bet' ? [i] : []));
    return bets.length ? bets[n % bets.length]! : null;
  };
  const roundId = (playerIndex: number, r: number) => `${prefix}p${playerIndex}r${r}`;
  for (const [i, o] of ops.entries()) {
    const transactionId = `${prefix}t${i}`;
    if (o.kind === 'deposit') {
      calls.push({
        fn: 'deposit',
        input: { playerId: ids[o.player]!, amount: o.amount, provider: PROVIDER, transactionId },
      });
    } else if (o.kind === 'bet') {
      calls.push({
        fn: 'debit',
        input: {
          provider: PROVIDER,
          transactionId,
          playerId: ids[o.player]!,
          roundId: roundId(o.player, o.round),
          gameId: null,
          amount: o.amount,
        },
      });
    } else if (o.kind === 'win' || o.kind === 'rollback') {
      const b = betOf(o.bet);
      const bet = b === null ? null : (ops[b] as Extract<Op, { kind: 'bet' }>);
      const betId = b === null ? `${prefix}none` : `${prefix}t${b}`;
      // The bet's own round and player by default: a real pairing most of the time.
      const who = bet && o.round === -1 ? bet.player : o.player;
      const r = o.round === -1 ? (bet?.round ?? 0) : o.round;
      const base = {
        provider: PROVIDER,
        transactionId,
        playerId: ids[who]!,
        roundId: roundId(who, r),
        gameId: null,
        betTransactionId: betId,
      };
      calls.push(
        o.kind === 'win'
          ? { fn: 'credit', input: { ...base, amount: o.amount, closeRound: o.close } }
          : { fn: 'rollback', input: base },
      );
    } else {
      const original = calls[o.of % Math.max(1, calls.length)];
      if (!original) continue;
      const input =
        o.amount !== null && 'amount' in original.input
          ? { ...original.input, amount: o.amount }
          : original.input;
      calls.push({ ...original, input } as Call);
    }
  }
  return calls;
}

function invoke(c: Call): Promise<WalletResult> {
  switch (c.fn) {
    case 'deposit':
      return sut.deposit(c.input);
    case 'debit':
      return sut.debit(c.input);
    case 'credit':
      return sut.credit(c.input);
    case 'rollback':
      return sut.rollback(c.input);
  }
}

describe('ledger properties', () => {
  it('stays balanced, never negative, cache = entries, retries move nothing', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ setup, ops, batch }) => {
        run += 1;
        const prefix = `${process.pid}-${run}-`;
        const ids = await insertPlayers(database.db, PLAYERS);
        const expected = new Map(ids.map((id) => [id, { cash: 0, bonus: 0 }]));
        for (const [i, s] of setup.entries()) {
          const id = ids[i]!;
          if (s.cash > 0) {
            await sut.deposit({
              playerId: id,
              amount: s.cash,
              provider: PROVIDER,
              transactionId: `${prefix}seed${i}`,
            });
            expected.get(id)!.cash += s.cash;
          }
          if (s.bonus) {
            await sut.assignBonus({
              playerId: id,
              campaignId,
              amount: s.bonus.amount,
              target: s.bonus.amount * 30,
              maxBet: s.bonus.maxBet,
              transactionId: `${prefix}bonus${i}`,
            });
            expected.get(id)!.bonus += s.bonus.amount;
          }
        }

        const calls = toCalls(ops, ids, prefix);
        const results: { call: Call; result: WalletResult }[] = [];
        for (let i = 0; i < calls.length; i += batch) {
          const chunk = calls.slice(i, i + batch);
          const done = await Promise.all(chunk.map(invoke));
          done.forEach((result, k) => results.push({ call: chunk[k]!, result }));
        }

        // What the answers say moved, applied to the expected balances: a duplicate or a
        // refusal moves nothing; the database must agree exactly.
        const firstAnswer = new Map<string, WalletResult>();
        for (const { call, result } of results) {
          const key = call.input.transactionId;
          if (result.ok) {
            expect(result.balance.cash).toBeGreaterThanOrEqual(0);
            expect(result.balance.bonus).toBeGreaterThanOrEqual(0);
            if (result.duplicate) {
              const first = firstAnswer.get(key);
              // Concurrent twins: the first answer may be the other one of this batch.
              if (first?.ok) expect(result.ledgerTransactionId).toBe(first.ledgerTransactionId);
              continue;
            }
            expect(firstAnswer.get(key)?.ok).not.toBe(true);
            firstAnswer.set(key, result);
            const e = expected.get(call.input.playerId)!;
            const sign = call.fn === 'debit' ? -1 : 1;
            e.cash += sign * result.cash;
            e.bonus += sign * result.bonus;
            // A campaign that met its target in this call (the bonus became cash, up to a cap),
            // and the bonus share of a win whose campaign had ended before: they move too.
            e.cash += result.campaign?.converted ?? 0;
            e.bonus -= (result.campaign?.converted ?? 0) + (result.campaign?.removed ?? 0);
            e.bonus -= result.bonusRemoved ?? 0;
          } else if (!firstAnswer.has(key)) {
            firstAnswer.set(key, result);
          }
        }
        for (const id of ids) {
          const b = await sut.balance(id);
          expect({ id, cash: b.cash, bonus: b.bonus }).toEqual({ id, ...expected.get(id)! });
        }
        const audit = await auditLedger(database.db);
        expect(audit).toMatchObject({ unbalanced: 0, cacheMismatches: 0, negativeWallets: 0 });
      }),
      { numRuns: process.env.TEST_PG_URL ? 40 : 25 },
    );
  });
});

/**
 * Property test of payments and the ledger: random sequences of gateway deposits (approved,
 * declined, webhooks delivered twice), bank deposits confirmed by staff, bets, withdrawals, staff
 * declines and payouts, player cancels. After every step: the ledger balances, wallets equal
 * their entries, no wallet is negative or has deposited > cash, all money sums to zero, each
 * player's cash equals a simple model of what should have moved, and payout_pending holds exactly
 * the open withdrawals.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWalletService, type WalletService } from '../src/wallet/service.ts';
import {
  bankDeposit,
  cancelPayment,
  expectSoundLedger,
  gatewayApproval,
  giveCash,
  idOf,
  ledgerTotals,
  pay,
  paymentPlayer,
  paymentRows,
  paymentsTestFile,
  staffRequest,
  walletOf,
  webhook,
} from './payments-support.ts';

const { t0, staff: tokens } = paymentsTestFile('prop', ['finance']);
let wallet: WalletService;
let run = 0;

beforeAll(async () => {
  wallet = createWalletService(t0.database.db);
});

type Op =
  | { kind: 'card'; player: number; amount: number; approve: boolean; twice: boolean }
  | { kind: 'bank'; player: number; amount: number; confirm: boolean }
  | { kind: 'bet'; player: number; amount: number }
  | { kind: 'withdraw'; player: number; amount: number }
  | { kind: 'decline'; player: number }
  | { kind: 'cancel'; player: number }
  | { kind: 'payout'; player: number };

const player = fc.integer({ min: 0, max: 1 });
const cents = fc.integer({ min: 10, max: 300 }).map((v) => v * 100);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('card' as const),
    player,
    amount: cents,
    approve: fc.boolean(),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('bank' as const), player, amount: cents, confirm: fc.boolean() }),
  fc.record({ kind: fc.constant('bet' as const), player, amount: cents }),
  fc.record({ kind: fc.constant('withdraw' as const), player, amount: cents }),
  fc.record({ kind: fc.constant('decline' as const), player }),
  fc.record({ kind: fc.constant('cancel' as const), player }),
  fc.record({ kind: fc.constant('payout' as const), player }),
);

const staff = (url: string, payload: object) =>
  staffRequest(t0.app, tokens.finance, 'POST', url, payload);

describe('payments property', () => {
  it('keeps the ledger balanced and every player’s cash as modelled', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        run += 1;
        const db = t0.database.db;
        const players = [
          await paymentPlayer(db, t0.clock.now),
          await paymentPlayer(db, t0.clock.now),
        ];
        const expected = [300_00, 300_00];
        for (const p of players) await giveCash(db, p.id, 300_00, `prop${run}`);
        let step = 0;
        for (const o of ops) {
          step += 1;
          const p = players[o.player]!;
          const open = async (type: number) =>
            (await paymentRows(db, p.id)).find(
              (r) => r.type === type && (r.status === 'pending' || r.status === 'initialized'),
            );
          if (o.kind === 'card') {
            const res = await pay(t0.app, p.userToken, 'deposit', {
              amount: o.amount / 100,
              payment_method_id: 1,
            });
            if (res.status === 200) {
              const id = idOf(res);
              const body = gatewayApproval(t0.clock, id, {
                outcome: o.approve ? 'approved' : 'declined',
                amount: o.amount,
              });
              const first = await webhook(t0.app, body);
              expect(first.status).toBe(200);
              if (o.twice) expect((await webhook(t0.app, body)).body.status).toBe('duplicate');
              if (o.approve) expected[o.player]! += o.amount;
            }
          } else if (o.kind === 'bank') {
            const res = await pay(t0.app, p.userToken, 'deposit', bankDeposit(o.amount / 100));
            if (res.status === 200 && o.confirm) {
              const id = idOf(res);
              const done = await staff(`/payments/${id}/deposit`, { action: 'confirm' });
              expect(done.statusCode).toBe(200);
              expected[o.player]! += o.amount;
            }
          } else if (o.kind === 'bet') {
            const r = await wallet.debit({
              provider: 'prop',
              transactionId: `bet-${run}-${step}`,
              playerId: p.id,
              roundId: `r-${run}-${step}`,
              gameId: null,
              amount: o.amount,
            });
            if (r.ok) expected[o.player]! -= o.amount;
          } else if (o.kind === 'withdraw') {
            // The 10-minute interval is tested elsewhere: earlier requests are moved back in time.
            await db.execute(
              sql`update payments set created_at = created_at - interval '601 seconds'
                where player_id = ${p.id} and type = 2`,
            );
            const res = await pay(t0.app, p.userToken, 'withdraw', {
              amount: Math.max(20, o.amount / 100),
              payment_method_id: 999,
              iban: 'DE89370400440532013000',
            });
            if (res.status === 200) expected[o.player]! -= Math.max(20_00, o.amount);
            else expect([409, 422]).toContain(res.status);
          } else if (o.kind === 'decline') {
            const w = await open(2);
            if (w) {
              const res = await staff(`/payments/${w.id}/withdraw`, {
                action: 'decline',
                reason: 'test',
              });
              expect(res.statusCode).toBe(200);
              expected[o.player]! += w.amount;
            }
          } else if (o.kind === 'cancel') {
            const w = (await open(2)) ?? (await open(1));
            if (w) {
              const res = await cancelPayment(t0.app, p.userToken, w.provider, w.id);
              const approved = w.type === 2 && w.approvedAt !== null;
              expect(res.status).toBe(approved ? 409 : 200);
              if (w.type === 2 && !approved) expected[o.player]! += w.amount;
            }
          } else {
            const w = await open(2);
            if (w) {
              expect(
                (await staff(`/payments/${w.id}/withdraw`, { action: 'approve' })).statusCode,
              ).toBe(200);
              expect(
                (await staff(`/payments/${w.id}/withdraw`, { action: 'paid' })).statusCode,
              ).toBe(200);
            }
          }
          await expectSoundLedger(db);
          const totals = await ledgerTotals(db);
          expect(totals.all).toBe(0);
          for (const [i, q] of players.entries()) {
            const w = await walletOf(db, q.id);
            expect(w.cash).toBe(expected[i]);
            expect(w.cash).toBeGreaterThanOrEqual(0);
            expect(w.deposited).toBeLessThanOrEqual(w.cash);
          }
          // payout_pending holds exactly the open withdrawals of everyone.
          const pendingSum = (
            (await db.execute(
              `select coalesce(sum(amount), 0)::text as s from payments where type = 2 and status = 'pending'`,
            )) as unknown as { rows: { s: string }[] }
          ).rows[0]!.s;
          expect(totals.byKind.payout_pending ?? 0).toBe(Number(pendingSum));
        }
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

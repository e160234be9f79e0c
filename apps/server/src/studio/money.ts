/**
 * Where a round's money moves: the seamless wallet for real play (exactly as an external
 * provider would call it), the demo session's play money otherwise. Both are idempotent by
 * transaction id, so recovery may repeat any call.
 */
import type { Db } from '../db/client.ts';
import type { Wallet } from '../wallet/plugin.ts';
import type { WalletErrorCode } from '../wallet/port.ts';
import * as repo from './repository.ts';

/** The provider code of the built-in studio in the wallet. */
export const STUDIO_PROVIDER = 'croupier';

export type MoveResult =
  { ok: true; balance: number } | { ok: false; code: WalletErrorCode; balance: number | null };

/** A free spin taken from the active campaign: nothing debited, the stake it plays at. */
export type FreespinMove =
  | { ok: true; balance: number; stake: number; left: number }
  | { ok: false; code: WalletErrorCode; balance: number | null };

export interface Purse {
  /** Spendable: cash + bonus, or demo play money. */
  balance(): Promise<number>;
  debit(roundId: string, transactionId: string, amount: number): Promise<MoveResult>;
  credit(roundId: string, amount: number): Promise<MoveResult>;
  rollback(roundId: string, betTransactionId: string): Promise<MoveResult>;
  /**
   * A round the engine settled at once: the stake (`betTx`) and the win (`winTx`) in one call,
   * one database transaction (wallet.round). Real play only; the answer is the bet's refusal or
   * the balance after the win.
   */
  round?(roundId: string, stake: number, win: number): Promise<MoveResult>;
  /**
   * Takes one free spin of the active campaign as the round's bet (`transactionId`); its win is
   * paid by `credit` like any other. Demo play has none.
   */
  freespin(roundId: string, transactionId: string): Promise<FreespinMove>;
}

export const betTx = (roundId: string) => `${roundId}:bet`;
export const winTx = (roundId: string) => `${roundId}:win`;
export const actionTx = (roundId: string, n: number) => `${roundId}:a${n}`;

export function walletPurse(wallet: Wallet, playerId: number, gameId: number): Purse {
  const base = (roundId: string, transactionId: string) => ({
    provider: STUDIO_PROVIDER,
    transactionId,
    playerId,
    roundId,
    gameId,
  });
  const answer = (r: Awaited<ReturnType<Wallet['debit']>>): MoveResult =>
    r.ok
      ? { ok: true, balance: r.balance.cash + r.balance.bonus }
      : { ok: false, code: r.code, balance: r.balance ? r.balance.cash + r.balance.bonus : null };
  return {
    async balance() {
      const b = await wallet.balance(playerId);
      return b.cash + b.bonus;
    },
    async debit(roundId, transactionId, amount) {
      return answer(await wallet.debit({ ...base(roundId, transactionId), amount }));
    },
    async credit(roundId, amount) {
      return answer(
        await wallet.credit({
          ...base(roundId, winTx(roundId)),
          amount,
          betTransactionId: betTx(roundId),
          closeRound: true,
        }),
      );
    },
    async round(roundId, stake, win) {
      const r = await wallet.round({
        provider: STUDIO_PROVIDER,
        betTransactionId: betTx(roundId),
        winTransactionId: winTx(roundId),
        playerId,
        roundId,
        gameId,
        stake,
        win,
      });
      if (!r.bet.ok || !r.win) return answer(r.bet);
      // The win of a bet just made cannot be refused (same transaction, round open); a retry of
      // a round whose win was paid answers the stored win.
      if (!r.win.ok) throw new Error(`studio: win of round ${roundId} refused (${r.win.code})`);
      return answer(r.win);
    },
    async rollback(roundId, betTransactionId) {
      return answer(
        await wallet.rollback({
          ...base(roundId, `${betTransactionId}:rollback`),
          betTransactionId,
        }),
      );
    },
    async freespin(roundId, transactionId) {
      const r = await wallet.freespin(base(roundId, transactionId));
      if (!r.ok) {
        return {
          ok: false,
          code: r.code,
          balance: r.balance ? r.balance.cash + r.balance.bonus : null,
        };
      }
      return {
        ok: true,
        balance: r.balance.cash + r.balance.bonus,
        stake: r.stake,
        left: r.freespinsLeft,
      };
    },
  };
}

export function demoPurse(db: Db, sessionId: number, now: () => Date): Purse {
  const move = (transactionId: string, amount: number) =>
    db.transaction((tx) =>
      repo.moveDemoMoney(tx, { sessionId, transactionId, amount, now: now() }),
    );
  return {
    balance: () => repo.demoBalance(db, sessionId),
    async debit(_roundId, transactionId, amount) {
      const r = await move(transactionId, -amount);
      return r.ok
        ? { ok: true, balance: r.balance }
        : { ok: false, code: 'insufficient_funds', balance: r.balance };
    },
    async credit(roundId, amount) {
      const r = await move(winTx(roundId), amount);
      return { ok: true, balance: r.balance };
    },
    async rollback(_roundId, betTransactionId) {
      const bet = await repo.findDemoMove(db, sessionId, betTransactionId);
      // An unknown bet is recorded (amount 0) so that a late debit with its id moves nothing.
      const r = bet
        ? await move(`${betTransactionId}:rollback`, -bet.amount)
        : await move(betTransactionId, 0);
      return { ok: true, balance: r.balance };
    },
    async freespin() {
      return { ok: false, code: 'no_freespins', balance: await repo.demoBalance(db, sessionId) };
    },
  };
}

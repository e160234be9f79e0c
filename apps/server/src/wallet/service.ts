/**
 * The wallet's rules at the service edge: input checks, the seamless-wallet calls, movements
 * outside games (deposits for the seed and tests, staff adjustments, bonus assignment) and the
 * spec's balance object. The ledger arithmetic itself runs in the database (`sql/ledger.sql`).
 */
import type { Balance } from '@croupier/contract/accounts';
import { TRANSACTION_TYPES } from '@croupier/contract/constants';
import type { Db, Executor } from '../db/client.ts';
import {
  LIMIT_REFUSAL_CODES,
  type ActiveCampaign,
  type BonusEvent,
  type CreditRequest,
  type DebitRequest,
  type FreespinRequest,
  type FreespinResult,
  type Minor,
  type RollbackRequest,
  type RoundRequest,
  type RoundResult,
  type WalletBalance,
  type WalletErrorCode,
  type WalletResult,
} from './port.ts';
import * as repo from './repository.ts';

/** Longest provider code, transaction id and round id accepted (they are stored and indexed). */
export const MAX_ID_LENGTH = 128;
/** Largest single amount, in minor units: 10^13 (100 billion in a 2-decimal currency). */
export const MAX_AMOUNT = 10_000_000_000_000;

/** A call the wallet cannot even consider (a programming error, or bad input at the HTTP edge). */
export class WalletInputError extends Error {
  constructor(readonly field: string) {
    super(`wallet: invalid ${field}`);
    this.name = 'WalletInputError';
  }
}

function checkAmount(amount: unknown, { allowZero = false, allowNegative = false } = {}) {
  if (
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    Math.abs(amount) > MAX_AMOUNT ||
    (amount === 0 && !allowZero) ||
    (amount < 0 && !allowNegative)
  ) {
    throw new WalletInputError('amount');
  }
}

function checkId(field: string, value: unknown) {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH) {
    throw new WalletInputError(field);
  }
}

function checkCall(req: {
  provider: string;
  transactionId: string;
  playerId: number;
  roundId: string;
  gameId: number | null;
}) {
  checkId('provider', req.provider);
  checkId('transactionId', req.transactionId);
  checkId('roundId', req.roundId);
  if (!Number.isSafeInteger(req.playerId) || req.playerId <= 0) {
    throw new WalletInputError('playerId');
  }
  if (req.gameId !== null && (!Number.isSafeInteger(req.gameId) || req.gameId <= 0)) {
    throw new WalletInputError('gameId');
  }
}

function toResult(r: repo.FunctionReply): WalletResult {
  const campaign = r.campaign ? { campaign: bonusEvent(r.campaign) } : {};
  return r.ok
    ? {
        ok: true,
        duplicate: r.duplicate,
        ledgerTransactionId: r.ledgerTransactionId,
        cash: r.cash,
        bonus: r.bonus,
        balance: r.balance,
        ...campaign,
        ...(r.bonusRemoved ? { bonusRemoved: Number(r.bonusRemoved) } : {}),
        ...(r.held ? { held: Number(r.held) } : {}),
      }
    : { ok: false, code: r.code, balance: r.balance, ...campaign };
}

function bonusEvent(e: BonusEvent): BonusEvent {
  return {
    event: e.event,
    playerCampaignId: Number(e.playerCampaignId),
    campaignId: Number(e.campaignId),
    converted: Number(e.converted),
    removed: Number(e.removed),
  };
}

/** Minor units to the edge's decimal number (2 places for the usual currencies). */
export const toDecimal = (minor: Minor, minorUnits = 2) =>
  Number((minor / 10 ** minorUnits).toFixed(minorUnits));

export interface AdjustInput {
  playerId: number;
  kind: 'cash' | 'bonus';
  /** Signed minor units. */
  amount: Minor;
  staffId: number;
  reason: string;
  /** The `Idempotency-Key` of the request. */
  idempotencyKey: string;
}

export interface AssignBonusInput {
  playerId: number;
  campaignId: number;
  /** Bonus money credited (type 10). */
  amount: Minor;
  /** Turnover required. */
  target: Minor;
  maxBet: Minor | null;
  freespins?: number;
  /**
   * Percent of a stake counted by game type; default `{ default: 100 }` (every stake counts in
   * full, as before the bonus engine).
   */
  contributions?: Record<string, number>;
  /** Idempotency key of the assignment (the player campaign's claim key). */
  transactionId: string;
}

export interface DepositInput {
  playerId: number;
  amount: Minor;
  provider: string;
  transactionId: string;
}

/**
 * A deposit that cleared (payments, the seed, tests): cash in from the payments account,
 * counted in `deposited`. Idempotent by (provider, transactionId).
 */
export async function depositWith(executor: Executor, input: DepositInput): Promise<WalletResult> {
  checkAmount(input.amount);
  checkId('provider', input.provider);
  checkId('transactionId', input.transactionId);
  return toResult(
    await repo.post(executor, {
      ...input,
      operation: 'deposit',
      type: TRANSACTION_TYPES.deposit,
      kind: 'cash',
      counter: 'payments',
      staffId: null,
      reason: null,
    }),
  );
}

export interface WithdrawalMoveInput {
  playerId: number;
  /** Positive minor units: the withdrawal's amount. */
  amount: Minor;
  provider: string;
  /** The idempotency key of this movement (e.g. `payment-12-reserve`). */
  transactionId: string;
  staffId?: number | null;
  reason?: string | null;
}

/** Checks a withdrawal movement's input; the key fields the ledger rows of every movement share. */
function withdrawalMove(input: WithdrawalMoveInput) {
  checkAmount(input.amount);
  checkId('provider', input.provider);
  checkId('transactionId', input.transactionId);
  return {
    provider: input.provider,
    transactionId: input.transactionId,
    playerId: input.playerId,
    type: TRANSACTION_TYPES.withdraw,
    staffId: input.staffId ?? null,
    reason: input.reason ?? null,
  };
}

/** Cash to (withdraw) or back from (withdraw_return) the house `payout_pending` account. */
async function movePayoutPending(
  executor: Executor,
  input: WithdrawalMoveInput,
  operation: 'withdraw' | 'withdraw_return',
): Promise<WalletResult> {
  const move = withdrawalMove(input);
  return toResult(
    await repo.post(executor, {
      ...move,
      operation,
      kind: 'cash',
      amount: operation === 'withdraw' ? -input.amount : input.amount,
      counter: 'payout_pending',
    }),
  );
}

/**
 * A withdrawal request's reservation: cash to the house `payout_pending` account (type 2,
 * operation withdraw). Refused (insufficient_funds) when the cash is short. Idempotent.
 */
export const reserveWithdrawalWith = (
  executor: Executor,
  input: WithdrawalMoveInput,
): Promise<WalletResult> => movePayoutPending(executor, input, 'withdraw');

/** A declined or cancelled withdrawal: its reservation back to cash (operation withdraw_return). */
export const returnWithdrawalWith = (
  executor: Executor,
  input: WithdrawalMoveInput,
): Promise<WalletResult> => movePayoutPending(executor, input, 'withdraw_return');

/** A paid withdrawal: its reservation from payout_pending to the payments clearing account. */
export async function payWithdrawalWith(
  executor: Executor,
  input: WithdrawalMoveInput,
): Promise<WalletResult> {
  const move = withdrawalMove(input);
  return toResult(
    await repo.houseTransfer(executor, {
      ...move,
      operation: 'payout',
      amount: input.amount,
      from: 'payout_pending',
      to: 'payments',
    }),
  );
}

/**
 * Gives a player a bonus campaign with the given terms (the seed, tests; the bonus domain claims
 * with `claimWith`): a player-campaign row waiting for its turn (`unused`), then
 * `activateNextBonusWith`, so it becomes active at once (its bonus money credited, type 10) unless
 * another campaign is active. Idempotent by (player, campaign, transactionId). Answers the grant's
 * ledger transaction, or an ok without one when the campaign waits.
 */
export async function assignBonusWith(
  tx: Executor,
  input: AssignBonusInput,
): Promise<WalletResult> {
  checkAmount(input.amount);
  checkAmount(input.target, { allowZero: true });
  if (input.maxBet !== null) checkAmount(input.maxBet);
  checkId('transactionId', input.transactionId);
  const row = await repo.findBalance(tx, input.playerId);
  if (!row) throw new WalletInputError('playerId');
  const inserted = await repo.insertPlayerCampaignIfNew(tx, {
    playerId: input.playerId,
    campaignId: input.campaignId,
    currencyId: row.currencyId,
    status: 'unused',
    source: 'staff',
    claimKey: input.transactionId,
    bonusAmount: input.amount,
    target: input.target,
    maxBet: input.maxBet,
    freespins: input.freespins ?? 0,
    contributions: input.contributions ?? { default: 100 },
  });
  const pc =
    inserted ??
    (await repo.findPlayerCampaignByClaim(
      tx,
      input.playerId,
      input.campaignId,
      input.transactionId,
    ));
  if (!pc) throw new Error('player campaign not found');
  await repo.activateNextBonus(tx, input.playerId);
  const grant = await repo.findBonusReply(tx, `pc-${pc.id}-grant`);
  if (grant) return toResult({ ...grant, duplicate: inserted === null } as repo.FunctionReply);
  const now = await repo.findBalance(tx, input.playerId);
  return {
    ok: true,
    duplicate: inserted === null,
    ledgerTransactionId: null,
    cash: 0,
    bonus: 0,
    balance: {
      currency: now!.currency,
      cash: now!.cash,
      bonus: now!.bonus,
      deposited: now!.deposited,
      available: now!.cash - now!.deposited,
    },
  };
}

/**
 * When the player has no active campaign, the oldest ready one (`unused`, awaiting nothing)
 * becomes active: its bonus money credited (type 10, from the house bonus account), its clock
 * started (expires_at = now + validity_days); one with nothing to wager converts at once. Call it
 * in the transaction that inserted (or readied) the campaign. Returns the activated
 * player-campaign id, or null.
 */
export function activateNextBonusWith(tx: Executor, playerId: number): Promise<number | null> {
  return repo.activateNextBonus(tx, playerId);
}

/**
 * Ends a player campaign (forfeit by the player or staff, expiry, below its minimum): an active
 * one's bonus money leaves (type 13) and the next ready campaign activates; an unused one ends
 * without money. Returns the event, or null when it had ended already (a repeat moves nothing).
 */
export function endBonusWith(
  tx: Executor,
  playerCampaignId: number,
  status: 'forfeited' | 'expired' | 'lost',
): Promise<BonusEvent | null> {
  return repo.endBonus(tx, playerCampaignId, status);
}

/** A campaign that ended, with its player (the expiry sweep's answer). */
export type PlayerBonusEvent = BonusEvent & { playerId: number };

/**
 * The expiry sweep: active campaigns past expires_at (database clock) end as `expired`, at most
 * `limit` per call, each in its own transaction (with the player's wallet lock, so never in the
 * middle of a bet). A campaign that fails is reported to `onError` and skipped. Returns the
 * events (tell the players).
 */
export async function expireDueBonuses(
  db: Db,
  limit = 100,
  onError?: (err: unknown, playerCampaignId: number) => void,
): Promise<PlayerBonusEvent[]> {
  const due = await repo.findDueCampaigns(db, limit);
  const events: PlayerBonusEvent[] = [];
  for (const pc of due) {
    try {
      const event = await db.transaction((tx) => repo.endBonus(tx, pc.id, 'expired'));
      if (event) events.push({ ...bonusEvent(event), playerId: pc.playerId });
    } catch (err) {
      onError?.(err, pc.id);
    }
  }
  return events;
}

export interface WalletHooks {
  /**
   * A bet refused by a responsible-gaming limit (daily bet, loss, playing time): the player is
   * told (a message leading to the limits page). Called after the refusal; never fails the call.
   */
  limitRefused?(playerId: number, code: WalletErrorCode): Promise<void>;
  /**
   * The player's active campaign ended in a wallet call (debit, credit, rollback, freespin):
   * reached (converted), lost, expired. Called once (not for a retry's stored answer) after the
   * call committed; never fails the call.
   */
  bonusEvent?(playerId: number, event: BonusEvent): Promise<void>;
  /** A win above its cap was held for staff review (not for a retry's stored answer). */
  winHeld?(playerId: number): void;
}

export function createWalletService(db: Db, hooks: WalletHooks = {}) {
  async function balance(playerId: number): Promise<WalletBalance> {
    const row = await repo.findBalance(db, playerId);
    if (!row) throw new WalletInputError('playerId');
    return {
      currency: row.currency,
      cash: row.cash,
      bonus: row.bonus,
      deposited: row.deposited,
      available: row.cash - row.deposited,
    };
  }

  async function activeCampaign(
    playerId: number,
    executor: Executor = db,
  ): Promise<ActiveCampaign | null> {
    const row = await repo.findActiveCampaign(executor, playerId);
    if (!row) return null;
    const { pc } = row;
    const percentage =
      pc.target > 0 ? Math.min(100, Math.floor((pc.counter * 10_000) / pc.target) / 100) : 100;
    return {
      id: pc.id,
      campaignId: pc.campaignId,
      name: row.name,
      target: pc.target,
      counter: pc.counter,
      counterPercentage: percentage,
      maxBet: pc.maxBet,
      freespins: pc.freespins,
      freespinsCounter: pc.freespinsCounter,
      freespinStake: pc.freespinStake,
      freespinGameIds: pc.freespinGameIds,
      freespinsWon: pc.freespinsWon,
      expiresAt: pc.expiresAt,
    };
  }

  /** Tells the bonusEvent hook about a campaign that ended in a call (not on a retry). */
  async function announce(playerId: number, reply: repo.FunctionReply) {
    if (!reply.campaign || reply.duplicate === true || !hooks.bonusEvent) return;
    const event = bonusEvent(reply.campaign);
    try {
      await hooks.bonusEvent(playerId, event);
    } catch {
      // A message that could not be sent never undoes money that moved.
    }
  }

  return {
    balance,
    activeCampaign,

    async debit(req: DebitRequest): Promise<WalletResult> {
      checkCall(req);
      checkAmount(req.amount);
      const reply = await repo.debit(db, req);
      const result = toResult(reply);
      if (!result.ok && LIMIT_REFUSAL_CODES.includes(result.code) && hooks.limitRefused) {
        await hooks.limitRefused(req.playerId, result.code).catch(() => undefined);
      }
      await announce(req.playerId, reply);
      return result;
    },

    /**
     * One free spin of the active campaign (a bet of 0 at the campaign's stake; see
     * wallet_freespin). Its win is a `credit` naming this call's transactionId as the bet.
     */
    async freespin(req: FreespinRequest): Promise<FreespinResult> {
      checkCall(req);
      if (!Number.isSafeInteger(req.gameId) || req.gameId <= 0) {
        throw new WalletInputError('gameId');
      }
      const reply = await repo.freespin(db, req);
      const result = toResult(reply);
      if (!result.ok && LIMIT_REFUSAL_CODES.includes(result.code) && hooks.limitRefused) {
        await hooks.limitRefused(req.playerId, result.code).catch(() => undefined);
      }
      await announce(req.playerId, reply);
      if (!result.ok || !reply.ok) return result as FreespinResult;
      return {
        ...result,
        stake: Number(reply.stake ?? 0),
        freespinsLeft: Number(reply.freespinsLeft ?? 0),
        playerCampaignId: Number(reply.playerCampaignId),
      };
    },

    /**
     * A round the game settled at once: the stake and the win in one call (wallet_round), by the
     * rules of `debit` then `credit` closing the round. The hooks hear what they would hear of
     * those two calls.
     */
    async round(req: RoundRequest): Promise<RoundResult> {
      checkCall({ ...req, transactionId: req.betTransactionId });
      checkId('winTransactionId', req.winTransactionId);
      if (req.winTransactionId === req.betTransactionId) {
        throw new WalletInputError('winTransactionId');
      }
      checkAmount(req.stake);
      checkAmount(req.win, { allowZero: true });
      const reply = await repo.round(db, req);
      const bet = toResult(reply.bet);
      if (!bet.ok && LIMIT_REFUSAL_CODES.includes(bet.code) && hooks.limitRefused) {
        await hooks.limitRefused(req.playerId, bet.code).catch(() => undefined);
      }
      await announce(req.playerId, reply.bet);
      if (!reply.win) return { bet };
      await announce(req.playerId, reply.win);
      if (reply.win.ok && reply.win.held && reply.win.duplicate !== true) {
        hooks.winHeld?.(req.playerId);
      }
      return { bet, win: toResult(reply.win) };
    },

    async credit(req: CreditRequest): Promise<WalletResult> {
      checkCall(req);
      checkAmount(req.amount, { allowZero: true });
      checkId('betTransactionId', req.betTransactionId);
      if (req.cap) {
        for (const v of [req.cap.maxMultiplier, req.cap.providerCap]) {
          if (v !== null && (!Number.isSafeInteger(v) || v < 0)) throw new WalletInputError('cap');
        }
        if (req.cap.maxMultiplier !== null && req.cap.maxMultiplier > 2_147_483_647) {
          throw new WalletInputError('cap');
        }
      }
      const reply = await repo.credit(db, { ...req, closeRound: req.closeRound === true });
      await announce(req.playerId, reply);
      if (reply.ok && reply.held && reply.duplicate !== true) hooks.winHeld?.(req.playerId);
      return toResult(reply);
    },

    async rollback(req: RollbackRequest): Promise<WalletResult> {
      checkCall(req);
      checkId('betTransactionId', req.betTransactionId);
      const reply = await repo.rollback(db, req);
      await announce(req.playerId, reply);
      return toResult(reply);
    },

    /** A deposit that cleared (see `depositWith`). */
    deposit: (input: DepositInput) => depositWith(db, input),

    /**
     * A staff correction of cash or bonus (may be negative, never overdraws). Idempotent by the
     * staff member and the request's key; the same key with another body is transaction_mismatch.
     */
    async adjust(input: AdjustInput): Promise<WalletResult> {
      checkAmount(input.amount, { allowNegative: true });
      checkId('idempotencyKey', input.idempotencyKey);
      return toResult(
        await repo.post(db, {
          provider: 'staff',
          transactionId: `${input.staffId}:${input.idempotencyKey}`,
          playerId: input.playerId,
          operation: 'adjustment',
          type: TRANSACTION_TYPES.adjustment,
          kind: input.kind,
          amount: input.amount,
          counter: 'adjustments',
          staffId: input.staffId,
          reason: input.reason,
        }),
      );
    },

    /** Gives a player a bonus campaign (see `assignBonusWith`), in one database transaction. */
    assignBonus: (input: AssignBonusInput) => db.transaction((tx) => assignBonusWith(tx, input)),

    /** The spec's balance object (`GET me/balance`, `GET me`): decimals at the edge. */
    async playerBalance(playerId: number): Promise<Balance> {
      const row = await repo.findBalance(db, playerId);
      const units = row?.minorUnits ?? 2;
      const campaign = await activeCampaign(playerId);
      const d = (v: Minor) => toDecimal(v, units);
      return {
        total: d(row?.cash ?? 0),
        bonus: d(row?.bonus ?? 0),
        available: d((row?.cash ?? 0) - (row?.deposited ?? 0)),
        deposited: d(row?.deposited ?? 0),
        target: d(campaign?.target ?? 0),
        freespins: campaign?.freespins ?? 0,
        freespins_counter: campaign?.freespinsCounter ?? 0,
        counter: d(campaign?.counter ?? 0),
        counter_percentage: campaign?.counterPercentage ?? 0,
        campaign: campaign
          ? {
              id: campaign.campaignId,
              name: campaign.name,
              max_bet: campaign.maxBet === null ? null : d(campaign.maxBet),
            }
          : null,
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;

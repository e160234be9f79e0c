import { z } from 'zod';
import { ID_MAX, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

/**
 * The seamless-wallet API for external game providers: `POST /wallet/v1/{balance,debit,credit,
 * rollback}`, JSON bodies signed with `X-Signature: hex(HMAC-SHA256(provider secret, raw body))`
 * and the provider's code in `X-Provider`. A bad or missing signature is 401 and moves nothing.
 * Every money call is idempotent by the provider's `transaction_id`: a retry gets the first
 * answer again (`duplicate: true`); the same id with another amount, player, bet or round is 409
 * `transaction_mismatch`. Amounts are decimals with at most 2 places (a JSON number or string).
 */

/** Longest id accepted (transaction, round, provider). */
export const WALLET_ID_MAX = 128;
/** Largest amount accepted in one call, in currency units. */
export const WALLET_AMOUNT_MAX = 100_000_000_000;

const DECIMAL = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** A decimal amount (2 places at most) -> integer minor units; exact, never through floats. */
export function decimalToMinor(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A non-negative decimal amount with at most 2 places, parsed to minor units. */
export const walletAmount = z
  .union([z.number(), safeString()], { error: ERROR_KEYS.invalid })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => DECIMAL.test(v), { error: ERROR_KEYS.invalid })
  .transform(decimalToMinor)
  .refine((v) => v <= WALLET_AMOUNT_MAX * 100, { error: ERROR_KEYS.invalid });

const id = safeString({ error: ERROR_KEYS.required })
  .min(1, { error: ERROR_KEYS.required })
  .max(WALLET_ID_MAX, { error: ERROR_KEYS.invalid });
/** A JSON number (never a string): missing is field_required, anything else field_invalid. */
const playerId = z
  .number({
    error: (issue) => (issue.input === undefined ? ERROR_KEYS.required : ERROR_KEYS.invalid),
  })
  .int({ error: ERROR_KEYS.invalid })
  .positive({ error: ERROR_KEYS.invalid })
  .max(ID_MAX, { error: ERROR_KEYS.invalid });
const gameId = z
  .number({ error: ERROR_KEYS.invalid })
  .int({ error: ERROR_KEYS.invalid })
  .positive({ error: ERROR_KEYS.invalid })
  .max(ID_MAX, { error: ERROR_KEYS.invalid })
  .nullable()
  .default(null);

export const walletBalanceBody = z.object({ player_id: playerId });
export type WalletBalanceBody = z.input<typeof walletBalanceBody>;

export const walletDebitBody = z.object({
  transaction_id: id,
  player_id: playerId,
  round_id: id,
  game_id: gameId,
  /** The stake, > 0. */
  amount: walletAmount.refine((v) => v > 0, { error: ERROR_KEYS.invalid }),
});
export type WalletDebitBody = z.input<typeof walletDebitBody>;

export const walletCreditBody = z.object({
  transaction_id: id,
  player_id: playerId,
  round_id: id,
  game_id: gameId,
  /** The win, >= 0 (0 only closes the round). */
  amount: walletAmount,
  /** The `transaction_id` of the bet this win pays. */
  bet_transaction_id: id,
  /** Closes the round: later bets and wins of it are refused (`round_closed`). */
  close_round: z.boolean({ error: ERROR_KEYS.invalid }).default(false),
});
export type WalletCreditBody = z.input<typeof walletCreditBody>;

export const walletRollbackBody = z.object({
  transaction_id: id,
  player_id: playerId,
  round_id: id,
  game_id: gameId,
  /** The bet to refund; an unknown one is recorded (and answered ok), so it can never be made. */
  bet_transaction_id: id,
});
export type WalletRollbackBody = z.input<typeof walletRollbackBody>;

export const walletBalance = z.object({
  currency: z.string(),
  /** Cash (`total` of the site's balance). */
  cash: z.number(),
  bonus: z.number(),
  /** Deposited cash not yet wagered once. */
  deposited: z.number(),
  /** cash - deposited. */
  available: z.number(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

/** 200: the call was applied (or is the retry of one that was). */
export const walletOkResponse = z.object({
  ok: z.literal(true),
  duplicate: z.boolean(),
  /** Our ledger transaction id (null: nothing moved, e.g. a refund of an unknown bet). */
  ledger_transaction_id: z.number().int().nullable(),
  /** How the amount split between cash and bonus. */
  cash: z.number(),
  bonus: z.number(),
  balance: walletBalance,
});
export type WalletOkResponse = z.infer<typeof walletOkResponse>;

/** 200 to `balance`. */
export const walletBalanceResponse = z.object({ ok: z.literal(true), balance: walletBalance });
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponse>;

/**
 * The refusal codes (`message` of a 409, `balance` current): insufficient_funds, bet_not_found,
 * round_closed, round_mismatch, transaction_mismatch, bonus_bet_limit, bet_rolled_back,
 * bet_settled, player_not_allowed. Nothing moved.
 */
export const walletRefusal = z.object({
  ok: z.literal(false),
  message: z.string(),
  balance: walletBalance.nullable(),
});
export type WalletRefusal = z.infer<typeof walletRefusal>;

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
 *
 * The rules every provider is held to (the provider gateway): a debit names the `session_token`
 * our launch (`POST /v1/casino/play/{provider}`) gave the game for that player, that game and that
 * provider, still live (not past its time, not revoked, the player still signed in: else
 * `token_expired`; unknown or another player's: `invalid_token`; a demo session:
 * `demo_session`); a credit or rollback may name the session (even an expired one) or none. Every
 * money call names the `currency` (ISO 4217, the session's, i.e. the player's: else
 * `wrong_currency`) and the `game_id`, one of this provider's games (`X-Provider` equal to the
 * game's provider code; else `invalid_game`). A win that takes the round's wins past the game's
 * stated maximum (its multiple of the round's stakes) or the provider's cap is accepted but held
 * for staff review: the answer is ok with `cash` and `bonus` 0 and `held`, the amount; staff pay
 * it to the player or refuse it. Calls are limited per provider (PROVIDER_RATE_LIMIT_PER_SECOND),
 * not per address.
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
/** Our games.id of the call, required: one of the calling provider's games. */
const gameId = z
  .number({
    error: (issue) => (issue.input === undefined ? ERROR_KEYS.required : ERROR_KEYS.invalid),
  })
  .int({ error: ERROR_KEYS.invalid })
  .positive({ error: ERROR_KEYS.invalid })
  .max(ID_MAX, { error: ERROR_KEYS.invalid });
/** ISO 4217 code of the call's currency: the player's (the session's). */
const currency = safeString({ error: ERROR_KEYS.required }).regex(/^[A-Z]{3}$/, {
  error: ERROR_KEYS.invalid,
});
/** The session token our launch gave the game (sent to the provider with the launch URL). */
const sessionToken = safeString({ error: ERROR_KEYS.required })
  .min(1, { error: ERROR_KEYS.required })
  .max(200, { error: ERROR_KEYS.invalid });

export const walletBalanceBody = z.object({ player_id: playerId });
export type WalletBalanceBody = z.input<typeof walletBalanceBody>;

export const walletDebitBody = z.object({
  transaction_id: id,
  /** Must be the session's player. */
  player_id: playerId,
  round_id: id,
  game_id: gameId,
  /** Required: a live session of this player, game and provider. */
  session_token: sessionToken,
  currency,
  /** The stake, > 0. */
  amount: walletAmount.refine((v) => v > 0, { error: ERROR_KEYS.invalid }),
});
export type WalletDebitBody = z.input<typeof walletDebitBody>;

export const walletCreditBody = z.object({
  transaction_id: id,
  player_id: playerId,
  round_id: id,
  game_id: gameId,
  /** Optional (may have expired): when given, this provider's session of this player. */
  session_token: sessionToken.optional(),
  currency,
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
  /** Optional (may have expired): when given, this provider's session of this player. */
  session_token: sessionToken.optional(),
  currency,
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
  /** A win above its cap: the amount held for staff review (not paid, not in the balance). */
  held: z.number().optional(),
});
export type WalletOkResponse = z.infer<typeof walletOkResponse>;

/** 200 to `balance`. */
export const walletBalanceResponse = z.object({ ok: z.literal(true), balance: walletBalance });
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponse>;

/**
 * The refusal codes (`message` of a 409, `balance` current, null when the call names no known
 * player of the caller's): insufficient_funds, bet_not_found, round_closed, round_mismatch,
 * transaction_mismatch, bonus_bet_limit, bet_rolled_back, bet_settled, player_not_allowed,
 * self_excluded, daily_bet_limit, daily_loss_limit, daily_playing_time_limit; the gateway's
 * invalid_token, token_expired, wrong_currency, invalid_game, demo_session. Nothing moved.
 */
export const walletRefusal = z.object({
  ok: z.literal(false),
  message: z.string(),
  balance: walletBalance.nullable(),
});
export type WalletRefusal = z.infer<typeof walletRefusal>;

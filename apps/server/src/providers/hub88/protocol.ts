/**
 * The Hub88 operator wallet API as Hub88 documents it (docs.hub88.io, Operator API reference,
 * "Wallet API" and "Seamless Wallet response statuses - Operator API"): the five calls Hub88
 * makes to the operator, their answers, the status codes, and the conversion of Hub88 amounts
 * (integers in 1/100,000 of the currency) to our minor units.
 */
import { z } from 'zod';
import { ID_MAX, safeJson, safeString } from '@croupier/contract/common';
import type { GatewayErrorCode } from '../port.ts';

/** Every status the operator may answer (the documented list). */
export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/**
 * The gateway's refusals (port.ts, with the wallet's) as Hub88 statuses. A duplicate
 * transaction_uuid with the same content is not a refusal: the wallet answers the stored first
 * reply (RS_OK); RS_ERROR_DUPLICATE_TRANSACTION is documented for the same transaction_uuid with
 * a different reference transaction, amount, currency, round, user or game (our
 * `transaction_mismatch`).
 */
export const STATUS_OF: Record<GatewayErrorCode, Hub88Status> = {
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  bet_not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // UNCONFIRMED: no documented status for a bet or win on a round already closed.
  round_closed: 'RS_ERROR_UNKNOWN',
  transaction_mismatch: 'RS_ERROR_DUPLICATE_TRANSACTION',
  // Responsible gaming and the bonus max bet: the documented "limit reached".
  bonus_bet_limit: 'RS_ERROR_LIMIT_REACHED',
  daily_bet_limit: 'RS_ERROR_LIMIT_REACHED',
  daily_loss_limit: 'RS_ERROR_LIMIT_REACHED',
  daily_playing_time_limit: 'RS_ERROR_LIMIT_REACHED',
  bet_rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  // UNCONFIRMED: no documented status for a rollback of a bet already paid.
  bet_settled: 'RS_ERROR_UNKNOWN',
  // UNCONFIRMED: a round id of another player has no documented status.
  round_mismatch: 'RS_ERROR_UNKNOWN',
  player_not_allowed: 'RS_ERROR_USER_DISABLED',
  self_excluded: 'RS_ERROR_USER_DISABLED',
  no_freespins: 'RS_ERROR_UNKNOWN',
  invalid_token: 'RS_ERROR_INVALID_TOKEN',
  token_expired: 'RS_ERROR_TOKEN_EXPIRED',
  wrong_currency: 'RS_ERROR_WRONG_CURRENCY',
  invalid_game: 'RS_ERROR_INVALID_GAME',
  // A demo session never moves money (Hub88 plays demo on its own, without wallet calls).
  demo_session: 'RS_ERROR_INVALID_TOKEN',
};

// ------------------------------------------------------------------ amounts

/** Hub88 amounts are integers in 1/100,000 of the currency. */
export const HUB88_AMOUNT_DECIMALS = 5;

/** Our minor units (currencies.minor_units decimals) -> Hub88 units. */
export function toHub88Amount(minor: number, minorUnits: number): number {
  if (minorUnits <= HUB88_AMOUNT_DECIMALS)
    return minor * 10 ** (HUB88_AMOUNT_DECIMALS - minorUnits);
  // A currency finer than Hub88's unit: Hub88 cannot show the last digits; never round up.
  return Math.floor(minor / 10 ** (minorUnits - HUB88_AMOUNT_DECIMALS));
}

/**
 * Hub88 units -> our minor units, or null when the amount is not a whole number of minor units
 * (e.g. 0.001 EUR): money is never rounded. UNCONFIRMED: the documentation does not say what an
 * operator answers to such an amount; we refuse it with RS_ERROR_WRONG_TYPES.
 */
export function fromHub88Amount(amount: number, minorUnits: number): number | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  if (minorUnits >= HUB88_AMOUNT_DECIMALS) {
    const minor = amount * 10 ** (minorUnits - HUB88_AMOUNT_DECIMALS);
    return Number.isSafeInteger(minor) ? minor : null;
  }
  const step = 10 ** (HUB88_AMOUNT_DECIMALS - minorUnits);
  return amount % step === 0 ? amount / step : null;
}

// ------------------------------------------------------------------ user

/**
 * Our `user` value: a stable pseudonymous id of the player (Hub88 asks for no personal data and
 * at least 4 characters): `cr-` and the player id.
 */
export const userOf = (playerId: number): string => `cr-${playerId}`;

/** The player id of a `user` value, or null when it is not one of ours. */
export function playerOfUser(user: string): number | null {
  const m = /^cr-([1-9][0-9]{0,9})$/.exec(user);
  if (!m) return null;
  const id = Number(m[1]);
  return id <= ID_MAX ? id : null;
}

// ------------------------------------------------------------------ requests

const text = (max = 255) => safeString().max(max);
/** Hub88 amounts: non-negative integers (1/100,000 of the currency). */
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Fields of every call. */
const base = {
  request_uuid: text(100).min(1),
};

/** POST /user/info */
export const userInfoRequest = z.object({
  ...base,
  user: text().min(1),
});

/** POST /user/balance (token and game_code: the current session, when Hub88 sends them). */
export const userBalanceRequest = z.object({
  ...base,
  user: text().min(1),
  token: text().nullish(),
  game_code: text().nullish(),
  supplier_user: text().nullish(),
});

const transaction = {
  ...base,
  user: text().min(1),
  /** The idempotency key of the call (stored on both sides). */
  transaction_uuid: text(100).min(1),
  /** The game supplier's own id of the transaction (kept for reconciliation). */
  supplier_transaction_id: text().nullish(),
  token: text().nullish(),
  supplier_user: text().nullish(),
  round: text(255).min(1),
  round_closed: z.boolean().nullish(),
  game_code: text().min(1),
  currency: text(10).min(1),
  /** Free bets granted through Hub88's Freebets API. */
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  reward_uuid: text().nullish(),
  /** The supplier's description of the bet (e.g. a bet type); not used. */
  bet: text(1000).nullish(),
  meta: safeJson().optional(),
};

/** POST /transaction/bet */
export const betRequest = z.object({ ...transaction, amount });

/** POST /transaction/win (the bet it pays: reference_transaction_uuid). */
export const winRequest = z.object({
  ...transaction,
  amount,
  reference_transaction_uuid: text(100).min(1),
});

/** POST /transaction/rollback (the transaction it cancels: reference_transaction_uuid). */
export const rollbackRequest = z.object({
  ...transaction,
  // UNCONFIRMED: a rollback names no amount and (in some flows) no currency: the player's.
  currency: text(10).nullish(),
  reference_transaction_uuid: text(100).min(1),
});

export type UserInfoRequest = z.infer<typeof userInfoRequest>;
export type UserBalanceRequest = z.infer<typeof userBalanceRequest>;
export type BetRequest = z.infer<typeof betRequest>;
export type WinRequest = z.infer<typeof winRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;

// ------------------------------------------------------------------ responses

/**
 * Every answer: HTTP 200 with a status; request_uuid echoed. A balance answer (and every
 * transaction answer, refusals included when the player is known) carries the user, the
 * currency and the balance in Hub88 units.
 */
export const walletResponse = z.object({
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  /** /user/info: the player's country (ISO 3166-1 alpha-2). */
  country: z.string().optional(),
  sub_partner_id: z.string().optional(),
});
export type WalletResponse = z.infer<typeof walletResponse>;

// ------------------------------------------------------------------ Games API

/** Platforms of the Games API (game URL and game list). */
export const PLATFORMS = ['GPL_DESKTOP', 'GPL_MOBILE'] as const;

/**
 * One item of `POST /operator/generic/v2/game/list`. Only the fields we use are checked; the
 * others pass through.
 */
export const gameListItem = z.looseObject({
  game_code: z.string().min(1).max(255),
  name: z.string().min(1).max(255),
  product: z.string().min(1).max(255),
  category: z.string().max(255).nullish(),
  platforms: z.array(z.string()).nullish(),
  url_thumb: z.string().max(2000).nullish(),
  url_background: z.string().max(2000).nullish(),
  enabled: z.boolean().nullish(),
  freebet_support: z.boolean().nullish(),
  // UNCONFIRMED: the demo flag's name (`demo_game_support`) is taken from public integrations,
  // not from the reference page.
  demo_game_support: z.boolean().nullish(),
  /** A percentage as a string ("96.12"). */
  rtp: z.union([z.string(), z.number()]).nullish(),
  /** UNCONFIRMED: a level 1 (low) to 6 (very high) in public integrations. */
  volatility: z.union([z.number(), z.string()]).nullish(),
  blocked_countries: z.array(z.string()).nullish(),
  release_date: z.string().nullish(),
});
export type GameListItem = z.infer<typeof gameListItem>;
export const gameList = z.array(gameListItem);

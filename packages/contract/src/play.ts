/**
 * Game launch and the in-game calls of the spec's `/v1` (public-site spec, API section):
 * `POST casino/play/{provider_slug}`, `POST campaigns/{campaign_id}/players/{player_id}/ping`,
 * `GET` and `POST me/mga/realityCheck`.
 *
 * The server decides real or demo play: real only with a valid `user-token` (and `user_id`, when
 * sent, must be that player), demo otherwise; demo is always EUR, real play the player's own
 * currency. Client-sent currency, skin, rank and bonus fields are accepted for compatibility with
 * the spec's bodies and ignored.
 */
import { z } from 'zod';
import { envelope, pathId, queryId, safeJson, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

/** Refusals of a launch: `{ message, ...extra }` bodies the site maps to its texts. */
export const PLAY_MESSAGES = {
  /** 404: unknown game, game or provider disabled, provider slug not the game's provider. */
  gameNotAvailable: 'game_not_available',
  /** 403: the player has not accepted the current terms (TERMS_VERSION). */
  termsNotAccepted: 'terms_not_accepted',
  /** 403 with `redirect` (`/kyc` or `/kyc?lv=selfie`): KYC needed before real play. */
  kycNotValid: 'kyc_not_valid',
  /** 403 with `until` (ISO date or null): self-excluded, blocked or not active. */
  accountDisabled: 'account_disabled',
  /** 403: the player's daily playing time is used up (real play ends for the UTC day). */
  playingTimeLimit: 'daily_playing_time_limit',
  /** 402: cash + bonus below the game's minimum stake. */
  insufficientBalance: 'insufficient_balance',
} as const;

/** Flags arrive as booleans, 0/1 or their strings. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: ERROR_KEYS.invalid,
  })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const anyScalar = z.union([safeString().max(2000), z.number(), z.boolean(), z.null()], {
  error: ERROR_KEYS.invalid,
});
const id = queryId;

export const launchParams = z.object({ provider_slug: safeString().min(1).max(100) });

/** Real and demo bodies of the spec in one schema: only `game_id` is required. */
export const launchBody = z.object({
  game_id: id,
  provider_id: id.optional(),
  provider_name: anyScalar.optional(),
  is_demo: flag.optional(),
  is_mobile: flag.optional(),
  is_desktop: flag.optional(),
  lobby_url: anyScalar.optional(),
  skin_id: anyScalar.optional(),
  ip_address: anyScalar.optional(),
  user_rank: anyScalar.optional(),
  bonus_type: anyScalar.optional(),
  bonus_info: safeJson().optional(),
  bonus_target: anyScalar.optional(),
  bonus_counter: anyScalar.optional(),
  /** When sent with a `user-token`, must be that player (else 403 `forbidden`). */
  user_id: id.optional(),
  user_language: safeString().max(10).optional(),
  /** Ignored: demo is EUR, real play the player's currency. */
  user_currency: anyScalar.optional(),
});
export type LaunchBody = z.input<typeof launchBody>;

/** `url` is `/studio/launch/<single-use token>` (2 minutes), to load in the game iframe. */
export const launchResponse = envelope(
  z.union([z.object({ play_for_real: z.string() }), z.object({ play_for_fun: z.string() })]),
);
export type LaunchResponse = z.infer<typeof launchResponse>;

export const pingParams = z.object({ campaign_id: pathId, player_id: pathId });
export const pingBody = z.object({ game_id: id.optional(), provider_id: id.optional() });
/** `useBonus`: the player's active campaign is this campaign and has a turnover target, or free spins left in the pinged `game_id`. */
export const pingResponse = envelope(z.object({ useBonus: z.boolean() }));

/** The player's answer to the reality-check prompt: keep playing, or leave the game. */
export const REALITY_CHECK_ACTIONS = ['continue', 'leave'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];

/**
 * `POST me/mga/realityCheck`: the prompt was shown (no `action`: the player is marked
 * `awaiting_reality_check`) or answered (`action`; `leave` ends the player's latest open real
 * frame session, whose next call gets 401). Each call is kept for the regulator with its time,
 * the answer and what the prompt showed (the frame session, time played, stakes and wins).
 * `minutes`: the period the check reports (the player's reality_minutes, default 60).
 */
export const realityCheckBody = z.object({
  minutes: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(10_080, { error: ERROR_KEYS.invalid }),
  action: z.enum(REALITY_CHECK_ACTIONS, { error: ERROR_KEYS.invalid }).optional(),
});
export type RealityCheckBody = z.input<typeof realityCheckBody>;
export const realityCheckResponse = envelope(z.object({ ok: z.literal(true) }));

/**
 * `GET me/mga/realityCheck`: the player's latest open real frame session (UKGC and MGA reality
 * checks show the session's time and net position), or `data: null` when none is open.
 * Amounts are decimals in the session's currency: `stakes` and `wins` since the launch, and
 * `net` = wins - stakes (the player's position: negative when down).
 */
export const realityCheckSession = z.object({
  session_started_at: z.string(),
  played_seconds: z.number().int().nonnegative(),
  stakes: z.number(),
  wins: z.number(),
  net: z.number(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
});
export type RealityCheckSession = z.infer<typeof realityCheckSession>;
export const realityCheckSessionResponse = envelope(realityCheckSession.nullable());

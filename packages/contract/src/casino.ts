import { z } from 'zod';
import { GAMES } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, pageQuery, paged, queryFlag, queryId, safeString } from './common.ts';

export const gameTypes = ['slot', 'table', 'live', 'crash', 'scratch', 'instant', 'bingo'] as const;

/** How a game's wins are spread: many small ones (low) to rare large ones (high). */
export const volatilities = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof volatilities)[number];

/**
 * "Popular": at least this many real-money rounds in the last 7 days, and among the
 * POPULAR_TOP games with the most (recounted every 10 minutes).
 */
export const POPULAR_MIN_ROUNDS = 20;
export const POPULAR_TOP = 12;
/** "New": added after the initial catalog (a day after the oldest game) within this many days. */
export const NEW_GAME_DAYS = 30;

export const provider = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  is_visible: z.boolean(),
  rank: z.number().int(),
});
export type Provider = z.infer<typeof provider>;

export const section = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  rank: z.number().int(),
  games_count: z.number().int(),
});
export type Section = z.infer<typeof section>;

export const game = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(gameTypes),
  reels_numbers: z.number().int().nullable(),
  is_desktop: z.boolean(),
  is_mobile: z.boolean(),
  /**
   * Demo (play for fun) offered: the site shows demo play for guests only when true, and a demo
   * launch of a game without it is refused (404 `game_not_available`). Not named by the spec's
   * game object: our addition.
   */
  has_demo: z.boolean(),
  rank: z.number().int(),
  /** The aggregator's artwork when it has one, else ours (`/media/games/{slug}.svg`). */
  image_url: z.string(),
  provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /**
   * Theoretical return to player in percent with 2 decimals (96.12), its jackpots' share
   * included; null when not stated.
   */
  rtp: z.number().nullable(),
  /** The part of `rtp` that feeds progressive jackpots (1 = 1 % of each stake); null: none. */
  jackpot_rtp: z.number().nullable(),
  volatility: z.enum(volatilities).nullable(),
  /** In a section whose slug is `new`, or added after the initial catalog in the last 30 days. */
  is_new: z.boolean(),
  /** Among the most played games of the last 7 days (POPULAR_MIN_ROUNDS, POPULAR_TOP). */
  is_popular: z.boolean(),
});
export type Game = z.infer<typeof game>;

export const gameDetail = game.extend({
  description: z.string(),
  engine: z.string(),
  section_ids: z.array(z.number().int()),
  is_enabled: z.boolean(),
});
export type GameDetail = z.infer<typeof gameDetail>;

/** GET /v1/casino/games */
export const getGamesQuery = z.object({
  ...pageQuery,
  sort: z.enum(['rank', 'name'], { error: ERROR_KEYS.invalid }).default('rank'),
  section_id: queryId.optional(),
  provider_id: queryId.optional(),
  name: safeString()
    .trim()
    .min(GAMES.searchMinLength, { error: ERROR_KEYS.searchMinLength })
    .max(GAMES.searchMaxLength, { error: ERROR_KEYS.searchMaxLength })
    .optional(),
  is_provider_visible: queryFlag.optional(),
  type: z.enum(gameTypes, { error: ERROR_KEYS.invalid }).optional(),
  is_desktop: queryFlag.optional(),
  is_mobile: queryFlag.optional(),
  /** Reel-count filter of the prime lobby. */
  reels_numbers: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(10, { error: ERROR_KEYS.invalid })
    .optional(),
  volatility: z.enum(volatilities, { error: ERROR_KEYS.invalid }).optional(),
  /** Games whose RTP is at least this (percent, 0-100, at most 2 decimals); no stated RTP: left out. */
  rtp_min: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .min(0, { error: ERROR_KEYS.invalid })
    .max(100, { error: ERROR_KEYS.invalid })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: ERROR_KEYS.invalid })
    .optional(),
  /** Only games in sections whose name starts with one of these prefixes (a lobby's games). */
  section_prefix: safeString()
    .regex(/^[A-Za-z]+-(,[A-Za-z]+-){0,5}$/, { error: ERROR_KEYS.invalid })
    .transform((v) => v.split(','))
    .optional(),
});
export type GetGamesQuery = z.input<typeof getGamesQuery>;
export const getGamesResponse = paged(game);
export type GetGamesResponse = z.infer<typeof getGamesResponse>;

/** GET /v1/casino/sections */
export const getSectionsQuery = z.object({
  prefix: safeString()
    .regex(/^[A-Za-z]+-$/, { error: ERROR_KEYS.invalid })
    .optional(),
});
export const getSectionsResponse = envelope(z.array(section));
export type GetSectionsResponse = z.infer<typeof getSectionsResponse>;

/** GET /v1/casino/providers?is_visible=1 */
export const getProvidersQuery = z.object({ is_visible: queryFlag.optional() });
export const getProvidersResponse = envelope(z.array(provider));
export type GetProvidersResponse = z.infer<typeof getProvidersResponse>;

/** GET /v1/casino/sections/{id}/providers */
export const sectionParams = z.object({ id: queryId });

/** GET /v1/static/casinoGames/{gameId}?provider_id */
export const gameDetailParams = z.object({ gameId: queryId });
export const gameDetailQuery = z.object({ provider_id: queryId.optional() });
export const getGameDetailResponse = envelope(gameDetail);
export type GetGameDetailResponse = z.infer<typeof getGameDetailResponse>;

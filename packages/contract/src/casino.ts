import { z } from 'zod';
import { GAMES } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, pageQuery, paged, queryFlag, queryId, safeString } from './common.ts';

export const gameTypes = ['slot', 'table', 'live', 'crash', 'scratch', 'instant', 'bingo'] as const;

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
  image_url: z.string(),
  provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
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

/**
 * A lobby that knows the player: favourite games and recently played games, per player, behind
 * the player's `user-token` (a player only ever sees their own). The catalog answers
 * (`casino.ts`) are shared by every visitor and carry nothing of a player.
 *
 * - `GET /v1/me/favourite-games`: the favourites, newest first (enabled games only).
 * - `PUT /v1/me/favourite-games/{game_id}`: adds one (idempotent); an unknown or disabled game is
 *   404 `{ message: 'Game not found' }`; more than FAVOURITE_GAMES_MAX is 422
 *   `favourites_limit_reached` on `game_id`.
 * - `DELETE /v1/me/favourite-games/{game_id}`: removes one (idempotent).
 * - `GET /v1/me/recent-games?limit=1..24`: the games the player opened (real, or demo while signed
 *   in), last first; the first is the home page's "continue the last game".
 */
import { z } from 'zod';
import { game } from './casino.ts';
import { envelope, pathId } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

/** Most favourite games a player keeps. */
export const FAVOURITE_GAMES_MAX = 200;
/** Most recently played games kept per player (older ones are forgotten). */
export const RECENT_GAMES_KEPT = 50;
export const RECENT_GAMES_DEFAULT = 12;
export const RECENT_GAMES_MAX = 24;

/** GET /v1/me/favourite-games */
export const getFavouriteGamesResponse = envelope(z.array(game));
export type GetFavouriteGamesResponse = z.infer<typeof getFavouriteGamesResponse>;

/** PUT and DELETE /v1/me/favourite-games/{game_id} */
export const favouriteGameParams = z.object({ game_id: pathId });
export const favouriteGameResponse = envelope(
  z.object({ game_id: z.number().int(), is_favourite: z.boolean() }),
);
export type FavouriteGameResponse = z.infer<typeof favouriteGameResponse>;

/** GET /v1/me/recent-games?limit */
export const getRecentGamesQuery = z.object({
  limit: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(RECENT_GAMES_MAX, { error: ERROR_KEYS.invalid })
    .default(RECENT_GAMES_DEFAULT),
});
export type GetRecentGamesQuery = z.input<typeof getRecentGamesQuery>;

export const recentGameModes = ['real', 'demo'] as const;
export type RecentGameMode = (typeof recentGameModes)[number];

export const recentGame = game.extend({
  /** ISO 8601 (UTC) of the last launch. */
  last_played_at: z.string(),
  mode: z.enum(recentGameModes),
});
export type RecentGame = z.infer<typeof recentGame>;
export const getRecentGamesResponse = envelope(z.array(recentGame));
export type GetRecentGamesResponse = z.infer<typeof getRecentGamesResponse>;

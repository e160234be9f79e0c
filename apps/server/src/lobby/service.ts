/**
 * The lobby's rules per player: favourite games (at most FAVOURITE_GAMES_MAX, newest first) and
 * recently played games (every launch while signed in, the latest RECENT_GAMES_KEPT kept). Never
 * cached: the catalog's cached answers are shared by every visitor and hold nothing of a player.
 */
import {
  FAVOURITE_GAMES_MAX,
  RECENT_GAMES_KEPT,
  type RecentGame,
  type RecentGameMode,
} from '@croupier/contract/lobby';
import type { Game } from '@croupier/contract/casino';
import { ERROR_KEYS } from '@croupier/contract/errors';
import type { Db } from '../db/client.ts';
import { toGame } from '../casino/service.ts';
import { notFound, validationFailed } from '../lib/errors.ts';
import * as repo from './repository.ts';

export interface LobbyDeps {
  db: Db;
  now: () => Date;
}

export function createLobbyService({ db, now }: LobbyDeps) {
  return {
    async favourites(playerId: number): Promise<Game[]> {
      return (await repo.listFavourites(db, playerId, FAVOURITE_GAMES_MAX, now())).map(toGame);
    },

    /** Idempotent; an unknown or disabled game is the catalog's 404. */
    async addFavourite(playerId: number, gameId: number) {
      if (!(await repo.isPlayableGame(db, gameId))) throw notFound('Game not found');
      const result = await repo.addFavourite(db, {
        playerId,
        gameId,
        max: FAVOURITE_GAMES_MAX,
        now: now(),
      });
      if (result === 'full') throw validationFailed('game_id', ERROR_KEYS.favouritesLimitReached);
      return { game_id: gameId, is_favourite: true };
    },

    /** Idempotent: removing what is not a favourite changes nothing. */
    async removeFavourite(playerId: number, gameId: number) {
      await repo.removeFavourite(db, playerId, gameId);
      return { game_id: gameId, is_favourite: false };
    },

    async recent(playerId: number, limit: number): Promise<RecentGame[]> {
      const rows = await repo.listRecent(db, playerId, limit, now());
      return rows.map((r) => ({
        ...toGame(r),
        last_played_at: r.lastPlayedAt.toISOString(),
        mode: r.mode === 'demo' ? 'demo' : 'real',
      }));
    },

    /** A signed-in player's launch: the game moves to the front of recently played. */
    recordLaunch(playerId: number, gameId: number, mode: RecentGameMode): Promise<void> {
      return repo.recordRecent(db, { playerId, gameId, mode, at: now(), keep: RECENT_GAMES_KEPT });
    },
  };
}
export type LobbyService = ReturnType<typeof createLobbyService>;

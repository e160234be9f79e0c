/**
 * The games the player opened last (contract `@croupier/contract/lobby`), for the home page's
 * "Recently played" row; the first is the "Continue playing" card. Under PLAYER_QUERY_ROOT, so
 * logging out drops it. Types only from the contract: this module stays free of zod.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetRecentGamesResponse, RecentGame } from '@croupier/contract/lobby';
import { PLAYER_QUERY_ROOT } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

export type { RecentGame };

/** How many the row shows (the contract's default). */
export const RECENT_ROW_SIZE = 12;

/** GET me/recent-games?limit: last played first. Read again on every visit of the lobby. */
export const recentGamesQueryOptions = (limit: number = RECENT_ROW_SIZE) =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'recent-games', limit],
    queryFn: ({ signal }) =>
      api<GetRecentGamesResponse>('me/recent-games', { query: { limit }, signal }).then(
        (r) => r.data,
      ),
    staleTime: 0,
  });

export function useRecentGames(enabled: boolean) {
  return useQuery({ ...recentGamesQueryOptions(), enabled });
}

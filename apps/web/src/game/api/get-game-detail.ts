import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetGameDetailResponse } from '@croupier/contract/casino';
import { ApiError, api } from '../../lib/api-client.ts';
import { bootstrapGame } from '../../lib/bootstrap.ts';

/** One game with its description (`static/casinoGames/{gameId}?provider_id`). */
export const gameDetailQueryOptions = (gameId: number, providerId: number) =>
  queryOptions({
    queryKey: ['casino', 'game', gameId, providerId],
    queryFn: ({ signal }) =>
      api<GetGameDetailResponse>(`static/casinoGames/${gameId}`, {
        query: { provider_id: providerId },
        signal,
      }),
    select: (res) => res.data,
    // The game page's own game came with the page (the server's bootstrap).
    initialData: () => {
      const game = bootstrapGame(gameId, providerId);
      return game ? { data: game } : undefined;
    },
    // A missing game will not appear on a retry.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export function useGameDetail(gameId: number, providerId: number, enabled: boolean) {
  return useQuery({ ...gameDetailQueryOptions(gameId, providerId), enabled });
}

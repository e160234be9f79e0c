/**
 * The player's favourite games (contract `@croupier/contract/lobby`): the hearts on the tiles
 * and the lobby's Favourites tab read one list; a heart changes it at once and puts it back when
 * the platform refuses. Every key starts with PLAYER_QUERY_ROOT, so logging out drops them.
 * Types only from the contract: this module stays free of zod.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '@croupier/contract/casino';
import type { FavouriteGameResponse, GetFavouriteGamesResponse } from '@croupier/contract/lobby';
import { PLAYER_QUERY_ROOT } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

export const FAVOURITES_KEY = [PLAYER_QUERY_ROOT, 'favourite-games'] as const;

/** GET me/favourite-games: newest first. */
export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: FAVOURITES_KEY,
    queryFn: ({ signal }) =>
      api<GetFavouriteGamesResponse>('me/favourite-games', { signal }).then((r) => r.data),
    staleTime: 60_000,
  });

/** The favourites, while `enabled` (a signed-in player). */
export function useFavourites(enabled: boolean) {
  return useQuery({ ...favouritesQueryOptions(), enabled });
}

/** Whether this game is a favourite; false while the list loads or for a guest. */
export function useIsFavourite(gameId: number, enabled: boolean): boolean {
  const query = useQuery({
    ...favouritesQueryOptions(),
    enabled,
    select: (list) => list.some((g) => g.id === gameId),
  });
  return query.data === true;
}

/** `list` with `game` in it (first: newest) or out of it; undefined (not loaded) stays so. */
export function withFavourite(
  list: Game[] | undefined,
  game: Game,
  favourite: boolean,
): Game[] | undefined {
  if (!list) return list;
  const rest = list.filter((g) => g.id !== game.id);
  return favourite ? [game, ...rest] : rest;
}

/**
 * PUT or DELETE me/favourite-games/{id}. The heart shows the change at once; on a refusal that
 * one game goes back to where it was (other hearts changed meanwhile stay) and `onRefused` runs.
 * Changes of the same game run one after another (a double tap never lands out of order).
 */
export function useToggleFavourite(game: Game, onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const mutationKey = [...FAVOURITES_KEY, 'change'];
  return useMutation({
    mutationKey,
    scope: { id: `favourite-game-${game.id}` },
    mutationFn: (favourite: boolean) =>
      api<FavouriteGameResponse>(`me/favourite-games/${game.id}`, {
        method: favourite ? 'PUT' : 'DELETE',
      }).then((r) => r.data),
    onMutate: async (favourite) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_KEY, exact: true });
      const list = queryClient.getQueryData<Game[]>(FAVOURITES_KEY);
      const was = list?.some((g) => g.id === game.id) ?? !favourite;
      queryClient.setQueryData<Game[]>(FAVOURITES_KEY, (current) =>
        withFavourite(current, game, favourite),
      );
      return { was };
    },
    onError: (error, _favourite, context) => {
      if (context) {
        queryClient.setQueryData<Game[]>(FAVOURITES_KEY, (current) =>
          withFavourite(current, game, context.was),
        );
      }
      onRefused(error);
    },
    onSettled: () => {
      // The last change in flight reloads the list (the server's order and its own refusals).
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY, exact: true });
      }
    },
  });
}

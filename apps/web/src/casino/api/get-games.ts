import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game, GetGamesResponse, Volatility } from '@croupier/contract/casino';
import { GAMES } from '@croupier/contract/constants';
import { api } from '../../lib/api-client.ts';
import { bootstrapLobby } from '../../lib/bootstrap.ts';

export interface GameFilters {
  /** Section name prefixes of the lobby; used when no section is chosen. */
  prefixes: readonly string[];
  sectionId?: number | undefined;
  providerId?: number | undefined;
  /** Lowercased search term, 3 characters or more. */
  name?: string | undefined;
  reels?: number | undefined;
  volatility?: Volatility | undefined;
  /** Minimum RTP in percent: games without a stated RTP are left out. */
  rtpMin?: number | undefined;
}

export interface GameList {
  games: Game[];
  total: number;
}

type GamesQuery = Record<string, string | number | undefined>;

/** The first `count` games of one query, in pages of at most the server's maximum. */
async function firstOf(query: GamesQuery, count: number, signal?: AbortSignal): Promise<GameList> {
  const size = Math.min(count, GAMES.maxPageSize);
  const pages = Math.ceil(count / size);
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, i) =>
      api<GetGamesResponse>('casino/games', {
        query: { ...query, page: i + 1, per_page: size },
        signal,
      }),
    ),
  );
  return {
    games: answers.flatMap((a) => a.data).slice(0, count),
    total: answers[0]?.meta.total ?? 0,
  };
}

/**
 * The first `count` games (sorted by rank) matching the filters: page 1 with a growing page
 * size, so "load more" refetches one list and the grid never reorders. A lobby made of several
 * section prefixes (others and bingo) asks for all of them at once.
 */
export async function getGames(
  filters: GameFilters,
  count: number,
  signal?: AbortSignal,
): Promise<GameList> {
  const base: GamesQuery = {
    sort: 'rank',
    section_id: filters.sectionId,
    provider_id: filters.providerId,
    name: filters.name,
    reels_numbers: filters.reels,
    volatility: filters.volatility,
    rtp_min: filters.rtpMin,
  };
  if (filters.sectionId !== undefined) return firstOf(base, count, signal);
  return firstOf({ ...base, section_prefix: filters.prefixes.join(',') }, count, signal);
}

export const gamesQueryOptions = (filters: GameFilters, count: number) =>
  queryOptions({
    queryKey: ['casino', 'games', filters, count],
    queryFn: ({ signal }) => getGames(filters, count, signal),
    // The server sends the lobby's unfiltered first page with index.html.
    initialData: () => {
      const plain =
        count === GAMES.initialPageSize &&
        filters.sectionId === undefined &&
        filters.providerId === undefined &&
        filters.name === undefined &&
        filters.reels === undefined &&
        filters.volatility === undefined &&
        filters.rtpMin === undefined;
      return plain ? bootstrapLobby(filters.prefixes)?.games : undefined;
    },
    staleTime: 30_000,
  });

/** The grid's games; the previous list stays on screen while the next one loads. */
export function useGames(filters: GameFilters, count: number, enabled: boolean) {
  return useQuery({
    ...gamesQueryOptions(filters, count),
    enabled,
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game, GetGamesResponse } from '@croupier/contract/casino';
import { GAMES } from '@croupier/contract/constants';
import { api } from '../../lib/api-client.ts';

export interface GameFilters {
  /** Section name prefixes of the lobby; used when no section is chosen. */
  prefixes: readonly string[];
  sectionId?: number | undefined;
  providerId?: number | undefined;
  /** Lowercased search term, 3 characters or more. */
  name?: string | undefined;
  reels?: number | undefined;
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

const byRank = (a: Game, b: Game) => a.rank - b.rank || a.id - b.id;

/**
 * The first `count` games (sorted by rank) matching the filters: page 1 with a growing page
 * size, so "load more" refetches one list and the grid never reorders. A lobby made of several
 * section prefixes merges one list per prefix; the first `count` of each is enough to know the
 * first `count` of their union.
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
  };
  if (filters.sectionId !== undefined) return firstOf(base, count, signal);
  if (filters.prefixes.length <= 1) {
    return firstOf({ ...base, section_prefix: filters.prefixes[0] }, count, signal);
  }
  const lists = await Promise.all(
    filters.prefixes.map((prefix) => firstOf({ ...base, section_prefix: prefix }, count, signal)),
  );
  const seen = new Set<number>();
  const merged = lists
    .flatMap((l) => l.games)
    .sort(byRank)
    .filter((g) => !seen.has(g.id) && seen.add(g.id));
  const games = merged.slice(0, count);
  // A game may sit in sections of two prefixes, so the summed total is an upper bound; when
  // fewer than `count` came back, the list is complete and its length is exact.
  const total = merged.length < count ? merged.length : lists.reduce((sum, l) => sum + l.total, 0);
  return { games, total };
}

export const gamesQueryOptions = (filters: GameFilters, count: number) =>
  queryOptions({
    queryKey: ['casino', 'games', filters, count],
    queryFn: ({ signal }) => getGames(filters, count, signal),
  });

/** The grid's games; the previous list stays on screen while the next one loads. */
export function useGames(filters: GameFilters, count: number, enabled: boolean) {
  return useQuery({
    ...gamesQueryOptions(filters, count),
    enabled,
    placeholderData: keepPreviousData,
  });
}

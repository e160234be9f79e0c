import type { Game, Provider } from '@croupier/contract/casino';
import { GAMES } from '@croupier/contract/constants';
import { searchMatcher } from '@croupier/contract/search';

/**
 * The spec's search rules: fewer than 1 character returns to the list, 1 to 2 characters only
 * warn, 3 or more search (lowercased; the platform folds accents and punctuation and matches
 * the words in any order, like `searchMatcher`).
 */
export type SearchState = { kind: 'empty' } | { kind: 'short' } | { kind: 'ready'; name: string };

export function searchState(input: string): SearchState {
  const value = input.trim();
  if (value.length < 1) return { kind: 'empty' };
  if (value.length < GAMES.searchMinLength) return { kind: 'short' };
  return { kind: 'ready', name: value.slice(0, GAMES.searchMaxLength).toLowerCase() };
}

/** The search term to put in the address, or null when the input must not change it. */
export function searchTarget(input: string): string | null {
  const state = searchState(input);
  if (state.kind === 'empty') return '';
  return state.kind === 'ready' ? state.name : null;
}

/** The providers whose name (or code) a search finds, by the shared folding, in their order. */
export function searchProviders<P extends Pick<Provider, 'code' | 'name'>>(
  providers: readonly P[],
  query: string,
): P[] {
  if (searchState(query).kind !== 'ready') return [];
  const matches = searchMatcher(query);
  return providers.filter((p) => matches(p.name) || matches(p.code));
}

/** One other lobby's search answer: its first matches and how many there are in all. */
export interface LobbyMatches<L> {
  lobby: L;
  games: readonly Game[];
  total: number;
}

/**
 * The "found in other lobbies" groups: each lobby with the matches the current lobby does not
 * already show (a game can be in two lobbies), in the lobbies' order; lobbies left without any
 * are dropped.
 */
export function otherLobbyGroups<L>(
  answers: readonly (LobbyMatches<L> | undefined)[],
  shownIds: ReadonlySet<number>,
): LobbyMatches<L>[] {
  return answers.flatMap((answer) => {
    if (!answer) return [];
    const games = answer.games.filter((g) => !shownIds.has(g.id));
    return games.length > 0 ? [{ ...answer, games }] : [];
  });
}

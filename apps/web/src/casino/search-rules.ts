import { GAMES } from '@croupier/contract/constants';

/**
 * The spec's search rules: fewer than 1 character returns to the list, 1 to 2 characters only
 * warn, 3 or more search (lowercased).
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

import { GAMES } from '@croupier/contract/constants';
import { searchState } from './search-rules.ts';

/**
 * The lobby's state in the address, so a reload or a shared link keeps it:
 * `?section=slots&provider=neon-reels&reels=3&q=dragon`.
 */
export interface LobbyParams {
  /** Section slug, or null for "All". */
  section: string | null;
  /** Provider code, or null for all providers. */
  provider: string | null;
  /** Reel count (prime lobby only), or null for all. */
  reels: number | null;
  /** Lowercased search term of 3 or more characters, or '' for none. */
  q: string;
}

export function readLobbyParams(params: URLSearchParams, withReels: boolean): LobbyParams {
  const reels = Number(params.get('reels'));
  const search = searchState(params.get('q') ?? '');
  return {
    section: params.get('section') || null,
    provider: params.get('provider') || null,
    reels: withReels && (GAMES.reelOptions as readonly number[]).includes(reels) ? reels : null,
    q: search.kind === 'ready' ? search.name : '',
  };
}

/** A copy of `params` with `patch` applied; null or '' removes a parameter, undefined keeps it. */
export function withLobbyParams(
  params: URLSearchParams,
  patch: Partial<LobbyParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

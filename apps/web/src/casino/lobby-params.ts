import type { Volatility } from '@croupier/contract/casino';
import { GAMES } from '@croupier/contract/constants';
import { RTP_MIN_OPTIONS, isVolatility } from './game-meta.ts';
import { searchState } from './search-rules.ts';

/** The lobby's own tabs beside the sections (signed-in players only). */
export type LobbyTab = 'favourites';

/**
 * The lobby's state in the address, so a reload or a shared link keeps it:
 * `?section=slots&provider=neon-reels&reels=3&volatility=high&rtp_min=96&q=dragon`, or
 * `?tab=favourites` for the player's favourites.
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
  /** Volatility filter, or null for all. */
  volatility: Volatility | null;
  /** Minimum RTP in percent (one of RTP_MIN_OPTIONS), or null for any; `rtp_min` in the address. */
  rtpMin: number | null;
  /** The favourites tab instead of a section, or null. */
  tab: LobbyTab | null;
}

/** Address names of the fields that are not spelled the same. */
const ADDRESS_NAMES: Partial<Record<keyof LobbyParams, string>> = { rtpMin: 'rtp_min' };
const addressName = (key: string) => ADDRESS_NAMES[key as keyof LobbyParams] ?? key;

export function readLobbyParams(params: URLSearchParams, withReels: boolean): LobbyParams {
  const reels = Number(params.get('reels'));
  const search = searchState(params.get('q') ?? '');
  const volatility = params.get('volatility');
  const rtpMin = Number(params.get('rtp_min'));
  return {
    section: params.get('section') || null,
    provider: params.get('provider') || null,
    reels: withReels && (GAMES.reelOptions as readonly number[]).includes(reels) ? reels : null,
    q: search.kind === 'ready' ? search.name : '',
    volatility: isVolatility(volatility) ? volatility : null,
    rtpMin: params.has('rtp_min') && RTP_MIN_OPTIONS.includes(rtpMin) ? rtpMin : null,
    tab: params.get('tab') === 'favourites' ? 'favourites' : null,
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
    if (value === null || value === '') next.delete(addressName(key));
    else next.set(addressName(key), String(value));
  }
  return next;
}

import type { Game, Volatility } from '@croupier/contract/casino';
import { numberFormat } from '../lib/format.ts';

/**
 * What a tile and the lobby's filters say about a game beyond its name: RTP, volatility, and
 * the client-side filter of lists the server does not filter (the player's favourites).
 * Types only from the contract: this module stays free of zod (the lobby's first load).
 */

/** The contract's volatilities, in the order the filter offers them. */
export const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high'];

/** The minimum-RTP filter's choices, in percent. */
export const RTP_MIN_OPTIONS: readonly number[] = [95, 96, 97, 98];

export function isVolatility(value: unknown): value is Volatility {
  return (VOLATILITIES as readonly unknown[]).includes(value);
}

/** How many of the volatility meter's three bars are lit. */
export function volatilityLevel(volatility: Volatility): 1 | 2 | 3 {
  return volatility === 'low' ? 1 : volatility === 'medium' ? 2 : 3;
}

/**
 * A percentage by Intl in the page's language ("96.12%", "96,12 %"): exactly `decimals`
 * decimals when given (a tile's RTP: 2), else as many as it has up to 2 (a filter's "96%");
 * null when there is none to show.
 */
export function formatPercent(
  value: number | null | undefined,
  language: string,
  decimals?: number,
): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 2,
  }).format(value / 100);
}

/** "5 minutes ago", "yesterday", "vor 3 Tagen": how long ago `iso` was, by Intl. */
export function formatAgo(iso: string, language: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return format.format(Math.round(seconds / (30 * 86_400)), 'month');
  return format.format(Math.round(seconds / (365 * 86_400)), 'year');
}

export interface GameListFilters {
  providerId?: number | undefined;
  volatility?: Volatility | undefined;
  rtpMin?: number | undefined;
}

/**
 * The server's rules of `GET casino/games` for a list it does not filter: the provider, the
 * volatility, and an RTP of at least `rtpMin` (a game without a stated RTP is left out).
 */
export function matchesFilters(game: Game, filters: GameListFilters): boolean {
  if (filters.providerId !== undefined && game.provider_id !== filters.providerId) return false;
  if (filters.volatility !== undefined && game.volatility !== filters.volatility) return false;
  if (filters.rtpMin !== undefined && (game.rtp === null || game.rtp < filters.rtpMin)) {
    return false;
  }
  return true;
}

/**
 * Pure helpers of the third-party screens (held wins, jackpots, providers): money in a
 * currency's minor units, a jackpot's pot and drops, the reason a win was held.
 */
import type { StaffJackpot } from '@croupier/contract/jackpots';
import { formatMoney, locale } from '../lib/format.ts';

type Cycle = StaffJackpot['cycles'][number];

/**
 * The number of decimals of a currency (ISO 4217, as Intl knows it: EUR 2, JPY 0). The staff
 * jackpot listing gives amounts in minor units without the currency's exponent.
 */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount in minor units as money (`12345`, EUR → `€123.45`). */
export function formatMinor(minor: number, currency: string, loc = locale()): string {
  return formatMoney(minor / 10 ** currencyDigits(currency), currency, loc);
}

/** A rate in basis points as a percentage (`150` → `1.50%`). */
export function formatBasisPoints(bp: number, loc = locale()): string {
  return new Intl.NumberFormat(loc, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}

/** The running cycle of a jackpot (its cycles come newest first), or null between cycles. */
export const openCycle = (j: StaffJackpot): Cycle | null =>
  j.cycles.find((c) => c.status === 'open') ?? null;

/** The current pot in minor units: the running cycle's seed plus what it has collected. */
export function currentPot(j: StaffJackpot): number | null {
  const c = openCycle(j);
  return c ? c.seed + c.contributions : null;
}

/** The newest `limit` drops, newest first. */
export function lastDrops(j: StaffJackpot, limit = 5): Cycle[] {
  return j.cycles
    .filter((c) => c.status === 'dropped')
    .sort((a, b) => b.number - a.number)
    .slice(0, limit);
}

/** How far the pot has come toward the must-drop-by amount (0 to 1), for a progress bar. */
export function dropProgress(j: StaffJackpot): number | null {
  const pot = currentPot(j);
  if (pot === null || j.must_drop_by <= j.seed) return null;
  return Math.min(1, Math.max(0, (pot - j.seed) / (j.must_drop_by - j.seed)));
}

/** Why a win was held, as the server names it; anything else reads as `other`. */
export const CAP_KINDS = ['game_max_win', 'provider_cap'] as const;
export type CapKind = (typeof CAP_KINDS)[number] | 'other';
export const capKind = (kind: string): CapKind =>
  (CAP_KINDS as readonly string[]).includes(kind) ? (kind as CapKind) : 'other';

/** How a provider's games are played (`providers.integration`). */
export const INTEGRATIONS = ['studio', 'hub88', 'wallet'] as const;
export type Integration = (typeof INTEGRATIONS)[number] | 'other';
export const integrationOf = (value: string | null | undefined): Integration | null => {
  if (value === null || value === undefined || value === '') return null;
  return (INTEGRATIONS as readonly string[]).includes(value) ? (value as Integration) : 'other';
};

/**
 * The report's date rules (spec "Reports": search disabled if from is after to; from at most
 * yesterday, to at most today). Days are UTC calendar days as YYYY-MM-DD, like the server's.
 */

/** The longest range the server answers, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;
/** The range shown first: the last 7 days up to today. */
export const DEFAULT_RANGE_DAYS = 7;
const DAY_MS = 86_400_000;

export type MoneyType = 'all' | 'real' | 'bonus';
export const MONEY_TYPES: readonly MoneyType[] = ['all', 'real', 'bonus'];

/** The UTC day `offset` days from `now`, as YYYY-MM-DD. */
export function utcDay(now: Date, offset = 0): string {
  return new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The first range: from 7 days ago to today (from is never later than yesterday). */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: utcDay(now, -(DEFAULT_RANGE_DAYS - 1)), to: utcDay(now) };
}

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export type RangeProblem = 'missing' | 'order' | 'from_max' | 'to_max' | 'too_long';

/** What stops a search with these dates (null: none). */
export function rangeProblem(from: string, to: string, now: Date): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'missing';
  if (from > to) return 'order';
  if (from > utcDay(now, -1)) return 'from_max';
  if (to > utcDay(now)) return 'to_max';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) return 'too_long';
  return null;
}

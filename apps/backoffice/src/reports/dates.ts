/**
 * Report date ranges: whole UTC days, `from` and `to` included (the server's rule, at most
 * REPORT_MAX_DAYS days). Presets count back from today (UTC).
 */
export const REPORT_MAX_DAYS = 366;
export const RANGE_PRESETS = ['last_7_days', 'last_30_days', 'this_month', 'last_month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const utcDate = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

export function presetRange(preset: RangePreset, now: Date = new Date()): DayRange {
  const today = utcDate(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  switch (preset) {
    case 'last_7_days':
      return { from: day(new Date(today.getTime() - 6 * DAY_MS)), to: day(today) };
    case 'last_30_days':
      return { from: day(new Date(today.getTime() - 29 * DAY_MS)), to: day(today) };
    case 'this_month':
      return { from: day(utcDate(y, m, 1)), to: day(today) };
    case 'last_month':
      return { from: day(utcDate(y, m - 1, 1)), to: day(utcDate(y, m, 0)) };
  }
}

/** The preset a range equals (today), or null for a custom one. */
export function presetOf(range: DayRange, now: Date = new Date()): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const parse = (s: string) => {
  if (!DAY_RE.test(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || day(d) !== s ? null : d;
};

/** Why a range would be refused (null: fine): a missing day, to before from, too long. */
export function rangeError(range: DayRange): 'invalid_day' | 'to_before_from' | 'too_long' | null {
  const from = parse(range.from);
  const to = parse(range.to);
  if (!from || !to) return 'invalid_day';
  if (to.getTime() < from.getTime()) return 'to_before_from';
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > REPORT_MAX_DAYS) return 'too_long';
  return null;
}

/** The decimals of a currency (minor units → amount), 2 when Intl does not know it. */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount in minor units as the currency's amount (12345 EUR → 123.45). */
export const fromMinor = (minor: number, currency: string) =>
  minor / 10 ** currencyDecimals(currency);

/** The file name of a download (content-disposition), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

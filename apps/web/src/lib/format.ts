/** A calendar date in the given language; times on the site are UTC, so dates are too. */
export function formatUtcDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A date and time in the given language, in UTC (the site's times are UTC). */
export function formatUtcDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The same with " UTC" after it, for screens that show times away from the footer's note that
 * the site's times are UTC: "Nov 29, 2026, 1:05 PM UTC", "29.11.2026, 13:05 UTC".
 */
export function formatUtcDateTimeMarked(
  value: string | Date | null | undefined,
  language: string,
): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatUtcDateTime(date.toISOString(), language)} UTC`;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat, made once per language and options: making one costs far more than
 * formatting with it, and a lobby formats an amount on every tile and pot.
 */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount in a currency (ISO code), 2 decimals, by Intl in the page's language: "€12.50",
 * "12,50 €", "-€3.00". An unknown code shows the number with the code after it.
 */
export function formatCurrency(
  amount: number | string | null | undefined,
  currency: string,
  language: string,
  /** Show "+" before a gain too (a net position). */
  signed = false,
): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const value = Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
  const signDisplay = signed ? ('exceptZero' as const) : ('auto' as const);
  try {
    return numberFormat(language, {
      style: 'currency',
      currency,
      ...TWO_DECIMALS,
      signDisplay,
    }).format(value);
  } catch {
    const number = numberFormat(language, { ...TWO_DECIMALS, signDisplay }).format(value);
    return currency ? `${number}\u00a0${currency}` : number;
  }
}

/** A duration in whole minutes or hours and minutes, in the given language ("1 hr, 5 min"). */
export function formatDuration(seconds: number, language: string): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const unit = (value: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  if (seconds > 0 && seconds < 60) return `< ${unit(1, 'minute')}`;
  if (hours === 0) return unit(minutes, 'minute');
  const rest = minutes % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

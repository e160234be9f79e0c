/**
 * Dates, numbers and money through Intl, in the browser's locale (en-GB when it has none): the
 * console is in English, the figures follow the staff member's habits.
 */
export const DEFAULT_LOCALE = 'en-GB';

export function locale(): string {
  if (typeof navigator !== 'undefined' && navigator.language) return navigator.language;
  return DEFAULT_LOCALE;
}

export function formatMoney(amount: number, currency: string, loc = locale()): string {
  try {
    return new Intl.NumberFormat(loc, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(loc, { minimumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

export function formatNumber(value: number, loc = locale()): string {
  return new Intl.NumberFormat(loc).format(value);
}

export function formatDateTime(iso: string | null | undefined, loc = locale()): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(loc, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** How long ago, e.g. "3 hours ago" (the age of a queue item). */
export function formatAge(iso: string, now = Date.now(), loc = locale()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(loc, { numeric: 'always' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 2 * 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86_400), 'day');
}

/** Saves a text as a file (recovery codes, the pain.001 export). */
export function download(filename: string, content: string | Blob, type = 'text/plain') {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

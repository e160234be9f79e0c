import { cleanName } from '@croupier/contract/account-rules';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { ApiError } from '../lib/api-client.ts';

/**
 * Form behaviour of the registration steps that is not a field rule (those live in
 * @croupier/contract/account-rules and are shared with the server).
 */

/** The names of required fields whose value is empty (spec: red highlight + "fill all fields"). */
export function missingFields<T extends object, K extends keyof T & string>(
  values: T,
  required: readonly K[],
): K[] {
  return required.filter((name) => {
    const v: unknown = values[name];
    if (typeof v === 'string') return v.trim() === '';
    if (typeof v === 'boolean') return !v;
    return v === null || v === undefined;
  });
}

/**
 * Cleans a name while it is typed: the shared cleanName rule, except that one trailing space is
 * kept so a second word can still be typed. `changed` is true when characters were removed or
 * replaced (the 3.5-second warning), not for spacing alone.
 */
export function cleanNameWhileTyping(value: string): { value: string; changed: boolean } {
  const cleaned = cleanName(value);
  const trailing = cleaned !== '' && / $/.test(value) ? ' ' : '';
  const next = `${cleaned}${trailing}`;
  const changed = cleaned !== value.replace(/\s+/g, ' ').trim();
  return { value: next, changed };
}

/** The date of birth as the final update sends it: YYYY-M-D (no padding). */
export const dobValue = (year: string, month: string, day: string): string =>
  `${year}-${Number(month)}-${Number(day)}`;

/** Number of days in a month (1-12) of a year; 31 while the year or month is not chosen. */
export function daysInMonth(year: string, month: string): number {
  if (!year || !month) return 31;
  return new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
}

/** Countries for a select: localized names, sorted in the language, restricted ones left out. */
export function countryOptions(
  countries: readonly { code: string; name: string }[],
  language: string,
  excluded: readonly string[] = [],
): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const skip = new Set(excluded.map((c) => c.toUpperCase()));
  return countries
    .filter((c) => !skip.has(c.code.toUpperCase()))
    .map((c) => ({ code: c.code, name: names?.of(c.code) ?? c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The first dialling prefix of a country, for the phone prefix field. */
export function defaultPrefix(country: { phone_prefix: string[] | null } | undefined): string {
  return country?.phone_prefix?.[0] ?? '';
}
/** The translation key of a failed code confirmation (a 3-second warning toast). */
export function codeFailureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return ERROR_KEYS.tooManyAttempts;
    const key = Object.values(error.errors).flat()[0];
    if (key === ERROR_KEYS.codeExpired) return key;
    if (error.status === 422) return ERROR_KEYS.codeIsWrong;
  }
  return 'something_wrong';
}

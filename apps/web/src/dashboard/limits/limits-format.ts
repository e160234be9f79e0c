import type { TFunction } from '../../lib/translation.tsx';
import { formatUtcDateTimeMarked } from '../../lib/format.ts';
import { formatMoney } from '../../shell/money.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isMinutesField, type LimitField } from './limits-rules.ts';

/** A date and time as the site shows times: in UTC, written the page language's way. */
export const formatUtcDateTime = formatUtcDateTimeMarked;

/** "45 minutes", "45 Minuten", "45 minut": Intl names the unit with the right plural. */
export function formatMinutes(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutes);
}

/** "7 days", "7 Tage", "7 dní". */
export function formatDays(days: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}

/** A limit's amount: money in the player's currency, minutes for playing time. */
export function formatLimitAmount(
  field: LimitField,
  value: number,
  symbol: string,
  language: string,
): string {
  return isMinutesField(field)
    ? formatMinutes(value, language)
    : formatMoney(value, symbol, language);
}

/** An error of a limits call as a key of the page's texts (`limits_error_<key>`) and its values. */
export interface LimitsFailure {
  key: string;
  field?: string;
  until?: string;
}

export function limitsFailure(error: unknown): LimitsFailure {
  if (!(error instanceof ApiError)) return { key: 'generic' };
  if (error.status === 0) return { key: 'network_error' };
  const until = typeof error.body.until === 'string' ? error.body.until : undefined;
  const field = typeof error.body.field === 'string' ? error.body.field : undefined;
  return { key: error.message || 'generic', field, until };
}

/** The text of a failure; a key the page does not know reads as the generic error. */
export function failureText(t: TFunction, failure: LimitsFailure, language: string): string {
  const generic = t('myprofile:error_generic');
  if (failure.key === 'network_error') return t('myprofile:error_network_error');
  if (failure.key === 'requests_locked') {
    const date = formatUtcDateTime(failure.until, language);
    if (!date) return t('myprofile:limits_error_requests_locked_nodate');
    return failure.field
      ? t('myprofile:limits_error_requests_locked_field', {
          date,
          field: t(`myprofile:limits_field_${failure.field}`, { defaultValue: failure.field }),
        })
      : t('myprofile:limits_error_requests_locked', { date });
  }
  if (failure.key === 'pending_request_exists' && failure.field === 'self_exclusion') {
    return t('myprofile:limits_exclusion_pending');
  }
  if (failure.key === 'pending_request_exists' && failure.field) {
    return t('myprofile:limits_error_pending_request_exists_field', {
      field: t(`myprofile:limits_field_${failure.field}`, { defaultValue: failure.field }),
    });
  }
  return t(`myprofile:limits_error_${failure.key}`, { defaultValue: generic });
}

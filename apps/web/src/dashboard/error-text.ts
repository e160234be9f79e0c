import type { TFunction } from '../lib/translation.tsx';
import { ApiError } from '../lib/api-client.ts';

/** The first error key of a failed call (a field's key, else the message), or null. */
export function errorKey(error: unknown, field?: string): string | null {
  if (!(error instanceof ApiError)) return error ? 'error' : null;
  const fieldKeys = field ? error.errors[field] : undefined;
  const first = fieldKeys?.[0] ?? Object.values(error.errors)[0]?.[0];
  return first ?? error.message;
}

/** A translated text for an error key of the `myprofile` group, else the generic error. */
export function errorText(t: TFunction, key: string | null): string {
  if (!key) return '';
  return t(`myprofile:error_${key}`, { defaultValue: t('myprofile:error_generic') });
}

import type { TFunction } from '../lib/translation.tsx';
import { errorKey } from './error-text.ts';

/**
 * A translated text for an error key of the `identity` group (documents, KYC, questionnaire,
 * account), else the generic error. Shared by the identity pages of the dashboard.
 */
export function identityErrorText(t: TFunction, key: string | null): string {
  if (!key) return '';
  return t(`identity:error_${key}`, { defaultValue: t('identity:error_generic') });
}

/** The translated first error of a failed call (a field's, else the message). */
export function identityError(t: TFunction, error: unknown, field?: string): string {
  return identityErrorText(t, errorKey(error, field));
}

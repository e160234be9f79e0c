import type {
  AvailableResponse,
  CheckEmailBody,
  CheckFieldsBody,
  CheckMobileBody,
  CheckUsernameBody,
  TwilioCheckMobileBody,
  TwilioCheckMobileResponse,
} from '@croupier/contract/accounts';
import { api } from '../../lib/api-client.ts';

/**
 * The availability checks of registration: each answers 200 when the value is free, and a 422
 * ApiError with the field's error key (nickname_already_used, email_already_used, ...) when not.
 */
const post = <T>(path: string, body: unknown, token?: string) =>
  api<T>(path, { method: 'POST', body, headers: token ? { token } : undefined });

export const checkUsername = (username: string) =>
  post<AvailableResponse>('auth/checkusername', {
    username,
    withTrashed: 1,
  } satisfies CheckUsernameBody);

export const checkEmail = (email: string) =>
  post<AvailableResponse>('auth/checkemail', {
    email,
    withTrashed: 1,
  } satisfies CheckEmailBody);

export const checkMobile = (mobile: string) =>
  post<AvailableResponse>('auth/checkmobile', {
    mobile,
    skipEmpty: 1,
  } satisfies CheckMobileBody);

/** The provider's check that the number exists (invalid_phone when it does not). */
export const validateMobile = (prefix: string, mobile: string) =>
  post<TwilioCheckMobileResponse>('notifications/twilio/checkMobile', {
    prefix,
    mobile,
  } satisfies TwilioCheckMobileBody);

/** Step 2: first name + last name + date of birth must not belong to another player. */
export const checkFields = (body: CheckFieldsBody, token: string) =>
  post<AvailableResponse>('auth/checkfields', body, token);

import type {
  RegisterBody,
  RegisterResponse,
  RegistrationStateResponse,
  SendVerificationResponse,
  TokenStatusResponse,
  UpdateMeBody,
  VerifyCodeBody,
  VerifyCodeResponse,
} from '@croupier/contract/accounts';
import type { MeResponse } from '@croupier/contract/accounts';
import { api } from '../../lib/api-client.ts';

/**
 * Step 0: creates the player (status incompleted) and sends the e-mail code, or continues the
 * unfinished registration of the same nickname, e-mail and password (`resumed`).
 */
export const register = (body: RegisterBody) =>
  api<RegisterResponse>('auth/register', { method: 'POST', body }).then((r) => r.data);

export type Channel = 'email' | 'sms';

/** Step 1: a new code by e-mail or SMS (429 resend_too_soon within 60 s of the last one). */
export const sendCode = (channel: Channel, userId: number, token: string) =>
  api<SendVerificationResponse>(
    channel === 'sms'
      ? 'notifications/twilio/send_sms/verification'
      : 'notifications/players/send_email/verification',
    { method: 'POST', body: { user_id: userId }, headers: { token } },
  ).then((r) => r.data);

/** Step 1: confirms a code (422 verification: [code_is_wrong | code_expired]). */
export const verifyCode = (channel: Channel, userId: number, code: string, token: string) =>
  api<VerifyCodeResponse>(`notifications/players/verify_${channel}`, {
    method: 'POST',
    body: {
      user_id: userId,
      verification: code,
      ...(channel === 'email' ? { email_verified: 1 } : { sms_verified: 1 }),
      check_campaign: 1,
    } satisfies VerifyCodeBody,
    headers: { token },
  }).then((r) => r.data);

/** Step 2: completes the registration (the player becomes active). */
export const completeRegistration = (body: UpdateMeBody, token: string) =>
  api<MeResponse>('me', { method: 'PUT', body, headers: { token } }).then((r) => r.data);

/** Step -1: the activation (restore) link; with email_verified=1 the e-mail is confirmed. */
export const activationStatus = (token: string, email: string) =>
  api<TokenStatusResponse>(`auth/status/${encodeURIComponent(token)}`, {
    query: { email, type: 'activation-token', email_verified: 1 },
  }).then((r) => r.data);

/** Where the registration of a temp token stands (401: the token is over; 409: finished). */
export const registrationState = (token: string) =>
  api<RegistrationStateResponse>('auth/registration', { headers: { token } }).then((r) => r.data);

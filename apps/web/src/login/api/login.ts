import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@croupier/contract/accounts';
import type { LoginTwoFactorBody, TwoFactorChallenge } from '@croupier/contract/two-factor';
import { api } from '../../lib/api-client.ts';

/** A session, or (two-factor login on) the challenge for the second step. */
export type LoginAnswer = LoginResponse['data'] | TwoFactorChallenge;

export const needsSecondFactor = (answer: LoginAnswer): answer is TwoFactorChallenge =>
  'two_factor_required' in answer && answer.two_factor_required === true;

/** POST auth/login: the session token, or 401 / 403 / 429 (ApiError with the message key). */
export const login = (body: LoginBody) =>
  api<{ data: LoginAnswer }>('auth/login', {
    method: 'POST',
    query: { checkHash: 1, email_sms_verified: 'true' },
    body,
  }).then((r) => r.data);

export const useLogin = () => useMutation({ mutationFn: login });

/** POST auth/login/two-factor: the challenge and a code (or a recovery code) -> the session. */
export const loginTwoFactor = (body: LoginTwoFactorBody) =>
  api<LoginResponse>('auth/login/two-factor', { method: 'POST', body }).then((r) => r.data);

export const useLoginTwoFactor = () => useMutation({ mutationFn: loginTwoFactor });

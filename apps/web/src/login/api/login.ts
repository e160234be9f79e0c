import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@croupier/contract/accounts';
import { api } from '../../lib/api-client.ts';

/** POST auth/login: the session token, or 401 / 403 / 429 (ApiError with the message key). */
export const login = (body: LoginBody) =>
  api<LoginResponse>('auth/login', {
    method: 'POST',
    query: { checkHash: 1, email_sms_verified: 'true' },
    body,
  }).then((r) => r.data);

export const useLogin = () => useMutation({ mutationFn: login });

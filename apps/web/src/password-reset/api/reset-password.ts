import { useMutation } from '@tanstack/react-query';
import type { ResetBody } from '@croupier/contract/accounts';
import { api } from '../../lib/api-client.ts';

/** PUT auth/password/reset -> 204; 422 token: [token_invalid] when the link is used or expired. */
export const resetPassword = (body: ResetBody) =>
  api<null>('auth/password/reset', { method: 'PUT', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import { useMutation } from '@tanstack/react-query';
import { ACCOUNT } from '@croupier/contract/constants';
import type { RecoveryBody, SentResponse } from '@croupier/contract/accounts';
import { api } from '../../lib/api-client.ts';

/** POST auth/password/recovery: the same answer whether or not the address has an account. */
export const requestRecovery = (email: string) =>
  api<SentResponse>('auth/password/recovery', {
    method: 'POST',
    body: { email, expiration_hours: ACCOUNT.recoveryLinkHours } satisfies RecoveryBody,
  });

export const useRequestRecovery = () => useMutation({ mutationFn: requestRecovery });

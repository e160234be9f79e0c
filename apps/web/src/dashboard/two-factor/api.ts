import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodesResponse,
  TwoFactorDisableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@croupier/contract/two-factor';
import { PLAYER_QUERY_ROOT } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

export type { TwoFactorSetup, TwoFactorStatus };

/** GET me/two-factor: whether two-factor login is on, since when, recovery codes left. */
export const getTwoFactor = (signal?: AbortSignal) =>
  api<{ data: TwoFactorStatus }>('me/two-factor', { signal }).then((r) => r.data);

export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'two-factor'],
    queryFn: ({ signal }) => getTwoFactor(signal),
    staleTime: 10_000,
  });

export const useTwoFactor = () => useQuery(twoFactorQueryOptions());

/** Refreshes the status after a change. */
export function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey });
}

/** POST me/two-factor/setup: a new secret (pending until enabled) with its QR code. */
export const setupTwoFactor = (password: string) =>
  api<{ data: TwoFactorSetup }>('me/two-factor/setup', {
    method: 'POST',
    body: { password },
  }).then((r) => r.data);

/** POST me/two-factor/enable: the first code turns it on; the recovery codes (shown once). */
export const enableTwoFactor = (code: string) =>
  api<RecoveryCodesResponse>('me/two-factor/enable', { method: 'POST', body: { code } }).then(
    (r) => r.data.recovery_codes,
  );

/** POST me/two-factor/disable: the password and a code or a recovery code. */
export const disableTwoFactor = (body: TwoFactorDisableBody) =>
  api<null>('me/two-factor/disable', { method: 'POST', body }).then(() => undefined);

/** POST me/two-factor/recovery-codes: a new set against a current code. */
export const regenerateRecoveryCodes = (code: string) =>
  api<RecoveryCodesResponse>('me/two-factor/recovery-codes', {
    method: 'POST',
    body: { code },
  }).then((r) => r.data.recovery_codes);

/** What a player typed as a code: spaces removed (apps show "123 456"). */
export const cleanCode = (value: string) => value.replace(/\s/g, '');

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenStatusResponse } from '@croupier/contract/accounts';
import { api } from '../../lib/api-client.ts';

/** GET auth/status/{token}?type=password-reset: whether the e-mailed link is still usable. */
export const resetTokenStatusOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'status', 'password-reset', token],
    queryFn: ({ signal }) =>
      api<TokenStatusResponse>(`auth/status/${encodeURIComponent(token)}`, {
        query: { type: 'password-reset' },
        signal,
      }).then((r) => r.data),
    staleTime: Infinity,
    retry: false,
  });

export const useResetTokenStatus = (token: string) => useQuery(resetTokenStatusOptions(token));

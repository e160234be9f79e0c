import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LimitsState } from '@croupier/contract/limits';
import { PLAYER_QUERY_ROOT } from '../../../auth/session.ts';
import { api } from '../../../lib/api-client.ts';

export type { LimitsState };

/** GET me/limits: current limits, today's use (UTC day), locks, allowance, self-exclusion. */
export function getLimits(signal?: AbortSignal): Promise<LimitsState> {
  return api<{ data: LimitsState }>('me/limits', { signal }).then((r) => r.data);
}

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'limits'],
    queryFn: ({ signal }) => getLimits(signal),
    staleTime: 15_000,
  });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}

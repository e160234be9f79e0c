import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticRequest } from '@croupier/contract/limits';
import { PLAYER_QUERY_ROOT } from '../../../auth/session.ts';
import { api } from '../../../lib/api-client.ts';

export type { StatisticRequest };

/** GET me/statistics/last?to_activate=1: the limit and self-exclusion requests still pending. */
export function getPendingRequests(signal?: AbortSignal): Promise<StatisticRequest[]> {
  return api<{ data: StatisticRequest[] }>('me/statistics/last', {
    query: { to_activate: 1 },
    signal,
  }).then((r) => r.data);
}

export const pendingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'statistics', 'pending'],
    queryFn: ({ signal }) => getPendingRequests(signal),
    staleTime: 15_000,
  });

export function usePendingRequests() {
  return useQuery(pendingRequestsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RealityCheckSession } from '@croupier/contract/play';
import { PLAYER_QUERY_ROOT } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

/**
 * `GET me/mga/realityCheck`: the open game session's time played, stakes, wins and net position
 * (null when none is open), read afresh each time the reality check opens.
 */
export const realitySessionQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'reality-check'],
    queryFn: ({ signal }) =>
      api<{ data: RealityCheckSession | null }>('me/mga/realityCheck', { signal }).then(
        (r) => r.data ?? null,
      ),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useRealitySession(enabled: boolean) {
  return useQuery({ ...realitySessionQueryOptions(), enabled, refetchOnWindowFocus: false });
}

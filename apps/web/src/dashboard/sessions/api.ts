import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerSession, RevokeOthersResponse } from '@croupier/contract/accounts';
import { PLAYER_QUERY_ROOT } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

export type { PlayerSession };

/** GET me/sessions: the player's open sessions, newest first, the caller's marked `current`. */
export function getSessions(signal?: AbortSignal): Promise<PlayerSession[]> {
  return api<{ data: PlayerSession[] }>('me/sessions', { signal }).then((r) => r.data);
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'sessions'],
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 10_000,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE me/sessions/{id}: logs that device out (its next call is refused). */
export const revokeSession = (id: number) =>
  api<null>(`me/sessions/${id}`, { method: 'DELETE' }).then(() => undefined);

/** POST me/sessions/revoke-others: logs out every other device; answers how many. */
export const revokeOtherSessions = () =>
  api<RevokeOthersResponse>('me/sessions/revoke-others', { method: 'POST' }).then(
    (r) => r.data.revoked,
  );

/** Both mutations refresh the list afterwards, whether they worked or not. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

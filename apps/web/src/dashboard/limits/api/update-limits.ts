import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { meQueryOptions, type Player } from '../../../auth/session.ts';
import { updateMe } from '../../api/update-me.ts';
import { limitsQueryOptions } from './get-limits.ts';
import { pendingRequestsQueryOptions } from './get-pending-requests.ts';

/** After a change: the player as answered, the page's state and the pending list reloaded. */
export async function refreshAfterChange(queryClient: QueryClient, player?: Player) {
  if (player) queryClient.setQueryData(meQueryOptions().queryKey, player);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: pendingRequestsQueryOptions().queryKey }),
  ]);
}

/**
 * Limits (`{ limits: { field: digits | '' } }`) and self-exclusion (`{ self_exclusion_period,
 * status_reason }`) are saved with PUT me; the server decides what applies when.
 */
export function useUpdateResponsibleGaming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (player) => refreshAfterChange(queryClient, player),
  });
}

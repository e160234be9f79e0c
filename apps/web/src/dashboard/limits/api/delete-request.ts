import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatisticRequest } from '@croupier/contract/limits';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from './update-limits.ts';

/** DELETE me/statistics/{id}: a pending limit request is withdrawn; the limit stays as it is. */
export function deleteRequest(id: number): Promise<StatisticRequest> {
  return api<{ data: StatisticRequest }>(`me/statistics/${id}`, { method: 'DELETE' }).then(
    (r) => r.data,
  );
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    // A refused delete (already activated, locked) also means the list is out of date.
    onSettled: () => refreshAfterChange(queryClient),
  });
}

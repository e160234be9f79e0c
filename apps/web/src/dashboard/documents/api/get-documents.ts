import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerDocument } from '@croupier/contract/documents';
import { PLAYER_QUERY_ROOT } from '../../../auth/session.ts';
import { api } from '../../../lib/api-client.ts';

export type { PlayerDocument };

/** GET me/all-documents: the player's documents, newest first, with signed media links. */
export function getDocuments(signal?: AbortSignal): Promise<PlayerDocument[]> {
  return api<{ data: PlayerDocument[] }>('me/all-documents', { signal }).then((r) => r.data);
}

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'documents'],
    queryFn: ({ signal }) => getDocuments(signal),
    staleTime: 30_000,
    // The media links end after ten minutes: a page left open gets fresh ones before that.
    refetchInterval: 8 * 60_000,
  });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

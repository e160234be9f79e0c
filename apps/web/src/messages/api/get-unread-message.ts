import { queryOptions } from '@tanstack/react-query';
import type { Message } from '@croupier/contract/messages';
import { PLAYER_QUERY_ROOT } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

/**
 * `GET me/messages/readone`: the player's oldest unread message, or null. Reading it does not
 * mark it read (opening it does: `GET me/messages/{id}`). Polled by the popup host.
 */
export const unreadMessageQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'messages', 'readone'],
    queryFn: ({ signal }) =>
      api<{ data: Message | null }>('me/messages/readone', { signal }).then((r) => r.data ?? null),
    staleTime: 0,
    retry: false,
  });

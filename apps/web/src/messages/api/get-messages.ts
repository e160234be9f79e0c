import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '@croupier/contract/messages';
import { PLAYER_QUERY_ROOT, useIsLoggedIn } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';

export const INBOX_PAGE_SIZE = 20;

export interface MessagesPage {
  data: Message[];
  meta: { current_page: number; last_page: number; total: number; unread: number };
}

/** Every messages query (the inbox and the unread message): refetched together. */
export const MESSAGES_QUERY_KEY = [PLAYER_QUERY_ROOT, 'messages'] as const;

/** `GET me/messages?page&per_page`: the inbox, newest first, with the unread count. */
export const messagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api<MessagesPage>('me/messages', {
        query: { page: pageParam, per_page: INBOX_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    staleTime: 30_000,
  });

export function useMessages() {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({ ...messagesQueryOptions(), enabled: loggedIn });
}

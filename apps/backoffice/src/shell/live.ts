import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSession } from '../auth/use-session.ts';
import type { QueueId } from './menu.ts';
import { QUEUE_QUERY_PREFIXES } from './queue-counts.ts';

/** The server's event on the staff room (apps/server/src/backoffice/queue-events.ts). */
export const QUEUE_EVENT = 'queues';
export const SOCKET_PATH = '/socket.io';

const isQueue = (q: unknown): q is QueueId =>
  typeof q === 'string' && Object.prototype.hasOwnProperty.call(QUEUE_QUERY_PREFIXES, q);

/** A `queues` event: the queries of the queue it names (or of every queue) become stale. */
export function onQueueEvent(client: Pick<QueryClient, 'invalidateQueries'>, payload: unknown) {
  const queue = (payload as { queue?: unknown } | null)?.queue;
  const queues = isQueue(queue) ? [queue] : (Object.keys(QUEUE_QUERY_PREFIXES) as QueueId[]);
  for (const q of queues) {
    for (const queryKey of QUEUE_QUERY_PREFIXES[q]) {
      void client.invalidateQueries({ queryKey: [...queryKey] });
    }
  }
}

/**
 * The realtime socket of a signed-in staff member (auth `{ staffToken }`): it joins the `staff`
 * room, and each `queues` event refreshes that queue's badge and list. socket.io reconnects by
 * itself; a refused handshake (the session ended) stops it until the token changes.
 */
export function useLiveQueues(): void {
  const session = useSession();
  const token = session?.token ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof window === 'undefined') return;
    const socket: Socket = io({
      path: SOCKET_PATH,
      auth: { staffToken: token },
      transports: ['websocket'],
    });
    socket.on(QUEUE_EVENT, (payload: unknown) => onQueueEvent(queryClient, payload));
    // Back after a break: what changed meanwhile was not heard.
    socket.io.on('reconnect', () => onQueueEvent(queryClient, null));
    return () => {
      socket.off(QUEUE_EVENT);
      socket.disconnect();
    };
  }, [token, queryClient]);
}

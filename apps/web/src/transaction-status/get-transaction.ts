import { useQuery } from '@tanstack/react-query';
import type { Transaction, TransactionStatus } from '@croupier/contract/payments';
import { PLAYER_QUERY_ROOT } from '../auth/session.ts';
import { ApiError, api } from '../lib/api-client.ts';

/** While a payment is not final the page asks again (a gateway's webhook may land a moment later). */
export const STATUS_POLL_MS = 5_000;

export const isOpenStatus = (status: TransactionStatus): boolean =>
  status === 'initialized' || status === 'pending';

/** GET static/transactions/{id}: one transaction of the player (another player's: 404). */
export function getTransaction(id: number, signal?: AbortSignal): Promise<Transaction> {
  return api<{ data: Transaction }>(`static/transactions/${id}`, { signal }).then((r) => r.data);
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/** The transaction, polled every 5 s while initialized or pending; a 404 is not retried. */
export function useTransaction(id: number | null) {
  return useQuery({
    queryKey: [PLAYER_QUERY_ROOT, 'transactions', 'one', id],
    queryFn: ({ signal }) => getTransaction(id as number, signal),
    enabled: id !== null,
    retry: (count, error) => !isNotFound(error) && count < 2,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isOpenStatus(status) ? STATUS_POLL_MS : false;
    },
  });
}

/** The route's id: a positive integer, else null (shown as not found without a call). */
export function parseTransactionId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

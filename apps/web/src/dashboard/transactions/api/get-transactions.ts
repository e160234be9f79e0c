import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSACTION_TYPES } from '@croupier/contract/constants';
import type {
  Transaction,
  TransactionsQuery,
  TransactionsResponse,
  TransactionsTotalResponse,
} from '@croupier/contract/payments';
import { PLAYER_QUERY_ROOT } from '../../../auth/session.ts';
import { api } from '../../../lib/api-client.ts';

export type { Transaction, TransactionsResponse };

/** The largest page the server gives (exports fetch the whole range with it). */
export const EXPORT_PAGE_SIZE = 500;

/** The list's query (TransactionsQuery without `total`). */
export interface Query {
  date_from?: string;
  date_to?: string;
  type_id?: number;
  status?: TransactionsQuery['status'];
  page?: number;
  per_page?: number;
}

/** GET me/transactions: one page of the player's transactions, newest first. */
export function getTransactions(query: Query, signal?: AbortSignal): Promise<TransactionsResponse> {
  return api<TransactionsResponse>('me/transactions', { query: { ...query }, signal });
}

export const transactionsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'transactions', 'list', query],
    queryFn: ({ signal }) => getTransactions(query, signal),
    staleTime: 15_000,
  });

/** The page's table; the previous page stays shown while the next loads. */
export function useTransactions(query: Query) {
  return useQuery({ ...transactionsQueryOptions(query), placeholderData: keepPreviousData });
}

/** Every transaction of a search (for the exports): all pages of 500. */
export async function getAllTransactions(
  query: Omit<Query, 'page' | 'per_page'>,
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 1; ; page++) {
    const res = await getTransactions({ ...query, page, per_page: EXPORT_PAGE_SIZE });
    rows.push(...res.data);
    if (page >= res.meta.last_page || res.data.length === 0) return rows;
  }
}

export interface Totals {
  deposits: TransactionsTotalResponse['data'];
  withdrawals: TransactionsTotalResponse['data'];
}

/**
 * The three cards' sums for a date range: successful deposits and withdrawals
 * (`type_id=1|2&status=authorized&total=1`).
 */
export async function getTotals(
  range: { date_from: string; date_to: string },
  signal?: AbortSignal,
): Promise<Totals> {
  const total = (type_id: number) =>
    api<TransactionsTotalResponse>('me/transactions', {
      query: { ...range, type_id, status: 'authorized', total: 1 },
      signal,
    }).then((r) => r.data);
  const [deposits, withdrawals] = await Promise.all([
    total(TRANSACTION_TYPES.deposit),
    total(TRANSACTION_TYPES.withdraw),
  ]);
  return { deposits, withdrawals };
}

export function useTotals(range: { date_from: string; date_to: string }) {
  return useQuery({
    queryKey: [PLAYER_QUERY_ROOT, 'transactions', 'totals', range],
    queryFn: ({ signal }) => getTotals(range, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

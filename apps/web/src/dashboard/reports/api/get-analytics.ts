import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '@croupier/contract/payments';
import { PLAYER_QUERY_ROOT } from '../../../auth/session.ts';
import { api } from '../../../lib/api-client.ts';
import type { MoneyType } from '../reports-rules.ts';

export type Analytics = AnalyticsResponse['data'];

export interface AnalyticsSearch {
  from: string;
  to: string;
  money_type: MoneyType;
  /** null: every provider. */
  provider_id: number | null;
}

/** GET casino/analytics: the player's bets and wins per game over whole UTC days. */
export function getAnalytics(search: AnalyticsSearch, signal?: AbortSignal): Promise<Analytics> {
  return api<AnalyticsResponse>('casino/analytics', {
    query: {
      from: search.from,
      to: search.to,
      money_type: search.money_type,
      provider_id: search.provider_id ?? undefined,
    },
    signal,
  }).then((r) => r.data);
}

export const analyticsQueryOptions = (search: AnalyticsSearch) =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'casino-analytics', search],
    queryFn: ({ signal }) => getAnalytics(search, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useAnalytics(search: AnalyticsSearch) {
  return useQuery(analyticsQueryOptions(search));
}

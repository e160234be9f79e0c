import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPagesResponse, Promotion } from '@croupier/contract/cms';
import type { Language } from '@croupier/contract/constants';
import { api } from '../../lib/api-client.ts';

export async function getPromotions(language: Language, signal?: AbortSignal) {
  const res = await api<ListPagesResponse>('cms/pages', {
    query: { type: 'promotion', campaign_visible: 1, language },
    signal,
  });
  return res.data.filter((p): p is Promotion => p.type === 'promotion' && 'is_valid' in p);
}

export const promotionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'promotions', language],
    queryFn: ({ signal }) => getPromotions(language, signal),
  });

export function usePromotions(language: Language) {
  return useQuery(promotionsQueryOptions(language));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetPageResponse, Promotion } from '@croupier/contract/cms';
import type { Language } from '@croupier/contract/constants';
import { ApiError, api } from '../../lib/api-client.ts';
import { bootstrapPromotion } from '../../lib/bootstrap.ts';

/** Ids (or page names) the platform accepts. */
export const PROMOTION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The promotion, or null when that page exists but is not a promotion. */
export async function getPromotion(
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Promotion | null> {
  const res = await api<GetPageResponse>(`cms/pages/${encodeURIComponent(id)}`, {
    query: { language },
    signal,
  });
  const page = res.data;
  return page.type === 'promotion' && 'is_valid' in page ? page : null;
}

export function isMissingPromotion(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

export const promotionQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'promotion', id, language],
    queryFn: ({ signal }) => getPromotion(id, language, signal),
    retry: (failures, error) => !isMissingPromotion(error) && failures < 1,
    // The page's own promotion came with it (the server's first screen).
    initialData: () => bootstrapPromotion(id, language),
  });

export function usePromotion(id: string, language: Language) {
  return useQuery({ ...promotionQueryOptions(id, language), enabled: PROMOTION_ID.test(id) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetProvidersResponse } from '@croupier/contract/casino';
import { api } from '../../lib/api-client.ts';
import { bootstrap } from '../../lib/bootstrap.ts';

/** Every visible provider (`casino/providers?is_visible=1`): the list for the "All" tab. */
export const visibleProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['casino', 'providers', 'visible'],
    queryFn: ({ signal }) =>
      api<GetProvidersResponse>('casino/providers', { query: { is_visible: 1 }, signal }),
    initialData: () => {
      const providers = bootstrap()?.lobby?.providers;
      return providers ? { data: providers } : undefined;
    },
    select: (res) => res.data,
    staleTime: 5 * 60_000,
  });

/** The providers with games in one section (`casino/sections/{id}/providers`). */
export const sectionProvidersQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: ['casino', 'sections', sectionId, 'providers'],
    queryFn: ({ signal }) =>
      api<GetProvidersResponse>(`casino/sections/${sectionId}/providers`, { signal }),
    select: (res) => res.data,
    staleTime: 5 * 60_000,
  });

export function useVisibleProviders() {
  return useQuery(visibleProvidersQueryOptions());
}

export function useSectionProviders(sectionId: number | undefined) {
  return useQuery({
    ...sectionProvidersQueryOptions(sectionId ?? 0),
    enabled: sectionId !== undefined,
  });
}

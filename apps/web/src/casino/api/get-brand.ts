import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkinSettingsResponse } from '@croupier/contract/skin';
import { api } from '../../lib/api-client.ts';

/** The skin's brand name (`skin/settings`), for document titles. */
export const brandQueryOptions = () =>
  queryOptions({
    queryKey: ['casino', 'brand'],
    queryFn: ({ signal }) => api<SkinSettingsResponse>('skin/settings', { signal }),
    select: (res) => res.data.layout_settings.brand_name,
    staleTime: Infinity,
  });

export function useBrand(): string | undefined {
  return useQuery(brandQueryOptions()).data;
}

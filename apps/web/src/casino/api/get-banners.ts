import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetBannersResponse } from '@croupier/contract/cms';
import type { BannerTag, Language } from '@croupier/contract/constants';
import { api } from '../../lib/api-client.ts';
import { bootstrap } from '../../lib/bootstrap.ts';

/** The banners of a lobby in one language (`cms/banners?language&tag[0]=...`). */
export const bannersQueryOptions = (language: Language, tags: readonly BannerTag[]) =>
  queryOptions({
    queryKey: ['cms', 'banners', language, tags],
    queryFn: ({ signal }) =>
      api<GetBannersResponse>('cms/banners', { query: { language, tag: tags }, signal }),
    initialData: () => {
      const b = bootstrap();
      const same = b?.banners && b.language === language && b.banners.tags.join() === tags.join();
      return same ? { data: b.banners!.data } : undefined;
    },
    select: (res) => res.data,
    staleTime: 5 * 60_000,
  });

export function useBanners(language: Language, tags: readonly BannerTag[]) {
  return useQuery(bannersQueryOptions(language, tags));
}

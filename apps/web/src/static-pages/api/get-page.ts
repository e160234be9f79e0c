import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetPageResponse } from '@croupier/contract/cms';
import type { Language } from '@croupier/contract/constants';
import { ApiError, api } from '../../lib/api-client.ts';
import { bootstrap } from '../../lib/bootstrap.ts';

/** Page names the platform accepts (`GET cms/pages/{id}`). */
export const PAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export async function getPage(name: string, language: Language, signal?: AbortSignal) {
  const res = await api<GetPageResponse>(`cms/pages/${encodeURIComponent(name)}`, {
    query: { language },
    signal,
  });
  return res.data;
}

/** A missing page (or a name the platform refuses) is not worth retrying. */
export function isMissingPage(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

export const pageQueryOptions = (name: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'page', name, language],
    queryFn: ({ signal }) => getPage(name, language, signal),
    retry: (failures, error) => !isMissingPage(error) && failures < 1,
    // The server sends the page the address opens with index.html.
    initialData: () => {
      const b = bootstrap();
      return b?.page && b.page.name === name && b.language === language ? b.page : undefined;
    },
    staleTime: 5 * 60_000,
  });

export function usePage(name: string, language: Language) {
  return useQuery({ ...pageQueryOptions(name, language), enabled: PAGE_NAME.test(name) });
}

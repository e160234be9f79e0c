import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetSectionsResponse, Section } from '@croupier/contract/casino';
import { api } from '../../lib/api-client.ts';
import { bootstrapLobby } from '../../lib/bootstrap.ts';

/** The sections of a lobby: every section whose name starts with one of its prefixes. */
export async function getSections(
  prefixes: readonly string[],
  signal?: AbortSignal,
): Promise<Section[]> {
  const answers = await Promise.all(
    prefixes.map((prefix) =>
      api<GetSectionsResponse>('casino/sections', { query: { prefix }, signal }),
    ),
  );
  return answers.flatMap((a) => a.data);
}

export const sectionsQueryOptions = (prefixes: readonly string[]) =>
  queryOptions({
    queryKey: ['casino', 'sections', prefixes],
    queryFn: ({ signal }) => getSections(prefixes, signal),
    initialData: () => bootstrapLobby(prefixes)?.sections,
    staleTime: 5 * 60_000,
  });

export function useSections(prefixes: readonly string[]) {
  return useQuery(sectionsQueryOptions(prefixes));
}

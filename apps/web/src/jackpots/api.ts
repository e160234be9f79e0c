import { queryOptions } from '@tanstack/react-query';
import type { JackpotsResponse } from '@croupier/contract/jackpots';
import { api } from '../lib/api-client.ts';
import { bootstrap } from '../lib/bootstrap.ts';

/** The progressive jackpots (`casino/jackpots`): the ticker's first paint. */
export const jackpotsQueryOptions = () =>
  queryOptions({
    queryKey: ['casino', 'jackpots'],
    queryFn: ({ signal }) => api<JackpotsResponse>('casino/jackpots', { signal }),
    select: (res) => res.data,
    staleTime: 30_000,
    // The casino lobby's pots came with the page (the server's first screen).
    initialData: () => {
      const jackpots = bootstrap()?.jackpots;
      return jackpots ? { data: jackpots } : undefined;
    },
  });

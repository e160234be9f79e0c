import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Survey } from '@croupier/contract/surveys';
import { PLAYER_QUERY_ROOT } from '../../../auth/session.ts';
import { api } from '../../../lib/api-client.ts';

export type { Survey };

/**
 * GET me/survey/last?type=sowq&currency=..: the questionnaire in the page's language, whether
 * it is required for the player and their last answers; null when the skin has none.
 */
export function getSurvey(
  currency: string,
  language: string,
  signal?: AbortSignal,
): Promise<Survey | null> {
  return api<{ data: Survey | null }>('me/survey/last', {
    query: { type: 'sowq', currency, language },
    signal,
  }).then((r) => r.data);
}

export const surveyQueryOptions = (currency: string, language: string) =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'survey', 'sowq', currency, language],
    queryFn: ({ signal }) => getSurvey(currency, language, signal),
    staleTime: 60_000,
  });

export function useSurvey(currency: string, language: string) {
  return useQuery(surveyQueryOptions(currency, language));
}

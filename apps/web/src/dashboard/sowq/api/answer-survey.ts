import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyAnswersBody } from '@croupier/contract/surveys';
import { PLAYER_QUERY_ROOT } from '../../../auth/session.ts';
import { api } from '../../../lib/api-client.ts';

/** POST me/survey/{surveyId}/answers/{language}: the answers, checked against each question. */
export function answerSurvey(input: {
  surveyId: number;
  language: string;
  body: SurveyAnswersBody;
}): Promise<unknown> {
  return api<{ data: unknown }>(
    `me/survey/${input.surveyId}/answers/${encodeURIComponent(input.language)}`,
    { method: 'POST', body: input.body },
  ).then((r) => r.data);
}

/** Saving the answers; the questionnaire (and whatever it unblocks) is read again. */
export function useAnswerSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_ROOT, 'survey'] }),
  });
}

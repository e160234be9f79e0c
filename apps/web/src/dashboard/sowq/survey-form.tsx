import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice, Spinner } from '../../auth/form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { identityErrorText } from '../identity-text.ts';
import { useAnswerSurvey } from './api/answer-survey.ts';
import type { Survey } from './api/get-survey.ts';
import { SurveyQuestionField } from './survey-question.tsx';
import {
  answersBody,
  initialValues,
  serverErrors,
  validateSurvey,
  type AnswerValue,
  type SurveyErrors,
} from './survey-rules.ts';

/**
 * The questionnaire's questions, prefilled with the last answers (else the default options);
 * checked before sending, the server's error of each question shown next to it.
 */
export function SurveyForm({
  survey,
  language,
  onSaved,
}: {
  survey: Survey;
  language: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('identity');
  const [values, setValues] = useState(() => initialValues(survey));
  const [errors, setErrors] = useState<SurveyErrors>({});
  const [other, setOther] = useState<string | null>(null);
  const answer = useAnswerSurvey();

  const change = (questionId: number, value: AnswerValue) => {
    setValues((v) => ({ ...v, [questionId]: value }));
    setErrors((e) => {
      const next = { ...e };
      delete next[questionId];
      return next;
    });
  };

  const focusFirst = (found: SurveyErrors) => {
    const first = survey.survey_contents.find((q) => found[q.id]);
    if (!first) return;
    const box = document.querySelector<HTMLElement>(`[data-question-id="${first.id}"]`);
    box?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOther(null);
    const found = validateSurvey(survey, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    answer.mutate(
      { surveyId: survey.id, language, body: answersBody(survey, values, language) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError) {
            const split = serverErrors(error.errors);
            setErrors(split.byQuestion);
            const rest = Object.keys(split.byQuestion).length === 0 ? error.message : null;
            setOther(split.other ?? rest);
            focusFirst(split.byQuestion);
          } else setOther('error');
        },
      },
    );
  };

  const busy = answer.isPending;
  return (
    <form className="form sowq-form" onSubmit={submit} noValidate>
      <p className="field__hint">{t('sowq_required_hint')}</p>
      {survey.survey_contents.map((question, index) => (
        <SurveyQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          value={values[question.id] ?? ''}
          error={errors[question.id] ? identityErrorText(t, errors[question.id]!) : null}
          onChange={(value) => change(question.id, value)}
        />
      ))}
      {other && (
        <Notice kind="danger" role="alert">
          <p>{identityErrorText(t, other)}</p>
        </Notice>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {t('sowq_submit')}
      </button>
    </form>
  );
}

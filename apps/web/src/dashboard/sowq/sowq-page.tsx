import { useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice } from '../../auth/form.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatUtcDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { usePlayer } from '../use-player.ts';
import { useSurvey } from './api/get-survey.ts';
import { SurveyForm } from './survey-form.tsx';
import './sowq.css';

/**
 * The source-of-wealth questionnaire (spec: SOWQ): when it is not required for the player, the
 * spec's sentence; otherwise its questions, prefilled with the last answers.
 */
export function Component() {
  const { t } = useTranslation(['identity', 'dashboardMenu']);
  const lang = useLang();
  const player = usePlayer();
  const survey = useSurvey(player.currency.code, lang);
  const [saved, setSaved] = useState(false);

  let body;
  if (survey.isError) {
    body = <ErrorState message={t('sowq_load_error')} onRetry={() => void survey.refetch()} />;
  } else if (survey.isPending) {
    body = (
      <div role="status" aria-live="polite" className="sowq-loading">
        <span className="visually-hidden">{t('loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="sowq-skeleton" />
        ))}
      </div>
    );
  } else if (!survey.data || !survey.data.is_required) {
    body = (
      <Notice kind="info" role="status">
        <p>{t('sowq_not_required')}</p>
      </Notice>
    );
  } else {
    const data = survey.data;
    body = (
      <>
        <h3 className="sowq-name">{data.name}</h3>
        {data.description && <p className="sowq-description">{data.description}</p>}
        {saved ? (
          <Notice kind="success" role="status">
            <p>{t('sowq_saved')}</p>
          </Notice>
        ) : data.is_answered && data.answered_at ? (
          <Notice kind="info">
            <p>{t('sowq_answered_at', { date: formatUtcDateTime(data.answered_at, lang) })}</p>
          </Notice>
        ) : (
          <Notice kind="info">
            <p>{t('sowq_required_text')}</p>
          </Notice>
        )}
        <SurveyForm
          key={`${data.id}:${data.answered_at ?? ''}:${lang}`}
          survey={data}
          language={lang}
          onSaved={() => {
            setSaved(true);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );
  }

  return (
    <section className="dash-panel sowq-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:sowq')}
      </h2>
      {!survey.data?.is_required || !survey.data.description ? (
        <p className="dash-panel__lead">{t('sowq_lead')}</p>
      ) : null}
      {body}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice } from '../../auth/form.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { useLimits } from './api/get-limits.ts';
import { usePendingRequests } from './api/get-pending-requests.ts';
import { LimitsForm, type SavedLimits } from './limits-form.tsx';
import { PendingRequests } from './pending-requests.tsx';
import { SelfExclusion } from './self-exclusion.tsx';
import './limits.css';

function LimitsSkeleton() {
  return (
    <div className="limits-skeleton" aria-hidden="true">
      <Skeleton className="limits-skeleton__title" />
      <div className="limits-grid">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="limits-skeleton__field" />
        ))}
      </div>
      <Skeleton className="limits-skeleton__title" />
      <div className="limits-grid">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="limits-skeleton__field" />
        ))}
      </div>
    </div>
  );
}

/**
 * Limits and self-exclusion (spec: limits screen): the rules of a change, the six limits with
 * today's use, the pending requests and the self-exclusion. `level` 2 inside the dashboard frame
 * (whose greeting is the h1), 1 on the standalone /limits page.
 */
export function LimitsPanel({ level }: { level: 1 | 2 }) {
  const { t } = useTranslation(['myprofile']);
  const lang = useLang();
  const limits = useLimits();
  const pending = usePendingRequests();
  const [saved, setSaved] = useState<SavedLimits | null>(null);
  const [version, setVersion] = useState(0);
  const Title = level === 1 ? 'h1' : 'h2';
  const section = level === 1 ? 'h2' : 'h3';

  const names = (fields: readonly string[]) =>
    new Intl.ListFormat(lang, { type: 'conjunction' }).format(
      fields.map((f) => t(`limits_field_${f}`)),
    );

  let body;
  if (limits.isError || pending.isError) {
    body = (
      <ErrorState
        message={t('limits_load_error')}
        onRetry={() => {
          if (limits.isError) void limits.refetch();
          if (pending.isError) void pending.refetch();
        }}
      />
    );
  } else if (!limits.data || !pending.data) {
    body = (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('limits_loading')}</span>
        <LimitsSkeleton />
      </div>
    );
  } else {
    const state = limits.data;
    // "Now" is when the state was read: locks and the exclusion are judged against it.
    const now = limits.dataUpdatedAt;
    body = (
      <>
        {saved && (
          <Notice kind="success" role="status">
            <p>{t('limits_saved')}</p>
            {saved.now.length > 0 && <p>{t('limits_saved_now', { fields: names(saved.now) })}</p>}
            {saved.later.length > 0 && (
              <p>{t('limits_saved_later', { fields: names(saved.later) })}</p>
            )}
          </Notice>
        )}
        <LimitsForm
          key={`${version}:${JSON.stringify(state.limits)}`}
          state={state}
          pending={pending.data.filter((r) => r.type === 'limit')}
          language={lang}
          now={now}
          sectionLevel={section}
          onSaved={(result) => {
            setSaved(result);
            setVersion((v) => v + 1);
          }}
        />
        <PendingRequests
          requests={pending.data}
          symbol={state.currency.symbol}
          language={lang}
          headingLevel={section}
        />
        <SelfExclusion state={state} language={lang} now={now} headingLevel={section} />
      </>
    );
  }

  return (
    <section className="dash-panel limits-panel" aria-labelledby="limits-title">
      <Title id="limits-title" className="dash-panel__title">
        {t('limits_title')}
      </Title>
      <p className="dash-panel__lead">{t('limits_lead')}</p>
      <ul className="limits-rules">
        <li>{t('limits_rule_lower')}</li>
        <li>{t('limits_rule_higher')}</li>
        <li>{t('limits_rule_week')}</li>
        <li>{t('limits_rule_utc')}</li>
      </ul>
      {body}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice } from '../../auth/form.tsx';
import { LockIcon } from '../../components/icons.tsx';
import type { StatisticRequest } from './api/get-pending-requests.ts';
import { useDeleteRequest } from './api/delete-request.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  failureText,
  formatLimitAmount,
  formatUtcDateTime,
  limitsFailure,
  type LimitsFailure,
} from './limits-format.ts';
import { LIMIT_FIELDS, isForeverDate, type LimitField } from './limits-rules.ts';

const isLimitField = (field: string): field is LimitField =>
  (LIMIT_FIELDS as readonly string[]).includes(field);

/**
 * The pending requests: what changes, to what, since when and when it applies. A limit request
 * can be deleted after a confirmation; a self-exclusion request waits for staff and is locked.
 */
export function PendingRequests({
  requests,
  symbol,
  language,
  headingLevel,
}: {
  requests: readonly StatisticRequest[];
  symbol: string;
  language: string;
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation('myprofile');
  const remove = useDeleteRequest();
  const [asked, setAsked] = useState<StatisticRequest | null>(null);
  const [failure, setFailure] = useState<LimitsFailure | null>(null);
  const [deleted, setDeleted] = useState(false);
  const Heading = headingLevel;

  const fieldName = (r: StatisticRequest) =>
    t(`limits_field_${r.field}`, { defaultValue: r.field });
  const valueText = (r: StatisticRequest, value: StatisticRequest['response']) => {
    if (r.type === 'self_exclusion') {
      if (value === null) return t('limits_none');
      return isForeverDate(String(value))
        ? t('limits_exclusion_forever')
        : t('limits_exclusion_until', { date: formatUtcDateTime(String(value), language) });
    }
    if (value === null || !isLimitField(r.field)) return t('limits_none');
    return formatLimitAmount(r.field, Number(value), symbol, language);
  };

  const confirmDelete = () => {
    if (!asked) return;
    setFailure(null);
    remove.mutate(asked.id, {
      onSuccess: () => setDeleted(true),
      onError: (err) => setFailure(limitsFailure(err)),
      onSettled: () => setAsked(null),
    });
  };

  return (
    <section className="limits-pending" aria-labelledby="limits-pending-title">
      <Heading id="limits-pending-title" className="dash-section-title">
        {t('limits_pending_title')}
      </Heading>
      {deleted && (
        <Notice kind="success" role="status">
          <p>{t('limits_deleted')}</p>
        </Notice>
      )}
      {failure && (
        <Notice kind="danger" role="alert">
          <p>{failureText(t, failure, language)}</p>
        </Notice>
      )}
      {requests.length === 0 ? (
        <p className="limits-pending__none">{t('limits_pending_none')}</p>
      ) : (
        <ul className="limits-pending__list">
          {requests.map((r) => {
            const exclusion = r.type === 'self_exclusion';
            return (
              <li key={r.id} className="pending-request" data-request={r.field}>
                <div className="pending-request__head">
                  <p className="pending-request__field">{fieldName(r)}</p>
                  <span className="pending-request__status">{t('limits_status_pending')}</span>
                </div>
                <dl className="pending-request__facts">
                  <div>
                    <dt>{t('limits_pending_new_value')}</dt>
                    <dd>{valueText(r, r.response)}</dd>
                  </div>
                  <div>
                    <dt>{t('limits_pending_previous')}</dt>
                    <dd>{valueText(r, r.previous)}</dd>
                  </div>
                  <div>
                    <dt>{t('limits_pending_requested')}</dt>
                    <dd>{formatUtcDateTime(r.created_at, language)}</dd>
                  </div>
                  <div>
                    <dt>
                      {exclusion ? t('limits_pending_decision') : t('limits_pending_applies')}
                    </dt>
                    <dd>
                      {exclusion
                        ? t('limits_pending_staff')
                        : formatUtcDateTime(r.activated_at, language)}
                    </dd>
                  </div>
                  {exclusion && r.reason && (
                    <div className="pending-request__wide">
                      <dt>{t('limits_exclusion_reason')}</dt>
                      <dd>{r.reason}</dd>
                    </div>
                  )}
                </dl>
                {exclusion ? (
                  <p className="pending-request__locked">
                    <LockIcon width={16} height={16} aria-hidden="true" />
                    <span>{t('limits_pending_locked')}</span>
                  </p>
                ) : (
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm pending-request__delete"
                    aria-label={t('limits_delete_label', { field: fieldName(r) })}
                    onClick={() => {
                      setDeleted(false);
                      setFailure(null);
                      setAsked(r);
                    }}
                  >
                    {t('limits_delete')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t('limits_delete_confirm_title')}
        cancelLabel={t('cancel')}
        confirmLabel={t('limits_delete_yes')}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      >
        {asked && (
          <p>
            {t('limits_delete_confirm_text', {
              field: fieldName(asked),
              value: valueText(asked, asked.previous),
              next: valueText(asked, asked.response),
            })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

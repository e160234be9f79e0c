import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Link } from 'react-router';
import { LIMIT_ERRORS, LIMITS, type SelfExclusionPeriod } from '@croupier/contract/limits-rules';
import { AlertIcon, Field, Notice, Select, describedBy } from '../../auth/form.tsx';
import { LockIcon } from '../../components/icons.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { localizedPath, type Language } from '../../lib/language.ts';
import { errorText } from '../error-text.ts';
import type { LimitsState } from './api/get-limits.ts';
import { useUpdateResponsibleGaming } from './api/update-limits.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  failureText,
  formatDays,
  formatUtcDateTime,
  limitsFailure,
  type LimitsFailure,
} from './limits-format.ts';
import {
  EXCLUSION_CHOICES,
  activeExclusion,
  exclusionEnd,
  exclusionReasonError,
  isShortening,
  selfExclusionBody,
} from './limits-rules.ts';

const parsePeriod = (value: string): SelfExclusionPeriod | '' =>
  EXCLUSION_CHOICES.find((p) => String(p) === value) ?? '';

/**
 * Self-exclusion: the exclusion in force (if any), then a period and a reason. It protects at
 * once, so a dialog says exactly what happens before anything is sent. A period that ends
 * before the exclusion in force needs a reason and becomes a request for staff to decide.
 */
export function SelfExclusion({
  state,
  language,
  now,
  headingLevel,
}: {
  state: LimitsState;
  language: Language;
  now: number;
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation('myprofile');
  const id = useId();
  const update = useUpdateResponsibleGaming();
  const [period, setPeriod] = useState<SelfExclusionPeriod | ''>('');
  const [reason, setReason] = useState('');
  const [periodError, setPeriodError] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<LimitsFailure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'started' | 'requested' | null>(null);
  // The moment the player chose the period: its end is counted from then.
  const [chosenAt, setChosenAt] = useState(now);

  const current = { until: state.self_exclusion.until, forever: state.self_exclusion.forever };
  const at = new Date(chosenAt);
  const active = activeExclusion(current, new Date(now));
  const shorter = period !== '' && isShortening(period, current, at);
  const end = period === '' ? null : exclusionEnd(period, at);
  const endText = end ? formatUtcDateTime(end, language) : '';
  const Heading = headingLevel;

  const periodLabel = (p: SelfExclusionPeriod) =>
    p === 'forever' ? t('limits_exclusion_forever') : formatDays(p, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    if (period === '') {
      setPeriodError(true);
      return;
    }
    const error = exclusionReasonError(period, reason, current, at);
    setReasonError(error);
    if (!error) setConfirming(true);
  };

  const send = () => {
    if (period === '') return;
    update.mutate(selfExclusionBody(period, reason), {
      onSuccess: () => {
        setDone(shorter ? 'requested' : 'started');
        setPeriod('');
        setReason('');
      },
      onError: (err) => {
        const fieldKey =
          err instanceof ApiError && err.status === 422 ? err.errors.status_reason?.[0] : undefined;
        if (fieldKey) setReasonError(fieldKey);
        else setFailure(limitsFailure(err));
      },
      onSettled: () => setConfirming(false),
    });
  };

  // A missing reason has its own text; any other refusal of the text is the profile's wording.
  const reasonErrorText = !reasonError
    ? null
    : reasonError === LIMIT_ERRORS.reasonRequired
      ? t('limits_error_reason_required')
      : errorText(t, reasonError);
  const reasonHint = shorter
    ? t('limits_exclusion_reason_shorter')
    : t('limits_exclusion_reason_hint');

  return (
    <section className="limits-exclusion" aria-labelledby="limits-exclusion-title">
      <Heading id="limits-exclusion-title" className="dash-section-title">
        {t('limits_exclusion_title')}
      </Heading>

      {active && (
        <div className="exclusion-status" role="status">
          <AlertIcon className="exclusion-status__icon" width={22} height={22} />
          <div>
            <p className="exclusion-status__title">
              {active.until === null
                ? t('limits_exclusion_active_forever')
                : t('limits_exclusion_active', {
                    date: formatUtcDateTime(active.until, language),
                  })}
            </p>
            <p>{t('limits_exclusion_active_text')}</p>
            {state.self_exclusion.reason && (
              <p className="exclusion-status__reason">
                {t('limits_exclusion_reason')}: {state.self_exclusion.reason}
              </p>
            )}
            {state.self_exclusion.pending_id !== null && (
              <p className="exclusion-status__pending">
                <LockIcon width={16} height={16} aria-hidden="true" />
                <span>{t('limits_exclusion_pending')}</span>
              </p>
            )}
          </div>
        </div>
      )}

      <p className="limits-exclusion__lead">{t('limits_exclusion_lead')}</p>

      <form className="exclusion-form" onSubmit={submit} noValidate>
        <Field
          id={`${id}-period`}
          label={t('limits_exclusion_period')}
          error={periodError ? t('limits_exclusion_choose') : null}
          hint={
            end
              ? t('limits_exclusion_ends', { date: endText })
              : period === 'forever'
                ? t('limits_exclusion_ends_never')
                : null
          }
        >
          <Select
            id={`${id}-period`}
            value={String(period)}
            {...describedBy(
              `${id}-period`,
              periodError ? 'error' : null,
              end || period === 'forever' ? 'hint' : null,
            )}
            onChange={(e) => {
              setPeriod(parsePeriod(e.target.value));
              setChosenAt(Date.now());
              setPeriodError(false);
              setReasonError(null);
              setDone(null);
            }}
          >
            <option value="">{t('limits_exclusion_choose')}</option>
            {EXCLUSION_CHOICES.map((p) => (
              <option key={p} value={String(p)}>
                {periodLabel(p)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={`${id}-reason`}
          label={t('limits_exclusion_reason')}
          optional={shorter ? undefined : t('limits_optional')}
          error={reasonErrorText}
          hint={reasonHint}
        >
          <textarea
            id={`${id}-reason`}
            className="input limits-textarea"
            rows={3}
            maxLength={LIMITS.reasonMax}
            required={shorter}
            value={reason}
            {...describedBy(`${id}-reason`, reasonErrorText, reasonHint)}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
          />
        </Field>
        {failure && (
          <Notice kind="danger" role="alert">
            <p>{failureText(t, failure, language)}</p>
          </Notice>
        )}
        {done && (
          <Notice kind="success" role="status">
            <p>
              {t(done === 'started' ? 'limits_exclusion_started' : 'limits_exclusion_requested')}
            </p>
          </Notice>
        )}
        <div className="limits-form__actions">
          <button type="submit" className="btn limits-btn--danger" disabled={update.isPending}>
            {shorter ? t('limits_exclusion_submit_shorter') : t('limits_exclusion_submit')}
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          shorter
            ? t('limits_exclusion_confirm_title_shorter')
            : period === 'forever'
              ? t('limits_exclusion_confirm_title_forever')
              : t('limits_exclusion_confirm_title', { date: endText })
        }
        cancelLabel={t('cancel')}
        confirmLabel={
          shorter ? t('limits_exclusion_confirm_yes_shorter') : t('limits_exclusion_confirm_yes')
        }
        onConfirm={send}
        busy={update.isPending}
        danger={!shorter}
      >
        {shorter ? (
          <p>{t('limits_exclusion_confirm_text_shorter')}</p>
        ) : (
          <>
            <p>
              {period === 'forever'
                ? t('limits_exclusion_confirm_forever')
                : t('limits_exclusion_confirm_until', { date: endText })}
            </p>
            <p>{t('limits_exclusion_confirm_still')}</p>
            <p>
              {t('limits_exclusion_confirm_change')}{' '}
              <Link to={localizedPath(language, '/contact')}>{t('limits_contact_support')}</Link>
            </p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

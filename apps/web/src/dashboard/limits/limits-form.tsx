import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice, Spinner } from '../../auth/form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { LimitsState } from './api/get-limits.ts';
import type { StatisticRequest } from './api/get-pending-requests.ts';
import { useUpdateResponsibleGaming } from './api/update-limits.ts';
import { failureText, limitsFailure, type LimitsFailure } from './limits-format.ts';
import {
  DEPOSIT_FIELDS,
  LIMIT_FIELDS,
  NOTHING_PROPOSED,
  PLAY_FIELDS,
  appliesAtOnce,
  limitChanges,
  limitInput,
  limitsBody,
  proposeFromDaily,
  validateLimits,
  type CurrentLimits,
  type LimitField,
  type LimitValues,
  type Proposed,
} from './limits-rules.ts';
import { LimitField as LimitFieldView } from './limit-field.tsx';

/** What a save did: the fields that apply now and those that wait 24 hours. */
export interface SavedLimits {
  now: LimitField[];
  later: LimitField[];
}

const resolver: Resolver<LimitValues> = (values) => {
  const errors = validateLimits(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, key]) => [field, { type: 'validate', message: key }]),
    ),
  };
};

const isLimitField = (field: string): field is LimitField =>
  (LIMIT_FIELDS as readonly string[]).includes(field);

/**
 * The six limits in two groups. Only changed fields are sent; a first limit or a decrease
 * applies at once, an increase or removal becomes a request that waits 24 hours. The parent
 * mounts a fresh form after each save, so it always starts from the platform's values.
 */
export function LimitsForm({
  state,
  pending,
  language,
  now,
  sectionLevel,
  onSaved,
}: {
  state: LimitsState;
  pending: readonly StatisticRequest[];
  language: string;
  now: number;
  sectionLevel: 'h2' | 'h3';
  onSaved: (saved: SavedLimits) => void;
}) {
  const { t } = useTranslation('myprofile');
  const current = state.limits as CurrentLimits;
  const [proposed, setProposed] = useState<Proposed>(NOTHING_PROPOSED);
  // Weekly and monthly fields the player wrote in: never proposed over again.
  const [typed, setTyped] = useState<Partial<Record<LimitField, boolean>>>({});
  const [failure, setFailure] = useState<LimitsFailure | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const update = useUpdateResponsibleGaming();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<LimitValues>({
    defaultValues: Object.fromEntries(
      LIMIT_FIELDS.map((field) => [field, limitInput(current[field])]),
    ) as LimitValues,
    resolver,
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control }) as LimitValues;

  const onDailyDeposit = () => {
    const next = proposeFromDaily(getValues(), current, proposed, typed);
    for (const [field, value] of Object.entries(next.set)) {
      setValue(field as LimitField, value, { shouldDirty: true, shouldValidate: isSubmitted });
    }
    setProposed(next.proposed);
  };

  const fieldInput = (field: LimitField) =>
    register(field, {
      setValueAs: (v: string) => v.trim(),
      onChange: () => {
        setFailure(null);
        setUnchanged(false);
        if (field === 'max_daily_deposit') onDailyDeposit();
        else if (field === 'max_weekly_deposit' || field === 'max_monthly_deposit') {
          setProposed((p) => (p[field] ? { ...p, [field]: false } : p));
          setTyped((prev) => (prev[field] ? prev : { ...prev, [field]: true }));
        }
      },
    });

  const onSubmit = handleSubmit(async (typed) => {
    setFailure(null);
    const changes = limitChanges(typed, current);
    if (changes.length === 0) {
      setUnchanged(true);
      return;
    }
    try {
      await update.mutateAsync({ limits: limitsBody(changes) });
      onSaved({
        now: changes.filter((c) => appliesAtOnce(c.direction)).map((c) => c.field),
        later: changes.filter((c) => !appliesAtOnce(c.direction)).map((c) => c.field),
      });
    } catch (err) {
      const fieldErrors =
        err instanceof ApiError && err.status === 422
          ? Object.entries(err.errors).filter(([field]) => isLimitField(field))
          : [];
      if (fieldErrors.length > 0) {
        for (const [field, keys] of fieldErrors) {
          setError(field as LimitField, { type: 'server', message: keys[0] ?? 'generic' });
        }
      } else {
        setFailure(limitsFailure(err));
      }
    }
  });

  const pendingOf = (field: LimitField) => pending.find((r) => r.field === field);
  const errorText = (field: LimitField) => {
    const key = errors[field]?.message;
    return key ? failureText(t, { key }, language) : null;
  };
  const Heading = sectionLevel;
  const group = (title: string, fields: readonly LimitField[], name: string) => (
    <fieldset className="limits-group" aria-labelledby={`limits-group-${name}`}>
      <Heading id={`limits-group-${name}`} className="dash-section-title limits-group__title">
        {title}
      </Heading>
      <div className="limits-grid">
        {fields.map((field) => (
          <LimitFieldView
            key={field}
            field={field}
            input={fieldInput(field)}
            typed={values[field] ?? ''}
            error={errorText(field)}
            proposed={(proposed as Partial<Record<LimitField, boolean>>)[field] ?? false}
            state={state}
            pending={pendingOf(field)}
            language={language}
            now={now}
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <form className="limits-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      {group(t('limits_deposit_title'), DEPOSIT_FIELDS, 'deposit')}
      {group(t('limits_play_title'), PLAY_FIELDS, 'play')}
      {unchanged && (
        <Notice role="status">
          <p>{t('limits_unchanged')}</p>
        </Notice>
      )}
      {failure && (
        <Notice kind="danger" role="alert">
          <p>{failureText(t, failure, language)}</p>
        </Notice>
      )}
      <div className="limits-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {t('limits_save')}
        </button>
      </div>
    </form>
  );
}

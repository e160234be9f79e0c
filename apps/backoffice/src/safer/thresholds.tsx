import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../api/index.ts';
import { QueryState } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAction } from '../screens/use-action.ts';
import { humanize } from './evidence.ts';

export interface Threshold {
  marker: string;
  statement: string;
  reads: string;
  enabled: boolean;
  params: Record<string, number>;
  defaults: Record<string, number>;
  bounds: Record<string, { min: number; max: number; unit: string }>;
  overridden: boolean;
  updated_at: string | null;
}

/** The statement with the skin's figures in place of `{name}` (as the rule reads now). */
export function statementWith(statement: string, params: Record<string, number>): string {
  return statement.replace(/\{(\w+)\}/g, (all, name: string) =>
    name in params ? String(params[name]) : all,
  );
}

/** Errors of a rule's parameters against its bounds (and night_play's order), by name. */
export function paramErrors(
  marker: string,
  params: Record<string, number>,
  bounds: Threshold['bounds'],
): Record<string, 'range' | 'order'> {
  const out: Record<string, 'range' | 'order'> = {};
  for (const [k, b] of Object.entries(bounds)) {
    const v = params[k];
    if (v === undefined || !Number.isInteger(v) || v < b.min || v > b.max) out[k] = 'range';
  }
  if (
    marker === 'night_play' &&
    !out.from_hour &&
    !out.to_hour &&
    (params.from_hour ?? 0) >= (params.to_hour ?? 0)
  ) {
    out.to_hour = 'order';
  }
  return out;
}

/** Each rule of a skin: its statement, on/off and parameters within the contract's bounds. */
export function ThresholdsView() {
  const { t } = useTranslation();
  const id = useId();
  const skins = useQuery({
    queryKey: ['skins'],
    queryFn: () => api.get<{ data: { id: number; name: string }[] }>('/skins').then((r) => r.data),
    staleTime: 5 * 60_000,
  });
  const [skin, setSkin] = useState<number | null>(null);
  const skinId = skin ?? skins.data?.[0]?.id ?? null;
  const list = useQuery({
    queryKey: ['safer', 'thresholds', skinId],
    queryFn: () =>
      api
        .get<{ data: Threshold[] }>('/safer/thresholds', { query: { skin_id: skinId } })
        .then((r) => r.data),
    enabled: skinId !== null,
  });
  return (
    <>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-skin`}>{t('safer.thresholds.skin')}</label>
          <select
            id={`${id}-skin`}
            value={skinId ?? ''}
            onChange={(e) => setSkin(Number(e.target.value))}
            disabled={!skins.data}
          >
            {(skins.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <p className="hint filters__error">{t('safer.thresholds.hint')}</p>
      </form>
      <QueryState
        isPending={skins.isPending || (skinId !== null && list.isPending)}
        error={skins.error ?? list.error}
        isEmpty={!list.data?.length}
        empty={t('safer.thresholds.empty')}
        onRetry={() => void (skins.error ? skins.refetch() : list.refetch())}
      >
        <div className="thresholds">
          {skinId !== null &&
            (list.data ?? []).map((rule) => (
              <ThresholdCard
                key={`${skinId}-${rule.marker}-${rule.updated_at}`}
                rule={rule}
                skinId={skinId}
              />
            ))}
        </div>
      </QueryState>
    </>
  );
}

function ThresholdCard({ rule, skinId }: { rule: Threshold; skinId: number }) {
  const { t } = useTranslation();
  const id = useId();
  type V = { enabled: boolean; params: Record<string, number> };
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<V>({ defaultValues: { enabled: rule.enabled, params: rule.params } });
  const save = useAction(
    (v: V) =>
      api.put(`/safer/thresholds/${rule.marker}`, {
        skin_id: skinId,
        enabled: v.enabled,
        params: v.params,
      }),
    {
      invalidate: [['safer', 'thresholds', skinId]],
      success: () => t('safer.thresholds.saved', { rule: t(`safer.markers.${rule.marker}`) }),
    },
  );
  const values = useWatch({ control, name: 'params' });
  const title = t(`safer.markers.${rule.marker}`, { defaultValue: humanize(rule.marker) });
  return (
    <form
      className="panel threshold"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={handleSubmit((v) => {
        const bad = paramErrors(rule.marker, v.params, rule.bounds);
        const names = Object.keys(bad);
        if (names.length) {
          for (const n of names) {
            setError(`params.${n}`, {
              message:
                bad[n] === 'order'
                  ? t('safer.thresholds.order')
                  : t('safer.thresholds.range', rule.bounds[n]),
            });
          }
          return;
        }
        save.mutate(v);
      })}
    >
      <div className="threshold__head">
        <h3 id={`${id}-title`}>{title}</h3>
        <label className="switch">
          <input type="checkbox" {...register('enabled')} /> {t('safer.thresholds.enabled')}
        </label>
      </div>
      <p className="threshold__statement">{statementWith(rule.statement, values)}</p>
      <p className="hint">
        {t('safer.thresholds.reads', { reads: rule.reads })}{' '}
        {rule.overridden
          ? t('safer.thresholds.overridden', { at: formatDateTime(rule.updated_at) })
          : t('safer.thresholds.defaults')}
      </p>
      <div className="threshold__params">
        {Object.entries(rule.bounds).map(([name, b]) => {
          const err = errors.params?.[name];
          return (
            <div className="field" key={name}>
              <label htmlFor={`${id}-${name}`}>
                {humanize(name)} ({b.unit})
              </label>
              <input
                id={`${id}-${name}`}
                type="number"
                inputMode="numeric"
                step={1}
                min={b.min}
                max={b.max}
                aria-invalid={err ? true : undefined}
                aria-describedby={`${id}-${name}-hint${err ? ` ${id}-${name}-error` : ''}`}
                {...register(`params.${name}`, { valueAsNumber: true })}
              />
              <p className="hint" id={`${id}-${name}-hint`}>
                {t('safer.thresholds.bounds', { ...b, def: rule.defaults[name] })}
              </p>
              {err ? (
                <p className="field__error" id={`${id}-${name}-error`}>
                  {err.message}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="threshold__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending || !isDirty}>
          {t('common.save')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() =>
            reset({ enabled: rule.enabled, params: rule.defaults }, { keepDefaultValues: true })
          }
        >
          {t('safer.thresholds.use_defaults')}
        </button>
      </div>
    </form>
  );
}

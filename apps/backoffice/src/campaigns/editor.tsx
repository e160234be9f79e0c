import type { StaffCampaign } from '@croupier/contract/bonus';
import type { StaffReference } from '@croupier/contract/staff-reference';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../api/client.ts';
import { api } from '../api/index.ts';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { formatMoney, formatNumber } from '../lib/format.ts';
import {
  CAMPAIGN_KINDS,
  CONTRIBUTION_KEYS,
  DEFAULTS,
  emptyForm,
  formErrors,
  fromCampaign,
  RULES,
  shows,
  toBody,
  type CampaignForm,
} from './form-model.ts';
import { movesOf, useStateMove } from './list.tsx';
import './campaigns.css';

interface Stats {
  campaign_id: number;
  players: number;
  by_status: Record<string, number>;
  money: {
    currency: string;
    granted: number;
    converted: number;
    removed: number;
    freespins_won: number;
  }[];
}

/** Errors by dotted field name → react-hook-form's nested errors. */
function nested(
  flat: Partial<Record<string, string>>,
  t: (k: string, o?: Record<string, unknown>) => string,
) {
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(flat)) {
    const error = { type: kind, message: t(`campaign_form.errors.${kind}`, RULES) };
    const [head, sub] = key.split('.');
    if (sub) out[head!] = { ...((out[head!] as object) ?? {}), [sub]: error };
    else out[key] = error;
  }
  return out as FieldErrors<CampaignForm>;
}

/** Create (`/campaigns/new`) or edit (`/campaigns/:id`) a campaign, with its figures. */
export function CampaignEditorScreen() {
  const { id } = useParams();
  const editing = id !== undefined && id !== 'new';
  const { t } = useTranslation();
  const one = useQuery({
    queryKey: ['campaigns', 'one', id],
    queryFn: () => api.get<{ data: StaffCampaign }>(`/campaigns/${id}`).then((r) => r.data),
    enabled: editing,
  });
  if (!editing) return <Editor campaign={null} />;
  return (
    <QueryState
      isPending={one.isPending}
      error={one.error}
      isEmpty={false}
      empty=""
      onRetry={() => void one.refetch()}
    >
      {one.data ? <Editor key={one.data.id} campaign={one.data} /> : <p>{t('common.loading')}</p>}
    </QueryState>
  );
}

function Editor({ campaign }: { campaign: StaffCampaign | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moves = useStateMove(() => void queryClient.invalidateQueries({ queryKey: ['campaigns'] }));
  const initial = useMemo(() => (campaign ? fromCampaign(campaign) : emptyForm()), [campaign]);
  const resolver: Resolver<CampaignForm> = async (values) => {
    const flat = formErrors(values);
    return Object.keys(flat).length
      ? { values: {}, errors: nested(flat, (k, o) => t(k, o)) }
      : { values, errors: {} };
  };
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CampaignForm>({ defaultValues: initial, resolver });
  const kind = useWatch({ control, name: 'kind' });
  const reference = useStaffReference();
  const amountType = useWatch({ control, name: 'amount_type' });

  const submit = handleSubmit(async (values) => {
    const body = toBody(values);
    try {
      if (campaign) {
        await api.patch(`/campaigns/${campaign.id}`, body);
        toast.success(t('campaign_form.saved', { name: values.name }));
      } else {
        const r = await api.post<{ data: StaffCampaign }>('/campaigns', body);
        toast.success(t('campaign_form.created', { name: values.name }));
        navigate(`/campaigns/${r.data.id}`, { replace: true });
      }
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, keys] of Object.entries(err.fieldErrors)) {
          const key = field.replace(/^options\./, '') as keyof CampaignForm;
          const message = t(`campaign_form.server.${keys[0]}`, {
            defaultValue: t('campaign_form.server.field_invalid'),
          });
          setError(key in initial ? key : 'root', { message });
        }
      }
      toast.error(errorText(t, err));
    }
  });

  const f = (name: string, label: string, input: ReactNode, hint?: string) => {
    const err = name
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as
      { message?: string } | undefined;
    return (
      <div className="field" key={name}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {input}
        {hint ? (
          <p className="hint" id={`${id}-${name}-hint`}>
            {hint}
          </p>
        ) : null}
        {err?.message ? (
          <p className="field__error" id={`${id}-${name}-error`} role="alert">
            {err.message}
          </p>
        ) : null}
      </div>
    );
  };
  const described = (name: string, hint?: boolean) => {
    const err = name
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors);
    const ids = [hint ? `${id}-${name}-hint` : '', err ? `${id}-${name}-error` : ''].filter(
      Boolean,
    );
    return {
      id: `${id}-${name}`,
      'aria-invalid': err ? true : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    };
  };
  const money = (name: keyof CampaignForm, label: string, hint?: string) =>
    f(
      name,
      label,
      <input type="text" inputMode="decimal" {...described(name, !!hint)} {...register(name)} />,
      hint,
    );
  const int = (name: keyof CampaignForm, label: string, hint?: string) =>
    f(
      name,
      label,
      <input type="text" inputMode="numeric" {...described(name, !!hint)} {...register(name)} />,
      hint,
    );

  const title = campaign
    ? t('campaign_form.edit_title', { name: campaign.name })
    : t('campaign_form.new_title');
  return (
    <section aria-labelledby="page-title" className="campaign-editor">
      <PageHeader title={title}>
        <Link to="/campaigns" className="btn btn--ghost">
          {t('campaign_form.back')}
        </Link>
        {campaign
          ? movesOf(campaign.state).map((m) => (
              <button
                key={m}
                type="button"
                className={m === 'end' ? 'btn btn--danger' : 'btn'}
                onClick={() => moves.ask({ id: campaign.id, name: campaign.name, move: m })}
              >
                {t(`campaign_form.moves.${m}`)}
              </button>
            ))
          : null}
      </PageHeader>
      {campaign ? (
        <p className="campaign-editor__state">
          <span className={campaign.state === 'running' ? 'tag tag--ok' : 'tag'}>
            {t(`campaigns.states.${campaign.state}`)}
          </span>{' '}
          <span className="muted">{t('campaign_form.terms_note')}</span>
        </p>
      ) : null}
      {campaign ? <CampaignStats id={campaign.id} /> : null}
      <form className="campaign-form" noValidate onSubmit={(e) => void submit(e)}>
        {errors.root?.message ? (
          <p className="state state--error" role="alert">
            {errors.root.message}
          </p>
        ) : null}
        <fieldset className="panel campaign-form__section">
          <legend>{t('campaign_form.sections.general')}</legend>
          <div className="campaign-form__grid">
            {f(
              'kind',
              t('campaign_form.fields.kind'),
              <select
                {...described('kind')}
                {...register('kind', {
                  onChange: (e: { target: { value: string } }) => {
                    const k = e.target.value;
                    if (k === 'cashback') setValue('amount_type', 'percent');
                    else if (k !== 'deposit') setValue('amount_type', 'fixed');
                  },
                })}
              >
                {CAMPAIGN_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`campaigns.kinds.${k}`)}
                  </option>
                ))}
              </select>,
              t(`campaign_form.kind_hints.${kind}`),
            )}
            {f(
              'code',
              t('campaign_form.fields.code'),
              <input
                type="text"
                autoComplete="off"
                {...described('code', true)}
                {...register('code')}
              />,
              t('campaign_form.hints.code'),
            )}
            {f(
              'name',
              t('campaign_form.fields.name'),
              <input type="text" {...described('name')} {...register('name')} />,
            )}
            {f(
              'action',
              t('campaign_form.fields.action'),
              <select {...described('action')} {...register('action')}>
                {(['1', '2', '3'] as const).map((a) => (
                  <option key={a} value={a}>
                    {t(`campaign_form.actions.${a}`)}
                  </option>
                ))}
              </select>,
            )}
          </div>
          {f(
            'description',
            t('campaign_form.fields.description'),
            <textarea
              rows={3}
              maxLength={2000}
              {...described('description')}
              {...register('description')}
            />,
          )}
        </fieldset>

        <fieldset className="panel campaign-form__section">
          <legend>{t('campaign_form.sections.reward')}</legend>
          <div className="campaign-form__grid">
            {shows(kind, 'amount_type')
              ? f(
                  'amount_type',
                  t('campaign_form.fields.amount_type'),
                  <select {...described('amount_type')} {...register('amount_type')}>
                    <option value="percent">{t('campaign_form.amount_types.percent')}</option>
                    <option value="fixed">{t('campaign_form.amount_types.fixed')}</option>
                  </select>,
                )
              : null}
            {shows(kind, 'amount')
              ? money(
                  'amount',
                  kind === 'cashback'
                    ? t('campaign_form.fields.cashback_percent')
                    : kind === 'deposit' && amountType === 'percent'
                      ? t('campaign_form.fields.percent')
                      : t('campaign_form.fields.fixed_amount'),
                  kind === 'cashback' || (kind === 'deposit' && amountType === 'percent')
                    ? t('campaign_form.hints.percent', RULES)
                    : t('campaign_form.hints.eur'),
                )
              : null}
            {shows(kind, 'max_amount')
              ? money(
                  'max_amount',
                  t('campaign_form.fields.max_amount'),
                  t('campaign_form.hints.optional_eur'),
                )
              : null}
            {shows(kind, 'min_dep')
              ? money('min_dep', t('campaign_form.fields.min_dep'), t('campaign_form.hints.eur'))
              : null}
            {shows(kind, 'freespins')
              ? int(
                  'freespins',
                  t('campaign_form.fields.freespins'),
                  t('campaign_form.hints.freespins', RULES),
                )
              : null}
            {shows(kind, 'freespin_stake')
              ? money(
                  'freespin_stake',
                  t('campaign_form.fields.freespin_stake'),
                  t('campaign_form.hints.stake'),
                )
              : null}
          </div>
          {shows(kind, 'freespin_game_ids') ? (
            <Controller
              control={control}
              name="freespin_game_ids"
              render={({ field, fieldState }) => (
                <GamePicker
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : null}
        </fieldset>

        <fieldset className="panel campaign-form__section">
          <legend>{t('campaign_form.sections.wagering')}</legend>
          <div className="campaign-form__grid">
            {int(
              'wagering',
              t('campaign_form.fields.wagering'),
              t('campaign_form.hints.wagering', RULES),
            )}
            {shows(kind, 'wagering_base')
              ? f(
                  'wagering_base',
                  t('campaign_form.fields.wagering_base'),
                  <select {...described('wagering_base')} {...register('wagering_base')}>
                    <option value="bonus">{t('campaign_form.wagering_bases.bonus')}</option>
                    <option value="bonus_deposit">
                      {t('campaign_form.wagering_bases.bonus_deposit')}
                    </option>
                  </select>,
                )
              : null}
            {money(
              'max_bet',
              t('campaign_form.fields.max_bet'),
              t('campaign_form.hints.optional_eur'),
            )}
            {money(
              'max_cashout',
              t('campaign_form.fields.max_cashout'),
              t('campaign_form.hints.optional_eur'),
            )}
            {shows(kind, 'min_balance')
              ? money(
                  'min_balance',
                  t('campaign_form.fields.min_balance'),
                  t('campaign_form.hints.min_balance'),
                )
              : null}
            {int(
              'validity_days',
              t('campaign_form.fields.validity_days'),
              t('campaign_form.hints.validity', RULES),
            )}
          </div>
          <Contributions register={register} errors={errors} />
        </fieldset>

        <fieldset className="panel campaign-form__section">
          <legend>{t('campaign_form.sections.audience')}</legend>
          <div className="campaign-form__grid">
            {f(
              'valid_from',
              t('campaign_form.fields.valid_from'),
              <input
                type="datetime-local"
                {...described('valid_from', true)}
                {...register('valid_from')}
              />,
              t('campaign_form.hints.utc'),
            )}
            {f(
              'valid_to',
              t('campaign_form.fields.valid_to'),
              <input
                type="datetime-local"
                {...described('valid_to', true)}
                {...register('valid_to')}
              />,
              t('campaign_form.hints.utc'),
            )}
            {int('rank', t('campaign_form.fields.rank'), t('campaign_form.hints.rank'))}
          </div>
          <Controller
            control={control}
            name="currency_ids"
            render={({ field, fieldState }) => (
              <ChoicePicker
                legend={t('campaign_form.fields.currency_ids')}
                hint={t('campaign_form.hints.currency_ids')}
                picked={(n) => t('campaign_form.picked_currencies', { count: n })}
                every={t('campaign_form.every_currency')}
                reference={reference}
                options={(reference.data?.currencies ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.code} · ${c.name}`,
                }))}
                unknownLabel={(v) => `#${v}`}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="countries"
            render={({ field, fieldState }) => (
              <ChoicePicker
                legend={t('campaign_form.fields.countries')}
                hint={t('campaign_form.hints.countries')}
                picked={(n) => t('campaign_form.picked_countries', { count: n })}
                every={t('campaign_form.every_country')}
                reference={reference}
                options={(reference.data?.countries ?? []).map((c) => ({
                  value: c.code,
                  label: `${c.name} (${c.code})`,
                }))}
                unknownLabel={(v) => v}
                search={{
                  label: t('campaign_form.search_countries'),
                  empty: t('campaign_form.no_countries'),
                }}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className="campaign-form__checks">
            <label className="switch">
              <input type="checkbox" {...register('is_public')} />{' '}
              {t('campaign_form.fields.is_public')}
            </label>
            <label className="switch">
              <input type="checkbox" {...register('sms_verified')} />{' '}
              {t('campaign_form.fields.sms_verified')}
            </label>
          </div>
        </fieldset>
        <div className="campaign-form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {campaign ? t('campaign_form.save') : t('campaign_form.create')}
          </button>
          <Link to="/campaigns" className="btn">
            {t('common.cancel')}
          </Link>
        </div>
      </form>
      {moves.dialog}
    </section>
  );
}

function Contributions({
  register,
  errors,
}: {
  register: UseFormRegister<CampaignForm>;
  errors: FieldErrors<CampaignForm>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="contributions">
      <legend>{t('campaign_form.fields.contributions')}</legend>
      <p className="hint">{t('campaign_form.hints.contributions')}</p>
      <div className="contributions__grid">
        {CONTRIBUTION_KEYS.map((type) => {
          const err = (errors.contributions as Record<string, { message?: string }> | undefined)?.[
            type
          ];
          return (
            <div className="field" key={type}>
              <label htmlFor={`${id}-${type}`}>{t(`campaign_form.game_types.${type}`)}</label>
              <input
                id={`${id}-${type}`}
                type="text"
                inputMode="numeric"
                placeholder={String(DEFAULTS[type] ?? DEFAULTS.default)}
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${id}-${type}-error` : undefined}
                {...register(`contributions.${type}`)}
              />
              {err?.message ? (
                <p className="field__error" id={`${id}-${type}-error`}>
                  {err.message}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface GameRow {
  id: number;
  name: string;
  provider: { name: string };
  is_enabled: boolean;
}

/** Free-spin games: the slots of the catalog, searchable, picked with checkboxes. */
function GamePicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const games = useQuery({
    queryKey: ['casino', 'games', 'slot'],
    queryFn: () =>
      api
        .get<{ data: GameRow[] }>('/casino/games', { query: { type: 'slot', per_page: 200 } })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });
  const all = games.data ?? [];
  const needle = q.trim().toLowerCase();
  const shown = all.filter(
    (g) =>
      !needle ||
      g.name.toLowerCase().includes(needle) ||
      g.provider.name.toLowerCase().includes(needle),
  );
  const picked = all.filter((g) => value.includes(g.id));
  const toggle = (gid: number) =>
    onChange(value.includes(gid) ? value.filter((v) => v !== gid) : [...value, gid]);
  return (
    <fieldset className="game-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('campaign_form.fields.freespin_game_ids')}</legend>
      <p className="hint" role="status">
        {t('campaign_form.games_picked', { count: value.length })}
        {picked.length ? `: ${picked.map((g) => g.name).join(', ')}` : ''}
      </p>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('campaign_form.search_games')}</label>
        <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <QueryState
        isPending={games.isPending}
        error={games.error}
        isEmpty={shown.length === 0}
        empty={t('campaign_form.no_games')}
        onRetry={() => void games.refetch()}
      >
        <ul className="game-picker__list">
          {shown.map((g) => (
            <li key={g.id}>
              <label>
                <input
                  type="checkbox"
                  checked={value.includes(g.id)}
                  onChange={() => toggle(g.id)}
                />{' '}
                {g.name} <span className="muted">· {g.provider.name}</span>
                {!g.is_enabled ? (
                  <span className="muted"> ({t('campaign_form.hidden_game')})</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </QueryState>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Uptake (players by status) and cost (per currency) of a campaign. */
function CampaignStats({ id }: { id: number }) {
  const { t } = useTranslation();
  const stats = useQuery({
    queryKey: ['campaigns', 'stats', id],
    queryFn: () => api.get<{ data: Stats }>(`/campaigns/${id}/stats`).then((r) => r.data),
  });
  return (
    <section className="panel campaign-stats" aria-labelledby={`stats-${id}`}>
      <h2 id={`stats-${id}`} className="section-title">
        {t('campaign_form.stats.title')}
      </h2>
      <QueryState
        isPending={stats.isPending}
        error={stats.error}
        isEmpty={false}
        empty=""
        onRetry={() => void stats.refetch()}
      >
        {stats.data ? (
          <>
            <dl className="facts">
              <div>
                <dt>{t('campaign_form.stats.players')}</dt>
                <dd>{formatNumber(stats.data.players)}</dd>
              </div>
              {Object.entries(stats.data.by_status).map(([s, n]) => (
                <div key={s}>
                  <dt>{t(`campaign_form.stats.statuses.${s}`, { defaultValue: s })}</dt>
                  <dd>{formatNumber(n)}</dd>
                </div>
              ))}
            </dl>
            {stats.data.money.length ? (
              <div className="table-wrap">
                <table className="data-table">
                  <caption className="sr-only">{t('campaign_form.stats.money_caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('reports.col.currency')}</th>
                      <th scope="col">{t('campaign_form.stats.granted')}</th>
                      <th scope="col">{t('campaign_form.stats.converted')}</th>
                      <th scope="col">{t('campaign_form.stats.removed')}</th>
                      <th scope="col">{t('campaign_form.stats.freespins_won')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.data.money.map((m) => (
                      <tr key={m.currency}>
                        <th scope="row">{m.currency}</th>
                        <td className="num">{formatMoney(m.granted, m.currency)}</td>
                        <td className="num">{formatMoney(m.converted, m.currency)}</td>
                        <td className="num">{formatMoney(m.removed, m.currency)}</td>
                        <td className="num">{formatMoney(m.freespins_won, m.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="hint">{t('campaign_form.stats.no_money')}</p>
            )}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

/** The staff forms' reference lists (GET /staff/v1/reference): currencies, countries, languages. */
function useStaffReference() {
  return useQuery({
    queryKey: ['staff-reference'],
    queryFn: () => api.get<{ data: StaffReference }>('/reference').then((r) => r.data),
    // Changed by migrations only.
    staleTime: 60 * 60_000,
  });
}

/**
 * Several values picked from a reference list with checkboxes (optionally searchable); none
 * picked means every value. A saved value missing from the list still shows, so that it can be
 * removed.
 */
function ChoicePicker<V extends string | number>({
  legend,
  hint,
  picked,
  every,
  reference,
  options,
  unknownLabel,
  search,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  picked: (count: number) => string;
  every: string;
  reference: UseQueryResult<StaffReference>;
  options: { value: V; label: string }[];
  unknownLabel: (v: V) => string;
  search?: { label: string; empty: string };
  value: V[];
  onChange: (values: V[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const known = new Set(options.map((o) => o.value));
  const all = [
    ...value
      .filter((v) => !known.has(v))
      .map((v) => ({
        value: v,
        label: `${unknownLabel(v)} (${t('campaign_form.unknown_entry')})`,
      })),
    ...options,
  ];
  const needle = q.trim().toLowerCase();
  const shown = needle ? all.filter((o) => o.label.toLowerCase().includes(needle)) : all;
  const labels = all.filter((o) => value.includes(o.value)).map((o) => o.label);
  const toggle = (v: V) =>
    onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="game-picker choice-picker" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <p className="hint" role="status">
        {value.length ? `${picked(value.length)}: ${labels.join(', ')}` : every}
      </p>
      {value.length ? (
        <p>
          <button type="button" className="btn btn--small" onClick={() => onChange([])}>
            {t('campaign_form.pick_every', { what: legend })}
          </button>
        </p>
      ) : null}
      {search ? (
        <div className="field">
          <label htmlFor={`${id}-q`}>{search.label}</label>
          <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
      ) : null}
      <QueryState
        isPending={reference.isPending}
        error={reference.error}
        isEmpty={shown.length === 0}
        empty={search?.empty ?? ''}
        onRetry={() => void reference.refetch()}
      >
        <ul className="game-picker__list">
          {shown.map((o) => (
            <li key={String(o.value)}>
              <label>
                <input
                  type="checkbox"
                  checked={value.includes(o.value)}
                  onChange={() => toggle(o.value)}
                />{' '}
                {o.label}
              </label>
            </li>
          ))}
        </ul>
      </QueryState>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

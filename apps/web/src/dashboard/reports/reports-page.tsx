import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Notice, Select } from '../../auth/form.tsx';
import { DateField } from '../../components/date-field.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ExportButtons } from '../../lib/export/export-buttons.tsx';
import type { ExportTable } from '../../lib/export/index.ts';
import { formatCurrency, formatUtcDate, formatUtcDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { usePlayer } from '../use-player.ts';
import { useAnalytics, type Analytics, type AnalyticsSearch } from './api/get-analytics.ts';
import {
  MONEY_TYPES,
  defaultRange,
  rangeProblem,
  utcDay,
  type MoneyType,
} from './reports-rules.ts';
import './reports.css';

type Row = Analytics['rows'][number];

/**
 * Reports (spec: "Reports (casino activity)"): the player's bets and wins per game and provider
 * over whole UTC days; from/to (from at most yesterday, to at most today), money type and
 * provider; summary cards, the table, and Excel/CSV/PDF/copy exports of the table shown.
 */
export function Component() {
  const { t } = useTranslation(['reports', 'dashboardMenu']);
  const lang = useLang();
  const player = usePlayer();
  const id = useId();
  const [now] = useState(() => new Date());
  const [form, setForm] = useState<AnalyticsSearch>(() => ({
    ...defaultRange(now),
    money_type: 'all',
    provider_id: null,
  }));
  const [search, setSearch] = useState<AnalyticsSearch>(form);
  const analytics = useAnalytics(search);
  const problem = rangeProblem(form.from, form.to, now);
  const data = analytics.data;
  const currency = data?.rows[0]?.currency.code ?? player.currency.code;
  const money = (v: number, signed = false) => formatCurrency(v, currency, lang, signed);
  const showBonus = search.money_type !== 'real';

  // The providers of the last answer; a chosen one stays listed even without play in a new range.
  const providers = data?.providers ?? [];
  const [chosenName, setChosenName] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    setSearch({ ...form });
  };

  const exportTable = (): ExportTable => ({
    title: `${t('title')} ${search.from} – ${search.to}`,
    columns: [
      { key: 'game', label: t('col_game') },
      { key: 'provider', label: t('col_provider') },
      { key: 'bets_count', label: t('col_bets_count'), align: 'right', decimals: 0 },
      { key: 'bets', label: t('col_bets'), align: 'right', decimals: 2 },
      { key: 'wins', label: t('col_wins'), align: 'right', decimals: 2 },
      { key: 'net', label: t('col_net'), align: 'right', decimals: 2 },
      { key: 'currency', label: t('col_currency') },
      { key: 'last_played', label: t('col_last_played') },
    ],
    rows: (data?.rows ?? []).map((r) => ({
      game: r.game,
      provider: r.provider,
      bets_count: r.bets_count,
      bets: r.bets,
      wins: r.wins,
      net: r.net,
      currency: r.currency.code,
      last_played: `${formatUtcDateTime(r.created_at, lang)} UTC`,
    })),
  });

  return (
    <section className="dash-panel reports-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:reports')}
      </h2>
      <p className="dash-panel__lead">{t('lead')}</p>

      <form
        className="reports-filters"
        onSubmit={submit}
        aria-label={t('filters_label')}
        noValidate
      >
        <DateField
          id={`${id}-from`}
          label={t('filter_from')}
          value={form.from}
          max={utcDay(now, -1)}
          invalid={problem === 'order' || problem === 'from_max'}
          describedBy={problem ? `${id}-problem` : undefined}
          onChange={(from) => setForm((f) => ({ ...f, from }))}
        />
        <DateField
          id={`${id}-to`}
          label={t('filter_to')}
          value={form.to}
          max={utcDay(now)}
          invalid={problem === 'to_max' || problem === 'too_long'}
          describedBy={problem ? `${id}-problem` : undefined}
          onChange={(to) => setForm((f) => ({ ...f, to }))}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            {t('filter_type')}
          </label>
          <Select
            id={`${id}-type`}
            value={form.money_type}
            onChange={(e) => setForm((f) => ({ ...f, money_type: e.target.value as MoneyType }))}
          >
            {MONEY_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`type_${m}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-provider`}>
            {t('filter_provider')}
          </label>
          <Select
            id={`${id}-provider`}
            value={form.provider_id === null ? '' : String(form.provider_id)}
            onChange={(e) => {
              const value = e.target.value === '' ? null : Number(e.target.value);
              const known = providers.find((p) => p.id === value);
              if (known) setChosenName(known.name);
              setForm((f) => ({ ...f, provider_id: value }));
            }}
          >
            <option value="">{t('provider_all')}</option>
            {form.provider_id !== null && !providers.some((p) => p.id === form.provider_id) && (
              <option value={String(form.provider_id)}>{chosenName}</option>
            )}
            {providers.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="reports-filters__submit">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            {t('search')}
          </button>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="field__error reports-filters__problem" role="alert">
            {t(`range_${problem}`)}
          </p>
        )}
      </form>

      <p className="reports-period">
        {t('period', {
          from: formatUtcDate(`${search.from}T00:00:00Z`, lang),
          to: formatUtcDate(`${search.to}T00:00:00Z`, lang),
        })}
      </p>

      {analytics.isError && !data ? (
        <ErrorState message={t('load_error')} onRetry={() => void analytics.refetch()} />
      ) : !data ? (
        <div role="status" aria-live="polite" className="reports-loading">
          <span className="visually-hidden">{t('loading')}</span>
          <div className="reports-cards">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="reports-skeleton reports-skeleton--card" />
            ))}
          </div>
          <Skeleton className="reports-skeleton reports-skeleton--table" />
        </div>
      ) : (
        <div className="reports-result" aria-busy={analytics.isFetching || undefined}>
          {analytics.isError && (
            <Notice kind="danger" role="alert">
              <p>{t('load_error')}</p>
            </Notice>
          )}
          <dl className="reports-cards" aria-label={t('totals_label')}>
            <Card label={t('total_bets')} value={money(data.totals.bets)} />
            <Card label={t('total_wins')} value={money(data.totals.wins)} />
            <Card
              label={t('total_net')}
              hint={t('total_net_hint')}
              value={money(data.totals.net, true)}
              tone={data.totals.net > 0 ? 'up' : data.totals.net < 0 ? 'down' : undefined}
            />
            {showBonus && (
              <>
                <Card label={t('total_bonus_bets')} value={money(data.totals.bonus_bets)} />
                <Card label={t('total_bonus_wins')} value={money(data.totals.bonus_wins)} />
              </>
            )}
          </dl>

          {data.rows.length === 0 ? (
            <p className="reports-empty" role="status">
              {t('empty')}
            </p>
          ) : (
            <>
              <ExportButtons
                table={exportTable}
                fileName={`casino-activity-${search.from}-${search.to}`}
                disabled={analytics.isFetching}
              />
              <ReportTable rows={data.rows} money={money} language={lang} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

function Card({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'up' | 'down' | undefined;
}) {
  return (
    <div className={`reports-card${tone ? ` reports-card--${tone}` : ''}`}>
      <dt className="reports-card__label">{label}</dt>
      <dd className="reports-card__value">{value}</dd>
      {hint && <dd className="reports-card__hint">{hint}</dd>}
    </div>
  );
}

function ReportTable({
  rows,
  money,
  language,
}: {
  rows: Row[];
  money: (v: number, signed?: boolean) => string;
  language: string;
}) {
  const { t } = useTranslation('reports');
  const count = new Intl.NumberFormat(language);
  return (
    <div className="reports-table-wrap">
      <table className="reports-table">
        <caption className="visually-hidden">{t('table_label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col_game')}</th>
            <th scope="col">{t('col_provider')}</th>
            <th scope="col" className="num">
              {t('col_bets_count')}
            </th>
            <th scope="col" className="num">
              {t('col_bets')}
            </th>
            <th scope="col" className="num">
              {t('col_wins')}
            </th>
            <th scope="col" className="num">
              {t('col_net')}
            </th>
            <th scope="col">{t('col_last_played')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="reports-table__game">
                {r.game}
              </th>
              <td data-label={t('col_provider')}>{r.provider}</td>
              <td data-label={t('col_bets_count')} className="num">
                {count.format(r.bets_count)}
              </td>
              <td data-label={t('col_bets')} className="num">
                {money(r.bets)}
              </td>
              <td data-label={t('col_wins')} className="num">
                {money(r.wins)}
              </td>
              <td
                data-label={t('col_net')}
                className={`num${r.net > 0 ? ' is-up' : r.net < 0 ? ' is-down' : ''}`}
              >
                {money(r.net, true)}
              </td>
              <td data-label={t('col_last_played')}>{formatUtcDateTime(r.created_at, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

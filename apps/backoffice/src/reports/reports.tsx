import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../api/index.ts';
import { useSession } from '../auth/use-session.ts';
import { errorText, PageHeader, QueryState } from '../components/states.tsx';
import { download, formatMoney, formatNumber } from '../lib/format.ts';
import { ReportChart } from './chart.tsx';
import {
  fileNameOf,
  fromMinor,
  presetOf,
  presetRange,
  rangeError,
  RANGE_PRESETS,
  type DayRange,
} from './dates.ts';
import {
  chartOf,
  currenciesOf,
  GROUPS,
  HAS_CURRENCY,
  tableOf,
  tabsFor,
  type Column,
  type ReportData,
  type ReportTab,
  type Row,
} from './model.ts';
import './reports.css';

interface Filters {
  range: DayRange;
  group: string;
  currency: string;
}

const queryOf = (tab: ReportTab, f: Filters) => ({
  from: f.range.from,
  to: f.range.to,
  ...(GROUPS[tab] ? { group: f.group } : {}),
  ...(HAS_CURRENCY[tab] && f.currency ? { currency: f.currency } : {}),
});

/** Operator reports: GGR/NGR, payments, bonus cost, players; a table, a chart, CSV and XLSX. */
export function ReportsScreen() {
  const { t } = useTranslation();
  const role = useSession()?.staff.role ?? 'finance';
  const tabs = tabsFor(role);
  const [tab, setTab] = useState<ReportTab>(tabs[0] ?? 'players');
  const [filters, setFilters] = useState<Filters>({
    range: presetRange('last_30_days'),
    group: 'day',
    currency: '',
  });
  const selectTab = (next: ReportTab) => {
    setTab(next);
    setFilters((f) => ({ ...f, group: 'day' }));
  };
  const query = queryOf(tab, filters);
  const bad = rangeError(filters.range);
  const report = useQuery({
    queryKey: ['reports', tab, query],
    queryFn: async () => {
      const r = await api.get<{ data: unknown }>(`/reports/${tab}`, { query });
      return { tab, data: r.data } as ReportData;
    },
    enabled: !bad,
    placeholderData: keepPreviousData,
  });
  const data = report.data?.tab === tab ? report.data : undefined;

  const [exporting, setExporting] = useState<null | 'csv' | 'xlsx'>(null);
  const exportFile = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const res = await api.raw('GET', `/reports/${tab}`, {
        query: { ...query, format },
        headers: { accept: '*/*' },
      });
      const name = fileNameOf(
        res.headers.get('content-disposition'),
        `${tab}-${filters.range.from}-${filters.range.to}.${format}`,
      );
      download(name, await res.blob());
    } catch (err) {
      toast.error(errorText(t, err));
    } finally {
      setExporting(null);
    }
  };

  const tabId = (x: ReportTab) => `report-tab-${x}`;
  return (
    <section aria-labelledby="page-title" className="reports">
      <PageHeader title={t('reports.title')}>
        <button
          type="button"
          className="btn"
          disabled={!!bad || !!exporting}
          onClick={() => void exportFile('csv')}
        >
          {t('reports.export_csv')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!!bad || !!exporting}
          onClick={() => void exportFile('xlsx')}
        >
          {t('reports.export_xlsx')}
        </button>
      </PageHeader>
      <div role="tablist" aria-label={t('reports.tabs_label')} className="tabs">
        {tabs.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            id={tabId(x)}
            aria-selected={x === tab}
            aria-controls="report-panel"
            tabIndex={x === tab ? 0 : -1}
            className={x === tab ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => selectTab(x)}
            onKeyDown={(e) => {
              const i = tabs.indexOf(x);
              const next =
                e.key === 'ArrowRight'
                  ? tabs[(i + 1) % tabs.length]
                  : e.key === 'ArrowLeft'
                    ? tabs[(i - 1 + tabs.length) % tabs.length]
                    : null;
              if (next) {
                e.preventDefault();
                selectTab(next);
                document.getElementById(tabId(next))?.focus();
              }
            }}
          >
            {t(`reports.tabs.${x}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="report-panel" aria-labelledby={tabId(tab)}>
        <FilterBar tab={tab} filters={filters} onChange={setFilters} report={data} />
        {bad ? (
          <p className="state state--error" role="alert">
            {t(`reports.range_errors.${bad}`)}
          </p>
        ) : (
          <QueryState
            isPending={report.isPending}
            error={report.error}
            isEmpty={false}
            empty=""
            onRetry={() => void report.refetch()}
          >
            {data ? <ReportBody report={data} currencyFilter={filters.currency} /> : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}

function FilterBar({
  tab,
  filters,
  onChange,
  report,
}: {
  tab: ReportTab;
  filters: Filters;
  onChange: (f: Filters) => void;
  report: ReportData | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const preset = presetOf(filters.range);
  const groups = GROUPS[tab];
  const [known, setKnown] = useState<string[]>([]);
  const seen = report ? currenciesOf(report) : [];
  // The currencies met so far stay choosable after one is picked (the list would shrink to it).
  const currencies = [...new Set([...known, ...seen])].sort();
  if (seen.some((c) => !known.includes(c))) setKnown(currencies);
  const setRange = (range: DayRange) => onChange({ ...filters, range });
  return (
    <form className="filters report-filters" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t('reports.period')}</label>
        <select
          id={`${id}-preset`}
          value={preset ?? 'custom'}
          onChange={(e) => {
            const v = e.target.value;
            if (v !== 'custom') setRange(presetRange(v as (typeof RANGE_PRESETS)[number]));
          }}
        >
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`reports.presets.${p}`)}
            </option>
          ))}
          <option value="custom">{t('reports.presets.custom')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.range.from}
          max={filters.range.to}
          onChange={(e) => setRange({ ...filters.range, from: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.range.to}
          min={filters.range.from}
          onChange={(e) => setRange({ ...filters.range, to: e.target.value })}
        />
      </div>
      {groups ? (
        <div className="field">
          <label htmlFor={`${id}-group`}>{t('reports.group_by')}</label>
          <select
            id={`${id}-group`}
            value={filters.group}
            onChange={(e) => onChange({ ...filters, group: e.target.value })}
          >
            {groups.map((g) => (
              <option key={g} value={g}>
                {t(`reports.groups.${g}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {HAS_CURRENCY[tab] ? (
        <div className="field">
          <label htmlFor={`${id}-currency`}>{t('reports.currency')}</label>
          <select
            id={`${id}-currency`}
            value={filters.currency}
            onChange={(e) => onChange({ ...filters, currency: e.target.value })}
          >
            <option value="">{t('reports.all_currencies')}</option>
            {[...new Set([...currencies, filters.currency].filter(Boolean))].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="muted report-filters__note">{t('reports.utc_note')}</p>
    </form>
  );
}

function ReportBody({ report, currencyFilter }: { report: ReportData; currencyFilter: string }) {
  const { t } = useTranslation();
  const id = useId();
  const table = useMemo(() => tableOf(report), [report]);
  const currencies = currenciesOf(report);
  const [picked, setPicked] = useState('');
  const chartCurrency =
    report.tab === 'players'
      ? null
      : currencyFilter ||
        (picked && currencies.includes(picked) ? picked : null) ||
        currencies[0] ||
        null;
  const chart = chartOf(report, chartCurrency);
  const fmt = (v: number) => (chart?.currency ? formatMoney(v, chart.currency) : formatNumber(v));
  const title = t(`reports.tabs.${report.tab}`);
  return (
    <>
      {chart ? (
        <figure className="report-figure">
          <figcaption className="report-figure__caption">
            <span>{t(`reports.chart.${report.tab}`)}</span>
            {currencies.length > 1 && !currencyFilter ? (
              <span className="field field--inline">
                <label htmlFor={`${id}-chart-currency`}>{t('reports.chart_currency')}</label>
                <select
                  id={`${id}-chart-currency`}
                  value={chartCurrency ?? ''}
                  onChange={(e) => setPicked(e.target.value)}
                >
                  {currencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </span>
            ) : chart.currency ? (
              <span className="muted">{chart.currency}</span>
            ) : null}
          </figcaption>
          <ReportChart
            kind={chart.kind}
            labels={chart.labels}
            series={chart.series.map((s) => ({
              label: t(`reports.col.${s.key}`),
              values: s.values,
            }))}
            label={t('reports.chart_alt', { report: title })}
            format={fmt}
          />
        </figure>
      ) : null}
      <p className="count" role="status">
        {t('reports.rows', { count: table.rows.length })}
      </p>
      <ReportTableView
        caption={t('reports.table_caption', {
          report: title,
          from: report.data.from,
          to: report.data.to,
        })}
        columns={table.columns}
        rows={table.rows}
        totals={table.totals}
      />
    </>
  );
}

/** A cell as text: money from minor units in the row's currency, counts, days, labels. */
function cellText(t: (k: string, o?: Record<string, unknown>) => string, col: Column, row: Row) {
  const v = row[col.key];
  if (v === null || v === undefined || v === '') return '—';
  if (col.kind === 'money') {
    const currency = typeof row.currency === 'string' ? row.currency : null;
    return currency
      ? formatMoney(fromMinor(Number(v), currency), currency)
      : formatNumber(Number(v));
  }
  if (col.kind === 'int') return formatNumber(Number(v));
  if (col.key === 'type' || col.key === 'status' || col.key === 'kind') {
    return t(`reports.values.${String(v)}`, { defaultValue: String(v) });
  }
  return String(v);
}

function ReportTableView({
  caption,
  columns,
  rows,
  totals,
}: {
  caption: string;
  columns: Column[];
  rows: Row[];
  totals: Row[];
}) {
  const { t } = useTranslation();
  const numeric = (c: Column) => c.kind === 'money' || c.kind === 'int';
  return (
    <div className="table-wrap">
      <table className="data-table report-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={numeric(c) ? 'num' : undefined}>
                {t(`reports.col.${c.header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="muted">
                {t('reports.empty')}
              </td>
            </tr>
          ) : (
            rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key} className={numeric(c) ? 'num' : undefined}>
                    {cellText(t, c, r)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {totals.length ? (
          <tfoot>
            {totals.map((r, i) => (
              <tr key={i} className="report-table__total">
                {columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.key} scope="row">
                      {c.key === 'currency' ? cellText(t, c, r) : t('reports.total')}
                    </th>
                  ) : (
                    <td key={c.key} className={numeric(c) ? 'num' : undefined}>
                      {cellText(t, c, r)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

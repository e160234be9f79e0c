import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Select } from '../../auth/form.tsx';
import { DateField } from '../../components/date-field.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ExportButtons } from '../../lib/export/export-buttons.tsx';
import { formatCurrency } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { usePlayer } from '../use-player.ts';
import { getAllTransactions, useTotals, useTransactions } from './api/get-transactions.ts';
import { exportFileName, transactionsExportTable } from './transactions-export.ts';
import {
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  defaultFilters,
  isRangeValid,
  netTotal,
  toQuery,
  type Filters,
} from './transactions-rules.ts';
import { TransactionsTable } from './transactions-table.tsx';
import { useTypeName } from './type-name.ts';
import './transactions.css';

/**
 * Transactions (spec "Transactions"): from/to dates (the last 30 days by default), type and
 * status; the range's successful deposits, withdrawals and net; the table with pages; exports of
 * the whole search (Excel, CSV, PDF, copy).
 */
export function Component() {
  const { t } = useTranslation(['transactions', 'dashboardMenu']);
  const lang = useLang();
  const player = usePlayer();
  const typeName = useTypeName();
  const [draft, setDraft] = useState<Filters>(() => defaultFilters());
  const [applied, setApplied] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const valid = isRangeValid(draft);

  const list = useTransactions(toQuery(applied, page));
  const totals = useTotals({ date_from: applied.from, date_to: applied.to });
  const currency = player.currency.code;
  const money = (v: number | undefined) => formatCurrency(v ?? 0, currency, lang);

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setApplied(draft);
    setPage(1);
    // the same search again reloads (new transactions may have arrived)
    if (JSON.stringify(draft) === JSON.stringify(applied)) {
      void list.refetch();
      void totals.refetch();
    }
  };

  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const meta = list.data?.meta;
  const rows = list.data?.data ?? [];
  const lastPage = Math.max(1, meta?.last_page ?? 1);

  return (
    <section className="dash-panel tx-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:transactions')}
      </h2>
      <p className="dash-panel__lead">{t('lead')}</p>

      <form className="tx-filters" role="search" aria-label={t('filters_label')} onSubmit={search}>
        <DateField
          id="tx-from"
          label={t('filter_from')}
          value={draft.from}
          max={draft.to || undefined}
          invalid={!valid}
          describedBy={!valid ? 'tx-range-error' : undefined}
          onChange={set('from')}
        />
        <DateField
          id="tx-to"
          label={t('filter_to')}
          value={draft.to}
          min={draft.from || undefined}
          invalid={!valid}
          describedBy={!valid ? 'tx-range-error' : undefined}
          onChange={set('to')}
        />
        <div className="field">
          <label className="field__label" htmlFor="tx-type">
            {t('filter_type')}
          </label>
          <Select id="tx-type" value={draft.type} onChange={(e) => set('type')(e.target.value)}>
            <option value="">{t('filter_all')}</option>
            {TYPE_OPTIONS.map((id) => (
              <option key={id} value={String(id)}>
                {t(`type_${id}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="tx-status">
            {t('filter_status')}
          </label>
          <Select
            id="tx-status"
            value={draft.status}
            onChange={(e) => set('status')(e.target.value)}
          >
            <option value="">{t('filter_all')}</option>
            {STATUS_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <button type="submit" className="btn btn--primary tx-filters__submit" disabled={!valid}>
          {t('search')}
        </button>
        {!valid && (
          <p className="field__error tx-filters__error" id="tx-range-error" role="alert">
            {t('range_invalid')}
          </p>
        )}
      </form>

      <h3 className="visually-hidden" id="tx-totals-title">
        {t('totals_label')}
      </h3>
      {totals.isError ? (
        <ErrorState message={t('totals_error')} onRetry={() => void totals.refetch()} />
      ) : (
        <dl
          className="dash-balances tx-totals"
          aria-labelledby="tx-totals-title"
          aria-busy={totals.isFetching || undefined}
        >
          {(
            [
              ['deposits', totals.data?.deposits.total, totals.data?.deposits.count],
              [
                'withdrawals',
                totals.data && Math.abs(totals.data.withdrawals.total),
                totals.data?.withdrawals.count,
              ],
              [
                'net',
                totals.data && netTotal(totals.data.deposits.total, totals.data.withdrawals.total),
                undefined,
              ],
            ] as const
          ).map(([key, value, count]) => (
            <div
              key={key}
              className={`dash-balance tx-total tx-total--${key}`}
              data-testid={`total-${key}`}
            >
              <dt className="dash-balance__label">{t(`total_${key}`)}</dt>
              <dd className="dash-balance__value">
                {totals.data ? (
                  key === 'net' ? (
                    formatCurrency(value ?? 0, currency, lang, true)
                  ) : (
                    money(value)
                  )
                ) : (
                  <Skeleton className="tx-total__skeleton" />
                )}
              </dd>
              <dd className="tx-total__hint">
                {key === 'net'
                  ? t('total_net_hint')
                  : count !== undefined
                    ? t('total_count', { count })
                    : '\u00a0'}
              </dd>
            </div>
          ))}
        </dl>
      )}

      <div className="tx-results-head">
        <p className="tx-results-count" role="status" aria-live="polite">
          {meta ? t('results', { count: meta.total }) : ''}
        </p>
        <ExportButtons
          fileName={exportFileName(applied)}
          disabled={!meta || meta.total === 0}
          table={async () =>
            transactionsExportTable(
              await getAllTransactions({
                date_from: applied.from,
                date_to: applied.to,
                ...(applied.type ? { type_id: Number(applied.type) } : {}),
                ...(applied.status ? { status: toQuery(applied, 1).status } : {}),
              }),
              applied,
              t,
              lang,
              typeName,
            )
          }
        />
      </div>

      {list.isError && !list.data ? (
        <ErrorState message={t('load_error')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="tx-loading" role="status" aria-live="polite">
          <span className="visually-hidden">{t('loading')}</span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="tx-row-skeleton" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="tx-empty" data-testid="transactions-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          {list.isError && (
            <ErrorState message={t('load_error')} onRetry={() => void list.refetch()} />
          )}
          <TransactionsTable rows={rows} busy={list.isFetching} />
          {lastPage > 1 && (
            <nav className="tx-pagination" aria-label={t('pagination_label')}>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={page <= 1 || list.isPlaceholderData}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                {t('page_prev')}
              </button>
              <span className="tx-pagination__info" aria-current="page">
                {t('page_info', { page: meta?.current_page ?? page, pages: lastPage })}
              </span>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={page >= lastPage || list.isPlaceholderData}
                onClick={() => setPage((p) => Math.min(lastPage, p + 1))}
              >
                {t('page_next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

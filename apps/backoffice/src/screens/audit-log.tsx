import type { AuditEntry, AuditLogResponse } from '@croupier/contract/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../api/index.ts';
import { NameWithId } from '../components/cells.tsx';
import { Field } from '../components/field.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { PagedTable } from '../components/lists.tsx';
import { PageHeader } from '../components/states.tsx';
import { formatDateTime } from '../lib/format.ts';

interface Filters {
  action: string;
  staff_id: string;
  target_type: string;
  target_id: string;
}
const EMPTY: Filters = { action: '', staff_id: '', target_type: '', target_id: '' };
const PER_PAGE = 50;

/** The append-only audit log (admin, compliance): who did what, before and after, from where. */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () =>
      api.get<AuditLogResponse>('/audit-log', {
        query: { ...filters, page, per_page: PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
  const { register, handleSubmit, reset, formState } = useForm<Filters>({ defaultValues: EMPTY });
  const apply = handleSubmit((v) => {
    setFilters({
      action: v.action.trim(),
      staff_id: v.staff_id.trim(),
      target_type: v.target_type.trim(),
      target_id: v.target_id.trim(),
    });
    setPage(1);
  });

  const col = createColumnHelper<AuditEntry>();
  const columns = [
    col.accessor('created_at', {
      header: t('audit.when'),
      cell: (c) => <time dateTime={c.getValue()}>{formatDateTime(c.getValue())}</time>,
    }),
    col.accessor('staff_email', {
      header: t('audit.who'),
      cell: (c) =>
        c.getValue() ? (
          <NameWithId name={c.getValue() ?? ''} id={c.row.original.staff_id ?? ''} />
        ) : (
          <span className="muted">{t('audit.system')}</span>
        ),
    }),
    col.accessor('action', { header: t('audit.action'), cell: (c) => <code>{c.getValue()}</code> }),
    col.accessor((e) => (e.target_type ? `${e.target_type} #${e.target_id ?? ''}` : '—'), {
      id: 'target',
      header: t('audit.target'),
    }),
    col.accessor('ip', { header: t('audit.ip'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor('details', {
      header: t('audit.details'),
      cell: (c) => <Details details={c.getValue()} />,
    }),
  ];

  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('audit.title')} />
      <FilterBar
        label={t('audit.filters')}
        onSubmit={apply}
        onClear={() => {
          reset(EMPTY);
          setFilters(EMPTY);
          setPage(1);
        }}
        error={Object.keys(formState.errors).length ? t('audit.filter_invalid') : null}
      >
        <Field id={`${id}-action`} label={t('audit.action')}>
          <input
            id={`${id}-action`}
            placeholder="staff.login"
            {...register('action', { pattern: /^[a-z_.]*$/ })}
          />
        </Field>
        <Field id={`${id}-staff`} label={t('audit.staff_id')} narrow>
          <input
            id={`${id}-staff`}
            inputMode="numeric"
            {...register('staff_id', { pattern: /^\d*$/ })}
          />
        </Field>
        <Field id={`${id}-type`} label={t('audit.target_type')}>
          <input
            id={`${id}-type`}
            placeholder="player"
            {...register('target_type', { pattern: /^[a-z_]*$/ })}
          />
        </Field>
        <Field id={`${id}-target`} label={t('audit.target_id')} narrow>
          <input id={`${id}-target`} maxLength={64} {...register('target_id')} />
        </Field>
      </FilterBar>
      <PagedTable
        query={list}
        caption={t('audit.title')}
        columns={columns}
        empty={t('audit.empty')}
        pagesLabel={t('audit.pages')}
        onPage={setPage}
      />
    </section>
  );
}

/** A value as staff read it: text as is, the rest as compact JSON. */
export function showValue(v: unknown): string {
  if (v === undefined) return '—';
  if (v === null) return 'null';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** The fields of before and after, changed ones first-class (marked), as a small table. */
export function diffRows(
  before: unknown,
  after: unknown,
): { field: string; before: string; after: string; changed: boolean }[] {
  const obj = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
  const b = before === undefined ? {} : obj(before);
  const a = after === undefined ? {} : obj(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const x = showValue(b[field]);
    const y = showValue(a[field]);
    return { field, before: x, after: y, changed: x !== y };
  });
}

/** Before and after side by side when the entry has them; the other details as a list. */
function Details({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const keys = Object.keys(details);
  if (keys.length === 0) return <span className="muted">—</span>;
  const { before, after, ...rest } = details;
  const hasDiff = 'before' in details || 'after' in details;
  return (
    <details className="audit-details">
      <summary>{t('audit.show')}</summary>
      {hasDiff ? (
        <table className="audit-diff">
          <caption className="sr-only">{t('audit.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {diffRows(before, after).map((r) => (
              <tr key={r.field} className={r.changed ? 'audit-diff__changed' : undefined}>
                <th scope="row">{r.field}</th>
                <td>{r.before}</td>
                <td>{r.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {Object.keys(rest).length ? (
        <dl className="audit-facts">
          {Object.entries(rest).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{showValue(v)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </details>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Link } from 'react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { formatCurrency, formatUtcDateTime } from '../../lib/format.ts';
import { localizedPath } from '../../lib/language.ts';
import { useLang } from '../../lib/use-lang.ts';
import type { Transaction } from './api/get-transactions.ts';
import { StatusBadge } from './status-badge.tsx';
import { hasStatusPage } from './transactions-rules.ts';
import { useTypeName } from './type-name.ts';

const column = createColumnHelper<Transaction>();

/**
 * One page of transactions: date (UTC), id (a link to the status page for deposits and
 * withdrawals), type, status, amount and the balance after it. On narrow screens it scrolls
 * sideways inside a labelled, focusable region; below 600 px each row is a card of label: value
 * lines.
 */
export function TransactionsTable({ rows, busy }: { rows: Transaction[]; busy: boolean }) {
  const { t } = useTranslation('transactions');
  const lang = useLang();
  const typeName = useTypeName();

  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: () => t('col_date'),
        cell: (c) => <time dateTime={c.getValue()}>{formatUtcDateTime(c.getValue(), lang)}</time>,
      }),
      column.accessor('id', {
        header: () => t('col_id'),
        cell: (c) =>
          hasStatusPage(c.row.original.type.id) ? (
            <Link
              to={localizedPath(lang, `/transactions/${c.getValue()}`)}
              aria-label={t('id_link', { id: c.getValue() })}
            >
              {c.getValue()}
            </Link>
          ) : (
            c.getValue()
          ),
      }),
      column.accessor((r) => r.type, {
        id: 'type',
        header: () => t('col_type'),
        cell: (c) => {
          const game = c.row.original.payload.game;
          return game ? (
            <span className="tx-type">
              {typeName(c.getValue())}
              <span className="tx-type__game">{game}</span>
            </span>
          ) : (
            typeName(c.getValue())
          );
        },
      }),
      column.accessor('status', {
        header: () => t('col_status'),
        cell: (c) => <StatusBadge status={c.getValue()} />,
      }),
      column.accessor('amount', {
        header: () => t('col_amount'),
        cell: (c) => formatCurrency(c.getValue(), c.row.original.currency.code, lang),
        meta: { numeric: true },
      }),
      column.accessor('balance', {
        header: () => t('col_balance'),
        cell: (c) => {
          const v = c.getValue();
          return v === null ? '—' : formatCurrency(v, c.row.original.currency.code, lang);
        },
        meta: { numeric: true },
      }),
    ],
    [t, lang, typeName],
  );

  // The column names again on each cell: the cards of a narrow screen show them.
  const labels: Record<string, string> = {
    created_at: t('col_date'),
    id: t('col_id'),
    type: t('col_type'),
    status: t('col_status'),
    amount: t('col_amount'),
    balance: t('col_balance'),
  };

  // TanStack Table's API is not memoizable by the React Compiler; this component is small and
  // re-renders only with its rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(r.id),
  });

  return (
    <div
      className="tx-table-wrap"
      role="region"
      aria-labelledby="tx-table-caption"
      // focusable so a keyboard can scroll it on a narrow screen
      tabIndex={0}
    >
      <table className="tx-table" aria-busy={busy || undefined} data-testid="transactions-table">
        <caption id="tx-table-caption" className="visually-hidden">
          {t('table_label')}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={isNumeric(header.column.columnDef.meta) ? 'tx-num' : undefined}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-id={row.original.id}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  data-col={cell.column.id}
                  data-label={labels[cell.column.id]}
                  className={isNumeric(cell.column.columnDef.meta) ? 'tx-num' : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const isNumeric = (meta: unknown): boolean =>
  typeof meta === 'object' && meta !== null && (meta as { numeric?: boolean }).numeric === true;

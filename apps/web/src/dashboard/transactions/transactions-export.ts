import type { TFunction } from '../../lib/translation.tsx';
import type { ExportTable } from '../../lib/export/index.ts';
import { formatUtcDateTime } from '../../lib/format.ts';
import type { Transaction } from './api/get-transactions.ts';
import type { Filters } from './transactions-rules.ts';

/**
 * The shown search as an export table: every transaction of the range (not only the page), with
 * amounts and balances as numbers (2 decimals) and the currency in its own column.
 */
export function transactionsExportTable(
  rows: Transaction[],
  filters: Pick<Filters, 'from' | 'to'>,
  t: TFunction,
  language: string,
  typeName: (type: Transaction['type']) => string,
): ExportTable {
  return {
    title: t('transactions:export_title', { from: filters.from, to: filters.to }),
    columns: [
      { key: 'date', label: t('transactions:col_date') },
      { key: 'id', label: t('transactions:col_id'), align: 'right' },
      { key: 'type', label: t('transactions:col_type') },
      { key: 'status', label: t('transactions:col_status') },
      { key: 'amount', label: t('transactions:col_amount'), align: 'right', decimals: 2 },
      { key: 'currency', label: t('transactions:col_currency') },
      { key: 'balance', label: t('transactions:col_balance'), align: 'right', decimals: 2 },
    ],
    rows: rows.map((r) => ({
      date: formatUtcDateTime(r.created_at, language),
      id: r.id,
      type: r.payload.game ? `${typeName(r.type)} (${r.payload.game})` : typeName(r.type),
      status: t(`transactions:status_${r.status}`),
      amount: r.amount,
      currency: r.currency.code,
      balance: r.balance ?? '',
    })),
  };
}

export const exportFileName = (f: Pick<Filters, 'from' | 'to'>) => `transactions-${f.from}-${f.to}`;

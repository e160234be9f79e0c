import { createColumnHelper } from '@tanstack/react-table';
import type { StaffPayment } from '../api/types.ts';
import { Age, NameWithId } from '../components/cells.tsx';
import { formatMoney } from '../lib/format.ts';

export const paymentColumn = createColumnHelper<StaffPayment>();

/** The columns the payment queues (deposits, withdrawals) share: id, age, player, amount. */
export function paymentColumns(t: (key: string) => string) {
  const col = paymentColumn;
  return [
    col.accessor('id', { header: t('common.id') }),
    col.accessor('created_at', {
      header: t('common.age'),
      cell: (c) => <Age at={c.getValue()} />,
    }),
    col.accessor((p) => p.player.username, {
      id: 'player',
      header: t('common.player'),
      cell: (c) => <NameWithId name={c.getValue()} id={c.row.original.player.id} />,
    }),
    col.accessor('amount', {
      header: t('common.amount'),
      cell: (c) => (
        <span className="num">{formatMoney(c.getValue(), c.row.original.currency.code)}</span>
      ),
    }),
  ];
}

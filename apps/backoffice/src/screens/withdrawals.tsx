import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api, ApiError } from '../api/index.ts';
import type { StaffPayment } from '../api/types.ts';
import { ConfirmDialog, ReasonDialog } from '../components/dialogs.tsx';
import { QueueTable, RowAction } from '../components/lists.tsx';
import { errorText, PageHeader } from '../components/states.tsx';
import { download, formatMoney } from '../lib/format.ts';
import { fetchPayments, queryKeys, QUEUE_REFRESH_MS } from '../shell/queue-counts.ts';
import { paymentColumn as col, paymentColumns } from './payment-columns.tsx';
import { useAction } from './use-action.ts';

type Decision = { payment: StaffPayment; action: 'approve' | 'decline' | 'paid' };

/** Pending withdrawals (finance, admin): approve, decline with a reason, mark paid, pain.001. */
export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: queryKeys.payments(2),
    queryFn: () => fetchPayments(2),
    refetchInterval: QUEUE_REFRESH_MS,
  });
  const rows = useMemo(() => (list.data ?? []).filter((p) => p.status === 'pending'), [list.data]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [exporting, setExporting] = useState(false);

  const decide = useAction(
    ({ payment, action, reason }: Decision & { reason?: string }) =>
      api.post(`/payments/${payment.id}/withdraw`, { action, ...(reason ? { reason } : {}) }),
    {
      invalidate: [queryKeys.payments(2)],
      success: (_r, v) => t(`withdrawals.done.${v.action}`, { id: v.payment.id }),
      onDone: () => setDecision(null),
    },
  );

  const exportSepa = async () => {
    setExporting(true);
    try {
      const res = await api.raw('POST', '/payments/payouts/sepa', {
        body: { currency: 'EUR' },
        headers: { accept: 'application/xml' },
      });
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        'pain001.xml';
      download(name, await res.text(), 'application/xml');
      toast.success(t('withdrawals.exported'));
      await list.refetch();
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.key === 'no_payouts'
          ? t('withdrawals.no_payouts')
          : errorText(t, err),
      );
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    ...paymentColumns(t),
    col.accessor((p) => p.payload.method_name ?? p.payload.provider ?? '—', {
      id: 'method',
      header: t('common.method'),
    }),
    col.accessor('approved_at', {
      header: t('common.status'),
      cell: (c) =>
        c.getValue() ? (
          <span className="tag tag--ok">{t('withdrawals.approved')}</span>
        ) : (
          <span className="tag">{t('withdrawals.waiting')}</span>
        ),
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => {
        const p = c.row.original;
        const who = `#${p.id}`;
        return (
          <div className="row-actions">
            {!p.approved_at ? (
              <RowAction
                label={t('withdrawals.approve')}
                name={t('withdrawals.approve_n', { id: who })}
                tone="primary"
                onClick={() => setDecision({ payment: p, action: 'approve' })}
              />
            ) : null}
            {p.payload.provider === 'bank' ? (
              <RowAction
                label={t('withdrawals.paid')}
                name={t('withdrawals.paid_n', { id: who })}
                onClick={() => setDecision({ payment: p, action: 'paid' })}
              />
            ) : null}
            <RowAction
              label={t('withdrawals.decline')}
              name={t('withdrawals.decline_n', { id: who })}
              tone="danger"
              onClick={() => setDecision({ payment: p, action: 'decline' })}
            />
          </div>
        );
      },
    }),
  ];

  const d = decision;
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('withdrawals.title')}>
        <button
          type="button"
          className="btn"
          onClick={() => void exportSepa()}
          disabled={exporting}
        >
          {t('withdrawals.export')}
        </button>
      </PageHeader>
      <QueueTable
        query={list}
        rows={rows}
        count={t('withdrawals.count', { count: rows.length })}
        caption={t('withdrawals.title')}
        columns={columns}
        empty={t('withdrawals.empty')}
      />
      <ConfirmDialog
        open={!!d && d.action !== 'decline'}
        onOpenChange={(o) => !o && setDecision(null)}
        title={d ? t(`withdrawals.confirm.${d.action === 'paid' ? 'paid' : 'approve'}_title`) : ''}
        description={
          d
            ? t(`withdrawals.confirm.${d.action === 'paid' ? 'paid' : 'approve'}_text`, {
                amount: formatMoney(d.payment.amount, d.payment.currency.code),
                player: d.payment.player.username,
              })
            : ''
        }
        confirmLabel={d?.action === 'paid' ? t('withdrawals.paid') : t('withdrawals.approve')}
        pending={decide.isPending}
        onConfirm={() => d && decide.mutate(d)}
      />
      <ReasonDialog
        open={d?.action === 'decline'}
        onOpenChange={(o) => !o && setDecision(null)}
        title={t('withdrawals.decline_title', { id: d?.payment.id ?? '' })}
        description={t('withdrawals.decline_text')}
        confirmLabel={t('withdrawals.decline')}
        pending={decide.isPending}
        onSubmit={(reason) => d && decide.mutate({ ...d, reason })}
      />
    </section>
  );
}

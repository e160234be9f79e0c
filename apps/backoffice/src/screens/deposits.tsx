import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../api/index.ts';
import type { StaffPayment, StatementResult } from '../api/types.ts';
import { DialogActions, Modal, ReasonDialog } from '../components/dialogs.tsx';
import { Field } from '../components/field.tsx';
import { QueueTable, RowAction } from '../components/lists.tsx';
import { errorText, PageHeader } from '../components/states.tsx';
import { formatMoney, formatNumber } from '../lib/format.ts';
import {
  fetchPayments,
  isManualDeposit,
  queryKeys,
  QUEUE_REFRESH_MS,
} from '../shell/queue-counts.ts';
import { paymentColumn as col, paymentColumns } from './payment-columns.tsx';
import { useAction } from './use-action.ts';

type Decision = { payment: StaffPayment; action: 'confirm' | 'decline' };

/** Pending bank and crypto deposits (finance, admin): confirm, decline, import a statement. */
export function DepositsScreen() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: queryKeys.payments(1),
    queryFn: () => fetchPayments(1),
    refetchInterval: QUEUE_REFRESH_MS,
  });
  const rows = useMemo(() => (list.data ?? []).filter(isManualDeposit), [list.data]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [importing, setImporting] = useState(false);

  const decide = useAction(
    ({ payment, action, reason, tx_hash }: Decision & { reason?: string; tx_hash?: string }) =>
      api.post(`/payments/${payment.id}/deposit`, {
        action,
        ...(reason ? { reason } : {}),
        ...(tx_hash ? { tx_hash } : {}),
      }),
    {
      invalidate: [queryKeys.payments(1)],
      success: (_r, v) => t(`deposits.done.${v.action}`, { id: v.payment.id }),
      onDone: () => setDecision(null),
    },
  );

  const columns = [
    ...paymentColumns(t),
    col.accessor((p) => p.payload.provider ?? '', {
      id: 'method',
      header: t('common.method'),
      cell: (c) => t(`deposits.provider.${c.getValue()}`, { defaultValue: c.getValue() }),
    }),
    col.accessor('reference', {
      header: t('deposits.reference'),
      cell: (c) => <code>{c.getValue() ?? '—'}</code>,
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      cell: (c) => {
        const p = c.row.original;
        return (
          <div className="row-actions">
            <RowAction
              label={t('deposits.confirm')}
              name={t('deposits.confirm_n', { id: p.id })}
              tone="primary"
              onClick={() => setDecision({ payment: p, action: 'confirm' })}
            />
            <RowAction
              label={t('deposits.decline')}
              name={t('deposits.decline_n', { id: p.id })}
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
      <PageHeader title={t('deposits.title')}>
        <button type="button" className="btn" onClick={() => setImporting(true)}>
          {t('deposits.import')}
        </button>
      </PageHeader>
      <QueueTable
        query={list}
        rows={rows}
        count={t('deposits.count', { count: rows.length })}
        caption={t('deposits.title')}
        columns={columns}
        empty={t('deposits.empty')}
      />
      {d?.action === 'confirm' ? (
        <ConfirmDeposit
          payment={d.payment}
          pending={decide.isPending}
          onClose={() => setDecision(null)}
          onConfirm={(tx_hash) => decide.mutate({ ...d, tx_hash })}
        />
      ) : null}
      <ReasonDialog
        open={d?.action === 'decline'}
        onOpenChange={(o) => !o && setDecision(null)}
        title={t('deposits.decline_title', { id: d?.payment.id ?? '' })}
        description={t('deposits.decline_text')}
        confirmLabel={t('deposits.decline')}
        pending={decide.isPending}
        onSubmit={(reason) => d && decide.mutate({ ...d, reason })}
      />
      <StatementImport open={importing} onOpenChange={setImporting} />
    </section>
  );
}

function ConfirmDeposit({
  payment,
  pending,
  onClose,
  onConfirm,
}: {
  payment: StaffPayment;
  pending: boolean;
  onClose: () => void;
  onConfirm: (txHash?: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const crypto = payment.payload.provider === 'crypto';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ tx_hash: string }>({ defaultValues: { tx_hash: '' } });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('deposits.confirm_title', { id: payment.id })}
      description={t('deposits.confirm_text', {
        amount: formatMoney(payment.amount, payment.currency.code),
        player: payment.player.username,
      })}
    >
      <form
        onSubmit={handleSubmit((v) => onConfirm(crypto ? v.tx_hash.trim() : undefined))}
        noValidate
      >
        {crypto ? (
          <Field
            id={`${id}-hash`}
            label={t('deposits.tx_hash')}
            error={errors.tx_hash ? t('common.field_required') : undefined}
          >
            <input
              id={`${id}-hash`}
              className="input--mono"
              maxLength={200}
              aria-invalid={errors.tx_hash ? true : undefined}
              aria-describedby={errors.tx_hash ? `${id}-hash-error` : undefined}
              {...register('tx_hash', { validate: (v) => v.trim().length > 0 })}
            />
          </Field>
        ) : null}
        <DialogActions label={t('deposits.confirm')} pending={pending} />
      </form>
    </Modal>
  );
}

/** A bank statement (camt.053 XML or CSV) matched against pending bank deposits. */
function StatementImport({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<StatementResult | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ format: 'camt053' | 'csv'; file: FileList | null }>({
    defaultValues: { format: 'camt053', file: null },
  });
  const submit = handleSubmit(async ({ format, file }) => {
    const f = file?.[0];
    if (!f) return;
    try {
      const res = await api.post<{ data: StatementResult }>('/payments/statements', {
        format,
        content: await f.text(),
      });
      setResult(res.data);
      toast.success(t('deposits.statement.done', { matched: res.data.matched }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments(1) });
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          reset();
          setResult(null);
        }
        onOpenChange(o);
      }}
      title={t('deposits.statement.title')}
      description={t('deposits.statement.text')}
      wide
    >
      {result ? (
        <div>
          <dl className="facts">
            {(['entries', 'matched', 'duplicates', 'unmatched'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`deposits.statement.${k}`)}</dt>
                <dd>{formatNumber(result[k])}</dd>
              </div>
            ))}
          </dl>
          {result.unmatched_entries.length ? (
            <table className="data-table">
              <caption>{t('deposits.statement.unmatched_caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('common.amount')}</th>
                  <th scope="col">{t('deposits.statement.symbol')}</th>
                  <th scope="col">{t('deposits.statement.debtor')}</th>
                  <th scope="col">{t('deposits.statement.remittance')}</th>
                </tr>
              </thead>
              <tbody>
                {result.unmatched_entries.map((e) => (
                  <tr key={e.entry_key}>
                    <td className="num">{formatMoney(e.amount, e.currency)}</td>
                    <td>{e.variable_symbol ?? '—'}</td>
                    <td>{e.debtor_name ?? '—'}</td>
                    <td>{e.remittance ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn--primary">
                {t('common.close')}
              </button>
            </Dialog.Close>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field id={`${id}-format`} label={t('deposits.statement.format')}>
            <select id={`${id}-format`} {...register('format')}>
              <option value="camt053">{t('deposits.statement.camt053')}</option>
              <option value="csv">{t('deposits.statement.csv')}</option>
            </select>
          </Field>
          <Field
            id={`${id}-file`}
            label={t('deposits.statement.file')}
            error={errors.file ? t('deposits.statement.file_required') : undefined}
          >
            <input
              id={`${id}-file`}
              type="file"
              accept=".xml,.csv,text/xml,application/xml,text/csv"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? `${id}-file-error` : undefined}
              {...register('file', {
                validate: (v) =>
                  (v && v.length > 0 && (v[0]?.size ?? 0) <= 5 * 1024 * 1024) || false,
              })}
            />
          </Field>
          <DialogActions label={t('deposits.statement.submit')} pending={isSubmitting} />
        </form>
      )}
    </Modal>
  );
}

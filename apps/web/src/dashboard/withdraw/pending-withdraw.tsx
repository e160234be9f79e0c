import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@croupier/contract/payments';
import { formatUtcDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { formatMoney } from '../../shell/money.ts';
import { ConfirmDialog } from '../../payments/confirm-dialog.tsx';

/** A pending withdrawal instead of the form (spec): its details and, while allowed, deletion. */
export function PendingWithdraw({
  transaction,
  deleting,
  onDelete,
}: {
  transaction: Transaction;
  deleting: boolean;
  onDelete: () => Promise<boolean>;
}) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const { payload, currency } = transaction;
  const rows = [
    {
      label: t('pending_amount'),
      value: `${formatMoney(transaction.amount, currency.symbol, lang)} (${currency.code})`,
    },
    ...(payload.method_name ? [{ label: t('pending_method'), value: payload.method_name }] : []),
    { label: t('pending_created'), value: formatUtcDateTime(transaction.created_at, lang) },
  ];

  return (
    <section
      className="pay-pending"
      aria-labelledby="pay-pending-title"
      data-testid="pending-withdraw"
    >
      <h3 id="pay-pending-title" className="dash-section-title">
        {t('pending_withdraw_title')}
      </h3>
      <p className="pay-pending__lead">{t('pending_withdraw_lead')}</p>
      <dl className="pay-details">
        {rows.map((row) => (
          <div key={row.label} className="pay-details__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {payload.cancellable && payload.provider && (
        <div className="pay-pending__actions">
          <button
            type="button"
            className="btn pay-btn--danger"
            onClick={() => setConfirming(true)}
            disabled={deleting}
          >
            {t('delete_withdraw')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete_withdraw_title')}
        cancelLabel={t('keep')}
        confirmLabel={t('delete_confirm')}
        busy={deleting}
        onConfirm={() => {
          void onDelete().then(() => setConfirming(false));
        }}
      >
        {t('delete_withdraw_text')}
      </ConfirmDialog>
    </section>
  );
}

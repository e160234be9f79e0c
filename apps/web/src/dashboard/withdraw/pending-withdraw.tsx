import { useTranslation } from '../../lib/translation.tsx';
import { useMethodName } from '../../payments/method-name.ts';
import type { Transaction } from '@croupier/contract/payments';
import { formatUtcDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { formatMoney } from '../../shell/money.ts';
import { DeclineButton, Detail } from '../../payments/payment-parts.tsx';

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
  const methodName = useMethodName();
  const lang = useLang();
  const { payload, currency } = transaction;
  const method = methodName(transaction.payment_method_id, payload.method_name);

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
        <Detail
          label={t('pending_amount')}
          value={`${formatMoney(transaction.amount, currency.symbol, lang)} (${currency.code})`}
        />
        {method && <Detail label={t('pending_method')} value={method} />}
        <Detail
          label={t('pending_created')}
          value={formatUtcDateTime(transaction.created_at, lang)}
        />
      </dl>
      {payload.cancellable && payload.provider && (
        <div className="pay-pending__actions">
          <DeclineButton
            label={t('delete_withdraw')}
            title={t('delete_withdraw_title')}
            text={t('delete_withdraw_text')}
            confirmLabel={t('delete_confirm')}
            busy={deleting}
            onDecline={onDelete}
          />
        </div>
      )}
    </section>
  );
}

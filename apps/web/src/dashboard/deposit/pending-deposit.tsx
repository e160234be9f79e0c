import { useTranslation } from '../../lib/translation.tsx';
import { useMethodName } from '../../payments/method-name.ts';
import { Link } from 'react-router';
import type { Transaction } from '@croupier/contract/payments';
import { formatUtcDateTime } from '../../lib/format.ts';
import { localizedPath } from '../../lib/language.ts';
import { useLang } from '../../lib/use-lang.ts';
import { formatMoney } from '../../shell/money.ts';
import { DeclineButton, Detail } from '../../payments/payment-parts.tsx';

/**
 * A pending deposit instead of the form (spec): its amount and currency, for a bank transfer our
 * account, the variable symbol and the payment QR code, for crypto the address, network and
 * reference; the player may cancel it (after confirming).
 */
export function PendingDeposit({
  transaction,
  cancelling,
  onCancel,
}: {
  transaction: Transaction;
  cancelling: boolean;
  onCancel: () => Promise<boolean>;
}) {
  const { t } = useTranslation('payments');
  const methodName = useMethodName();
  const lang = useLang();
  const { payload, currency } = transaction;
  const method = methodName(transaction.payment_method_id, payload.method_name);
  const instructions = payload.instructions;
  const bank = instructions?.bank ?? null;
  const crypto = instructions?.crypto ?? null;
  const qr = instructions?.qr ?? null;
  const amount = `${formatMoney(transaction.amount, currency.symbol, lang)} (${currency.code})`;
  const offline = bank !== null || crypto !== null;

  return (
    <section
      className="pay-pending"
      aria-labelledby="pay-pending-title"
      data-testid="pending-deposit"
    >
      <h3 id="pay-pending-title" className="dash-section-title">
        {t('pending_deposit_title')}
      </h3>
      <p className="pay-pending__lead">
        {offline
          ? t('pending_deposit_lead')
          : t('pending_gateway_lead', {
              amount,
              method: method,
            })}
      </p>
      <dl className="pay-details">
        <Detail label={t('pending_amount')} value={amount} />
        {method && <Detail label={t('pending_method')} value={method} />}
        <Detail
          label={t('pending_created')}
          value={formatUtcDateTime(transaction.created_at, lang)}
        />
      </dl>

      {bank && (
        <div className="pay-transfer">
          <div className="pay-transfer__details">
            <h4 className="pay-transfer__title">{t('bank_details_title')}</h4>
            <dl className="pay-details" data-testid="bank-details">
              <Detail label={t('bank_bban')} value={bank.bban} mono />
              <Detail label={t('bank_code')} value={bank.bank_code} mono />
              <Detail label={t('variable_symbol')} value={bank.variable_symbol} mono />
              <Detail label={t('holder')} value={bank.holder} />
              <Detail label={t('iban')} value={bank.iban} mono />
              <Detail label={t('bic')} value={bank.bic} mono />
            </dl>
            <p className="field__hint">{t('vs_note')}</p>
          </div>
          {qr && (
            <figure className="pay-qr">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
                alt={t('qr_alt')}
                width={200}
                height={200}
                data-testid="payment-qr"
              />
              <figcaption className="field__hint">{t('qr_hint')}</figcaption>
            </figure>
          )}
        </div>
      )}

      {crypto && (
        <div className="pay-transfer__details">
          <h4 className="pay-transfer__title">{t('crypto_details_title')}</h4>
          <dl className="pay-details" data-testid="crypto-details">
            <Detail label={t('crypto_address')} value={crypto.address} mono />
            <Detail label={t('crypto_network')} value={crypto.network} />
            <Detail label={t('crypto_currency')} value={crypto.currency} />
            <Detail label={t('crypto_reference')} value={crypto.reference} mono />
          </dl>
          <p className="field__hint">{t('crypto_note')}</p>
        </div>
      )}

      <div className="pay-pending__actions">
        {!offline && (
          <Link
            className="btn btn--secondary"
            to={localizedPath(lang, `/transactions/${transaction.id}`)}
          >
            {t('pending_status_link')}
          </Link>
        )}
        {payload.cancellable && payload.provider && (
          <DeclineButton
            label={t('cancel_deposit')}
            title={t('cancel_deposit_title')}
            text={t('cancel_deposit_text')}
            confirmLabel={t('cancel_confirm')}
            busy={cancelling}
            onDecline={onCancel}
          />
        )}
      </div>
    </section>
  );
}

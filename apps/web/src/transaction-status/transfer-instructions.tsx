import { useTranslation } from '../lib/translation.tsx';
import type { TransferInstructions as Instructions } from '@croupier/contract/payments';

/** A pending offline deposit's instructions: the bank account (with its QR code) or the crypto address. */
export function TransferInstructions({ instructions }: { instructions: Instructions }) {
  const { t } = useTranslation('transactions');
  const { bank, qr, crypto } = instructions;
  if (!bank && !crypto) return null;
  return (
    <section className="tx-instructions" aria-labelledby="tx-instructions-title">
      <h2 id="tx-instructions-title" className="tx-instructions__title">
        {t('instructions_title')}
      </h2>
      {bank && (
        <div className="tx-instructions__body">
          <div>
            <p className="tx-instructions__lead">{t('instructions_bank_lead')}</p>
            <dl className="tx-details" data-testid="bank-details">
              <Row label={t('bank_holder')} value={bank.holder} />
              <Row label={t('bank_iban')} value={bank.iban} mono />
              <Row label={t('bank_bic')} value={bank.bic} mono />
              {bank.bban && <Row label={t('bank_bban')} value={bank.bban} mono />}
              {bank.bank_code && <Row label={t('bank_code')} value={bank.bank_code} mono />}
              <Row label={t('bank_variable_symbol')} value={bank.variable_symbol} mono />
            </dl>
          </div>
          {qr && (
            <figure className="tx-qr">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
                alt={t('qr_label')}
                width={180}
                height={180}
              />
              <figcaption>{t('qr_label')}</figcaption>
            </figure>
          )}
        </div>
      )}
      {crypto && (
        <div>
          <p className="tx-instructions__lead">{t('instructions_crypto_lead')}</p>
          <dl className="tx-details" data-testid="crypto-details">
            <Row label={t('crypto_address')} value={crypto.address} mono />
            <Row label={t('crypto_network')} value={crypto.network} />
            <Row label={t('crypto_currency')} value={crypto.currency} />
            <Row label={t('crypto_reference')} value={crypto.reference} mono />
          </dl>
        </div>
      )}
    </section>
  );
}

function Row({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="tx-details__row">
      <dt>{label}</dt>
      <dd className={mono ? 'tx-details__mono' : undefined}>{value}</dd>
    </div>
  );
}

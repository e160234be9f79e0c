import { useTranslation } from '../../lib/translation.tsx';
import { Link } from 'react-router';
import { Notice } from '../../auth/form.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { formatUtcDate } from '../../lib/format.ts';
import { localizedPath } from '../../lib/language.ts';
import { useLang } from '../../lib/use-lang.ts';
import { formatMoney } from '../../shell/money.ts';
import { usePaymentMethods, usePendingTransaction } from '../../payments/api.ts';
import { useFlash } from '../../payments/flash.ts';
import { PaymentFlash, PaymentLoading, useDeclinePending } from '../../payments/payment-parts.tsx';
import { RULES, failureText, selfExclusion } from '../../payments/payment-rules.ts';
import { useDepositCampaigns } from '../../bonus/api.ts';
import { usePlayer } from '../use-player.ts';
import { DepositForm, type DepositOutcome } from './deposit-form.tsx';
import { PendingDeposit } from './pending-deposit.tsx';
import '../../payments/payments.css';

/**
 * Deposit (spec: Deposit): a pending deposit replaces the form with its details (bank account,
 * variable symbol and QR code, or the crypto address) and a cancel button; a self-excluded
 * player sees why deposits are closed; otherwise the form. Messages stay 4 s (errors) or 8 s
 * (a created transfer), then the data reloads.
 */
export function Component() {
  const { t } = useTranslation(['payments', 'dashboardMenu', 'myBonus']);
  const lang = useLang();
  const player = usePlayer();
  const methods = usePaymentMethods('deposit');
  const pending = usePendingTransaction('deposit');
  // Deposit bonuses waiting for this deposit; without them (or when they fail) the code field.
  const waiting = useDepositCampaigns(player.id, lang);
  const { flash, show } = useFlash();
  const symbol = player.currency.symbol;
  const money = (value: number) => formatMoney(value, symbol, lang);
  const excluded = selfExclusion(player.status_expires_at);

  const reload = () => {
    void pending.refetch();
    void waiting.refetch();
  };

  const onOutcome = (outcome: DepositOutcome) => {
    if (outcome.kind === 'failure') {
      show(
        { kind: 'danger', text: failureText(t, outcome.failure, money) },
        RULES.errorMessageMs,
        reload,
      );
      return;
    }
    const { answer, offline } = outcome;
    if (answer.kind === 'iframe') {
      show({ kind: 'info', text: t('message_opened_tab') }, RULES.successMessageMs, reload);
      return;
    }
    const key = answer.message ?? 'generic';
    const success = answer.transaction !== null && answer.transaction.status !== 'declined';
    show(
      {
        kind: success ? 'success' : 'danger',
        text: success
          ? t(`message_${key}`, { defaultValue: t(`error_${key}`, { defaultValue: key }) })
          : failureText(t, { key, values: {} }, money),
      },
      success && offline ? RULES.successMessageMs : RULES.errorMessageMs,
      reload,
    );
  };

  const { run: onCancel, busy: declining } = useDeclinePending({
    transaction: pending.data,
    show,
    money,
    reload,
  });

  let body;
  if (excluded) {
    body = (
      <Notice kind="danger" role="status">
        <p data-testid="self-excluded">
          {excluded.forever
            ? t('self_excluded_forever')
            : t('self_excluded', { date: formatUtcDate(excluded.end, lang) })}
        </p>
      </Notice>
    );
  } else if (methods.isError || pending.isError) {
    body = (
      <ErrorState
        message={t('load_error')}
        onRetry={() => {
          void methods.refetch();
          void pending.refetch();
        }}
      />
    );
  } else if (!methods.data || pending.data === undefined || waiting.isPending) {
    body = <PaymentLoading />;
  } else if (pending.data) {
    body = <PendingDeposit transaction={pending.data} cancelling={declining} onCancel={onCancel} />;
  } else if (methods.data.length === 0) {
    body = <p className="pay-empty">{t('methods_empty')}</p>;
  } else {
    body = (
      <DepositForm
        methods={methods.data}
        symbol={symbol}
        currency={player.currency}
        waiting={waiting.data ?? []}
        onOutcome={onOutcome}
      />
    );
  }

  return (
    <section className="dash-panel pay-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:deposit')}
      </h2>
      <p className="dash-panel__lead">{t('deposit_lead')}</p>
      <PaymentFlash flash={flash} />
      {player.currency.code === 'CZK' && !excluded && (
        <Notice>
          <p>{t('czk_notice')}</p>
          <p className="notice__links">
            <Link to={localizedPath(lang, '/dashboard/documents')}>{t('documents_link')}</Link>
          </p>
        </Notice>
      )}
      {body}
      <p className="pay-info-links">
        <Link to={localizedPath(lang, '/bank-transfer')}>{t('info_bank_link')}</Link>
        <Link to={localizedPath(lang, '/crypto-transfer')}>{t('info_crypto_link')}</Link>
      </p>
      <p className="field__hint">{t('offline_note', { days: RULES.offlineWorkingDays })}</p>
    </section>
  );
}

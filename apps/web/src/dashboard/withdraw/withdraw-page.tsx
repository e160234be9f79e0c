import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Link } from 'react-router';
import { useBalance } from '../../auth/session.ts';
import { Notice } from '../../auth/form.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { localizedPath } from '../../lib/language.ts';
import { useLang } from '../../lib/use-lang.ts';
import { formatMoney } from '../../shell/money.ts';
import { usePaymentMethods, usePayoutAccounts, usePendingTransaction } from '../../payments/api.ts';
import { useFlash } from '../../payments/flash.ts';
import { PaymentFlash, PaymentLoading, useDeclinePending } from '../../payments/payment-parts.tsx';
import {
  RULES,
  clearWithdrawLock,
  failureText,
  setWithdrawLock,
  withdrawLockSeconds,
} from '../../payments/payment-rules.ts';
import { useSurvey } from '../sowq/api/get-survey.ts';
import { usePlayer } from '../use-player.ts';
import { PendingWithdraw } from './pending-withdraw.tsx';
import { WithdrawForm, type WithdrawOutcome } from './withdraw-form.tsx';
import '../../payments/payments.css';

/** Seconds left of the 10-minute cookie, re-read every 5 seconds. */
function useWithdrawLock() {
  const [seconds, setSeconds] = useState(() => withdrawLockSeconds());
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(withdrawLockSeconds()), 5_000);
    return () => window.clearInterval(timer);
  }, []);
  return { seconds, refresh: () => setSeconds(withdrawLockSeconds()) };
}

/**
 * Withdraw (spec: Withdraw): only for a verified player who has answered a required
 * questionnaire; a pending withdrawal replaces the form with its details and a delete button;
 * after a request another is blocked for 10 minutes (cookie, and the server refuses too).
 */
export function Component() {
  const { t } = useTranslation(['payments', 'dashboardMenu']);
  const lang = useLang();
  const player = usePlayer();
  const balance = useBalance();
  const verified = player.is_verified;
  const methods = usePaymentMethods('withdraw');
  const accounts = usePayoutAccounts();
  const pending = usePendingTransaction('withdraw');
  const survey = useSurvey(player.currency.code, lang);
  const lock = useWithdrawLock();
  const { flash, show } = useFlash();
  const [sowqRefused, setSowqRefused] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const symbol = player.currency.symbol;
  const money = (value: number) => formatMoney(value, symbol, lang);
  const available = Number(balance.data?.available ?? player.balance.available);
  const sowqRequired =
    sowqRefused || (survey.data ? survey.data.is_required && !survey.data.is_answered : false);

  const reload = () => {
    void pending.refetch();
  };

  const onOutcome = (outcome: WithdrawOutcome) => {
    if (outcome.kind === 'failure') {
      const { failure } = outcome;
      if (failure.key === 'sowq_required') setSowqRefused(true);
      if (failure.key === 'withdraw_too_soon') {
        setWithdrawLock(Number(failure.values.retry_after) || RULES.withdrawIntervalSeconds);
        lock.refresh();
      }
      show({ kind: 'danger', text: failureText(t, failure, money) }, RULES.errorMessageMs, reload);
      return;
    }
    const { answer } = outcome;
    const created = answer.transaction !== null && answer.transaction.status !== 'declined';
    if (created) {
      setWithdrawLock();
      lock.refresh();
      setFormKey((k) => k + 1);
    }
    const key = answer.message ?? (created ? 'withdraw_requested' : 'generic');
    show(
      {
        kind: created ? 'success' : 'danger',
        text: created
          ? t(`message_${key}`, { defaultValue: t('message_withdraw_requested') })
          : failureText(t, { key, values: {} }, money),
      },
      RULES.errorMessageMs,
      reload,
    );
  };

  const { run: onDelete, busy: declining } = useDeclinePending({
    transaction: pending.data,
    show,
    money,
    reload,
    // A request the player deleted lifts the 10-minute lock (the server lifts it too).
    onDeclined: () => {
      clearWithdrawLock();
      lock.refresh();
    },
  });

  let body;
  if (!verified) {
    body = (
      <Notice kind="danger" role="status">
        <p data-testid="not-verified">
          <strong>{t('not_verified')}</strong>
        </p>
        <p>{t('not_verified_text')}</p>
        <p className="notice__links">
          <Link to={localizedPath(lang, '/dashboard/documents')}>{t('documents_link')}</Link>
        </p>
      </Notice>
    );
  } else if (methods.isError || pending.isError || accounts.isError) {
    body = (
      <ErrorState
        message={t('load_error')}
        onRetry={() => {
          void methods.refetch();
          void pending.refetch();
          void accounts.refetch();
        }}
      />
    );
  } else if (!methods.data || !accounts.data || pending.data === undefined || survey.isPending) {
    body = <PaymentLoading />;
  } else if (pending.data) {
    body = <PendingWithdraw transaction={pending.data} deleting={declining} onDelete={onDelete} />;
  } else if (sowqRequired) {
    body = (
      <Notice role="status">
        <p data-testid="sowq-required">{t('sowq_required')}</p>
        <p className="notice__links">
          <Link to={localizedPath(lang, '/dashboard/sowq')}>{t('sowq_link')}</Link>
        </p>
      </Notice>
    );
  } else if (lock.seconds > 0) {
    body = (
      <Notice role="status">
        <p data-testid="withdraw-lock">{t('withdraw_lock')}</p>
        <p>{t('withdraw_lock_left', { minutes: Math.max(1, Math.ceil(lock.seconds / 60)) })}</p>
      </Notice>
    );
  } else if (methods.data.length === 0) {
    body = <p className="pay-empty">{t('no_withdraw_methods')}</p>;
  } else {
    body = (
      <WithdrawForm
        key={formKey}
        methods={methods.data}
        accounts={accounts.data}
        available={available}
        symbol={symbol}
        onOutcome={onOutcome}
      />
    );
  }

  return (
    <section className="dash-panel pay-panel" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t('dashboardMenu:withdraw')}
      </h2>
      <p className="dash-panel__lead">{t('withdraw_lead')}</p>
      <dl className="pay-available">
        <dt>{t('available')}</dt>
        <dd data-testid="withdraw-available">{money(available)}</dd>
      </dl>
      <PaymentFlash flash={flash} />
      {body}
    </section>
  );
}

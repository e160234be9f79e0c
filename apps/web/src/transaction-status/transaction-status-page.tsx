import { useEffect, useRef } from 'react';
import { useMethodName } from '../payments/method-name.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import { Link, useParams } from 'react-router';
import { TRANSACTION_TYPES } from '@croupier/contract/constants';
import type { Transaction } from '@croupier/contract/payments';
import { AlertIcon, CheckCircleIcon } from '../auth/form.tsx';
import { PLAYER_QUERY_ROOT, balanceQueryOptions, meQueryOptions } from '../auth/session.ts';
import { usePageTitle } from '../auth/use-page-title.ts';
import { ErrorState } from '../components/error-state.tsx';
import { ChevronLeftIcon } from '../components/icons.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { useTypeName } from '../dashboard/transactions/type-name.ts';
import { formatCurrency, formatUtcDateTime } from '../lib/format.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { isNotFound, isOpenStatus, parseTransactionId, useTransaction } from './get-transaction.ts';
import { TransferInstructions } from './transfer-instructions.tsx';
import '../auth/auth.css';
import '../dashboard/dashboard.css';
import '../dashboard/transactions/transactions.css';
import './transaction-status.css';

/**
 * /{lang}/transactions/{id} (spec "Transaction status"; where a gateway sends the player back):
 * a coloured alert by status with the amount, method, date and a decline's reason; a pending
 * offline deposit's payment details; polled while initialized or pending. Unknown or another
 * player's id: a not-found page with a go-home button.
 */
export function Component() {
  const { t } = useTranslation(['transactions', 'dashboardMenu']);
  const lang = useLang();
  const { transactionId } = useParams();
  const id = parseTransactionId(transactionId);
  const query = useTransaction(id);
  usePageTitle(t('status_page_title', { id: transactionId ?? '' }));
  useRefreshBalanceOnSuccess(query.data);

  let body;
  if (id === null || isNotFound(query.error)) body = <NotFound />;
  else if (query.data) body = <StatusView transaction={query.data} />;
  else if (query.isError)
    body = <ErrorState message={t('status_load_error')} onRetry={() => void query.refetch()} />;
  else body = <PageLoader fullPage={false} />;

  return (
    <div className="dashboard tx-status-page">
      <Link to={localizedPath(lang, '/dashboard/transactions')} className="kyc-standalone__back">
        <ChevronLeftIcon width={18} height={18} />
        {t('dashboardMenu:transactions')}
      </Link>
      {body}
    </div>
  );
}

/** The header's balance and the player reload once the payment becomes successful. */
function useRefreshBalanceOnSuccess(transaction: Transaction | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const status = transaction?.status;
  useEffect(() => {
    if (!status) return;
    const before = seen.current;
    seen.current = status;
    if (status === 'authorized' && before !== 'authorized') {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_ROOT, 'transactions', 'list'] });
    }
  }, [status, queryClient]);
}

function StatusView({ transaction: tx }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  const methodName = useMethodName();
  const lang = useLang();
  const typeName = useTypeName();
  const open = isOpenStatus(tx.status);
  const success = tx.status === 'authorized';
  const Icon = success ? CheckCircleIcon : AlertIcon;
  const isDeposit = tx.type.id === TRANSACTION_TYPES.deposit;

  return (
    <section className="dash-panel tx-status-panel" aria-labelledby="tx-status-title">
      <h1 id="tx-status-title" className="dash-panel__title">
        {t('status_page_title', { id: tx.id })}
      </h1>
      <div
        className={`tx-alert tx-alert--${tx.status}`}
        data-status={tx.status}
        data-testid="transaction-alert"
        role={tx.status === 'declined' ? 'alert' : 'status'}
      >
        <Icon className="tx-alert__icon" width={24} height={24} />
        <div className="tx-alert__body">
          <p className="tx-alert__title">{t(`alert_${tx.status}`)}</p>
          {open && <p className="tx-alert__text">{t('alert_checking')}</p>}
        </div>
      </div>
      <dl className="tx-details">
        <div className="tx-details__row">
          <dt>{t('detail_type')}</dt>
          <dd>{typeName(tx.type)}</dd>
        </div>
        <div className="tx-details__row">
          <dt>{t('detail_amount')}</dt>
          <dd className="tx-details__amount">
            {formatCurrency(tx.amount, tx.currency.code, lang)}
          </dd>
        </div>
        {tx.payload.method_name && (
          <div className="tx-details__row">
            <dt>{t('detail_method')}</dt>
            <dd>{methodName(tx.payment_method_id, tx.payload.method_name)}</dd>
          </div>
        )}
        <div className="tx-details__row">
          <dt>{t('detail_date')}</dt>
          <dd>
            <time dateTime={tx.created_at}>{formatUtcDateTime(tx.created_at, lang)}</time>
          </dd>
        </div>
        {tx.status === 'declined' && tx.payload.reason && (
          <div className="tx-details__row">
            <dt>{t('detail_reason')}</dt>
            <dd data-testid="decline-reason">{tx.payload.reason}</dd>
          </div>
        )}
      </dl>
      {open && isDeposit && tx.payload.instructions && (
        <TransferInstructions instructions={tx.payload.instructions} />
      )}
      <div className="tx-status-actions">
        <Link className="btn btn--secondary" to={localizedPath(lang, '/dashboard/transactions')}>
          {t('link_transactions')}
        </Link>
        {isDeposit && !open && (
          <Link className="btn btn--primary" to={localizedPath(lang, '/dashboard/deposit')}>
            {t('link_deposit_again')}
          </Link>
        )}
      </div>
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation('transactions');
  const lang = useLang();
  return (
    <section
      className="dash-panel tx-not-found"
      aria-labelledby="tx-not-found-title"
      data-testid="transaction-not-found"
    >
      <h1 id="tx-not-found-title" className="dash-panel__title">
        {t('not_found_title')}
      </h1>
      <p className="dash-panel__lead">{t('not_found_text')}</p>
      <Link className="btn btn--primary" to={localizedPath(lang, '/')}>
        {t('link_home')}
      </Link>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import type { Transaction } from '@croupier/contract/payments';
import { Field, Notice, describedBy } from '../auth/form.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { useDeclineTransaction } from './api.ts';
import type { Flash } from './flash.ts';
import { RULES, failureOf, failureText } from './payment-rules.ts';

/** One row of a pending transaction's details list; `mono` for codes and numbers a player copies. */
export function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="pay-details__row">
      <dt>{label}</dt>
      <dd className={mono ? 'pay-details__mono' : undefined}>{value}</dd>
    </div>
  );
}

/** The deposit and withdraw forms' amount: a decimal input with the currency's symbol after it. */
export function AmountField({
  id,
  label,
  hint,
  error,
  symbol,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string | null;
  error: string | null;
  symbol: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="pay-amount">
        <input
          id={id}
          className="input pay-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...describedBy(id, error, hint)}
        />
        <span className="pay-amount__unit" aria-hidden="true">
          {symbol}
        </span>
      </div>
    </Field>
  );
}

/** The deposit and withdraw pages' message place: the current message, if any. */
export function PaymentFlash({ flash }: { flash: Flash | null }) {
  return (
    <div className="pay-flash" aria-live="polite">
      {flash && (
        <Notice
          kind={flash.kind === 'info' ? 'info' : flash.kind}
          role={flash.kind === 'danger' ? 'alert' : 'status'}
        >
          <p data-testid="payment-message">{flash.text}</p>
        </Notice>
      )}
    </div>
  );
}

/** The deposit and withdraw pages while their data loads. */
export function PaymentLoading() {
  const { t } = useTranslation('payments');
  return (
    <div role="status" aria-live="polite" className="pay-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton className="pay-skeleton" />
      <Skeleton className="pay-skeleton" />
      <Skeleton className="pay-skeleton pay-skeleton--short" />
    </div>
  );
}

/**
 * Cancelling (deposit) or deleting (withdrawal) the pending transaction: the answer's message
 * for 4 s; a refusal's message, then the data reloads. Resolves whether it went through.
 */
export function useDeclinePending({
  transaction,
  show,
  money,
  reload,
  onDeclined,
}: {
  transaction: Transaction | null | undefined;
  show: (flash: Flash, ms: number, after?: () => void) => void;
  money: (value: number) => string;
  reload: () => void;
  onDeclined?: () => void;
}) {
  const { t } = useTranslation('payments');
  const decline = useDeclineTransaction();
  const run = async () => {
    if (!transaction?.payload.provider) return false;
    try {
      const res = await decline.mutateAsync({
        provider: transaction.payload.provider,
        id: transaction.id,
      });
      onDeclined?.();
      show(
        {
          kind: 'success',
          text: t(`message_${res.message}`, { defaultValue: t('message_transaction_deleted') }),
        },
        RULES.errorMessageMs,
      );
      return true;
    } catch (error) {
      show(
        { kind: 'danger', text: failureText(t, failureOf(error), money) },
        RULES.errorMessageMs,
        reload,
      );
      return false;
    }
  };
  return { run, busy: decline.isPending };
}

/** The red button that cancels or deletes a pending transaction, after a question. */
export function DeclineButton({
  label,
  title,
  text,
  confirmLabel,
  busy,
  onDecline,
}: {
  label: string;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onDecline: () => Promise<boolean>;
}) {
  const { t } = useTranslation('payments');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn pay-btn--danger"
        onClick={() => setConfirming(true)}
        disabled={busy}
      >
        {label}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        cancelLabel={t('keep')}
        confirmLabel={confirmLabel}
        confirmClassName="btn pay-btn--danger"
        busy={busy}
        onConfirm={() => {
          void onDecline().then(() => setConfirming(false));
        }}
      >
        {text}
      </ConfirmDialog>
    </>
  );
}

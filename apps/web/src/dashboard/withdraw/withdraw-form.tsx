import { useId, useState, type FormEvent } from 'react';
import { useMethodName } from '../../payments/method-name.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { Field, Notice, Select, Spinner, describedBy } from '../../auth/form.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { formatMoney } from '../../shell/money.ts';
import {
  newIdempotencyKey,
  useWithdraw,
  type PaymentAnswer,
  type PaymentMethod,
  type PayoutAccount,
} from '../../payments/api.ts';
import { AmountField } from '../../payments/payment-parts.tsx';
import { normalizeIban } from '@croupier/contract/payment-rules';
import {
  failureOf,
  parseAmount,
  withdrawAmountError,
  withdrawIbanError,
  type Failure,
} from '../../payments/payment-rules.ts';

type FieldName = 'payment_method_id' | 'account_id' | 'iban' | 'amount';
type Errors = Partial<Record<FieldName, Failure>>;

/** `account` value of "another account": the IBAN field instead of a saved account. */
const NEW_ACCOUNT = 'new';

/** The server's amount refusals read as the spec's one withdrawal message. */
const AMOUNT_KEYS = new Set([
  'amount_too_low',
  'amount_too_high',
  'amount_above_available',
  'invalid_amount_chosen',
]);
export const withdrawFailure = (failure: Failure): Failure =>
  AMOUNT_KEYS.has(failure.key) ? { ...failure, key: 'invalid_amount_chosen' } : failure;

export type WithdrawOutcome =
  { kind: 'answer'; answer: PaymentAnswer } | { kind: 'failure'; failure: Failure };

/** The saved accounts a method pays to (IBAN accounts for SEPA, cards or e-wallets else). */
export const accountsFor = (method: PaymentMethod | null, accounts: readonly PayoutAccount[]) =>
  method ? accounts.filter((a) => a.payment_method_ids.includes(method.id)) : [];

/**
 * The withdrawal form (spec: Withdraw): method, payout account, for SEPA methods an IBAN (used
 * when no saved account is chosen) and the amount within the withdrawable balance and the
 * method's limits.
 */
export function WithdrawForm({
  methods,
  accounts,
  available,
  symbol,
  onOutcome,
}: {
  methods: readonly PaymentMethod[];
  accounts: readonly PayoutAccount[];
  available: number;
  symbol: string;
  onOutcome: (outcome: WithdrawOutcome) => void;
}) {
  const { t } = useTranslation('payments');
  const methodName = useMethodName();
  const lang = useLang();
  const id = useId();
  const withdraw = useWithdraw();
  // The first method the player can use now: one with a saved account, or a SEPA one.
  const [methodId, setMethodId] = useState<number | null>(
    () =>
      (methods.find((m) => m.sepa || accountsFor(m, accounts).length > 0) ?? methods[0])?.id ??
      null,
  );
  const method = methods.find((m) => m.id === methodId) ?? null;
  const options = accountsFor(method, accounts);
  const [account, setAccount] = useState<string>('');
  const [iban, setIban] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const money = (value: number) => formatMoney(value, symbol, lang);

  // SEPA without saved accounts: the IBAN field alone; else "another account" opens it.
  const chosen = account !== '' ? account : method?.sepa && options.length === 0 ? NEW_ACCOUNT : '';
  const ibanShown = Boolean(method?.sepa) && chosen === NEW_ACCOUNT;

  const validate = (next: {
    method: PaymentMethod | null;
    chosen: string;
    iban: string;
    amount: string;
  }) => {
    const found: Errors = {};
    if (!next.method) found.payment_method_id = { key: 'field_required', values: {} };
    if (next.chosen === '') found.account_id = { key: 'account_required', values: {} };
    if (next.method?.sepa && next.chosen === NEW_ACCOUNT) {
      const key = withdrawIbanError(next.iban);
      if (key) found.iban = { key, values: {} };
    }
    const amountError = withdrawAmountError(next.amount, next.method, available);
    if (amountError) found.amount = { key: amountError.key, values: {} };
    return found;
  };
  const current = { method, chosen, iban, amount };
  const revalidate = (next: Partial<typeof current>) => {
    if (submitted) setErrors(validate({ ...current, ...next }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    setSubmitted(true);
    const found = validate(current);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first || !method) {
      document.getElementById(`${id}-${first ?? 'amount'}`)?.focus();
      return;
    }
    try {
      const answer = await withdraw.mutateAsync({
        idempotencyKey: newIdempotencyKey(),
        body: {
          amount: parseAmount(amount) ?? 0,
          payment_method_id: method.id,
          ...(chosen === NEW_ACCOUNT
            ? { iban: normalizeIban(iban) }
            : { account_id: Number(chosen) }),
          force_pending: 1,
        },
      });
      onOutcome({ kind: 'answer', answer });
    } catch (error) {
      const failure = withdrawFailure(failureOf(error));
      const field = failure.field as FieldName | undefined;
      if (field && ['amount', 'account_id', 'iban', 'payment_method_id'].includes(field)) {
        setErrors((prev) => ({ ...prev, [field]: failure }));
      }
      onOutcome({ kind: 'failure', failure });
    }
  };

  const errorText = (name: FieldName) => {
    const failure = errors[name];
    return failure ? t(`error_${failure.key}`, { defaultValue: t('error_generic') }) : null;
  };
  const fid = (name: FieldName) => `${id}-${name}`;
  const limits = method?.withdrawal ?? null;
  const amountHint = limits
    ? t('withdraw_amount_hint', { min: money(limits.minimum), max: money(limits.maximum) })
    : null;
  const busy = withdraw.isPending;
  const noAccount = method !== null && !method.sepa && options.length === 0;

  return (
    <form
      className="form pay-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-busy={busy || undefined}
    >
      <Field
        id={fid('payment_method_id')}
        label={t('withdraw_method_label')}
        error={errorText('payment_method_id')}
      >
        <Select
          id={fid('payment_method_id')}
          value={methodId ?? ''}
          onChange={(e) => {
            const next = methods.find((m) => m.id === Number(e.target.value)) ?? null;
            setMethodId(next?.id ?? null);
            setAccount('');
            revalidate({
              method: next,
              chosen: next?.sepa && accountsFor(next, accounts).length === 0 ? NEW_ACCOUNT : '',
            });
          }}
          {...describedBy(fid('payment_method_id'), errorText('payment_method_id'))}
        >
          {methods.map((m) => (
            <option key={m.id} value={m.id}>
              {methodName(m.id, m.name)}
            </option>
          ))}
        </Select>
      </Field>

      {noAccount ? (
        <Notice role="status">
          <p>{t('no_accounts')}</p>
        </Notice>
      ) : (
        (options.length > 0 || !method?.sepa) && (
          <Field id={fid('account_id')} label={t('account_label')} error={errorText('account_id')}>
            <Select
              id={fid('account_id')}
              value={chosen}
              onChange={(e) => {
                setAccount(e.target.value);
                revalidate({ chosen: e.target.value });
              }}
              {...describedBy(fid('account_id'), errorText('account_id'))}
            >
              <option value="">{t('account_placeholder')}</option>
              {options.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.verified ? a.label : t('account_unverified', { label: a.label })}
                </option>
              ))}
              {method?.sepa && <option value={NEW_ACCOUNT}>{t('account_new_iban')}</option>}
            </Select>
          </Field>
        )
      )}

      {ibanShown && (
        <Field
          id={fid('iban')}
          label={t('iban_label')}
          hint={t('iban_hint')}
          error={errorText('iban')}
        >
          <input
            id={fid('iban')}
            className="input pay-details__mono"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            value={iban}
            onChange={(e) => {
              setIban(e.target.value);
              revalidate({ iban: e.target.value });
            }}
            {...describedBy(fid('iban'), errorText('iban'), true)}
          />
        </Field>
      )}

      <AmountField
        id={fid('amount')}
        label={t('amount_label')}
        hint={amountHint}
        error={errorText('amount')}
        symbol={symbol}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          revalidate({ amount: value });
        }}
      />

      <button
        type="submit"
        className="btn btn--primary"
        disabled={busy || noAccount}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner />}
        {busy ? t('sending') : t('withdraw_submit')}
      </button>
    </form>
  );
}

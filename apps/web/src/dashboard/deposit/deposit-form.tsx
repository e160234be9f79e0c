import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMethodName } from '../../payments/method-name.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { Field, Notice, Spinner, describedBy } from '../../auth/form.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { formatMoney } from '../../shell/money.ts';
import {
  followAnswer,
  newIdempotencyKey,
  useDeposit,
  useEwalletStatus,
  type PaymentAnswer,
  type PaymentMethod,
} from '../../payments/api.ts';
import { AmountField } from '../../payments/payment-parts.tsx';
import { MethodIcon } from '../../payments/method-icon.tsx';
import type { PlayerCampaign } from '../../bonus/api.ts';
import { formatCampaignAmount, type CurrencyRef } from '../../bonus/bonus-rules.ts';
import {
  RULES,
  depositAmountError,
  failureOf,
  parseAmount,
  transferFieldErrors,
  type AmountError,
  type Failure,
  type TransferFields,
} from '../../payments/payment-rules.ts';

type FieldName = keyof TransferFields | 'amount' | 'bonus_code' | 'payment_method_id';
type Errors = Partial<Record<FieldName, Failure>>;

const EMPTY_FIELDS: TransferFields = {
  iban: '',
  bank: '',
  accountnumber: '',
  sender_name: '',
  reference_code: '',
};

const amountFailure = (error: AmountError): Failure => ({
  key: error.key,
  values:
    error.key === 'amount_too_high'
      ? { maximum: error.limit }
      : error.key === 'amount_too_low'
        ? { minimum: error.limit }
        : {},
});

/** The 422 fields the form shows next to their control. */
const FORM_FIELDS: readonly FieldName[] = [
  'amount',
  'bonus_code',
  'payment_method_id',
  'iban',
  'bank',
  'accountnumber',
  'sender_name',
  'reference_code',
];

export type DepositOutcome =
  | { kind: 'answer'; answer: PaymentAnswer; offline: boolean }
  | { kind: 'failure'; failure: Failure };

/**
 * The deposit form (spec: Deposit): the methods as radio cards with their limits, the amount,
 * an optional bonus code and the fields of a bank or crypto transfer. Mirrors the server's rules
 * before sending; after a click the button stays locked for 3 seconds. An e-wallet that is not
 * connected (or needs identifying) shows a notice and its own action instead of the button.
 */
export function DepositForm({
  methods,
  symbol,
  currency,
  waiting = [],
  onOutcome,
}: {
  methods: readonly PaymentMethod[];
  symbol: string;
  /** The player's currency (campaign amounts: CZK without decimals). */
  currency?: CurrencyRef;
  /** The player's deposit bonuses waiting for a qualifying deposit, oldest first. */
  waiting?: readonly PlayerCampaign[];
  onOutcome: (outcome: DepositOutcome) => void;
}) {
  const { t } = useTranslation(['payments', 'myBonus']);
  const methodName = useMethodName();
  const lang = useLang();
  const id = useId();
  const deposit = useDeposit();
  const [methodId, setMethodId] = useState<number | null>(methods[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [bonusCode, setBonusCode] = useState('');
  // With a waiting deposit bonus: it (sent without a code: the deposit qualifies it) or a code.
  const next = waiting[0] ?? null;
  const [bonusChoice, setBonusChoice] = useState<'waiting' | 'code'>('waiting');
  const useWaiting = next !== null && bonusChoice === 'waiting';
  const [fields, setFields] = useState<TransferFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [locked, setLocked] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const lockTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  const method = methods.find((m) => m.id === methodId) ?? null;
  const ewallet = useEwalletStatus(method?.kind === 'ewallet');
  const walletNotice =
    method?.kind === 'ewallet' && ewallet.data
      ? (ewallet.data.notice ?? (ewallet.data.is_pin_registered ? 'identify' : 'connect'))
      : null;
  const money = (value: number) => formatMoney(value, symbol, lang);
  const campaignMoney = (v: number) =>
    currency ? formatCampaignAmount(v, currency, lang) : money(v);
  const parsedAmount = parseAmount(amount);
  const belowMinimum =
    next !== null &&
    next.campaign.min_dep > 0 &&
    parsedAmount !== null &&
    Math.round(parsedAmount * 100) < Math.round(next.campaign.min_dep * 100);

  const validate = (next: {
    amount: string;
    fields: TransferFields;
    method: PaymentMethod | null;
  }) => {
    const found: Errors = {};
    if (!next.method) found.payment_method_id = { key: 'field_required', values: {} };
    const amountError = depositAmountError(next.amount, next.method);
    if (amountError) found.amount = amountFailure(amountError);
    if (next.method) {
      for (const [name, key] of Object.entries(
        transferFieldErrors(next.method.kind, next.fields),
      )) {
        found[name as keyof TransferFields] = { key, values: {} };
      }
    }
    return found;
  };

  // After the first submit the messages follow the typing.
  const revalidate = (
    next: Partial<{ amount: string; fields: TransferFields; method: PaymentMethod | null }>,
  ) => {
    if (!submitted) return;
    setErrors(validate({ amount, fields, method, ...next }));
  };

  const setField = (name: keyof TransferFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    revalidate({ fields: next });
  };

  const send = async (wallet: 'connect' | 'identify' | null) => {
    if (locked || deposit.isPending || leaving) return;
    setSubmitted(true);
    const found = validate({ amount, fields, method });
    setErrors(found);
    if (Object.keys(found).length > 0 || !method) {
      document.getElementById(`${id}-${Object.keys(found)[0] ?? 'amount'}`)?.focus();
      return;
    }
    setLocked(true);
    window.clearTimeout(lockTimer.current);
    lockTimer.current = window.setTimeout(() => setLocked(false), RULES.depositClickLockMs);
    const trimmed = (value: string) => value.trim() || null;
    try {
      const answer = await deposit.mutateAsync({
        idempotencyKey: newIdempotencyKey(),
        body: {
          amount: parseAmount(amount) ?? 0,
          payment_method_id: method.id,
          bonus_code: useWaiting ? null : trimmed(bonusCode),
          ...(method.kind === 'bank'
            ? {
                iban: trimmed(fields.iban),
                bank: trimmed(fields.bank),
                accountnumber: trimmed(fields.accountnumber),
              }
            : {}),
          ...(method.kind === 'crypto'
            ? {
                sender_name: trimmed(fields.sender_name),
                reference_code: trimmed(fields.reference_code),
              }
            : {}),
          ...(wallet ? { wallet } : {}),
        },
      });
      const followed = followAnswer(answer);
      if (followed === 'left') {
        setLeaving(true);
        return;
      }
      onOutcome({
        kind: 'answer',
        answer,
        offline: method.kind === 'bank' || method.kind === 'crypto',
      });
      if (answer.kind === 'message' && answer.transaction) {
        setAmount('');
        setBonusCode('');
        setFields(EMPTY_FIELDS);
        setSubmitted(false);
      }
    } catch (error) {
      const failure = failureOf(error);
      if (failure.field && (FORM_FIELDS as readonly string[]).includes(failure.field)) {
        setErrors((prev) => ({ ...prev, [failure.field as FieldName]: failure }));
      }
      onOutcome({ kind: 'failure', failure });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(null);
  };

  const errorText = (name: FieldName) => {
    const failure = errors[name];
    if (!failure) return null;
    const values = failure.values;
    const n = (key: string) =>
      Number.isFinite(Number(values[key])) ? money(Number(values[key])) : '';
    // A refused bonus code speaks the bonus engine's keys (the myBonus group).
    return t(`error_${failure.key}`, {
      defaultValue: t(`myBonus:error_${failure.key}`, { defaultValue: t('error_generic') }),
      maximum: n('maximum'),
      minimum: n('minimum'),
      remaining: n('remaining'),
    });
  };

  const busy = deposit.isPending || leaving;
  const buttonDisabled =
    busy || locked || walletNotice !== null || (method?.kind === 'ewallet' && ewallet.isPending);
  const fid = (name: FieldName) => `${id}-${name}`;
  const amountHint = method
    ? t('amount_hint', { min: money(method.data.minimum), max: money(method.data.maximum) })
    : null;

  const text = (name: keyof TransferFields, label: string, autoComplete = 'off') => (
    <Field id={fid(name)} label={label} error={errorText(name)}>
      <input
        id={fid(name)}
        className="input"
        type="text"
        autoComplete={autoComplete}
        maxLength={name === 'iban' ? 40 : RULES.textMax}
        value={fields[name]}
        onChange={(e) => setField(name, e.target.value)}
        {...describedBy(fid(name), errorText(name))}
      />
    </Field>
  );

  return (
    <form className="form pay-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <fieldset
        className="choices pay-methods"
        aria-describedby={
          errors.payment_method_id ? `${fid('payment_method_id')}-error` : undefined
        }
      >
        <legend className="field__label">{t('method_legend')}</legend>
        {methods.map((m) => (
          <label key={m.id} className="choice pay-method">
            <input
              type="radio"
              name={`${id}-method`}
              id={m.id === methods[0]?.id ? fid('payment_method_id') : undefined}
              value={m.id}
              checked={methodId === m.id}
              onChange={() => {
                setMethodId(m.id);
                revalidate({ method: m });
              }}
            />
            <MethodIcon kind={m.kind} className="pay-method__icon" width={26} height={26} />
            <span className="choice__text">
              {methodName(m.id, m.name)}
              <small>
                {t('method_limits', { min: money(m.data.minimum), max: money(m.data.maximum) })}
              </small>
            </span>
          </label>
        ))}
        {errors.payment_method_id && (
          <p className="field__error" id={`${fid('payment_method_id')}-error`} role="alert">
            {errorText('payment_method_id')}
          </p>
        )}
      </fieldset>

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

      {next && (
        <fieldset className="choices">
          <legend className="field__label">{t('myBonus:deposit_choice_legend')}</legend>
          <label className="choice">
            <input
              type="radio"
              name={`${id}-bonus`}
              value="waiting"
              checked={bonusChoice === 'waiting'}
              onChange={() => setBonusChoice('waiting')}
            />
            <span className="choice__text">
              {next.campaign.name}
              <small>
                {next.campaign.min_dep > 0
                  ? t('myBonus:deposit_choice_waiting_hint', {
                      min: campaignMoney(next.campaign.min_dep),
                    })
                  : t('myBonus:deposit_choice_waiting_hint_any')}
              </small>
            </span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name={`${id}-bonus`}
              value="code"
              checked={bonusChoice === 'code'}
              onChange={() => setBonusChoice('code')}
            />
            <span className="choice__text">{t('myBonus:deposit_choice_code')}</span>
          </label>
          {useWaiting && belowMinimum && (
            <p className="field__hint" role="status" data-testid="bonus-below-min">
              {t('myBonus:deposit_below_min', {
                min: campaignMoney(next.campaign.min_dep),
                name: next.campaign.name,
              })}
            </p>
          )}
        </fieldset>
      )}

      {!useWaiting && (
        <Field
          id={fid('bonus_code')}
          label={t('bonus_code_label')}
          optional={t('optional')}
          error={errorText('bonus_code')}
        >
          <input
            id={fid('bonus_code')}
            className="input"
            type="text"
            autoComplete="off"
            maxLength={50}
            value={bonusCode}
            onChange={(e) => setBonusCode(e.target.value)}
            {...describedBy(fid('bonus_code'), errorText('bonus_code'))}
          />
        </Field>
      )}

      {method?.kind === 'bank' && (
        <div className="form-section">
          {text('iban', t('bank_iban_label'))}
          {text('bank', t('bank_name_label'))}
          {text('accountnumber', t('bank_reference_label'))}
        </div>
      )}
      {method?.kind === 'crypto' && (
        <div className="form-section">
          {text('sender_name', t('crypto_sender_label'), 'name')}
          {text('reference_code', t('crypto_reference_label'))}
        </div>
      )}

      {method?.kind === 'card' && <p className="field__hint">{t('card_note')}</p>}

      {method?.kind === 'ewallet' && ewallet.isPending && (
        <p className="field__hint" role="status">
          {t('ewallet_checking')}
        </p>
      )}
      {walletNotice && (
        <Notice role="status">
          <p>
            {t(walletNotice === 'connect' ? 'ewallet_connect_notice' : 'ewallet_identify_notice')}
          </p>
          <button
            type="button"
            className="btn btn--secondary btn--sm pay-wallet-action"
            disabled={busy || locked}
            onClick={() => void send(walletNotice)}
          >
            {t(walletNotice === 'connect' ? 'ewallet_connect_action' : 'ewallet_identify_action')}
          </button>
        </Notice>
      )}

      <button
        type="submit"
        className="btn btn--primary"
        disabled={buttonDisabled}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner />}
        {leaving ? t('redirecting') : busy ? t('sending') : t('deposit_submit')}
      </button>
    </form>
  );
}

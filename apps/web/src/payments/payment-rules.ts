/**
 * The rules the deposit and withdraw forms mirror before sending (the server holds them all):
 * amounts, the method's limits, the bank and crypto fields, the withdrawal's IBAN and the
 * 10-minute withdrawal cookie. Pure functions of the typed values; the keys are `payments`
 * translation keys (`error_<key>`).
 */
import type { TFunction } from '../lib/translation.tsx';
import {
  PAYMENT_METHOD_IDS,
  PAYMENT_RULES,
  isIbanShape,
  isValidIban,
} from '@croupier/contract/payment-rules';
import type { PaymentMethod } from '@croupier/contract/payments';
import { ApiError } from '../lib/api-client.ts';

/** The contract's payment rules (its zod-free module: no schema library in this chunk). */
export const RULES = PAYMENT_RULES;

/** Method ids the forms treat specially. */
export const METHOD_IDS = PAYMENT_METHOD_IDS;

/**
 * A typed amount as a number with at most 2 decimals ("12", "12.5", "12,50"; spaces ignored),
 * or null when it is not one.
 */
export function parseAmount(typed: string): number | null {
  const clean = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

/** Cents of a decimal amount: comparisons without float drift. */
const cents = (value: number) => Math.round(value * 100);

export type AmountError =
  | { key: 'field_required' }
  | { key: 'amount_invalid' }
  | { key: 'amount_too_low'; limit: number }
  | { key: 'amount_too_high'; limit: number }
  | { key: 'invalid_amount_chosen' };

/** Deposit amount: at least 1, 2 decimals at most, within the method's minimum and maximum. */
export function depositAmountError(
  typed: string,
  method: Pick<PaymentMethod, 'data'> | null,
): AmountError | null {
  if (typed.trim() === '') return { key: 'field_required' };
  const amount = parseAmount(typed);
  if (amount === null || cents(amount) < cents(RULES.minAmount)) return { key: 'amount_invalid' };
  if (!method) return null;
  if (cents(amount) > cents(method.data.maximum)) {
    return { key: 'amount_too_high', limit: method.data.maximum };
  }
  if (cents(amount) < cents(method.data.minimum)) {
    return { key: 'amount_too_low', limit: method.data.minimum };
  }
  return null;
}

/**
 * Withdrawal amount: at least 1, not above the available balance, within the method's
 * withdrawal minimum and maximum; outside them the spec's "Invalid amount chosen".
 */
export function withdrawAmountError(
  typed: string,
  method: Pick<PaymentMethod, 'withdrawal'> | null,
  available: number,
): AmountError | null {
  if (typed.trim() === '') return { key: 'field_required' };
  const amount = parseAmount(typed);
  if (amount === null || cents(amount) < cents(RULES.minAmount)) return { key: 'amount_invalid' };
  if (cents(amount) > cents(available)) return { key: 'invalid_amount_chosen' };
  const limits = method?.withdrawal;
  if (limits && (cents(amount) > cents(limits.maximum) || cents(amount) < cents(limits.minimum))) {
    return { key: 'invalid_amount_chosen' };
  }
  return null;
}

/** The withdrawal IBAN: shape first (the spec's message), then the checksum. */
export function withdrawIbanError(typed: string): 'iban_shape' | 'iban_invalid' | null {
  if (!isIbanShape(typed)) return 'iban_shape';
  if (!isValidIban(typed)) return 'iban_invalid';
  return null;
}

export interface TransferFields {
  iban: string;
  bank: string;
  accountnumber: string;
  sender_name: string;
  reference_code: string;
}

/** Bank transfer (14) needs the sending IBAN (>= 5), bank and reference; crypto (161) the sender and code. */
export function transferFieldErrors(
  kind: PaymentMethod['kind'],
  fields: TransferFields,
): Partial<Record<keyof TransferFields, string>> {
  const errors: Partial<Record<keyof TransferFields, string>> = {};
  const required = (name: keyof TransferFields) => {
    const value = fields[name].trim();
    if (value === '') errors[name] = 'field_required';
    else if (value.length > RULES.textMax) errors[name] = 'field_too_long';
  };
  if (kind === 'bank') {
    if (fields.iban.replace(/\s+/g, '').length < RULES.senderIbanMin) errors.iban = 'sender_iban';
    else if (fields.iban.trim().length > 40) errors.iban = 'field_too_long';
    required('bank');
    required('accountnumber');
  } else if (kind === 'crypto') {
    required('sender_name');
    required('reference_code');
  }
  return errors;
}

/** A self-exclusion still running: its end, and whether it is the permanent one (2999-12-31). */
export function selfExclusion(statusExpiresAt: string | null, now = Date.now()) {
  if (!statusExpiresAt) return null;
  const end = new Date(statusExpiresAt);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now) return null;
  return { end: statusExpiresAt, forever: end.getUTCFullYear() >= 2999 };
}

// ---------------------------------------------------------------- the 10-minute cookie

export const WITHDRAW_COOKIE = 'withdraw_requested_until';

/** Seconds left of the 10-minute lock after a withdrawal request (0: none). */
export function withdrawLockSeconds(now = Date.now(), cookie = document.cookie): number {
  const hit = cookie.split('; ').find((c) => c.startsWith(`${WITHDRAW_COOKIE}=`));
  if (!hit) return 0;
  const until = Number(hit.slice(WITHDRAW_COOKIE.length + 1));
  if (!Number.isFinite(until)) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Sets the lock for `seconds` (default 10 minutes). */
export function setWithdrawLock(seconds: number = RULES.withdrawIntervalSeconds, now = Date.now()) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${WITHDRAW_COOKIE}=${now + seconds * 1000}; Max-Age=${seconds}; Path=/; SameSite=Lax${secure}`;
}

/** A request the player deleted lifts the lock (DECISIONS: the server lifts it too). */
export function clearWithdrawLock() {
  document.cookie = `${WITHDRAW_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

// ---------------------------------------------------------------- failures

export interface Failure {
  /** A `payments` key without the `error_` prefix. */
  key: string;
  /** The field the key belongs to (422), if any. */
  field?: string;
  /** Extra values of the body (maximum, minimum, remaining, retry_after). */
  values: Record<string, unknown>;
}

/** The failure of a call: the first field key of a 422, else the message key. */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { key: 'generic', values: {} };
  if (error.status === 0) return { key: 'network_error', values: {} };
  const fields = Object.entries(error.errors);
  const [field, keys] = fields.find(([name]) => name === 'amount') ?? fields[0] ?? [];
  if (field && keys?.[0]) return { key: keys[0], field, values: error.body };
  return { key: error.message || 'generic', values: error.body };
}

/** Capitalises the first letter (the spec: "first message capitalised"). */
const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** The failure's text in the page's language; unknown keys read "Something went wrong". */
export function failureText(
  t: TFunction,
  failure: Failure,
  money: (amount: number) => string,
): string {
  const values = failure.values;
  const amountOf = (name: string) => {
    const n = Number(values[name]);
    return Number.isFinite(n) ? money(n) : '';
  };
  // A refused bonus code speaks the bonus engine's keys (the myBonus group).
  const text = t(`payments:error_${failure.key}`, {
    defaultValue: t(`myBonus:error_${failure.key}`, {
      defaultValue: t('payments:error_generic'),
    }),
    maximum: amountOf('maximum'),
    minimum: amountOf('minimum'),
    remaining: amountOf('remaining'),
    limit: amountOf('limit'),
    minutes: Math.max(1, Math.ceil(Number(values.retry_after ?? 600) / 60)),
  });
  return capitalise(text);
}

/**
 * The payment rules as plain values and functions (no zod): the site imports these without
 * pulling the schema library into its chunks. The schemas are in `payments.ts`, which re-exports
 * everything here.
 */
import { MONEY } from './constants.ts';

export const TRANSACTION_STATUSES = [
  'initialized',
  'pending',
  'authorized',
  'declined',
  'reverted',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The payment method ids the spec names, and ours. */
export const PAYMENT_METHOD_IDS = {
  /** Cards through our sandbox gateway (hosted payment page, 3-D Secure, signed webhooks). */
  card: 1,
  /** Cards through GP webpay (signed redirect; RSA keys from configuration). */
  gpWebpay: 2,
  /** The sandbox gateway's e-wallet (connect once, identify per payment). */
  ewallet: 3,
  /** The sandbox gateway's instant bank payment (the spec's `mbankomat`). */
  instantBank: 4,
  bankTransfer: MONEY.bankTransferMethodId,
  crypto: MONEY.cryptoTransferMethodId,
  /** Bank transfer as a withdrawal method (the spec maps 14 to 999 for withdrawals). */
  bankWithdraw: MONEY.bankTransferWithdrawMethodId,
} as const;

export const PAYMENT_RULES = {
  minAmount: MONEY.minDeposit,
  /** One withdrawal request per this many seconds (server-side; the site mirrors it in a cookie). */
  withdrawIntervalSeconds: 600,
  /** The deposit button's click lock. */
  depositClickLockMs: 3_000,
  /** How long an error and a bank/crypto success message stay. */
  errorMessageMs: 4_000,
  successMessageMs: 8_000,
  /** Offline transfers may take up to this many working days. */
  offlineWorkingDays: 5,
  ibanMin: 5,
  ibanMax: 34,
  /** Method 14: the sending IBAN's minimum length. */
  senderIbanMin: 5,
  textMax: 140,
  /** The pending search's start (spec: from 1970-01-01 to today). */
  pendingSearchFrom: '1970-01-01',
  /** A hosted-page (card, e-wallet, instant bank) deposit not finished after this is declined. */
  hostedSessionMinutes: 30,
  /** A gateway's webhook older than this (its timestamp) is refused. */
  webhookToleranceSeconds: 300,
} as const;

// ---------------------------------------------------------------- IBAN (ISO 13616, mod 97)

/** The IBAN without spaces, upper-cased. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** True for an IBAN of 15..34 letters and digits whose mod-97 checksum is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** The spec's shape rule for a SEPA method's IBAN field (5..34 letters and digits, spaces ignored). */
export const isIbanShape = (value: string): boolean =>
  /^[A-Za-z0-9]{5,34}$/.test(value.replace(/\s+/g, ''));

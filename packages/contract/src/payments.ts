/**
 * Payments (player-dashboard spec: Deposit, Withdraw, Transactions, Transaction status; calls;
 * DECISIONS sections 2 `balance`, 3 and 4). Every rule holds on the server; the site mirrors the
 * ones a player should see before sending.
 *
 * Calls (all under /v1, the skin's Basic authorization, the player's token):
 * - `GET payments/methods/deposit`, `GET payments/methods/withdraw`: the methods of the player's
 *   skin, currency and country, with their minimum and maximum (PaymentMethodsResponse).
 *   `GET cms/payment-methods` (no player needed; `currency` and `country` queries): the same
 *   methods for the public payment-methods page.
 * - `POST payments/deposit` (Idempotency-Key header): DepositBody -> DepositAnswer.
 * - `POST payments/withdraw` (Idempotency-Key header): WithdrawBody -> WithdrawAnswer.
 * - `GET payments/providers/{provider}/decline/{transaction}`: the owner cancels a pending
 *   deposit or withdrawal (200 `{ data: Transaction, message: 'transaction_deleted' }`).
 * - `GET payments/neterapay/player/is_pin_registered`: the e-wallet's state for the player.
 * - `GET payments/accounts`: the player's payout accounts; `POST payments/accounts` adds an IBAN.
 * - `GET me/transactions` (TransactionsQuery): the player's transactions, newest first; with
 *   `total=1` the sum of the matching amounts instead (`{ data: { total, count } }`).
 * - `GET static/transactions/{id}`: one transaction of the player (another player's: 404).
 * - `GET casino/analytics` (AnalyticsQuery): the casino activity report.
 *
 * Amounts on the wire are decimals with at most 2 places in the player's currency (JSON numbers).
 */
import { z } from 'zod';
import { envelope, idField, queryFlag, safeString } from './common.ts';
import { TRANSACTION_TYPES } from './constants.ts';
import { PAYMENT_RULES, TRANSACTION_STATUSES } from './payment-rules.ts';

export * from './payment-rules.ts';
import { ERROR_KEYS } from './errors.ts';

/** The spec's method codes (`code` of a deposit method). */
export const PAYMENT_METHOD_CODES = [
  'external',
  'wire_transfer',
  'gp_webpay',
  'mbankomat',
  'crypto_transfer',
  'ewallet',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Our payment providers (the `{provider}` of the decline call and of the webhooks). */
export const PAYMENT_PROVIDERS = ['sandbox', 'gp_webpay', 'bank', 'crypto'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** `message` of refusals (409/422/403), translated by the site (`payments` group). */
export const PAYMENT_ERRORS = {
  /** 422 amount: below 1, more than 2 decimals, not a number. */
  amountInvalid: 'amount_invalid',
  /** 422 amount: above the method's maximum ("Amount too high" + symbol and maximum). */
  amountTooHigh: 'amount_too_high',
  /** 422 amount: below the method's minimum (withdraw: "Invalid amount chosen"). */
  amountTooLow: 'amount_too_low',
  /** 422 amount: above `available` (withdraw). */
  amountAboveAvailable: 'amount_above_available',
  /** 422 payment_method_id: not offered to this player. */
  methodInvalid: 'payment_method_invalid',
  /** 422 account_id: missing or not the player's. */
  accountRequired: 'account_required',
  /** 422 iban: checksum or shape. */
  ibanInvalid: 'iban_invalid',
  /** 409: a pending deposit (or withdrawal) exists. */
  pendingExists: 'pending_transaction_exists',
  /** 429: a withdrawal was requested less than 10 minutes ago (`retry_after` seconds). */
  withdrawTooSoon: 'withdraw_too_soon',
  /** 403: not verified. */
  notVerified: 'account_not_verified',
  /** 403: the required questionnaire is not answered. */
  sowqRequired: 'sowq_required',
  /** 403: self-excluded (deposits). */
  selfExcluded: 'self_excluded',
  /** 403: the account is not active (closed, blocked). */
  accountNotActive: 'account_not_active',
  /** 422 amount: above the deposit limits (`remaining` in the body, decimal). */
  depositLimit: 'deposit_limit_exceeded',
  /** 409: the same Idempotency-Key with another request. */
  idempotencyMismatch: 'idempotency_key_mismatch',
  /** 409: the transaction can no longer be cancelled (approved, paid, final). */
  notCancellable: 'transaction_not_cancellable',
  /** 409: the e-wallet is not connected / not identified for this payment. */
  walletNotConnected: 'wallet_not_connected',
  /** 502: the gateway did not answer; nothing moved. */
  gatewayUnavailable: 'gateway_unavailable',
  /** 404 of the status page and the decline call. */
  notFound: 'transaction_not_found',
} as const;

/** Success `message`s. */
export const PAYMENT_MESSAGES = {
  /** Bank or crypto transfer created: pay with the details shown. */
  transferCreated: 'transfer_created',
  withdrawRequested: 'withdraw_requested',
  transactionDeleted: 'transaction_deleted',
} as const;

// ---------------------------------------------------------------- amounts

/** A positive decimal with at most 2 places, at least 1 (a JSON number; strings are refused). */
export const paymentAmount = z
  .number({ error: PAYMENT_ERRORS.amountInvalid })
  .finite({ error: PAYMENT_ERRORS.amountInvalid })
  .refine((v) => v >= PAYMENT_RULES.minAmount, { error: PAYMENT_ERRORS.amountInvalid })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: PAYMENT_ERRORS.amountInvalid,
  })
  .refine((v) => v <= 100_000_000_000, { error: PAYMENT_ERRORS.amountTooHigh });

/** Decimal (2 places) -> minor units of a currency with `minorUnits` digits, exact. */
export function toMinor(amount: number, minorUnits = 2): number {
  return Math.round(amount * 10 ** minorUnits);
}
/** Minor units -> decimal. */
export function fromMinor(minor: number, minorUnits = 2): number {
  return minor / 10 ** minorUnits;
}

// ---------------------------------------------------------------- methods

export const paymentMethod = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.enum(PAYMENT_METHOD_CODES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the deposit form asks for: card (hosted page), bank (sender fields), crypto, ewallet. */
  kind: z.enum(['card', 'bank', 'crypto', 'ewallet', 'instant_bank']),
  /** Deposit limits (spec `data.minimum`, `data.maximum`), decimals. */
  data: z.object({ minimum: z.number(), maximum: z.number() }),
  /** Withdrawal limits (spec `withdrawal.minimum`, `.maximum`); null: no withdrawals by it. */
  withdrawal: z.object({ minimum: z.number(), maximum: z.number() }).nullable(),
  /** A SEPA method: the withdraw form asks for an IBAN. */
  sepa: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodsResponse = envelope(z.array(paymentMethod));
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

export const cmsPaymentMethodsQuery = z.object({
  currency: safeString().max(3).optional(),
  country: safeString().max(2).optional(),
});

// ---------------------------------------------------------------- deposit

const text = (max: number = PAYMENT_RULES.textMax) =>
  safeString({ error: ERROR_KEYS.invalid }).trim().max(max, { error: ERROR_KEYS.invalid });
const url = safeString({ error: ERROR_KEYS.invalid }).max(2_000, { error: ERROR_KEYS.invalid });

export const depositBody = z.object({
  amount: paymentAmount,
  payment_method_id: idField(ERROR_KEYS.required),
  bonus_code: text(50).optional().nullable(),
  /** Starts this KYC level when the deposit makes it required. */
  createLevel: z.enum(['BasicAmlLevel', 'ID_SELFIE_2NDID_POA']).optional().nullable(),
  /** Where the gateway sends the player back (our own origin only; else the status page). */
  cancel_url: url.optional().nullable(),
  redirect_success: url.optional().nullable(),
  redirect_url: url.optional().nullable(),
  /** Method 14: the sending IBAN (>= 5), bank and reference number (accountnumber). */
  iban: text(40).optional().nullable(),
  bank: text().optional().nullable(),
  accountnumber: text().optional().nullable(),
  /** Method 161: the sender's name and the reference code. */
  sender_name: text().optional().nullable(),
  reference_code: text().optional().nullable(),
  /** Never honoured from a player (accepted and ignored). */
  skip_amount_limits: z.unknown().optional(),
  /** E-wallet: `connect` (first time) or `identify` (this payment). */
  wallet: z.enum(['connect', 'identify']).optional().nullable(),
});
export type DepositBody = z.input<typeof depositBody>;

/** The skin's bank account shown for a pending bank transfer. */
export const bankDetails = z.object({
  bban: z.string(),
  bank_code: z.string(),
  variable_symbol: z.string(),
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type BankDetails = z.infer<typeof bankDetails>;

/** The instructions of a pending offline deposit (bank or crypto). */
export const transferInstructions = z.object({
  bank: bankDetails.nullable(),
  /** The payment QR code's payload (EPC069-12 for EUR, SPAYD for CZK) and its SVG. */
  qr: z
    .object({ format: z.enum(['epc', 'spayd']), payload: z.string(), svg: z.string() })
    .nullable(),
  crypto: z
    .object({
      address: z.string(),
      network: z.string(),
      currency: z.string(),
      reference: z.string(),
    })
    .nullable(),
});
export type TransferInstructions = z.infer<typeof transferInstructions>;

/**
 * The answer of POST payments/deposit (and withdraw): one of the spec's forms. `transaction` is
 * the created transaction (null when nothing was created).
 */
export const paymentAnswer = z.object({
  /** message: show it; form: submit it at once; redirect: go there; iframe: open in a new tab. */
  kind: z.enum(['message', 'form', 'redirect', 'iframe']),
  message: z.string().nullable(),
  /** A self-submitting HTML form (kind form): method POST, action the gateway. */
  form: z
    .object({
      action: z.string(),
      method: z.literal('POST'),
      fields: z.record(z.string(), z.string()),
    })
    .nullable(),
  url: z.string().nullable(),
  transaction: z.lazy(() => transaction).nullable(),
  instructions: transferInstructions.nullable(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;
export const paymentAnswerResponse = envelope(paymentAnswer);
export type PaymentAnswerResponse = z.infer<typeof paymentAnswerResponse>;

// ---------------------------------------------------------------- withdraw

export const withdrawBody = z.object({
  amount: paymentAmount,
  /** A payout account of the player (GET payments/accounts); required. */
  account_id: idField(PAYMENT_ERRORS.accountRequired).optional(),
  /** The withdraw method (999 bank, 1 card, 3 e-wallet). */
  payment_method_id: idField(ERROR_KEYS.required),
  /** SEPA methods: an IBAN instead of a saved account (saved as a payout account). */
  iban: text(50).optional().nullable(),
  accountNumber: text(50).optional().nullable(),
  cancel_url: url.optional().nullable(),
  redirect_success: url.optional().nullable(),
  /** Accepted (the spec's call sends 1): withdrawals always wait for staff here. */
  force_pending: z.union([z.number(), z.string(), z.boolean()]).optional(),
});
export type WithdrawBody = z.input<typeof withdrawBody>;

export const payoutAccount = z.object({
  id: z.number().int(),
  kind: z.enum(['iban', 'card', 'ewallet']),
  /** Masked for display (IBAN: country + last 4; card: brand + last 4). */
  label: z.string(),
  /** The withdraw methods that pay to it. */
  payment_method_ids: z.array(z.number().int()),
  verified: z.boolean(),
  created_at: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
export const payoutAccountsResponse = envelope(z.array(payoutAccount));
export const payoutAccountBody = z.object({ iban: text(50) });

// ---------------------------------------------------------------- transactions

export const transaction = z.object({
  id: z.number().int(),
  created_at: z.string(),
  type: z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number(),
  /** The player's cash after it (null while it has not moved money). */
  balance: z.number().nullable(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  payment_method_id: z.number().int().nullable(),
  /** The provider (decline call's `{provider}`), the reason a player sees, the instructions. */
  payload: z.object({
    provider: z.string().nullable(),
    method_name: z.string().nullable(),
    reason: z.string().nullable(),
    cancellable: z.boolean(),
    instructions: transferInstructions.nullable(),
    game: z.string().nullable().optional(),
  }),
});
export type Transaction = z.infer<typeof transaction>;
export const transactionResponse = envelope(transaction);

/**
 * A real calendar day `YYYY-MM-DD` of the years 1900 to 2999: 2026-13-45, 0000-00-00 or
 * 9999-12-31 (whose next day has five digits) match the shape but reached the database as an
 * invalid date (a 500 instead of a 422).
 */
const dateParam = safeString({ error: ERROR_KEYS.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ERROR_KEYS.invalid, abort: true })
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return (
        v >= '1900' &&
        v < '3000' &&
        !Number.isNaN(day.getTime()) &&
        day.toISOString().slice(0, 10) === v
      );
    },
    { error: ERROR_KEYS.invalid },
  );

export const TRANSACTION_TYPE_IDS = Object.values(TRANSACTION_TYPES);

export const transactionsQuery = z.object({
  date_from: dateParam.optional(),
  date_to: dateParam.optional(),
  type_id: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .refine((v) => (TRANSACTION_TYPE_IDS as number[]).includes(v), { error: ERROR_KEYS.invalid })
    .optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: ERROR_KEYS.invalid }).optional(),
  total: queryFlag.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
});
export type TransactionsQuery = z.input<typeof transactionsQuery>;
export const transactionsResponse = z.object({
  data: z.array(transaction),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type TransactionsResponse = z.infer<typeof transactionsResponse>;
export const transactionsTotalResponse = envelope(
  z.object({ total: z.number(), count: z.number() }),
);
export type TransactionsTotalResponse = z.infer<typeof transactionsTotalResponse>;

// ---------------------------------------------------------------- e-wallet

export const ewalletStatusResponse = envelope(
  z.object({
    /** The player connected the e-wallet (a PIN set at the gateway). */
    is_pin_registered: z.boolean(),
    /** A notice the deposit form shows (and disables the button for): connect or identify. */
    notice: z.enum(['connect', 'identify']).nullable(),
  }),
);

// ---------------------------------------------------------------- casino analytics (reports)

export const analyticsQuery = z.object({
  from: dateParam,
  to: dateParam,
  money_type: z.enum(['all', 'real', 'bonus'], { error: ERROR_KEYS.invalid }).default('all'),
  provider_id: idField().optional(),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;
export const analyticsRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  game: z.string(),
  provider: z.string(),
  bets_count: z.number().int(),
  bets: z.number(),
  wins: z.number(),
  net: z.number(),
});
export type AnalyticsRow = z.infer<typeof analyticsRow>;
export const analyticsResponse = envelope(
  z.object({
    rows: z.array(analyticsRow),
    totals: z.object({
      bets: z.number(),
      bonus_bets: z.number(),
      wins: z.number(),
      bonus_wins: z.number(),
      net: z.number(),
    }),
    providers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
);
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

// ---------------------------------------------------------------- staff (finance)

export const staffDepositDecision = z.object({
  action: z.enum(['confirm', 'decline']),
  /** Crypto: the transaction hash (required to confirm). */
  tx_hash: text(200).optional().nullable(),
  reason: text(500).optional().nullable(),
});
export const staffWithdrawDecision = z.object({
  action: z.enum(['approve', 'decline', 'paid']),
  /** Shown to the player on a decline (required then). */
  reason: text(500).optional().nullable(),
});

/**
 * Payments: the methods a skin offers, the player's deposits and withdrawals (the spec's
 * transactions of types 1 and 2, with the state machine initialized -> pending -> authorized |
 * declined | reverted), the gateways' webhooks as received, payout accounts, imported bank
 * statements and exported SEPA payout files. Money is integer minor units of the currency.
 *
 * The platform owns the states and the ledger: a gateway never credits; its signed callback is a
 * fact the payments service checks (amount, currency, signature, age) and then books in the same
 * database transaction as the status change (wallet `depositWith`, `wallet_post`).
 *
 * The sandbox gateway (providers/sandbox) is a separate party with its own tables
 * (`sandbox_gateway_*`): it knows our payment only as the merchant's order reference.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money } from '../db/columns.ts';
import { currencies, players, skins, staff } from '../db/schema.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A payment method of a skin (spec ids: 14 bank transfer, 999 its withdrawal form, 161 crypto;
 * ours: 1 card, 2 GP webpay, 3 e-wallet, 4 instant bank). `config` holds what the method shows or
 * needs: the skin's bank account (bban, bank_code, holder, iban, bic, name), the crypto address
 * and network.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    /** The spec's payment_method_id. */
    methodId: integer('method_id').notNull(),
    name: text('name').notNull(),
    /** external | wire_transfer | gp_webpay | mbankomat | crypto_transfer | ewallet */
    code: text('code').notNull(),
    /** sandbox | gp_webpay | bank | crypto */
    provider: text('provider').notNull(),
    /** card | bank | crypto | ewallet | instant_bank */
    kind: text('kind').notNull(),
    deposit: boolean('deposit').notNull().default(true),
    withdrawal: boolean('withdrawal').notNull().default(false),
    sepa: boolean('sepa').notNull().default(false),
    /** ISO country codes the method is offered in; null: everywhere. */
    countries: text('countries').array(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('payment_methods_skin_method_idx').on(t.skinId, t.methodId)],
);

/** A method's limits in one currency (minor units); no row: not offered in that currency. */
export const paymentMethodLimits = pgTable(
  'payment_method_limits',
  {
    id: serial('id').primaryKey(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    depositMin: money('deposit_min').notNull(),
    depositMax: money('deposit_max').notNull(),
    withdrawMin: money('withdraw_min'),
    withdrawMax: money('withdraw_max'),
  },
  (t) => [
    uniqueIndex('payment_method_limits_method_currency_idx').on(t.paymentMethodId, t.currencyId),
    check(
      'payment_method_limits_check',
      sql`${t.depositMin} > 0 and ${t.depositMax} >= ${t.depositMin}
        and (${t.withdrawMin} is null or ${t.withdrawMax} >= ${t.withdrawMin})`,
    ),
  ],
);

/**
 * A player's saved payout account: an IBAN they entered (verified by the first payout to it), or
 * the card or e-wallet of an earlier deposit (closed loop: money goes back to its source first).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** iban | card | ewallet */
    kind: text('kind').notNull(),
    /** The normalised IBAN, or the gateway's token of the card / wallet. */
    value: text('value').notNull(),
    /** Masked for display. */
    label: text('label').notNull(),
    /** The gateway that holds a card or wallet token (sandbox, gp_webpay); null for an IBAN. */
    provider: text('provider'),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('payout_accounts_player_value_idx').on(t.playerId, t.kind, t.value),
    check('payout_accounts_kind_check', sql`${t.kind} in ('iban', 'card', 'ewallet')`),
  ],
);

/** A SEPA credit transfer file (pain.001.001.09) exported by staff: its withdrawals, as sent. */
export const payoutBatches = pgTable('payout_batches', {
  id: serial('id').primaryKey(),
  /** The message id (GrpHdr/MsgId), unique. */
  messageId: text('message_id').notNull().unique(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  count: integer('count').notNull(),
  total: money('total').notNull(),
  xml: text('xml').notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  createdAt: createdAt(),
});

/**
 * A deposit (type 1) or withdrawal (type 2): the spec's Transaction for those types. Its id is
 * the transaction id the player sees (`/transactions/{id}`).
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** 1 deposit | 2 withdraw */
    type: smallint('type').notNull(),
    /** The spec's payment_method_id (the skin's method row by skin and method id). */
    methodId: integer('method_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('initialized'),
    amount: money('amount').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The player's Idempotency-Key, and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The first answer (returned again to a retry with the same key). */
    reply: jsonb('reply').$type<Record<string, unknown>>(),
    /** The gateway's id of the payment (session, order number, payout id). */
    providerRef: text('provider_ref'),
    /** Bank: the variable symbol; crypto: the reference code. Unique per provider. */
    reference: text('reference'),
    /**
     * What the player gave (sender IBAN, bank, reference number, sender name), what was shown
     * (bank details, QR payload, crypto address), the card's brand and last 4 digits, the
     * transaction hash a staff confirmation gave.
     */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    payoutAccountId: integer('payout_account_id').references(() => payoutAccounts.id),
    bonusCode: text('bonus_code'),
    /** Deposit: the credit. Withdrawal: the reservation (cash to the pending-payout account). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** Withdrawal: the return (declined, cancelled) or the payout (paid). */
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
    /** The reason the player sees (a decline). */
    reason: text('reason'),
    /** Withdrawal: approved by staff (then no longer cancellable by the player). */
    approvedAt: at('approved_at'),
    payoutBatchId: integer('payout_batch_id').references(() => payoutBatches.id),
    staffId: integer('staff_id').references(() => staff.id),
    /** When it reached a final status. */
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx')
      .on(t.playerId, t.type, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('payments_provider_ref_idx')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    uniqueIndex('payments_reference_idx')
      .on(t.provider, t.reference)
      .where(sql`${t.reference} is not null`),
    // One deposit and one withdrawal in progress per player: the database's own guard.
    uniqueIndex('payments_one_open_idx')
      .on(t.playerId, t.type)
      .where(sql`${t.status} in ('initialized', 'pending')`),
    index('payments_player_idx').on(t.playerId, t.createdAt),
    index('payments_status_idx').on(t.status, t.type, t.createdAt),
    // Changes since a time (the safer-gambling job's watermark, reports of a day's movements).
    index('payments_updated_idx').on(t.updatedAt),
    check('payments_type_check', sql`${t.type} in (1, 2)`),
    check(
      'payments_status_check',
      sql`${t.status} in ('initialized', 'pending', 'authorized', 'declined', 'reverted')`,
    ),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Every gateway callback as received (verified or not): the audit trail, and the idempotency of
 * deliveries (a replayed event id is answered from here and moves nothing).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** The gateway's event id (or a digest of the body when it has none). */
    eventKey: text('event_key').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    /** applied | duplicate | refused:<reason> */
    outcome: text('outcome').notNull(),
    body: jsonb('body').$type<unknown>(),
    receivedAt: createdAt(),
  },
  (t) => [
    unique('payment_events_key').on(t.provider, t.eventKey),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

/** An imported bank statement (camt.053 or CSV), by staff. */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  /** camt053 | csv */
  format: text('format').notNull(),
  /** The statement's own id (Stmt/Id), or the file's SHA-256 for a CSV. */
  statementRef: text('statement_ref').notNull(),
  fileSha256: text('file_sha256').notNull(),
  entries: integer('entries').notNull(),
  matched: integer('matched').notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  createdAt: createdAt(),
});

/**
 * One credit entry of a statement. `entry_key` (the bank's reference, else a digest of the
 * entry's fields) is unique: the same entry imported twice credits once.
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    entryKey: text('entry_key').notNull().unique(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    variableSymbol: text('variable_symbol'),
    remittance: text('remittance'),
    debtorName: text('debtor_name'),
    debtorIban: text('debtor_iban'),
    bookingDate: text('booking_date'),
    /** matched | unmatched | resolved (matched later by staff) | ignored */
    status: text('status').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [index('bank_statement_entries_status_idx').on(t.status)],
);

// ---------------------------------------------------------------- the sandbox gateway's own state

/**
 * A hosted-payment session of the sandbox gateway (card, e-wallet, instant bank, or a payout):
 * what the merchant asked for and what happened. The merchant's order reference is our payment id.
 */
export const sandboxGatewaySessions = pgTable(
  'sandbox_gateway_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** payment | payout */
    operation: text('operation').notNull(),
    /** card | ewallet | instant_bank */
    product: text('product').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** created | challenge | approved | declined | failed | cancelled */
    status: text('status').notNull().default('created'),
    /** Why it was declined or failed (declined, insufficient_funds, 3ds_failed, expired). */
    reason: text('reason'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A token of the card or wallet (payouts pay back to it). */
    instrumentToken: text('instrument_token'),
    /** The 3-D Secure code the challenge page expects. */
    challengeCode: text('challenge_code'),
    returnUrl: text('return_url').notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** The e-wallet customer (the merchant's customer reference). */
    customerRef: text('customer_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_gateway_sessions_ref_idx').on(t.operation, t.merchantRef)],
);

/** The gateway's webhook deliveries: retried with backoff until the merchant answers 2xx. */
export const sandboxGatewayWebhooks = pgTable(
  'sandbox_gateway_webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sandboxGatewaySessions.id),
    /** The event id (the merchant's idempotency key for it). */
    eventId: uuid('event_id').notNull().defaultRandom().unique(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_gateway_webhooks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** The gateway's e-wallet customers: connected once (a PIN), identified per payment. */
export const sandboxGatewayWallets = pgTable('sandbox_gateway_wallets', {
  customerRef: text('customer_ref').primaryKey(),
  pinHash: text('pin_hash').notNull(),
  walletToken: text('wallet_token').notNull().unique(),
  /** The wallet's balance at the gateway, for payouts and insufficient-funds tests. */
  balance: money('balance').notNull().default(100_000_00),
  createdAt: createdAt(),
});

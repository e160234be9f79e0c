/**
 * The ledger (double entry) and the seamless wallet's state. Money is integer minor units of the
 * row's currency. The money-moving statements live in `sql/ledger.sql` (one plpgsql function per
 * wallet operation, one round trip each): this file only declares the tables they work on.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
} from 'drizzle-orm/pg-core';
import { campaigns, currencies, players, staff } from '../db/schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A player's cached balances in one currency, updated in the same database transaction as the
 * entries that move them (the ledger stays the truth: cash and bonus equal the sums of the
 * entries of the two player accounts).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    cash: money('cash').notNull().default(0),
    bonus: money('bonus').notNull().default(0),
    /** Deposited cash not yet wagered once (AML turnover, DECISIONS.md `balance`). */
    deposited: money('deposited').notNull().default(0),
    cashAccountId: integer('cash_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    bonusAccountId: integer('bonus_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_player_currency_idx').on(t.playerId, t.currencyId),
    check('wallets_cash_check', sql`${t.cash} >= 0`),
    check('wallets_bonus_check', sql`${t.bonus} >= 0`),
    check('wallets_deposited_check', sql`${t.deposited} >= 0 and ${t.deposited} <= ${t.cash}`),
  ],
);

/**
 * Ledger accounts, per currency: a player's cash and bonus (player_id set), and the house's
 * accounts (player_id null): game (stakes in, wins out), bonus (bonus money issued and returned),
 * payments (clearing of deposits and withdrawals), payout_pending (withdrawals reserved, not yet
 * paid: returned on a decline or cancel, moved to payments when paid), adjustments (staff corrections). House
 * accounts keep no running balance: one hot row would serialise every player's bet; their
 * balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** player_cash | player_bonus | house_game | house_bonus | payments | payout_pending | adjustments */
    kind: text('kind').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    playerId: integer('player_id').references(() => players.id),
  },
  (t) => [
    unique('ledger_accounts_kind_key').on(t.kind, t.currencyId, t.playerId).nullsNotDistinct(),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('player_cash', 'player_bonus', 'house_game', 'house_bonus', 'payments', 'payout_pending', 'adjustments')
        and (${t.playerId} is null) = (${t.kind} not like 'player_%')`,
    ),
  ],
);

/**
 * One money movement (or one refused call, status declined, no entries). `type` is the spec's id
 * (TRANSACTION_TYPES); `provider` + `external_id` is the caller's idempotency key and `reply` the
 * answer it got, returned again on a retry.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: smallint('type').notNull(),
    /** initialized | pending | authorized | declined | reverted */
    status: text('status').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The call's amount (>= 0; a negative adjustment keeps its sign). */
    amount: money('amount').notNull(),
    /** How the amount split between the player's cash and bonus accounts (signed). */
    cash: money('cash').notNull().default(0),
    bonus: money('bonus').notNull().default(0),
    /** The player's balances after this transaction. */
    cashAfter: money('cash_after'),
    bonusAfter: money('bonus_after'),
    /** For a bet: how much `deposited` it consumed (given back by a refund). */
    depositedUsed: money('deposited_used').notNull().default(0),
    /** For a bet: the player campaign whose turnover it counted. */
    playerCampaignId: integer('player_campaign_id'),
    /** bet | win | refund | deposit | withdraw | adjustment | bonus: what was called. */
    operation: text('operation').notNull(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    /** A win's or refund's bet (its external id). */
    refExternalId: text('ref_external_id'),
    roundId: text('round_id'),
    gameId: integer('game_id'),
    staffId: integer('staff_id').references(() => staff.id),
    reason: text('reason'),
    reply: jsonb('reply').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_external_idx').on(t.provider, t.externalId),
    index('ledger_transactions_ref_idx')
      .on(t.provider, t.refExternalId)
      .where(sql`${t.refExternalId} is not null`),
    index('ledger_transactions_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** The double entry: a transaction's entries sum to zero (checked by a deferred trigger). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Rounds as the wallet sees them: the provider's round id belongs to one player; a win after the
 * round closed, or a bet on another player's round, is refused.
 */
export const walletRounds = pgTable(
  'wallet_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** open | closed */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_rounds_provider_round_idx').on(t.provider, t.roundId),
    check('wallet_rounds_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * A player's bonus campaigns: at most one active. Bets count towards `counter` of the active one
 * (turnover `target`); a bet above `max_bet` is refused (`bonus_bet_limit`). Money in the
 * player's currency.
 */
export const playerCampaigns = pgTable(
  'player_campaigns',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** active | completed | cancelled | expired */
    status: text('status').notNull().default('active'),
    bonusAmount: money('bonus_amount').notNull(),
    target: money('target').notNull(),
    counter: money('counter').notNull().default(0),
    maxBet: money('max_bet'),
    freespins: integer('freespins').notNull().default(0),
    freespinsCounter: integer('freespins_counter').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_campaigns_active_idx')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
    index('player_campaigns_player_idx').on(t.playerId),
    check('player_campaigns_counter_check', sql`${t.counter} >= 0 and ${t.target} >= 0`),
  ],
);

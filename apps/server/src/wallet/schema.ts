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
import { createdAt, money } from '../db/columns.ts';
import { campaigns, currencies, players, staff } from '../db/schema.ts';

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
 * paid: returned on a decline or cancel, moved to payments when paid), adjustments (staff corrections),
 * wins_held (external providers' wins above their cap, booked out of the game account until staff
 * pay them to the player or refuse them back, see `held_wins`). House
 * accounts keep no running balance: one hot row would serialise every player's bet; their
 * balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** player_cash | player_bonus | house_game | house_bonus | payments | payout_pending | adjustments | wins_held | house_jackpot (progressive jackpots' contributions, jackpots/sql/jackpots.sql) */
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
      sql`${t.kind} in ('player_cash', 'player_bonus', 'house_game', 'house_bonus', 'payments', 'payout_pending', 'adjustments', 'wins_held', 'house_jackpot')
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
    /**
     * initialized | pending | authorized | declined | reverted; a provider's win above its cap:
     * held (booked to wins_held), then released (paid by staff: a new win transaction) or refused.
     */
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
    // Reports over every player (the back office's GGR by day, game, provider, currency).
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

/**
 * The double entry, append-only. Each INSERT statement is checked once, set-based, by the
 * statement trigger ledger_entries_check (migration 0017; the function in wallet/sql/ledger.sql):
 * its entries sum to zero per transaction, and each names a ledger transaction and an account that
 * exist. Those two references are not declared foreign keys: a foreign key checks and key-share
 * locks its parent row once per entry (the house account is the parent of half of all entries),
 * and neither parent can go away: ledger_transactions and ledger_accounts refuse DELETE, TRUNCATE
 * and a change of id (triggers of migration 0017), so a parent that existed at the insert exists
 * for good.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
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
 * A player's bonus campaigns (PLAYER_CAMPAIGN_STATUSES): at most one active, the others wait
 * (`unused`) and activate oldest first. The terms are copied from the campaign when it is claimed,
 * converted to the player's currency (integer arithmetic), so a later edit of the campaign never
 * changes a bonus already given. Bets count towards `counter` of the active one (stake x the
 * contribution of the game's type); reaching `target` converts the bonus to cash (capped by
 * `max_cashout`); a bet above `max_bet` is refused (`bonus_bet_limit`). Money in the player's
 * currency (minor units).
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
    /** unused | active | completed | forfeited | expired | lost */
    status: text('status').notNull().default('active'),
    /** registration | code | deposit | promotion | staff | cashback */
    source: text('source').notNull().default('staff'),
    /**
     * What an unused campaign waits for besides its turn: `deposit` (a deposit bonus, granted when
     * a qualifying deposit is credited), `sms` (the campaign needs a verified mobile number), or
     * null (ready: it activates when no other campaign is active).
     */
    awaiting: text('awaiting'),
    /** One claim per player and campaign (`once`); cashback claims once per period (`2026-11`). */
    claimKey: text('claim_key').notNull().default('once'),
    bonusAmount: money('bonus_amount').notNull(),
    /** The qualifying deposit (deposit bonuses) and its payment. */
    depositAmount: money('deposit_amount').notNull().default(0),
    paymentId: integer('payment_id'),
    target: money('target').notNull(),
    counter: money('counter').notNull().default(0),
    /** The wagering multiplier (a free spin's win adds win x wagering to the target). */
    wagering: integer('wagering').notNull().default(0),
    /** Percent of a stake counted, by game type (`default` for the rest). */
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull().default({}),
    maxBet: money('max_bet'),
    /** A bonus balance below this ends the bonus (`lost`). */
    minBalance: money('min_balance').notNull().default(0),
    /** Most cash the bonus converts to; null: uncapped. */
    maxCashout: money('max_cashout'),
    freespins: integer('freespins').notNull().default(0),
    freespinsCounter: integer('freespins_counter').notNull().default(0),
    freespinStake: money('freespin_stake').notNull().default(0),
    freespinGameIds: integer('freespin_game_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Paid into the bonus balance by the free spins so far. */
    freespinsWon: money('freespins_won').notNull().default(0),
    /** Cash the completed bonus became; bonus money removed when it ended otherwise. */
    convertedAmount: money('converted_amount').notNull().default(0),
    removedAmount: money('removed_amount').notNull().default(0),
    validityDays: integer('validity_days').notNull().default(30),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_campaigns_active_idx')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('player_campaigns_claim_idx').on(t.playerId, t.campaignId, t.claimKey),
    index('player_campaigns_player_idx').on(t.playerId),
    index('player_campaigns_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('player_campaigns_campaign_idx').on(t.campaignId, t.status),
    index('player_campaigns_created_idx').on(t.createdAt),
    check('player_campaigns_counter_check', sql`${t.counter} >= 0 and ${t.target} >= 0`),
    check(
      'player_campaigns_status_check',
      sql`${t.status} in ('unused', 'active', 'completed', 'forfeited', 'expired', 'lost')`,
    ),
    check(
      'player_campaigns_freespins_check',
      sql`${t.freespinsCounter} >= 0 and ${t.freespinsCounter} <= ${t.freespins}`,
    ),
  ],
);

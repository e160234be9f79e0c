/**
 * Progressive jackpots: a pot per jackpot and currency, fed by a stated share (basis points) of
 * every real-money bet in its games, dropped by a hidden drop point drawn when its cycle starts
 * and committed to by its SHA-256. The money moves in the wallet's transactions
 * (`sql/jackpots.sql`, called from wallet_debit): this file only declares the tables.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../db/columns.ts';
import { currencies, games, players } from '../db/schema.ts';

/**
 * A jackpot in one currency. `rate_bp`: the share of each qualifying stake that feeds the pot, in
 * basis points (100 = 1 % of the stake, added to the game's RTP). `seed_amount`: the pot each cycle
 * starts from; `must_drop_by`: the pot never passes it (the drop point is at most this).
 */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    /** The jackpot's key across currencies (`mega-drop`); one per currency. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The game group it belongs to (a label: its games are `jackpot_games`). */
    groupName: text('group_name').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    rateBp: integer('rate_bp').notNull(),
    seedAmount: money('seed_amount').notNull(),
    mustDropBy: money('must_drop_by').notNull(),
    /** active | paused (a paused jackpot takes no contribution and cannot drop). */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('jackpots_slug_currency_key').on(t.slug, t.currencyId),
    check('jackpots_rate_check', sql`${t.rateBp} between 1 and 2000`),
    check(
      'jackpots_amounts_check',
      sql`${t.seedAmount} >= 0 and ${t.mustDropBy} > ${t.seedAmount}`,
    ),
    check('jackpots_status_check', sql`${t.status} in ('active', 'paused')`),
  ],
);

/** The games whose real-money bets feed a jackpot (in the jackpot's currency). */
export const jackpotGames = pgTable(
  'jackpot_games',
  {
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.jackpotId, t.gameId] }),
    index('jackpot_games_game_idx').on(t.gameId),
  ],
);

/**
 * One cycle of a jackpot: from its seed to its drop. The pot is `seed + contributions`
 * (contributions in whole minor units; `carry_e4` the remainder below one minor unit, in
 * 1/10,000 of it, carried to the next bet and the next cycle, so the sum of the contributions is
 * exactly the stated share of the stakes). `drop_at` is the hidden drop point, drawn uniformly in
 * (seed, must_drop_by] by the database's CSPRNG when the cycle starts; `commitment` =
 * hex SHA-256 of `<drop_at>:<salt>` is public from then on, drop_at and salt once it dropped.
 * The bet that brings the pot to drop_at wins it (its round and ledger transactions recorded);
 * one open cycle per jackpot, and the win is one ledger transaction `jackpot`/`cycle-<id>`.
 */
export const jackpotCycles = pgTable(
  'jackpot_cycles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** open | dropped */
    status: text('status').notNull().default('open'),
    seed: money('seed').notNull(),
    contributions: money('contributions').notNull().default(0),
    carryE4: integer('carry_e4').notNull().default(0),
    bets: bigint('bets', { mode: 'number' }).notNull().default(0),
    dropAt: money('drop_at').notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    /** What the winner got (at most must_drop_by; a pot past it carries the rest over). */
    payout: money('payout'),
    winnerPlayerId: integer('winner_player_id').references(() => players.id),
    /** The winning bet: its provider's round id and ledger transaction. */
    roundId: text('round_id'),
    gameId: integer('game_id'),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }),
    winTransactionId: bigint('win_transaction_id', { mode: 'number' }),
  },
  (t) => [
    unique('jackpot_cycles_number_key').on(t.jackpotId, t.number),
    uniqueIndex('jackpot_cycles_open_idx')
      .on(t.jackpotId)
      .where(sql`${t.status} = 'open'`),
    index('jackpot_cycles_dropped_idx').on(t.droppedAt),
    check('jackpot_cycles_status_check', sql`${t.status} in ('open', 'dropped')`),
    check('jackpot_cycles_carry_check', sql`${t.carryE4} >= 0 and ${t.carryE4} < 10000`),
    check(
      'jackpot_cycles_drop_check',
      sql`(${t.status} = 'open') = (${t.droppedAt} is null and ${t.winTransactionId} is null)`,
    ),
  ],
);

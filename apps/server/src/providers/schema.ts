/**
 * External game providers (an aggregator such as Hub88, or a provider on our `/wallet/v1`): the
 * game sessions our launch issues them, and the wins held for staff review.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';
import { currencies, games, players, staff } from '../db/schema.ts';

/**
 * A game session issued at launch for one player (or a guest in demo), one game and one
 * provider's wallet code. The token goes to the provider; only its SHA-256 is stored. A bet must
 * name a live one (not expired, not revoked, its player's login session still open); a win or a
 * rollback is accepted on an expired one.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    /** The wallet-side code (`providers.aggregator`): `hub88`, or a `/wallet/v1` X-Provider. */
    provider: text('provider').notNull(),
    /** real | demo (demo: no player, no money; the provider plays it on its own). */
    mode: text('mode').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** The player's login session (player_sessions.id): signing out ends bets on this token. */
    playerSessionId: integer('player_session_id'),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    language: text('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_sessions_token_idx').on(t.tokenHash),
    index('provider_sessions_player_idx').on(t.playerId, t.createdAt),
    check('provider_sessions_mode_check', sql`${t.mode} in ('real', 'demo')`),
  ],
);

/**
 * A win above the game's stated maximum (or the provider's cap): answered ok to the provider
 * and booked from the house's game account to its `wins_held` account, not to the player; staff
 * pay it (to the player) or refuse it (back to the game account).
 */
export const heldWins = pgTable(
  'held_wins',
  {
    id: serial('id').primaryKey(),
    /** The win's ledger transaction (status `held` until reviewed). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameId: integer('game_id').references(() => games.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    /** The win as the provider sent it, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The limit it passed (minor units) and why: game_max_win | provider_cap. */
    cap: bigint('cap', { mode: 'number' }).notNull(),
    capKind: text('cap_kind').notNull(),
    /** pending | paid | refused */
    status: text('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    /** The ledger transaction that paid or returned it. */
    settlementTransactionId: bigint('settlement_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('held_wins_tx_idx').on(t.ledgerTransactionId),
    index('held_wins_status_idx').on(t.status, t.createdAt),
    check('held_wins_status_check', sql`${t.status} in ('pending', 'paid', 'refused')`),
  ],
);

/**
 * Responsible gaming: the player's limit and self-exclusion requests (the spec's "statistic
 * requests", kept for every change as the audit trail a regulator reads) and the per-day totals
 * the wallet functions enforce the daily limits with.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { players, staff } from '../db/schema.ts';

/**
 * Every change a player asks for: a limit (decreases and first limits applied at once, status
 * `activated`; increases and removals `pending` until `activated_at`) or a self-exclusion
 * (lengthening applied at once; shortening `pending` until staff approve or reject it).
 */
export const limitRequests = pgTable(
  'limit_requests',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** limit | self_exclusion */
    type: text('type').$type<'limit' | 'self_exclusion'>().notNull(),
    /** A limit field (max_daily_deposit ... max_daily_playing_time) or `self_exclusion`. */
    field: text('field').notNull(),
    /** The value before the change (minor units; minutes for playing time; null: none). */
    previousValue: bigint('previous_value', { mode: 'number' }),
    /** The requested value (null: remove the limit). */
    value: bigint('value', { mode: 'number' }),
    /** Self-exclusion: the requested end (2999-12-31 for ever) and the end before. */
    expiresAt: at('expires_at'),
    previousExpiresAt: at('previous_expires_at'),
    reason: text('reason'),
    /** pending | activated | deleted | rejected */
    status: text('status').$type<'pending' | 'activated' | 'deleted' | 'rejected'>().notNull(),
    /** increase | decrease | removal | first (limits); lengthen | shorten | start (exclusions). */
    direction: text('direction').notNull(),
    /**
     * When the change takes (or took) effect; for an exclusion, when it becomes final (1 day,
     * 7 days for a permanent one): before then a shortening is never automatic.
     */
    activatedAt: at('activated_at').notNull(),
    createdAt: at('created_at').notNull(),
    /** When it was activated, deleted, approved or rejected, and by which staff member. */
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decisionNote: text('decision_note'),
  },
  (t) => [
    index('limit_requests_player_idx').on(t.playerId, t.field, t.createdAt),
    index('limit_requests_pending_idx')
      .on(t.activatedAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'limit_requests_status_check',
      sql`${t.status} in ('pending', 'activated', 'deleted', 'rejected')`,
    ),
    check('limit_requests_type_check', sql`${t.type} in ('limit', 'self_exclusion')`),
  ],
);

/**
 * A player's real-money play of one UTC day: stakes and wins (minor units of the player's
 * currency, refunds taken back) and playing time. Written by the wallet functions in the same
 * database transaction as the movement, under the wallet's row lock, so concurrent bets see each
 * other (`sql/ledger.sql`).
 */
export const playerDayTotals = pgTable(
  'player_day_totals',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    stakes: bigint('stakes', { mode: 'number' }).notNull().default(0),
    wins: bigint('wins', { mode: 'number' }).notNull().default(0),
    playSeconds: integer('play_seconds').notNull().default(0),
    lastActivityAt: at('last_activity_at'),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day] })],
);

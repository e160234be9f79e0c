/**
 * Safer gambling (issue 14): markers of harm computed from real play and payments, per-skin
 * thresholds of each rule, and the customer-interaction log the regulator's duty of care asks for.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { players, skins, staff } from '../db/schema.ts';

/** A rule's parameters on a skin (absent: the rule's defaults of the contract). */
export const harmThresholds = pgTable(
  'harm_thresholds',
  {
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    /** The marker's rule (contract SAFER_MARKERS). */
    marker: text('marker').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    params: jsonb('params').$type<Record<string, number>>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staff.id),
  },
  (t) => [primaryKey({ columns: [t.skinId, t.marker] })],
);

/**
 * A marker raised for a player: the rule, the window it looked at and the evidence (the figures
 * and the rows behind them). One per player, rule and window (`window_key`); staff review it.
 */
export const harmMarkers = pgTable(
  'harm_markers',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    marker: text('marker').notNull(),
    /** The window the rule looked at, e.g. `2026-11-26` or `2026-W48`: one marker per window. */
    windowKey: text('window_key').notNull(),
    /** The measured value and the threshold it crossed, with the rows behind them. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    detectedAt: at('detected_at').notNull().defaultNow(),
    /** open | reviewed | dismissed */
    status: text('status').notNull().default('open'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: at('reviewed_at'),
    reviewNote: text('review_note'),
  },
  (t) => [
    uniqueIndex('harm_markers_window_idx').on(t.playerId, t.marker, t.windowKey),
    index('harm_markers_status_idx').on(t.status, t.detectedAt),
    check('harm_markers_status_check', sql`${t.status} in ('open', 'reviewed', 'dismissed')`),
  ],
);

/** What staff did about a player's gambling: contact made, limit suggested, account restricted. */
export const playerInteractions = pgTable(
  'player_interactions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** contact_made | limit_suggested | account_restricted | other (contract) */
    kind: text('kind').notNull(),
    /** e-mail | phone | chat | message | in_person | none */
    channel: text('channel').notNull(),
    note: text('note').notNull(),
    /** The marker that led to it, if any. */
    markerId: integer('marker_id').references(() => harmMarkers.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('player_interactions_player_idx').on(t.playerId, t.createdAt)],
);

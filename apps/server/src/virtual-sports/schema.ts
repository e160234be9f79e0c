/**
 * Tables of virtual sports: the scheduled events shared by every player (their seed hash is
 * published at creation, the seed revealed with the result) and the players' bets on them.
 */
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money } from '../db/columns.ts';
import { games, players } from '../db/schema.ts';

/**
 * One event. `status`: scheduled (betting open until `starts_at`) | closed (result drawn, bets
 * being settled) | settled (every bet paid or closed). One event per start instant, so nodes that
 * schedule at once create it once.
 */
export const virtualEvents = pgTable(
  'virtual_events',
  {
    id: serial('id').primaryKey(),
    /** race | football */
    kind: text('kind').$type<'race' | 'football'>().notNull(),
    startsAt: at('starts_at').notNull(),
    status: text('status').$type<'scheduled' | 'closed' | 'settled'>().notNull(),
    /** The secret server seed; shown only once the result is drawn. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of the seed, published from the event's creation. */
    seedHash: text('seed_hash').notNull(),
    /** The stated RTP the odds were priced at (basis points). */
    rtpBp: integer('rtp_bp').notNull(),
    /** The card (runners or teams) and the priced selections: [{ key, odds, probability }]. */
    odds: jsonb('odds').$type<{ card: unknown; selections: unknown[] } | null>(),
    result: jsonb('result').$type<unknown>(),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
    /** A node settling the event's bets holds it until this instant (another one takes over after). */
    settleLeaseUntil: at('settle_lease_until'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('virtual_events_starts_idx').on(t.startsAt),
    index('virtual_events_status_idx').on(t.status, t.startsAt),
  ],
);

/**
 * A player's bet. Its wallet round is `vs-<id>` (debit `vs-<id>:bet` at placement, credit
 * `vs-<id>:win` at settlement, 0 for a losing bet: it closes the round). `status` open | won | lost.
 */
export const virtualBets = pgTable(
  'virtual_bets',
  {
    id: text('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => virtualEvents.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    requestId: text('request_id').notNull(),
    currency: text('currency').notNull(),
    selection: text('selection').notNull(),
    /** Decimal odds x 100 at the time of the bet. */
    odds: integer('odds').notNull(),
    stake: money('stake').notNull(),
    status: text('status').$type<'open' | 'won' | 'lost'>().notNull(),
    win: money('win'),
    betTransactionId: text('bet_transaction_id').notNull(),
    betLedgerId: bigint('bet_ledger_id', { mode: 'number' }),
    winTransactionId: text('win_transaction_id'),
    winLedgerId: bigint('win_ledger_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('virtual_bets_request_idx').on(t.playerId, t.requestId),
    index('virtual_bets_event_idx').on(t.eventId, t.status),
    index('virtual_bets_player_idx').on(t.playerId, t.createdAt),
  ],
);

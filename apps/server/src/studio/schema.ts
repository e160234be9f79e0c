/**
 * Tables of the built-in game studio: launch tokens, frame sessions, provably-fair seeds, rounds
 * and their actions, demo play money, and the reality-check record.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money } from '../db/columns.ts';
import { games, players, playerSessions } from '../db/schema.ts';

/** Single-use launch links (`/studio/launch/<token>`): SHA-256 only, 2 minutes. */
export const studioLaunchTokens = pgTable(
  'studio_launch_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** real | demo */
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** The player's `user-token` row: the frame session ends with it. */
    playerSessionId: integer('player_session_id').references(() => playerSessions.id, {
      onDelete: 'cascade',
    }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('studio_launch_tokens_expires_idx').on(t.expiresAt)],
);

/** A game frame's session (`studio-session` header): SHA-256 only. */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    playerSessionId: integer('player_session_id').references(() => playerSessions.id, {
      onDelete: 'cascade',
    }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    language: text('language').notNull(),
    /** ISO code: the player's currency, EUR for demo. */
    currency: text('currency').notNull(),
    /** Play money of a demo session (minor units); null for real play. */
    demoBalance: money('demo_balance'),
    createdAt: at('created_at').notNull(),
    /** Absolute end (demo sessions; a real one also ends with the player's token). */
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('studio_sessions_player_idx').on(t.playerId)],
);

/**
 * The next provably-fair server seed of an owner (`p:<playerId>` for real play, `d:<sessionId>`
 * for a demo session): its hash is shown before the bet; a round takes it and leaves a new one.
 */
export const studioSeeds = pgTable('studio_seeds', {
  owner: text('owner').primaryKey(),
  serverSeed: text('server_seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  /** The nonce the next round uses (0, 1, 2, ... per owner). */
  nonce: integer('nonce').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Every round. Money state is explicit so a restarted process knows what to finish:
 * `betStatus` pending (debit sent, outcome unknown) | debited | refused | rolled_back;
 * `winStatus` null | credited. `pending` holds the request id being processed on the round.
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: text('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    /** Seed owner: one open round per owner and game. */
    owner: text('owner').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    requestId: text('request_id').notNull(),
    currency: text('currency').notNull(),
    /** open | settled | refunded | void (a refused bet: never shown) */
    status: text('status').$type<'open' | 'settled' | 'refunded' | 'void'>().notNull(),
    betStatus: text('bet_status')
      .$type<'pending' | 'debited' | 'refused' | 'rolled_back'>()
      .notNull(),
    winStatus: text('win_status').$type<'credited'>(),
    /** Why the wallet refused the bet of a void round (its retry gets the same answer). */
    refusal: text('refusal'),
    pending: text('pending'),
    pendingAt: at('pending_at'),
    /** The bet's own stake (the `<id>:bet` debit). */
    betStake: money('bet_stake').notNull(),
    /** bet stake plus every paid action's cost. */
    stake: money('stake').notNull(),
    win: money('win').notNull().default(0),
    bet: jsonb('bet').notNull(),
    state: jsonb('state'),
    view: jsonb('view'),
    /** The engine says the round is over; `win` is final (credited once `winStatus` says so). */
    done: boolean('done').notNull().default(false),
    /** The engine moves the round on with time (`advance`): recovery looks at it on every pass. */
    timed: boolean('timed').notNull().default(false),
    actions: integer('actions').notNull().default(0),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: at('created_at').notNull(),
    lastActionAt: at('last_action_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('studio_rounds_request_idx').on(t.sessionId, t.requestId),
    uniqueIndex('studio_rounds_open_idx')
      .on(t.owner, t.gameId)
      .where(sql`${t.status} = 'open'`),
    index('studio_rounds_player_game_idx').on(t.playerId, t.gameId, t.createdAt),
    index('studio_rounds_session_idx').on(t.sessionId, t.createdAt),
    index('studio_rounds_status_idx').on(t.status),
  ],
);

/** Each player action of a round, with the debit of its cost (`<roundId>:a<n>`). */
export const studioRoundActions = pgTable(
  'studio_round_actions',
  {
    id: serial('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => studioRounds.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    requestId: text('request_id').notNull(),
    action: jsonb('action'),
    cost: money('cost').notNull().default(0),
    /** none (free) | pending | debited | refused | rolled_back */
    debitStatus: text('debit_status')
      .$type<'none' | 'pending' | 'debited' | 'refused' | 'rolled_back'>()
      .notNull(),
    view: jsonb('view'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('studio_round_actions_request_idx').on(t.roundId, t.requestId),
    uniqueIndex('studio_round_actions_n_idx').on(t.roundId, t.n),
  ],
);

/** Demo play-money movements, unique per session and transaction id (retries move nothing). */
export const studioDemoMoves = pgTable(
  'studio_demo_moves',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull(),
    /** Signed: negative for a stake. */
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('studio_demo_moves_tx_idx').on(t.sessionId, t.transactionId)],
);

/** Reality checks shown to a player (MGA): kept for the regulator. */
export const realityChecks = pgTable(
  'reality_checks',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    createdAt: at('created_at').notNull(),
    /** The player's answer to the prompt: continue | leave (null: before answers were kept). */
    action: text('action'),
    /** The real frame session the prompt was shown over (null: none open). */
    sessionId: integer('session_id'),
    /** What the prompt showed: minutes played, stakes and wins (minor units) since the launch. */
    playedSeconds: integer('played_seconds'),
    stakes: bigint('stakes', { mode: 'number' }),
    wins: bigint('wins', { mode: 'number' }),
  },
  (t) => [index('reality_checks_player_idx').on(t.playerId, t.createdAt)],
);

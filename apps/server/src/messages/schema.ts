/** In-session messages of a player (the inbox, the popups of the site). */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { players, staff } from '../db/schema.ts';

export const playerMessages = pgTable(
  'player_messages',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** MESSAGE_TYPES of the contract (realityCheck, firstLogin, daily-bet-limit, custom, ...). */
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    /** Seconds the popup stays (null: until closed). */
    duration: integer('duration'),
    /** What a system message's text is filled with (limit, currency, ...). */
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The staff member who sent it (null: the platform). */
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [index('player_messages_player_idx').on(t.playerId, t.readAt, t.id)],
);

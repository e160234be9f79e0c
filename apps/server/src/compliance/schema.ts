/**
 * AML assessments: every computed AML score of a player with the factors behind it (stated rules),
 * kept as the trail a regulator reads; the player's current score and level sit on `players`.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players, staff } from '../db/schema.ts';

export const amlAssessments = pgTable(
  'aml_assessments',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /** low | medium | high */
    level: text('level').$type<'low' | 'medium' | 'high'>().notNull(),
    previousLevel: text('previous_level'),
    /** The rules that gave points: [{ rule, points, detail }]. */
    factors: jsonb('factors')
      .$type<{ rule: string; points: number; detail?: string }[]>()
      .notNull(),
    /** What caused it: registration, deposit, survey, kyc, staff, flags. */
    trigger: text('trigger').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aml_assessments_player_idx').on(t.playerId, t.createdAt)],
);

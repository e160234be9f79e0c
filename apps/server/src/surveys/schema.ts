/**
 * Surveys (player-dashboard spec: SOWQ): a survey of a type (sowq) per skin, its questions with
 * their texts in every language, options, and each player's answers (kept: a new answer set is a
 * new response, the last one counts).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { players, skins, staff } from '../db/schema.ts';

/** Texts per language code (en, cs, de, sk, hu, pl, es). */
export type Texts = Record<string, string>;

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id').references(() => skins.id),
    /** sowq */
    type: text('type').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    /** active | archived (one active survey of a type per skin) */
    status: text('status').$type<'active' | 'archived'>().notNull().default('active'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('surveys_type_idx').on(t.skinId, t.type, t.status)],
);

export const surveyContents = pgTable(
  'survey_contents',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A stable key (occupation, employer, income_band ...) for rules and reports. */
    key: text('key').notNull(),
    /** select | text | number | textarea | date | checkbox | radio */
    type: text('type').notNull(),
    question: jsonb('question').$type<Texts>().notNull(),
    isRequired: boolean('is_required').notNull().default(true),
  },
  (t) => [uniqueIndex('survey_contents_key_idx').on(t.surveyId, t.key)],
);

export const surveyContentOptions = pgTable(
  'survey_content_options',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => surveyContents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A stable value (employed, salary, 0_1000 ...). */
    value: text('value').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Points this answer adds to the AML score (stated rules). */
    amlPoints: integer('aml_points').notNull().default(0),
  },
  (t) => [uniqueIndex('survey_content_options_value_idx').on(t.contentId, t.value)],
);

/** One submission of a survey by a player. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('survey_responses_player_idx').on(t.playerId, t.surveyId, t.createdAt)],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => surveyContents.id),
    /** The chosen option (select, radio, checkbox: one row per checked option). */
    optionId: integer('option_id').references(() => surveyContentOptions.id),
    /** The typed answer (text, number, textarea, date), or the option's value. */
    answer: text('answer'),
  },
  (t) => [index('survey_answers_response_idx').on(t.responseId)],
);

/** Staff made a survey required for a player (the rules of deposits and AML level need no row). */
export const surveyRequirements = pgTable(
  'survey_requirements',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Lifted by staff (null: in force). */
    liftedAt: at('lifted_at'),
  },
  (t) => [index('survey_requirements_player_idx').on(t.playerId, t.type)],
);

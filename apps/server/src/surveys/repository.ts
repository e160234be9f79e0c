/** Data access of surveys: the active survey with its questions, responses, staff requirements. */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { languages } from '../db/schema.ts';
import {
  surveyAnswers,
  surveyContentOptions,
  surveyContents,
  surveyRequirements,
  surveyResponses,
  surveys,
} from './schema.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type ContentRow = typeof surveyContents.$inferSelect;
export type OptionRow = typeof surveyContentOptions.$inferSelect;
export type ResponseRow = typeof surveyResponses.$inferSelect;
export type AnswerRow = typeof surveyAnswers.$inferSelect;
export type RequirementRow = typeof surveyRequirements.$inferSelect;

export interface SurveyTree {
  survey: SurveyRow;
  contents: (ContentRow & { options: OptionRow[] })[];
}

async function treeOf(db: Executor, survey: SurveyRow): Promise<SurveyTree> {
  const contents = await db
    .select()
    .from(surveyContents)
    .where(eq(surveyContents.surveyId, survey.id))
    .orderBy(asc(surveyContents.position), asc(surveyContents.id));
  const options = contents.length
    ? await db
        .select()
        .from(surveyContentOptions)
        .where(
          inArray(
            surveyContentOptions.contentId,
            contents.map((c) => c.id),
          ),
        )
        .orderBy(asc(surveyContentOptions.position), asc(surveyContentOptions.id))
    : [];
  return {
    survey,
    contents: contents.map((c) => ({ ...c, options: options.filter((o) => o.contentId === c.id) })),
  };
}

/** The active survey of a type of a skin, with its questions and options. */
export async function activeSurvey(
  db: Executor,
  skinId: number,
  type: string,
): Promise<SurveyTree | null> {
  const [survey] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.skinId, skinId), eq(surveys.type, type), eq(surveys.status, 'active')))
    .orderBy(desc(surveys.id))
    .limit(1);
  return survey ? treeOf(db, survey) : null;
}

/** A survey by id with its questions (any status). */
export async function surveyById(db: Executor, id: number): Promise<SurveyTree | null> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return survey ? treeOf(db, survey) : null;
}

/** The player's newest response to any survey of the skin's type (the last one counts). */
export async function lastResponse(
  db: Executor,
  playerId: number,
  type: string,
): Promise<ResponseRow | null> {
  const [row] = await db
    .select({ response: surveyResponses })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(and(eq(surveyResponses.playerId, playerId), eq(surveys.type, type)))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(1);
  return row?.response ?? null;
}

export async function responses(
  db: Executor,
  playerId: number,
  type: string,
  limit: number,
): Promise<ResponseRow[]> {
  const rows = await db
    .select({ response: surveyResponses })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(and(eq(surveyResponses.playerId, playerId), eq(surveys.type, type)))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(limit);
  return rows.map((r) => r.response);
}

export async function answersOf(db: Executor, responseIds: number[]): Promise<AnswerRow[]> {
  if (responseIds.length === 0) return [];
  return db
    .select()
    .from(surveyAnswers)
    .where(inArray(surveyAnswers.responseId, responseIds))
    .orderBy(asc(surveyAnswers.id));
}

/** Stores one submission: the response and its answers (call inside a transaction). */
export async function insertResponse(
  tx: Executor,
  input: {
    surveyId: number;
    playerId: number;
    language: string;
    createdAt: Date;
    answers: { contentId: number; optionId: number | null; answer: string | null }[];
  },
): Promise<ResponseRow> {
  const [response] = await tx
    .insert(surveyResponses)
    .values({
      surveyId: input.surveyId,
      playerId: input.playerId,
      language: input.language,
      createdAt: input.createdAt,
    })
    .returning();
  if (input.answers.length > 0) {
    await tx
      .insert(surveyAnswers)
      .values(input.answers.map((a) => ({ ...a, responseId: response!.id })));
  }
  return response!;
}

/** The staff requirement in force (not lifted), newest first. */
export async function requirementInForce(
  db: Executor,
  playerId: number,
  type: string,
): Promise<RequirementRow | null> {
  const [row] = await db
    .select()
    .from(surveyRequirements)
    .where(
      and(
        eq(surveyRequirements.playerId, playerId),
        eq(surveyRequirements.type, type),
        isNull(surveyRequirements.liftedAt),
      ),
    )
    .orderBy(desc(surveyRequirements.createdAt), desc(surveyRequirements.id))
    .limit(1);
  return row ?? null;
}

export async function insertRequirement(
  db: Executor,
  row: typeof surveyRequirements.$inferInsert,
): Promise<RequirementRow> {
  const [created] = await db.insert(surveyRequirements).values(row).returning();
  return created!;
}

/** Lifts every requirement in force; the lifted rows. */
export async function liftRequirements(
  db: Executor,
  playerId: number,
  type: string,
  at: Date,
): Promise<RequirementRow[]> {
  return db
    .update(surveyRequirements)
    .set({ liftedAt: at })
    .where(
      and(
        eq(surveyRequirements.playerId, playerId),
        eq(surveyRequirements.type, type),
        isNull(surveyRequirements.liftedAt),
      ),
    )
    .returning();
}

/** Language code to its id (the languages table's rank: en 1, cs 2, ... es 7). */
export async function languageIds(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ code: languages.code, rank: languages.rank }).from(languages);
  return new Map(rows.map((r) => [r.code, r.rank]));
}

/** Data access of compliance: deposits in EUR, the player's AML state, assessments. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { players } from '../db/schema.ts';
import {
  surveyAnswers,
  surveyContentOptions,
  surveyContents,
  surveyResponses,
  surveys,
} from '../surveys/schema.ts';
import { amlAssessments } from './schema.ts';

export type AssessmentRow = typeof amlAssessments.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The player's cumulative cleared deposits (ledger transactions of operation `deposit`,
 * authorized) in EUR minor units at the currencies' reference rates (units per EUR), rounded
 * down.
 */
export async function depositsEur(db: Executor, playerId: number): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(floor(sum(t.amount::numeric * power(10::numeric, 2 - c.minor_units) / c.rate)), 0)::text as eur
    from ledger_transactions t
    join currencies c on c.id = t.currency_id
    where t.player_id = ${playerId} and t.operation = 'deposit' and t.status = 'authorized'`);
  return Number(rowsOf<{ eur: string }>(result)[0]?.eur ?? 0);
}

export interface AmlPlayer {
  id: number;
  skinId: number;
  country: string;
  isPep: boolean;
  isUbo: boolean;
  amlScore: number;
  amlLevel: string;
  manualScore: { points: number; type: string; note: string }[];
}

/** The player's AML inputs, locked for update inside a transaction (one assessment at a time). */
export async function lockAmlPlayer(tx: Executor, playerId: number): Promise<AmlPlayer | null> {
  const [row] = await tx
    .select({
      id: players.id,
      skinId: players.skinId,
      country: players.country,
      isPep: players.isPep,
      isUbo: players.isUbo,
      amlScore: players.amlScore,
      amlLevel: players.amlLevel,
      manualScore: players.manualScore,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return row ?? null;
}

export async function setPlayerAml(
  tx: Executor,
  playerId: number,
  score: number,
  level: string,
  at: Date,
) {
  await tx
    .update(players)
    .set({ amlScore: score, amlLevel: level, updatedAt: at })
    .where(eq(players.id, playerId));
}

export async function latestAssessment(
  db: Executor,
  playerId: number,
): Promise<AssessmentRow | null> {
  const [row] = await db
    .select()
    .from(amlAssessments)
    .where(eq(amlAssessments.playerId, playerId))
    .orderBy(desc(amlAssessments.createdAt), desc(amlAssessments.id))
    .limit(1);
  return row ?? null;
}

export async function insertAssessment(
  tx: Executor,
  row: typeof amlAssessments.$inferInsert,
): Promise<AssessmentRow> {
  const [created] = await tx.insert(amlAssessments).values(row).returning();
  return created!;
}

export async function assessments(db: Executor, playerId: number): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(amlAssessments)
    .where(eq(amlAssessments.playerId, playerId))
    .orderBy(desc(amlAssessments.createdAt), desc(amlAssessments.id));
}

/** The chosen options of the player's newest response to a survey of the type. */
export async function lastSurveyOptions(
  db: Executor,
  playerId: number,
  type: string,
): Promise<{ key: string; value: string; points: number }[]> {
  const [last] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(and(eq(surveyResponses.playerId, playerId), eq(surveys.type, type)))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(1);
  if (!last) return [];
  return db
    .select({
      key: surveyContents.key,
      value: surveyContentOptions.value,
      points: surveyContentOptions.amlPoints,
    })
    .from(surveyAnswers)
    .innerJoin(surveyContentOptions, eq(surveyContentOptions.id, surveyAnswers.optionId))
    .innerJoin(surveyContents, eq(surveyContents.id, surveyAnswers.contentId))
    .where(eq(surveyAnswers.responseId, last.id))
    .orderBy(surveyContents.position, surveyContentOptions.position);
}

/**
 * The player's own data as one JSON document (GDPR art. 15 and 20): profile, limits history,
 * documents (list only, never file bytes), KYC levels, questionnaire answers, AML assessments,
 * ledger transactions and game rounds. Every query is bound to the one player id.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Player } from '@croupier/contract/accounts';
import type { Db } from '../db/client.ts';
import { currencies, games, players } from '../db/schema.ts';
import { documents } from '../documents/schema.ts';
import { playerKyc } from '../kyc/schema.ts';
import { limitRequests } from '../limits/schema.ts';
import { studioRounds } from '../studio/schema.ts';
import {
  surveyAnswers,
  surveyContentOptions,
  surveyContents,
  surveyResponses,
} from '../surveys/schema.ts';
import { ledgerTransactions } from '../wallet/schema.ts';
import { amlAssessments } from './schema.ts';

export interface DataExportDeps {
  db: Db;
  now: () => Date;
  /** The player as `GET me` shows it. */
  profile(playerId: number): Promise<Player>;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function createDataExport(deps: DataExportDeps) {
  const { db } = deps;

  return async function dataExport(playerId: number) {
    const generatedAt = deps.now();
    const profile = await deps.profile(playerId);
    const [raw] = await db
      .select({
        registrationIp: players.registrationIp,
        termsVersion: players.termsVersion,
        termsAcceptedAt: players.termsAcceptedAt,
        amlScore: players.amlScore,
        amlLevel: players.amlLevel,
        closedAt: players.closedAt,
      })
      .from(players)
      .where(eq(players.id, playerId));
    const currencyRows = await db.select().from(currencies);
    const byId = new Map(currencyRows.map((c) => [c.id, c]));
    const byCode = new Map(currencyRows.map((c) => [c.code, c]));
    const decimal = (minor: number | null, minorUnits = 2) =>
      minor === null ? null : minor / 10 ** minorUnits;

    const limits = await db
      .select()
      .from(limitRequests)
      .where(eq(limitRequests.playerId, playerId))
      .orderBy(asc(limitRequests.createdAt), asc(limitRequests.id));
    const docs = await db
      .select()
      .from(documents)
      .where(eq(documents.playerId, playerId))
      .orderBy(asc(documents.createdAt), asc(documents.id));
    const kyc = await db
      .select()
      .from(playerKyc)
      .where(eq(playerKyc.playerId, playerId))
      .orderBy(asc(playerKyc.createdAt), asc(playerKyc.id));
    const responses = await db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.playerId, playerId))
      .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id));
    const answers = responses.length
      ? await db
          .select({
            responseId: surveyAnswers.responseId,
            key: surveyContents.key,
            question: surveyContents.question,
            option: surveyContentOptions.value,
            answer: surveyAnswers.answer,
          })
          .from(surveyAnswers)
          .innerJoin(surveyContents, eq(surveyContents.id, surveyAnswers.contentId))
          .leftJoin(surveyContentOptions, eq(surveyContentOptions.id, surveyAnswers.optionId))
          .where(
            inArray(
              surveyAnswers.responseId,
              responses.map((r) => r.id),
            ),
          )
          .orderBy(asc(surveyAnswers.id))
      : [];
    const aml = await db
      .select()
      .from(amlAssessments)
      .where(eq(amlAssessments.playerId, playerId))
      .orderBy(asc(amlAssessments.createdAt), asc(amlAssessments.id));
    const transactions = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.playerId, playerId))
      .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
    const rounds = await db
      .select({ round: studioRounds, game: games.name })
      .from(studioRounds)
      .innerJoin(games, eq(games.id, studioRounds.gameId))
      // A void round is a refused bet: never shown.
      .where(and(eq(studioRounds.playerId, playerId), ne(studioRounds.status, 'void')))
      .orderBy(asc(studioRounds.createdAt), asc(studioRounds.id));

    const playerMinor = byId.get(profile.currency.id)?.minorUnits ?? 2;
    return {
      generated_at: generatedAt.toISOString(),
      player_id: playerId,
      profile: {
        ...profile,
        registration_ip: raw?.registrationIp ?? null,
        terms_version: raw?.termsVersion ?? null,
        terms_accepted_at: iso(raw?.termsAcceptedAt ?? null),
        closed_at: iso(raw?.closedAt ?? null),
      },
      limits_history: limits.map((l) => ({
        id: l.id,
        type: l.type,
        field: l.field,
        // Playing time is in minutes; every other limit is money of the player's currency.
        previous_value:
          l.field === 'max_daily_playing_time'
            ? l.previousValue
            : decimal(l.previousValue, playerMinor),
        value: l.field === 'max_daily_playing_time' ? l.value : decimal(l.value, playerMinor),
        expires_at: iso(l.expiresAt),
        previous_expires_at: iso(l.previousExpiresAt),
        reason: l.reason,
        status: l.status,
        direction: l.direction,
        activated_at: iso(l.activatedAt),
        created_at: iso(l.createdAt),
        decided_at: iso(l.decidedAt),
      })),
      documents: docs.map((d) => ({
        id: d.id,
        type: d.type,
        idn: d.idn,
        expires_at: d.expiresAt,
        status: d.status,
        reject_reason: d.rejectReason,
        source: d.source,
        created_at: iso(d.createdAt),
        reviewed_at: iso(d.reviewedAt),
      })),
      kyc: kyc.map((k) => ({
        level: k.level,
        provider: k.provider,
        status: k.status,
        id_approved: k.idApproved,
        reject_type: k.rejectType,
        reject_reason: k.rejectReason,
        created_at: iso(k.createdAt),
        updated_at: iso(k.updatedAt),
        reviewed_at: iso(k.reviewedAt),
      })),
      survey_responses: responses.map((r) => ({
        id: r.id,
        survey_id: r.surveyId,
        language: r.language,
        created_at: iso(r.createdAt),
        answers: answers
          .filter((a) => a.responseId === r.id)
          .map((a) => ({
            key: a.key,
            question: a.question[r.language] ?? a.question.en ?? a.key,
            option: a.option,
            answer: a.answer,
          })),
      })),
      aml: {
        score: raw?.amlScore ?? 0,
        level: raw?.amlLevel ?? 'low',
        assessments: aml.map((a) => ({
          score: a.score,
          level: a.level,
          previous_level: a.previousLevel,
          factors: a.factors,
          trigger: a.trigger,
          created_at: iso(a.createdAt),
        })),
      },
      transactions: transactions.map((t) => {
        const c = byId.get(t.currencyId);
        const minor = c?.minorUnits ?? 2;
        return {
          id: t.id,
          type: t.type,
          operation: t.operation,
          status: t.status,
          currency: c?.code ?? null,
          amount: decimal(t.amount, minor),
          cash: decimal(t.cash, minor),
          bonus: decimal(t.bonus, minor),
          cash_after: decimal(t.cashAfter, minor),
          bonus_after: decimal(t.bonusAfter, minor),
          round_id: t.roundId,
          game_id: t.gameId,
          reason: t.reason,
          created_at: iso(t.createdAt),
        };
      }),
      game_rounds: rounds.map(({ round, game }) => {
        const minor = byCode.get(round.currency)?.minorUnits ?? 2;
        return {
          id: round.id,
          game,
          mode: round.mode,
          currency: round.currency,
          stake: decimal(round.stake, minor),
          win: decimal(round.win, minor),
          status: round.status,
          created_at: iso(round.createdAt),
          settled_at: iso(round.settledAt),
        };
      }),
    };
  };
}
export type DataExport = ReturnType<typeof createDataExport>;

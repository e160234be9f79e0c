/**
 * The AML score of a player from stated rules (contract AML_RULES): PEP/UBO, a risky country,
 * cumulative deposits (EUR equivalent), the points of the questionnaire's answers, an occupation
 * without income of its own with large deposits, and the points staff recorded (manual_score).
 * Every change of score or level is kept as an assessment (previous level, factors, trigger); a
 * change of level is audited. At level high the SOWQ becomes required and the second KYC level
 * (ID_SELFIE_2NDID_POA) is asked for.
 */
import {
  AML_RULES,
  amlLevelOf,
  type AmlLevel,
  type AmlLevelView,
} from '@croupier/contract/compliance';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { players, type SkinSettingsJson } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { insertAudit } from '../staff/repository.ts';
import * as repo from './repository.ts';

export type AmlTrigger =
  'registration' | 'deposit' | 'survey' | 'kyc' | 'staff' | 'flags' | 'request';

export interface AmlFactor {
  rule: string;
  points: number;
  detail?: string;
}

export interface AmlDeps {
  db: Db;
  now: () => Date;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  /** After the commit of an assessment that raised the player to level high (the SOWQ is due). */
  onBecameHigh?: (playerId: number) => Promise<unknown>;
}

/** Staff entries of manual_score; the registration's PEP/UBO records are the pep_ubo rule's. */
const DECLARATION_TYPES = new Set(['pep', 'ubo']);
/** Occupations without an income of their own (the mismatch rule). */
const NO_INCOME_OCCUPATIONS = new Set(['unemployed', 'student']);
/** Declared monthly deposits that are large for such an occupation. */
const LARGE_MONTHLY_DEPOSITS = new Set(['5000_10000', 'over_10000']);

const formatEur = (minor: number) => (minor / 100).toFixed(2);

/** The factors of a player's score (pure: the inputs are read by the caller). */
export function amlFactors(input: {
  player: repo.AmlPlayer;
  riskyCountries: readonly string[];
  depositsEur: number;
  surveyOptions: readonly { key: string; value: string; points: number }[];
}): AmlFactor[] {
  const { player } = input;
  const factors: AmlFactor[] = [];
  if (player.isPep || player.isUbo) {
    const which = [player.isPep ? 'pep' : null, player.isUbo ? 'ubo' : null].filter(Boolean);
    factors.push({ rule: 'pep_ubo', points: AML_RULES.pepUboPoints, detail: which.join(',') });
  }
  if (input.riskyCountries.includes(player.country)) {
    factors.push({
      rule: 'risky_country',
      points: AML_RULES.riskyCountryPoints,
      detail: player.country,
    });
  }
  const band = [...AML_RULES.depositBands]
    .sort((a, b) => b.fromEur - a.fromEur)
    .find((b) => input.depositsEur >= b.fromEur);
  if (band) {
    factors.push({
      rule: 'deposits',
      points: band.points,
      detail: `EUR ${formatEur(input.depositsEur)} (from EUR ${formatEur(band.fromEur)})`,
    });
  }
  for (const option of input.surveyOptions) {
    if (option.points > 0) {
      factors.push({
        rule: 'survey',
        points: option.points,
        detail: `${option.key}:${option.value}`,
      });
    }
  }
  const occupation = input.surveyOptions.find((o) => o.key === 'occupation')?.value;
  const monthly = input.surveyOptions.find((o) => o.key === 'monthly_deposits')?.value;
  const mismatch = AML_RULES.occupationMismatch;
  if (
    occupation &&
    NO_INCOME_OCCUPATIONS.has(occupation) &&
    ((monthly && LARGE_MONTHLY_DEPOSITS.has(monthly)) || input.depositsEur >= mismatch.fromEur)
  ) {
    factors.push({
      rule: 'occupation_mismatch',
      points: mismatch.points,
      detail: `${occupation}, monthly ${monthly ?? 'n/a'}, deposits EUR ${formatEur(input.depositsEur)}`,
    });
  }
  for (const entry of player.manualScore) {
    if (DECLARATION_TYPES.has(entry.type) || !Number.isInteger(entry.points)) continue;
    factors.push({ rule: 'manual', points: entry.points, detail: `${entry.type}: ${entry.note}` });
  }
  return factors;
}

/** Factors compared by value (jsonb does not keep the order of an object's keys). */
const factorsKey = (factors: readonly AmlFactor[]) =>
  factors.map((f) => `${f.rule}|${f.points}|${f.detail ?? ''}`).join('\n');

export const scoreOf = (factors: readonly AmlFactor[]) =>
  Math.max(
    0,
    factors.reduce((sum, f) => sum + f.points, 0),
  );

function toView(
  score: number,
  level: AmlLevel,
  factors: AmlFactor[],
  at: Date | null,
): AmlLevelView {
  return {
    score,
    level,
    factors: factors.map((f) => ({ rule: f.rule, points: f.points, detail: f.detail ?? null })),
    requires_second_level: level === 'high',
    requires_survey: level === 'high',
    updated_at: at?.toISOString() ?? null,
  };
}

export function createAmlService(deps: AmlDeps) {
  const { db, now } = deps;

  async function riskyCountries(playerId: number): Promise<string[]> {
    const [row] = await db
      .select({ skinId: players.skinId })
      .from(players)
      .where(eq(players.id, playerId))
      .limit(1);
    if (!row) throw new HttpError(404, 'player_not_found');
    return (await deps.skinSettings(row.skinId)).risky_countries ?? [];
  }

  /**
   * Computes the player's score and level now; stores them and an assessment when anything
   * changed (or when the player has none yet), and audits a change of level. One assessment
   * of a player at a time (the player's row is locked).
   */
  async function assess(
    playerId: number,
    trigger: AmlTrigger,
    staffId: number | null = null,
  ): Promise<AmlLevelView> {
    // Read outside the transaction (PGlite runs one connection: no query beside the transaction).
    const risky = await riskyCountries(playerId);
    let becameHigh = false;
    const view = await db.transaction(async (tx) => {
      const player = await repo.lockAmlPlayer(tx, playerId);
      if (!player) throw new HttpError(404, 'player_not_found');
      const factors = amlFactors({
        player,
        riskyCountries: risky,
        depositsEur: await repo.depositsEur(tx, playerId),
        surveyOptions: await repo.lastSurveyOptions(tx, playerId, 'sowq'),
      });
      const score = scoreOf(factors);
      const level = amlLevelOf(score);
      const last = await repo.latestAssessment(tx, playerId);
      const sameFactors = last !== null && factorsKey(last.factors) === factorsKey(factors);
      if (last && sameFactors && score === player.amlScore && level === player.amlLevel) {
        return toView(score, level, factors, last.createdAt);
      }
      const at = now();
      const previousLevel = player.amlLevel;
      await repo.setPlayerAml(tx, playerId, score, level, at);
      await repo.insertAssessment(tx, {
        playerId,
        score,
        level,
        previousLevel,
        factors,
        trigger,
        staffId,
        createdAt: at,
      });
      becameHigh = level === 'high' && player.amlLevel !== 'high';
      if (level !== player.amlLevel) {
        await insertAudit(tx, {
          staffId: null,
          action: 'aml.level_changed',
          targetType: 'player',
          targetId: String(playerId),
          details: {
            previous_level: player.amlLevel,
            level,
            previous_score: player.amlScore,
            score,
            trigger,
            by_staff_id: staffId,
            requires_second_level: level === 'high',
            requires_survey: level === 'high',
          },
          ip: null,
          createdAt: at,
        });
      }
      return toView(score, level, factors, at);
    });
    if (becameHigh) await deps.onBecameHigh?.(playerId);
    return view;
  }

  return {
    assess,
    /** The player's current assessment (recomputed: deposits may have moved since the last). */
    current: (playerId: number) => assess(playerId, 'request'),
    /** Every assessment of the player, newest first (data export, staff). */
    history: (playerId: number) => repo.assessments(db, playerId),
    depositsEur: (playerId: number, executor: Executor = db) =>
      repo.depositsEur(executor, playerId),
  };
}
export type AmlService = ReturnType<typeof createAmlService>;

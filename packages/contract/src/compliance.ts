/**
 * AML level and the player's own account (player-dashboard spec: AML level; public-site spec:
 * static/players).
 *
 * - `GET /v1/me/aml/level/current/`: the player's AML score from stated rules (PEP/UBO 36, risky
 *   country, deposit volume, questionnaire answers, staff points), the level it maps to and the
 *   factors behind it.
 * - `PUT /v1/static/players/{id}`: the fields `PUT me` allows, for the owner only (403 otherwise);
 *   answers the Player.
 * - `DELETE /v1/static/players/{id}`: closes the account (owner only): play, deposits and marketing
 *   stop at once, every session ends, the withdrawable balance can still be paid out; audited.
 * - `GET /v1/me/data-export`: the player's data (profile, limits history, documents list,
 *   transactions, rounds) as a JSON file (`Content-Disposition: attachment`).
 */
import { z } from 'zod';
import { envelope, pathId, safeString } from './common.ts';

export const AML_LEVELS = ['low', 'medium', 'high'] as const;
export type AmlLevel = (typeof AML_LEVELS)[number];

export const AML_RULES = {
  /** PEP or UBO (the spec's score). */
  pepUboPoints: 36,
  /** A country of the skin's risky list. */
  riskyCountryPoints: 20,
  /** Cumulative deposits (EUR equivalent, minor units) and the points they add. */
  depositBands: [
    { fromEur: 200_000, points: 10 },
    { fromEur: 1_000_000, points: 20 },
    { fromEur: 5_000_000, points: 30 },
  ],
  /**
   * An occupation without income of its own (unemployed, student) with large deposits (declared
   * monthly deposits over EUR 5,000, or cumulative deposits of at least fromEur): points added.
   */
  occupationMismatch: { points: 15, fromEur: 1_000_000 },
  /** Score bounds of the levels: medium from 20, high from 40. */
  mediumFrom: 20,
  highFrom: 40,
  /** Default retention of a closed account's personal data (years), per skin. */
  retentionYears: 5,
} as const;

/** The level a score maps to. */
export function amlLevelOf(score: number): AmlLevel {
  if (score >= AML_RULES.highFrom) return 'high';
  if (score >= AML_RULES.mediumFrom) return 'medium';
  return 'low';
}

export const amlFactor = z.object({
  rule: z.string(),
  points: z.number().int(),
  detail: z.string().nullable(),
});

export const amlLevelView = z.object({
  score: z.number().int(),
  level: z.enum(AML_LEVELS),
  factors: z.array(amlFactor),
  /** The second KYC level (ID_SELFIE_2NDID_POA) is required at this level. */
  requires_second_level: z.boolean(),
  /** The SOWQ is required at this level. */
  requires_survey: z.boolean(),
  updated_at: z.string().nullable(),
});
export type AmlLevelView = z.infer<typeof amlLevelView>;
export const amlLevelResponse = envelope(amlLevelView);

export const staticPlayerParams = z.object({ id: pathId });

/** Optional: a DELETE without a body arrives as null. */
export const closeAccountBody = z
  .object({ reason: safeString().trim().max(255).optional() })
  .nullish();

export const closeAccountResponse = envelope(
  z.object({ id: z.number().int(), status: z.literal('closed'), closed_at: z.string() }),
);

export const ACCOUNT_MESSAGES = {
  closed: 'account_closed',
} as const;

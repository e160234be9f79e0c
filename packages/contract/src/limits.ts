/**
 * Responsible gaming: limits and self-exclusion (player-dashboard spec: limits screen, statistic
 * requests; DECISIONS sections 2 and 3).
 *
 * `PUT /v1/me` with `limits` and/or the self-exclusion fields (answers the Player, like every
 * `PUT me`). The server decides what applies when; a client's `activated_at`, `field`,
 * `status_statistic`, `expires_at_forever`, `statistic` are accepted for the spec's client and
 * ignored.
 *
 * Limits (whole units of the player's currency, minutes for playing time; digits only, at most
 * 10; an empty string or null removes the limit):
 * - a first limit or a decrease applies at once;
 * - an increase or a removal is a pending request that activates 24 hours later and can be deleted
 *   before (`DELETE me/statistics/{id}`);
 * - a value equal to the current one changes nothing;
 * - deposit limits: daily <= weekly <= monthly (422 `deposit_limits_order` on the field that
 *   breaks it; a field not sent keeps its current or pending value);
 * - while a request of a field is pending (its 24 hours), another increase of it is 409
 *   `pending_request_exists`; a field is increased at most once per 7 days: 409
 *   `requests_locked` with `until` (ISO date) and `field`. A decrease is never refused.
 *
 * Self-exclusion: `self_exclusion_period` (days of SELF_EXCLUSION_PERIODS, or `forever`) or, as
 * the spec's client sends it, `status_expires_at` (a date that period away, or containing
 * 2999-12-31 for ever), with `status_reason` (default "Requested by user"). It protects at once:
 * play and deposits stop now. A longer exclusion than the current one applies at once; a shorter
 * one needs a typed reason (422 `reason_required`) and becomes a pending request that staff
 * approve or reject; the player can never end an exclusion earlier themselves.
 */
import { z } from 'zod';
import { envelope, pathId, safeJson, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

import { LIMIT_FIELDS, LIMITS } from './limits-rules.ts';

export * from './limits-rules.ts';

/** A limit value as sent: digits (string or number); '' or null removes the limit. */
export const limitValue = z.union([safeString().max(40), z.number(), z.null()], {
  error: ERROR_KEYS.invalid,
});

export const limitsBody = z.object({
  max_daily_deposit: limitValue.optional(),
  max_weekly_deposit: limitValue.optional(),
  max_monthly_deposit: limitValue.optional(),
  max_daily_bet: limitValue.optional(),
  max_daily_loss: limitValue.optional(),
  max_daily_playing_time: limitValue.optional(),
  // The spec's client sends these; the server decides them.
  field: safeJson().optional(),
  activated_at: safeJson().optional(),
});
export type LimitsBody = z.input<typeof limitsBody>;

/** The self-exclusion fields of `PUT me` (merged into updateMeBody). */
export const selfExclusionFields = {
  self_exclusion_period: z
    .union([z.enum(['forever']), z.coerce.number().int().min(1).max(100_000)])
    .optional(),
  status_expires_at: safeString().max(40).optional(),
  status_reason: safeString().max(LIMITS.reasonMax).optional(),
  // Ignored (server-computed):
  statistic: safeJson().optional(),
  status_statistic: safeJson().optional(),
  expires_at_forever: safeJson().optional(),
};

/** A statistic request (spec entity): a limit or self-exclusion change. */
export const statisticRequest = z.object({
  id: z.number().int(),
  type: z.enum(['limit', 'self_exclusion']),
  field: z.string(),
  /** pending | activated | deleted | rejected */
  status: z.enum(['pending', 'activated', 'deleted', 'rejected']),
  /** When it takes (took) effect; for an exclusion, when it becomes final. */
  activated_at: z.string(),
  created_at: z.string(),
  /** The requested limit (decimal, minutes for playing time; null: removal) or the exclusion's end. */
  response: z.union([z.number(), z.string(), z.null()]),
  /** The value before the change. */
  previous: z.union([z.number(), z.string(), z.null()]),
  reason: z.string().nullable(),
  /** increase | decrease | removal | first | lengthen | shorten | start */
  direction: z.string(),
});
export type StatisticRequest = z.infer<typeof statisticRequest>;

/**
 * GET /v1/me/statistics/last?type=limit|self_exclusion|<field>&to_activate=1 -> the player's
 * requests, newest first (at most 50); with to_activate only the pending ones.
 */
export const statisticsQuery = z.object({
  type: safeString().max(40).optional(),
  to_activate: z.enum(['1', '0', 'true', 'false']).optional(),
});
export const statisticsResponse = envelope(z.array(statisticRequest));

/** DELETE /v1/me/statistics/{id} -> 200 { data: StatisticRequest } (status deleted). A pending
 * self-exclusion request is locked: 409 `request_locked`; not pending: 409 `request_not_pending`. */
export const statisticParams = z.object({ id: pathId });
export const statisticResponse = envelope(statisticRequest);

/**
 * GET /v1/me/limits -> the limits page's state: current values, today's use (UTC day), the
 * locks of each field and the remaining deposit allowance.
 */
export const limitsState = z.object({
  currency: z.object({ code: z.string(), symbol: z.string() }),
  limits: z.record(z.enum(LIMIT_FIELDS), z.number().nullable()),
  today: z.object({
    day: z.string(),
    bets: z.number(),
    wins: z.number(),
    /** Stakes minus wins (negative when ahead). */
    loss: z.number(),
    playing_minutes: z.number().int(),
    deposits: z.number(),
  }),
  /** Per field: until when an increase is refused (null: not locked) and the pending request id. */
  locks: z.record(
    z.enum(LIMIT_FIELDS),
    z.object({ locked_until: z.string().nullable(), pending_id: z.number().int().nullable() }),
  ),
  /** Remaining deposits allowed now (null: no limit). */
  deposit_allowance: z.object({
    daily: z.number().nullable(),
    weekly: z.number().nullable(),
    monthly: z.number().nullable(),
  }),
  self_exclusion: z.object({
    /** The current end (null: none; 2999-12-31 for ever). */
    until: z.string().nullable(),
    forever: z.boolean(),
    reason: z.string().nullable(),
    pending_id: z.number().int().nullable(),
  }),
});
export type LimitsState = z.infer<typeof limitsState>;
export const limitsStateResponse = envelope(limitsState);

/** Staff (`/staff/v1`, compliance or admin role): pending self-exclusion shortenings. */
export const staffStatisticsQuery = z.object({
  status: z.enum(['pending', 'activated', 'deleted', 'rejected']).optional(),
  type: z.enum(['limit', 'self_exclusion']).optional(),
});
export const staffStatisticRequest = statisticRequest.extend({ player_id: z.number().int() });
export const staffStatisticsResponse = envelope(z.array(staffStatisticRequest));
/** POST /staff/v1/statistics/{id}/approve | /reject, body { note } (audited). */
export const staffDecisionBody = z.object({ note: safeString().min(1).max(1000) });
export const staffStatisticResponse = envelope(staffStatisticRequest);

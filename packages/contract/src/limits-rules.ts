/**
 * The rules of limits and self-exclusion as plain values (no zod): the site imports these
 * without pulling the schema library into its chunks. The schemas are in `limits.ts`.
 */

export const LIMIT_FIELDS = [
  'max_daily_deposit',
  'max_weekly_deposit',
  'max_monthly_deposit',
  'max_daily_bet',
  'max_daily_loss',
  'max_daily_playing_time',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
export const DEPOSIT_LIMIT_FIELDS = [
  'max_daily_deposit',
  'max_weekly_deposit',
  'max_monthly_deposit',
] as const;
export const SELF_EXCLUSION_FIELD = 'self_exclusion';
export type StatisticField = LimitField | typeof SELF_EXCLUSION_FIELD;

/** Self-exclusion periods in days (spec section 5); `forever` is 2999-12-31. */
export const SELF_EXCLUSION_PERIODS = [1, 2, 3, 4, 5, 6, 7, 14, 30, 60, 90, 180, 360] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number] | 'forever';

export const LIMITS = {
  digitsMax: 10,
  /** An increase or removal activates this long after it is asked. */
  activationHours: 24,
  /** One increase of a field per this many days. */
  increaseEveryDays: 7,
  /** When an exclusion becomes final (revocation rules only; it protects at once). */
  temporaryExclusionFinalDays: 1,
  permanentExclusionFinalDays: 7,
  defaultExclusionReason: 'Requested by user',
  reasonMax: 500,
  /** What the site proposes for weekly and monthly when only daily is filled. */
  weeklyProposalFactor: 7,
  monthlyProposalFactor: 31,
  /** A wallet call more than this after the previous one adds only this to the playing time. */
  playTimeGapCapSeconds: 120,
} as const;

/** `message` of the 409 refusals, and 422 keys (the site translates them). */
export const LIMIT_ERRORS = {
  digitsOnly: 'limit_digits_only',
  tooManyDigits: 'limit_too_many_digits',
  depositOrder: 'deposit_limits_order',
  pendingRequestExists: 'pending_request_exists',
  requestsLocked: 'requests_locked',
  reasonRequired: 'reason_required',
  periodInvalid: 'self_exclusion_period_invalid',
  requestLocked: 'request_locked',
  requestNotPending: 'request_not_pending',
} as const;

/** The refusal codes of a bet for a limit (wallet, studio, `/wallet/v1`). */
export const LIMIT_REFUSALS = {
  dailyBet: 'daily_bet_limit',
  dailyLoss: 'daily_loss_limit',
  playingTime: 'daily_playing_time_limit',
  selfExcluded: 'self_excluded',
} as const;

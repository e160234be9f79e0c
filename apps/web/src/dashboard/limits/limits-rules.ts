import {
  DEPOSIT_LIMIT_FIELDS,
  LIMIT_ERRORS,
  LIMIT_FIELDS,
  LIMITS,
  SELF_EXCLUSION_PERIODS,
  type LimitField,
  type SelfExclusionPeriod,
} from '@croupier/contract/limits-rules';
import { PERMANENT_EXCLUSION_DATE } from '@croupier/contract/constants';

/**
 * The limits form's rules, as the platform applies them (contract `limits.ts`): what the player
 * typed is checked the same way, only changed fields are sent, and weekly and monthly deposit
 * limits are proposed from the daily one (DECISIONS section 2). The server decides in the end.
 */

export { LIMIT_FIELDS, type LimitField };
export type LimitValues = Record<LimitField, string>;
export type CurrentLimits = Record<LimitField, number | null>;
export type LimitErrors = Partial<Record<LimitField, string>>;
export type Direction = 'same' | 'first' | 'decrease' | 'increase' | 'removal';

/** The page's two groups: money that comes in, and play. */
export const DEPOSIT_FIELDS: readonly LimitField[] = DEPOSIT_LIMIT_FIELDS;
export const PLAY_FIELDS: readonly LimitField[] = [
  'max_daily_bet',
  'max_daily_loss',
  'max_daily_playing_time',
];

export const isMinutesField = (field: LimitField) => field === 'max_daily_playing_time';

/** A playing-time limit longer than a day means nothing: the platform refuses it. */
export const MAX_PLAYING_MINUTES = 24 * 60;
/** The platform's key for a value out of range (`ERROR_KEYS.invalid`). */
const FIELD_INVALID = 'field_invalid';

/** The input text of a current limit: '' when there is none. */
export function limitInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(Math.round(value));
}

/**
 * A typed limit checked like the server does: digits only, at most 10 ('' removes it); playing
 * time at most a day.
 */
export function limitError(text: string, field?: LimitField): string | null {
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return LIMIT_ERRORS.digitsOnly;
  if (text.length > LIMITS.digitsMax) return LIMIT_ERRORS.tooManyDigits;
  if (field && isMinutesField(field) && Number(text) > MAX_PLAYING_MINUTES) return FIELD_INVALID;
  return null;
}

/** A valid typed limit as a number (null: no limit). */
export function parseLimit(text: string): number | null {
  return text === '' || limitError(text) ? null : Number(text);
}

/** daily <= weekly <= monthly among the deposit limits that are set; the error on the later one. */
export function depositOrderErrors(values: LimitValues): LimitErrors {
  const errors: LimitErrors = {};
  let previous: number | null = null;
  for (const field of DEPOSIT_FIELDS) {
    const value = parseLimit(values[field]);
    if (value === null) continue;
    if (previous !== null && value < previous) errors[field] = LIMIT_ERRORS.depositOrder;
    else previous = value;
  }
  return errors;
}

/** Every field's first error (digits, then the deposit order). */
export function validateLimits(values: LimitValues): LimitErrors {
  const errors: LimitErrors = {};
  for (const field of LIMIT_FIELDS) {
    const error = limitError(values[field], field);
    if (error) errors[field] = error;
  }
  for (const [field, error] of Object.entries(depositOrderErrors(values))) {
    errors[field as LimitField] ??= error;
  }
  return errors;
}

/** How a new value changes the current one: at once (first, decrease) or in 24 hours. */
export function changeDirection(current: number | null, next: number | null): Direction {
  if (current === next) return 'same';
  if (next === null) return 'removal';
  if (current === null) return 'first';
  return next < current ? 'decrease' : 'increase';
}

export const appliesAtOnce = (direction: Direction) =>
  direction === 'first' || direction === 'decrease';

export interface LimitChange {
  field: LimitField;
  /** As sent: digits, or '' to remove the limit. */
  value: string;
  direction: Exclude<Direction, 'same'>;
}

/** The fields whose value differs from the current one (only these are sent). */
export function limitChanges(values: LimitValues, current: CurrentLimits): LimitChange[] {
  const changes: LimitChange[] = [];
  for (const field of LIMIT_FIELDS) {
    const next = parseLimit(values[field]);
    const direction = changeDirection(current[field] ?? null, next);
    if (direction !== 'same')
      changes.push({ field, value: next === null ? '' : String(next), direction });
  }
  return changes;
}

/** The `limits` body of `PUT me` for these changes. */
export function limitsBody(changes: readonly LimitChange[]): Partial<Record<LimitField, string>> {
  return Object.fromEntries(changes.map((c) => [c.field, c.value]));
}

/** A multiple of a typed daily limit, if it still fits in the allowed digits. */
function multiple(daily: string, factor: number): string {
  const value = parseLimit(daily);
  if (value === null || value === 0) return '';
  const text = String(value * factor);
  return text.length > LIMITS.digitsMax ? '' : text;
}

/** Which of weekly and monthly hold a proposal the player has not typed over. */
export interface Proposed {
  max_weekly_deposit: boolean;
  max_monthly_deposit: boolean;
}
export const NOTHING_PROPOSED: Proposed = { max_weekly_deposit: false, max_monthly_deposit: false };

const PROPOSALS = [
  ['max_weekly_deposit', LIMITS.weeklyProposalFactor],
  ['max_monthly_deposit', LIMITS.monthlyProposalFactor],
] as const;

/** The factor of a proposed limit: weekly 7 x daily, monthly 31 x daily. */
export const LIMITS_FACTORS: Partial<Record<LimitField, number>> = Object.fromEntries(PROPOSALS);

/**
 * After the daily deposit limit changed: a player who has no weekly (monthly) limit and has not
 * typed in that field gets 7 x (31 x) daily proposed, following the daily value; clearing the
 * daily limit takes the proposals back. `typed` are the fields the player wrote in (a proposal
 * never overwrites them, even emptied). Returns the fields to set and what is proposed now.
 */
export function proposeFromDaily(
  values: LimitValues,
  current: CurrentLimits,
  proposed: Proposed,
  typed: Partial<Record<LimitField, boolean>> = {},
): { set: Partial<LimitValues>; proposed: Proposed } {
  const set: Partial<LimitValues> = {};
  const next = { ...proposed };
  for (const [field, factor] of PROPOSALS) {
    const free =
      current[field] === null && !typed[field] && (values[field] === '' || proposed[field]);
    if (!free) continue;
    const value = multiple(values.max_daily_deposit, factor);
    if (value !== values[field]) set[field] = value;
    next[field] = value !== '';
  }
  return { set, proposed: next };
}

// ---------------------------------------------------------------- self-exclusion

export const EXCLUSION_CHOICES: readonly SelfExclusionPeriod[] = [
  ...SELF_EXCLUSION_PERIODS,
  'forever',
];

const DAY_MS = 86_400_000;

/** A stored end that means "for ever" (2999-12-31). */
export function isForeverDate(iso: string | null | undefined): boolean {
  return typeof iso === 'string' && iso.startsWith(PERMANENT_EXCLUSION_DATE);
}

/** When a period chosen now ends (null: never). */
export function exclusionEnd(period: SelfExclusionPeriod, now: Date): Date | null {
  return period === 'forever' ? null : new Date(now.getTime() + period * DAY_MS);
}

export interface CurrentExclusion {
  until: string | null;
  forever: boolean;
}

/** The exclusion in force now, if any: its end (null for ever). */
export function activeExclusion(
  current: CurrentExclusion,
  now: Date,
): { until: Date | null } | null {
  if (current.forever || isForeverDate(current.until)) return { until: null };
  if (!current.until) return null;
  const until = new Date(current.until);
  return until.getTime() > now.getTime() ? { until } : null;
}

/**
 * A period that ends before the exclusion in force is a shortening: it needs a typed reason and
 * becomes a request for staff to decide; the exclusion in force stays until then.
 */
export function isShortening(
  period: SelfExclusionPeriod,
  current: CurrentExclusion,
  now: Date,
): boolean {
  const active = activeExclusion(current, now);
  if (!active) return false;
  const end = exclusionEnd(period, now);
  if (active.until === null) return end !== null;
  return end !== null && end.getTime() < active.until.getTime();
}

/** The self-exclusion body of `PUT me`; an empty reason is the platform's default. */
export function selfExclusionBody(period: SelfExclusionPeriod, reason: string) {
  const trimmed = reason.trim();
  return {
    self_exclusion_period: period,
    status_reason: trimmed === '' ? LIMITS.defaultExclusionReason : trimmed,
  };
}

/** A shortening without a typed reason is refused before it is sent, as the server would. */
export function exclusionReasonError(
  period: SelfExclusionPeriod,
  reason: string,
  current: CurrentExclusion,
  now: Date,
): string | null {
  return isShortening(period, current, now) && reason.trim() === ''
    ? LIMIT_ERRORS.reasonRequired
    : null;
}

/**
 * Safer gambling (issue 14): the markers of harm the platform computes from a player's real rows
 * (ledger bets, payments, limit requests), each a stated rule with parameters a skin may override;
 * the queue of flagged players with the evidence of each flag; and the customer-interaction log
 * (MGA Player Protection Directive; UKGC customer-interaction guidance as the model practice).
 *
 * Times are UTC (DECISIONS: times are ISO 8601 in UTC; a skin has no time zone of its own), so
 * "night" is the UTC night. A marker is raised once per episode: after a marker of a rule, the
 * rule counts only rows newer than the newest row of that marker's evidence.
 */
import { z } from 'zod';
import { pageMeta, pageQuery, queryId, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

/** One parameter of a rule: its default and the bounds a skin's value must stay within. */
export interface SaferParam {
  default: number;
  min: number;
  max: number;
  /** What the number counts (shown next to the field in the console). */
  unit: string;
}

export interface SaferRule {
  /** Plain-English statement of the rule, with the parameters in `{braces}`. */
  statement: string;
  /** The rows it reads (the platform's own data, nothing else). */
  reads: string;
  params: Record<string, SaferParam>;
}

const p = (def: number, min: number, max: number, unit: string): SaferParam => ({
  default: def,
  min,
  max,
  unit,
});

export const SAFER_MARKERS = {
  loss_chasing: {
    statement:
      'At least {deposits} successful deposits within {hours} hours, each started within ' +
      '{minutes} minutes after a bet or win left the real-money balance under {bust_minor} ' +
      '(minor units) and no play raised it again before the deposit.',
    reads: 'ledger bets and wins (cash balance after each), authorized deposits',
    params: {
      deposits: p(3, 2, 50, 'deposits'),
      minutes: p(30, 1, 1440, 'minutes'),
      bust_minor: p(100, 1, 10_000_000, 'minor units'),
      hours: p(24, 1, 720, 'hours'),
    },
  },
  rising_deposit_frequency: {
    statement:
      'At least {min_deposits} successful deposits in the last 7 days, and at least {factor} ' +
      'times the weekly average of successful deposits in the 4 weeks before them.',
    reads: 'authorized deposits',
    params: {
      factor: p(2, 1, 20, 'times'),
      min_deposits: p(5, 1, 500, 'deposits'),
    },
  },
  reversed_withdrawals: {
    statement:
      'At least {count} withdrawals cancelled by the player (the money returned to the ' +
      'balance to play with) within {days} days.',
    reads: 'withdrawals reverted with cancelled_by = player',
    params: {
      count: p(2, 1, 100, 'withdrawals'),
      days: p(30, 1, 365, 'days'),
    },
  },
  long_session: {
    statement:
      'A play session lasting at least {hours} hours: bets within the last 24 hours, each ' +
      'less than {gap_minutes} minutes after the one before.',
    reads: 'ledger bets',
    params: {
      hours: p(3, 1, 23, 'hours'),
      gap_minutes: p(20, 1, 240, 'minutes'),
    },
  },
  night_play: {
    statement:
      'Bets between {from_hour}:00 and {to_hour}:00 UTC on at least {nights} different ' +
      'nights within the last 7 days.',
    reads: 'ledger bets',
    params: {
      from_hour: p(0, 0, 23, 'hour (UTC)'),
      to_hour: p(6, 1, 24, 'hour (UTC)'),
      nights: p(3, 1, 7, 'nights'),
    },
  },
  repeated_limit_increases: {
    statement:
      'At least {count} requests to raise or remove a deposit, loss, bet or playing-time ' +
      'limit within {days} days.',
    reads: 'limit requests with direction increase or removal',
    params: {
      count: p(2, 1, 100, 'requests'),
      days: p(30, 1, 365, 'days'),
    },
  },
  declined_deposits: {
    statement: 'At least {count} deposits declined within {hours} hours.',
    reads: 'deposits with status declined',
    params: {
      count: p(3, 1, 100, 'deposits'),
      hours: p(24, 1, 720, 'hours'),
    },
  },
} as const satisfies Record<string, SaferRule>;

export type SaferMarker = keyof typeof SAFER_MARKERS;
export const SAFER_MARKER_KEYS = Object.keys(SAFER_MARKERS) as [SaferMarker, ...SaferMarker[]];

/** The default parameters of a rule. */
export function defaultParams(marker: SaferMarker): Record<string, number> {
  const params = SAFER_MARKERS[marker].params as Record<string, SaferParam>;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v.default]));
}

/**
 * Checks a skin's parameters of a rule: every parameter of the rule, an integer within its
 * bounds, nothing else (night_play also needs from_hour < to_hour). Errors by field
 * (`params.<name>`), empty when valid.
 */
export function checkParams(marker: SaferMarker, params: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return { params: [ERROR_KEYS.invalid] };
  }
  const rule = SAFER_MARKERS[marker].params as Record<string, SaferParam>;
  const given = params as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!(key in rule)) errors[`params.${key}`] = [ERROR_KEYS.invalid];
  }
  for (const [key, spec] of Object.entries(rule)) {
    const v = given[key];
    if (v === undefined) errors[`params.${key}`] = [ERROR_KEYS.required];
    else if (typeof v !== 'number' || !Number.isInteger(v) || v < spec.min || v > spec.max) {
      errors[`params.${key}`] = [ERROR_KEYS.invalid];
    }
  }
  if (
    marker === 'night_play' &&
    Object.keys(errors).length === 0 &&
    (given.from_hour as number) >= (given.to_hour as number)
  ) {
    errors['params.to_hour'] = [ERROR_KEYS.invalid];
  }
  return errors;
}

export const SAFER_MARKER_STATUSES = ['open', 'reviewed', 'dismissed'] as const;
export type SaferMarkerStatus = (typeof SAFER_MARKER_STATUSES)[number];

export const INTERACTION_KINDS = [
  'contact_made',
  'limit_suggested',
  'account_restricted',
  'other',
] as const;
export const INTERACTION_CHANNELS = ['email', 'phone', 'chat', 'message', 'none'] as const;

const markerEnum = z.enum(SAFER_MARKER_KEYS, { error: ERROR_KEYS.invalid });
const note = safeString({ error: ERROR_KEYS.required })
  .trim()
  .min(1, { error: ERROR_KEYS.required })
  .max(2000, { error: ERROR_KEYS.invalid });

// ------------------------------------------------------------------------------------ requests

export const saferMarkersQuery = z.object({
  status: z.enum(SAFER_MARKER_STATUSES, { error: ERROR_KEYS.invalid }).optional(),
  marker: markerEnum.optional(),
  player_id: queryId.optional(),
  skin_id: queryId.optional(),
  ...pageQuery,
});

export const saferMarkerParams = z.object({ id: queryId });
export const saferPlayerParams = z.object({ id: queryId });
export const saferThresholdParams = z.object({ marker: markerEnum });
export const saferThresholdsQuery = z.object({ skin_id: queryId });

/** Staff review a marker: reviewed (acted on or found fine) or dismissed (false positive). */
export const reviewMarkerBody = z.object({
  status: z.enum(['reviewed', 'dismissed'], { error: ERROR_KEYS.invalid }),
  note: note.optional(),
});

export const interactionBody = z.object({
  kind: z.enum(INTERACTION_KINDS, { error: ERROR_KEYS.invalid }),
  channel: z.enum(INTERACTION_CHANNELS, { error: ERROR_KEYS.invalid }),
  note,
  /** The player's marker that led to it (marked reviewed). */
  marker_id: queryId.optional(),
});

/** A skin's setting of one rule; params checked per rule (checkParams). */
export const thresholdBody = z.object({
  skin_id: queryId,
  enabled: z.boolean({ error: ERROR_KEYS.invalid }),
  params: z.record(z.string().max(40), z.unknown()),
});

// ----------------------------------------------------------------------------------- responses

export const saferMarkerItem = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  nickname: z.string(),
  skin_id: z.number().int(),
  marker: z.string(),
  window_key: z.string(),
  status: z.enum(SAFER_MARKER_STATUSES),
  detected_at: z.string(),
  /** Seconds since detection. */
  age_seconds: z.number().int(),
  /** One line: the measured figure against its threshold. */
  summary: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
});
export type SaferMarkerItem = z.infer<typeof saferMarkerItem>;

export const saferMarkerListResponse = z.object({
  data: z.array(saferMarkerItem),
  meta: pageMeta.extend({
    /** Open markers by rule (all players, whatever the filters): the menu's badges. */
    open_by_marker: z.record(z.string(), z.number().int()),
  }),
});

export const saferSummaryResponse = z.object({
  data: z.object({
    open: z.number().int(),
    open_by_marker: z.record(z.string(), z.number().int()),
  }),
});

export const interactionItem = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  kind: z.string(),
  channel: z.string(),
  note: z.string(),
  marker_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type InteractionItem = z.infer<typeof interactionItem>;

export const interactionResponse = z.object({ data: interactionItem });
export const interactionListResponse = z.object({ data: z.array(interactionItem) });

export const playerSaferResponse = z.object({
  data: z.object({
    player_id: z.number().int(),
    markers: z.array(saferMarkerItem),
    interactions: z.array(interactionItem),
  }),
});

export const saferMarkerResponse = z.object({ data: saferMarkerItem });

export const thresholdItem = z.object({
  marker: z.string(),
  statement: z.string(),
  reads: z.string(),
  enabled: z.boolean(),
  params: z.record(z.string(), z.number()),
  defaults: z.record(z.string(), z.number()),
  /** Bounds of each parameter. */
  bounds: z.record(z.string(), z.object({ min: z.number(), max: z.number(), unit: z.string() })),
  /** False: the skin uses the defaults (no row). */
  overridden: z.boolean(),
  updated_at: z.string().nullable(),
});

export const thresholdListResponse = z.object({
  data: z.array(thresholdItem),
  meta: z.object({ skin_id: z.number().int() }),
});
export const thresholdResponse = z.object({ data: thresholdItem });

/**
 * A marker's evidence as something to read (pure, tested): the figures (measured against the
 * threshold, and the rule's extra sums), the parameters it ran with, and the rows behind it as a
 * table (nested objects flattened into `parent.child` columns). Never raw JSON.
 */
import type { SaferMarker } from '@croupier/contract/safer';

/** The rules of the platform (contract SAFER_MARKERS; the console bundle takes no zod). */
export const MARKERS = [
  'loss_chasing',
  'rising_deposit_frequency',
  'reversed_withdrawals',
  'long_session',
  'night_play',
  'repeated_limit_increases',
  'declined_deposits',
] as const satisfies readonly SaferMarker[];

export const INTERACTION_KINDS = [
  'contact_made',
  'limit_suggested',
  'account_restricted',
  'other',
] as const;
export const INTERACTION_CHANNELS = ['email', 'phone', 'chat', 'message', 'none'] as const;

export type Value = string | number | boolean | null;
export interface Figure {
  key: string;
  value: Value;
}
export interface EvidenceView {
  figures: Figure[];
  params: Figure[];
  columns: string[];
  rows: Record<string, Value>[];
}

const HIDDEN = new Set(['rows', 'params', 'last_id']);
const FIRST = ['measured', 'threshold', 'unit'];

const scalar = (v: unknown): Value =>
  v === null || v === undefined
    ? null
    : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? v
      : JSON.stringify(v);

/** Flattens one level of nesting: `{ a: { b: 1 } }` → `{ 'a.b': 1 }`. */
export function flatten(row: Record<string, unknown>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(row)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>)) {
        out[`${k}.${k2}`] = scalar(v2);
      }
    } else {
      out[k] = scalar(v);
    }
  }
  return out;
}

export function evidenceView(evidence: Record<string, unknown>): EvidenceView {
  const keys = Object.keys(evidence).filter((k) => !HIDDEN.has(k));
  keys.sort((a, b) => {
    const ia = FIRST.indexOf(a);
    const ib = FIRST.indexOf(b);
    return (ia < 0 ? FIRST.length : ia) - (ib < 0 ? FIRST.length : ib);
  });
  const figures = keys.map((key) => ({ key, value: scalar(evidence[key]) }));
  const rawParams = evidence.params;
  const params =
    rawParams && typeof rawParams === 'object' && !Array.isArray(rawParams)
      ? Object.entries(rawParams as Record<string, unknown>).map(([key, v]) => ({
          key,
          value: scalar(v),
        }))
      : [];
  const rawRows = Array.isArray(evidence.rows) ? evidence.rows : [];
  const rows = rawRows
    .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
    .map(flatten);
  const columns: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k);
  return { figures, params, columns, rows };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Whether a value is a timestamp (shown as a date and time). */
export const isTimestamp = (v: Value): v is string => typeof v === 'string' && ISO.test(v);

/** A column or figure key as words: `after_play.cash_after` → `After play: cash after`. */
export function humanize(key: string): string {
  const words = key.split('.').map((part) => part.replace(/_/g, ' '));
  const text = words.join(': ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The date range of a staff report: whole UTC days (DECISIONS: times are UTC), `from` and `to`
 * included, to >= from, at most REPORT_MAX_DAYS days; else 422 `field_invalid` on the field.
 */
import { REPORT_MAX_DAYS } from '@croupier/contract/staff-reports';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../../lib/errors.ts';
import { parseDay } from '../../reports/service.ts';

export const DAY_MS = 86_400_000;

export interface DayRange {
  /** The first instant of `from` and the first instant after `to`. */
  start: Date;
  end: Date;
  from: string;
  to: string;
  /** Every day of the range, YYYY-MM-DD. */
  days: string[];
}

export function dayRange(from: string, to: string): DayRange {
  const start = parseDay(from);
  const last = parseDay(to);
  const errors: Record<string, string[]> = {};
  if (!start) errors.from = [ERROR_KEYS.invalid];
  if (!last) errors.to = [ERROR_KEYS.invalid];
  if (start && last) {
    if (last.getTime() < start.getTime()) errors.to = [ERROR_KEYS.invalid];
    else if ((last.getTime() - start.getTime()) / DAY_MS + 1 > REPORT_MAX_DAYS) {
      errors.to = [ERROR_KEYS.invalid];
    }
  }
  if (!start || !last || Object.keys(errors).length > 0) {
    throw new HttpError(422, ERROR_MESSAGES.validation, errors);
  }
  const days: string[] = [];
  for (let d = start.getTime(); d <= last.getTime(); d += DAY_MS) {
    days.push(new Date(d).toISOString().slice(0, 10));
  }
  return { start, end: new Date(last.getTime() + DAY_MS), from, to, days };
}

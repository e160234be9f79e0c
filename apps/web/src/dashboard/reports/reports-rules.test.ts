import { describe, expect, it } from 'vitest';
import { defaultRange, rangeProblem, utcDay } from './reports-rules.ts';

// 00:30 in Prague is still the previous day in UTC: the rules use the UTC day.
const now = new Date('2026-03-10T23:30:00Z');

describe('report date rules', () => {
  it('starts with the last 7 UTC days up to today', () => {
    expect(defaultRange(now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(rangeProblem('2026-03-04', '2026-03-10', now)).toBeNull();
  });

  it('allows from up to yesterday and to up to today', () => {
    expect(utcDay(now, -1)).toBe('2026-03-09');
    expect(rangeProblem('2026-03-09', '2026-03-10', now)).toBeNull();
    expect(rangeProblem('2026-03-10', '2026-03-10', now)).toBe('from_max');
    expect(rangeProblem('2026-03-01', '2026-03-11', now)).toBe('to_max');
  });

  it('disables the search when from is after to', () => {
    expect(rangeProblem('2026-03-08', '2026-03-07', now)).toBe('order');
  });

  it('refuses empty or impossible dates and ranges over 366 days', () => {
    expect(rangeProblem('', '2026-03-10', now)).toBe('missing');
    expect(rangeProblem('2026-02-31x', '2026-03-10', now)).toBe('missing');
    expect(rangeProblem('2025-03-10', '2026-03-10', now)).toBeNull();
    expect(rangeProblem('2025-03-09', '2026-03-10', now)).toBe('too_long');
  });
});

import { describe, expect, it } from 'vitest';
import { fileNameOf, fromMinor, presetOf, presetRange, rangeError } from './dates.ts';

const now = new Date('2026-03-15T23:30:00Z');

describe('report date presets (whole UTC days, both ends included)', () => {
  it('counts the last 7 and 30 days back from today', () => {
    expect(presetRange('last_7_days', now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('last_30_days', now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });
  it('gives this month up to today and the whole last month', () => {
    expect(presetRange('this_month', now)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('last_month', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_month', new Date('2026-01-10T00:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
  it('uses the UTC day, not the local one', () => {
    expect(presetRange('last_7_days', new Date('2026-03-15T00:10:00+02:00')).to).toBe('2026-03-14');
  });
  it('recognises a preset range and a custom one', () => {
    expect(presetOf({ from: '2026-03-01', to: '2026-03-15' }, now)).toBe('this_month');
    expect(presetOf({ from: '2026-03-02', to: '2026-03-15' }, now)).toBeNull();
  });
});

describe('range checks (the server refuses the same)', () => {
  it('refuses missing or impossible days, reversed and too long ranges', () => {
    expect(rangeError({ from: '', to: '2026-01-01' })).toBe('invalid_day');
    expect(rangeError({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid_day');
    expect(rangeError({ from: '2026-03-02', to: '2026-03-01' })).toBe('to_before_from');
    expect(rangeError({ from: '2025-01-01', to: '2026-01-01' })).toBe(null); // 366 days
    expect(rangeError({ from: '2025-01-01', to: '2026-01-02' })).toBe('too_long');
    expect(rangeError({ from: '2026-03-01', to: '2026-03-01' })).toBe(null);
  });
});

describe('money and files', () => {
  it('turns minor units into amounts by the currency decimals', () => {
    expect(fromMinor(12345, 'EUR')).toBe(123.45);
    expect(fromMinor(500, 'JPY')).toBe(500);
  });
  it('reads the file name of a download', () => {
    expect(fileNameOf('attachment; filename="ggr-day-2026-01-01-2026-01-31.csv"', 'x')).toBe(
      'ggr-day-2026-01-01-2026-01-31.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''a%20b.xlsx", 'x')).toBe('a b.xlsx');
    expect(fileNameOf(null, 'fallback.csv')).toBe('fallback.csv');
  });
});

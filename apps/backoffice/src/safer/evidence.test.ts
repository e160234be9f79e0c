import { describe, expect, it } from 'vitest';
import { evidenceView, flatten, humanize, isTimestamp } from './evidence.ts';
import { paramErrors, statementWith } from './thresholds.tsx';

describe('marker evidence as a readable view', () => {
  const evidence = {
    params: { deposits: 3, minutes: 30 },
    measured: 4,
    threshold: 3,
    last_id: 99,
    total_deposited: 12000,
    rows: [
      {
        id: 7,
        amount: 3000,
        at: '2026-03-01T10:00:00.000Z',
        after_play: {
          ledger_id: 5,
          operation: 'bet',
          cash_after: 20,
          at: '2026-03-01T09:55:00.000Z',
        },
      },
      { id: 8, amount: 9000, at: '2026-03-01T11:00:00.000Z' },
    ],
  };
  it('puts the measured figure and threshold first, hides bookkeeping', () => {
    const v = evidenceView(evidence);
    expect(v.figures.map((f) => f.key)).toEqual(['measured', 'threshold', 'total_deposited']);
    expect(v.params).toEqual([
      { key: 'deposits', value: 3 },
      { key: 'minutes', value: 30 },
    ]);
  });
  it('turns the rows into a table with flattened columns', () => {
    const v = evidenceView(evidence);
    expect(v.columns).toEqual([
      'id',
      'amount',
      'at',
      'after_play.ledger_id',
      'after_play.operation',
      'after_play.cash_after',
      'after_play.at',
    ]);
    expect(v.rows[1]).toEqual({ id: 8, amount: 9000, at: '2026-03-01T11:00:00.000Z' });
  });
  it('copes with evidence without rows or params', () => {
    expect(evidenceView({ measured: 1, threshold: 2 })).toEqual({
      figures: [
        { key: 'measured', value: 1 },
        { key: 'threshold', value: 2 },
      ],
      params: [],
      columns: [],
      rows: [],
    });
  });
  it('flattens, names and recognises values', () => {
    expect(flatten({ a: { b: [1] }, c: null })).toEqual({ 'a.b': '[1]', c: null });
    expect(humanize('after_play.cash_after')).toBe('After play: cash after');
    expect(isTimestamp('2026-03-01T11:00:00.000Z')).toBe(true);
    expect(isTimestamp('2026-03-01')).toBe(false);
  });
});

describe('thresholds', () => {
  it('writes the statement with the figures', () => {
    expect(
      statementWith('At least {count} within {days} days ({x}).', { count: 2, days: 30 }),
    ).toBe('At least 2 within 30 days ({x}).');
  });
  it('checks the bounds and the night order', () => {
    const bounds = {
      from_hour: { min: 0, max: 23, unit: 'h' },
      to_hour: { min: 1, max: 24, unit: 'h' },
      nights: { min: 1, max: 7, unit: 'n' },
    };
    expect(paramErrors('night_play', { from_hour: 0, to_hour: 6, nights: 3 }, bounds)).toEqual({});
    expect(paramErrors('night_play', { from_hour: 6, to_hour: 6, nights: 3 }, bounds)).toEqual({
      to_hour: 'order',
    });
    expect(paramErrors('night_play', { from_hour: 0, to_hour: 6, nights: 8 }, bounds)).toEqual({
      nights: 'range',
    });
    expect(
      paramErrors('night_play', { from_hour: 0, to_hour: 6, nights: Number.NaN }, bounds),
    ).toEqual({ nights: 'range' });
  });
});

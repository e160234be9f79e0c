import { describe, expect, it } from 'vitest';
import { chartOf, currenciesOf, tableOf, tabsFor, type ReportData } from './model.ts';

const ggrRow = (key: string, currency: string, ggr: number) => ({
  key,
  label: key,
  currency,
  bets: ggr + 100,
  rollbacks: 0,
  wins: 100,
  ggr,
  bonus_bets: 0,
  bonus_wins: 0,
  bonus_cost: 10,
  ngr: ggr - 10,
  bets_count: 3,
  players: 1,
});
const ggr: ReportData = {
  tab: 'ggr',
  data: {
    from: '2026-01-01',
    to: '2026-01-03',
    group: 'day',
    rows: [
      ggrRow('2026-01-02', 'EUR', 500),
      ggrRow('2026-01-01', 'EUR', 200),
      ggrRow('2026-01-01', 'CZK', 9000),
    ],
    totals: [
      { ...ggrRow('', 'CZK', 9000), bonus_cost: 10, ngr: 8990 },
      { ...ggrRow('', 'EUR', 700), bonus_cost: 20, ngr: 680 },
    ],
  },
};

describe('report tabs by role (the server matrix)', () => {
  it('gives each role its reports', () => {
    expect(tabsFor('admin')).toEqual(['ggr', 'payments', 'bonus', 'players']);
    expect(tabsFor('finance')).toEqual(['ggr', 'payments', 'bonus', 'players']);
    expect(tabsFor('marketing')).toEqual(['bonus']);
    expect(tabsFor('compliance')).toEqual(['players']);
    expect(tabsFor('content')).toEqual([]);
  });
});

describe('report tables', () => {
  it('shows the day column for group=day and the totals per currency', () => {
    const t = tableOf(ggr);
    expect(t.columns[0]).toMatchObject({ key: 'key', kind: 'day' });
    expect(t.columns.map((c) => c.key)).toContain('ngr');
    expect(t.totals).toHaveLength(2);
  });
  it('puts the players totals in one row', () => {
    const t = tableOf({
      tab: 'players',
      data: {
        from: 'a',
        to: 'b',
        rows: [],
        totals: { registrations: 1, active_players: 2, depositors: 3, first_time_depositors: 1 },
      },
    });
    expect(t.totals).toEqual([
      { registrations: 1, active_players: 2, depositors: 3, first_time_depositors: 1 },
    ]);
  });
});

describe('report charts (one currency, never summed)', () => {
  it('lists the currencies', () => {
    expect(currenciesOf(ggr)).toEqual(['CZK', 'EUR']);
  });
  it('draws GGR and NGR per day in the chosen currency, days in order, in amounts', () => {
    const c = chartOf(ggr, 'EUR');
    expect(c).toMatchObject({
      kind: 'line',
      currency: 'EUR',
      labels: ['2026-01-01', '2026-01-02'],
    });
    expect(c?.series).toEqual([
      { key: 'ggr', values: [2, 5] },
      { key: 'ngr', values: [1.9, 4.9] },
    ]);
  });
  it('draws payments authorized by type', () => {
    const c = chartOf(
      {
        tab: 'payments',
        data: {
          from: 'a',
          to: 'b',
          group: 'day',
          rows: [
            {
              key: '2026-01-01',
              label: '',
              currency: 'EUR',
              type: 'deposit',
              status: 'authorized',
              count: 2,
              amount: 1000,
            },
            {
              key: '2026-01-01',
              label: '',
              currency: 'EUR',
              type: 'deposit',
              status: 'declined',
              count: 1,
              amount: 999,
            },
            {
              key: '2026-01-01',
              label: '',
              currency: 'EUR',
              type: 'withdrawal',
              status: 'authorized',
              count: 1,
              amount: 300,
            },
          ],
          totals: [],
        },
      },
      'EUR',
    );
    expect(c?.series).toEqual([
      { key: 'deposits', values: [10] },
      { key: 'withdrawals', values: [3] },
    ]);
  });
  it('has no chart without rows or for the currency grouping', () => {
    expect(chartOf(ggr, 'USD')).toBeNull();
    expect(
      chartOf({ ...ggr, data: { ...ggr.data, group: 'currency' } } as ReportData, 'EUR'),
    ).toBeNull();
  });
});

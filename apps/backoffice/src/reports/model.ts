/**
 * The reports' tables and charts as data (pure, tested): which columns each report shows, its
 * rows and totals, and the series of its chart for one currency (currencies are never summed).
 */
import type {
  BonusReportResponse,
  GgrReportResponse,
  PaymentsReportResponse,
  PlayersReportResponse,
} from '@croupier/contract/staff-reports';
import type { StaffRole } from '../shell/menu.ts';
import { fromMinor } from './dates.ts';

export const REPORT_TABS = ['ggr', 'payments', 'bonus', 'players'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** Who may read each report (apps/server/src/backoffice/reports/routes.ts). */
export const REPORT_ROLES: Record<ReportTab, readonly StaffRole[]> = {
  ggr: ['admin', 'finance'],
  payments: ['admin', 'finance'],
  bonus: ['admin', 'finance', 'marketing'],
  players: ['admin', 'finance', 'compliance'],
};
export const tabsFor = (role: StaffRole) =>
  REPORT_TABS.filter((t) => REPORT_ROLES[t].includes(role));

export const GROUPS: Partial<Record<ReportTab, readonly string[]>> = {
  ggr: ['day', 'game', 'provider', 'currency'],
  payments: ['day', 'method'],
};
/** Reports with a currency filter on the server. */
export const HAS_CURRENCY: Record<ReportTab, boolean> = {
  ggr: true,
  payments: true,
  bonus: false,
  players: false,
};

export type ReportData =
  | { tab: 'ggr'; data: GgrReportResponse['data'] }
  | { tab: 'payments'; data: PaymentsReportResponse['data'] }
  | { tab: 'bonus'; data: BonusReportResponse['data'] }
  | { tab: 'players'; data: PlayersReportResponse['data'] };

export type CellKind = 'text' | 'int' | 'money' | 'day';
export interface Column {
  key: string;
  /** i18n key under reports.col */
  header: string;
  kind: CellKind;
}
export type Row = Record<string, unknown>;

export interface ReportTable {
  columns: Column[];
  rows: Row[];
  totals: Row[];
}

const c = (key: string, kind: CellKind = 'text', header = key): Column => ({ key, header, kind });

export function tableOf(report: ReportData): ReportTable {
  switch (report.tab) {
    case 'ggr': {
      const g = report.data.group;
      const head =
        g === 'day'
          ? [c('key', 'day', 'day')]
          : g === 'currency'
            ? []
            : [c('label', 'text', g === 'game' ? 'game' : 'provider')];
      return {
        columns: [
          ...head,
          c('currency'),
          c('bets', 'money'),
          c('rollbacks', 'money'),
          c('wins', 'money'),
          c('ggr', 'money'),
          c('bonus_cost', 'money'),
          c('ngr', 'money'),
          c('bets_count', 'int'),
          c('players', 'int'),
        ],
        rows: report.data.rows,
        totals: report.data.totals,
      };
    }
    case 'payments': {
      const g = report.data.group;
      return {
        columns: [
          g === 'day' ? c('key', 'day', 'day') : c('label', 'text', 'method'),
          c('type', 'text'),
          c('status', 'text'),
          c('currency'),
          c('count', 'int'),
          c('amount', 'money'),
        ],
        rows: report.data.rows,
        totals: report.data.totals,
      };
    }
    case 'bonus':
      return {
        columns: [
          c('name', 'text', 'campaign'),
          c('kind', 'text'),
          c('currency'),
          c('granted', 'int'),
          c('bonus_granted', 'money'),
          c('converted_count', 'int'),
          c('converted', 'money'),
          c('removed', 'money'),
          c('cost', 'money'),
        ],
        rows: report.data.rows,
        totals: report.data.totals,
      };
    case 'players':
      return {
        columns: [
          c('day', 'day'),
          c('registrations', 'int'),
          c('active_players', 'int'),
          c('depositors', 'int'),
          c('first_time_depositors', 'int'),
        ],
        rows: report.data.rows,
        totals: [report.data.totals],
      };
  }
}

/** The currencies a report has figures in (the chart shows one at a time). */
export function currenciesOf(report: ReportData): string[] {
  if (report.tab === 'players') return [];
  const set = new Set<string>();
  for (const r of report.data.totals) set.add(r.currency);
  for (const r of report.data.rows) set.add(r.currency);
  return [...set].sort();
}

export interface ChartModel {
  kind: 'line' | 'bar';
  /** The series are money of `currency` (amounts, not minor units) or counts (null). */
  currency: string | null;
  labels: string[];
  series: { key: string; values: number[] }[];
}

const TOP = 12;

/** The chart of a report in one currency (null: nothing to draw). */
export function chartOf(report: ReportData, currency: string | null): ChartModel | null {
  const money = (minor: number | null) => (currency ? fromMinor(minor ?? 0, currency) : 0);
  switch (report.tab) {
    case 'ggr': {
      if (!currency || report.data.group === 'currency') return null;
      const rows = report.data.rows.filter((r) => r.currency === currency);
      if (!rows.length) return null;
      if (report.data.group === 'day') {
        const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key));
        return {
          kind: 'line',
          currency,
          labels: sorted.map((r) => r.key),
          series: [
            { key: 'ggr', values: sorted.map((r) => money(r.ggr)) },
            { key: 'ngr', values: sorted.map((r) => money(r.ngr)) },
          ],
        };
      }
      const top = [...rows].sort((a, b) => b.ggr - a.ggr).slice(0, TOP);
      return {
        kind: 'bar',
        currency,
        labels: top.map((r) => r.label),
        series: [{ key: 'ggr', values: top.map((r) => money(r.ggr)) }],
      };
    }
    case 'payments': {
      if (!currency) return null;
      const rows = report.data.rows.filter(
        (r) => r.currency === currency && r.status === 'authorized',
      );
      if (!rows.length) return null;
      const keys = [...new Set(rows.map((r) => (report.data.group === 'day' ? r.key : r.label)))];
      if (report.data.group === 'day') keys.sort();
      const sum = (type: 'deposit' | 'withdrawal') =>
        keys.map((k) =>
          money(
            rows
              .filter(
                (r) => r.type === type && (report.data.group === 'day' ? r.key : r.label) === k,
              )
              .reduce((s, r) => s + r.amount, 0),
          ),
        );
      return {
        kind: report.data.group === 'day' ? 'line' : 'bar',
        currency,
        labels: keys,
        series: [
          { key: 'deposits', values: sum('deposit') },
          { key: 'withdrawals', values: sum('withdrawal') },
        ],
      };
    }
    case 'bonus': {
      if (!currency) return null;
      const rows = report.data.rows
        .filter((r) => r.currency === currency)
        .sort((a, b) => b.cost - a.cost)
        .slice(0, TOP);
      if (!rows.length) return null;
      return {
        kind: 'bar',
        currency,
        labels: rows.map((r) => r.name),
        series: [
          { key: 'cost', values: rows.map((r) => money(r.cost)) },
          { key: 'bonus_granted', values: rows.map((r) => money(r.bonus_granted)) },
        ],
      };
    }
    case 'players': {
      const rows = report.data.rows;
      if (!rows.length) return null;
      return {
        kind: 'line',
        currency: null,
        labels: rows.map((r) => r.day),
        series: (
          ['registrations', 'active_players', 'depositors', 'first_time_depositors'] as const
        ).map((key) => ({ key, values: rows.map((r) => r[key]) })),
      };
    }
  }
}

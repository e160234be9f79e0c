import { TRANSACTION_TYPES } from '@croupier/contract/constants';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@croupier/contract/payment-rules';

/** The search's default: the last 30 days, today included (UTC). */
export const DEFAULT_RANGE_DAYS = 30;
export const PAGE_SIZE = 20;

/** The type filter's options: deposit and withdraw first, then the casino types (spec ids). */
export const TYPE_OPTIONS: readonly number[] = [
  TRANSACTION_TYPES.deposit,
  TRANSACTION_TYPES.withdraw,
  TRANSACTION_TYPES.bet,
  TRANSACTION_TYPES.win,
  TRANSACTION_TYPES.refund,
  TRANSACTION_TYPES.bonusBet,
  TRANSACTION_TYPES.bonusWin,
  TRANSACTION_TYPES.bonusAssigned,
  TRANSACTION_TYPES.adjustment,
  TRANSACTION_TYPES.bonusConverted,
  TRANSACTION_TYPES.bonusRemoved,
];
export const STATUS_OPTIONS: readonly TransactionStatus[] = TRANSACTION_STATUSES;

/** Payments have a status page: deposits and withdrawals. */
export const hasStatusPage = (typeId: number): boolean =>
  typeId === TRANSACTION_TYPES.deposit || typeId === TRANSACTION_TYPES.withdraw;

export interface Filters {
  from: string;
  to: string;
  /** '' = all types. */
  type: string;
  /** '' = all statuses. */
  status: string;
}

/** A UTC calendar date "YYYY-MM-DD". */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export function defaultFilters(now: Date = new Date()): Filters {
  const from = new Date(now.getTime() - DEFAULT_RANGE_DAYS * 86_400_000);
  return { from: isoDay(from), to: isoDay(now), type: '', status: '' };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both dates given, real days, and from ≤ to: else the search is disabled. */
export function isRangeValid(f: Pick<Filters, 'from' | 'to'>): boolean {
  if (!DAY.test(f.from) || !DAY.test(f.to)) return false;
  if (Number.isNaN(Date.parse(`${f.from}T00:00:00Z`))) return false;
  if (Number.isNaN(Date.parse(`${f.to}T00:00:00Z`))) return false;
  return f.from <= f.to;
}

/** The call's query for a search and a page. */
export function toQuery(f: Filters, page: number, perPage = PAGE_SIZE) {
  return {
    date_from: f.from,
    date_to: f.to,
    ...(f.type ? { type_id: Number(f.type) } : {}),
    ...(f.status ? { status: f.status as TransactionStatus } : {}),
    page,
    per_page: perPage,
  };
}

/** Deposits minus withdrawals, exact to the cent (decimals on the wire). */
export function netTotal(deposits: number, withdrawals: number): number {
  return (Math.round(deposits * 100) - Math.round(Math.abs(withdrawals) * 100)) / 100;
}

/**
 * Operator reports (`/staff/v1/reports/*`): GGR/NGR, payments, bonus, players. Ranges are whole
 * UTC days, `from` and `to` included (DECISIONS: times are UTC); to >= from and at most 366 days,
 * else 422 (`field_invalid` on from or to). Test accounts (players.is_test) are left out.
 *
 * Money is integer minor units with its currency code; currencies are never summed together:
 * every money row and every total is per currency (the currencies table has a single static rate,
 * not a dated rate history, so nothing is converted).
 *
 * `format=csv` answers text/csv (UTF-8, header row, attachment filename); `format=xlsx` an Excel
 * workbook; `json` (default) the envelope below.
 *
 * Roles: ggr and payments admin, finance; bonus admin, finance, marketing; players admin,
 * finance, compliance.
 */
import { z } from 'zod';
import { envelope, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

export const REPORT_MAX_DAYS = 366;
export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const day = safeString({ error: ERROR_KEYS.invalid }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: ERROR_KEYS.invalid,
});
const currencyCode = safeString({ error: ERROR_KEYS.invalid }).regex(/^[A-Z]{3}$/, {
  error: ERROR_KEYS.invalid,
});

const rangeQuery = {
  from: day,
  to: day,
  format: z.enum(REPORT_FORMATS, { error: ERROR_KEYS.invalid }).default('json'),
};

// ---------------------------------------------------------------- GGR / NGR

export const GGR_GROUPS = ['day', 'game', 'provider', 'currency'] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];

/** GET /staff/v1/reports/ggr?from&to&group&currency&format */
export const ggrReportQuery = z.object({
  ...rangeQuery,
  group: z.enum(GGR_GROUPS, { error: ERROR_KEYS.invalid }).default('day'),
  currency: currencyCode.optional(),
});
export type GgrReportQuery = z.input<typeof ggrReportQuery>;

/**
 * Definitions (ledger_transactions of non-test players, by the transaction's created_at):
 * - bets: cash staked by bets (authorized or later refunded; declined never count);
 * - rollbacks: cash given back by refunds (the bet's cash part);
 * - wins: cash paid by wins;
 * - ggr = bets − rollbacks − wins (real money only: bonus money is the operator's own);
 * - bonus_bets / bonus_wins: the bonus-money parts of the same bets (net of refunds) and wins,
 *   shown for information (free-spin wins are paid into the bonus balance, so they are here);
 * - bonus_cost: cash credited by bonus conversions (type 12: a completed bonus — deposit bonus,
 *   free-spin winnings, cashback — becoming cash); every bonus reaches cash only this way, so
 *   free-spin wins paid and cashback paid are counted when they convert, never twice;
 * - ngr = ggr − bonus_cost.
 * A conversion belongs to no game: with group=game or provider, bonus_cost and ngr are null in
 * the rows and given in the totals.
 */
export const ggrRow = z.object({
  /** day YYYY-MM-DD, game id, provider id, or currency code. */
  key: z.string(),
  /** The day, game name, provider name or currency code. */
  label: z.string(),
  currency: z.string(),
  bets: z.number().int(),
  rollbacks: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bonus_bets: z.number().int(),
  bonus_wins: z.number().int(),
  bonus_cost: z.number().int().nullable(),
  ngr: z.number().int().nullable(),
  /** Bet transactions (not refunded) and distinct players who bet. */
  bets_count: z.number().int(),
  players: z.number().int(),
});
export type GgrRow = z.infer<typeof ggrRow>;
export const ggrTotal = ggrRow
  .omit({ key: true, label: true })
  .extend({ bonus_cost: z.number().int(), ngr: z.number().int() });
export type GgrTotal = z.infer<typeof ggrTotal>;
export const ggrReportResponse = envelope(
  z.object({
    from: z.string(),
    to: z.string(),
    group: z.enum(GGR_GROUPS),
    rows: z.array(ggrRow),
    /** One per currency. */
    totals: z.array(ggrTotal),
  }),
);
export type GgrReportResponse = z.infer<typeof ggrReportResponse>;

// ---------------------------------------------------------------- payments

export const PAYMENT_REPORT_GROUPS = ['day', 'method'] as const;

/** GET /staff/v1/reports/payments?from&to&group&currency&format (by the payment's created_at) */
export const paymentsReportQuery = z.object({
  ...rangeQuery,
  group: z.enum(PAYMENT_REPORT_GROUPS, { error: ERROR_KEYS.invalid }).default('day'),
  currency: currencyCode.optional(),
});
export type PaymentsReportQuery = z.input<typeof paymentsReportQuery>;

export const paymentsReportRow = z.object({
  /** day YYYY-MM-DD or the method's code. */
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  /** initialized | pending | authorized | declined | reverted */
  status: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});
export type PaymentsReportRow = z.infer<typeof paymentsReportRow>;
export const paymentsReportTotal = paymentsReportRow.omit({ key: true, label: true });
export const paymentsReportResponse = envelope(
  z.object({
    from: z.string(),
    to: z.string(),
    group: z.enum(PAYMENT_REPORT_GROUPS),
    rows: z.array(paymentsReportRow),
    /** Per currency, type and status. */
    totals: z.array(paymentsReportTotal),
  }),
);
export type PaymentsReportResponse = z.infer<typeof paymentsReportResponse>;

// ---------------------------------------------------------------- bonus

/** GET /staff/v1/reports/bonus?from&to&format */
export const bonusReportQuery = z.object({ ...rangeQuery });
export type BonusReportQuery = z.input<typeof bonusReportQuery>;

/**
 * Per campaign and currency: `granted` player campaigns created in the range; from the ledger in
 * the range: `bonus_granted` bonus money credited (type 10), `converted_count`/`converted` cash
 * from conversions (type 12), `removed_count`/`removed` bonus money taken back (type 13);
 * `cost` = converted (what the bonus cost in cash).
 */
export const bonusReportRow = z.object({
  campaign_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  currency: z.string(),
  granted: z.number().int(),
  bonus_granted: z.number().int(),
  converted_count: z.number().int(),
  converted: z.number().int(),
  removed_count: z.number().int(),
  removed: z.number().int(),
  cost: z.number().int(),
});
export type BonusReportRow = z.infer<typeof bonusReportRow>;
export const bonusReportTotal = bonusReportRow.omit({
  campaign_id: true,
  code: true,
  name: true,
  kind: true,
});
export const bonusReportResponse = envelope(
  z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(bonusReportRow),
    totals: z.array(bonusReportTotal),
  }),
);
export type BonusReportResponse = z.infer<typeof bonusReportResponse>;

// ---------------------------------------------------------------- players

/** GET /staff/v1/reports/players?from&to&group=day&format */
export const playersReportQuery = z.object({
  ...rangeQuery,
  group: z.enum(['day'], { error: ERROR_KEYS.invalid }).default('day'),
});
export type PlayersReportQuery = z.input<typeof playersReportQuery>;

/**
 * Per UTC day (every day of the range, zeros included): `registrations` players created;
 * `active_players` players with at least one bet (authorized or later refunded); `depositors`
 * players with an authorized deposit created that day; `first_time_depositors` those whose first
 * authorized deposit ever is that day.
 */
export const playersReportRow = z.object({
  day: z.string(),
  registrations: z.number().int(),
  active_players: z.number().int(),
  depositors: z.number().int(),
  first_time_depositors: z.number().int(),
});
export type PlayersReportRow = z.infer<typeof playersReportRow>;
export const playersReportResponse = envelope(
  z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(playersReportRow),
    /** Sums, except active_players and depositors: distinct players over the whole range. */
    totals: playersReportRow.omit({ day: true }),
  }),
);
export type PlayersReportResponse = z.infer<typeof playersReportResponse>;

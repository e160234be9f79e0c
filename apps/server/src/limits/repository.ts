/** Data access of limits and self-exclusion: requests, the player's limit columns, day totals. */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { LimitField } from '@croupier/contract/limits';
import type { Executor } from '../db/client.ts';
import { currencies, players } from '../db/schema.ts';
import { limitRequests } from './schema.ts';

export type LimitRequestRow = typeof limitRequests.$inferSelect;
export type NewLimitRequest = typeof limitRequests.$inferInsert;

/** The player's columns of each limit field. */
export const LIMIT_COLUMNS = {
  max_daily_deposit: 'maxDailyDeposit',
  max_weekly_deposit: 'maxWeeklyDeposit',
  max_monthly_deposit: 'maxMonthlyDeposit',
  max_daily_bet: 'maxDailyBet',
  max_daily_loss: 'maxDailyLoss',
  max_daily_playing_time: 'maxDailyPlayingTime',
} as const satisfies Record<LimitField, keyof typeof players.$inferSelect>;

export interface LimitsRow {
  id: number;
  currencyId: number;
  currency: string;
  symbol: string;
  minorUnits: number;
  isPep: boolean;
  isUbo: boolean;
  statusExpiresAt: Date | null;
  statusReason: string | null;
  /** Minor units (minutes for playing time); null: no limit. */
  values: Record<LimitField, number | null>;
}

const num = (v: bigint | number | null) => (v === null ? null : Number(v));

/**
 * The player's limits and exclusion. With `lock`, the player's wallet row is locked first (the
 * wallet functions take the same lock before they read the limits), so a change committed here
 * applies to every bet that starts after it.
 */
export async function findLimits(
  db: Executor,
  playerId: number,
  opts: { lock?: boolean } = {},
): Promise<LimitsRow | null> {
  if (opts.lock) {
    await db.execute(
      sql`select 1 from wallet_lock(${playerId}::int, (select currency_id from players where id = ${playerId}))`,
    );
  }
  const [row] = await db
    .select({
      id: players.id,
      currencyId: players.currencyId,
      currency: currencies.code,
      symbol: currencies.symbol,
      minorUnits: currencies.minorUnits,
      isPep: players.isPep,
      isUbo: players.isUbo,
      statusExpiresAt: players.statusExpiresAt,
      statusReason: players.statusReason,
      maxDailyDeposit: players.maxDailyDeposit,
      maxWeeklyDeposit: players.maxWeeklyDeposit,
      maxMonthlyDeposit: players.maxMonthlyDeposit,
      maxDailyBet: players.maxDailyBet,
      maxDailyLoss: players.maxDailyLoss,
      maxDailyPlayingTime: players.maxDailyPlayingTime,
    })
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    currencyId: row.currencyId,
    currency: row.currency,
    symbol: row.symbol,
    minorUnits: row.minorUnits,
    isPep: row.isPep,
    isUbo: row.isUbo,
    statusExpiresAt: row.statusExpiresAt,
    statusReason: row.statusReason,
    values: {
      max_daily_deposit: num(row.maxDailyDeposit),
      max_weekly_deposit: num(row.maxWeeklyDeposit),
      max_monthly_deposit: num(row.maxMonthlyDeposit),
      max_daily_bet: num(row.maxDailyBet),
      max_daily_loss: num(row.maxDailyLoss),
      max_daily_playing_time: num(row.maxDailyPlayingTime),
    },
  };
}

/** Sets one limit column of the player (minor units, minutes for playing time; null removes). */
export async function setLimit(
  db: Executor,
  playerId: number,
  field: LimitField,
  value: number | null,
  at: Date,
) {
  const column = LIMIT_COLUMNS[field];
  const v =
    field === 'max_daily_playing_time' ? value : value === null ? null : BigInt(Math.trunc(value));
  await db
    .update(players)
    .set({ [column]: v, updatedAt: at })
    .where(eq(players.id, playerId));
}

/** Sets the exclusion's end and reason; an exclusion also ends marketing e-mails. */
export async function setExclusion(
  db: Executor,
  playerId: number,
  until: Date,
  reason: string,
  at: Date,
) {
  const excluding = until.getTime() > at.getTime();
  await db
    .update(players)
    .set({
      statusExpiresAt: until,
      statusReason: reason,
      ...(excluding ? { newsletter: false } : {}),
      updatedAt: at,
    })
    .where(eq(players.id, playerId));
}

export async function insertRequest(db: Executor, row: NewLimitRequest) {
  const [created] = await db.insert(limitRequests).values(row).returning();
  if (!created) throw new Error('limit request not inserted');
  return created;
}

export async function findRequest(db: Executor, id: number) {
  const [row] = await db.select().from(limitRequests).where(eq(limitRequests.id, id)).limit(1);
  return row ?? null;
}

/** The player's requests, newest first; `fields` and `statuses` narrow them. */
export async function listRequests(
  db: Executor,
  playerId: number,
  opts: { fields?: string[]; statuses?: LimitRequestRow['status'][]; limit?: number } = {},
) {
  return db
    .select()
    .from(limitRequests)
    .where(
      and(
        eq(limitRequests.playerId, playerId),
        opts.fields ? inArray(limitRequests.field, opts.fields) : undefined,
        opts.statuses ? inArray(limitRequests.status, opts.statuses) : undefined,
      ),
    )
    .orderBy(desc(limitRequests.createdAt), desc(limitRequests.id))
    .limit(opts.limit ?? 50);
}

/** Requests of every player (staff), newest first, with the minor units of each player's currency. */
export async function listAllRequests(
  db: Executor,
  opts: { status?: LimitRequestRow['status']; type?: LimitRequestRow['type'] },
) {
  return db
    .select({ request: limitRequests, minorUnits: currencies.minorUnits })
    .from(limitRequests)
    .innerJoin(players, eq(players.id, limitRequests.playerId))
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(
      and(
        opts.status ? eq(limitRequests.status, opts.status) : undefined,
        opts.type ? eq(limitRequests.type, opts.type) : undefined,
      ),
    )
    .orderBy(desc(limitRequests.createdAt), desc(limitRequests.id))
    .limit(200);
}

/**
 * Moves a request out of `pending` (activated, deleted, rejected) if it still is: the
 * conditional update makes every decision happen once, whoever (job, reader, staff) gets there
 * first.
 */
export async function decide(
  db: Executor,
  id: number,
  status: 'activated' | 'deleted' | 'rejected',
  at: Date,
  by: { staffId?: number | null; note?: string | null } = {},
): Promise<LimitRequestRow | null> {
  const [row] = await db
    .update(limitRequests)
    .set({
      status,
      decidedAt: at,
      decidedBy: by.staffId ?? null,
      decisionNote: by.note ?? null,
    })
    .where(and(eq(limitRequests.id, id), eq(limitRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Pending limit requests whose time has come (a player's, or everybody's). */
export async function dueLimitRequests(db: Executor, at: Date, playerId?: number) {
  return db
    .select()
    .from(limitRequests)
    .where(
      and(
        eq(limitRequests.status, 'pending'),
        eq(limitRequests.type, 'limit'),
        lte(limitRequests.activatedAt, at),
        playerId === undefined ? undefined : eq(limitRequests.playerId, playerId),
      ),
    )
    .orderBy(limitRequests.activatedAt)
    .limit(500);
}

/** Today's totals of a player (the database's UTC day, as the wallet functions count it). */
export async function todayTotals(db: Executor, playerId: number) {
  const result = await db.execute(
    sql`select wallet_today()::text as day, d.stakes::text as stakes, d.wins::text as wins,
          d.play_seconds as play_seconds
        from (select 1) one
        left join player_day_totals d on d.player_id = ${playerId} and d.day = wallet_today()`,
  );
  const row = (
    result as unknown as {
      rows: {
        day: string;
        stakes: string | null;
        wins: string | null;
        play_seconds: number | null;
      }[];
    }
  ).rows[0];
  return {
    day: row?.day ?? '',
    stakes: Number(row?.stakes ?? 0),
    wins: Number(row?.wins ?? 0),
    playSeconds: Number(row?.play_seconds ?? 0),
  };
}

/** Today's authorised deposits (UTC day), minor units. */
export async function depositsToday(db: Executor, playerId: number): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(amount), 0)::text as s from ledger_transactions
        where player_id = ${playerId} and operation = 'deposit' and status = 'authorized'
          and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`,
  );
  return Number((result as unknown as { rows: { s: string }[] }).rows[0]?.s ?? 0);
}

export interface Allowance {
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
}

/**
 * The deposits the player may still make now (minor units; null: no limit) by the daily, weekly
 * and monthly limits and the PEP/UBO cap (`pepCap`, minor units). Call it inside the deposit's
 * database transaction after locking the wallet (`findLimits(tx, id, { lock: true })`), so two
 * deposits cannot both pass a limit only one fits.
 */
export async function depositAllowance(
  db: Executor,
  playerId: number,
  pepCap: number,
): Promise<Allowance> {
  const result = await db.execute(
    sql`select daily::text, weekly::text, monthly::text
        from deposit_allowance(${playerId}::int, ${pepCap}::bigint)`,
  );
  const row = (result as unknown as { rows: Record<string, string | null>[] }).rows[0];
  const n = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return { daily: n(row?.daily), weekly: n(row?.weekly), monthly: n(row?.monthly) };
}

/** Why a real game may not start now (self-excluded, playing time used up), or null. */
export async function playRefusal(db: Executor, playerId: number): Promise<string | null> {
  const result = await db.execute(sql`select player_bet_refusal(${playerId}::int, 0) as r`);
  return (result as unknown as { rows: { r: string | null }[] }).rows[0]?.r ?? null;
}

/** Counts activity in a real game as playing time (a frame call that moves no money). */
export async function touchPlayTime(db: Executor, playerId: number): Promise<void> {
  await db.execute(sql`select player_play_touch(${playerId}::int)`);
}

/** Transaction-scoped advisory lock of the activation job: one process runs it at a time. */
export async function tryJobLock(db: Executor, key: number): Promise<boolean> {
  const result = await db.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

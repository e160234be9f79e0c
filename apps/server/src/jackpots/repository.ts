/**
 * Data access of the jackpots. The money moves in `sql/jackpots.sql` (inside wallet_debit); this
 * file reads pots, drops and cycles, and creates jackpots (the seed, tests).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { currencies, games } from '../db/schema.ts';
import { jackpotCycles, jackpotGames, jackpots } from './schema.ts';

/**
 * The share of a game's stakes its active jackpots take, in basis points (the largest over the
 * currencies: a jackpot is per currency), 0 without one: what the jackpots add to the game's RTP.
 * A correlated SQL expression over `games.id` for the catalog's listings.
 */
export const jackpotShareBp = sql<number>`coalesce((select max(share.bp) from (
    select sum(${jackpots.rateBp}) as bp from ${jackpotGames}
    join ${jackpots} on ${jackpots.id} = ${jackpotGames.jackpotId}
    where ${jackpotGames.gameId} = ${games.id} and ${jackpots.status} = 'active'
    group by ${jackpots.currencyId}) share), 0)::int`;

export interface PotRow {
  id: number;
  slug: string;
  name: string;
  currency: string;
  rateBp: number;
  seed: number;
  mustDropBy: number;
  cycle: number;
  amount: number;
  commitment: string;
}

/** Every active jackpot with its open cycle's pot. */
export async function pots(db: Executor): Promise<PotRow[]> {
  const rows = await db
    .select({
      id: jackpots.id,
      slug: jackpots.slug,
      name: jackpots.name,
      currency: currencies.code,
      rateBp: jackpots.rateBp,
      seed: jackpotCycles.seed,
      mustDropBy: jackpots.mustDropBy,
      cycle: jackpotCycles.number,
      contributions: jackpotCycles.contributions,
      commitment: jackpotCycles.commitment,
    })
    .from(jackpots)
    .innerJoin(currencies, eq(currencies.id, jackpots.currencyId))
    .innerJoin(
      jackpotCycles,
      and(eq(jackpotCycles.jackpotId, jackpots.id), eq(jackpotCycles.status, 'open')),
    )
    .where(eq(jackpots.status, 'active'))
    .orderBy(jackpots.id);
  return rows.map(({ contributions, ...r }) => ({
    ...r,
    seed: Number(r.seed),
    mustDropBy: Number(r.mustDropBy),
    amount: Number(r.seed) + Number(contributions),
  }));
}

/** game ids by jackpot id. */
export async function gamesByJackpot(db: Executor, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ jackpotId: jackpotGames.jackpotId, gameId: jackpotGames.gameId })
    .from(jackpotGames)
    .where(inArray(jackpotGames.jackpotId, ids))
    .orderBy(jackpotGames.jackpotId, jackpotGames.gameId);
  for (const r of rows) map.set(r.jackpotId, [...(map.get(r.jackpotId) ?? []), r.gameId]);
  return map;
}

export interface DropRow {
  cycleId: number;
  jackpotId: number;
  name: string;
  currency: string;
  cycle: number;
  amount: number;
  droppedAt: Date;
  dropAt: number;
  salt: string;
  commitment: string;
  winnerPlayerId: number | null;
  roundId: string | null;
  gameId: number | null;
}

const dropColumns = {
  cycleId: jackpotCycles.id,
  jackpotId: jackpotCycles.jackpotId,
  name: jackpots.name,
  currency: currencies.code,
  cycle: jackpotCycles.number,
  amount: jackpotCycles.payout,
  droppedAt: jackpotCycles.droppedAt,
  dropAt: jackpotCycles.dropAt,
  salt: jackpotCycles.salt,
  commitment: jackpotCycles.commitment,
  winnerPlayerId: jackpotCycles.winnerPlayerId,
  roundId: jackpotCycles.roundId,
  gameId: jackpotCycles.gameId,
};

const toDrop = (r: {
  [K in keyof typeof dropColumns]: unknown;
}): DropRow => ({
  cycleId: Number(r.cycleId),
  jackpotId: Number(r.jackpotId),
  name: String(r.name),
  currency: String(r.currency),
  cycle: Number(r.cycle),
  amount: Number(r.amount),
  droppedAt: r.droppedAt as Date,
  dropAt: Number(r.dropAt),
  salt: String(r.salt),
  commitment: String(r.commitment),
  winnerPlayerId: r.winnerPlayerId === null ? null : Number(r.winnerPlayerId),
  roundId: (r.roundId as string | null) ?? null,
  gameId: r.gameId === null ? null : Number(r.gameId),
});

/** The latest drop of each jackpot. */
export async function lastDrops(db: Executor): Promise<Map<number, DropRow>> {
  const rows = await db
    .selectDistinctOn([jackpotCycles.jackpotId], dropColumns)
    .from(jackpotCycles)
    .innerJoin(jackpots, eq(jackpots.id, jackpotCycles.jackpotId))
    .innerJoin(currencies, eq(currencies.id, jackpots.currencyId))
    .where(eq(jackpotCycles.status, 'dropped'))
    .orderBy(jackpotCycles.jackpotId, desc(jackpotCycles.number));
  return new Map(rows.map((r) => [Number(r.jackpotId), toDrop(r)]));
}

/**
 * Where a ticker has read the drops up to: the last drop it saw, in drop order (the time it
 * dropped, to the millisecond, then the cycle's id). Not the cycle's id alone: cycles of several
 * jackpots open in one order and drop in another, and a cycle open when a node starts drops later.
 */
export interface DropMark {
  at: Date;
  cycleId: number;
}

/** The cycle's drop time as JavaScript holds it (milliseconds), so a mark compares exactly. */
const droppedAtMs = sql`date_trunc('milliseconds', ${jackpotCycles.droppedAt})`;

/** Drops after the mark, in drop order (at most 100 a call). */
export async function dropsAfter(db: Executor, mark: DropMark): Promise<DropRow[]> {
  const rows = await db
    .select(dropColumns)
    .from(jackpotCycles)
    .innerJoin(jackpots, eq(jackpots.id, jackpotCycles.jackpotId))
    .innerJoin(currencies, eq(currencies.id, jackpots.currencyId))
    .where(
      and(
        eq(jackpotCycles.status, 'dropped'),
        sql`(${droppedAtMs}, ${jackpotCycles.id}) > (${mark.at.toISOString()}::timestamptz, ${mark.cycleId})`,
      ),
    )
    .orderBy(droppedAtMs, jackpotCycles.id)
    .limit(100);
  return rows.map(toDrop);
}

/** The newest drop now (a fresh ticker announces only drops after it). */
export async function latestDropMark(db: Executor): Promise<DropMark> {
  const [row] = await db
    .select({ at: jackpotCycles.droppedAt, cycleId: jackpotCycles.id })
    .from(jackpotCycles)
    .where(eq(jackpotCycles.status, 'dropped'))
    .orderBy(desc(droppedAtMs), desc(jackpotCycles.id))
    .limit(1);
  return row?.at ? { at: row.at, cycleId: Number(row.cycleId) } : { at: new Date(0), cycleId: 0 };
}

export interface NewJackpot {
  slug: string;
  name: string;
  groupName: string;
  currencyId: number;
  rateBp: number;
  seedAmount: number;
  mustDropBy: number;
  gameIds: number[];
}

/** A jackpot, its games and its first cycle (drop point drawn and committed). */
export async function createJackpot(db: Executor, j: NewJackpot): Promise<number> {
  const [row] = await db
    .insert(jackpots)
    .values({
      slug: j.slug,
      name: j.name,
      groupName: j.groupName,
      currencyId: j.currencyId,
      rateBp: j.rateBp,
      seedAmount: j.seedAmount,
      mustDropBy: j.mustDropBy,
    })
    .returning({ id: jackpots.id });
  const id = row!.id;
  if (j.gameIds.length > 0) {
    await db.insert(jackpotGames).values(j.gameIds.map((gameId) => ({ jackpotId: id, gameId })));
  }
  await db.execute(sql`select jackpot_ensure_cycle(${id}::int)`);
  return id;
}

/** Staff: every jackpot with its newest cycles. */
export async function staffList(db: Executor) {
  const rows = await db
    .select({
      id: jackpots.id,
      slug: jackpots.slug,
      name: jackpots.name,
      groupName: jackpots.groupName,
      currency: currencies.code,
      rateBp: jackpots.rateBp,
      seed: jackpots.seedAmount,
      mustDropBy: jackpots.mustDropBy,
      status: jackpots.status,
    })
    .from(jackpots)
    .innerJoin(currencies, eq(currencies.id, jackpots.currencyId))
    .orderBy(jackpots.id);
  const games = await gamesByJackpot(
    db,
    rows.map((r) => r.id),
  );
  const cycles = rows.length
    ? await db
        .select()
        .from(jackpotCycles)
        .where(
          and(
            inArray(
              jackpotCycles.jackpotId,
              rows.map((r) => r.id),
            ),
            sql`${jackpotCycles.number} > (select max(c2.number) - 20 from jackpot_cycles c2
              where c2.jackpot_id = ${jackpotCycles.jackpotId})`,
          ),
        )
        .orderBy(jackpotCycles.jackpotId, desc(jackpotCycles.number))
    : [];
  return rows.map((r) => ({
    ...r,
    seed: Number(r.seed),
    mustDropBy: Number(r.mustDropBy),
    gameIds: games.get(r.id) ?? [],
    cycles: cycles.filter((c) => c.jackpotId === r.id),
  }));
}

export async function currencyId(db: Executor, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row?.id ?? null;
}

/** How many of the ids are games. */
export async function existingGames(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: games.id }).from(games).where(inArray(games.id, ids));
  return rows.length;
}

export async function slugTaken(db: Executor, slug: string, currency: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jackpots.id })
    .from(jackpots)
    .where(and(eq(jackpots.slug, slug), eq(jackpots.currencyId, currency)));
  return row !== undefined;
}

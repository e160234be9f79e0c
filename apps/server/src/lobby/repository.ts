/** The lobby's SQL: a player's favourite and recently played games, the games' round counts. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { favouriteGames, gameStats, games, playerRecentGames, providers } from '../db/schema.ts';
import { listColumns, popularGameIds, type GameListRow } from '../casino/repository.ts';

/** Namespace of the per-player advisory lock that keeps the favourites' count exact. */
const FAVOURITES_LOCK = 0x4641_5653; // "FAVS"
/** Advisory lock of the round-count job: one recount at a time across processes. */
export const GAME_STATS_LOCK = 0x4753_5441; // "GSTA"

/** Both drivers answer `execute` with `{ rows }`. */
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const playable = and(eq(games.isEnabled, true), eq(providers.isEnabled, true));

/** Whether the game exists and may be played (it and its provider enabled). */
export async function isPlayableGame(db: Executor, gameId: number): Promise<boolean> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(games.id, gameId), playable));
  return rows.length > 0;
}

/** The player's favourites of playable games, newest first. */
export async function listFavourites(
  db: Executor,
  playerId: number,
  limit: number,
  now: Date,
): Promise<GameListRow[]> {
  return db
    .select(listColumns(now))
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(favouriteGames.playerId, playerId), playable))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
    .limit(limit);
}

/**
 * Adds a favourite unless the player already keeps `max` (under a per-player lock, so two
 * concurrent adds cannot pass the limit together). `exists`: it was a favourite already.
 */
export async function addFavourite(
  db: Executor,
  input: { playerId: number; gameId: number; max: number; now: Date },
): Promise<'added' | 'exists' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAVOURITES_LOCK}, ${input.playerId})`);
    const mine = eq(favouriteGames.playerId, input.playerId);
    const [already] = await tx
      .select({ id: favouriteGames.gameId })
      .from(favouriteGames)
      .where(and(mine, eq(favouriteGames.gameId, input.gameId)));
    if (already) return 'exists';
    const [kept] = await tx.select({ n: count() }).from(favouriteGames).where(mine);
    if (Number(kept?.n ?? 0) >= input.max) return 'full';
    await tx
      .insert(favouriteGames)
      .values({ playerId: input.playerId, gameId: input.gameId, createdAt: input.now })
      .onConflictDoNothing();
    return 'added';
  });
}

export async function removeFavourite(db: Executor, playerId: number, gameId: number) {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)));
}

/** The player's recently played playable games, last first. */
export async function listRecent(
  db: Executor,
  playerId: number,
  limit: number,
  now: Date,
): Promise<(GameListRow & { lastPlayedAt: Date; mode: string })[]> {
  return db
    .select({
      ...listColumns(now),
      lastPlayedAt: playerRecentGames.lastPlayedAt,
      mode: playerRecentGames.mode,
    })
    .from(playerRecentGames)
    .innerJoin(games, eq(games.id, playerRecentGames.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(playerRecentGames.playerId, playerId), playable))
    .orderBy(desc(playerRecentGames.lastPlayedAt), desc(playerRecentGames.gameId))
    .limit(limit);
}

/** Records a launch (the game moves to the front) and forgets all but the `keep` latest. */
export async function recordRecent(
  db: Executor,
  input: { playerId: number; gameId: number; mode: 'real' | 'demo'; at: Date; keep: number },
): Promise<void> {
  await db
    .insert(playerRecentGames)
    .values({
      playerId: input.playerId,
      gameId: input.gameId,
      lastPlayedAt: input.at,
      mode: input.mode,
    })
    .onConflictDoUpdate({
      target: [playerRecentGames.playerId, playerRecentGames.gameId],
      set: { lastPlayedAt: input.at, mode: input.mode },
    });
  await db.execute(sql`delete from ${playerRecentGames}
    where player_id = ${input.playerId} and game_id not in (
      select game_id from ${playerRecentGames} where player_id = ${input.playerId}
      order by last_played_at desc, game_id desc limit ${input.keep})`);
}

/** The popular games now, sorted (the listings' rule). */
export async function popularIds(db: Executor): Promise<number[]> {
  const found = await rows<{ game_id: number }>(db, sql`select game_id from ${popularGameIds} p`);
  return found.map((r) => Number(r.game_id)).sort((a, b) => a - b);
}

/**
 * Recounts game_stats from the real-money rounds of the last `windowMs` on the database's clock
 * (the ledger's created_at is written on it): authorized bets in the ledger,
 * rounds as distinct (provider, round) per game (a bet without a round is a round of its own),
 * and distinct players. Writes only rows whose counts changed; games without rounds since drop to
 * zero. Reads the ledger by its created_at index, so the cost follows a week's bets, not the
 * ledger's size. Answers how many rows changed.
 */
export async function recountGameStats(db: Executor, windowMs: number): Promise<number> {
  const changed = await rows(
    db,
    sql`with counts as (
      select game_id,
        count(distinct provider || ':' || coalesce('r:' || round_id, 't:' || external_id))::int as rounds,
        count(distinct player_id)::int as players
      from ledger_transactions
      where created_at >= now() - make_interval(secs => ${windowMs / 1000})
        and operation = 'bet' and status = 'authorized' and game_id is not null
      group by game_id
    ),
    wanted as (
      select c.game_id, c.rounds, c.players from counts c join ${games} g on g.id = c.game_id
      union all
      select s.game_id, 0, 0 from ${gameStats} s
      where (s.rounds_7d <> 0 or s.players_7d <> 0)
        and not exists (select 1 from counts c where c.game_id = s.game_id)
    )
    insert into ${gameStats} (game_id, rounds_7d, players_7d, updated_at)
    select game_id, rounds, players, now() from wanted
    on conflict (game_id) do update
      set rounds_7d = excluded.rounds_7d, players_7d = excluded.players_7d,
        updated_at = excluded.updated_at
      where game_stats.rounds_7d <> excluded.rounds_7d
        or game_stats.players_7d <> excluded.players_7d
    returning game_id`,
  );
  return changed.length;
}

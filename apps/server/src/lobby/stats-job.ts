/**
 * The round-count job behind the "popular" badge: every 10 minutes (once across nodes through the
 * server's scheduler; at the first start of a database at once) it recounts game_stats from the real-money rounds of the last 7 days (on the database's clock, the
 * one the ledger is dated by). A recount is idempotent
 * (the same ledger gives the same rows, and unchanged rows are not written), one at a time
 * across processes (a transaction-scoped advisory lock; a second process waits, then finds
 * nothing to change), and cheap (the ledger is read through its created_at index). When the
 * popular set changed, every node drops its cached catalog answers.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
import * as repo from './repository.ts';

export const GAME_STATS_INTERVAL_MS = 10 * 60_000;
export const GAME_STATS_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface GameStatsDeps {
  db: Db;
  /** The catalog's cache: its answers carry the popular badge. */
  catalog: { invalidate(): void };
}

export interface RecountResult {
  /** game_stats rows written (changed counts). */
  changed: number;
  /** Whether the set of popular games changed (the catalog's cache was dropped). */
  popularChanged: boolean;
}

export function createGameStatsJob(deps: GameStatsDeps) {
  const { db } = deps;

  async function recount(): Promise<RecountResult> {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${repo.GAME_STATS_LOCK})`);
      const before = await repo.popularIds(tx);
      const changed = await repo.recountGameStats(tx, GAME_STATS_WINDOW_MS);
      const after = changed === 0 ? before : await repo.popularIds(tx);
      return { changed, popularChanged: before.join(',') !== after.join(',') };
    });
    // After the commit: a node that reloads at once sees the new counts.
    if (result.popularChanged) deps.catalog.invalidate();
    return result;
  }

  /** The recount every GAME_STATS_INTERVAL_MS (registered with the server's scheduler). */
  const job: ScheduledJob = {
    name: 'lobby.game-stats',
    intervalMs: GAME_STATS_INTERVAL_MS,
    run: recount,
    runAtStart: true,
  };

  return { recount, job };
}
export type GameStatsJob = ReturnType<typeof createGameStatsJob>;

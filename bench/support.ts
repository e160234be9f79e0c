/** What the benchmarks share: a throwaway PostgreSQL database and latency percentiles. */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';

/** The p-th percentile of ascending latencies (0 when there are none). */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** A new database on the PostgreSQL server at `pgUrl`, dropped (once) by `drop()`. */
export async function scratchPgDatabase(
  pgUrl: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `croupier_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase(pgUrl);
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  let dropped = false;
  return {
    database,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close();
      const a = await openDatabase(pgUrl);
      await a.db.execute(`drop database if exists ${name} with (force)`);
      await a.close();
      console.log(`dropped ${name}`);
    },
  };
}

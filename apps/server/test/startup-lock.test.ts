/**
 * Two nodes starting at once on an empty PostgreSQL database (TEST_PG_URL; skipped without it):
 * the start-up lock lets one migrate and seed while the other waits, so the database is seeded
 * once (one demo skin, no duplicate rows, no failed start).
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { testEnv } from './helper-env.ts';

const pgUrl = process.env.TEST_PG_URL;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe.runIf(!!pgUrl)('start-up lock on PostgreSQL', () => {
  it('two nodes starting together on an empty database migrate and seed it once', async () => {
    const name = `croupier_startup_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    const nodes = await Promise.all([
      openDatabase(url.toString(), { poolSize: 3 }),
      openDatabase(url.toString(), { poolSize: 3 }),
    ]);
    try {
      const env = testEnv();
      const order: string[] = [];
      const seeded = await Promise.all(
        nodes.map((database, i) =>
          database.startupLock(async () => {
            order.push(`start ${i}`);
            await database.migrate();
            const done = await seedIfEmpty(database.db, env);
            order.push(`end ${i}`);
            return done;
          }),
        ),
      );
      // One seeded, the other found the seed; their start-ups did not interleave.
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(order[0]!.replace('start', 'end')).toBe(order[1]);
      const [skins] = await nodes[0]!.db.select({ n: count() }).from(t.skins);
      expect(Number(skins!.n)).toBe(1);
    } finally {
      await Promise.all(nodes.map((d) => d.close()));
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    }
  }, 180_000);
});

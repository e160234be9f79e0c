/**
 * PostgreSQL ends a connection while the server holds it between two statements (a restart, a
 * failover, pg_terminate_backend) (TEST_PG_URL; skipped without it). Before, the lent client's
 * 'error' event had no listener and ended the whole process; now the transaction fails, nothing
 * of it is kept, and the pool serves the next call on a new connection.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseUnavailable } from '../src/plugins/error-handler.ts';
import { createTestDatabase } from './helper.ts';

const pgUrl = process.env.TEST_PG_URL;

describe.runIf(!!pgUrl)('a connection ended by PostgreSQL mid-transaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => drop?.());

  it('fails that transaction only; the process lives and the pool recovers', async () => {
    const { db } = database;
    await db.execute(sql`create table if not exists conn_loss_probe (v int)`);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    let failure: unknown;
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into conn_loss_probe values (1)`);
        const r = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query('select pg_terminate_backend($1)', [r.rows[0]!.pid]);
        // The client hears of it while idle in the transaction (the unhandled 'error' of old).
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`insert into conn_loss_probe values (2)`);
      });
    } catch (err) {
      failure = err;
    } finally {
      await admin.end();
    }
    expect(failure).toBeDefined();
    expect(databaseUnavailable(failure)).toBe(true);
    const rows = (await db.execute(
      sql`select count(*)::int as n from conn_loss_probe`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
  });
});

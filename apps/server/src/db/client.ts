import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { ROUTINES_LOCK, routinesSql } from './routines.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver runs it: the same SQL on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: data-access functions accept either. */
export type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while this process holds the database's start-up lock (a session advisory lock on
   * PostgreSQL; PGlite has one process): nodes starting together migrate and seed one at a time,
   * so an empty database is migrated and seeded once, and the next node finds it done.
   */
  startupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock key of the start-up (migrations and the demo seed). */
export const STARTUP_LOCK = 0x53545254; // "STRT"

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * `url` is a postgres:// URL, `memory://` for an in-memory PGlite, or a directory for a
 * persistent PGlite.
 */
export async function openDatabase(
  url: string,
  options: {
    poolSize?: number;
    /** memory:// only: start from this PGlite data-directory dump. */ loadDataDir?: Blob;
  } = {},
): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection that the server drops (a restart, a failover, an administrator) reports
    // here; without a listener the error would end the process. The pool replaces the client.
    pool.on('error', (err) =>
      process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`),
    );
    // A checked-out connection has no pool listener (pg-pool removes it while the client is
    // lent): one that the server ends between two statements (a restart, a failover,
    // pg_terminate_backend) would emit an unhandled 'error' and end the process. Its query
    // fails instead, and the pool drops the client when it is released.
    pool.on('connect', (client) =>
      client.on('error', (err) =>
        process.emitWarning(`PostgreSQL connection lost: ${err.message}`),
      ),
    );
    // Integers beyond 2^31 (bigint, count(*)) arrive as strings; keep them exact.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
        // Several processes may start at once: one replaces the functions at a time.
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('select pg_advisory_xact_lock($1)', [ROUTINES_LOCK]);
          await client.query(routinesSql());
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
      },
      async startupLock(fn) {
        // A connection of its own holds the lock for the whole of `fn`, which uses the pool.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn();
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [STARTUP_LOCK])
            .catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (url === 'memory://') {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    const dir = resolve(url);
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await client.transaction((tx) => tx.exec(routinesSql()));
    },
    startupLock: (fn) => fn(),
    close: () => client.close(),
  };
}

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
  /**
   * Heavy reads that may be seconds old (reports, analytics, back-office lists): the read
   * replica's pool with DATABASE_REPLICA_URL, else `db` itself. Read-only: a write through it
   * fails. While the replica cannot be reached, its reads go to the primary, still read-only
   * (openReadPool below). Never for a read that must see a write just made, nor inside a
   * transaction that writes.
   */
  read: Db;
  /** With a replica: `select 1` on the replica itself, never the primary (GET /ready). */
  pingReplica?: () => Promise<void>;
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
 * A node-postgres pool with the listeners that keep a lost connection from ending the process.
 * `label` names the pool in the warnings (never the URL: it may hold a password).
 */
function newPool(
  connectionString: string,
  max: number,
  label = 'PostgreSQL',
  extra: Omit<pg.PoolConfig, 'connectionString' | 'max'> = {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, ...extra });
  // An idle connection that the server drops (a restart, a failover, an administrator) reports
  // here; without a listener the error would end the process. The pool replaces the client.
  pool.on('error', (err) => process.emitWarning(`${label} idle connection lost: ${err.message}`));
  // A checked-out connection has no pool listener (pg-pool removes it while the client is
  // lent): one that the server ends between two statements (a restart, a failover,
  // pg_terminate_backend) would emit an unhandled 'error' and end the process. Its query
  // fails instead, and the pool drops the client when it is released.
  pool.on('connect', (client) =>
    client.on('error', (err) => process.emitWarning(`${label} connection lost: ${err.message}`)),
  );
  return pool;
}

/** Connections of the replica's pool (and of its fallback on the primary): half the primary's. */
export const replicaPoolSize = (poolSize: number) => Math.max(2, Math.ceil(poolSize / 2));
/** How long reads stay on the primary after the replica could not be reached, before it is tried again. */
export const REPLICA_RETRY_MS = 30_000;
/** How long opening a connection to the replica may take (a replica that does not answer at all). */
export const REPLICA_CONNECT_TIMEOUT_MS = 5_000;

/**
 * `url` with `-c default_transaction_read_only=on` among its connection options: every
 * transaction of the session is read-only, so a write sent there by mistake fails (SQLSTATE
 * 25006) instead of landing, whether the URL names a hot standby or, by mistake, the primary.
 */
export function readOnlyUrl(url: string): string {
  const u = new URL(url);
  const options = u.searchParams.get('options');
  u.searchParams.set(
    'options',
    [options, '-c default_transaction_read_only=on'].filter(Boolean).join(' '),
  );
  return u.toString();
}

/** PostgreSQL codes of a replica that cannot serve: going away, starting, full, no such database. */
const REPLICA_DOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);

/**
 * Why a replica's call failed, when it is the replica's fault rather than the statement's:
 * `unreachable` (refused, unknown host, timed out, ended, auth refused: class 08 or 28, a
 * shutdown) or `busy` (every replica connection was taken for REPLICA_CONNECT_TIMEOUT_MS). A
 * statement error (a write refused as read-only, a syntax error, a recovery conflict) is null:
 * it is the caller's answer.
 */
export function replicaFailure(error: unknown): 'unreachable' | 'busy' | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (REPLICA_DOWN_SQLSTATES.has(code) || /^(08|28)[0-9A-Z]{3}$/.test(code)) {
        return 'unreachable';
      }
      // Node's socket and name-lookup errors (ECONNREFUSED, ENOTFOUND, EAI_AGAIN, ETIMEDOUT ...).
      if (/^E[A-Z_]{3,}$/.test(code)) return 'unreachable';
    }
    if (typeof message === 'string') {
      // pg-pool's wait for a free connection (the pool is full), not the replica's absence.
      if (message.startsWith('timeout exceeded when trying to connect')) return 'busy';
      if (/^(Connection terminated|Client has encountered a connection error)/.test(message)) {
        return 'unreachable';
      }
    }
    e = cause;
  }
  return null;
}

/**
 * The pool behind `Database.read` with a replica: each query (or transaction's connection) goes
 * to the replica; when the replica cannot be reached, to a second small read-only pool on the
 * primary instead, so that reports and lists keep answering (seconds-old data is what they
 * accept anyway; the primary's answer is fresher). After a failure the replica is left alone for
 * REPLICA_RETRY_MS, then tried again; a warning says when reads move to the primary and when
 * they move back (once each, not per query). A query that waited REPLICA_CONNECT_TIMEOUT_MS for a
 * free replica connection (every one busy with long reports) runs on the fallback too, without
 * marking the replica down. A statement's own error (a write refused as read-only, a recovery
 * conflict on a hot standby) is not retried elsewhere. Named ...Pool: Drizzle checks out a
 * connection of a pool for a transaction.
 */
export class ReplicaPool {
  private downUntil = 0;
  private down = false;
  private fallbackPool: pg.Pool | null = null;

  constructor(
    private readonly replica: pg.Pool,
    private readonly openFallback: () => pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether reads go to the primary now (the replica failed within REPLICA_RETRY_MS). */
  get fallingBack(): boolean {
    return this.down && this.now() < this.downUntil;
  }

  private fallback(): pg.Pool {
    return (this.fallbackPool ??= this.openFallback());
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.downUntil = 0;
    process.emitWarning('PostgreSQL read replica answers again: heavy reads are served by it');
  }

  private markDown(err: unknown): void {
    this.downUntil = this.now() + REPLICA_RETRY_MS;
    if (this.down) return;
    this.down = true;
    const reason = err instanceof Error ? err.message : String(err);
    process.emitWarning(
      `PostgreSQL read replica unreachable (${reason}): heavy reads go to the primary ` +
        `(read-only) and the replica is tried again every ${REPLICA_RETRY_MS / 1000} s`,
    );
  }

  private async attempt<T>(run: (pool: pg.Pool) => Promise<T>): Promise<T> {
    if (this.now() >= this.downUntil) {
      try {
        const result = await run(this.replica);
        this.markUp();
        return result;
      } catch (err) {
        const failure = replicaFailure(err);
        if (failure === null) throw err;
        if (failure === 'unreachable') this.markDown(err);
      }
    }
    return run(this.fallback());
  }

  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.attempt((pool) => pool.query(config, values));
  }

  connect(): Promise<pg.PoolClient> {
    return this.attempt((pool) => pool.connect());
  }

  /** `select 1` on the replica itself (no fallback); an answer ends a fallback at once. */
  async ping(): Promise<void> {
    await this.replica.query('select 1');
    this.markUp();
  }

  async end(): Promise<void> {
    await Promise.all([this.replica.end(), this.fallbackPool?.end()]);
  }
}

/** The read pool of DATABASE_REPLICA_URL: the replica, read-only; its fallback, the primary read-only. */
function openReadPool(replicaUrl: string, primaryUrl: string, size: number): ReplicaPool {
  const replica = newPool(readOnlyUrl(replicaUrl), size, 'PostgreSQL read replica', {
    connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
  });
  return new ReplicaPool(replica, () =>
    newPool(readOnlyUrl(primaryUrl), size, 'PostgreSQL (read replica fallback)'),
  );
}

/**
 * `url` is a postgres:// URL, `memory://` for an in-memory PGlite, or a directory for a
 * persistent PGlite.
 */
export async function openDatabase(
  url: string,
  options: {
    poolSize?: number;
    /** memory:// only: start from this PGlite data-directory dump. */ loadDataDir?: Blob;
    /** A postgres:// URL of a read replica of `url` (DATABASE_REPLICA_URL): `read` uses it. */
    replicaUrl?: string | undefined;
  } = {},
): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const poolSize = options.poolSize ?? 10;
    const pool = newPool(url, poolSize);
    // Integers beyond 2^31 (bigint, count(*)) arrive as strings; keep them exact.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const replica = options.replicaUrl
      ? openReadPool(options.replicaUrl, url, replicaPoolSize(poolSize))
      : null;
    return {
      db,
      read: replica ? (drizzlePg(replica as unknown as pg.Pool, { schema }) as unknown as Db) : db,
      ...(replica ? { pingReplica: () => replica.ping() } : {}),
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
      async close() {
        await replica?.end();
        await pool.end();
      },
    };
  }
  if (options.replicaUrl) {
    throw new Error('a read replica needs a PostgreSQL database (DATABASE_URL), not PGlite');
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
    read: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await client.transaction((tx) => tx.exec(routinesSql()));
    },
    startupLock: (fn) => fn(),
    close: () => client.close(),
  };
}

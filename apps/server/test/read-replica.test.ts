/**
 * DATABASE_REPLICA_URL: heavy reads (staff reports, the player's activity report, the back
 * office's player search and the audit log) go to a read replica through a read-only pool; what
 * must see a write just made stays on the primary; a replica that cannot be reached sends those
 * reads to the primary (still read-only) and /ready reports it without failing.
 *
 * Streaming replication cannot be set up here, so the "replica" is a second database copied from
 * the same seed with marker rows that the primary lacks: an answer holding a marker was read
 * through the replica's pool (TEST_PG_URL; skipped without it, like the other PostgreSQL tests).
 * The env parsing and the fallback's state machine (fake pools) run everywhere.
 */
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  openDatabase,
  readOnlyUrl,
  REPLICA_RETRY_MS,
  ReplicaPool,
  replicaFailure,
  type Database,
  type Db,
} from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { createTestDatabase, staffTokens, testEnv, type TestApp } from './helper.ts';

const pgUrl = process.env.TEST_PG_URL;

describe('DATABASE_REPLICA_URL in the environment', () => {
  const primary = 'postgres://croupier:pw@db:5432/croupier';
  const replica = 'postgres://croupier:pw@replica:5432/croupier';

  it('is unset by default and read as given with DATABASE_URL', () => {
    expect(loadEnv({}).DATABASE_REPLICA_URL).toBeUndefined();
    expect(
      loadEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).DATABASE_REPLICA_URL,
    ).toBe(replica);
  });

  it('refuses a value that is not a postgres:// URL, naming the variable', () => {
    expect(() =>
      loadEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://replica/croupier' }),
    ).toThrow(/DATABASE_REPLICA_URL must be a postgres:\/\/ URL/);
  });

  it('refuses a replica without DATABASE_URL (the embedded database has none)', () => {
    expect(() => loadEnv({ DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL: a replica needs DATABASE_URL/,
    );
  });
});

describe('the read pool', () => {
  it("adds read-only to the URL's connection options, keeping the ones it had", () => {
    const url = new URL(readOnlyUrl('postgres://u:p@h:5432/d?options=-c%20search_path%3Dx'));
    expect(url.searchParams.get('options')).toBe(
      '-c search_path=x -c default_transaction_read_only=on',
    );
    expect(url.password).toBe('p');
  });

  it('tells a missing replica from a failing statement', () => {
    const err = (code: string | undefined, message = 'x') =>
      Object.assign(new Error(message), code ? { code } : {});
    expect(replicaFailure(err('ECONNREFUSED'))).toBe('unreachable');
    expect(replicaFailure(err('ENOTFOUND'))).toBe('unreachable');
    expect(replicaFailure(err('57P03'))).toBe('unreachable');
    expect(replicaFailure(err('28P01'))).toBe('unreachable');
    expect(replicaFailure(err('08006'))).toBe('unreachable');
    expect(replicaFailure(err(undefined, 'Connection terminated unexpectedly'))).toBe(
      'unreachable',
    );
    expect(replicaFailure(err(undefined, 'timeout exceeded when trying to connect'))).toBe('busy');
    // A write refused as read-only, a syntax error, a recovery conflict: the caller's answer.
    expect(replicaFailure(err('25006'))).toBeNull();
    expect(replicaFailure(err('42601'))).toBeNull();
    expect(replicaFailure(err('40001'))).toBeNull();
  });

  afterEach(() => vi.restoreAllMocks());

  it('falls back while the replica is away, warns once, and goes back to it when it answers', async () => {
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    let replicaUp = false;
    const served: string[] = [];
    const fakePool = (name: string, up: () => boolean) =>
      ({
        query: async () => {
          if (!up())
            throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
          served.push(name);
          return { rows: [{ from: name }] };
        },
        end: async () => undefined,
      }) as unknown as pg.Pool;
    let fallbacks = 0;
    let clock = 1_000_000;
    const pool = new ReplicaPool(
      fakePool('replica', () => replicaUp),
      () => {
        fallbacks++;
        return fakePool('primary', () => true);
      },
      () => clock,
    );
    const q = () => pool.query({ text: 'select 1' });
    await q();
    await q();
    await q();
    // Tried once, then left alone within REPLICA_RETRY_MS; one fallback pool, one warning.
    expect(served).toEqual(['primary', 'primary', 'primary']);
    expect(fallbacks).toBe(1);
    expect(pool.fallingBack).toBe(true);
    const unreachable = () =>
      warnings.mock.calls.filter((c) => String(c[0]).includes('replica unreachable')).length;
    expect(unreachable()).toBe(1);
    replicaUp = true;
    await q();
    expect(served.at(-1)).toBe('primary');
    clock += REPLICA_RETRY_MS;
    await q();
    expect(served.at(-1)).toBe('replica');
    expect(pool.fallingBack).toBe(false);
    expect(warnings.mock.calls.some((c) => String(c[0]).includes('answers again'))).toBe(true);
    // A statement's own error is not a reason to fall back.
    const failing = new ReplicaPool(
      {
        query: async () => {
          throw Object.assign(new Error('read-only'), { code: '25006' });
        },
      } as unknown as pg.Pool,
      () => {
        throw new Error('no fallback expected');
      },
    );
    await expect(failing.query({ text: 'insert' })).rejects.toMatchObject({ code: '25006' });
  });

  it('is the primary itself without a replica, and refuses a replica on PGlite', async () => {
    const database = await openDatabase('memory://');
    expect(database.read).toBe(database.db);
    expect(database.pingReplica).toBeUndefined();
    await database.close();
    await expect(openDatabase('memory://', { replicaUrl: 'postgres://u@h/d' })).rejects.toThrow(
      /needs a PostgreSQL database/,
    );
  });
});

type Rows<T> = { rows: T[] };

/** The postgres:// URL of a test database (TEST_PG_URL's server). */
async function urlOf(db: Db): Promise<string> {
  const { rows } = (await db.execute('select current_database() as name')) as unknown as Rows<{
    name: string;
  }>;
  const url = new URL(pgUrl!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/** A port nothing listens on (taken from the system, then released). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The SQLSTATE of a failed query (Drizzle wraps the driver's error in `cause`). */
async function sqlState(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return 'no error';
}

const MARK_DAY = '2020-01-15';
const MARK_NAME = 'ReplicaMarker';
const MARK_ACTION = 'replica.marker';

describe.runIf(!!pgUrl)('a read replica (PostgreSQL)', () => {
  const now = new Date();
  let primary: { database: Database; drop(): Promise<void> };
  let copy: { database: Database; drop(): Promise<void> };
  let primaryUrl: string;
  let copyUrl: string;
  let playerId: number;
  let original: string;
  const opened: Database[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    [primary, copy] = await Promise.all([createTestDatabase(now), createTestDatabase(now)]);
    primaryUrl = await urlOf(primary.database.db);
    copyUrl = await urlOf(copy.database.db);
    const { rows } = (await primary.database.db.execute(
      'select id, username from players order by id limit 1',
    )) as unknown as Rows<{ id: number; username: string }>;
    playerId = Number(rows[0]!.id);
    original = rows[0]!.username;
    // The markers exist on the "replica" only: a player renamed and registered on MARK_DAY, and
    // an audit entry.
    const c = copy.database.db;
    await c.execute(
      sql`update players set username = ${MARK_NAME}, created_at = ${`${MARK_DAY}T12:00:00Z`}::timestamptz, is_test = false where id = ${playerId}`,
    );
    await c.execute(
      sql`insert into audit_log (staff_id, action, details, created_at) values (null, ${MARK_ACTION}, '{}'::jsonb, now())`,
    );
  });

  afterAll(async () => {
    for (const t of apps) await t.app.close();
    for (const d of opened) await d.close();
    await Promise.all([primary?.drop(), copy?.drop()]);
  });

  /** The app over the primary, with `replicaUrl` as DATABASE_REPLICA_URL (or none). */
  async function appWith(replicaUrl: string | undefined) {
    const database = await openDatabase(primaryUrl, { poolSize: 4, replicaUrl });
    opened.push(database);
    const clock = { now };
    const app = await buildApp({
      env: testEnv(),
      database,
      logger: false,
      serveSite: false,
      now: () => clock.now,
    });
    await app.ready();
    const t: TestApp = { app, database, clock, close: async () => undefined };
    apps.push(t);
    const tag = `rr${apps.length}`;
    const tokens = await staffTokens(t, tag, ['admin'] as const);
    const get = async (url: string) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return res.json() as any;
    };
    const seen = async () => ({
      search: (await get(`/staff/v1/players?q=${MARK_NAME}`)).data.length as number,
      report: (await get(`/staff/v1/reports/players?from=${MARK_DAY}&to=${MARK_DAY}`)).data.totals
        .registrations as number,
      audit: (await get(`/staff/v1/audit-log?action=${MARK_ACTION}`)).data.length as number,
      // A player's own tab: what staff just did shows there, so it reads the primary.
      profile: (await get(`/staff/v1/players/${playerId}`)).data.nickname as string,
    });
    const ready = async () => {
      const res = await app.inject({ method: 'GET', url: '/ready' });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    };
    return { database, seen, ready };
  }

  it('serves the reports, the player search and the audit log from the replica, the rest from the primary', async () => {
    const { database, seen, ready } = await appWith(copyUrl);
    expect(database.read).not.toBe(database.db);
    expect(await seen()).toEqual({ search: 1, report: 1, audit: 1, profile: original });
    expect(await ready()).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'ok', redis: 'off', migrations: 'ok', replica: 'ok' },
      },
    });
  });

  it('refuses a write through the read pool (read-only), inside a transaction too', async () => {
    const database = await openDatabase(primaryUrl, { poolSize: 2, replicaUrl: copyUrl });
    opened.push(database);
    const write = sql`update players set username = 'Written' where id = ${playerId}`;
    expect(await sqlState(database.read.execute(write))).toBe('25006');
    expect(await sqlState(database.read.transaction((tx) => tx.execute(write)))).toBe('25006');
    // Reads work, on the replica (its marker).
    const { rows } = (await database.read.execute(
      sql`select username from players where id = ${playerId}`,
    )) as unknown as Rows<{ username: string }>;
    expect(rows[0]!.username).toBe(MARK_NAME);
  });

  it('answers from the primary, still read-only, while the replica cannot be reached; /ready stays 200', async () => {
    const warnings = vi.spyOn(process, 'emitWarning');
    try {
      const away = `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`;
      const { database, seen, ready } = await appWith(away);
      expect(await seen()).toEqual({ search: 0, report: 0, audit: 0, profile: original });
      expect(await seen()).toEqual({ search: 0, report: 0, audit: 0, profile: original });
      const unreachable = warnings.mock.calls.filter((c) =>
        String(c[0]).includes('read replica unreachable'),
      );
      expect(unreachable).toHaveLength(1);
      expect(String(unreachable[0]![0])).not.toContain('postgres://');
      // The fallback is the primary, read-only: a mistaken write still fails.
      const write = sql`update players set username = 'Written' where id = ${playerId}`;
      expect(await sqlState(database.read.execute(write))).toBe('25006');
      expect(await ready()).toEqual({
        status: 200,
        body: {
          status: 'ready',
          checks: { database: 'ok', redis: 'off', migrations: 'ok', replica: 'fail' },
        },
      });
    } finally {
      warnings.mockRestore();
    }
  });

  it('changes nothing without DATABASE_REPLICA_URL', async () => {
    const { database, seen, ready } = await appWith(undefined);
    expect(database.read).toBe(database.db);
    expect(database.pingReplica).toBeUndefined();
    expect(await seen()).toEqual({ search: 0, report: 0, audit: 0, profile: original });
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'off', migrations: 'ok' } },
    });
  });
});

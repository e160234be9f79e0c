import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@croupier/contract/constants';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import type { Env } from '../src/env.ts';
import { testEnv } from './helper-env.ts';
import { seed } from '../src/seed/seed.ts';
import { createStaffService } from '../src/staff/service.ts';
import { totpCode } from '../src/staff/totp.ts';
import { staffSessions } from '../src/db/schema.ts';

/** Template instants further than this from the file's `now` are not used (seeded data is dated). */
const TEMPLATE_MAX_AGE_MS = 60 * 60_000;

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * new PostgreSQL database (created and dropped here) when TEST_PG_URL is set. Both are copied
 * from the run's template (test/global-setup.ts) when it was seeded close enough to `now`.
 */
export async function createTestDatabase(now = new Date()): Promise<{
  database: Database;
  drop(): Promise<void>;
}> {
  const env = testEnv();
  const pgUrl = process.env.TEST_PG_URL;
  const template = inject('testDatabaseTemplate') ?? null;
  const usable =
    template !== null && Math.abs(now.getTime() - template.seededAt) < TEMPLATE_MAX_AGE_MS;
  if (!pgUrl) {
    if (usable && template.kind === 'pglite') {
      const dump = new Blob([readFileSync(template.file)]);
      const database = await openDatabase('memory://', { loadDataDir: dump });
      return { database, drop: () => database.close() };
    }
    const database = await openDatabase('memory://');
    await database.migrate();
    await seed(database.db, env, now);
    return { database, drop: () => database.close() };
  }
  const name = `croupier_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const fromTemplate = usable && template.kind === 'postgres';
  try {
    if (fromTemplate) await createFromTemplate(admin, name, template.name);
    else await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  if (!fromTemplate) {
    await database.migrate();
    await seed(database.db, env, now);
  }
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** CREATE DATABASE … TEMPLATE fails while another copy of the template is starting: retried. */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/** A key for apps built with NODE_ENV=production (which refuse to start without one). */
export const PRODUCTION_DOCUMENTS_KEY = 'ab'.repeat(32);

export { testEnv };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: { now: Date };
  close(): Promise<void>;
}

export async function buildTestApp(
  envOverrides: Partial<Record<keyof Env, string>> = {},
): Promise<TestApp> {
  const clock = { now: new Date() };
  const { database, drop } = await createTestDatabase(clock.now);
  const app = await buildApp({
    env: testEnv(envOverrides),
    database,
    logger: false,
    serveSite: false,
    now: () => clock.now,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** The TOTP secret (base32) of the staff members the test helpers create. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Signs a staff member in with both factors (password, then a TOTP code of `secret` at `now`):
 * the bearer token. A code is accepted once per 30-second step, so a second sign-in of the same
 * member in one step uses the next step's code (one step of drift is allowed); a third in the
 * same step fails: move the clock or keep the token.
 */
export async function staffSignIn(
  app: FastifyInstance,
  login: { email: string; password: string },
  now: Date,
  opts: { secret?: string; remoteAddress?: string } = {},
): Promise<string> {
  const extra = opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {};
  const first = await app.inject({
    method: 'POST',
    url: '/staff/v1/auth/login',
    payload: { email: login.email, password: login.password },
    ...extra,
  });
  if (first.statusCode !== 200) {
    throw new Error(`staff login of ${login.email}: ${first.statusCode} ${first.body}`);
  }
  const challenge = (first.json() as { data: { challenge: string } }).data.challenge;
  const secret = opts.secret ?? TEST_TOTP_SECRET;
  let last = '';
  for (const at of [now, new Date(now.getTime() + 30_000)]) {
    const res = await app.inject({
      method: 'POST',
      url: '/staff/v1/auth/second-factor',
      payload: { challenge, code: await totpCode(secret, at) },
      ...extra,
    });
    if (res.statusCode === 200) return (res.json() as { data: { token: string } }).data.token;
    last = `${res.statusCode} ${res.body}`;
  }
  throw new Error(`staff second factor of ${login.email}: ${last}`);
}

const signedIn = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * A staff call with a kept session of `login` (signed in once, again when the session answers
 * 401 because the test clock moved past its idle or absolute end).
 */
export async function withStaffSession<T extends { statusCode: number }>(
  app: FastifyInstance,
  login: { email: string; password: string },
  now: Date,
  call: (token: string) => Promise<T>,
): Promise<T> {
  let tokens = signedIn.get(app);
  if (!tokens) signedIn.set(app, (tokens = new Map()));
  const kept = tokens.get(login.email);
  if (kept) {
    const res = await call(kept);
    if (res.statusCode !== 401) return res;
  }
  const token = await staffSignIn(app, login, now);
  tokens.set(login.email, token);
  return call(token);
}

/**
 * Every staff session was used at `at`: for tests that move the clock past the 15-minute idle
 * end of the tokens they signed in with (as if the staff had kept working meanwhile).
 */
export async function staffActiveAt(db: Db, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at });
}

/** One staff member a role (`<role>-<tag>@croupier.test`, TOTP enabled), each signed in: their bearer tokens. */
export async function staffTokens<R extends StaffRole>(
  t: TestApp,
  tag: string,
  roles: readonly R[],
): Promise<Record<R, string>> {
  const staff = createStaffService(t.database.db, { now: () => t.clock.now });
  const tokens = {} as Record<R, string>;
  for (const role of roles) {
    const email = `${role}-${tag}@croupier.test`;
    const password = `${role}-${tag}-Pass-2026!`;
    await staff.createStaff(
      { email, name: role, role, password, totpSecret: TEST_TOTP_SECRET },
      { staffId: null, ip: null },
    );
    tokens[role] = await staffSignIn(t.app, { email, password }, t.clock.now);
  }
  return tokens;
}

/** A second connection to the test's own PostgreSQL database (TEST_PG_URL), connected. */
export async function connectToTestDatabase(db: Db): Promise<pg.Client> {
  const url = new URL(process.env.TEST_PG_URL!);
  const name = (
    (await db.execute('select current_database() as name')) as unknown as {
      rows: { name: string }[];
    }
  ).rows[0]!.name;
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

const env = testEnv();
export const SKIN_AUTH = `Basic ${Buffer.from(`${env.SKIN_API_KEY}:${env.SKIN_API_SECRET}`).toString('base64')}`;

/** GET a /v1 call with the skin's authorization; returns status and parsed JSON. */
export async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: SKIN_AUTH } });
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown> & { data?: unknown },
  };
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { seed } from '../src/seed/seed.ts';
import { testEnv } from './helper-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded database every test file copies instead of building its own. */
    testDatabaseTemplate:
      | { kind: 'pglite'; file: string; seededAt: number }
      | {
          kind: 'postgres';
          name: string;
          seededAt: number;
        }
      | null;
  }
}

/**
 * Migrating and seeding a database takes about 3 s on PGlite (1 s on PostgreSQL) and every test
 * file needs one: it is done once per run here, and each file copies the result (a PGlite data
 * directory dump loads in about 0.6 s; PostgreSQL copies a template database). A file that needs
 * a database seeded at another instant (createTestDatabase(now) more than an hour away) still
 * seeds its own.
 */
export default async function setup(project: TestProject) {
  const seededAt = Date.now();
  const pgUrl = process.env.TEST_PG_URL;
  if (!pgUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-test-template-'));
    const database = await openDatabase('memory://');
    await database.migrate();
    await seed(database.db, testEnv(), new Date(seededAt));
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'pglite', file, seededAt });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `croupier_tpl_${process.pid}_${seededAt}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  await database.migrate();
  await seed(database.db, testEnv(), new Date(seededAt));
  await database.close();
  project.provide('testDatabaseTemplate', { kind: 'postgres', name, seededAt });
  return async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

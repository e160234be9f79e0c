/**
 * The operator's backup scripts on PostgreSQL (TEST_PG_URL; skipped without it, as the
 * integration suite's other PostgreSQL-only tests): deploy/backup.sh dumps a database holding real
 * money movements, deploy/restore-check.sh restores the dump into a new database, audits its
 * ledger and drops it. A dump of a tampered ledger fails the check.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './helper.ts';
import { fundedPlayer } from './wallet-support.ts';

const pgUrl = process.env.TEST_PG_URL;
const deploy = resolve(import.meta.dirname, '../../../deploy');
const run = promisify(execFile);

/** Runs a deploy script; resolves with its exit status and output instead of throwing. */
async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const r = await run('bash', [join(deploy, name), ...args], {
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { status: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { status: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

async function databaseNames(): Promise<string[]> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    const r = await c.query<{ datname: string }>('select datname from pg_database');
    return r.rows.map((row) => row.datname);
  } finally {
    await c.end();
  }
}

describe.runIf(!!pgUrl)('backup and restore check on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const now = new Date();
    await fundedPlayer(database.db, now, 25_000, 'backup-a');
    await fundedPlayer(database.db, now, 1_000, 'backup-b');
    const r = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const u = new URL(pgUrl!);
    u.pathname = `/${r.rows[0]!.name}`;
    url = u.toString();
    dir = mkdtempSync(join(tmpdir(), 'croupier-backup-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await drop();
  });

  it('backs up, restores into a new database, audits the copy and drops it', async () => {
    const backup = await script('backup.sh', [], { DATABASE_URL: url, BACKUP_DIR: dir });
    expect(backup.status, backup.stderr).toBe(0);
    const file = backup.stdout.trim();
    expect(file).toMatch(/croupier-\d{8}T\d{6}Z\.dump$/);
    expect(readdirSync(dir)).toEqual([file.split('/').pop()]);

    const copy = `croupier_restore_${process.pid}`;
    const check = await script('restore-check.sh', [file], {
      DATABASE_URL: url,
      RESTORE_DATABASE: copy,
    });
    expect(check.status, check.stderr).toBe(0);
    const audit = JSON.parse(check.stdout) as { ok: boolean; entries: number };
    expect(audit.ok).toBe(true);
    expect(audit.entries).toBeGreaterThanOrEqual(4);
    expect(check.stderr).toContain('restore check passed');
    expect(check.stderr).toContain(`restoring ${file} into ${copy}`);
    expect(await databaseNames()).not.toContain(copy);
  });

  it('fails the check of a dump whose ledger was altered', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger user`);
      await tx.execute(
        sql`update ledger_entries set amount = amount + 1 where id = (select min(id) from ledger_entries)`,
      );
      await tx.execute(sql`alter table ledger_entries enable trigger user`);
    });
    const backup = await script('backup.sh', [], { DATABASE_URL: url, BACKUP_DIR: dir });
    expect(backup.status, backup.stderr).toBe(0);
    const check = await script('restore-check.sh', [backup.stdout.trim()], {
      DATABASE_URL: url,
      RESTORE_DATABASE: `croupier_restore_bad_${process.pid}`,
    });
    expect(check.status).toBe(1);
    const audit = JSON.parse(check.stdout) as { ok: boolean; unbalanced: { count: number } };
    expect(audit.ok).toBe(false);
    expect(audit.unbalanced.count).toBe(1);
    expect(check.stderr).toContain('restore check FAILED');
  });
});

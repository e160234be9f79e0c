/**
 * Probes for the operator's infrastructure (a load balancer, an orchestrator, the deploy/ files):
 *
 * - `GET /health`, liveness: the process answers. Nothing else is checked, so a database outage
 *   does not get every node restarted.
 * - `GET /ready`, readiness: this node can serve. The database answers, Redis answers (when
 *   REDIS_URL is set) and every migration this build ships is applied. 503 names the failing
 *   check, never the driver's message (it may name hosts or users). With DATABASE_REPLICA_URL
 *   the read replica is checked too (`replica`), but its failure alone keeps the node ready: the
 *   replica's reads then go to the primary (db/client.ts ReplicaPool), so the node still serves
 *   everything; `replica: "fail"` tells the operator. Without a replica the check is left out.
 *
 * Each check gives up after a short timeout, so a hung dependency answers 503 quickly instead of
 * holding the probe. Both routes are outside the rate limit (plugins/rate-limit-policy.ts) and the
 * OpenAPI document.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

/** How long one readiness check may take. */
export const CHECK_TIMEOUT_MS = 2_000;

/** The migrations of this build (drizzle-kit's journal, as db/client.ts migrates from it). */
const journalFile = fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url));

/** The `when` of every migration in the journal: drizzle records it as the applied row's created_at. */
export function journalMigrations(file: string = journalFile): number[] {
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

type CheckResult = 'ok' | 'fail';

/** The promise's outcome, or a failure once `ms` have passed. */
async function within(ms: number, work: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('fail'), ms);
  });
  const attempt = work().then(
    () => 'ok' as const,
    () => 'fail' as const,
  );
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Rows<T> {
  rows: T[];
}

/** Whether every migration of the journal has its row in drizzle's table (drizzle.__drizzle_migrations). */
async function migrationsApplied(db: Db, expected: readonly number[]): Promise<void> {
  const result = (await db.execute(
    'select created_at from drizzle.__drizzle_migrations',
  )) as unknown as Rows<{ created_at: string | number | bigint }>;
  const applied = new Set(result.rows.map((r) => Number(r.created_at)));
  if (!expected.every((when) => applied.has(when))) throw new Error('migrations pending');
}

/** What the readiness checks ask. */
export interface HealthDeps {
  db: Db;
  /** The app's Redis client when REDIS_URL is set. */
  redis?: { ping(): Promise<unknown> };
  /** With a read replica: `select 1` on the replica itself (Database.pingReplica). */
  replica?: (() => Promise<unknown>) | undefined;
  /** Migrations the database must have (default: this build's journal). */
  migrations?: readonly number[];
  timeoutMs?: number;
}

/** Registers `/health` and `/ready` (see the module's comment). */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const expected = deps.migrations ?? journalMigrations();
  const ms = deps.timeoutMs ?? CHECK_TIMEOUT_MS;

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redis, migrations, replica] = await Promise.all([
      within(ms, () => deps.db.execute('select 1')),
      deps.redis ? within(ms, () => deps.redis!.ping()) : Promise.resolve('off' as const),
      within(ms, () => migrationsApplied(deps.db, expected)),
      deps.replica ? within(ms, deps.replica) : Promise.resolve(null),
    ]);
    // The replica's state is reported, never a reason for 503 (see the module's comment).
    const checks = { database, redis, migrations, ...(replica ? { replica } : {}) };
    const ready = database === 'ok' && redis !== 'fail' && migrations === 'ok';
    void reply.header('cache-control', 'no-store');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}

/**
 * The server's scheduler (jobs/scheduler.ts): two nodes over one database run each period's pass
 * once in all, never two passes of a job at once (a slow pass holds its lease, renewed while it
 * runs; a dead node's lease runs out and another node takes over), a failing pass is recorded and
 * the next period runs again, and stopping waits for the running pass. The server registers its
 * jobs there. Runs on PGlite (both nodes share the one embedded database), and on PostgreSQL with
 * TEST_PG_URL (each node with its own connection pool, so the claims really race).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { scheduledJobs } from '../src/db/schema.ts';
import { createScheduler } from '../src/jobs/scheduler.ts';
import { createTestDatabase } from './helper.ts';
import { testEnv } from './helper-env.ts';

let database: Database;
let drop: () => Promise<void>;
/** The second node's database handle (its own pool on PostgreSQL). */
let other: Db;
let closeOther: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  other = database.db;
  if (database.kind === 'postgres') {
    const rows = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_PG_URL!);
    url.pathname = `/${rows.rows[0]!.name}`;
    const second = await openDatabase(url.toString());
    other = second.db;
    closeOther = () => second.close();
  }
});
afterAll(async () => {
  await closeOther();
  await drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function row(name: string) {
  const [r] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return r!;
}
/** A period passes (the job is due now), without waiting for it. */
async function makeDue(name: string) {
  await database.db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now()` })
    .where(eq(scheduledJobs.name, name));
}
function quietLog() {
  return { error: vi.fn(), warn: vi.fn() };
}

/** Two nodes: `a` over the test database, `b` over the second handle. */
function twoNodes(options: { tickMs?: number; leaseMs?: number } = {}) {
  const a = createScheduler({ db: database.db, node: 'node-a', log: quietLog(), ...options });
  const b = createScheduler({ db: other, node: 'node-b', log: quietLog(), ...options });
  return [a, b] as const;
}

/** A job body that records its passes (node, start, end) and how many ran at once. */
function recorder(durationMs = 0) {
  const passes: { node: string; start: number; end: number }[] = [];
  let active = 0;
  let maxActive = 0;
  const run = (node: string) => async () => {
    active += 1;
    maxActive = Math.max(maxActive, active);
    const start = Date.now();
    if (durationMs) await sleep(durationMs);
    passes.push({ node, start, end: Date.now() });
    active -= 1;
  };
  return { passes, run, maxActive: () => maxActive };
}

describe('scheduled work over two nodes', () => {
  it('runs each period once in all, whichever node claims it', async () => {
    const [a, b] = twoNodes();
    const rec = recorder();
    a.every('test.once', 60_000, rec.run('node-a'), { runAtStart: true });
    b.every('test.once', 60_000, rec.run('node-b'), { runAtStart: true });
    await Promise.all([a.start(), b.start()]);
    try {
      const periods = 6;
      for (let i = 0; i < periods; i++) {
        const ran = await Promise.all([a.tick(), b.tick()]);
        expect(ran.flat()).toEqual(['test.once']);
        expect(rec.passes).toHaveLength(i + 1);
        // Not due again until the period passes.
        expect([...(await a.tick()), ...(await b.tick())]).toEqual([]);
        await makeDue('test.once');
      }
      expect(rec.passes).toHaveLength(periods);
      const r = await row('test.once');
      expect(r).toMatchObject({ runs: periods, failures: 0, lastError: null, leaseUntil: null });
      expect(r.intervalMs).toBe(60_000);
      expect(['node-a', 'node-b']).toContain(r.lastNode);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('on their own timers, two nodes keep the period: one pass per interval in all', async () => {
    const [a, b] = twoNodes({ tickMs: 15 });
    const rec = recorder();
    a.every('test.timers', 200, rec.run('node-a'));
    b.every('test.timers', 200, rec.run('node-b'));
    const begun = Date.now();
    await Promise.all([a.start(), b.start()]);
    await sleep(1_350);
    await Promise.all([a.stop(), b.stop()]);
    const elapsed = Date.now() - begun;
    // Due 200, 400, … ms after the start (the cadence is kept however late a period is claimed):
    // never more passes than periods, whichever node ran them; the nodes are not starved either.
    expect(rec.passes.length).toBeLessThanOrEqual(Math.floor(elapsed / 200));
    expect(rec.passes.length).toBeGreaterThanOrEqual(3);
    expect((await row('test.timers')).runs).toBe(rec.passes.length);
  });

  it('a slow pass is never run next to the next one, and its lease is renewed while it runs', async () => {
    // Interval 50 ms, each pass 1.5 s, lease 900 ms (renewed every 300 ms, so a renewal may come
    // 600 ms late on a busy machine): without the lease both nodes would start a pass every period.
    const [a, b] = twoNodes({ tickMs: 10, leaseMs: 900 });
    const rec = recorder(1_500);
    a.every('test.slow', 50, rec.run('node-a'), { runAtStart: true });
    b.every('test.slow', 50, rec.run('node-b'), { runAtStart: true });
    await Promise.all([a.start(), b.start()]);
    await sleep(3_400);
    await Promise.all([a.stop(), b.stop()]);
    expect(rec.maxActive()).toBe(1);
    expect(rec.passes.length).toBeGreaterThanOrEqual(2);
    expect(rec.passes.length).toBeLessThanOrEqual(3);
    const sorted = [...rec.passes].sort((x, y) => x.start - y.start);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
    }
    const r = await row('test.slow');
    expect(r.runs).toBe(rec.passes.length);
    expect(r.leaseUntil).toBeNull();
  });

  it("a dead node's pass is taken over once its lease ran out", async () => {
    const [a, b] = twoNodes();
    const rec = recorder();
    a.every('test.lease', 60_000, rec.run('node-a'));
    b.every('test.lease', 60_000, rec.run('node-b'));
    await Promise.all([a.start(), b.start()]);
    try {
      // A node claimed the pass and died: its lease holds for 300 ms more.
      await database.db
        .update(scheduledJobs)
        .set({
          nextRunAt: sql`now()`,
          leaseToken: 'dead/test.lease',
          leaseUntil: sql`now() + interval '300 milliseconds'`,
        })
        .where(eq(scheduledJobs.name, 'test.lease'));
      expect([...(await a.tick()), ...(await b.tick())]).toEqual([]);
      await sleep(350);
      expect([...(await b.tick()), ...(await a.tick())]).toEqual(['test.lease']);
      expect(rec.passes).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('a failing pass is logged and recorded, and the next period runs again', async () => {
    const log = quietLog();
    const node = createScheduler({ db: database.db, node: 'node-a', log });
    let calls = 0;
    node.every(
      'test.failing',
      60_000,
      async () => {
        calls += 1;
        if (calls === 1) {
          throw new Error('Failed query: select 1\nparams: secret-token', {
            cause: new Error('connection refused'),
          });
        }
      },
      { runAtStart: true },
    );
    await node.start();
    try {
      expect(await node.tick()).toEqual(['test.failing']);
      expect(await row('test.failing')).toMatchObject({
        runs: 1,
        failures: 1,
        lastError: 'Error: connection refused',
        leaseUntil: null,
        lastNode: 'node-a',
      });
      expect(log.error).toHaveBeenCalledWith(
        { job: 'test.failing', err: 'Error: connection refused' },
        'scheduler: job failed',
      );
      expect(JSON.stringify(log.error.mock.calls)).not.toContain('secret-token');
      await makeDue('test.failing');
      expect(await node.tick()).toEqual(['test.failing']);
      const r = await row('test.failing');
      expect(r).toMatchObject({ runs: 2, failures: 1, lastError: null });
      expect(r.lastFinishedAt).not.toBeNull();
    } finally {
      await node.stop();
    }
  });

  it('stopping waits for the running pass, which releases its lease', async () => {
    const node = createScheduler({ db: database.db, node: 'node-a', log: quietLog() });
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    node.every(
      'test.stop',
      60_000,
      async () => {
        started();
        await sleep(300);
        finished = true;
      },
      { runAtStart: true },
    );
    await node.start();
    void node.tick();
    await running;
    await node.stop();
    expect(finished).toBe(true);
    const r = await row('test.stop');
    expect(r.leaseUntil).toBeNull();
    expect(r.lastFinishedAt).not.toBeNull();
    // Stopped: it claims nothing more.
    await makeDue('test.stop');
    expect(await node.tick()).toEqual([]);
  });

  it('the server registers its jobs, claims them once ready and holds no lease after close', async () => {
    const app = await buildApp({
      env: testEnv({ STUDIO_DIST: '/nonexistent/studio-dist' }),
      database,
      logger: false,
      serveSite: false,
    });
    await app.ready();
    const names = (await database.db.select().from(scheduledJobs))
      .filter((r) => !r.name.startsWith('test.'))
      .map((r) => [r.name, r.intervalMs]);
    expect(Object.fromEntries(names)).toEqual({
      'limits.activation': 60_000,
      'compliance.pseudonymise': 3_600_000,
      'bonus.expiry': 60_000,
      'bonus.weekly-cashback': 3_600_000,
      'safer.markers': 60_000,
      'lobby.game-stats': 600_000,
      'kyc.redelivery': 60_000,
      'studio.recovery': 30_000,
      'virtual-sports.rounds': 2_000,
      'payments.sandbox-gateway': 5_000,
      'cleanup.expired': 3_600_000,
    });
    // The game stats recount is due at a database's first start: some node claims it soon.
    for (let i = 0; i < 100 && (await row('lobby.game-stats')).runs === 0; i++) await sleep(50);
    expect((await row('lobby.game-stats')).runs).toBe(1);
    await app.close();
    const leased = (await database.db.select().from(scheduledJobs)).filter((r) => r.leaseUntil);
    expect(leased).toEqual([]);
  });
});

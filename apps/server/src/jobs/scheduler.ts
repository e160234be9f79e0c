/**
 * The server's one scheduler: periodic work (activations, expiry sweeps, redeliveries, recovery,
 * cleanup…) runs once per period across all nodes, not once per node.
 *
 * How. Each job has a row in `scheduled_jobs` (name, interval, next_run_at, lease). Every node has
 * one timer (unref'd, jittered so nodes do not tick in step; its period is half the shortest job's
 * interval, between 0.5 and 5 s) and on each tick it CLAIMS the due jobs it knows with one atomic
 * conditional update:
 *
 *   update scheduled_jobs set next_run_at = <next period>, lease_until = now() + lease, … where
 *   name in (…) and next_run_at <= now() and (lease_until is null or lease_until <= now())
 *   returning name, lease_token
 *
 * On PostgreSQL a second node's update of the same row waits for the first one's and then
 * re-checks the condition against the new row (READ COMMITTED), so only the node whose update
 * returned the row runs that period's pass; on the embedded PGlite there is one connection and
 * statements run one after another. Periods are counted on the database's clock (one clock for
 * all nodes), never on a node's own; `next_run_at` keeps the cadence (last due time + interval) and
 * does not catch up missed periods in a burst after downtime (one pass, then the normal cadence).
 *
 * Overlap: a lease, not a held advisory lock. A pass holds the job's lease (LEASE_MS, renewed
 * every LEASE_MS / 3 while it runs) and no node claims the job while the lease is live, so a pass
 * longer than its interval is never run next to the next period's pass on another node; the next
 * claim happens right after the lease is released. If a node dies mid-pass its lease runs out and
 * another node takes the job over after at most LEASE_MS. We chose a lease because a session or
 * transaction advisory lock would have to pin one connection for the whole pass: with pg's pool
 * that is a connection held idle for minutes, and on PGlite (one connection) an open transaction
 * would block the pass's own queries. The domains keep their own guards underneath (advisory
 * xact locks of lobby stats, limits and pseudonymisation; conditional updates of rounds,
 * activations, expiries; the safer watermark), so a node frozen past its lease still does no
 * harm twice.
 *
 * Errors: a failed pass is logged (the job's name and the error's first line only: query
 * parameters, tokens and personal data of a driver error's text are not logged) and stored in
 * last_error; the next period runs as usual. `stop()` (the app's preClose) stops claiming and
 * waits for this node's running passes, which release their leases.
 *
 * Per job, where it runs (decided by reading each one):
 * - Once across nodes (scheduler): limits activation, bonus expiry and weekly cashback, safer
 *   markers, compliance pseudonymisation, lobby game stats, KYC webhook redelivery, sandbox
 *   gateway webhooks and session expiry, studio recovery of unfinished rounds, virtual-sports
 *   rounds (close, draw, settle, schedule: money and state), the cleanup of expired rows.
 * - Local to each node: the jackpot ticker (jackpots/service.ts) only reads the pots and tells
 *   this node's own sockets what moved, it writes nothing, so it stays on each node's own timer;
 *   the socket heartbeat (realtime/server.ts) likewise. At start each node still runs one studio
 *   recovery and one virtual-sports pass itself (before it serves: its own unfinished rounds are
 *   settled first); those steps are conditional updates, safe next to another node's pass.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduledJobs } from '../db/schema.ts';

/** How long a claimed pass holds its job before another node may take it over. */
export const LEASE_MS = 60_000;
/** The slowest a node ticks (the fastest: MIN_TICK_MS). */
export const MAX_TICK_MS = 5_000;
export const MIN_TICK_MS = 500;
/** The longest error text kept in last_error. */
const ERROR_MAX = 300;

/** A job as a domain describes it; the app registers it with `scheduler.add`. */
export interface ScheduledJob {
  /** Unique across the server (the row's key), e.g. `limits.activation`. */
  name: string;
  intervalMs: number;
  /** One pass; a rejection is logged and recorded, and the next period runs again. */
  run(): Promise<unknown>;
  /** The first pass is due at once when the job's row is new (else one interval after start). */
  runAtStart?: boolean;
}

export interface SchedulerOptions {
  db: Db;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** This node's name in last_node (default: host name, process id and a random suffix). */
  node?: string;
  /** The tick period (default: half the shortest interval, within MIN_TICK_MS…MAX_TICK_MS). */
  tickMs?: number;
  /** The lease of a running pass (default LEASE_MS). */
  leaseMs?: number;
}

export interface Scheduler {
  /** Registers a job (before `start`). */
  every(
    name: string,
    intervalMs: number,
    run: () => Promise<unknown>,
    options?: { runAtStart?: boolean },
  ): void;
  /** Registers a job a domain described. */
  add(job: ScheduledJob): void;
  /** Writes the jobs' rows and starts this node's timer. */
  start(): Promise<void>;
  /**
   * One claim now: claims the due jobs and runs them; resolves when those passes finished, with
   * the names of the jobs this node ran (tests and operators; the timer claims the same way but
   * does not wait for the passes).
   */
  tick(): Promise<string[]>;
  /** Stops claiming and waits for this node's running passes. */
  stop(): Promise<void>;
  readonly node: string;
}

/** An error's first line (a driver error's own cause when it has one), for logs and last_error. */
export function describeError(err: unknown): string {
  const inner = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = inner instanceof Error ? `${inner.name}: ${inner.message}` : String(inner);
  return text.split('\n')[0]!.slice(0, ERROR_MAX);
}

type Rows<T> = { rows: T[] };
/** The jobs one claim took, and their passes. */
type Claimed = { names: string[]; passes: Promise<void>[] };
const ms = (n: number) => sql`(${n} * interval '1 millisecond')`;

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, log } = options;
  const node =
    options.node ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 120);
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const jobs = new Map<string, ScheduledJob>();
  /** This node's running passes, by job. */
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let claiming: Promise<Claimed> | null = null;

  function add(job: ScheduledJob) {
    if (started) throw new Error(`scheduler: ${job.name} registered after start`);
    if (jobs.has(job.name)) throw new Error(`scheduler: ${job.name} registered twice`);
    if (!Number.isInteger(job.intervalMs) || job.intervalMs <= 0) {
      throw new Error(`scheduler: ${job.name} needs a positive interval`);
    }
    jobs.set(job.name, job);
  }

  function tickMs(): number {
    if (options.tickMs) return options.tickMs;
    const shortest = Math.min(...[...jobs.values()].map((j) => j.intervalMs));
    return Math.min(MAX_TICK_MS, Math.max(MIN_TICK_MS, Math.floor(shortest / 2)));
  }

  function schedule() {
    if (stopped) return;
    const base = tickMs();
    // ±20 % so that nodes started together do not claim in step.
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    // The timer only claims: the passes run on while the next ticks claim other jobs.
    timer = setTimeout(() => {
      void claim().finally(schedule);
    }, delay);
    timer.unref();
  }

  async function start() {
    if (started) return;
    started = true;
    if (jobs.size === 0) return;
    const values = [...jobs.values()].map(
      (j) =>
        sql`(${j.name}, ${j.intervalMs}::int, ${j.runAtStart ? sql`now()` : sql`now() + ${ms(j.intervalMs)}`})`,
    );
    // New jobs get their row; a changed interval applies from now on (never later than before).
    await db.execute(sql`insert into ${scheduledJobs} (name, interval_ms, next_run_at)
      values ${sql.join(values, sql`, `)}
      on conflict (name) do update set interval_ms = excluded.interval_ms,
        next_run_at = least(${scheduledJobs.nextRunAt}, now() + excluded.interval_ms * interval '1 millisecond')`);
    schedule();
  }

  /** Renews the lease while the pass runs; false when another node holds the job now. */
  async function renew(name: string, token: string): Promise<boolean> {
    const res = (await db.execute(sql`update ${scheduledJobs}
      set lease_until = now() + ${ms(leaseMs)}
      where name = ${name} and lease_token = ${token} returning name`)) as unknown as Rows<unknown>;
    return res.rows.length > 0;
  }

  async function runPass(job: ScheduledJob, token: string): Promise<void> {
    const heartbeat = setInterval(
      () => {
        void renew(job.name, token).then(
          (held) => {
            if (!held) log?.warn({ job: job.name }, 'scheduler: lease lost while the pass runs');
          },
          (err: unknown) =>
            log?.warn({ job: job.name, err: describeError(err) }, 'scheduler: lease not renewed'),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = describeError(err);
      log?.error({ job: job.name, err: error }, 'scheduler: job failed');
    } finally {
      clearInterval(heartbeat);
    }
    try {
      await db.execute(sql`update ${scheduledJobs}
        set lease_until = null, lease_token = null, last_finished_at = now(),
          last_error = ${error}, failures = failures + ${error === null ? 0 : 1}
        where name = ${job.name} and lease_token = ${token}`);
    } catch (err) {
      // The lease runs out by itself; the job is claimed again after it.
      log?.warn({ job: job.name, err: describeError(err) }, 'scheduler: lease not released');
    }
  }

  async function claimDue(): Promise<Claimed> {
    const names = [...jobs.keys()].filter((n) => !running.has(n));
    if (stopped || names.length === 0) return { names: [], passes: [] };
    const tick = randomBytes(8).toString('hex');
    const iv = sql`(interval_ms * interval '1 millisecond')`;
    const res = (await db.execute(sql`update ${scheduledJobs} set
        next_run_at = case when next_run_at + ${iv} > now() then next_run_at + ${iv}
          else now() + ${iv} end,
        lease_until = now() + ${ms(leaseMs)},
        lease_token = ${tick} || '/' || name,
        last_started_at = now(),
        last_node = ${node},
        runs = runs + 1
      where name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})
        and next_run_at <= now()
        and (lease_until is null or lease_until <= now())
      returning name, lease_token`)) as unknown as Rows<{ name: string; lease_token: string }>;
    const passes: Promise<void>[] = [];
    for (const row of res.rows) {
      const job = jobs.get(row.name)!;
      const pass = runPass(job, row.lease_token).finally(() => running.delete(row.name));
      running.set(row.name, pass);
      passes.push(pass);
    }
    return { names: res.rows.map((r) => r.name), passes };
  }

  function claim(): Promise<Claimed> {
    // One claim at a time on this node; a tick while one is under way joins it.
    claiming ??= claimDue()
      .catch((err: unknown) => {
        log?.error({ err: describeError(err) }, 'scheduler: claim failed');
        return { names: [], passes: [] };
      })
      .finally(() => (claiming = null));
    return claiming;
  }

  async function tick(): Promise<string[]> {
    const { names, passes } = await claim();
    await Promise.all(passes);
    return names;
  }

  return {
    node,
    every: (name, intervalMs, run, opts) => add({ name, intervalMs, run, ...opts }),
    add,
    start,
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await claiming;
      await Promise.all(running.values());
    },
  };
}

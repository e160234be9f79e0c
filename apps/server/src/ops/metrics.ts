/**
 * Prometheus metrics of one app (prom-client): HTTP requests by route pattern, wallet operations
 * and refusals, the database pool, realtime sockets, background queues and the process.
 *
 * Each app has its own Registry (several apps in one test process must not collide); main.ts
 * serves it on a separate port (ops/metrics-server.ts), so the public port never exposes it.
 * Labels are bounded: routes by their pattern (`/v1/players/:id`), never the raw URL.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { Wallet } from '../wallet/plugin.ts';
import { WalletInputError } from '../wallet/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (served by main.ts on METRICS_PORT). */
    metrics: Registry;
  }
}

/** A scrape's database queries give up after this long (the gauge is left out of that scrape). */
const COLLECT_TIMEOUT_MS = 2_000;
/** Counting pending rows stops here: a depth beyond it says enough, and the count stays cheap. */
const QUEUE_COUNT_CAP = 10_000;

/** The app's registry and the metrics its hooks update (the gauges are read on scrape). */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  walletOperations: Counter<'operation' | 'outcome'>;
}

/** A registry with the process's default metrics and the app's counters. */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: 'croupier_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'croupier_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      registers: [registry],
    }),
    walletOperations: new Counter({
      name: 'croupier_wallet_operations_total',
      help: 'Seamless wallet operations (studio, virtual sports, providers), by outcome: ok or the refusal',
      labelNames: ['operation', 'outcome'],
      registers: [registry],
    }),
  };
}

/**
 * The route label: the matched pattern; `unmatched` for a 404 without a route; `static` for the
 * wildcard routes of built files and media (their paths are unbounded).
 */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return 'unmatched';
  return pattern.endsWith('*') ? 'static' : pattern;
}

/** Counts and times every answered request. */
export function observeHttp(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url);
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

type Outcome = { ok: true } | { ok: false; code: string };

/**
 * The seamless wallet with each debit, credit, rollback and free spin counted by outcome: `ok`,
 * the wallet's refusal code (insufficient_funds, daily_bet_limit, ...), `invalid_input` for a call
 * the wallet rejects before the ledger, `error` for a failure. Every game (studio, virtual sports,
 * external providers over /wallet/v1 and Hub88) moves money through this one object.
 */
export function meterWallet(wallet: Wallet, counter: AppMetrics['walletOperations']): Wallet {
  function metered<A, R>(
    operation: string,
    call: (req: A) => Promise<R>,
    outcomeOf: (result: R) => Outcome = (result) => result as Outcome,
  ) {
    return async (req: A): Promise<R> => {
      try {
        const result = await call(req);
        const outcome = outcomeOf(result);
        counter.inc({ operation, outcome: outcome.ok ? 'ok' : outcome.code });
        return result;
      } catch (err) {
        const outcome = err instanceof WalletInputError ? 'invalid_input' : 'error';
        counter.inc({ operation, outcome });
        throw err;
      }
    };
  }
  const overrides: Partial<Wallet> = {
    debit: metered('debit', (req: Parameters<Wallet['debit']>[0]) => wallet.debit(req)),
    credit: metered('credit', (req: Parameters<Wallet['credit']>[0]) => wallet.credit(req)),
    rollback: metered('rollback', (req: Parameters<Wallet['rollback']>[0]) => wallet.rollback(req)),
    freespin: metered('freespin', (req: Parameters<Wallet['freespin']>[0]) => wallet.freespin(req)),
    // A round counts as its bet's outcome (a refused bet is the round's refusal).
    round: metered(
      'round',
      (req: Parameters<Wallet['round']>[0]) => wallet.round(req),
      (result) => result.bet,
    ),
  };
  // The other members are the wallet's own, called on it (a class's methods keep their `this`).
  return new Proxy(wallet, {
    get(target, prop) {
      if (Object.hasOwn(overrides, prop)) return overrides[prop as keyof Wallet];
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** The promise's value, or undefined when it fails or takes longer than COLLECT_TIMEOUT_MS. */
async function orNothing<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), COLLECT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Pending rows of the queues the server works off in the background (capped counts). */
const QUEUES: Record<string, string> = {
  // E-mails and SMS handed to their transport and not yet answered (notifications/delivery.ts);
  // the last day only, through the outbox's created_at index.
  outbox: `select 1 from outbox where status = 'sending' and created_at > now() - interval '1 day'`,
  // The sandbox gateway's webhooks not yet accepted by the payments core (retried with backoff).
  sandbox_webhooks: 'select 1 from sandbox_gateway_webhooks where delivered_at is null',
};

/** What the scrape-time gauges read. */
export interface ScrapeSources {
  database: Database;
  /** Socket.IO connections of this node. */
  sockets: () => number;
}

/** Gauges read when Prometheus scrapes: the database pool, sockets and queue depths. */
export function collectOnScrape(metrics: AppMetrics, sources: ScrapeSources): void {
  const { database } = sources;
  const registers = [metrics.registry];
  new Gauge({
    name: 'croupier_db_pool_connections',
    help: 'Database connections of this process by state (PGlite: one, total only)',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      if (database.kind === 'pglite') {
        this.set({ state: 'total' }, 1);
        return;
      }
      const pool = (database.db as unknown as { $client: PgPoolCounts }).$client;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'croupier_socket_connections',
    help: 'Realtime (Socket.IO) connections to this node',
    registers,
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'croupier_queue_pending',
    help: `Rows waiting in a background queue (counted up to ${QUEUE_COUNT_CAP})`,
    labelNames: ['queue'],
    registers,
    async collect() {
      const counts = await Promise.all(
        Object.entries(QUEUES).map(async ([queue, rows]) => {
          const result = (await orNothing(
            database.db.execute(
              `select count(*)::int as n from (${rows} limit ${QUEUE_COUNT_CAP}) pending`,
            ),
          )) as unknown as { rows: { n: number }[] } | undefined;
          return [queue, result?.rows[0]?.n] as const;
        }),
      );
      this.reset();
      for (const [queue, n] of counts) if (n !== undefined) this.set({ queue }, Number(n));
    },
  });
}

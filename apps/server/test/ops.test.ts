/**
 * What an operator's infrastructure relies on (ops/): the liveness and readiness probes, request
 * ids in responses and log lines, and the Prometheus metrics on their own port.
 */
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { CHECK_TIMEOUT_MS, registerHealthRoutes } from '../src/ops/health.ts';
import { startMetricsServer } from '../src/ops/metrics-server.ts';
import { registerRequestIdHeader, requestId } from '../src/ops/request-log.ts';
import { buildTestApp, testEnv, type TestApp } from './helper.ts';
import { createExternalGame, launchToken } from './providers-support.ts';
import { redisReachable, redisUrl } from './redis-support.ts';
import { fundedPlayer, walletProviderCall } from './wallet-support.ts';

const PROVIDER = 'opsprov';
const SECRET = 'ops-provider-secret-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const redisUp = await redisReachable();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WALLET_PROVIDER_SECRETS: `${PROVIDER}:${SECRET}` });
});
afterAll(async () => {
  await t?.close();
});

/** A port nothing listens on (taken from the system, then released). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe('probes', () => {
  it('GET /health answers 200 without checking anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'off', migrations: 'ok' },
    });
  });

  it('GET /ready answers 503 naming migrations when the last migration is not recorded', async () => {
    const db = t.database.db;
    type Row = { id: number; hash: string; created_at: string };
    const { rows } = (await db.execute(
      'select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
    )) as unknown as { rows: Row[] };
    const last = rows[0]!;
    await db.execute(`delete from drizzle.__drizzle_migrations where id = ${Number(last.id)}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'off', migrations: 'fail' },
      });
    } finally {
      await db.execute(
        `insert into drizzle.__drizzle_migrations (id, hash, created_at)
         values (${Number(last.id)}, '${last.hash.replace(/[^0-9a-f]/g, '')}', ${BigInt(last.created_at)})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('GET /ready answers 503 naming redis when REDIS_URL points at a closed port', async () => {
    // The probe with the app's kind of Redis client (app.ts) on a closed port, over this file's
    // database. (A whole app on a dead Redis takes seconds to start and stop: its other clients
    // retry; the probe itself is what is checked here.)
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { lazyConnect: false });
    redis.on('error', () => undefined);
    const app = Fastify();
    registerHealthRoutes(app, { db: t.database.db, redis });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(Date.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 1_000);
      expect(res.statusCode).toBe(503);
      // The check is named; nothing of the driver's error (address, ECONNREFUSED) is told.
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'fail', migrations: 'ok' },
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|retries/i);
      // Liveness does not depend on Redis.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      redis.disconnect();
    }
  });

  it('GET /ready answers 503 naming database when a query hangs', async () => {
    const hung = { execute: () => new Promise<never>(() => undefined) } as unknown as Db;
    const app = Fastify();
    registerHealthRoutes(app, { db: hung, timeoutMs: 50 });
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'fail', redis: 'off', migrations: 'fail' },
    });
    await app.close();
  });

  it.runIf(redisUp)('GET /ready checks a Redis that answers: ok', async () => {
    const other = await buildTestApp({ REDIS_URL: redisUrl });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/ready' });
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', migrations: 'ok' },
      });
    } finally {
      await other.close();
    }
  });

  it('the probes are not rate limited and not in the OpenAPI document', async () => {
    const strict = await buildTestApp({
      RATE_LIMIT_PER_MINUTE: '2',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2',
    });
    try {
      for (let i = 0; i < 6; i++) {
        expect((await strict.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        expect((await strict.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      }
      const spec = await strict.app.inject({ method: 'GET', url: '/docs/json' });
      // The limit still holds elsewhere (the document itself is a counted call).
      expect([200, 429]).toContain(spec.statusCode);
      const doc = t.app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).not.toContain('/health');
      expect(Object.keys(doc.paths)).not.toContain('/ready');
    } finally {
      await strict.close();
    }
  });
});

describe('request ids', () => {
  const idOf = async (value?: string) => {
    const headers = value === undefined ? {} : { 'x-request-id': value };
    const res = await t.app.inject({ method: 'GET', url: '/health', headers });
    return res.headers['x-request-id'];
  };

  it('echoes a sane x-request-id', async () => {
    expect(await idOf('lb-7f3a:2026.11.29_01')).toBe('lb-7f3a:2026.11.29_01');
  });

  it('replaces a missing, overlong or odd one with a UUID', async () => {
    expect(await idOf()).toMatch(UUID);
    expect(await idOf('a'.repeat(500))).toMatch(UUID);
    expect(await idOf('forged\tline')).toMatch(UUID);
    expect(await idOf('id with "quotes"')).toMatch(UUID);
    expect(await idOf('')).toMatch(UUID);
  });

  it('gives 404 answers an id too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/no/such/route',
      headers: { 'x-request-id': 'abc-404' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('abc-404');
  });

  it('log lines carry the id; the completed line has method, redacted url, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const app = Fastify({
      logger: { ...loggerOptions(testEnv({ LOG_LEVEL: 'info' })), stream },
      genReqId: requestId,
      requestIdHeader: false,
    });
    registerRequestIdHeader(app);
    app.get('/v1/things/:id', async () => ({ ok: true }));
    await app.inject({
      method: 'GET',
      url: '/v1/things/42?token=s3cret-link',
      headers: { 'x-request-id': 'trace-1' },
    });
    await app.close();
    const incoming = lines.find((l) => l.msg === 'incoming request');
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(incoming).toMatchObject({
      reqId: 'trace-1',
      req: { method: 'GET', url: '/v1/things/42?token=[redacted]' },
    });
    expect(completed).toMatchObject({
      reqId: 'trace-1',
      res: { statusCode: 200, method: 'GET', url: '/v1/things/42?token=[redacted]' },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('s3cret-link');
  });
});

describe('metrics', () => {
  it('labels requests by route pattern, never the raw path', async () => {
    const code = `raw-code-${process.pid}`;
    await t.app.inject({ method: 'POST', url: `/v1/casino/play/${code}`, payload: {} });
    // A path segment no metric value can contain by chance (a number such as 12345 could turn up
    // inside a byte count or a timestamp of the scrape).
    const unmatched = `no-such-route-${process.pid}`;
    await t.app.inject({ method: 'GET', url: `/no/such/route/${unmatched}` });
    const text = await t.app.metrics.metrics();
    expect(text).toMatch(
      /croupier_http_requests_total\{method="POST",route="\/v1\/casino\/play\/:[a-z_]+",status="\d{3}"\} 1/,
    );
    expect(text).toMatch(
      /croupier_http_request_duration_seconds_count\{method="POST",route="\/v1\/casino\/play\/:[a-z_]+"\} 1/,
    );
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain(code);
    expect(text).not.toContain(unmatched);
  });

  it('counts wallet operations by outcome: ok and the refusal', async () => {
    const game = await createExternalGame(t.database.db, { aggregator: PROVIDER });
    // 0.01 deposited: enough to launch, not for a 0.02 bet.
    const player = await fundedPlayer(t.database.db, t.clock.now, 1, 'ops');
    const { token } = await launchToken(t.app, game, player.userToken);
    const bet = {
      player_id: player.id,
      game_id: game.id,
      session_token: token,
      currency: 'EUR',
      round_id: 'OPS1',
    };
    const auth = { provider: PROVIDER, secret: SECRET };
    const refused = await walletProviderCall(
      t.app,
      'debit',
      { ...bet, transaction_id: 'ops-b1', amount: 0.02 },
      auth,
    );
    expect(refused.status).toBe(409);
    const ok = await walletProviderCall(
      t.app,
      'debit',
      { ...bet, transaction_id: 'ops-b2', amount: 0.01 },
      auth,
    );
    expect(ok.status).toBe(200);
    const text = await t.app.metrics.metrics();
    expect(text).toContain(
      'croupier_wallet_operations_total{operation="debit",outcome="insufficient_funds"} 1',
    );
    expect(text).toContain('croupier_wallet_operations_total{operation="debit",outcome="ok"} 1');
  });

  it('reports the database pool, sockets, queue depths and the process on scrape', async () => {
    const text = await t.app.metrics.metrics();
    expect(text).toMatch(/croupier_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/^croupier_socket_connections 0$/m);
    expect(text).toMatch(/^croupier_queue_pending\{queue="outbox"\} 0$/m);
    expect(text).toMatch(/^croupier_queue_pending\{queue="sandbox_webhooks"\} \d+$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('two apps in one process keep their own counts', async () => {
    const other = await buildTestApp();
    try {
      await other.app.inject({ method: 'GET', url: '/health' });
      const text = await other.app.metrics.metrics();
      expect(text).toContain(
        'croupier_http_requests_total{method="GET",route="/health",status="200"} 1',
      );
      expect(text).not.toContain('operation="debit"');
    } finally {
      await other.close();
    }
  });

  it('the metrics server answers GET /metrics on its own port, and nothing else', async () => {
    const server = await startMetricsServer({
      registry: t.app.metrics,
      host: '127.0.0.1',
      port: 0,
    });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('# TYPE croupier_http_requests_total counter');
      expect(text).toContain('croupier_wallet_operations_total');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/health`)).status).toBe(404);
      const post = await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' });
      expect(post.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

/**
 * No error answer shows internals (OWASP ASVS 5.0 V16.5.1): a route that fails inside (a thrown
 * Error naming SQL, a real database error, a thrown string or object), a malformed or empty JSON
 * body, an oversized body, a wrong content type and an unknown route all answer with the
 * contract's generic key, never a stack, a file path, SQL or the thrown message.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, SKIN_AUTH, testEnv } from './helper.ts';

const SECRET_MESSAGE = 'relation "players" SELECT password_hash FROM players WHERE id = 1';

let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const { database, drop: dropDatabase } = await createTestDatabase();
  drop = dropDatabase;
  app = await buildApp({ env: testEnv(), database, logger: false, serveSite: false });
  // Test-only routes on the built app: each fails the way a bug in a real route would.
  app.get('/test-errors/sql-message', async () => {
    throw new Error(SECRET_MESSAGE);
  });
  app.get('/test-errors/database', async () => {
    await database.db.execute(sql`SELECT password_hash FROM no_such_table_at_all`);
    return { ok: true };
  });
  app.get('/test-errors/string', async () => {
    throw `${SECRET_MESSAGE} at /apps/server/src/players/service.ts:10:5`;
  });
  app.get('/test-errors/object', async () => {
    throw { statusCode: 'teapot', message: SECRET_MESSAGE, stack: 'at x (/apps/a.ts:1:1)' };
  });
  // What node-postgres and Drizzle throw while PostgreSQL restarts or refuses connections.
  app.get('/test-errors/db-shutdown', async () => {
    const driver = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw Object.assign(new Error(`Failed query: ${SECRET_MESSAGE}`), { cause: driver });
  });
  app.get('/test-errors/db-refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/test-errors/db-lost', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.get('/test-errors/client-status', async () => {
    throw Object.assign(new Error(SECRET_MESSAGE), { statusCode: 400 });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

/** What an auditor looks for in an answer that must not show internals. */
function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/stack/i);
  expect(body).not.toMatch(/\bat \S+ \(|\n\s+at /);
  expect(body).not.toMatch(/\/apps\/|\/node_modules\/|\.ts:\d|\.js:\d/);
  expect(body).not.toMatch(/\bSELECT\b|\bFROM\b|\bWHERE\b|relation|no_such_table|password_hash/i);
  expect(body).not.toContain(SECRET_MESSAGE);
  expect(body).not.toMatch(/FST_|Fastify|SyntaxError|JSON at position|Unexpected token/);
}

describe('errors inside a route', () => {
  it.each([
    '/test-errors/sql-message',
    '/test-errors/database',
    '/test-errors/string',
    '/test-errors/object',
  ])('%s answers 500 with the generic key only', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.server });
    expectNoInternals(res.body);
  });

  it('a client status set on an internal error keeps its status, not its message', async () => {
    const res = await app.inject({ method: 'GET', url: '/test-errors/client-status' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.badRequest });
    expectNoInternals(res.body);
  });
});

describe('requests the server cannot read', () => {
  const login = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { authorization: SKIN_AUTH, 'content-type': contentType },
      payload,
    });

  it('a malformed JSON body: 400 bad_request, the body not quoted back', async () => {
    const res = await login('{"username": "demo", SELECT password_hash FROM players');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.badRequest });
    expectNoInternals(res.body);
  });

  it('an empty JSON body: 400 bad_request', async () => {
    const res = await login('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.badRequest });
    expectNoInternals(res.body);
  });

  it('an oversized body: 413 payload_too_large', async () => {
    const res = await login(JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'y' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.payloadTooLarge });
    expectNoInternals(res.body);
  });

  it('a wrong content type: 415 unsupported_media_type', async () => {
    const res = await login('username=demo&password=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.unsupportedMediaType });
    expectNoInternals(res.body);
  });

  it('an unknown route: 404 Not found', async () => {
    for (const url of ['/v1/no-such-route', '/staff/v1/no-such-route', '/no-such-route.php']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: SKIN_AUTH } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: ERROR_MESSAGES.notFound });
      expectNoInternals(res.body);
    }
  });
});

describe('a database that is unreachable for a moment', () => {
  it.each(['/test-errors/db-shutdown', '/test-errors/db-refused', '/test-errors/db-lost'])(
    '%s answers 503 service_unavailable with Retry-After, no internals',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ message: ERROR_MESSAGES.serviceUnavailable });
      expectNoInternals(res.body);
    },
  );

  it('a statement that fails on a database that answers stays a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/test-errors/database' });
    expect(res.statusCode).toBe(500);
  });
});

/**
 * A node whose Redis is unreachable keeps serving: the rate limits let calls through instead of
 * failing them (before: every call waited for the Redis client's retries, then answered 500),
 * log-in still works (its lockouts are counted in the database), readiness says Redis failed,
 * and the node closes without waiting for the Redis that is down.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime } from '../src/realtime/server.ts';
import { createStaffService } from '../src/staff/service.ts';
import { DEMO_PLAYERS } from '../src/seed/demo-players.ts';
import { buildTestApp, SKIN_AUTH, type TestApp } from './helper.ts';

describe('a node with its Redis down', () => {
  let t: TestApp;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    // Port 1: nothing listens there, every connection is refused.
    t = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('serves the lobby and a log-in, and is not ready', async () => {
    const games = await t.app.inject({
      method: 'GET',
      url: '/v1/casino/games',
      headers: { authorization: SKIN_AUTH },
    });
    expect(games.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { authorization: SKIN_AUTH },
      payload: { username: DEMO_PLAYERS.demo.username, password: DEMO_PLAYERS.demo.password },
    });
    expect(login.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { redis: 'fail', database: 'ok' } });
  });

  it('a realtime server closed while its Redis connection is being made leaves no unhandled rejection', async () => {
    // The socket.io adapter subscribes (and unsubscribes at close) without waiting for the
    // answer; closing a connection that is still connecting rejects those commands. Before the
    // fix that was an unhandled rejection (seen as a flaky close on a loaded machine).
    const now = () => t.clock.now;
    for (let i = 0; i < 3; i += 1) {
      const rt = createRealtime({
        server: createServer(),
        db: t.database.db,
        now,
        env: {
          REDIS_URL: 'redis://127.0.0.1:1',
          REALTIME_CHANNEL: 'redis-down',
          TRUST_PROXY: false,
          PUBLIC_URL: 'http://localhost:3000',
          REALTIME_HANDSHAKES_PER_MINUTE: 10,
        },
        staff: createStaffService(t.database.db, { now }),
        sweepMs: 0,
      });
      await rt.close();
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(rejections.map(String)).toEqual([]);
  });

  it('closes at once, with no unhandled rejection', async () => {
    await t.close();
    expect(rejections.map(String)).toEqual([]);
  }, 10_000);
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { call, registerActivePlayer } from './accounts-support.ts';
import { createTestDatabase, get, testEnv } from './helper.ts';
import type { Database } from '../src/db/client.ts';

const PER_KEY = 8;
const PER_ADDRESS = 20;

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
const webDist = mkdtempSync(join(tmpdir(), 'croupier-rl-web-'));

beforeAll(async () => {
  // A built site: its page and one script.
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
  const now = new Date();
  ({ database, drop } = await createTestDatabase(now));
  app = await buildApp({
    env: testEnv({
      RATE_LIMIT_PER_MINUTE: String(PER_KEY),
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WEB_DIST: webDist,
      BACKOFFICE_DIST: join(webDist, 'no-backoffice'),
    }),
    database,
    logger: false,
    now: () => now,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(webDist, { recursive: true, force: true });
});

const statuses = async (n: number, send: (i: number) => Promise<{ status: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).status);
  return out;
};

describe('rate limit', () => {
  it('answers 429 with a clear message once a guest address exceeds its budget', async () => {
    const got = await statuses(PER_KEY + 2, () => get(app, '/v1/casino/sections'));
    expect(got.slice(0, PER_KEY)).toEqual(Array(PER_KEY).fill(200));
    expect(got.slice(PER_KEY)).toEqual([429, 429]);
    const res = await get(app, '/v1/casino/sections');
    expect(res.body).toEqual({ message: expect.stringMatching(/too many/i) });
  });

  it('does not count built files or media: a lobby load behind one address never locks it out', async () => {
    const ip = '10.20.0.1';
    const media = await call(app, 'GET', '/v1/casino/sections', undefined, { ip });
    expect(media.status).toBe(200);
    const files = await statuses(PER_KEY * 4, (i) =>
      app
        .inject({
          method: 'GET',
          url: i % 2 ? '/assets/index-abc123.js' : '/media/does-not-exist.svg',
          remoteAddress: ip,
        })
        .then((res) => ({ status: res.statusCode })),
    );
    expect(files.filter((s) => s === 429)).toEqual([]);
    expect(files.filter((_, i) => i % 2)).toEqual(Array(PER_KEY * 2).fill(200));
    // The address's call budget is untouched by them: one call spent above, the rest remain.
    const calls = await statuses(PER_KEY, () =>
      call(app, 'GET', '/v1/casino/sections', undefined, { ip }),
    );
    expect(calls).toEqual([...Array(PER_KEY - 1).fill(200), 429]);
  });

  it('counts a player by session: players behind one address do not share a budget', async () => {
    const ip = '10.30.0.1';
    // Registered from elsewhere, so the registration's calls count against other addresses.
    const anna = await registerActivePlayer(app, database, { ip: '10.31.0.1' });
    const ben = await registerActivePlayer(app, database, { ip: '10.32.0.1' });
    const me = (userToken: string) => call(app, 'GET', '/v1/me', undefined, { userToken, ip });

    expect(await statuses(PER_KEY, () => me(anna.userToken))).toEqual(Array(PER_KEY).fill(200));
    expect((await me(anna.userToken)).status).toBe(429);
    // Ben and a guest at the same address still have their own budgets.
    expect(await statuses(PER_KEY, () => me(ben.userToken))).toEqual(Array(PER_KEY).fill(200));
    expect((await call(app, 'GET', '/v1/casino/sections', undefined, { ip })).status).toBe(200);
  });

  it('caps an address whatever tokens it sends: made-up tokens do not open fresh budgets', async () => {
    const ip = '10.40.0.1';
    const got = await statuses(PER_ADDRESS + 3, () =>
      call(app, 'GET', '/v1/me', undefined, { userToken: randomBytes(24).toString('hex'), ip }),
    );
    expect(got.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(401));
    expect(got.slice(PER_ADDRESS)).toEqual([429, 429, 429]);
  });
});

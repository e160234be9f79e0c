/**
 * Two platform nodes (two apps in this process) sharing one database and one Redis: a staff
 * change made on node A (a game hidden, a translation edited, the maintenance flag and the live
 * chat) is what node B serves on its next requests, though B had it cached and its clock stands
 * still (no TTL can expire). The database is PostgreSQL when TEST_PG_URL is set, else one PGlite
 * instance both apps use. Runs when Redis answers (TEST_REDIS_URL, REDIS_URL or the local
 * default); each run uses its own channel.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { games, skins } from '../src/db/schema.ts';
import { createTestDatabase, SKIN_AUTH, staffTokens, testEnv } from './helper.ts';
import { redisReachable, redisUrl } from './redis-support.ts';

const haveRedis = await redisReachable(redisUrl);

/** Polls `read` until `check` holds on its value (well under any cache TTL); the last value. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!haveRedis)('staff changes reach every node at once (cache bus)', () => {
  const channel = `croupier-test-${process.pid}-${randomBytes(6).toString('hex')}`;
  const clock = { now: new Date() };
  const webDist = mkdtempSync(join(tmpdir(), 'croupier-web-'));
  let database: Database;
  let drop: () => Promise<void>;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let token: string;
  let skinId: number;

  const startNode = async () => {
    const app = await buildApp({
      env: testEnv({
        REDIS_URL: redisUrl,
        REALTIME_CHANNEL: channel,
        RATE_LIMIT_PER_MINUTE: '100000',
        WEB_DIST: webDist,
        BACKOFFICE_DIST: join(webDist, 'no-backoffice'),
      }),
      database,
      logger: false,
      now: () => clock.now,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    // A minimal built site: node B's index.html carries the bootstrap it caches.
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    ({ database, drop } = await createTestDatabase(clock.now));
    nodeA = await startNode();
    nodeB = await startNode();
    ({ content: token } = await staffTokens(
      { app: nodeA, database, clock, close: async () => undefined },
      'nodes',
      ['content'] as const,
    ));
    const [skin] = await database.db
      .select({ id: skins.id })
      .from(skins)
      .where(eq(skins.apiKey, testEnv().SKIN_API_KEY));
    skinId = skin!.id;
  });

  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await drop?.();
    rmSync(webDist, { recursive: true, force: true });
  });

  const staffCall = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
    nodeA.inject({
      method,
      url: `/staff/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  async function gameNamesOnB(name: string): Promise<string[]> {
    const res = await nodeB.inject({
      method: 'GET',
      url: `/v1/casino/games?name=${encodeURIComponent(name)}&per_page=50`,
      headers: { authorization: SKIN_AUTH },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { name: string }[] }).data.map((g) => g.name);
  }

  /** The bootstrap node B writes into its index.html. */
  async function bootstrapOnB(): Promise<{
    translations: Record<string, Record<string, string>>;
    skin: { live_chat_url: string | null } | null;
  }> {
    const res = await nodeB.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const json = /<script id="croupier-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(
      res.body,
    )?.[1];
    expect(json).toBeDefined();
    return JSON.parse(json!) as Awaited<ReturnType<typeof bootstrapOnB>>;
  }

  async function scriptSrcOnB(): Promise<string[]> {
    const res = await nodeB.inject({ method: 'GET', url: '/healthz' });
    const header = String(res.headers['content-security-policy'] ?? '');
    const directive = header.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    return directive.trim().split(/\s+/).slice(1);
  }

  it('a game hidden on node A leaves the catalog node B serves', async () => {
    const [game] = await database.db
      .select({ id: games.id, name: games.name })
      .from(games)
      .where(eq(games.isEnabled, true))
      .limit(1);
    expect(await gameNamesOnB(game!.name)).toContain(game!.name);

    // Node B answers from its cache: a change behind the platform's back is not seen...
    await database.db
      .update(games)
      .set({ name: `${game!.name} renamed` })
      .where(eq(games.id, game!.id));
    expect(await gameNamesOnB(game!.name)).toContain(game!.name);
    await database.db.update(games).set({ name: game!.name }).where(eq(games.id, game!.id));

    // ...but a staff change on node A is.
    const res = await staffCall('PATCH', `/casino/games/${game!.id}`, { is_enabled: false });
    expect(res.statusCode).toBe(200);
    expect(
      await eventually(
        () => gameNamesOnB(game!.name),
        (names) => !names.includes(game!.name),
      ),
    ).not.toContain(game!.name);
    await staffCall('PATCH', `/casino/games/${game!.id}`, { is_enabled: true });
  });

  it("a translation edited on node A is in node B's next page bootstrap", async () => {
    const first = await bootstrapOnB();
    const key = Object.keys(first.translations.header ?? {})[0]!;
    expect(key).toBeDefined();
    const text = `Across nodes ${randomBytes(3).toString('hex')}`;
    const res = await staffCall('PUT', '/translations', {
      group: 'header',
      key,
      language: 'en',
      value: text,
    });
    expect(res.statusCode).toBe(200);
    const seen = await eventually(bootstrapOnB, (b) => b.translations.header?.[key] === text);
    expect(seen.translations.header?.[key]).toBe(text);
  });

  it("maintenance and the live chat set on node A reach node B's answers and CSP", async () => {
    const origin = 'https://chat.two-nodes.example';
    expect(await scriptSrcOnB()).not.toContain(origin);
    expect((await bootstrapOnB()).skin?.live_chat_url).toBeNull();

    const res = await staffCall('PUT', `/skins/${skinId}/settings`, {
      in_maintenance: true,
      live_chat_url: `${origin}/widget.js`,
    });
    expect(res.statusCode).toBe(200);
    expect(await eventually(scriptSrcOnB, (s) => s.includes(origin))).toContain(origin);
    const boot = await eventually(bootstrapOnB, (b) => b.skin?.live_chat_url != null);
    expect(boot.skin?.live_chat_url).toBe(`${origin}/widget.js`);
    const maintenance = await nodeB.inject({
      method: 'POST',
      url: '/v1/cms/skin-in-maintenance',
      headers: { authorization: SKIN_AUTH },
    });
    expect(maintenance.json()).toEqual({ data: { in_maintenance: true } });

    await staffCall('PUT', `/skins/${skinId}/settings`, {
      in_maintenance: false,
      live_chat_url: null,
    });
    expect(await eventually(scriptSrcOnB, (s) => !s.includes(origin))).not.toContain(origin);
  });
});

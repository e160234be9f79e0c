/**
 * The cache bus (src/lib/cache-bus.ts) and the live-chat sources of the Content-Security-Policy
 * (src/plugins/csp.ts): listeners run at once on the publishing node and, through Redis, on the
 * others; a node whose subscriber reconnected drops everything; the CSP follows a staff change of
 * the chat script without a restart. The Redis cases run when Redis answers (TEST_REDIS_URL,
 * REDIS_URL or the local default); the rest always.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skins } from '../src/db/schema.ts';
import { createCacheBus, type CacheBus } from '../src/lib/cache-bus.ts';
import { createLiveChatSources } from '../src/plugins/csp.ts';
import { buildTestApp, staffTokens, testEnv, type TestApp } from './helper.ts';
import { redisReachable, redisUrl } from './redis-support.ts';

const haveRedis = await redisReachable(redisUrl);

/** Resolves once `check()` holds (polled), rejects after `ms`. */
async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('cache bus in process (one node, no Redis)', () => {
  it('runs the listeners of the published topics at once, each once, and no others', () => {
    const bus = createCacheBus({ channel: 'unused' });
    const calls: string[] = [];
    bus.subscribe('content', () => calls.push('content'));
    bus.subscribe(['catalog', 'skin'], () => calls.push('catalog+skin'));
    const off = bus.subscribe('skin', () => calls.push('skin'));

    bus.publish('content');
    expect(calls).toEqual(['content']);
    bus.publish('catalog', 'skin');
    // The listener of both topics runs once for one publication.
    expect(calls).toEqual(['content', 'catalog+skin', 'skin']);
    off();
    calls.length = 0;
    bus.publish('skin');
    expect(calls).toEqual(['catalog+skin']);
  });

  it('a failing listener does not keep the others from dropping their caches', () => {
    const bus = createCacheBus({ channel: 'unused' });
    let cleared = false;
    bus.subscribe('catalog', () => {
      throw new Error('boom');
    });
    bus.subscribe('catalog', () => (cleared = true));
    expect(() => bus.publish('catalog')).not.toThrow();
    expect(cleared).toBe(true);
  });
});

describe('live-chat sources of the CSP', () => {
  function setup() {
    const bus = createCacheBus({ channel: 'unused' });
    const clock = { now: new Date('2026-11-26T12:00:00Z') };
    const state = { origins: ['https://a.example'], loads: 0, fail: false };
    const chat = createLiveChatSources({
      load: async () => {
        state.loads += 1;
        if (state.fail) throw new Error('database down');
        return [...state.origins];
      },
      bus,
      now: () => clock.now,
      ttlMs: 60_000,
    });
    return { bus, clock, state, chat };
  }

  it('loads once, then again only after a skin change or the TTL', async () => {
    const { bus, clock, state, chat } = setup();
    await chat.fresh();
    await chat.fresh();
    expect(state.loads).toBe(1);
    expect(chat.current()).toEqual(['https://a.example']);

    state.origins = ['https://b.example'];
    bus.publish('content', 'catalog');
    await chat.fresh();
    expect(chat.current()).toEqual(['https://a.example']);
    bus.publish('skin');
    await chat.fresh();
    expect(state.loads).toBe(2);
    expect(chat.current()).toEqual(['https://b.example']);

    // A change this node never heard: the TTL is the backstop.
    state.origins = [];
    clock.now = new Date(clock.now.getTime() + 59_000);
    await chat.fresh();
    expect(chat.current()).toEqual(['https://b.example']);
    clock.now = new Date(clock.now.getTime() + 1_000);
    await chat.fresh();
    expect(chat.current()).toEqual([]);
  });

  it('keeps the last origins when loading fails, and loads again on the next request', async () => {
    const { bus, state, chat } = setup();
    await chat.fresh();
    state.fail = true;
    bus.publish('skin');
    await expect(chat.fresh()).resolves.toBeUndefined();
    expect(chat.current()).toEqual(['https://a.example']);
    state.fail = false;
    state.origins = ['https://c.example'];
    await chat.fresh();
    expect(chat.current()).toEqual(['https://c.example']);
  });
});

describe.skipIf(!haveRedis)('cache bus across nodes (Redis pub/sub)', () => {
  const channel = `croupier-test-${process.pid}-${randomBytes(6).toString('hex')}:cache`;
  const connectionName = `cache-bus-test-${randomBytes(4).toString('hex')}`;
  const clients: Redis[] = [];
  const buses: CacheBus[] = [];

  async function node(ch = channel): Promise<CacheBus> {
    const redis = new Redis(redisUrl, { connectionName });
    clients.push(redis);
    const bus = createCacheBus({ redis, channel: ch });
    buses.push(bus);
    await bus.ready();
    return bus;
  }

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const c of clients) await c.quit().catch(() => undefined);
  });

  it("a publication on node A runs node B's listeners, and A's only once", async () => {
    const a = await node();
    const b = await node();
    const other = await node(`${channel}-elsewhere`);
    const heard = { a: 0, b: 0, bCatalog: 0, other: 0 };
    a.subscribe('content', () => (heard.a += 1));
    b.subscribe('content', () => (heard.b += 1));
    b.subscribe('catalog', () => (heard.bCatalog += 1));
    other.subscribe('content', () => (heard.other += 1));

    a.publish('content');
    expect(heard.a).toBe(1);
    await eventually(() => heard.b === 1);
    // Time for A's own echo and for anything on the other channel to arrive.
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual({ a: 1, b: 1, bCatalog: 0, other: 0 });
  });

  it('ignores foreign or malformed messages on the channel', async () => {
    const b = await node();
    let heard = 0;
    b.subscribe(['content', 'catalog', 'skin'], () => (heard += 1));
    const raw = clients[0]!;
    await raw.publish(channel, 'not json');
    await raw.publish(channel, JSON.stringify({ from: 'x', topics: ['nothing-we-know'] }));
    await raw.publish(channel, JSON.stringify({ topics: ['content'] }));
    await raw.publish(channel, JSON.stringify({ from: 'x', topics: ['catalog'] }));
    await eventually(() => heard === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toBe(1);
  });

  it('a node whose subscriber reconnected drops every cache (it may have missed changes)', async () => {
    const b = await node();
    const dropped = new Set<string>();
    b.subscribe('content', () => dropped.add('content'));
    b.subscribe('catalog', () => dropped.add('catalog'));
    b.subscribe('skin', () => dropped.add('skin'));
    // Kill this test's subscriber connections only (by name, on this channel's test run).
    const admin = clients[0]!;
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(`name=${connectionName}`) && /\bsub=[1-9]/.test(line))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => !!id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    await eventually(() => dropped.size === 3);

    // And it still hears the other nodes afterwards.
    let after = 0;
    b.subscribe('catalog', () => (after += 1));
    const a = await node();
    a.publish('catalog');
    await eventually(() => after === 1);
  });
});

describe('CSP follows the live chat of the skin settings (one node, no restart)', () => {
  let t: TestApp;
  let token: string;
  let skinId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ content: token } = await staffTokens(t, 'csp', ['content'] as const));
    const [skin] = await t.database.db
      .select({ id: skins.id })
      .from(skins)
      .where(eq(skins.apiKey, testEnv().SKIN_API_KEY));
    skinId = skin!.id;
  });
  afterAll(async () => t?.close());

  /** The CSP's directives of a response, by name. */
  async function csp(): Promise<Record<string, string[]>> {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const header = String(res.headers['content-security-policy'] ?? '');
    return Object.fromEntries(
      header
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
  }

  async function setChat(url: string | null) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/staff/v1/skins/${skinId}/settings`,
      headers: { authorization: `Bearer ${token}` },
      payload: { live_chat_url: url },
    });
    expect(res.statusCode).toBe(200);
  }

  it('allows a new chat origin on the next response and drops a removed one', async () => {
    const origin = 'https://chat.csp-test.example';
    const before = await csp();
    expect(before['script-src']).toContain("'self'");
    expect(before['script-src']).not.toContain(origin);

    // The test clock stands still: only the change itself can refresh the header.
    await setChat(`${origin}/widget.js?id=42`);
    const after = await csp();
    expect(after['script-src']).toContain(origin);
    expect(after['script-src']).toContain("'self'");
    expect(after['script-src']?.some((s) => s.startsWith("'nonce-"))).toBe(true);
    expect(after['connect-src']).toContain(origin);
    expect(after['frame-src']).toContain(origin);
    expect(after['style-src']).not.toContain(origin);
    expect(after['img-src']).not.toContain(origin);

    await setChat(null);
    const removed = await csp();
    expect(removed['script-src']).not.toContain(origin);
    expect(removed['connect-src']).not.toContain(origin);
  });
});

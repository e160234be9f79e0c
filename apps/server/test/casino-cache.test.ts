import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/casino/routes.ts';
import { CATALOG_CACHE_TTL_MS, createCasinoService } from '../src/casino/service.ts';
import type { Db } from '../src/db/client.ts';
import { games, sections } from '../src/db/schema.ts';
import { SKIN_AUTH, buildTestApp, get, type TestApp } from './helper.ts';

interface Paged {
  data: { id: number; name: string }[];
  meta: { total: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};
const gamesOf = async (query: string) => {
  const res = await get(t.app, `/v1/casino/games?${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown as Paged;
};
const rename = (id: number, name: string) =>
  t.database.db.update(games).set({ name }).where(eq(games.id, id));

/** The database with a count of the queries started through it (each select is one query). */
function counted(db: Db, failFirst = 0) {
  const stats = { queries: 0 };
  let failures = failFirst;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if ((prop !== 'select' && prop !== 'selectDistinct') || typeof value !== 'function') {
        return value;
      }
      return (...args: unknown[]) => {
        stats.queries += 1;
        if (failures > 0) {
          failures -= 1;
          throw new Error('connection lost');
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, stats };
}

describe('catalog answer cache (through the API)', () => {
  it('serves an identical request from the cache until the TTL passes', async () => {
    const query = 'page=1&per_page=48&sort=rank&section_prefix=casino-';
    const first = await gamesOf(query);
    const target = first.data[0]!;
    await rename(target.id, 'Renamed While Cached');

    // Same query, same answer: no query reached the database.
    const second = await gamesOf(query);
    expect(second.data[0]).toEqual(target);

    // Parameters in another order normalise to the same key.
    const reordered = await gamesOf('section_prefix=casino-&sort=rank&per_page=48&page=1');
    expect(reordered.data[0]!.name).toBe(target.name);

    // A different query answers from the same catalog snapshot: the lobby's pages agree.
    const other = await gamesOf('page=1&per_page=98&sort=rank&section_prefix=casino-');
    expect(other.data[0]).toEqual(target);

    later(CATALOG_CACHE_TTL_MS - 1);
    expect((await gamesOf(query)).data[0]!.name).toBe(target.name);
    later(1);
    expect((await gamesOf(query)).data[0]!.name).toBe('Renamed While Cached');

    await rename(target.id, target.name);
    later(CATALOG_CACHE_TTL_MS);
  });

  it('does not cache errors', async () => {
    const id = 9_999;
    const url = `/v1/casino/sections/${id}/providers`;
    expect((await get(t.app, url)).status).toBe(404);
    await t.database.db.insert(sections).values({ id, name: 'casino-cacheTest', slug: 'x' });
    const res = await get(t.app, url);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    await t.database.db.delete(sections).where(eq(sections.id, id));
  });
});

describe('encoded catalog answers', () => {
  const url = '/v1/casino/games?page=1&per_page=48&sort=rank&section_prefix=casino-';
  const fetchAs = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: SKIN_AUTH,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('sends the same JSON plain, brotli or gzip, as the client accepts', async () => {
    const plain = await fetchAs();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect((plain.json() as Paged).data.length).toBeGreaterThan(0);

    const br = await fetchAs('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await fetchAs('gzip;q=1, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
  });

  it('negotiates the encoding from Accept-Encoding', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
  });
});

describe('catalog answer cache (service)', () => {
  const clock = { now: new Date() };
  const query = { page: 1, per_page: 48, sort: 'rank' as const, section_prefix: ['casino-'] };

  it('answers an identical call without a query, and invalidate() forgets', async () => {
    const { db, stats } = counted(t.database.db);
    const casino = createCasinoService(db, { now: () => clock.now });

    const first = await casino.listGames(query);
    const queries = stats.queries;
    expect(queries).toBeGreaterThan(0);
    expect(await casino.listGames({ ...query })).toEqual(first);
    expect(await casino.listSections('casino-')).toBeDefined();
    const afterSections = stats.queries;
    await casino.listSections('casino-');
    expect(stats.queries).toBe(afterSections);

    // Another listing comes from the same catalog snapshot: no query.
    await casino.listGames({ ...query, page: 2 });
    expect(stats.queries).toBe(afterSections);

    const before = stats.queries;
    casino.invalidate();
    await casino.listGames(query);
    expect(stats.queries).toBe(before + queries);
  });

  it('shares one query between concurrent identical misses', async () => {
    const { db, stats } = counted(t.database.db);
    const casino = createCasinoService(db, { now: () => clock.now });
    const answers = await Promise.all([
      casino.listGames(query),
      casino.listGames(query),
      casino.listGames(query),
    ]);
    // One catalog load (its games and their sections, the sections).
    expect(stats.queries).toBe(3);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
  });

  it('forgets a failed query, so the next call tries again', async () => {
    const { db, stats } = counted(t.database.db, 1);
    const casino = createCasinoService(db, { now: () => clock.now });
    await expect(casino.listProviders()).rejects.toThrow('connection lost');
    const providers = await casino.listProviders();
    expect(providers.length).toBeGreaterThan(0);
    expect(stats.queries).toBe(2);
    await casino.listProviders();
    expect(stats.queries).toBe(2);
  });

  it('queries every time with a TTL of 0', async () => {
    const { db, stats } = counted(t.database.db);
    const casino = createCasinoService(db, { cacheTtlMs: 0 });
    await casino.listProviders(true);
    await casino.listProviders(true);
    expect(stats.queries).toBe(2);
  });

  it('stays within its entry bound, least recently used out first', async () => {
    const { db, stats } = counted(t.database.db);
    const casino = createCasinoService(db, { now: () => clock.now, cacheMaxEntries: 2 });
    await casino.listProviders(true); // 1
    await casino.listProviders(false); // 2
    await casino.listProviders(true); // hit: true is now the most recent
    await casino.listProviders(); // 3, evicts false
    expect(stats.queries).toBe(3);
    await casino.listProviders(true); // hit
    expect(stats.queries).toBe(3);
    await casino.listProviders(false); // evicted: queried again
    expect(stats.queries).toBe(4);
  });
});

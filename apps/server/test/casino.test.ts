import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CACHE_TTL_MS } from '../src/casino/service.ts';
import * as schema from '../src/db/schema.ts';
import { buildTestApp, get, type TestApp } from './helper.ts';

interface GameOut {
  id: number;
  name: string;
  slug: string;
  provider_id: number;
  reels_numbers: number | null;
  rank: number;
  is_desktop: boolean;
  is_mobile: boolean;
  has_demo: boolean;
  type: string;
  image_url: string;
}
interface Paged {
  data: GameOut[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}
interface SectionOut {
  id: number;
  name: string;
  games_count: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const games = async (query: string) => {
  const res = await get(t.app, `/v1/casino/games?${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown as Paged;
};
const sections = async (query = '') =>
  (await get(t.app, `/v1/casino/sections${query}`)).body.data as SectionOut[];

describe('skin authorization', () => {
  it('refuses /v1 calls without the skin Basic credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/casino/games' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.stringMatching(/skin/i) });
  });
  it('refuses a wrong secret', async () => {
    const auth = `Basic ${Buffer.from('croupier-demo:wrong-secret').toString('base64')}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/casino/games',
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/casino/games', () => {
  it('pages 48 games by rank with the page meta', async () => {
    const body = await games('page=1&per_page=48&sort=rank');
    expect(body.data).toHaveLength(48);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 48 });
    expect(body.meta.total).toBeGreaterThanOrEqual(60);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 48));
    const ranks = body.data.map((g) => g.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const next = await games('page=2&per_page=48');
    const ids = new Set(body.data.map((g) => g.id));
    expect(next.data.every((g) => !ids.has(g.id))).toBe(true);
  });

  it('filters by section, and the section count agrees', async () => {
    const [first] = (await sections('?prefix=liveCasino-')).filter((s) => s.games_count > 0);
    expect(first).toBeDefined();
    const body = await games(`section_id=${first!.id}&per_page=100`);
    expect(body.meta.total).toBe(first!.games_count);
    expect(body.data.every((g) => g.type === 'live')).toBe(true);
  });

  it("lists a section in its own order, then by the games' rank, then id", async () => {
    const db = t.database.db;
    const section = (await sections()).find((s) => s.games_count >= 3)!;
    const members = await db
      .select({ id: schema.games.id, rank: schema.games.rank })
      .from(schema.games)
      .innerJoin(schema.gameSections, eq(schema.gameSections.gameId, schema.games.id))
      .where(and(eq(schema.gameSections.sectionId, section.id), eq(schema.games.isEnabled, true)))
      .orderBy(asc(schema.games.rank), asc(schema.games.id));
    const last = members.at(-1)!.id;
    const rest = members.slice(0, -1).map((m) => m.id);
    // The last game by global rank is first in the section; the others tie and keep that rank.
    await db
      .update(schema.gameSections)
      .set({ rank: 7 })
      .where(
        and(
          eq(schema.gameSections.sectionId, section.id),
          inArray(schema.gameSections.gameId, rest),
        ),
      );
    await db
      .update(schema.gameSections)
      .set({ rank: -1 })
      .where(
        and(eq(schema.gameSections.sectionId, section.id), eq(schema.gameSections.gameId, last)),
      );
    // Read after the catalog cache's TTL: the changed order, not a cached one.
    t.clock.now = new Date(t.clock.now.getTime() + CATALOG_CACHE_TTL_MS);
    const listed = await games(`section_id=${section.id}&per_page=497`);
    expect(listed.data.map((g) => g.id)).toEqual([last, ...rest]);
    // The "all games" listing keeps the global order.
    const all = (await games('per_page=499')).data;
    const ranks = all.map((g) => g.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(all.every((g) => g.has_demo)).toBe(true);
  });

  it('filters by provider', async () => {
    const all = await games('per_page=500');
    const providerId = all.data[0]!.provider_id;
    const body = await games(`provider_id=${providerId}&per_page=500`);
    expect(body.meta.total).toBe(all.data.filter((g) => g.provider_id === providerId).length);
  });

  it('searches names case-insensitively from 3 characters', async () => {
    const all = await games('per_page=500');
    const target = all.data.find((g) => g.name.length >= 6)!;
    const fragment = target.name.slice(1, 5).toUpperCase();
    const body = await games(`name=${encodeURIComponent(fragment)}&per_page=500`);
    expect(body.data.map((g) => g.id)).toContain(target.id);
    expect(body.data.every((g) => g.name.toLowerCase().includes(fragment.toLowerCase()))).toBe(
      true,
    );
  });

  it('treats quotes, %, _ and SQL fragments literally', async () => {
    for (const name of ['%%%', '___', "' OR 1=1 --", '"; drop table games; --', '\\%_']) {
      const body = await games(`name=${encodeURIComponent(name)}`);
      expect(body.data).toHaveLength(0);
    }
    expect((await games('per_page=1')).meta.total).toBeGreaterThanOrEqual(60);
  });

  it('rejects a search shorter than 3 characters with the field named', async () => {
    const res = await get(t.app, '/v1/casino/games?name=ab');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: expect.any(String),
      errors: { name: ['search_min_length'] },
    });
  });

  it('filters prime slots by reel count', async () => {
    const [prime] = await sections('?prefix=prime-');
    expect(prime).toBeDefined();
    for (const reels of [3, 4, 5]) {
      const body = await games(`section_prefix=prime-&reels_numbers=${reels}&per_page=500`);
      expect(body.meta.total).toBeGreaterThan(0);
      expect(body.data.every((g) => g.reels_numbers === reels)).toBe(true);
    }
  });

  it('combines several section prefixes (the others lobby with bingo)', async () => {
    const others = await games('section_prefix=others-&per_page=500');
    const bingo = await games('section_prefix=bingo-&per_page=500');
    const both = await games('section_prefix=others-,bingo-&per_page=500');
    const union = new Set([...others.data, ...bingo.data].map((g) => g.id));
    expect(both.meta.total).toBe(union.size);
    expect(new Set(both.data.map((g) => g.id))).toEqual(union);
    expect((await get(t.app, '/v1/casino/games?section_prefix=others')).status).toBe(422);
  });

  it('filters by device and type', async () => {
    const all = await games('per_page=500');
    const mobile = await games('is_mobile=1&per_page=500');
    expect(mobile.meta.total).toBe(all.data.filter((g) => g.is_mobile).length);
    const desktop = await games('is_desktop=true&per_page=500');
    expect(desktop.meta.total).toBe(all.data.filter((g) => g.is_desktop).length);
    const crash = await games('type=crash&per_page=500');
    expect(crash.meta.total).toBeGreaterThan(0);
    expect(crash.data.every((g) => g.type === 'crash')).toBe(true);
  });

  it('answers 422 naming the field for malformed values, never 500', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=100000', 'per_page'],
      ['section_id=-1', 'section_id'],
      ['provider_id=1.5', 'provider_id'],
      ['sort=evil', 'sort'],
      ['type=roulette', 'type'],
      ['is_mobile=maybe', 'is_mobile'],
      ['reels_numbers=x', 'reels_numbers'],
      ['name[$ne]=x', 'name'],
      [`name=${'a'.repeat(101)}`, 'name'],
    ];
    for (const [query, field] of cases) {
      const res = await get(t.app, `/v1/casino/games?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors), query).toContain(field);
    }
  });

  it('serves each game artwork as SVG', async () => {
    const [game] = (await games('per_page=1')).data;
    const res = await t.app.inject({ method: 'GET', url: game!.image_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg/);
  });
});

describe('sections and providers', () => {
  it('lists sections of every lobby with their counts', async () => {
    const all = await sections();
    for (const prefix of ['casino-', 'prime-', 'liveCasino-', 'crashGames-', 'others-', 'bingo-']) {
      const list = all.filter((s) => s.name.startsWith(prefix));
      expect(list.length, prefix).toBeGreaterThan(0);
      expect(
        list.every((s) => s.games_count > 0),
        prefix,
      ).toBe(true);
    }
    const live = await sections('?prefix=liveCasino-');
    expect(live.every((s) => s.name.startsWith('liveCasino-'))).toBe(true);
  });

  it('lists visible providers and the providers of a section', async () => {
    const res = await get(t.app, '/v1/casino/providers?is_visible=1');
    const providers = res.body.data as { id: number; is_visible: boolean }[];
    expect(providers.length).toBeGreaterThanOrEqual(3);
    expect(providers.every((p) => p.is_visible)).toBe(true);

    const [section] = await sections('?prefix=crashGames-');
    const inSection = (await get(t.app, `/v1/casino/sections/${section!.id}/providers`)).body
      .data as { id: number }[];
    const sectionGames = await games(`section_id=${section!.id}&per_page=500`);
    expect(new Set(inSection.map((p) => p.id))).toEqual(
      new Set(sectionGames.data.map((g) => g.provider_id)),
    );
    expect((await get(t.app, '/v1/casino/sections/999999/providers')).status).toBe(404);
    expect((await get(t.app, '/v1/casino/sections/abc/providers')).status).toBe(422);
  });
});

describe('GET /v1/static/casinoGames/{gameId}', () => {
  it('returns the game with its engine, and 404 for a wrong provider or id', async () => {
    const [game] = (await games('per_page=1')).data;
    const ok = await get(
      t.app,
      `/v1/static/casinoGames/${game!.id}?provider_id=${game!.provider_id}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      id: game!.id,
      name: game!.name,
      engine: expect.any(String),
    });
    const wrong = await get(t.app, `/v1/static/casinoGames/${game!.id}?provider_id=999999`);
    expect(wrong.status).toBe(404);
    expect((await get(t.app, '/v1/static/casinoGames/999999')).status).toBe(404);
    expect((await get(t.app, '/v1/static/casinoGames/x')).status).toBe(422);
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

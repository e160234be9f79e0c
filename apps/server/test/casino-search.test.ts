import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch } from '@croupier/contract/search';
import { CATALOG_CACHE_TTL_MS } from '../src/casino/service.ts';
import { games } from '../src/db/schema.ts';
import { buildTestApp, get, type TestApp } from './helper.ts';

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

const search = async (name: string, extra = '') => {
  const res = await get(
    t.app,
    `/v1/casino/games?name=${encodeURIComponent(name)}${extra.includes('per_page') ? '' : '&per_page=500'}${extra}`,
  );
  expect(res.status).toBe(200);
  return res.body as unknown as Paged;
};
const names = async (name: string, extra = '') =>
  (await search(name, extra)).data.map((g) => g.name);

describe('GET casino/games?name: the search folds like the site', () => {
  it('finds the Hold’em titles from any apostrophe, or none, in any case', async () => {
    for (const query of ['holdem', "hold'em", 'Hold’em', 'HOLD`EM', 'hold´em', 'hóldem']) {
      expect((await names(query)).sort()).toEqual(['Harbor Lights Hold’em', 'Riverboat Hold’em']);
    }
  });

  it('matches the words in any order, within one lobby too', async () => {
    expect(await names('dragon jade')).toEqual(['Jade Dragon Ascent']);
    expect(await names('holdem riverboat')).toEqual(['Riverboat Hold’em']);
    // The live casino's poker table only.
    expect(await names('holdem', '&section_prefix=liveCasino-')).toEqual(['Harbor Lights Hold’em']);
  });

  it('counts the matches in the page meta and pages them by rank', async () => {
    const all = await search('scratch');
    expect(all.meta.total).toBe(all.data.length);
    expect(all.meta.total).toBeGreaterThan(2);
    const first = await search('scratch', '&per_page=2&page=1');
    expect(first.meta.total).toBe(all.meta.total);
    expect(first.data.map((g) => g.id)).toEqual(all.data.slice(0, 2).map((g) => g.id));
  });

  it('finds exactly the games the site’s own folding finds', async () => {
    const res = await get(t.app, '/v1/casino/games?per_page=500');
    const catalog = (res.body as unknown as Paged).data;
    for (const query of ['sevens', 'roulette blackjack', 'crown', 'SCRATCH', 'lotus andar']) {
      const expected = catalog.filter((g) => matchesSearch(g.name, query)).map((g) => g.id);
      const found = (await search(query)).data.map((g) => g.id);
      expect(found.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('finds nothing for punctuation only, and reads SQL-looking input as words', async () => {
    for (const query of ['%%%', '___', '’’’', "' OR 1=1 --"]) {
      expect((await search(query)).meta.total).toBe(0);
    }
  });

  it('compares the current names once the cached ones expire', async () => {
    const found = (await search('riverboat')).data[0]!;
    await t.database.db
      .update(games)
      .set({ name: 'Steamboat Hold’em' })
      .where(eq(games.id, found.id));
    try {
      t.clock.now = new Date(t.clock.now.getTime() + CATALOG_CACHE_TTL_MS + 1);
      expect(await names('steamboat')).toEqual(['Steamboat Hold’em']);
      expect(await names('holdem', '&section_prefix=casino-')).toEqual(['Steamboat Hold’em']);
    } finally {
      await t.database.db
        .update(games)
        .set({ name: 'Riverboat Hold’em' })
        .where(eq(games.id, found.id));
    }
  });
});

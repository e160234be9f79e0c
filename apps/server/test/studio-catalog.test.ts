import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { buildTestApp, SKIN_AUTH, type TestApp } from './helper.ts';
import { launchPageSession } from './studio-support.ts';

/** No tile leads to a dead game: every seeded title launches in demo and opens its frame session. */
describe('every catalog title launches', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx.close());

  // The seed gives every section link a rank: each section starts in the games' global order.
  it('ranks each game in its sections as its global rank', async () => {
    const links = await ctx.database.db
      .select({ linkRank: t.gameSections.rank, gameRank: t.games.rank })
      .from(t.gameSections)
      .innerJoin(t.games, eq(t.games.id, t.gameSections.gameId));
    expect(links.length).toBeGreaterThan(78);
    expect(links.every((l) => l.linkRank === l.gameRank)).toBe(true);
    expect(new Set(links.map((l) => l.linkRank)).size).toBeGreaterThan(10);
  });

  it('in demo, with its engine configured and an RTP stated', async () => {
    const rows = await ctx.database.db
      .select({
        id: t.games.id,
        slug: t.games.slug,
        engine: t.games.engine,
        providerId: t.games.providerId,
        code: t.providers.code,
      })
      .from(t.games)
      .innerJoin(t.providers, eq(t.providers.id, t.games.providerId));
    expect(rows.length).toBeGreaterThanOrEqual(78);
    const dead: string[] = [];
    for (const g of rows) {
      const launch = await ctx.app.inject({
        method: 'POST',
        url: `/v1/casino/play/${g.code}`,
        headers: { authorization: SKIN_AUTH },
        payload: {
          is_demo: 1,
          game_id: g.id,
          provider_id: g.providerId,
          user_language: 'en',
          user_currency: 'EUR',
        },
      });
      const url = (launch.json() as { data?: { play_for_fun?: string } }).data?.play_for_fun;
      if (launch.statusCode !== 200 || !url) {
        dead.push(`${g.slug}: launch ${launch.statusCode}`);
        continue;
      }
      const open = await ctx.app.inject({ method: 'GET', url });
      const session = launchPageSession(open);
      if (!session) {
        dead.push(`${g.slug}: launch url ${open.statusCode}`);
        continue;
      }
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/studio/v1/session',
        headers: { 'studio-session': session },
      });
      const body = res.json() as {
        data?: { mode: string; game: { engine: string; info: { rtp: number; minStake: number } } };
      };
      if (res.statusCode !== 200 || !body.data) {
        dead.push(`${g.slug}: session ${res.statusCode}`);
        continue;
      }
      expect(body.data.mode).toBe('demo');
      expect(body.data.game.engine).toBe(g.engine);
      expect(body.data.game.info.rtp, g.slug).toBeGreaterThan(0.9);
      expect(body.data.game.info.rtp, g.slug).toBeLessThan(1);
      expect(body.data.game.info.minStake, g.slug).toBeGreaterThan(0);
    }
    expect(dead).toEqual([]);
  });
});

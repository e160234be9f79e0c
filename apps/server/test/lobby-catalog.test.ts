/**
 * What the catalog states of every game for the lobby: RTP and volatility (seeded from the
 * studio's engines, filled for an older database, filtered on), the aggregator's artwork, and the
 * "new" and "popular" badges (popular from real-money rounds played through the studio and the
 * ledger, recounted by the lobby's job).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POPULAR_MIN_ROUNDS, POPULAR_TOP } from '@croupier/contract/casino';
import * as catalog from '@croupier/games/catalog';
import { engines } from '@croupier/games/engines/index';
import * as t from '../src/db/schema.ts';
import { ledgerTransactions } from '../src/wallet/schema.ts';
import { CATALOG_CACHE_TTL_MS } from '../src/casino/service.ts';
import { createGameStatsJob, GAME_STATS_WINDOW_MS } from '../src/lobby/stats-job.ts';
import { fillStudioGameFacts } from '../src/seed/catalog.ts';
import { depositWith } from '../src/wallet/service.ts';
import { buildTestApp, get, type TestApp } from './helper.ts';
import { createPlayer, frame, openSession, type TestGame } from './studio-support.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

interface GameOut {
  id: number;
  slug: string;
  rtp: number | null;
  jackpot_rtp: number | null;
  volatility: string | null;
  is_new: boolean;
  is_popular: boolean;
  image_url: string;
}

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({ STUDIO_DIST: '/nonexistent/studio-dist' });
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const later = (ms: number) => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
};
/** Every enabled game of the catalog, read now (a query the cache has not seen, or expired). */
async function allGames(query = ''): Promise<GameOut[]> {
  later(CATALOG_CACHE_TTL_MS + 1);
  const res = await get(ctx.app, `/v1/casino/games?per_page=500${query}`);
  expect(res.status).toBe(200);
  return res.body.data as GameOut[];
}
const bySlug = (list: GameOut[], slug: string) => list.find((g) => g.slug === slug)!;

describe('RTP and volatility', () => {
  it('states each studio title’s RTP from its engine (plus its jackpots) and its volatility', async () => {
    const list = await allGames();
    // The seeded jackpots' share per game (basis points, one currency: the same in every one).
    const shares = (await ctx.database.db.execute(
      sql`select jg.game_id, sum(j.rate_bp)::int as bp from jackpot_games jg
        join jackpots j on j.id = jg.jackpot_id join currencies c on c.id = j.currency_id
        where c.code = 'EUR' and j.status = 'active' group by jg.game_id`,
    )) as unknown as { rows: { game_id: number; bp: number }[] };
    const share = new Map(shares.rows.map((r) => [r.game_id, r.bp]));
    expect(share.size).toBeGreaterThan(0);
    for (const def of catalog.games) {
      const engine = engines[def.engine.id];
      const base = Math.round(engine.info(engine.configure(def.engine.settings)).rtp * 10_000);
      const game = bySlug(list, def.slug);
      const jackpot = share.get(game.id) ?? 0;
      expect(game.rtp, def.slug).toBe((base + jackpot) / 100);
      expect(game.jackpot_rtp, def.slug).toBe(jackpot === 0 ? null : jackpot / 100);
      const stated = def.engine.settings.volatility ?? catalog.ENGINE_VOLATILITY[def.engine.id];
      expect(game.volatility, def.slug).toBe(stated);
    }
    expect(bySlug(list, 'velvet-european-roulette')).toMatchObject({
      rtp: 97.3,
      volatility: 'low',
    });
    expect(bySlug(list, 'orbit-breaker')).toMatchObject({ rtp: 97, volatility: 'high' });
    const detail = await get(ctx.app, `/v1/static/casinoGames/${bySlug(list, 'neon-roll').id}`);
    expect(detail.body.data).toMatchObject({ rtp: 99, volatility: 'medium' });
  });

  it('filters by volatility and by a smallest RTP (2 decimals)', async () => {
    const list = await allGames();
    for (const v of ['low', 'medium', 'high']) {
      const filtered = await allGames(`&volatility=${v}`);
      expect(filtered.length, v).toBeGreaterThan(0);
      expect(filtered.map((g) => g.id).sort()).toEqual(
        list
          .filter((g) => g.volatility === v)
          .map((g) => g.id)
          .sort(),
      );
    }
    const atLeast = async (min: string) => (await allGames(`&rtp_min=${min}`)).map((g) => g.slug);
    expect(await atLeast('97.30')).toContain('velvet-european-roulette');
    expect(await atLeast('97.31')).not.toContain('velvet-european-roulette');
    const high = await allGames('&rtp_min=98&volatility=low');
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((g) => g.rtp! >= 98 && g.volatility === 'low')).toBe(true);
    expect(await atLeast('100')).toEqual([]);
    expect((await atLeast('0')).length).toBe(list.filter((g) => g.rtp !== null).length);

    for (const [field, bad] of [
      ['volatility', 'extreme'],
      ['volatility', 'LOW'],
      ['rtp_min', '100.01'],
      ['rtp_min', '-1'],
      ['rtp_min', '96.123'],
      ['rtp_min', 'abc'],
      ['rtp_min', 'Infinity'],
    ] as const) {
      const res = await get(ctx.app, `/v1/casino/games?${field}=${bad}`);
      expect(res.status, `${field}=${bad}`).toBe(422);
      expect((res.body.errors as Record<string, string[]>)[field], bad).toContain('field_invalid');
    }
  });

  it('fills a missing RTP or volatility of studio games at boot, keeping stated values and aggregator games', async () => {
    const [roulette, slot] = await db()
      .select({ id: t.games.id, slug: t.games.slug })
      .from(t.games)
      .where(inArray(t.games.slug, ['grand-salon-roulette', 'neon-sevens']))
      .orderBy(t.games.slug);
    await db()
      .update(t.games)
      .set({ rtpBp: null, volatility: null })
      .where(eq(t.games.id, roulette!.id));
    await db()
      .update(t.games)
      .set({ rtpBp: 9000, volatility: null })
      .where(eq(t.games.id, slot!.id));
    const [hub] = await db()
      .insert(t.providers)
      .values({ code: 'lobby-hub', name: 'Lobby Hub', integration: 'hub88', aggregator: 'hub88' })
      .returning({ id: t.providers.id });
    const [external] = await db()
      .insert(t.games)
      .values({
        slug: 'lobby-hub-game',
        providerId: hub!.id,
        name: 'Hub Game',
        type: 'slot',
        engine: 'roulette',
        engineSettings: {},
        externalCode: 'hub-1',
        imageUrl: 'https://cdn.example.test/hub-1.png',
      })
      .returning({ id: t.games.id });

    expect(await fillStudioGameFacts(db())).toBe(2);
    expect(await fillStudioGameFacts(db())).toBe(0);
    const rows = await db()
      .select({ id: t.games.id, rtpBp: t.games.rtpBp, volatility: t.games.volatility })
      .from(t.games)
      .where(inArray(t.games.id, [roulette!.id, slot!.id, external!.id]));
    const of = (id: number) => rows.find((r) => r.id === id);
    expect(of(roulette!.id)).toMatchObject({ rtpBp: 9730, volatility: 'low' });
    expect(of(slot!.id)).toMatchObject({ rtpBp: 9000, volatility: 'high' });
    expect(of(external!.id)).toMatchObject({ rtpBp: null, volatility: null });

    // The aggregator's artwork is the tile's image; no stated RTP is null.
    const list = await allGames();
    expect(bySlug(list, 'lobby-hub-game')).toMatchObject({
      image_url: 'https://cdn.example.test/hub-1.png',
      rtp: null,
      volatility: null,
    });
  });
});

describe('the "new" badge', () => {
  it('marks games of a `new` section and games added after the initial catalog for 30 days', async () => {
    const list = await allGames();
    const inNew = new Set(
      catalog.games
        .filter((g) =>
          g.sections.some((s) => catalog.sections.find((x) => x.name === s)?.slug === 'new'),
        )
        .map((g) => g.slug),
    );
    expect(inNew.size).toBeGreaterThan(0);
    for (const def of catalog.games) {
      expect(bySlug(list, def.slug).is_new, def.slug).toBe(inNew.has(def.slug));
    }

    // Added two days after the seed: new for 30 days.
    later(2 * 86_400_000);
    const [provider] = await db().select({ id: t.providers.id }).from(t.providers).limit(1);
    await db().insert(t.games).values({
      slug: 'lobby-fresh-title',
      providerId: provider!.id,
      name: 'Fresh Title',
      type: 'slot',
      engine: 'slots',
      engineSettings: {},
      createdAt: ctx.clock.now,
    });
    expect(bySlug(await allGames(), 'lobby-fresh-title').is_new).toBe(true);
    later(29 * 86_400_000);
    expect(bySlug(await allGames(), 'lobby-fresh-title').is_new).toBe(true);
    later(2 * 86_400_000);
    expect(bySlug(await allGames(), 'lobby-fresh-title').is_new).toBe(false);
    await db().delete(t.games).where(eq(t.games.slug, 'lobby-fresh-title'));
  });
});

describe('the "popular" badge', () => {
  const instantGame = async (slug: string): Promise<TestGame> => {
    const [row] = await db()
      .update(t.games)
      .set({ engine: 'test-instant', engineSettings: {} })
      .where(eq(t.games.slug, slug))
      .returning({ id: t.games.id, providerId: t.games.providerId });
    const [p] = await db()
      .select({ code: t.providers.code })
      .from(t.providers)
      .where(eq(t.providers.id, row!.providerId));
    return { id: row!.id, providerId: row!.providerId, providerCode: p!.code };
  };
  let requests = 0;
  /** `rounds` real-money rounds of a new funded player in `game`. */
  async function play(game: TestGame, rounds: number) {
    const p = await createPlayer(db(), ctx.clock.now);
    await depositWith(db(), {
      playerId: p.id,
      amount: 1_000_000,
      provider: 'test',
      transactionId: `lobby-popular-${p.id}`,
    });
    const session = await openSession(ctx.app, game, p.userToken);
    for (let i = 0; i < rounds; i += 1) {
      const res = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
        bet: { stake: 100 },
        clientSeed: 'lobby',
        requestId: `lobby-${(requests += 1)}`,
      });
      expect(res.status).toBe(200);
    }
  }

  it('counts real rounds of the last 7 days: 20 rounds make a game popular, 19 do not', async () => {
    const hot = await instantGame('cherry-circuit');
    const warm = await instantGame('retro-bar-blitz');
    await play(hot, 12);
    await play(hot, POPULAR_MIN_ROUNDS - 12);
    await play(warm, POPULAR_MIN_ROUNDS - 1);
    // Demo rounds never reach the ledger: they count for nothing.
    const demo = await openSession(ctx.app, warm);
    await frame(ctx.app, demo, 'POST', '/studio/v1/rounds', {
      bet: { stake: 100 },
      clientSeed: 'demo',
      requestId: `lobby-${(requests += 1)}`,
    });

    const invalidate = vi.fn();
    const job = createGameStatsJob({ db: db(), catalog: { invalidate } });
    expect(await job.recount()).toMatchObject({ popularChanged: true });
    expect(invalidate).toHaveBeenCalledTimes(1);
    // Idempotent: nothing changed, nothing written, the cache kept.
    expect(await job.recount()).toEqual({ changed: 0, popularChanged: false });
    expect(invalidate).toHaveBeenCalledTimes(1);

    const stats = await db()
      .select()
      .from(t.gameStats)
      .where(inArray(t.gameStats.gameId, [hot.id, warm.id]));
    expect(stats.find((s) => s.gameId === hot.id)).toMatchObject({
      rounds7d: POPULAR_MIN_ROUNDS,
      players7d: 2,
    });
    expect(stats.find((s) => s.gameId === warm.id)).toMatchObject({
      rounds7d: POPULAR_MIN_ROUNDS - 1,
      players7d: 1,
    });
    const list = await allGames();
    expect(list.filter((g) => g.is_popular).map((g) => g.id)).toEqual([hot.id]);
    const detail = await get(ctx.app, `/v1/static/casinoGames/${hot.id}`);
    expect(detail.body.data).toMatchObject({ is_popular: true });

    // A week later (the ledger is dated by the database's clock: its rows are moved back) the
    // rounds have left the window: no longer popular, the cache dropped.
    await db()
      .update(ledgerTransactions)
      .set({
        createdAt: sql`${ledgerTransactions.createdAt} - make_interval(secs => ${(GAME_STATS_WINDOW_MS + 60_000) / 1000})`,
      })
      .where(inArray(ledgerTransactions.gameId, [hot.id, warm.id]));
    expect(await job.recount()).toMatchObject({ popularChanged: true });
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect((await allGames()).some((g) => g.is_popular)).toBe(false);
    const [after] = await db().select().from(t.gameStats).where(eq(t.gameStats.gameId, hot.id));
    expect(after).toMatchObject({ rounds7d: 0, players7d: 0 });
  });

  it('shows at most the 12 most played games, enabled ones only', async () => {
    const ids = (await allGames()).map((g) => g.id).slice(0, POPULAR_TOP + 3);
    await db().delete(t.gameStats);
    await db()
      .insert(t.gameStats)
      .values(ids.map((gameId, i) => ({ gameId, rounds7d: 100 + i, players7d: 1 })));
    const mostPlayed = [...ids].reverse();
    let popular = (await allGames()).filter((g) => g.is_popular).map((g) => g.id);
    expect(popular.sort()).toEqual(mostPlayed.slice(0, POPULAR_TOP).sort());
    // A disabled game leaves its place to the next.
    await db().update(t.games).set({ isEnabled: false }).where(eq(t.games.id, mostPlayed[0]!));
    popular = (await allGames()).filter((g) => g.is_popular).map((g) => g.id);
    expect(popular.sort()).toEqual(mostPlayed.slice(1, POPULAR_TOP + 1).sort());
    await db().update(t.games).set({ isEnabled: true }).where(eq(t.games.id, mostPlayed[0]!));
  });
});

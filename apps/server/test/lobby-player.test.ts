/**
 * The lobby per player through the API: favourite games (add, remove, idempotent, only one's own,
 * the limit of 200, unknown and disabled games, ids past 2^31) and recently played games (every
 * launch of a signed-in player, real or demo; nothing for a guest; order, limit, trimming to 50);
 * the catalog's cached answers stay the same for every visitor.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAVOURITE_GAMES_MAX, RECENT_GAMES_KEPT } from '@croupier/contract/lobby';
import * as t from '../src/db/schema.ts';
import type * as LobbyRepository from '../src/lobby/repository.ts';
import { createCasinoService } from '../src/casino/service.ts';
import { depositWith } from '../src/wallet/service.ts';
import { SKIN_AUTH, buildTestApp, type TestApp } from './helper.ts';
import { createPlayer, launch, type TestGame } from './studio-support.ts';

/** Makes the next recording of a launch fail (the database refuses it). */
const recording = vi.hoisted(() => ({ failNext: false }));
vi.mock('../src/lobby/repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof LobbyRepository>();
  return {
    ...real,
    recordRecent: (...args: Parameters<typeof real.recordRecent>) => {
      if (!recording.failNext) return real.recordRecent(...args);
      recording.failNext = false;
      return Promise.reject(new Error('connection lost'));
    },
  };
});

let ctx: TestApp;
let catalog: TestGame[];

beforeAll(async () => {
  ctx = await buildTestApp({ STUDIO_DIST: '/nonexistent/studio-dist' });
  catalog = await ctx.database.db
    .select({ id: t.games.id, providerId: t.games.providerId, providerCode: t.providers.code })
    .from(t.games)
    .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
    .where(eq(t.games.isEnabled, true))
    .orderBy(asc(t.games.id));
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const later = (ms: number) => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
};
const player = () => createPlayer(db(), ctx.clock.now);

async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, userToken?: string) {
  const headers: Record<string, string> = { authorization: SKIN_AUTH };
  if (userToken) headers['user-token'] = userToken;
  const res = await ctx.app.inject({ method, url, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any, headers: res.headers };
}
const favourite = (token: string, gameId: number | string) =>
  call('PUT', `/v1/me/favourite-games/${gameId}`, token);
const unfavourite = (token: string, gameId: number | string) =>
  call('DELETE', `/v1/me/favourite-games/${gameId}`, token);
const favourites = async (token: string) => {
  const res = await call('GET', '/v1/me/favourite-games', token);
  expect(res.status).toBe(200);
  return res.body.data as { id: number }[];
};
const recent = async (token: string, query = '') => {
  const res = await call('GET', `/v1/me/recent-games${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data as { id: number; mode: string; last_played_at: string }[];
};

/** `n` enabled games of a new provider (the seeded catalog has fewer than 200). */
async function extraGames(n: number, tag: string): Promise<number[]> {
  const [provider] = await db()
    .insert(t.providers)
    .values({ code: `lobby-${tag}`, name: `Lobby ${tag}` })
    .returning({ id: t.providers.id });
  const rows = await db()
    .insert(t.games)
    .values(
      Array.from({ length: n }, (_, i) => ({
        slug: `lobby-${tag}-${i}`,
        providerId: provider!.id,
        name: `Lobby ${tag} ${i}`,
        type: 'slot',
        engine: 'slots',
        engineSettings: {},
      })),
    )
    .returning({ id: t.games.id });
  return rows.map((r) => r.id);
}

describe('favourite games', () => {
  it('refuses a guest (401) on every call', async () => {
    const id = catalog[0]!.id;
    for (const [method, url] of [
      ['GET', '/v1/me/favourite-games'],
      ['PUT', `/v1/me/favourite-games/${id}`],
      ['DELETE', `/v1/me/favourite-games/${id}`],
      ['GET', '/v1/me/recent-games'],
    ] as const) {
      expect((await call(method, url)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'not-a-token')).status, `${method} ${url}`).toBe(401);
    }
  });

  it('adds (idempotent), lists newest first as catalog games, removes (idempotent)', async () => {
    const a = await player();
    const [g1, g2] = [catalog[0]!.id, catalog[1]!.id];
    expect(await favourites(a.userToken)).toEqual([]);

    const added = await favourite(a.userToken, g1);
    expect(added).toMatchObject({
      status: 200,
      body: { data: { game_id: g1, is_favourite: true } },
    });
    expect(added.headers['cache-control']).toBe('private, no-store');
    expect((await favourite(a.userToken, g1)).status).toBe(200);
    later(1_000);
    await favourite(a.userToken, g2);

    const listed = await favourites(a.userToken);
    expect(listed.map((g) => g.id)).toEqual([g2, g1]);
    expect(listed[0]).toMatchObject({
      id: g2,
      image_url: expect.stringMatching(/^\/media\/games\/.+\.svg$/),
      provider: { id: catalog[1]!.providerId },
      is_new: expect.any(Boolean),
      is_popular: expect.any(Boolean),
    });
    expect(listed[0]).toHaveProperty('rtp');
    expect(listed[0]).toHaveProperty('volatility');

    const removed = await unfavourite(a.userToken, g2);
    expect(removed).toMatchObject({
      status: 200,
      body: { data: { game_id: g2, is_favourite: false } },
    });
    expect((await unfavourite(a.userToken, g2)).status).toBe(200);
    expect((await favourites(a.userToken)).map((g) => g.id)).toEqual([g1]);
  });

  it('keeps players apart: B never sees nor removes A’s favourites', async () => {
    const a = await player();
    const b = await player();
    const g = catalog[2]!.id;
    await favourite(a.userToken, g);
    expect(await favourites(b.userToken)).toEqual([]);
    expect((await unfavourite(b.userToken, g)).status).toBe(200);
    expect((await favourites(a.userToken)).map((x) => x.id)).toEqual([g]);
    await favourite(b.userToken, catalog[3]!.id);
    expect((await favourites(a.userToken)).map((x) => x.id)).toEqual([g]);
    expect((await favourites(b.userToken)).map((x) => x.id)).toEqual([catalog[3]!.id]);
  });

  it('answers the catalog’s 404 for an unknown or disabled game, 422 for a malformed id', async () => {
    const a = await player();
    expect(await favourite(a.userToken, 2_000_000_000)).toMatchObject({
      status: 404,
      body: { message: 'Game not found' },
    });
    const [disabled] = await extraGames(1, 'disabled');
    await db().update(t.games).set({ isEnabled: false }).where(eq(t.games.id, disabled!));
    expect((await favourite(a.userToken, disabled!)).status).toBe(404);
    for (const bad of ['2147483648', '99999999999999999999', '0', '-1', 'abc', '1.5']) {
      const res = await favourite(a.userToken, bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors.game_id, bad).toContain('field_invalid');
      expect((await unfavourite(a.userToken, bad)).status, bad).toBe(422);
    }
    expect(await favourites(a.userToken)).toEqual([]);
  });

  it('hides a favourite whose game was disabled since', async () => {
    const a = await player();
    const [g] = await extraGames(1, 'hidden-later');
    await favourite(a.userToken, g!);
    expect((await favourites(a.userToken)).map((x) => x.id)).toEqual([g]);
    await db().update(t.games).set({ isEnabled: false }).where(eq(t.games.id, g!));
    expect(await favourites(a.userToken)).toEqual([]);
  });

  it('keeps at most 200 favourites, also under concurrent adds', async () => {
    const a = await player();
    const ids = await extraGames(FAVOURITE_GAMES_MAX + 5, 'limit');
    await db()
      .insert(t.favouriteGames)
      .values(ids.slice(0, FAVOURITE_GAMES_MAX - 2).map((gameId) => ({ playerId: a.id, gameId })));
    // Five adds at once with two places left: exactly two pass.
    const results = await Promise.all(
      ids.slice(FAVOURITE_GAMES_MAX - 2).map((id) => favourite(a.userToken, id)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({
        status: 422,
        body: { errors: { game_id: ['favourites_limit_reached'] } },
      });
    }
    const kept = await db()
      .select({ gameId: t.favouriteGames.gameId })
      .from(t.favouriteGames)
      .where(eq(t.favouriteGames.playerId, a.id));
    expect(kept).toHaveLength(FAVOURITE_GAMES_MAX);
    expect(await favourites(a.userToken)).toHaveLength(FAVOURITE_GAMES_MAX);
    // A favourite already kept is still answered (idempotent) at the limit.
    expect((await favourite(a.userToken, ids[0]!)).status).toBe(200);
    // One removed makes room for one.
    await unfavourite(a.userToken, ids[0]!);
    expect((await favourite(a.userToken, ids.at(-1)!)).status).toBe(200);
    expect((await favourite(a.userToken, ids[0]!)).status).toBe(422);
  });
});

describe('recently played', () => {
  const fund = (playerId: number) =>
    depositWith(db(), {
      playerId,
      amount: 100_000,
      provider: 'test',
      transactionId: `lobby-recent-${playerId}`,
    });

  it('records every launch of a signed-in player (real and demo), last first; nothing for a guest', async () => {
    const a = await player();
    await fund(a.id);
    const [g1, g2, g3] = [catalog[0]!, catalog[1]!, catalog[2]!];

    const guest = await launch(ctx.app, g3, { is_demo: 1 });
    expect(guest.status).toBe(200);
    expect(await recent(a.userToken)).toEqual([]);

    expect((await launch(ctx.app, g1, {}, a.userToken)).body.data).toHaveProperty('play_for_real');
    later(1_000);
    expect((await launch(ctx.app, g2, { is_demo: 1 }, a.userToken)).body.data).toHaveProperty(
      'play_for_fun',
    );
    const list = await recent(a.userToken);
    expect(list.map((g) => [g.id, g.mode])).toEqual([
      [g2.id, 'demo'],
      [g1.id, 'real'],
    ]);
    expect(list[0]!.last_played_at).toBe(ctx.clock.now.toISOString());
    expect(list[0]).toMatchObject({ id: g2.id, provider_id: g2.providerId, is_new: false });

    // Playing g1 again moves it to the front with its new mode.
    later(1_000);
    await launch(ctx.app, g1, { is_demo: 1 }, a.userToken);
    expect((await recent(a.userToken)).map((g) => [g.id, g.mode])).toEqual([
      [g1.id, 'demo'],
      [g2.id, 'demo'],
    ]);

    // Another player's list is their own; a refused launch records nothing.
    const b = await player();
    expect(await recent(b.userToken)).toEqual([]);
    const refused = await launch(ctx.app, { ...g3, id: 2_000_000_000 }, {}, b.userToken);
    expect(refused.status).toBe(404);
    expect(await recent(b.userToken)).toEqual([]);
    // A game disabled since is left out.
    await db().update(t.games).set({ isEnabled: false }).where(eq(t.games.id, g2.id));
    expect((await recent(a.userToken)).map((g) => g.id)).toEqual([g1.id]);
    await db().update(t.games).set({ isEnabled: true }).where(eq(t.games.id, g2.id));
  });

  it('never fails a launch because recording it failed', async () => {
    const a = await player();
    recording.failNext = true;
    const res = await launch(ctx.app, catalog[4]!, { is_demo: 1 }, a.userToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveProperty('play_for_fun');
    expect(recording.failNext).toBe(false);
    expect(await recent(a.userToken)).toEqual([]);
  });

  it('answers `limit` games (default 12, 1 to 24) and keeps the latest 50', async () => {
    const a = await player();
    const launched: number[] = [];
    for (const game of catalog.slice(0, RECENT_GAMES_KEPT + 3)) {
      later(1_000);
      const res = await launch(ctx.app, game, { is_demo: 1 }, a.userToken);
      if (res.status === 200) launched.push(game.id);
    }
    expect(launched.length).toBeGreaterThan(RECENT_GAMES_KEPT);
    const newestFirst = [...launched].reverse();
    expect((await recent(a.userToken)).map((g) => g.id)).toEqual(newestFirst.slice(0, 12));
    expect((await recent(a.userToken, '?limit=24')).map((g) => g.id)).toEqual(
      newestFirst.slice(0, 24),
    );
    expect((await recent(a.userToken, '?limit=1')).map((g) => g.id)).toEqual([newestFirst[0]]);
    for (const bad of ['0', '25', 'abc', '2147483648', '1.5']) {
      const res = await call('GET', `/v1/me/recent-games?limit=${bad}`, a.userToken);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors.limit, bad).toContain('field_invalid');
    }
    const kept = await db()
      .select({ gameId: t.playerRecentGames.gameId })
      .from(t.playerRecentGames)
      .where(eq(t.playerRecentGames.playerId, a.id));
    expect(new Set(kept.map((r) => r.gameId))).toEqual(
      new Set(newestFirst.slice(0, RECENT_GAMES_KEPT)),
    );
    // The oldest launches were forgotten.
    const oldest = launched.slice(0, launched.length - RECENT_GAMES_KEPT);
    const stale = await db()
      .select({ gameId: t.playerRecentGames.gameId })
      .from(t.playerRecentGames)
      .where(
        and(eq(t.playerRecentGames.playerId, a.id), inArray(t.playerRecentGames.gameId, oldest)),
      );
    expect(stale).toEqual([]);
  });
});

describe('the catalog stays shared', () => {
  it('answers a guest and a player with favourites the same catalog, and nothing of the player', async () => {
    const a = await player();
    await favourite(a.userToken, catalog[0]!.id);
    const url = '/v1/casino/games?per_page=100&section_prefix=casino-';
    const asGuest = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: SKIN_AUTH, 'x-no-compression': '1' },
    });
    const asPlayer = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: SKIN_AUTH, 'user-token': a.userToken, 'x-no-compression': '1' },
    });
    expect(asPlayer.statusCode).toBe(200);
    expect(asPlayer.body).toBe(asGuest.body);
    expect(asPlayer.body).not.toMatch(/favourite|last_played/);

    // The service hands every caller the very same cached answer object.
    const casino = createCasinoService(db(), { now: () => ctx.clock.now });
    const query = { page: 1, per_page: 48, sort: 'rank' as const };
    const first = await casino.listGames(query);
    expect(await casino.listGames({ ...query })).toBe(first);
  });
});

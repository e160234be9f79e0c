/**
 * The casino catalog for staff (`/staff/v1/casino/*`): roles, providers, games, sections, a
 * section's order, studio games (settings, theoretical and measured RTP); every edit visible in
 * the public `/v1/casino/*` catalog at once (its cache dropped) and audited.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCasinoStaff } from '../src/backoffice/casino/service.ts';
import { createCasinoService } from '../src/casino/service.ts';
import * as t from '../src/db/schema.ts';
import * as walletRepo from '../src/wallet/repository.ts';
import { buildTestApp, get, SKIN_AUTH, staffTokens, type TestApp } from './helper.ts';
import { giveCash } from './payments-support.ts';
import { createExternalGame, LAUNCH_TEMPLATE } from './providers-support.ts';
import { createPlayer } from './studio-support.ts';

let ctx: TestApp;
let staff: Record<'admin' | 'content' | 'marketing' | 'finance' | 'support', string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await staffTokens(ctx, 'casino', [
    'admin',
    'content',
    'marketing',
    'finance',
    'support',
  ] as const);
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;

async function call(
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await ctx.app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      data?: any;
      meta?: unknown;
      message?: string;
      errors?: Record<string, string[]>;
    },
  };
}

async function auditOf(action: string, targetId: number) {
  return db()
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.action, action), eq(t.auditLog.targetId, String(targetId))))
    .orderBy(desc(t.auditLog.id));
}

async function gameOfEngine(engine: string) {
  const [g] = await db()
    .select({ id: t.games.id, slug: t.games.slug })
    .from(t.games)
    .where(eq(t.games.engine, engine))
    .limit(1);
  return g!;
}

describe('roles', () => {
  it('lets admin, content and marketing read; refuses the others (403) and no token (401)', async () => {
    for (const role of ['admin', 'content', 'marketing'] as const) {
      expect((await call(staff[role], 'GET', '/casino/providers')).status).toBe(200);
      expect((await call(staff[role], 'GET', '/casino/games')).status).toBe(200);
    }
    for (const role of ['finance', 'support'] as const) {
      expect((await call(staff[role], 'GET', '/casino/games')).status).toBe(403);
      expect((await call(staff[role], 'GET', '/casino/sections')).status).toBe(403);
    }
    expect((await call(null, 'GET', '/casino/games')).status).toBe(401);
  });

  it('refuses catalog changes to finance and marketing, changing nothing', async () => {
    const { id } = await gameOfEngine('roulette');
    const [before] = await db().select().from(t.games).where(eq(t.games.id, id));
    for (const role of ['finance', 'marketing', 'support'] as const) {
      const res = await call(staff[role], 'PATCH', `/casino/games/${id}`, { is_enabled: false });
      expect(res).toMatchObject({ status: 403, body: { message: 'forbidden' } });
      expect((await call(staff[role], 'PATCH', '/casino/providers/1', { rank: 9 })).status).toBe(
        403,
      );
      expect(
        (await call(staff[role], 'POST', '/casino/sections', { name: 'x-y', slug: 'x-y' })).status,
      ).toBe(403);
    }
    const [after] = await db().select().from(t.games).where(eq(t.games.id, id));
    expect(after).toEqual(before);
  });
});

describe('providers', () => {
  it('lists providers with their game counts', async () => {
    const res = await call(staff.content, 'GET', '/casino/providers');
    const list = res.body.data as { id: number; games_count: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      const games = await db().select().from(t.games).where(eq(t.games.providerId, p.id));
      expect(p.games_count).toBe(games.length);
    }
  });

  it('hides a provider from the public filter at once, and audits it', async () => {
    const visible = async () =>
      ((await get(ctx.app, '/v1/casino/providers?is_visible=1')).body.data as { id: number }[]).map(
        (p) => p.id,
      );
    const providers = (await call(staff.admin, 'GET', '/casino/providers')).body.data as {
      id: number;
    }[];
    const id = providers[0]!.id;
    expect(await visible()).toContain(id); // now cached
    const res = await call(staff.content, 'PATCH', `/casino/providers/${id}`, {
      is_visible: false,
      rank: 42,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, is_visible: false, rank: 42 });
    expect(await visible()).not.toContain(id);
    const [entry] = await auditOf('casino.provider_updated', id);
    expect(entry?.details).toMatchObject({
      before: { is_visible: true },
      after: { is_visible: false, rank: 42 },
    });
    await call(staff.content, 'PATCH', `/casino/providers/${id}`, { is_visible: true });
    expect(await visible()).toContain(id);
  });

  it('answers 404 for an unknown provider and 422 for an empty or bad body', async () => {
    expect((await call(staff.admin, 'PATCH', '/casino/providers/99999', { rank: 1 })).status).toBe(
      404,
    );
    expect((await call(staff.admin, 'PATCH', '/casino/providers/1', {})).status).toBe(422);
    expect(
      (await call(staff.admin, 'PATCH', '/casino/providers/1', { is_visible: 'yes' })).status,
    ).toBe(422);
    expect(
      (await call(staff.admin, 'PATCH', '/casino/providers/3000000000', { rank: 1 })).status,
    ).toBe(422);
  });
});

describe('third-party providers and games', () => {
  it("edits a provider's win cap and launch URL, and a game's stated RTP, volatility and max win", async () => {
    const ext = await createExternalGame(db(), { aggregator: 'acme' });
    const listed = await call(staff.content, 'GET', '/casino/providers');
    expect(listed.body.data.find((p: { id: number }) => p.id === ext.providerId)).toMatchObject({
      integration: 'wallet',
      aggregator: 'acme',
      launch_url: LAUNCH_TEMPLATE,
      max_win_cap: null,
    });
    const url = 'https://games.acme.test/launch?t={token}&g={game}';
    const saved = await call(staff.admin, 'PATCH', `/casino/providers/${ext.providerId}`, {
      max_win_cap: 5_000_000,
      launch_url: url,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ max_win_cap: 5_000_000, launch_url: url });
    const [audit] = await auditOf('casino.provider_updated', ext.providerId);
    expect(audit?.details).toMatchObject({
      before: { max_win_cap: null },
      after: { max_win_cap: 5_000_000 },
    });
    // A launch URL must be https (http only on a loopback host) and carry the token.
    for (const bad of ['http://games.acme.test/?t={token}', 'https://games.acme.test/', 'x']) {
      const res = await call(staff.admin, 'PATCH', `/casino/providers/${ext.providerId}`, {
        launch_url: bad,
      });
      expect(res).toMatchObject({
        status: 422,
        body: { errors: { launch_url: ['field_invalid'] } },
      });
    }
    // The studio builds its own launches: no URL to set there; a cap of 0 is no cap (refused).
    const [studio] = await db()
      .select({ id: t.providers.id })
      .from(t.providers)
      .where(eq(t.providers.integration, 'studio'))
      .limit(1);
    expect(
      (await call(staff.admin, 'PATCH', `/casino/providers/${studio!.id}`, { launch_url: url }))
        .status,
    ).toBe(422);
    expect(
      (await call(staff.admin, 'PATCH', `/casino/providers/${ext.providerId}`, { max_win_cap: 0 }))
        .status,
    ).toBe(422);
    // Removing the cap.
    const removed = await call(staff.admin, 'PATCH', `/casino/providers/${ext.providerId}`, {
      max_win_cap: null,
    });
    expect(removed.body.data.max_win_cap).toBeNull();

    const game = await call(staff.content, 'PATCH', `/casino/games/${ext.id}`, {
      rtp_bp: 9_612,
      volatility: 'high',
      max_win_multiplier: 5_000,
    });
    expect(game.status, JSON.stringify(game.body)).toBe(200);
    expect(game.body.data).toMatchObject({
      rtp_bp: 9_612,
      volatility: 'high',
      max_win_multiplier: 5_000,
      external_code: expect.stringMatching(/^ext_game_/),
    });
    // The public catalog states it at once.
    const pub = await get(ctx.app, `/v1/casino/games?provider_id=${ext.providerId}`);
    expect((pub.body.data as unknown[])[0]).toMatchObject({ rtp: 96.12, volatility: 'high' });
    // A studio game's RTP is its engine's: not typed in.
    const studioGame = await gameOfEngine('roulette');
    const refused = await call(staff.admin, 'PATCH', `/casino/games/${studioGame.id}`, {
      rtp_bp: 9_900,
    });
    expect(refused).toMatchObject({ status: 422, body: { errors: { rtp_bp: ['field_invalid'] } } });
    for (const bad of [{ rtp_bp: 10_001 }, { volatility: 'wild' }, { max_win_multiplier: 0 }]) {
      expect((await call(staff.admin, 'PATCH', `/casino/games/${ext.id}`, bad)).status).toBe(422);
    }
  });
});

describe('games', () => {
  it('pages and filters games (q, provider, section, type, visible)', async () => {
    const page = await call(staff.marketing, 'GET', '/casino/games?per_page=5&page=2');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(5);
    const all = await db().select().from(t.games);
    expect(page.body.meta).toMatchObject({ current_page: 2, per_page: 5, total: all.length });

    const one = all[0]!;
    const byName = await call(
      staff.marketing,
      'GET',
      `/casino/games?q=${encodeURIComponent(one.name.slice(1, 6).toUpperCase())}`,
    );
    expect((byName.body.data as { id: number }[]).map((g) => g.id)).toContain(one.id);

    const slots = await call(staff.admin, 'GET', '/casino/games?type=slot&per_page=200');
    expect((slots.body.data as { type: string }[]).every((g) => g.type === 'slot')).toBe(true);

    const [link] = await db().select().from(t.gameSections).limit(1);
    const inSection = await call(
      staff.admin,
      'GET',
      `/casino/games?section_id=${link!.sectionId}&per_page=200`,
    );
    const sectionGames = inSection.body.data as { section_ids: number[] }[];
    expect(sectionGames.length).toBeGreaterThan(0);
    expect(sectionGames.every((g) => g.section_ids.includes(link!.sectionId))).toBe(true);

    expect((await call(staff.admin, 'GET', '/casino/games?visible=maybe')).status).toBe(422);
    expect((await call(staff.admin, 'GET', '/casino/games?type=lottery')).status).toBe(422);
  });

  it('hides and renames a game: the public catalog shows it right after saving', async () => {
    const { id } = await gameOfEngine('dice');
    const publicIds = async () =>
      ((await get(ctx.app, '/v1/casino/games?per_page=500')).body.data as { id: number }[]).map(
        (g) => g.id,
      );
    expect(await publicIds()).toContain(id); // cached now

    const hidden = await call(staff.content, 'PATCH', `/casino/games/${id}`, {
      is_enabled: false,
      is_mobile: false,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id, is_enabled: false, is_mobile: false });
    expect(await publicIds()).not.toContain(id);

    const renamed = await call(staff.admin, 'PATCH', `/casino/games/${id}`, {
      is_enabled: true,
      name: 'Renamed Dice',
    });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed Dice', is_enabled: true });
    const detail = await get(ctx.app, `/v1/static/casinoGames/${id}`);
    expect(detail.body.data).toMatchObject({ id, name: 'Renamed Dice', is_mobile: false });
    const [entry] = await auditOf('casino.game_updated', id);
    expect(entry?.details).toMatchObject({ after: { name: 'Renamed Dice' } });

    expect((await call(staff.admin, 'PATCH', `/casino/games/${id}`, { name: ' ' })).status).toBe(
      422,
    );
    expect(
      (await call(staff.admin, 'PATCH', `/casino/games/${id}`, { name: 'a\u0000b' })).status,
    ).toBe(422);
    expect((await call(staff.admin, 'PATCH', '/casino/games/999999', { rank: 1 })).status).toBe(
      404,
    );
  });

  it("replaces a game's sections (unknown section 422, nothing changed)", async () => {
    const { id } = await gameOfEngine('mines');
    const sections = (await call(staff.admin, 'GET', '/casino/sections')).body.data as {
      id: number;
    }[];
    const wanted = [sections[0]!.id, sections[1]!.id].sort((a, b) => a - b);
    const had = (await call(staff.admin, 'GET', `/casino/games/${id}`)).body.data
      .section_ids as number[];
    const res = await call(staff.content, 'PUT', `/casino/games/${id}/sections`, {
      section_ids: wanted,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.section_ids).toEqual(wanted);
    // A section the game joins lists it last.
    const joined = wanted.filter((s) => !had.includes(s));
    expect(joined.length).toBeGreaterThan(0);
    for (const s of joined) {
      const order = (await call(staff.admin, 'GET', `/casino/sections/${s}/order`)).body.data
        .game_ids as number[];
      expect(order.at(-1)).toBe(id);
    }
    const detail = await get(ctx.app, `/v1/static/casinoGames/${id}`);
    expect((detail.body.data as { section_ids: number[] }).section_ids).toEqual(wanted);

    const bad = await call(staff.content, 'PUT', `/casino/games/${id}/sections`, {
      section_ids: [wanted[0], 999999],
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { section_ids: ['field_invalid'] } },
    });
    const dup = await call(staff.content, 'PUT', `/casino/games/${id}/sections`, {
      section_ids: [wanted[0], wanted[0]],
    });
    expect(dup.status).toBe(422);
    expect((await call(staff.admin, 'GET', `/casino/games/${id}`)).body.data.section_ids).toEqual(
      wanted,
    );
  });

  it('turns demo play off and on: public field, demo launch refused, real play unaffected', async () => {
    const [g] = await db()
      .select({ id: t.games.id, providerId: t.games.providerId, code: t.providers.code })
      .from(t.games)
      .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
      .where(eq(t.games.engine, 'roulette'))
      .limit(1);
    const game = g!;
    const launch = (token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/casino/play/${game.code}`,
        headers: { authorization: SKIN_AUTH, ...(token ? { 'user-token': token } : {}) },
        payload: token
          ? { game_id: game.id, provider_id: game.providerId }
          : { is_demo: 1, game_id: game.id, provider_id: game.providerId, user_currency: 'EUR' },
      });
    const publicDemo = async () => {
      const detail = await get(ctx.app, `/v1/static/casinoGames/${game.id}`);
      const list = await get(ctx.app, '/v1/casino/games?per_page=500');
      return {
        detail: (detail.body.data as { has_demo: boolean }).has_demo,
        list: (list.body.data as { id: number; has_demo: boolean }[]).find((x) => x.id === game.id)
          ?.has_demo,
      };
    };
    expect(await publicDemo()).toEqual({ detail: true, list: true }); // cached now
    expect((await launch()).statusCode).toBe(200);

    const off = await call(staff.content, 'PATCH', `/casino/games/${game.id}`, { has_demo: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: game.id, has_demo: false, is_enabled: true });
    expect((await call(staff.admin, 'GET', `/casino/games/${game.id}`)).body.data.has_demo).toBe(
      false,
    );
    expect(await publicDemo()).toEqual({ detail: false, list: false });
    const [entry] = await auditOf('casino.game_updated', game.id);
    expect(entry?.details).toMatchObject({
      before: { has_demo: true },
      after: { has_demo: false },
    });

    const refused = await launch();
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'game_not_available' });
    // A player's real play does not depend on the demo switch.
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 10_000, 'demo-switch');
    const real = await launch(player.userToken);
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ data: { play_for_real: expect.any(String) } });

    expect(
      (await call(staff.content, 'PATCH', `/casino/games/${game.id}`, { has_demo: 'no' })).status,
    ).toBe(422);
    await call(staff.content, 'PATCH', `/casino/games/${game.id}`, { has_demo: true });
    expect((await launch()).statusCode).toBe(200);
  });
});

describe('sections', () => {
  it('creates, refuses a taken name, edits and lists sections', async () => {
    const created = await call(staff.content, 'POST', '/casino/sections', {
      name: 'casino-staff-picks',
      slug: 'staff-picks',
      rank: 50,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name: 'casino-staff-picks', games_count: 0 });

    const taken = await call(staff.content, 'POST', '/casino/sections', {
      name: 'casino-staff-picks',
      slug: 'other',
    });
    expect(taken).toMatchObject({
      status: 422,
      body: { errors: { name: ['fields_already_used'] } },
    });
    expect(
      (await call(staff.content, 'POST', '/casino/sections', { name: 'Bad Name', slug: 'x' }))
        .status,
    ).toBe(422);

    const edited = await call(staff.admin, 'PATCH', `/casino/sections/${id}`, {
      rank: 1,
      slug: 'picks',
    });
    expect(edited.body.data).toMatchObject({ id, rank: 1, slug: 'picks' });
    const publicList = (await get(ctx.app, '/v1/casino/sections')).body.data as {
      id: number;
      slug: string;
    }[];
    expect(publicList.find((s) => s.id === id)?.slug).toBe('picks');
    expect((await auditOf('casino.section_created', id)).length).toBe(1);
    expect((await call(staff.admin, 'PATCH', '/casino/sections/999999', { rank: 1 })).status).toBe(
      404,
    );
  });

  it("writes a section's order atomically and reads it back (public listing too)", async () => {
    const sections = (await call(staff.admin, 'GET', '/casino/sections')).body.data as {
      id: number;
      games_count: number;
    }[];
    const section = sections.find((s) => s.games_count >= 3)!;
    const current = await call(staff.content, 'GET', `/casino/sections/${section.id}/order`);
    const ids = current.body.data.game_ids as number[];
    expect(ids.length).toBe(section.games_count);
    // Public listing cached in the old order first.
    const publicOrder = async () =>
      (
        (await get(ctx.app, `/v1/casino/games?section_id=${section.id}&per_page=500`)).body
          .data as { id: number }[]
      ).map((g) => g.id);
    const enabledBefore = await publicOrder();

    const wanted = [...ids].reverse();
    const res = await call(staff.content, 'PUT', `/casino/sections/${section.id}/order`, {
      game_ids: wanted,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ section_id: section.id, game_ids: wanted });
    expect(
      (await call(staff.marketing, 'GET', `/casino/sections/${section.id}/order`)).body.data
        .game_ids,
    ).toEqual(wanted);
    expect(await publicOrder()).toEqual(wanted.filter((g) => enabledBefore.includes(g)));

    // Not exactly the section's games: refused, order unchanged.
    for (const game_ids of [
      wanted.slice(1),
      [...wanted, 999999],
      [wanted[0], ...wanted.slice(0, -1)],
    ]) {
      const bad = await call(staff.content, 'PUT', `/casino/sections/${section.id}/order`, {
        game_ids,
      });
      expect(bad.status).toBe(422);
    }
    expect(
      (await call(staff.admin, 'GET', `/casino/sections/${section.id}/order`)).body.data.game_ids,
    ).toEqual(wanted);
    const [entry] = await auditOf('casino.section_ordered', section.id);
    expect(entry?.details).toEqual({ before: { game_ids: ids }, after: { game_ids: wanted } });
    expect(
      (await call(staff.content, 'PUT', '/casino/sections/999999/order', { game_ids: [] })).status,
    ).toBe(404);
  });

  it('reorders one section only: other sections and the global order do not move', async () => {
    // Two sections sharing at least two games.
    const links = await db()
      .select({ gameId: t.gameSections.gameId, sectionId: t.gameSections.sectionId })
      .from(t.gameSections);
    const bySection = new Map<number, number[]>();
    for (const l of links)
      bySection.set(l.sectionId, [...(bySection.get(l.sectionId) ?? []), l.gameId]);
    let pair: [number, number] | null = null;
    for (const [a, ga] of bySection) {
      for (const [b, gb] of bySection) {
        if (a !== b && ga.filter((g) => gb.includes(g)).length >= 2 && ga.length >= 3)
          pair = [a, b];
      }
    }
    expect(pair).not.toBeNull();
    const [a, b] = pair!;
    const order = async (id: number) =>
      (await call(staff.admin, 'GET', `/casino/sections/${id}/order`)).body.data
        .game_ids as number[];
    const publicIds = async (query: string) =>
      (
        (await get(ctx.app, `/v1/casino/games?per_page=500${query}`)).body.data as { id: number }[]
      ).map((g) => g.id);
    const globalRanks = async () =>
      db().select({ id: t.games.id, rank: t.games.rank }).from(t.games).orderBy(asc(t.games.id));
    const bBefore = await order(b);
    const publicBBefore = await publicIds(`&section_id=${b}`);
    const allBefore = await publicIds('');
    const ranksBefore = await globalRanks();

    const aOrder = await order(a);
    const wanted = [...aOrder.slice(1), aOrder[0]!].reverse();
    const res = await call(staff.content, 'PUT', `/casino/sections/${a}/order`, {
      game_ids: wanted,
    });
    expect(res.status).toBe(200);
    expect(await order(a)).toEqual(wanted);
    const staffA = await call(staff.admin, 'GET', `/casino/games?section_id=${a}&per_page=200`);
    expect((staffA.body.data as { id: number }[]).map((g) => g.id)).toEqual(wanted);
    const publicA = await publicIds(`&section_id=${a}`);
    expect(publicA).toEqual(wanted.filter((g) => publicA.includes(g)));
    // Stored as the section's own places 0..n-1.
    const stored = await db()
      .select({ gameId: t.gameSections.gameId, rank: t.gameSections.rank })
      .from(t.gameSections)
      .where(eq(t.gameSections.sectionId, a))
      .orderBy(asc(t.gameSections.rank));
    expect(stored.map((r) => r.gameId)).toEqual(wanted);
    expect(stored.map((r) => r.rank)).toEqual(wanted.map((_, i) => i));

    expect(await order(b)).toEqual(bBefore);
    expect(await publicIds(`&section_id=${b}`)).toEqual(publicBBefore);
    expect(await publicIds('')).toEqual(allBefore);
    expect(await globalRanks()).toEqual(ranksBefore);
  });

  it('hides a section from the site (list, filter, providers) while its games stay listed', async () => {
    const sections = (await call(staff.admin, 'GET', '/casino/sections')).body.data as {
      id: number;
      games_count: number;
      is_visible: boolean;
    }[];
    const section = sections.find((s) => s.games_count >= 1 && s.is_visible)!;
    const gameIds = (await call(staff.admin, 'GET', `/casino/sections/${section.id}/order`)).body
      .data.game_ids as number[];
    const publicSections = async () =>
      ((await get(ctx.app, '/v1/casino/sections')).body.data as { id: number }[]).map((s) => s.id);
    const filtered = () => get(ctx.app, `/v1/casino/games?section_id=${section.id}&per_page=500`);
    expect(await publicSections()).toContain(section.id); // cached now
    expect(((await filtered()).body.meta as { total: number }).total).toBeGreaterThan(0);

    const hidden = await call(staff.content, 'PATCH', `/casino/sections/${section.id}`, {
      is_visible: false,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id: section.id, is_visible: false });
    const [entry] = await auditOf('casino.section_updated', section.id);
    expect(entry?.details).toMatchObject({
      before: { is_visible: true },
      after: { is_visible: false },
    });

    expect(await publicSections()).not.toContain(section.id);
    const none = await filtered();
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect((none.body.meta as { total: number }).total).toBe(0);
    expect((await get(ctx.app, `/v1/casino/sections/${section.id}/providers`)).status).toBe(404);
    const all = (
      (await get(ctx.app, '/v1/casino/games?per_page=500')).body.data as { id: number }[]
    ).map((g) => g.id);
    const enabled = await db()
      .select({ id: t.games.id })
      .from(t.games)
      .where(eq(t.games.isEnabled, true));
    const listedIds = gameIds.filter((g) => enabled.some((e) => e.id === g));
    expect(listedIds.every((g) => all.includes(g))).toBe(true);
    const detail = await get(ctx.app, `/v1/static/casinoGames/${listedIds[0]}`);
    expect((detail.body.data as { section_ids: number[] }).section_ids).not.toContain(section.id);
    // Staff still see it, with its games.
    expect(
      (await call(staff.marketing, 'GET', '/casino/sections')).body.data.find(
        (s: { id: number }) => s.id === section.id,
      ),
    ).toMatchObject({ is_visible: false, games_count: section.games_count });

    await call(staff.content, 'PATCH', `/casino/sections/${section.id}`, { is_visible: true });
    expect(await publicSections()).toContain(section.id);
    expect(((await filtered()).body.meta as { total: number }).total).toBeGreaterThan(0);
  });

  it("writes a section's title per language where the site reads it, audited", async () => {
    const created = await call(staff.content, 'POST', '/casino/sections', {
      name: 'liveCasino-hot-tables',
      slug: 'hot-tables',
      labels: { en: 'Hot tables' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      is_visible: true,
      label_group: 'live_casino',
      label_key: 'section_hot_tables',
      labels: { en: 'Hot tables', de: null, cs: null },
    });

    const res = await call(staff.admin, 'PATCH', `/casino/sections/${id}`, {
      labels: { de: ' Heiße Tische ', cs: 'Horké stoly' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.labels).toMatchObject({
      en: 'Hot tables',
      de: 'Heiße Tische',
      cs: 'Horké stoly',
      pl: null,
    });
    const site = async (lang: string) =>
      (await get(ctx.app, `/v1/cms/translation/live_casino?language=${lang}`)).body.data as Record<
        string,
        string
      >;
    expect((await site('de')).section_hot_tables).toBe('Heiße Tische');
    expect((await site('pl')).section_hot_tables).toBe('Hot tables'); // English fallback
    const [entry] = await auditOf('casino.section_updated', id);
    expect(entry?.details).toMatchObject({
      before: { labels: { de: null } },
      after: { labels: { de: 'Heiße Tische' } },
    });

    // null removes a language's title; a new slug takes the titles along.
    const moved = await call(staff.admin, 'PATCH', `/casino/sections/${id}`, {
      slug: 'hottest',
      labels: { cs: null },
    });
    expect(moved.body.data).toMatchObject({
      label_key: 'section_hottest',
      labels: { en: 'Hot tables', de: 'Heiße Tische', cs: null },
    });
    expect((await site('cs')).section_hottest).toBe('Hot tables');

    for (const labels of [
      { xx: 'a' },
      { de: '' },
      { de: 'a\u0000b' },
      {},
      { de: 'x'.repeat(101) },
    ]) {
      const bad = await call(staff.admin, 'PATCH', `/casino/sections/${id}`, { labels });
      expect(bad.status, JSON.stringify(labels)).toBe(422);
    }
  });

  it('drops the site translation caches after a title is written, not after other edits', async () => {
    const contentChanged = vi.fn();
    const casino = createCasinoService(db(), { cacheTtlMs: 0 });
    const service = createCasinoStaff({
      db: db(),
      casino,
      now: () => ctx.clock.now,
      contentChanged,
    });
    const created = await service.createSection({
      name: 'casino-cache-check',
      slug: 'cache-check',
      rank: 0,
      is_visible: true,
    });
    await service.updateSection(created.id, { rank: 3 });
    expect(contentChanged).not.toHaveBeenCalled();
    await service.updateSection(created.id, { labels: { hu: 'Gyorsítótár' } });
    expect(contentChanged).toHaveBeenCalledTimes(1);
  });
});

describe('studio games', () => {
  it('lists settings, theoretical RTP and the RTP measured from the ledger', async () => {
    const roulette = await gameOfEngine('roulette');
    const player = await createPlayer(db(), ctx.clock.now);
    await giveCash(db(), player.id, 10_000, 'studio-rtp');
    const round = async (n: number, bet: number, win: number) => {
      const base = {
        provider: 'croupier',
        playerId: player.id,
        roundId: `rtp-${process.pid}-${n}`,
        gameId: roulette.id,
      };
      expect(
        (await walletRepo.debit(db(), { ...base, transactionId: `rtp-b${n}`, amount: bet })).ok,
      ).toBe(true);
      const paid = await walletRepo.credit(db(), {
        ...base,
        transactionId: `rtp-w${n}`,
        amount: win,
        betTransactionId: `rtp-b${n}`,
        closeRound: true,
      });
      expect(paid.ok).toBe(true);
    };
    await round(1, 1_000, 0);
    await round(2, 1_000, 3_600);
    await round(3, 2_000, 0);

    const res = await call(staff.marketing, 'GET', '/casino/studio-games');
    expect(res.status).toBe(200);
    const games = res.body.data.games as {
      id: number;
      engine: string;
      rtp: number | null;
      editable_settings: string[];
      min_stake: number;
      max_stake: number;
      measured: { currency: string; bets: number; wins: number; rounds: number; rtp: number }[];
    }[];
    // Every game of our engines; third-party games (engine `external`) are not the studio's.
    const all = await db().select({ engine: t.games.engine }).from(t.games);
    expect(games.length).toBe(all.filter((x) => x.engine !== 'external').length);
    expect(games.every((x) => x.engine !== 'external')).toBe(true);
    const g = games.find((x) => x.id === roulette.id)!;
    expect(g.rtp).toBeCloseTo(36 / 37, 4);
    expect(g.editable_settings).toEqual(['minBet', 'maxBet']);
    expect(g.measured).toEqual([
      { currency: 'EUR', bets: 4_000, wins: 3_600, rounds: 3, rtp: 0.9 },
    ]);
    const slot = games.find((x) => x.engine === 'slots')!;
    expect(slot.editable_settings).toEqual([]);
    expect(slot.rtp).toBeGreaterThan(0.9);
  });

  it('changes bet limits (engine-checked), refuses math settings and bad limits', async () => {
    const roulette = await gameOfEngine('roulette');
    const res = await call(staff.content, 'PATCH', `/casino/studio-games/${roulette.id}`, {
      settings: { maxBet: 50 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ max_stake: 5_000, settings: { maxBet: 50 } });
    const [row] = await db().select().from(t.games).where(eq(t.games.id, roulette.id));
    expect(row!.engineSettings).toMatchObject({ maxBet: 50 });
    expect((await auditOf('casino.studio_game_updated', roulette.id)).length).toBe(1);

    for (const settings of [{ variant: 'american' }, { maxBet: -5 }, { minBet: 10_000_000 }, {}]) {
      const bad = await call(staff.content, 'PATCH', `/casino/studio-games/${roulette.id}`, {
        settings,
      });
      expect(bad, JSON.stringify(settings)).toMatchObject({
        status: 422,
        body: { errors: { settings: ['field_invalid'] } },
      });
    }
    const slot = await gameOfEngine('slots');
    expect(
      (
        await call(staff.content, 'PATCH', `/casino/studio-games/${slot.id}`, {
          settings: { rows: 4 },
        })
      ).status,
    ).toBe(422);
    const disabled = await call(staff.admin, 'PATCH', `/casino/studio-games/${slot.id}`, {
      is_enabled: false,
    });
    expect(disabled.body.data).toMatchObject({ is_enabled: false });
    await call(staff.admin, 'PATCH', `/casino/studio-games/${slot.id}`, { is_enabled: true });
    expect(
      (await call(staff.finance, 'PATCH', `/casino/studio-games/${slot.id}`, { is_enabled: false }))
        .status,
    ).toBe(403);
  });

  it('refuses a bad window (422)', async () => {
    for (const q of [
      'from=2026-02-01&to=2026-01-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      expect((await call(staff.admin, 'GET', `/casino/studio-games?${q}`)).status, q).toBe(422);
    }
  });
});

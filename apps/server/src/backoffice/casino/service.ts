/**
 * The casino catalog for staff: providers, games, sections, a section's game order, and the
 * studio's games (engine settings, theoretical RTP from packages/games, measured RTP from the
 * ledger). Every write drops this node's public catalog cache (`casino.invalidate()`), so the
 * public `/v1/casino/*` answers show it at once. (Other nodes keep theirs until the TTL,
 * CATALOG_CACHE_TTL_MS.)
 *
 * A section's order: there is no per-section rank column; the public listing of a section sorts
 * its games by `games.rank` (then id). Reordering a section hands the ranks its games already
 * hold (sorted, made strictly increasing) to the games in the new order, in one transaction: the
 * section reads back exactly in that order, and games outside the section keep their ranks.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ERROR_KEYS } from '@croupier/contract/errors';
import type {
  StaffGame,
  StaffGameUpdateBody,
  StaffProvider,
  StaffProviderUpdateBody,
  StaffSection,
  StaffSectionUpdateBody,
  StaffStudioGame,
  StudioMeasured,
} from '@croupier/contract/staff-casino';
import { engineFor } from '@croupier/games/engines/index';
import type { Db, Executor } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { gameImageUrl, type CasinoService } from '../../casino/service.ts';
import { ledgerTransactions as lt } from '../../wallet/schema.ts';
import { dayRange } from '../reports/range.ts';

/**
 * Settings staff may change per engine: the bet limits (in the engine's own units, as stored).
 * Everything else (paytables, reels, rules) is the game's math and decides its RTP. Slots and
 * scratch cards derive their stakes from the machine; bingo's ticket price sets its prizes.
 */
export const EDITABLE_SETTINGS: Readonly<Record<string, readonly string[]>> = {
  roulette: ['minBet', 'maxBet'],
  wheel: ['minBet', 'maxBet'],
  dice: ['minBet', 'maxBet'],
  crash: ['minBet', 'maxBet'],
  mines: ['minBet', 'maxBet'],
  blackjack: ['minBet', 'maxBet'],
  baccarat: ['minBet', 'maxBet'],
  'andar-bahar': ['minBet', 'maxBet'],
  'teen-patti': ['minBet', 'maxBet'],
  poker: ['minAnte', 'maxAnte'],
};

type Scalar = string | number | boolean;

export interface CasinoStaffDeps {
  db: Db;
  casino: CasinoService;
  now: () => Date;
}

const gameColumns = {
  id: t.games.id,
  slug: t.games.slug,
  name: t.games.name,
  type: t.games.type,
  isEnabled: t.games.isEnabled,
  isDesktop: t.games.isDesktop,
  isMobile: t.games.isMobile,
  rank: t.games.rank,
  engine: t.games.engine,
  engineSettings: t.games.engineSettings,
  providerId: t.providers.id,
  providerCode: t.providers.code,
  providerName: t.providers.name,
};
type GameRow = {
  [K in keyof typeof gameColumns]: (typeof gameColumns)[K]['_']['data'];
};

async function sectionIdsOf(db: Executor, gameIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return out;
  const rows = await db
    .select({ gameId: t.gameSections.gameId, sectionId: t.gameSections.sectionId })
    .from(t.gameSections)
    .where(inArray(t.gameSections.gameId, gameIds))
    .orderBy(asc(t.gameSections.sectionId));
  for (const r of rows) out.get(r.gameId)?.push(r.sectionId);
  return out;
}

function toGame(row: GameRow, sectionIds: number[]): StaffGame {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type as StaffGame['type'],
    provider: { id: row.providerId, code: row.providerCode, name: row.providerName },
    is_enabled: row.isEnabled,
    is_desktop: row.isDesktop,
    is_mobile: row.isMobile,
    rank: row.rank,
    engine: row.engine,
    section_ids: sectionIds,
    image_url: gameImageUrl(row.slug),
  };
}

/** The engine's view of settings: stakes and RTP, or nulls when they do not load. */
function engineFacts(engineId: string, settings: Record<string, unknown>) {
  const engine = engineFor(engineId);
  if (!engine) return null;
  try {
    const info = engine.info(engine.configure(settings));
    return info;
  } catch {
    return null;
  }
}

const scalarSettings = (settings: Record<string, unknown>): Record<string, Scalar> =>
  Object.fromEntries(
    Object.entries(settings).filter(
      (e): e is [string, Scalar] =>
        typeof e[1] === 'string' || typeof e[1] === 'number' || typeof e[1] === 'boolean',
    ),
  );

export function createCasinoStaff(deps: CasinoStaffDeps) {
  const { db, casino } = deps;

  async function providerRows(where?: SQL) {
    const rows = await db
      .select({
        id: t.providers.id,
        code: t.providers.code,
        name: t.providers.name,
        isEnabled: t.providers.isEnabled,
        isVisible: t.providers.isVisible,
        rank: t.providers.rank,
        games: sql<number>`cast(count(${t.games.id}) as int)`,
        enabled: sql<number>`cast(count(${t.games.id}) filter (where ${t.games.isEnabled}) as int)`,
      })
      .from(t.providers)
      .leftJoin(t.games, eq(t.games.providerId, t.providers.id))
      .where(where)
      .groupBy(t.providers.id)
      .orderBy(asc(t.providers.rank), asc(t.providers.id));
    return rows.map((p): StaffProvider => ({
      id: p.id,
      code: p.code,
      name: p.name,
      is_enabled: p.isEnabled,
      is_visible: p.isVisible,
      rank: p.rank,
      games_count: Number(p.games),
      enabled_games_count: Number(p.enabled),
    }));
  }

  async function gameById(id: number): Promise<StaffGame> {
    const [row] = await db
      .select(gameColumns)
      .from(t.games)
      .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
      .where(eq(t.games.id, id));
    if (!row) throw notFound();
    return toGame(row, (await sectionIdsOf(db, [id])).get(id) ?? []);
  }

  async function sectionRows(id?: number): Promise<StaffSection[]> {
    const rows = await db
      .select({
        id: t.sections.id,
        name: t.sections.name,
        slug: t.sections.slug,
        rank: t.sections.rank,
        games: sql<number>`cast(count(${t.gameSections.gameId}) as int)`,
      })
      .from(t.sections)
      .leftJoin(t.gameSections, eq(t.gameSections.sectionId, t.sections.id))
      .where(id === undefined ? undefined : eq(t.sections.id, id))
      .groupBy(t.sections.id)
      .orderBy(asc(t.sections.rank), asc(t.sections.id));
    return rows.map((s) => ({
      id: s.id,
      name: s.name,
      slug: s.slug,
      rank: s.rank,
      games_count: Number(s.games),
    }));
  }

  async function sectionById(id: number): Promise<StaffSection> {
    const [row] = await sectionRows(id);
    if (!row) throw notFound();
    return row;
  }

  async function sectionNameTaken(name: string, exceptId?: number) {
    const rows = await db
      .select({ id: t.sections.id })
      .from(t.sections)
      .where(eq(t.sections.name, name));
    return rows.some((r) => r.id !== exceptId);
  }

  /** The section's games in their order (rank, then id). */
  async function sectionOrder(sectionId: number, tx: Executor = db): Promise<number[]> {
    const rows = await tx
      .select({ id: t.games.id })
      .from(t.games)
      .innerJoin(t.gameSections, eq(t.gameSections.gameId, t.games.id))
      .where(eq(t.gameSections.sectionId, sectionId))
      .orderBy(asc(t.games.rank), asc(t.games.id));
    return rows.map((r) => r.id);
  }

  async function measured(from: Date, to: Date, gameIds: number[]) {
    const out = new Map<number, StudioMeasured[]>();
    if (gameIds.length === 0) return out;
    // Bets not refunded and their wins; free-spin wins (reason 'freespin') left out: the player
    // staked nothing for them.
    const freespin = sql`coalesce(${lt.reason} = 'freespin', false)`;
    const rows = await db
      .select({
        gameId: lt.gameId,
        currency: t.currencies.code,
        bets: sql<string>`coalesce(-sum(${lt.cash} + ${lt.bonus}) filter (where ${lt.operation} = 'bet'), 0)`,
        wins: sql<string>`coalesce(sum(${lt.cash} + ${lt.bonus}) filter (where ${lt.operation} = 'win' and not ${freespin}), 0)`,
        rounds: sql<string>`count(distinct ${lt.roundId}) filter (where ${lt.operation} = 'bet' and ${lt.amount} > 0)`,
      })
      .from(lt)
      .innerJoin(t.currencies, eq(t.currencies.id, lt.currencyId))
      .innerJoin(t.players, eq(t.players.id, lt.playerId))
      .where(
        and(
          sql`${lt.createdAt} >= ${from.toISOString()}`,
          sql`${lt.createdAt} < ${to.toISOString()}`,
          eq(lt.status, 'authorized'),
          inArray(lt.operation, ['bet', 'win']),
          inArray(lt.gameId, gameIds),
          eq(t.players.isTest, false),
        ),
      )
      .groupBy(lt.gameId, t.currencies.code)
      .orderBy(asc(t.currencies.code));
    for (const r of rows) {
      if (r.gameId === null) continue;
      const bets = Number(r.bets);
      const wins = Number(r.wins);
      const list = out.get(r.gameId) ?? [];
      list.push({
        currency: r.currency,
        bets,
        wins,
        rounds: Number(r.rounds),
        rtp: bets > 0 ? Number((wins / bets).toFixed(6)) : null,
      });
      out.set(r.gameId, list);
    }
    return out;
  }

  function toStudioGame(row: GameRow, m: StudioMeasured[]): StaffStudioGame {
    const info = engineFacts(row.engine, row.engineSettings);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      provider: { id: row.providerId, code: row.providerCode, name: row.providerName },
      engine: row.engine,
      is_enabled: row.isEnabled,
      settings: scalarSettings(row.engineSettings),
      editable_settings: [...(EDITABLE_SETTINGS[row.engine] ?? [])],
      min_stake: info?.minStake ?? null,
      max_stake: info?.maxStake ?? null,
      max_multiplier: info?.maxMultiplier ?? null,
      rtp: info?.rtp ?? null,
      rtp_method: info?.rtpMethod ?? null,
      measured: m,
    };
  }

  async function studioRows(id?: number) {
    const rows = await db
      .select(gameColumns)
      .from(t.games)
      .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
      .where(id === undefined ? undefined : eq(t.games.id, id))
      .orderBy(asc(t.games.rank), asc(t.games.id));
    return rows.filter((r) => engineFor(r.engine) !== null);
  }

  /** A 30-day window ending today (UTC) when neither bound is given. */
  function window(q: { from?: string | undefined; to?: string | undefined }) {
    if (q.from === undefined && q.to === undefined) {
      const today = deps.now().toISOString().slice(0, 10);
      const start = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000);
      return dayRange(start.toISOString().slice(0, 10), today);
    }
    return dayRange(q.from ?? '', q.to ?? '');
  }

  async function studioGame(id: number) {
    const [row] = await studioRows(id);
    if (!row) throw notFound();
    const { start, end } = window({});
    const m = await measured(start, end, [id]);
    return toStudioGame(row, m.get(id) ?? []);
  }

  return {
    listProviders: () => providerRows(),

    async updateProvider(id: number, body: StaffProviderUpdateBody) {
      const [before] = await providerRows(eq(t.providers.id, id));
      if (!before) throw notFound();
      const set: Partial<typeof t.providers.$inferInsert> = {};
      if (body.is_enabled !== undefined) set.isEnabled = body.is_enabled;
      if (body.is_visible !== undefined) set.isVisible = body.is_visible;
      if (body.rank !== undefined) set.rank = body.rank;
      await db.update(t.providers).set(set).where(eq(t.providers.id, id));
      casino.invalidate();
      const [after] = await providerRows(eq(t.providers.id, id));
      return { before, after: after! };
    },

    async listGames(q: {
      page: number;
      per_page: number;
      q?: string | undefined;
      provider_id?: number | undefined;
      section_id?: number | undefined;
      type?: string | undefined;
      visible?: boolean | undefined;
    }) {
      const where: SQL[] = [];
      if (q.q !== undefined) {
        where.push(
          sql`(strpos(lower(${t.games.name}), lower(${q.q})) > 0 or strpos(lower(${t.games.slug}), lower(${q.q})) > 0)`,
        );
      }
      if (q.provider_id !== undefined) where.push(eq(t.games.providerId, q.provider_id));
      if (q.type !== undefined) where.push(eq(t.games.type, q.type));
      if (q.visible !== undefined) where.push(eq(t.games.isEnabled, q.visible));
      if (q.section_id !== undefined) {
        where.push(
          sql`exists (select 1 from ${t.gameSections} where ${t.gameSections.gameId} = ${t.games.id} and ${t.gameSections.sectionId} = ${q.section_id})`,
        );
      }
      const cond = where.length > 0 ? and(...where) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select(gameColumns)
          .from(t.games)
          .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
          .where(cond)
          .orderBy(asc(t.games.rank), asc(t.games.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(t.games).where(cond),
      ]);
      const sections = await sectionIdsOf(
        db,
        rows.map((r) => r.id),
      );
      const total = Number(totals[0]?.n ?? 0);
      return {
        data: rows.map((r) => toGame(r, sections.get(r.id) ?? [])),
        meta: {
          current_page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
      };
    },

    gameById,

    async updateGame(id: number, body: StaffGameUpdateBody) {
      const before = await gameById(id);
      const set: Partial<typeof t.games.$inferInsert> = {};
      if (body.is_enabled !== undefined) set.isEnabled = body.is_enabled;
      if (body.is_desktop !== undefined) set.isDesktop = body.is_desktop;
      if (body.is_mobile !== undefined) set.isMobile = body.is_mobile;
      if (body.name !== undefined) set.name = body.name;
      if (body.rank !== undefined) set.rank = body.rank;
      await db.update(t.games).set(set).where(eq(t.games.id, id));
      casino.invalidate();
      return { before, after: await gameById(id) };
    },

    async setGameSections(id: number, sectionIds: number[]) {
      const before = await gameById(id);
      if (sectionIds.length > 0) {
        const found = await db
          .select({ id: t.sections.id })
          .from(t.sections)
          .where(inArray(t.sections.id, sectionIds));
        if (found.length !== sectionIds.length) {
          throw validationFailed('section_ids', ERROR_KEYS.invalid);
        }
      }
      await db.transaction(async (tx) => {
        await tx.delete(t.gameSections).where(eq(t.gameSections.gameId, id));
        if (sectionIds.length > 0) {
          await tx
            .insert(t.gameSections)
            .values(sectionIds.map((sectionId) => ({ gameId: id, sectionId })));
        }
      });
      casino.invalidate();
      return { before, after: await gameById(id) };
    },

    listSections: () => sectionRows(),
    sectionById,

    async createSection(body: { name: string; slug: string; rank: number }) {
      if (await sectionNameTaken(body.name)) {
        throw validationFailed('name', ERROR_KEYS.fieldsAlreadyUsed);
      }
      const [row] = await db
        .insert(t.sections)
        .values({ name: body.name, slug: body.slug, rank: body.rank })
        .returning({ id: t.sections.id });
      casino.invalidate();
      return sectionById(row!.id);
    },

    async updateSection(id: number, body: StaffSectionUpdateBody) {
      const before = await sectionById(id);
      if (body.name !== undefined && (await sectionNameTaken(body.name, id))) {
        throw validationFailed('name', ERROR_KEYS.fieldsAlreadyUsed);
      }
      const set: Partial<typeof t.sections.$inferInsert> = {};
      if (body.name !== undefined) set.name = body.name;
      if (body.slug !== undefined) set.slug = body.slug;
      if (body.rank !== undefined) set.rank = body.rank;
      await db.update(t.sections).set(set).where(eq(t.sections.id, id));
      casino.invalidate();
      return { before, after: await sectionById(id) };
    },

    async sectionOrder(id: number) {
      await sectionById(id);
      return sectionOrder(id);
    },

    async setSectionOrder(id: number, gameIds: number[]) {
      await sectionById(id);
      const result = await db.transaction(async (tx) => {
        // The section's games, locked: a concurrent reorder waits for this one.
        const members = await tx
          .select({ id: t.games.id, rank: t.games.rank })
          .from(t.games)
          .innerJoin(t.gameSections, eq(t.gameSections.gameId, t.games.id))
          .where(eq(t.gameSections.sectionId, id))
          .orderBy(asc(t.games.rank), asc(t.games.id))
          .for('update', { of: t.games });
        const ids = new Set(members.map((m) => m.id));
        if (gameIds.length !== ids.size || gameIds.some((g) => !ids.has(g))) {
          throw validationFailed('game_ids', ERROR_KEYS.invalid);
        }
        const before = members.map((m) => m.id);
        let previous = Number.NEGATIVE_INFINITY;
        const ranks = members.map((m) => {
          previous = Math.max(m.rank, previous + 1);
          return previous;
        });
        for (const [i, gameId] of gameIds.entries()) {
          await tx.update(t.games).set({ rank: ranks[i]! }).where(eq(t.games.id, gameId));
        }
        return { before, after: await sectionOrder(id, tx) };
      });
      casino.invalidate();
      return result;
    },

    async studioGames(q: { from?: string | undefined; to?: string | undefined }) {
      const { start, end, from, to } = window(q);
      const rows = await studioRows();
      const m = await measured(
        start,
        end,
        rows.map((r) => r.id),
      );
      return { from, to, games: rows.map((r) => toStudioGame(r, m.get(r.id) ?? [])) };
    },

    studioGame,

    async updateStudioGame(
      id: number,
      body: { is_enabled?: boolean | undefined; settings?: Record<string, Scalar> | undefined },
    ) {
      const [row] = await studioRows(id);
      if (!row) throw notFound();
      const set: Partial<typeof t.games.$inferInsert> = {};
      if (body.settings !== undefined) {
        const editable = EDITABLE_SETTINGS[row.engine] ?? [];
        const keys = Object.keys(body.settings);
        if (keys.length === 0 || keys.some((k) => !editable.includes(k))) {
          throw validationFailed('settings', ERROR_KEYS.invalid);
        }
        const merged = { ...row.engineSettings, ...body.settings };
        const info = engineFacts(row.engine, merged);
        if (!info || info.minStake > info.maxStake || info.minStake <= 0) {
          throw validationFailed('settings', ERROR_KEYS.invalid);
        }
        set.engineSettings = merged;
      }
      if (body.is_enabled !== undefined) set.isEnabled = body.is_enabled;
      await db.update(t.games).set(set).where(eq(t.games.id, id));
      casino.invalidate();
      return {
        before: { is_enabled: row.isEnabled, settings: scalarSettings(row.engineSettings) },
        after: await studioGame(id),
      };
    },
  };
}
export type CasinoStaff = ReturnType<typeof createCasinoStaff>;

/**
 * The casino catalog for staff: providers, games, sections, a section's game order, and the
 * studio's games (engine settings, theoretical RTP from packages/games, measured RTP from the
 * ledger). Every write drops the public catalog cache (`casino.invalidate()`, on every node through
 * the cache bus), so the public `/v1/casino/*` answers show it at once.
 *
 * A section's order is its own (`game_sections.rank`): the public listing of a section sorts by
 * it, then by the game's global `games.rank` (the "all games" order), then id. Reordering a
 * section writes 0, 1, 2… to its links in one transaction; the global rank and the other
 * sections' orders do not move. A game added to a section goes to its end.
 *
 * A section's title per language lives in `translations` (group and key from the contract's
 * `sectionLabelGroup`/`sectionLabelKey`, as the site's lobby reads them); writing it drops the
 * site's translation caches the way the content routes do (`contentChanged`).
 */
import { and, asc, count, eq, inArray, max, notInArray, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '@croupier/contract/constants';
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
import { sectionLabelGroup, sectionLabelKey } from '@croupier/contract/staff-casino';
import { engineFor } from '@croupier/games/engines/index';
import type { Db, Executor } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { gameImageUrl, type CasinoService } from '../../casino/service.ts';
import { ledgerTransactions as lt } from '../../wallet/schema.ts';
import { dayRange } from '../reports/range.ts';
import { pageMeta } from '../../lib/paging.ts';

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
  /** Drops the site's translation (content) caches after a section title is written. */
  contentChanged: () => void;
}

type Labels = Partial<Record<(typeof LANGUAGES)[number], string | null>>;

const gameColumns = {
  id: t.games.id,
  slug: t.games.slug,
  name: t.games.name,
  type: t.games.type,
  isEnabled: t.games.isEnabled,
  isDesktop: t.games.isDesktop,
  isMobile: t.games.isMobile,
  hasDemo: t.games.hasDemo,
  rank: t.games.rank,
  engine: t.games.engine,
  engineSettings: t.games.engineSettings,
  imageUrl: t.games.imageUrl,
  externalCode: t.games.externalCode,
  rtpBp: t.games.rtpBp,
  volatility: t.games.volatility,
  maxWinMultiplier: t.games.maxWinMultiplier,
  providerId: t.providers.id,
  providerCode: t.providers.code,
  providerName: t.providers.name,
};
type GameRow = {
  [K in keyof typeof gameColumns]: (typeof gameColumns)[K]['_']['notNull'] extends true
    ? (typeof gameColumns)[K]['_']['data']
    : (typeof gameColumns)[K]['_']['data'] | null;
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
    has_demo: row.hasDemo,
    rank: row.rank,
    engine: row.engine,
    section_ids: sectionIds,
    image_url: row.imageUrl ?? gameImageUrl(row.slug),
    external_code: row.externalCode,
    rtp_bp: row.rtpBp,
    volatility: (row.volatility as StaffGame['volatility']) ?? null,
    max_win_multiplier: row.maxWinMultiplier,
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
        integration: t.providers.integration,
        aggregator: t.providers.aggregator,
        launchUrl: t.providers.launchUrl,
        maxWinCap: t.providers.maxWinCap,
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
      integration: p.integration,
      aggregator: p.aggregator,
      launch_url: p.launchUrl,
      max_win_cap: p.maxWinCap,
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

  /** Titles of these (group, key) pairs per language, keyed `group key`. */
  async function labelsOf(tx: Executor, pairs: { group: string; key: string }[]) {
    const out = new Map<string, Record<string, string | null>>();
    const empty = () => Object.fromEntries(LANGUAGES.map((l) => [l, null]));
    for (const p of pairs) out.set(`${p.group} ${p.key}`, empty());
    if (pairs.length === 0) return out;
    const rows = await tx
      .select({
        group: t.translations.group,
        key: t.translations.key,
        language: t.translations.language,
        value: t.translations.value,
      })
      .from(t.translations)
      .where(
        and(
          inArray(t.translations.group, [...new Set(pairs.map((p) => p.group))]),
          inArray(t.translations.key, [...new Set(pairs.map((p) => p.key))]),
        ),
      );
    for (const r of rows) {
      const entry = out.get(`${r.group} ${r.key}`);
      if (entry && r.language in entry) entry[r.language] = r.value;
    }
    return out;
  }

  async function sectionRows(id?: number): Promise<StaffSection[]> {
    const rows = await db
      .select({
        id: t.sections.id,
        name: t.sections.name,
        slug: t.sections.slug,
        rank: t.sections.rank,
        isVisible: t.sections.isVisible,
        games: sql<number>`cast(count(${t.gameSections.gameId}) as int)`,
      })
      .from(t.sections)
      .leftJoin(t.gameSections, eq(t.gameSections.sectionId, t.sections.id))
      .where(id === undefined ? undefined : eq(t.sections.id, id))
      .groupBy(t.sections.id)
      .orderBy(asc(t.sections.rank), asc(t.sections.id));
    const where = rows.map((s) => ({
      group: sectionLabelGroup(s.name),
      key: sectionLabelKey(s.slug),
    }));
    const labels = await labelsOf(db, where);
    return rows.map((s, i) => ({
      id: s.id,
      name: s.name,
      slug: s.slug,
      rank: s.rank,
      is_visible: s.isVisible,
      games_count: Number(s.games),
      label_group: where[i]!.group,
      label_key: where[i]!.key,
      labels: labels.get(`${where[i]!.group} ${where[i]!.key}`) ?? {},
    }));
  }

  /**
   * Writes a section's titles (null removes one). When its name or slug changed, the titles of
   * the old place are first copied to the new one where it has none, so the site keeps them.
   */
  async function writeLabels(
    section: { name: string; slug: string },
    labels: Labels | undefined,
    previous?: { name: string; slug: string },
  ) {
    const group = sectionLabelGroup(section.name);
    const key = sectionLabelKey(section.slug);
    let wrote = false;
    await db.transaction(async (tx) => {
      if (previous) {
        const from = {
          group: sectionLabelGroup(previous.name),
          key: sectionLabelKey(previous.slug),
        };
        if (from.group !== group || from.key !== key) {
          const old = (await labelsOf(tx, [from])).get(`${from.group} ${from.key}`) ?? {};
          const rows = Object.entries(old).flatMap(([language, value]) =>
            value === null ? [] : [{ language, group, key, value }],
          );
          if (rows.length > 0) {
            await tx.insert(t.translations).values(rows).onConflictDoNothing();
            wrote = true;
          }
        }
      }
      for (const [language, value] of Object.entries(labels ?? {})) {
        if (value === undefined) continue;
        wrote = true;
        const at = and(
          eq(t.translations.language, language),
          eq(t.translations.group, group),
          eq(t.translations.key, key),
        );
        if (value === null) {
          await tx.delete(t.translations).where(at);
          continue;
        }
        await tx
          .insert(t.translations)
          .values({ language, group, key, value })
          .onConflictDoUpdate({
            target: [t.translations.language, t.translations.group, t.translations.key],
            set: { value },
          });
      }
    });
    if (wrote) deps.contentChanged();
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

  /** The section's games in its order (section rank, then global rank, then id). */
  async function sectionOrder(sectionId: number, tx: Executor = db): Promise<number[]> {
    const rows = await tx
      .select({ id: t.games.id })
      .from(t.games)
      .innerJoin(t.gameSections, eq(t.gameSections.gameId, t.games.id))
      .where(eq(t.gameSections.sectionId, sectionId))
      .orderBy(asc(t.gameSections.rank), asc(t.games.rank), asc(t.games.id));
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
      if (body.max_win_cap !== undefined) set.maxWinCap = body.max_win_cap;
      if (body.launch_url !== undefined) {
        // Only a `/wallet/v1` provider launches from a URL of ours; the studio and Hub88 build theirs.
        if (before.integration !== 'wallet')
          throw validationFailed('launch_url', ERROR_KEYS.invalid);
        set.launchUrl = body.launch_url;
      }
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
      // Filtered by a section: in that section's order, as the site lists it.
      const order = [
        ...(q.section_id === undefined
          ? []
          : [
              asc(
                sql`(select ${t.gameSections.rank} from ${t.gameSections} where ${t.gameSections.gameId} = ${t.games.id} and ${t.gameSections.sectionId} = ${q.section_id})`,
              ),
            ]),
        asc(t.games.rank),
        asc(t.games.id),
      ];
      const [rows, totals] = await Promise.all([
        db
          .select(gameColumns)
          .from(t.games)
          .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
          .where(cond)
          .orderBy(...order)
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
        meta: pageMeta(q.page, q.per_page, total),
      };
    },

    gameById,

    async updateGame(id: number, body: StaffGameUpdateBody) {
      const before = await gameById(id);
      const set: Partial<typeof t.games.$inferInsert> = {};
      if (body.is_enabled !== undefined) set.isEnabled = body.is_enabled;
      if (body.is_desktop !== undefined) set.isDesktop = body.is_desktop;
      if (body.is_mobile !== undefined) set.isMobile = body.is_mobile;
      if (body.has_demo !== undefined) set.hasDemo = body.has_demo;
      if (body.name !== undefined) set.name = body.name;
      if (body.rank !== undefined) set.rank = body.rank;
      if (body.rtp_bp !== undefined) {
        // A studio game's RTP is its engine's, proven by simulation: not a figure to type in.
        const [provider] = await db
          .select({ integration: t.providers.integration })
          .from(t.providers)
          .where(eq(t.providers.id, before.provider.id));
        if (provider?.integration === 'studio') {
          throw validationFailed('rtp_bp', ERROR_KEYS.invalid);
        }
        set.rtpBp = body.rtp_bp;
      }
      if (body.volatility !== undefined) set.volatility = body.volatility;
      if (body.max_win_multiplier !== undefined) set.maxWinMultiplier = body.max_win_multiplier;
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
        // Sections the game stays in keep its place; a new one gets it at its end.
        const kept = sectionIds.filter((s) => before.section_ids.includes(s));
        const added = sectionIds.filter((s) => !before.section_ids.includes(s));
        await tx
          .delete(t.gameSections)
          .where(
            and(
              eq(t.gameSections.gameId, id),
              kept.length > 0 ? notInArray(t.gameSections.sectionId, kept) : undefined,
            ),
          );
        if (added.length > 0) {
          const ends = await tx
            .select({ sectionId: t.gameSections.sectionId, last: max(t.gameSections.rank) })
            .from(t.gameSections)
            .where(inArray(t.gameSections.sectionId, added))
            .groupBy(t.gameSections.sectionId);
          const end = new Map(ends.map((e) => [e.sectionId, e.last ?? -1]));
          await tx.insert(t.gameSections).values(
            added.map((sectionId) => ({
              gameId: id,
              sectionId,
              rank: (end.get(sectionId) ?? -1) + 1,
            })),
          );
        }
      });
      casino.invalidate();
      return { before, after: await gameById(id) };
    },

    listSections: () => sectionRows(),
    sectionById,

    async createSection(body: {
      name: string;
      slug: string;
      rank: number;
      is_visible: boolean;
      labels?: Labels | undefined;
    }) {
      if (await sectionNameTaken(body.name)) {
        throw validationFailed('name', ERROR_KEYS.fieldsAlreadyUsed);
      }
      const [row] = await db
        .insert(t.sections)
        .values({ name: body.name, slug: body.slug, rank: body.rank, isVisible: body.is_visible })
        .returning({ id: t.sections.id });
      await writeLabels(body, body.labels);
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
      if (body.is_visible !== undefined) set.isVisible = body.is_visible;
      if (Object.keys(set).length > 0) {
        await db.update(t.sections).set(set).where(eq(t.sections.id, id));
      }
      const now = { name: body.name ?? before.name, slug: body.slug ?? before.slug };
      await writeLabels(now, body.labels, before);
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
        // The section's links, locked: a concurrent reorder waits for this one.
        await tx
          .select({ id: t.gameSections.gameId })
          .from(t.gameSections)
          .where(eq(t.gameSections.sectionId, id))
          .for('update');
        const before = await sectionOrder(id, tx);
        const ids = new Set(before);
        if (gameIds.length !== ids.size || gameIds.some((g) => !ids.has(g))) {
          throw validationFailed('game_ids', ERROR_KEYS.invalid);
        }
        if (gameIds.length > 0) {
          // One statement: each game's place in the list becomes its rank in this section.
          const places = sql.join(
            gameIds.map((g, i) => sql`(${g}::int, ${i}::int)`),
            sql`, `,
          );
          await tx.execute(
            sql`update ${t.gameSections} set rank = v.place from (values ${places}) as v(game_id, place) where ${t.gameSections.sectionId} = ${id} and ${t.gameSections.gameId} = v.game_id`,
          );
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

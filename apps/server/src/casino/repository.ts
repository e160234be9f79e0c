import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { NEW_GAME_DAYS, POPULAR_MIN_ROUNDS, POPULAR_TOP } from '@croupier/contract/casino';
import type { Executor } from '../db/client.ts';
import { gameSections, gameStats, games, providers, sections } from '../db/schema.ts';
import { jackpotShareBp } from '../jackpots/repository.ts';

export interface GameFilter {
  sectionId?: number | undefined;
  sectionPrefixes?: readonly string[] | undefined;
  providerId?: number | undefined;
  /** Only these games: a name search's matches (the service folds and compares the names). */
  gameIds?: readonly number[] | undefined;
  isProviderVisible?: boolean | undefined;
  type?: string | undefined;
  isDesktop?: boolean | undefined;
  isMobile?: boolean | undefined;
  reels?: number | undefined;
  volatility?: string | undefined;
  /** Smallest RTP in basis points (games without a stated RTP are left out). */
  rtpMinBp?: number | undefined;
}

export type GameRow = typeof games.$inferSelect & {
  providerCode: string;
  providerName: string;
};
/** What a listing shows of a game: no engine settings or description to read and ship. */
export type GameListRow = Pick<
  GameRow,
  | 'id'
  | 'slug'
  | 'providerId'
  | 'name'
  | 'type'
  | 'reelsNumbers'
  | 'isDesktop'
  | 'isMobile'
  | 'hasDemo'
  | 'rank'
  | 'providerCode'
  | 'providerName'
  | 'imageUrl'
  | 'rtpBp'
  | 'volatility'
> & { isNew: boolean; isPopular: boolean; jackpotBp: number };

function conditions(f: GameFilter): SQL[] {
  const where: SQL[] = [eq(games.isEnabled, true), eq(providers.isEnabled, true)];
  if (f.providerId !== undefined) where.push(eq(games.providerId, f.providerId));
  if (f.isProviderVisible !== undefined) where.push(eq(providers.isVisible, f.isProviderVisible));
  if (f.type !== undefined) where.push(eq(games.type, f.type));
  if (f.isDesktop !== undefined) where.push(eq(games.isDesktop, f.isDesktop));
  if (f.isMobile !== undefined) where.push(eq(games.isMobile, f.isMobile));
  if (f.reels !== undefined) where.push(eq(games.reelsNumbers, f.reels));
  if (f.volatility !== undefined) where.push(eq(games.volatility, f.volatility));
  // The RTP a player gets: the game's own plus its jackpots' share.
  if (f.rtpMinBp !== undefined)
    where.push(sql`${games.rtpBp} + ${jackpotShareBp} >= ${f.rtpMinBp}`);
  // A search's matches: one array parameter, however many games match.
  if (f.gameIds !== undefined) {
    where.push(
      f.gameIds.length === 0
        ? sql`false`
        : sql`${games.id} = any(${`{${f.gameIds.join(',')}}`}::int[])`,
    );
  }
  const sectionConds: SQL[] = [eq(gameSections.gameId, games.id)];
  if (f.sectionId !== undefined) {
    // A hidden section is no filter on the site: it lists nothing.
    sectionConds.push(eq(gameSections.sectionId, f.sectionId), eq(sections.isVisible, true));
  }
  if (f.sectionPrefixes !== undefined && f.sectionPrefixes.length > 0) {
    const any = or(...f.sectionPrefixes.map((p) => sql`starts_with(${sections.name}, ${p})`));
    if (any) sectionConds.push(any);
  }
  if (sectionConds.length > 1) {
    where.push(
      exists(
        sql`(select 1 from ${gameSections} join ${sections} on ${sections.id} = ${gameSections.sectionId} where ${and(...sectionConds)})`,
      ),
    );
  }
  return where;
}

/**
 * The ids of the popular games: enabled, at least POPULAR_MIN_ROUNDS real-money rounds in the
 * last 7 days (game_stats, recounted by the lobby's job), the POPULAR_TOP most played (ties by
 * the older id). Shared by every listing and by the job that notices a change of the set.
 */
export const popularGameIds = sql`(select st.game_id from ${gameStats} st
  join ${games} pg on pg.id = st.game_id join ${providers} pp on pp.id = pg.provider_id
  where st.rounds_7d >= ${POPULAR_MIN_ROUNDS} and pg.is_enabled and pp.is_enabled
  order by st.rounds_7d desc, st.game_id limit ${POPULAR_TOP})`;

/**
 * "New" at `now`: in a visible section whose slug is `new`, or added after the initial catalog
 * (more than a day after the oldest game) and within NEW_GAME_DAYS days.
 */
const isNewAt = (now: Date) =>
  sql<boolean>`(exists (select 1 from ${gameSections} ns join ${sections} nsec on nsec.id = ns.section_id
    where ns.game_id = ${games.id} and nsec.slug = 'new' and nsec.is_visible)
  or (${games.createdAt} > (select min(og.created_at) from ${games} og) + interval '1 day'
    and ${games.createdAt} > ${now.toISOString()}::timestamptz - make_interval(days => ${NEW_GAME_DAYS})))`;

/** The columns of a game and its provider that every listing shows (SQL and catalog alike). */
export const tileColumns = {
  id: games.id,
  slug: games.slug,
  providerId: games.providerId,
  name: games.name,
  type: games.type,
  reelsNumbers: games.reelsNumbers,
  isDesktop: games.isDesktop,
  isMobile: games.isMobile,
  hasDemo: games.hasDemo,
  rank: games.rank,
  providerCode: providers.code,
  providerName: providers.name,
  imageUrl: games.imageUrl,
  rtpBp: games.rtpBp,
  volatility: games.volatility,
  isPopular: sql<boolean>`(${games.id} in ${popularGameIds})`,
};

/** What a listing reads of a game at `now` (its "new" badge depends on the time). */
export const listColumns = (now: Date = new Date()) => ({
  ...tileColumns,
  jackpotBp: jackpotShareBp,
  isNew: isNewAt(now),
});

const gameColumns = (now?: Date) => ({
  ...listColumns(now),
  isEnabled: games.isEnabled,
  engine: games.engine,
  engineSettings: games.engineSettings,
  description: games.description,
  createdAt: games.createdAt,
  externalCode: games.externalCode,
  maxWinMultiplier: games.maxWinMultiplier,
});

export async function findGames(
  db: Executor,
  filter: GameFilter,
  page: { limit: number; offset: number; sort: 'rank' | 'name' },
  now: Date = new Date(),
): Promise<{ rows: GameListRow[]; total: number }> {
  const where = and(...conditions(filter));
  // A section's listing follows the section's own order, then the global rank.
  const sectionRank =
    filter.sectionId === undefined
      ? []
      : [
          asc(
            sql`(select ${gameSections.rank} from ${gameSections} where ${gameSections.gameId} = ${games.id} and ${gameSections.sectionId} = ${filter.sectionId})`,
          ),
        ];
  const order =
    page.sort === 'name'
      ? [asc(games.name), asc(games.id)]
      : [...sectionRank, asc(games.rank), asc(games.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns(now))
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The enabled games' ids and names: what a name search compares (`searchMatcher`). */
export async function listGameNames(db: Executor): Promise<{ id: number; name: string }[]> {
  return db.select({ id: games.id, name: games.name }).from(games).where(eq(games.isEnabled, true));
}

export async function findGameById(
  db: Executor,
  id: number,
  now?: Date,
): Promise<(GameRow & GameListRow) | undefined> {
  const rows = await db
    .select(gameColumns(now))
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.id, id));
  return rows[0];
}

export async function findGameBySlug(
  db: Executor,
  slug: string,
): Promise<(GameRow & GameListRow) | undefined> {
  const rows = await db
    .select(gameColumns())
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.slug, slug));
  return rows[0];
}

/** The game's visible sections (hidden ones are not shown on the site). */
export async function findGameSectionIds(db: Executor, gameId: number): Promise<number[]> {
  const rows = await db
    .select({ id: gameSections.sectionId })
    .from(gameSections)
    .innerJoin(sections, eq(sections.id, gameSections.sectionId))
    .where(and(eq(gameSections.gameId, gameId), eq(sections.isVisible, true)))
    .orderBy(asc(gameSections.sectionId));
  return rows.map((r) => r.id);
}

export async function listSections(db: Executor, prefix?: string) {
  const enabledCount = sql<number>`cast(count(${games.id}) filter (where ${games.isEnabled} and ${providers.isEnabled}) as int)`;
  return db
    .select({
      id: sections.id,
      name: sections.name,
      slug: sections.slug,
      rank: sections.rank,
      gamesCount: enabledCount,
    })
    .from(sections)
    .leftJoin(gameSections, eq(gameSections.sectionId, sections.id))
    .leftJoin(games, eq(games.id, gameSections.gameId))
    .leftJoin(providers, eq(providers.id, games.providerId))
    .where(
      and(
        eq(sections.isVisible, true),
        prefix ? sql`starts_with(${sections.name}, ${prefix})` : undefined,
      ),
    )
    .groupBy(sections.id)
    .orderBy(asc(sections.rank), asc(sections.id));
}

/** A section the site may use: it exists and is visible. */
export async function sectionExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.id, id), eq(sections.isVisible, true)));
  return rows.length > 0;
}

export async function listProviders(db: Executor, isVisible?: boolean) {
  const where = [eq(providers.isEnabled, true)];
  if (isVisible !== undefined) where.push(eq(providers.isVisible, isVisible));
  return db
    .select()
    .from(providers)
    .where(and(...where))
    .orderBy(asc(providers.rank), asc(providers.id));
}

export async function listSectionProviders(db: Executor, sectionId: number) {
  const ids = db
    .selectDistinct({ id: games.providerId })
    .from(games)
    .innerJoin(gameSections, eq(gameSections.gameId, games.id))
    .where(and(eq(gameSections.sectionId, sectionId), eq(games.isEnabled, true)));
  return db
    .select()
    .from(providers)
    .where(and(eq(providers.isEnabled, true), inArray(providers.id, ids)))
    .orderBy(asc(providers.rank), asc(providers.id));
}

/**
 * The catalog in memory: every listable game (enabled, of an enabled provider) with what a
 * listing filters, sorts and shows, read in three set-based queries, and the listing's rules
 * applied to it in JavaScript.
 *
 * The lobby asks a few dozen different listings of one catalog (lobbies, section tabs, filters,
 * load-more sizes, searches). Answering each from SQL cost two queries per listing, and on the
 * embedded database those run on the server's own thread: every expiry of the cache stalled the
 * event loop once per listing. One snapshot reload replaces them all, and any listing, a search
 * too, is then a filter over at most a few thousand objects.
 *
 * `findGames` in repository.ts stays the reference: the same filters, order and columns, with the
 * database's own collation for the order by name (carried here as `nameOrder`). A test compares
 * both on many queries (casino-catalog.test.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { NEW_GAME_DAYS } from '@croupier/contract/casino';
import type { Executor } from '../db/client.ts';
import { gameSections, games, providers, sections } from '../db/schema.ts';
import { jackpotGames, jackpots } from '../jackpots/schema.ts';
import { tileColumns, type GameFilter, type GameListRow } from './repository.ts';

/** A game's place in one of its sections. */
interface Membership {
  sectionId: number;
  /** The game's rank within that section. */
  rank: number;
}

interface CatalogSection {
  id: number;
  name: string;
  isVisible: boolean;
}

/** A listable game as the snapshot holds it. */
export interface CatalogGame extends Omit<GameListRow, 'isNew'> {
  providerVisible: boolean;
  /** Position in the order by name, then id (the database's collation). */
  nameOrder: number;
  /** In a visible section whose slug is `new`: new whatever its age. */
  newBySection: boolean;
  /**
   * Until when (epoch ms) it is new by age: added more than a day after the initial catalog, new
   * for NEW_GAME_DAYS; null when it was part of the initial catalog.
   */
  newUntil: number | null;
  memberships: Membership[];
}

export interface CatalogSnapshot {
  /** Listable games by rank, then id (the default order). */
  games: CatalogGame[];
  sections: CatalogSection[];
  /** The same games by name, then id (built on first use). */
  byName(): CatalogGame[];
}

export interface CatalogQuery extends GameFilter {
  sort: 'rank' | 'name';
  limit: number;
  offset: number;
}

/** Reads the snapshot: the games, their sections and their jackpots' share, in three queries. */
export async function loadCatalog(db: Executor): Promise<CatalogSnapshot> {
  const firstAdded = sql`(select min(og.created_at) from ${games} og)`;
  const [rows, links, sectionRows, shares] = await Promise.all([
    db
      .select({
        ...tileColumns,
        providerVisible: providers.isVisible,
        nameOrder: sql<number>`(row_number() over (order by ${games.name}, ${games.id}))::int`,
        // The "new by age" rule of the listings, as an instant (see isNewAt in repository.ts).
        newUntil: sql<string | null>`case when ${games.createdAt} > ${firstAdded} + interval '1 day'
          then ${games.createdAt} + make_interval(days => ${NEW_GAME_DAYS}) end`,
      })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(and(eq(games.isEnabled, true), eq(providers.isEnabled, true)))
      .orderBy(asc(games.rank), asc(games.id)),
    db
      .select({
        gameId: gameSections.gameId,
        sectionId: gameSections.sectionId,
        rank: gameSections.rank,
        sectionSlug: sections.slug,
        sectionVisible: sections.isVisible,
      })
      .from(gameSections)
      .innerJoin(sections, eq(sections.id, gameSections.sectionId)),
    db
      .select({ id: sections.id, name: sections.name, isVisible: sections.isVisible })
      .from(sections),
    // The jackpots' share of each game: the largest over currencies of the active pots' rates
    // (jackpotShareBp in jackpots/repository.ts, for every game at once).
    db.execute(sql`select game_id, max(bp)::int as bp from (
        select ${jackpotGames.gameId} as game_id, sum(${jackpots.rateBp}) as bp
        from ${jackpotGames} join ${jackpots} on ${jackpots.id} = ${jackpotGames.jackpotId}
        where ${jackpots.status} = 'active'
        group by ${jackpotGames.gameId}, ${jackpots.currencyId}) share
      group by game_id`) as unknown as Promise<{ rows: { game_id: number; bp: number }[] }>,
  ]);

  const shareOf = new Map(shares.rows.map((r) => [Number(r.game_id), Number(r.bp)]));
  const byId = new Map<number, CatalogGame>();
  const list = rows.map((r): CatalogGame => {
    // Every field written out, in one order: objects of one shape keep the filter loop fast
    // (a spread of the driver's rows made a loop over 5,000 games some 50 times slower).
    const game: CatalogGame = {
      id: r.id,
      slug: r.slug,
      providerId: r.providerId,
      name: r.name,
      type: r.type,
      reelsNumbers: r.reelsNumbers,
      isDesktop: r.isDesktop,
      isMobile: r.isMobile,
      hasDemo: r.hasDemo,
      rank: r.rank,
      providerCode: r.providerCode,
      providerName: r.providerName,
      providerVisible: r.providerVisible,
      imageUrl: r.imageUrl,
      rtpBp: r.rtpBp,
      jackpotBp: shareOf.get(r.id) ?? 0,
      volatility: r.volatility,
      isPopular: Boolean(r.isPopular),
      nameOrder: Number(r.nameOrder),
      newBySection: false,
      newUntil: r.newUntil === null ? null : new Date(r.newUntil).getTime(),
      memberships: [],
    };
    byId.set(r.id, game);
    return game;
  });
  for (const l of links) {
    const game = byId.get(l.gameId);
    if (!game) continue;
    game.memberships.push({ sectionId: l.sectionId, rank: l.rank });
    if (l.sectionSlug === 'new' && l.sectionVisible) game.newBySection = true;
  }
  let byName: CatalogGame[] | undefined;
  return {
    games: list,
    sections: sectionRows.map((r) => ({ id: r.id, name: r.name, isVisible: r.isVisible })),
    byName: () => (byName ??= [...list].sort((a, b) => a.nameOrder - b.nameOrder)),
  };
}

/** Whether the game shows the "new" badge at `now` (isNewAt in repository.ts). */
export const isNewGame = (g: CatalogGame, now: number): boolean =>
  g.newBySection || (g.newUntil !== null && g.newUntil > now);

/** The row a listing shows (what `findGames` selects), at `now`. */
export function listRow(g: CatalogGame, now: number): GameListRow {
  return {
    id: g.id,
    slug: g.slug,
    providerId: g.providerId,
    name: g.name,
    type: g.type,
    reelsNumbers: g.reelsNumbers,
    isDesktop: g.isDesktop,
    isMobile: g.isMobile,
    hasDemo: g.hasDemo,
    rank: g.rank,
    providerCode: g.providerCode,
    providerName: g.providerName,
    imageUrl: g.imageUrl,
    rtpBp: g.rtpBp,
    jackpotBp: g.jackpotBp,
    volatility: g.volatility,
    isNew: isNewGame(g, now),
    isPopular: g.isPopular,
  };
}

/**
 * One page of a listing and the total, by the rules of `findGames`: the filters, then the order
 * (a section's own order first when filtered by a section; by name, or by rank, then id).
 */
export function findInCatalog(
  snapshot: CatalogSnapshot,
  q: CatalogQuery,
  now: number,
): { rows: GameListRow[]; total: number } {
  const ids = q.gameIds === undefined ? undefined : new Set(q.gameIds);
  const prefixes = q.sectionPrefixes?.length ? q.sectionPrefixes : undefined;
  // The sections that admit a game (the SQL's `exists` over one of its sections): the chosen
  // one if it is visible (a hidden section is no filter: it lists nothing), whose name starts
  // with one of the prefixes.
  const admitting =
    q.sectionId === undefined && prefixes === undefined
      ? undefined
      : new Set(
          snapshot.sections
            .filter(
              (s) =>
                (q.sectionId === undefined || (s.id === q.sectionId && s.isVisible)) &&
                (prefixes === undefined || prefixes.some((p) => s.name.startsWith(p))),
            )
            .map((s) => s.id),
        );
  // The section rank of each match, when the listing is one section's.
  const sectionRank = new Map<CatalogGame, number>();
  const matches: CatalogGame[] = [];
  for (const g of q.sort === 'name' ? snapshot.byName() : snapshot.games) {
    if (ids !== undefined && !ids.has(g.id)) continue;
    if (q.providerId !== undefined && g.providerId !== q.providerId) continue;
    if (q.isProviderVisible !== undefined && g.providerVisible !== q.isProviderVisible) continue;
    if (q.type !== undefined && g.type !== q.type) continue;
    if (q.isDesktop !== undefined && g.isDesktop !== q.isDesktop) continue;
    if (q.isMobile !== undefined && g.isMobile !== q.isMobile) continue;
    if (q.reels !== undefined && g.reelsNumbers !== q.reels) continue;
    if (q.volatility !== undefined && g.volatility !== q.volatility) continue;
    // The RTP a player gets (the game's own plus its jackpots'); none stated: left out.
    if (q.rtpMinBp !== undefined && (g.rtpBp === null || g.rtpBp + g.jackpotBp < q.rtpMinBp)) {
      continue;
    }
    if (admitting !== undefined) {
      let member: Membership | undefined;
      for (const m of g.memberships) {
        if (admitting.has(m.sectionId)) {
          member = m;
          break;
        }
      }
      if (!member) continue;
      if (q.sectionId !== undefined) sectionRank.set(g, member.rank);
    }
    matches.push(g);
  }
  // Already by rank (or name), then id: a section's listing puts its own order first (a stable
  // sort keeps rank, then id, among equal section ranks).
  if (q.sort === 'rank' && q.sectionId !== undefined) {
    matches.sort((a, b) => sectionRank.get(a)! - sectionRank.get(b)!);
  }
  return {
    rows: matches.slice(q.offset, q.offset + q.limit).map((g) => listRow(g, now)),
    total: matches.length,
  };
}

/** A loaded snapshot and what was derived from it (answers live and die with it). */
export interface CatalogState<T> {
  snapshot: CatalogSnapshot;
  /**
   * When its load ended (epoch ms, the injected clock): a snapshot serves a whole TTL even when
   * reading it took long (a slow database must not reload without end).
   */
  loadedAt: number;
  derived: T;
}

/**
 * Keeps the current snapshot for `ttlMs`. A request after the TTL waits for a new one (one load
 * shared by every caller); a request in the second half of the TTL starts the next load in the
 * background and is answered from the current snapshot, so under steady traffic no request
 * waits for a reload and none is answered from a snapshot older than the TTL. `invalidate()`
 * (a catalog change) drops the snapshot at once, and a load that started before it is not used.
 * A failed load is forgotten: the next request tries again.
 */
export function createCatalogHolder<T>(opts: {
  ttlMs: number;
  load: () => Promise<CatalogSnapshot>;
  /** What to keep beside each snapshot (its answers cache). */
  derive: () => T;
  now: () => number;
}) {
  let state: CatalogState<T> | undefined;
  let pending: Promise<CatalogState<T>> | undefined;
  // Bumped by every invalidation: a load that started before it is stale when it lands.
  let generation = 0;

  function reload(): Promise<CatalogState<T>> {
    if (pending) return pending;
    const started = generation;
    const loading = opts.load().then(
      (snapshot): CatalogState<T> | Promise<CatalogState<T>> => {
        pending = undefined;
        // Invalidated meanwhile: what was read may predate the change; read again.
        if (generation !== started) return reload();
        state = { snapshot, loadedAt: opts.now(), derived: opts.derive() };
        return state;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    );
    pending = loading;
    return loading;
  }

  return {
    /** The snapshot to answer from now (loaded first when there is none younger than the TTL). */
    current(): CatalogState<T> | Promise<CatalogState<T>> {
      const current = state;
      if (current) {
        const age = opts.now() - current.loadedAt;
        if (age < opts.ttlMs) {
          // Refresh ahead: the next snapshot is read while this one still serves.
          if (age >= opts.ttlMs / 2 && !pending) reload().catch(() => undefined);
          return current;
        }
      }
      return reload();
    },
    invalidate(): void {
      generation += 1;
      state = undefined;
    },
  };
}

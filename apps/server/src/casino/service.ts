import type { z } from 'zod';
import {
  volatilities,
  type Game,
  type GameDetail,
  type Provider,
  type Section,
  type Volatility,
  type getGamesQuery,
} from '@croupier/contract/casino';
import type { PageMeta } from '@croupier/contract/common';
import { searchMatcher } from '@croupier/contract/search';
import type { Db } from '../db/client.ts';
import { notFound } from '../lib/errors.ts';
import type { CacheBus } from '../lib/cache-bus.ts';
import type { providers } from '../db/schema.ts';
import * as repo from './repository.ts';
import {
  createCatalogHolder,
  findInCatalog,
  loadCatalog,
  type CatalogSnapshot,
} from './catalog.ts';
import { pageMeta } from '../lib/paging.ts';

type GamesQuery = z.output<typeof getGamesQuery>;

export const gameImageUrl = (slug: string) => `/media/games/${encodeURIComponent(slug)}.svg`;

const isVolatility = (v: string | null): v is Volatility =>
  (volatilities as readonly (string | null)[]).includes(v);

/** A game as the site shows it: a listing's row, its stated RTP in percent and its badges. */
export function toGame(row: repo.GameListRow): Game {
  return {
    id: row.id,
    provider_id: row.providerId,
    slug: row.slug,
    name: row.name,
    type: row.type as Game['type'],
    reels_numbers: row.reelsNumbers,
    is_desktop: row.isDesktop,
    is_mobile: row.isMobile,
    has_demo: row.hasDemo,
    rank: row.rank,
    image_url: row.imageUrl ?? gameImageUrl(row.slug),
    provider: { id: row.providerId, code: row.providerCode, name: row.providerName },
    rtp: row.rtpBp === null ? null : (row.rtpBp + row.jackpotBp) / 100,
    jackpot_rtp: row.jackpotBp === 0 ? null : row.jackpotBp / 100,
    volatility: isVolatility(row.volatility) ? row.volatility : null,
    is_new: row.isNew,
    is_popular: row.isPopular,
  };
}

const toProvider = (p: typeof providers.$inferSelect): Provider => ({
  id: p.id,
  code: p.code,
  name: p.name,
  is_visible: p.isVisible,
  rank: p.rank,
});

/** A cached answer: the promise of the first caller, shared by every identical call. */
interface CacheEntry {
  expiresAt: number;
  /** Games (or providers, sections) the answer holds once known; counts against `maxRows`. */
  rows: number;
  value: Promise<unknown>;
}

/**
 * A small in-process LRU of catalog answers keyed by the normalised query. The catalog changes
 * rarely and every visitor asks the same few queries, so answers are reused for `ttlMs`;
 * concurrent identical misses share one query, and a failed query is forgotten at once.
 * Bounded by entry count and by the rows it holds (a page can be up to 500 games).
 */
function createAnswerCache(opts: {
  ttlMs: number;
  maxEntries: number;
  maxRows: number;
  now: () => number;
}) {
  const entries = new Map<string, CacheEntry>();
  let rows = 0;

  const drop = (key: string, entry: CacheEntry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    rows -= entry.rows;
  };
  const evict = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= opts.maxEntries && rows <= opts.maxRows) return;
      drop(key, entry);
    }
  };

  return {
    /** The answer for `key`: a fresh one from the cache, or `load()`'s (stored while pending). */
    get<T>(key: string, load: () => Promise<T>, size: (value: T) => number): Promise<T> {
      if (opts.ttlMs <= 0) return load();
      const now = opts.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        // Most recently used last: Map iteration order is the eviction order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      if (hit) drop(key, hit);
      const value = load();
      const entry: CacheEntry = { expiresAt: now + opts.ttlMs, rows: 0, value };
      entries.set(key, entry);
      evict();
      value.then(
        (v) => {
          if (entries.get(key) !== entry) return;
          entry.rows = size(v);
          rows += entry.rows;
          evict();
        },
        () => drop(key, entry),
      );
      return value;
    },
    clear() {
      entries.clear();
      rows = 0;
    },
  };
}

/** A stable key for a parsed query: sorted keys, undefined values left out. */
function cacheKey(kind: string, query: Record<string, unknown>): string {
  return `${kind}:${JSON.stringify(query, Object.keys(query).sort())}`;
}

export interface CasinoServiceOptions {
  /** How long a catalog answer is reused, in milliseconds; 0 turns the cache off. */
  cacheTtlMs?: number;
  /** Most answers kept. */
  cacheMaxEntries?: number;
  /** Most games, sections and providers kept over all answers. */
  cacheMaxRows?: number;
  /** Injected clock (tests move time without sleeping). */
  now?: () => Date;
  /** The nodes' cache bus: `invalidate()` reaches every node (topic `catalog`). */
  bus?: Pick<CacheBus, 'publish' | 'subscribe'>;
}

export const CATALOG_CACHE_TTL_MS = 30_000;

export function createCasinoService(db: Db, opts: CasinoServiceOptions = {}) {
  const clock = opts.now ?? (() => new Date());
  const cache = createAnswerCache({
    ttlMs: opts.cacheTtlMs ?? CATALOG_CACHE_TTL_MS,
    maxEntries: opts.cacheMaxEntries ?? 1_000,
    maxRows: opts.cacheMaxRows ?? 50_000,
    now: () => clock().getTime(),
  });
  const length = (list: readonly unknown[]) => list.length;
  const ttlMs = opts.cacheTtlMs ?? CATALOG_CACHE_TTL_MS;
  // The listings' catalog in memory (catalog.ts): one reload per TTL or change serves every
  // listing; each listing's answer is kept beside the snapshot it came from (and its encoded
  // bodies beside the answer, routes.ts), so a new snapshot starts with no answer.
  const catalog = createCatalogHolder({
    ttlMs,
    load: () => loadCatalog(db),
    derive: () =>
      createAnswerCache({
        ttlMs: Number.POSITIVE_INFINITY,
        maxEntries: opts.cacheMaxEntries ?? 1_000,
        maxRows: opts.cacheMaxRows ?? 50_000,
        now: () => clock().getTime(),
      }),
    now: () => clock().getTime(),
  });
  const gamesKeys = new WeakMap<GamesQuery, string>();
  const forget = () => {
    cache.clear();
    catalog.invalidate();
  };
  // Another node's (or this node's) catalog change: forget every answer; the TTL stays the backstop.
  opts.bus?.subscribe('catalog', forget);
  // The names a search compares, kept like an answer (a catalog change forgets them too).
  const gameNames = () => cache.get('game-names', () => repo.listGameNames(db), length);

  return {
    async listGames(q: GamesQuery): Promise<{ data: Game[]; meta: PageMeta }> {
      // Without a cache (benchmarks, tests): the database answers every listing.
      if (ttlMs <= 0) return loadGames(db, q, clock(), gameNames);
      // The route hands the same query object for a repeated query string (routes.ts).
      let key = gamesKeys.get(q);
      if (key === undefined) {
        key = cacheKey('games', {
          ...q,
          // The prefixes are OR-ed: their order does not change the answer.
          section_prefix: q.section_prefix && [...new Set(q.section_prefix)].sort().join(','),
        });
        gamesKeys.set(q, key);
      }
      const { snapshot, derived } = await catalog.current();
      return derived.get(
        key,
        async () => answerFrom(snapshot, q, clock()),
        (a) => a.data.length,
      );
    },

    listSections(prefix?: string): Promise<Section[]> {
      return cache.get(
        cacheKey('sections', { prefix }),
        async () => {
          const rows = await repo.listSections(db, prefix);
          return rows.map((s) => ({
            id: s.id,
            name: s.name,
            slug: s.slug,
            rank: s.rank,
            games_count: Number(s.gamesCount),
          }));
        },
        length,
      );
    },

    listProviders(isVisible?: boolean): Promise<Provider[]> {
      return cache.get(
        cacheKey('providers', { isVisible }),
        async () => (await repo.listProviders(db, isVisible)).map(toProvider),
        length,
      );
    },

    listSectionProviders(sectionId: number): Promise<Provider[]> {
      return cache.get(
        cacheKey('section-providers', { sectionId }),
        async () => {
          if (!(await repo.sectionExists(db, sectionId))) throw notFound('Section not found');
          return (await repo.listSectionProviders(db, sectionId)).map(toProvider);
        },
        length,
      );
    },

    gameDetail(gameId: number, providerId?: number): Promise<GameDetail> {
      return cache.get(
        cacheKey('game', { gameId, providerId }),
        async () => {
          const row = await repo.findGameById(db, gameId, clock());
          if (!row || (providerId !== undefined && row.providerId !== providerId)) {
            throw notFound('Game not found');
          }
          return {
            ...toGame(row),
            description: row.description,
            engine: row.engine,
            section_ids: await repo.findGameSectionIds(db, row.id),
            is_enabled: row.isEnabled,
          };
        },
        () => 1,
      );
    },

    /**
     * Forgets every cached catalog answer, on this node at once and on the others through the
     * cache bus: call it after any change to games, sections or providers.
     */
    invalidate(): void {
      if (opts.bus) opts.bus.publish('catalog');
      else forget();
    },

    findGameBySlug: (slug: string) => repo.findGameBySlug(db, slug),
  };
}
export type CasinoService = ReturnType<typeof createCasinoService>;

/**
 * The ids of the games a name search finds: folded and compared by the same rules as the site's
 * (`@croupier/contract/search`: case, accents and punctuation fold, words in any order).
 */
export function searchGameIds(names: readonly { id: number; name: string }[], query: string) {
  const matches = searchMatcher(query);
  return names.filter((g) => matches(g.name)).map((g) => g.id);
}

async function loadGames(
  db: Db,
  q: GamesQuery,
  now: Date,
  gameNames: () => Promise<{ id: number; name: string }[]>,
): Promise<{ data: Game[]; meta: PageMeta }> {
  const { rows, total } = await repo.findGames(
    db,
    gameFilter(q, q.name === undefined ? undefined : searchGameIds(await gameNames(), q.name)),
    { limit: q.per_page, offset: (q.page - 1) * q.per_page, sort: q.sort },
    now,
  );
  return {
    data: rows.map(toGame),
    meta: pageMeta(q.page, q.per_page, total),
  };
}

/** The listing's filter of a query (`gameIds`: a name search's matches). */
function gameFilter(q: GamesQuery, gameIds: readonly number[] | undefined): repo.GameFilter {
  return {
    sectionId: q.section_id,
    sectionPrefixes: q.section_prefix,
    providerId: q.provider_id,
    gameIds,
    isProviderVisible: q.is_provider_visible,
    type: q.type,
    isDesktop: q.is_desktop,
    isMobile: q.is_mobile,
    reels: q.reels_numbers,
    volatility: q.volatility,
    rtpMinBp: q.rtp_min === undefined ? undefined : Math.round(q.rtp_min * 100),
  };
}

/** A listing answered from the catalog snapshot: what `loadGames` answers from SQL. */
function answerFrom(
  snapshot: CatalogSnapshot,
  q: GamesQuery,
  now: Date,
): { data: Game[]; meta: PageMeta } {
  const { rows, total } = findInCatalog(
    snapshot,
    {
      ...gameFilter(q, q.name === undefined ? undefined : searchGameIds(snapshot.games, q.name)),
      sort: q.sort,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    },
    now.getTime(),
  );
  return { data: rows.map(toGame), meta: pageMeta(q.page, q.per_page, total) };
}

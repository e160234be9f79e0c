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
import type { Db } from '../db/client.ts';
import { notFound } from '../lib/errors.ts';
import type { CacheBus } from '../lib/cache-bus.ts';
import type { providers } from '../db/schema.ts';
import * as repo from './repository.ts';
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
  // Another node's (or this node's) catalog change: forget every answer; the TTL stays the backstop.
  opts.bus?.subscribe('catalog', () => cache.clear());

  return {
    listGames(q: GamesQuery): Promise<{ data: Game[]; meta: PageMeta }> {
      const key = cacheKey('games', {
        ...q,
        // The prefixes are OR-ed: their order does not change the answer.
        section_prefix: q.section_prefix && [...new Set(q.section_prefix)].sort().join(','),
      });
      return cache.get(
        key,
        () => loadGames(db, q, clock()),
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
      else cache.clear();
    },

    findGameBySlug: (slug: string) => repo.findGameBySlug(db, slug),
  };
}
export type CasinoService = ReturnType<typeof createCasinoService>;

async function loadGames(
  db: Db,
  q: GamesQuery,
  now: Date,
): Promise<{ data: Game[]; meta: PageMeta }> {
  const { rows, total } = await repo.findGames(
    db,
    {
      sectionId: q.section_id,
      sectionPrefixes: q.section_prefix,
      providerId: q.provider_id,
      name: q.name,
      isProviderVisible: q.is_provider_visible,
      type: q.type,
      isDesktop: q.is_desktop,
      isMobile: q.is_mobile,
      reels: q.reels_numbers,
      volatility: q.volatility,
      rtpMinBp: q.rtp_min === undefined ? undefined : Math.round(q.rtp_min * 100),
    },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page, sort: q.sort },
    now,
  );
  return {
    data: rows.map(toGame),
    meta: pageMeta(q.page, q.per_page, total),
  };
}

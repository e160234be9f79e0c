/**
 * The catalog import from Hub88's game list: one provider per Hub88 `product` (a studio behind
 * the aggregator; integration and aggregator `hub88`), one game per `game_code`, updated in place
 * on every import (never duplicated) and disabled, not deleted, once it leaves the list.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { gameSections, games, providers, sections } from '../../db/schema.ts';
import { HUB88 } from './wallet-routes.ts';

/** What the import reads of a game-list item (protocol.ts gameListItem). */
export interface CatalogItem {
  game_code: string;
  name: string;
  product: string;
  category?: string | null;
  platforms?: readonly string[] | null;
  url_thumb?: string | null;
  enabled?: boolean | null;
  demo_game_support?: boolean | null;
  rtp?: string | number | null;
  volatility?: number | string | null;
}

export interface ImportCounts {
  created: number;
  updated: number;
  disabled: number;
}

/** The engine value of games played by Hub88 (no studio engine). */
export const HUB88_ENGINE = 'hub88';

/** Lowercase ASCII words joined by `-` (at most 80 characters). */
export function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'game';
}

/**
 * A lobby section (packages/games/src/catalog.ts sections) and game type from a Hub88 category.
 * UNCONFIRMED: the reference lists no categories; these are the names public integrations show
 * ("video slots", "live roulette", "crash games", "scratch cards", ...), matched by words.
 */
export function placeOf(category: string | null | undefined): { section: string; type: string } {
  const c = (category ?? '').toLowerCase();
  const has = (...words: string[]) => words.some((w) => c.includes(w));
  if (has('live')) {
    if (has('roulette')) return { section: 'liveCasino-roulette', type: 'live' };
    if (has('blackjack')) return { section: 'liveCasino-blackjack', type: 'live' };
    if (has('baccarat')) return { section: 'liveCasino-baccarat', type: 'live' };
    if (has('poker')) return { section: 'liveCasino-poker', type: 'live' };
    if (has('andar', 'teen patti')) return { section: 'liveCasino-indian', type: 'live' };
    if (has('dragon', 'card')) return { section: 'liveCasino-cardGames', type: 'live' };
    return { section: 'liveCasino-gameShows', type: 'live' };
  }
  if (has('crash')) return { section: 'crashGames-crash', type: 'crash' };
  if (has('scratch')) return { section: 'others-scratchCards', type: 'scratch' };
  if (has('bingo')) {
    return { section: has('75') ? 'bingo-75ball' : 'bingo-90ball', type: 'bingo' };
  }
  if (has('dice', 'sic bo', 'sicbo', 'hi lo', 'plinko')) {
    return { section: 'others-dice', type: 'instant' };
  }
  if (has('slot')) return { section: 'casino-slots', type: 'slot' };
  if (has('table', 'roulette', 'blackjack', 'baccarat', 'poker', 'dragon tiger')) {
    return { section: 'casino-table', type: 'table' };
  }
  if (has('instant', 'keno', 'lottery', 'mini', 'casual', 'arcade', 'virtual')) {
    return { section: 'crashGames-instant', type: 'instant' };
  }
  return { section: 'others-instant', type: 'instant' };
}

/**
 * low | medium | high from Hub88's volatility. UNCONFIRMED: a level from 1 (low) to 6 (very
 * high) in public integrations (1-2 low, 3-4 medium, 5-6 high); words are taken as such.
 */
export function volatilityOf(value: CatalogItem['volatility']): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (value < 1 || value > 6) return null;
    return value <= 2 ? 'low' : value <= 4 ? 'medium' : 'high';
  }
  if (typeof value === 'string') {
    const v = value.toLowerCase().trim();
    if (/^[1-6]$/.test(v)) return volatilityOf(Number(v));
    if (v.includes('high')) return 'high';
    if (v.includes('medium') || v.includes('mid')) return 'medium';
    if (v.includes('low')) return 'low';
  }
  return null;
}

/** An RTP percentage ("96.12") in basis points, or null (outside 50-100 %: not believed). */
export function rtpBpOf(value: CatalogItem['rtp']): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n) || n < 50 || n > 100) return null;
  return Math.round(n * 100);
}

const httpsUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    // A path on the same origin (a local fake aggregator) is kept as given.
    return value.startsWith('/') && !value.startsWith('//') ? value : null;
  }
};

/** Picks `base`, else `base-<suffix>`, else `base-2`, `base-3`... not in `taken` (and takes it). */
function unique(base: string, taken: Set<string>, suffix?: string): string {
  let candidate = base;
  if (taken.has(candidate) && suffix) candidate = `${base}-${suffix}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}

export async function importHub88Catalog(
  db: Db | Executor,
  list: readonly CatalogItem[],
): Promise<ImportCounts> {
  const run = async (tx: Executor): Promise<ImportCounts> => {
    const counts: ImportCounts = { created: 0, updated: 0, disabled: 0 };

    // Providers: one per product, found again by name among Hub88's.
    const allProviders = await tx
      .select({
        id: providers.id,
        code: providers.code,
        name: providers.name,
        aggregator: providers.aggregator,
        rank: providers.rank,
      })
      .from(providers);
    const providerCodes = new Set(allProviders.map((p) => p.code));
    const hub88Providers = new Map(
      allProviders.filter((p) => p.aggregator === HUB88).map((p) => [p.name, p]),
    );
    let providerRank = Math.max(0, ...allProviders.map((p) => p.rank));
    const providerIdOf = new Map<string, { id: number; code: string }>();
    for (const product of new Set(list.map((g) => g.product.trim()))) {
      const known = hub88Providers.get(product);
      if (known) {
        providerIdOf.set(product, known);
        continue;
      }
      const code = unique(slugify(product), providerCodes, 'hub88');
      const [row] = await tx
        .insert(providers)
        .values({
          code,
          name: product.slice(0, 255),
          rank: ++providerRank,
          integration: HUB88,
          aggregator: HUB88,
        })
        .returning({ id: providers.id, code: providers.code });
      providerIdOf.set(product, row!);
    }

    // Games: by (provider, game_code).
    const hub88ProviderIds = [
      ...new Set([...hub88Providers.values(), ...providerIdOf.values()].map((p) => p.id)),
    ];
    const existing = hub88ProviderIds.length
      ? await tx
          .select({
            id: games.id,
            providerId: games.providerId,
            externalCode: games.externalCode,
            isEnabled: games.isEnabled,
          })
          .from(games)
          .where(inArray(games.providerId, hub88ProviderIds))
      : [];
    const byKey = new Map(existing.map((g) => [`${g.providerId}:${g.externalCode}`, g]));
    const slugs = new Set((await tx.select({ slug: games.slug }).from(games)).map((r) => r.slug));
    const sectionIds = new Map(
      (await tx.select({ id: sections.id, name: sections.name }).from(sections)).map((s) => [
        s.name,
        s.id,
      ]),
    );
    const [top] = await tx
      .select({ maxRank: sql<number>`coalesce(max(${games.rank}), 0)::int` })
      .from(games);
    let gameRank = Number(top?.maxRank ?? 0);
    const seen = new Set<string>();

    for (const item of list) {
      const provider = providerIdOf.get(item.product.trim())!;
      const key = `${provider.id}:${item.game_code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const place = placeOf(item.category);
      const platforms = item.platforms ?? ['GPL_DESKTOP', 'GPL_MOBILE'];
      const facts = {
        name: item.name.slice(0, 255),
        type: place.type,
        imageUrl: httpsUrl(item.url_thumb),
        isDesktop: platforms.includes('GPL_DESKTOP'),
        isMobile: platforms.includes('GPL_MOBILE'),
        hasDemo: item.demo_game_support === true,
        rtpBp: rtpBpOf(item.rtp),
        volatility: volatilityOf(item.volatility),
        isEnabled: item.enabled !== false,
      };
      const sectionId = sectionIds.get(place.section);
      const found = byKey.get(key);
      if (found) {
        await tx.update(games).set(facts).where(eq(games.id, found.id));
        counts.updated += 1;
        // Staff may have placed the game elsewhere: a section is only given to a game without one.
        const [placed] = await tx
          .select({ sectionId: gameSections.sectionId })
          .from(gameSections)
          .where(eq(gameSections.gameId, found.id))
          .limit(1);
        if (!placed && sectionId !== undefined) {
          await tx.insert(gameSections).values({ gameId: found.id, sectionId, rank: gameRank });
        }
        continue;
      }
      const [row] = await tx
        .insert(games)
        .values({
          ...facts,
          slug: unique(slugify(item.name), slugs, provider.code),
          providerId: provider.id,
          externalCode: item.game_code,
          rank: ++gameRank,
          engine: HUB88_ENGINE,
          engineSettings: {},
          description: '',
        })
        .returning({ id: games.id });
      counts.created += 1;
      if (sectionId !== undefined) {
        await tx.insert(gameSections).values({ gameId: row!.id, sectionId, rank: gameRank });
      }
    }

    // Games no longer listed: disabled (their history stays).
    const gone = existing.filter(
      (g) => g.isEnabled && !seen.has(`${g.providerId}:${g.externalCode}`),
    );
    if (gone.length) {
      await tx
        .update(games)
        .set({ isEnabled: false })
        .where(
          and(
            inArray(
              games.id,
              gone.map((g) => g.id),
            ),
            eq(games.isEnabled, true),
          ),
        );
      counts.disabled = gone.length;
    }
    return counts;
  };
  return (db as Db).transaction(run);
}

/**
 * The import of Hub88's game list: providers per product, games updated in place (never
 * duplicated), games that left the list disabled (not deleted), sections from the category.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { gameSections, games, providers, sections } from '../src/db/schema.ts';
import {
  importHub88Catalog,
  placeOf,
  rtpBpOf,
  slugify,
  volatilityOf,
} from '../src/providers/hub88/catalog-import.ts';
import type { CatalogItem as GameListItem } from '../src/providers/hub88/catalog-import.ts';
import { createTestDatabase } from './helper.ts';

const item = (over: Partial<GameListItem> & { game_code: string }): GameListItem => ({
  name: `Game ${over.game_code}`,
  product: 'Kestrel Test Games',
  category: 'Video Slots',
  platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
  url_thumb: `https://cdn.hub88.example/${over.game_code}.png`,
  enabled: true,
  demo_game_support: true,
  rtp: '96.12',
  volatility: 3,
  ...over,
});

let database: Database;
let drop: () => Promise<void>;
const PRODUCTS = ['Kestrel Test Games', 'Lumen Test Play', 'Neon Reels'];
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  // Hub88 games the seed may hold (the development fake's) are out of these tests' lists: kept
  // disabled so that the counts below are this file's own.
  const seeded = await database.db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.aggregator, 'hub88'));
  if (seeded.length) {
    await database.db
      .update(games)
      .set({ isEnabled: false })
      .where(
        inArray(
          games.providerId,
          seeded.map((p) => p.id),
        ),
      );
  }
});
afterAll(async () => drop());

async function hub88Games() {
  return database.db
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      externalCode: games.externalCode,
      isEnabled: games.isEnabled,
      isDesktop: games.isDesktop,
      isMobile: games.isMobile,
      hasDemo: games.hasDemo,
      rtpBp: games.rtpBp,
      volatility: games.volatility,
      imageUrl: games.imageUrl,
      type: games.type,
      provider: providers.code,
      integration: providers.integration,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(providers.aggregator, 'hub88'), inArray(providers.name, PRODUCTS)))
    .orderBy(games.id);
}

describe('importHub88Catalog', () => {
  it('creates a provider per product and the games with their facts and section', async () => {
    const counts = await importHub88Catalog(database.db, [
      item({ game_code: 'nw_orchard', name: 'Orchard Gold' }),
      item({
        game_code: 'nw_roulette',
        name: 'Live Roulette Grand',
        category: 'Live Roulette',
        platforms: ['GPL_DESKTOP'],
        demo_game_support: false,
        rtp: '97.30',
        volatility: 1,
      }),
      item({
        game_code: 'au_rocket',
        name: 'Rocket',
        product: 'Lumen Test Play',
        category: 'Crash Games',
      }),
    ]);
    expect(counts).toEqual({ created: 3, updated: 0, disabled: 0 });
    const rows = await hub88Games();
    expect(rows.map((r) => [r.externalCode, r.provider, r.integration])).toEqual([
      ['nw_orchard', 'kestrel-test-games', 'hub88'],
      ['nw_roulette', 'kestrel-test-games', 'hub88'],
      ['au_rocket', 'lumen-test-play', 'hub88'],
    ]);
    const roulette = rows[1]!;
    expect(roulette).toMatchObject({
      slug: 'live-roulette-grand',
      isDesktop: true,
      isMobile: false,
      hasDemo: false,
      rtpBp: 9730,
      volatility: 'low',
      type: 'live',
      imageUrl: 'https://cdn.hub88.example/nw_roulette.png',
    });
    const placed = await database.db
      .select({ game: gameSections.gameId, section: sections.name })
      .from(gameSections)
      .innerJoin(sections, eq(sections.id, gameSections.sectionId))
      .where(
        inArray(
          gameSections.gameId,
          rows.map((r) => r.id),
        ),
      );
    expect(new Map(placed.map((p) => [p.game, p.section]))).toEqual(
      new Map([
        [rows[0]!.id, 'casino-slots'],
        [rows[1]!.id, 'liveCasino-roulette'],
        [rows[2]!.id, 'crashGames-crash'],
      ]),
    );
  });

  it('updates the same games on a second import, disables those no longer listed', async () => {
    const before = await hub88Games();
    const counts = await importHub88Catalog(database.db, [
      item({ game_code: 'nw_orchard', name: 'Orchard Gold Deluxe', rtp: '95.50', volatility: 6 }),
      item({ game_code: 'au_rocket', name: 'Rocket', product: 'Lumen Test Play', enabled: false }),
    ]);
    expect(counts).toEqual({ created: 0, updated: 2, disabled: 1 });
    const after = await hub88Games();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    const byCode = new Map(after.map((r) => [r.externalCode, r]));
    expect(byCode.get('nw_orchard')).toMatchObject({
      name: 'Orchard Gold Deluxe',
      slug: before[0]!.slug,
      rtpBp: 9550,
      volatility: 'high',
      isEnabled: true,
    });
    expect(byCode.get('nw_roulette')?.isEnabled).toBe(false);
    expect(byCode.get('au_rocket')?.isEnabled).toBe(false);
    // One provider per product, whatever the number of imports.
    const hub88Providers = await database.db
      .select({ code: providers.code })
      .from(providers)
      .where(and(eq(providers.aggregator, 'hub88'), inArray(providers.name, PRODUCTS)));
    expect(hub88Providers.map((p) => p.code).sort()).toEqual([
      'kestrel-test-games',
      'lumen-test-play',
    ]);
  });

  it('re-enables a game that returns to the list, keeping a section staff chose', async () => {
    const [roulette] = (await hub88Games()).filter((r) => r.externalCode === 'nw_roulette');
    const [table] = await database.db
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.name, 'casino-table'));
    await database.db.delete(gameSections).where(eq(gameSections.gameId, roulette!.id));
    await database.db
      .insert(gameSections)
      .values({ gameId: roulette!.id, sectionId: table!.id, rank: 1 });
    const counts = await importHub88Catalog(database.db, [
      item({ game_code: 'nw_roulette', name: 'Live Roulette Grand', category: 'Live Roulette' }),
    ]);
    expect(counts).toEqual({ created: 0, updated: 1, disabled: 1 });
    const [row] = (await hub88Games()).filter((r) => r.externalCode === 'nw_roulette');
    expect(row!.isEnabled).toBe(true);
    const placed = await database.db
      .select({ section: gameSections.sectionId })
      .from(gameSections)
      .where(eq(gameSections.gameId, roulette!.id));
    expect(placed).toEqual([{ section: table!.id }]);
  });

  it('gives unique slugs and provider codes beside the studio catalog', async () => {
    const [studioGame] = await database.db
      .select({ slug: games.slug, name: games.name })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(eq(providers.integration, 'studio'))
      .limit(1);
    const counts = await importHub88Catalog(database.db, [
      item({ game_code: 'x_1', name: studioGame!.name, product: 'Neon Reels' }),
      item({ game_code: 'x_2', name: studioGame!.name, product: 'Neon Reels' }),
    ]);
    expect(counts.created).toBe(2);
    const rows = (await hub88Games()).filter((r) => r.externalCode?.startsWith('x_'));
    const slugs = rows.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(2);
    expect(slugs).not.toContain(studioGame!.slug);
    // The studio label "neon-reels" exists: Hub88's product of the same name gets its own code.
    expect(rows[0]!.provider).toBe('neon-reels-hub88');
    const [studioProvider] = await database.db
      .select({ integration: providers.integration })
      .from(providers)
      .where(and(eq(providers.code, 'neon-reels')));
    expect(studioProvider!.integration).toBe('studio');
  });
});

describe('catalog facts', () => {
  it('maps categories to lobby sections', () => {
    expect(placeOf('Video Slots').section).toBe('casino-slots');
    expect(placeOf('jackpot slots').section).toBe('casino-slots');
    expect(placeOf('Live Blackjack').section).toBe('liveCasino-blackjack');
    expect(placeOf('live game shows').section).toBe('liveCasino-gameShows');
    expect(placeOf('Table Games').section).toBe('casino-table');
    expect(placeOf('scratch cards').section).toBe('others-scratchCards');
    expect(placeOf('dice').section).toBe('others-dice');
    expect(placeOf('video bingo').section).toBe('bingo-90ball');
    expect(placeOf(null).section).toBe('others-instant');
  });

  it('normalises volatility, RTP and slugs', () => {
    expect([1, 2, 3, 4, 5, 6].map((v) => volatilityOf(v))).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
    expect(volatilityOf(9)).toBeNull();
    expect(volatilityOf('Medium-High')).toBe('high');
    expect(volatilityOf(null)).toBeNull();
    expect(rtpBpOf('96.12')).toBe(9612);
    expect(rtpBpOf('abc')).toBeNull();
    expect(rtpBpOf('150')).toBeNull();
    expect(slugify('Ärger & Glück: 5 Lions!')).toBe('arger-gluck-5-lions');
    expect(slugify('***')).toBe('game');
  });
});

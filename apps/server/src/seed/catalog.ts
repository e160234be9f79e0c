import * as catalog from '@croupier/games/catalog';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

/**
 * The built-in studio's providers, sections, games and their section links (the seed's catalog
 * step; the wallet benchmark seeds the same games). Answers the new games' ids and types by slug.
 */
export async function seedStudioCatalog(tx: Executor) {
  const providerRows = await tx
    .insert(t.providers)
    .values(catalog.providers.map((p) => ({ code: p.code, name: p.name, rank: p.rank })))
    .returning();
  const providerId = new Map(providerRows.map((p) => [p.code, p.id]));
  const sectionRows = await tx
    .insert(t.sections)
    .values(catalog.sections.map((s) => ({ name: s.name, slug: s.slug, rank: s.rank })))
    .returning();
  const sectionId = new Map(sectionRows.map((s) => [s.name, s.id]));
  const gameRows = await tx
    .insert(t.games)
    .values(
      catalog.games.map((g) => ({
        slug: g.slug,
        providerId: providerId.get(g.provider) ?? 0,
        name: g.name,
        type: g.type,
        reelsNumbers: g.reels,
        isDesktop: g.isDesktop,
        isMobile: g.isMobile,
        rank: g.rank,
        engine: g.engine.id,
        engineSettings: g.engine.settings,
        description: g.description,
      })),
    )
    .returning({ id: t.games.id, slug: t.games.slug, type: t.games.type });
  const gameId = new Map(gameRows.map((g) => [g.slug, g.id]));
  // A section's order starts from the games' global rank (staff reorder each section apart).
  await tx.insert(t.gameSections).values(
    catalog.games.flatMap((g) =>
      g.sections.map((s) => ({
        gameId: gameId.get(g.slug) ?? 0,
        sectionId: sectionId.get(s) ?? 0,
        rank: g.rank,
      })),
    ),
  );
  return gameRows;
}

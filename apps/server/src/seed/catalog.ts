import { and, eq, isNull, or } from 'drizzle-orm';
import * as catalog from '@croupier/games/catalog';
import { engineFor } from '@croupier/games/engines/index';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

const VOLATILITIES: readonly string[] = ['low', 'medium', 'high'];

/**
 * What the lobby states of a studio title: its RTP in basis points, from the engine's own info
 * (EngineInfo.rtp, proven by the engine's tests), and its volatility: a slot's `volatility`
 * setting, else its engine's (catalog ENGINE_VOLATILITY). Nulls for an engine that is unknown or
 * refuses the settings.
 */
export function studioGameFacts(
  engineId: string,
  settings: Readonly<Record<string, unknown>>,
): { rtpBp: number | null; volatility: string | null } {
  const engine = engineFor(engineId);
  if (!engine) return { rtpBp: null, volatility: null };
  let rtpBp: number;
  try {
    rtpBp = Math.round(engine.info(engine.configure(settings)).rtp * 10_000);
  } catch {
    return { rtpBp: null, volatility: null };
  }
  const own = settings.volatility;
  const volatility =
    typeof own === 'string' && VOLATILITIES.includes(own)
      ? own
      : (catalog.ENGINE_VOLATILITY[engine.id] ?? null);
  return { rtpBp, volatility };
}

/**
 * The RTP and volatility of the studio's games in a database seeded before the lobby stated them
 * (a boot step; only games where one is missing, so an operator's values stay). Answers how many
 * games it filled.
 */
export async function fillStudioGameFacts(db: Executor): Promise<number> {
  const rows = await db
    .select({
      id: t.games.id,
      engine: t.games.engine,
      settings: t.games.engineSettings,
      rtpBp: t.games.rtpBp,
      volatility: t.games.volatility,
    })
    .from(t.games)
    .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
    .where(
      and(
        eq(t.providers.integration, 'studio'),
        or(isNull(t.games.rtpBp), isNull(t.games.volatility)),
      ),
    );
  let filled = 0;
  for (const row of rows) {
    const facts = studioGameFacts(row.engine, row.settings);
    const rtpBp = row.rtpBp ?? facts.rtpBp;
    const volatility = row.volatility ?? facts.volatility;
    if (rtpBp === row.rtpBp && volatility === row.volatility) continue;
    await db.update(t.games).set({ rtpBp, volatility }).where(eq(t.games.id, row.id));
    filled += 1;
  }
  return filled;
}

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
        ...studioGameFacts(g.engine.id, g.engine.settings),
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

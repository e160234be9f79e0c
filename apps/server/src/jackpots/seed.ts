/**
 * The demo skin's progressive jackpots: two pots in each seeded currency, fed by the titles of
 * the casino's Jackpots section (the fixed jackpot tiers of some of those slots are part of their
 * own paytables and stay as they are). Amounts are stated in EUR and converted at round figures
 * per currency. Idempotent: a jackpot that exists (slug, currency) is left as it is, so an
 * operator's changes stay.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { createJackpot } from './repository.ts';
import { jackpots } from './schema.ts';

/** The section whose titles feed the jackpots. */
export const JACKPOT_SECTION = 'casino-jackpots';

/** EUR minor units to the currency's, at a round figure near its seeded rate. */
const SCALE: Readonly<Record<string, number>> = { EUR: 1, USD: 1, CAD: 1.5, PLN: 4, CZK: 25 };

export const JACKPOT_SEEDS = [
  {
    slug: 'mega-drop',
    name: 'Croupier Mega Drop',
    // 0.50 % of each stake; seeded at 1,000.00, drops by 10,000.00.
    rateBp: 50,
    seedEur: 100_000,
    mustDropByEur: 1_000_000,
  },
  {
    slug: 'mini-drop',
    name: 'Croupier Mini Drop',
    // 0.50 % of each stake; seeded at 20.00, drops by 200.00.
    rateBp: 50,
    seedEur: 2_000,
    mustDropByEur: 20_000,
  },
] as const;

export async function seedJackpots(tx: Executor): Promise<void> {
  const games = await tx
    .select({ id: t.gameSections.gameId })
    .from(t.gameSections)
    .innerJoin(t.sections, eq(t.sections.id, t.gameSections.sectionId))
    .where(eq(t.sections.name, JACKPOT_SECTION));
  const gameIds = [...new Set(games.map((g) => g.id))].sort((a, b) => a - b);
  if (gameIds.length === 0) return;
  const currencyRows = await tx
    .select({ id: t.currencies.id, code: t.currencies.code })
    .from(t.currencies)
    .where(inArray(t.currencies.code, Object.keys(SCALE)));
  for (const c of currencyRows) {
    const scale = SCALE[c.code] ?? 1;
    for (const j of JACKPOT_SEEDS) {
      const [found] = await tx
        .select({ id: jackpots.id })
        .from(jackpots)
        .where(and(eq(jackpots.slug, j.slug), eq(jackpots.currencyId, c.id)));
      if (found) continue;
      await createJackpot(tx, {
        slug: j.slug,
        name: j.name,
        groupName: JACKPOT_SECTION,
        currencyId: c.id,
        rateBp: j.rateBp,
        seedAmount: Math.round(j.seedEur * scale),
        mustDropBy: Math.round(j.mustDropByEur * scale),
        gameIds,
      });
    }
  }
}

/**
 * The fake aggregator's titles in the demo catalog, so a newcomer plays a "third-party" game
 * after `npm start`: imported through the Hub88 catalog import, as a real game list would be.
 * Only in development without a real Hub88 (HUB88_API_URL unset), where the fake serves them;
 * a database seeded earlier gets them once (staff edits of them stay afterwards).
 */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games as gamesTable } from '../../db/schema.ts';
import { importHub88Catalog } from '../../providers/hub88/catalog-import.ts';
import { games } from './games.ts';

export async function seedFakeHub88Games(
  db: Executor,
  env: { NODE_ENV?: string; HUB88_API_URL?: string | undefined },
): Promise<void> {
  if ((env.NODE_ENV ?? 'development') !== 'development' || env.HUB88_API_URL) return;
  const [known] = await db
    .select({ id: gamesTable.id })
    .from(gamesTable)
    .where(
      inArray(
        gamesTable.externalCode,
        games.map((g) => g.game_code),
      ),
    )
    .limit(1);
  if (known) return;
  await importHub88Catalog(db, games);
}

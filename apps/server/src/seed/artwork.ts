import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { gameArtworkSvg } from '@croupier/games/artwork';
import * as catalog from '@croupier/games/catalog';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

const etagOf = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

/**
 * Redraws the generated tile pictures of the studio's titles (`games/{slug}.svg`) that differ
 * from what today's generator draws: a boot step, so a database seeded by an older generator
 * (names printed in the picture, repeated motifs) shows the current artwork. Only the seed
 * writes under `games/` (staff uploads go under `uploads/`), so no operator's image is touched.
 * Answers how many pictures it wrote.
 */
export async function refreshStudioArtwork(db: Executor): Promise<number> {
  const wanted = catalog.games.map((g) => {
    const body = Buffer.from(gameArtworkSvg(g), 'utf8');
    return { path: `games/${g.slug}.svg`, body, etag: etagOf(body) };
  });
  const stored = await db
    .select({ path: t.mediaFiles.path, etag: t.mediaFiles.etag })
    .from(t.mediaFiles)
    .where(
      inArray(
        t.mediaFiles.path,
        wanted.map((w) => w.path),
      ),
    );
  const current = new Map(stored.map((s) => [s.path, s.etag]));
  let written = 0;
  for (const w of wanted) {
    if (current.get(w.path) === w.etag) continue;
    await db
      .insert(t.mediaFiles)
      .values({ path: w.path, contentType: 'image/svg+xml', body: w.body, etag: w.etag })
      .onConflictDoUpdate({
        target: t.mediaFiles.path,
        set: { body: w.body, etag: w.etag, contentType: 'image/svg+xml' },
      });
    written += 1;
  }
  return written;
}

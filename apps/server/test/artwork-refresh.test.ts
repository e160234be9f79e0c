import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameArtworkSvg } from '@croupier/games/artwork';
import * as catalog from '@croupier/games/catalog';
import type { Database } from '../src/db/client.ts';
import { mediaFiles } from '../src/db/schema.ts';
import { refreshStudioArtwork as sut } from '../src/seed/artwork.ts';
import { createTestDatabase } from './helper.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop?.();
});

const bodyOf = async (path: string) => {
  const [row] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.path, path));
  return row ? Buffer.from(row.body).toString('utf8') : null;
};

describe('refreshing generated tile artwork at boot', () => {
  it('redraws only the pictures an older generator drew, and leaves uploads alone', async () => {
    // A fresh seed already holds today's pictures.
    expect(await sut(database.db)).toBe(0);

    const game = catalog.games[0];
    if (!game) throw new Error('empty catalog');
    const path = `games/${game.slug}.svg`;
    const old =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><text>Old name</text></svg>';
    await database.db
      .update(mediaFiles)
      .set({ body: Buffer.from(old), etag: 'old-etag' })
      .where(eq(mediaFiles.path, path));
    await database.db.insert(mediaFiles).values({
      path: 'uploads/operator.png',
      contentType: 'image/png',
      body: Buffer.from('png bytes'),
      etag: 'operator',
    });

    expect(await sut(database.db)).toBe(1);
    const redrawn = await bodyOf(path);
    expect(redrawn).toBe(gameArtworkSvg(game));
    expect(redrawn).not.toContain('<text');
    expect(await bodyOf('uploads/operator.png')).toBe('png bytes');
    expect(await sut(database.db)).toBe(0);
  });
});

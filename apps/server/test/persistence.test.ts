import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { games, skins, translations } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { testEnv } from './helper.ts';

const dir = mkdtempSync(join(tmpdir(), 'croupier-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('seeds once, and a restart keeps the data without seeding again', async () => {
    const env = testEnv();
    const first = await openDatabase(join(dir, 'pglite'));
    await first.migrate();
    expect(await seedIfEmpty(first.db, env)).toBe(true);
    await first.db.update(games).set({ name: 'Renamed By Operator' });
    // An older database: a text it never had, and one an operator edited.
    const key = (k: string) =>
      and(
        eq(translations.language, 'en'),
        eq(translations.group, 'casino'),
        eq(translations.key, k),
      );
    await first.db.delete(translations).where(key('go_to_limits'));
    await first.db.update(translations).set({ value: 'Edited' }).where(key('go_home'));
    await first.close();

    const second = await openDatabase(join(dir, 'pglite'));
    await second.migrate();
    expect(await seedIfEmpty(second.db, env)).toBe(false);
    const [skinCount] = await second.db.select({ n: count() }).from(skins);
    expect(skinCount?.n).toBe(1);
    const names = await second.db.selectDistinct({ name: games.name }).from(games);
    expect(names).toEqual([{ name: 'Renamed By Operator' }]);
    const texts = await second.db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.language, 'en'), eq(translations.group, 'casino')));
    const byKey = new Map(texts.map((r) => [r.key, r.value]));
    expect(byKey.get('go_to_limits')).toBe('Go to my limits');
    expect(byKey.get('go_home')).toBe('Edited');
    await second.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { games, skins } from '../src/db/schema.ts';
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
    await first.close();

    const second = await openDatabase(join(dir, 'pglite'));
    await second.migrate();
    expect(await seedIfEmpty(second.db, env)).toBe(false);
    const [skinCount] = await second.db.select({ n: count() }).from(skins);
    expect(skinCount?.n).toBe(1);
    const names = await second.db.selectDistinct({ name: games.name }).from(games);
    expect(names).toEqual([{ name: 'Renamed By Operator' }]);
    await second.close();
  });
});

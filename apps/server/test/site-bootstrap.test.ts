import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import { createCasinoService } from '../src/casino/service.ts';
import { createCmsService } from '../src/cms/service.ts';
import { skins } from '../src/db/schema.ts';
import { createReferenceService } from '../src/reference/service.ts';
import { createSiteBootstrap } from '../src/site/bootstrap.ts';
import { createSkinService } from '../src/skins/service.ts';
import { buildTestApp, testEnv, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** The first screen's data for an address, as the server writes it into the page. */
describe('the site’s bootstrap', () => {
  function bootstrapWith(pots: () => JackpotPublic[]) {
    const db = t.database.db;
    const now = () => t.clock.now;
    const skinService = createSkinService(db, createReferenceService(db));
    return createSiteBootstrap({
      skins: skinService,
      cms: createCmsService(db, { skinSettings: (id) => skinService.settingsJson(id), now }),
      casino: createCasinoService(db, { now }),
      jackpots: { list: async () => pots() },
      skinApiKey: testEnv().SKIN_API_KEY,
      now,
    });
  }

  it('carries a promotion and the translation groups its first screen names', async () => {
    const [skin] = await t.database.db
      .select({ id: skins.id })
      .from(skins)
      .where(eq(skins.apiKey, testEnv().SKIN_API_KEY));
    expect(skin).toBeDefined();
    const bootstrap = bootstrapWith(() => []);
    const data = await bootstrap('de', '/promotion/welcome-bonus', ['promotion', 'myBonus']);
    expect(data.promotion).toMatchObject({ name: 'welcome-bonus', type: 'promotion' });
    expect(data.promotion?.language).toBe('de');
    expect(Object.keys(data.translations ?? {})).toEqual(
      expect.arrayContaining(['header', 'casino', 'promotion', 'myBonus']),
    );
    expect(data.translations?.promotion?.back).toBeTruthy();
    // A name that is not a promotion (a static page) is not one; a group name is checked.
    expect((await bootstrap('en', '/promotion/help')).promotion).toBeUndefined();
    expect(
      Object.keys((await bootstrap('en', '/login', ['../x', 'login'])).translations ?? {}),
    ).not.toContain('../x');
  });

  it('reads the jackpots for every page of the casino lobby, and only there', async () => {
    let amount = 100;
    const pot = () => [{ id: 1, slug: 'mega', currency: 'EUR', amount } as JackpotPublic];
    const bootstrap = bootstrapWith(pot);
    expect((await bootstrap('en', '/casino')).jackpots?.[0]?.amount).toBe(100);
    amount = 250;
    // The rest of the page is kept for a minute; the pots are not.
    expect((await bootstrap('en', '/casino')).jackpots?.[0]?.amount).toBe(250);
    expect((await bootstrap('en', '/')).jackpots).toHaveLength(1);
    expect((await bootstrap('en', '/live-casino')).jackpots).toBeUndefined();
  });

  it('carries the game of a game page, and nothing for an unknown game', async () => {
    const bootstrap = bootstrapWith(() => []);
    const casino = createCasinoService(t.database.db, { now: () => t.clock.now });
    const listing = await casino.listGames({ page: 1, per_page: 1, sort: 'rank' });
    const first = listing.data[0]!;
    const data = await bootstrap('en', `/game/play/${first.provider_id}/${first.id}`);
    expect(data.game).toMatchObject({ id: first.id, provider_id: first.provider_id });
    expect(typeof (data.game as { engine?: unknown }).engine).toBe('string');
    // Another provider's id, an unknown game, or an address that is no game page: no game.
    expect((await bootstrap('en', `/game/play/999999/${first.id}`)).game).toBeUndefined();
    expect(
      (await bootstrap('en', `/game/play/${first.provider_id}/999999999`)).game,
    ).toBeUndefined();
    expect((await bootstrap('en', `/game/play/0/${first.id}`)).game).toBeUndefined();
    expect((await bootstrap('en', '/casino')).game).toBeUndefined();
  });
});

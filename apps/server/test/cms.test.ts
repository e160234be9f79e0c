import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cmsPageTranslations, cmsPages, skins } from '../src/db/schema.ts';
import { buildTestApp, get, SKIN_AUTH, type TestApp } from './helper.ts';

interface PageOut {
  id: number;
  name: string;
  title: string;
  language: string;
  content: string;
  seo: { title: string; description: string; keywords: string };
}
interface PromotionOut extends PageOut {
  is_valid: boolean;
  valid_from: string | null;
  comment: string;
  banners: { title: string; url: string }[];
}
interface BannerOut {
  id: number;
  title: string;
  options: { button_url: string; html: string };
  medias: { comment: string | null; is_mobile: boolean; url: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STATIC_PAGES = [
  'terms-and-conditions',
  'privacy',
  'responsible-gaming',
  'amlcft',
  'cookies',
  'imprint',
  'security',
  'help',
  'contact',
  'affiliate-program',
];

describe('GET /v1/cms/pages/{id}', () => {
  it('serves every static page in every language with SEO data and the brand filled in', async () => {
    for (const name of STATIC_PAGES) {
      for (const language of ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es']) {
        const res = await get(t.app, `/v1/cms/pages/${name}?language=${language}`);
        expect(res.status, `${name} ${language}`).toBe(200);
        const page = res.body.data as PageOut;
        expect(page.language, `${name} ${language}`).toBe(language);
        expect(page.content.length).toBeGreaterThan(200);
        expect(page.seo.title).toContain('Croupier Casino');
        expect(page.seo.description.length).toBeGreaterThan(10);
        expect(page.content).not.toMatch(/\{\{\w+\}\}/);
      }
    }
  });

  it('links only to pages and routes that exist', async () => {
    const routes = new Set(['/', '/casino', '/prime', '/live-casino', '/crash-games', '/others']);
    routes.add('/promotion').add('/registration').add('/login').add('/recovery-password');
    routes.add('/limits');
    const targets = new Set<string>();
    for (const name of STATIC_PAGES) {
      const page = (await get(t.app, `/v1/cms/pages/${name}?language=en`)).body.data as PageOut;
      for (const m of page.content.matchAll(/href="(\/[^"#?]*)/g)) targets.add(m[1]!);
    }
    for (const target of targets) {
      // Account pages (/dashboard/<page>) are checked against the menu in content-quality.test.
      if (routes.has(target) || /^\/(promotion|dashboard)\//.test(target)) continue;
      const res = await get(t.app, `/v1/cms/pages${target}`);
      expect(res.status, target).toBe(200);
    }
  });

  it('finds a page by numeric id as well as by name', async () => {
    const byName = (await get(t.app, '/v1/cms/pages/privacy?language=en')).body.data as PageOut;
    const byId = (await get(t.app, `/v1/cms/pages/${byName.id}?language=en`)).body.data as PageOut;
    expect(byId.name).toBe('privacy');
  });

  it('falls back to English for an unknown language and maps cz to cs', async () => {
    const unknown = (await get(t.app, '/v1/cms/pages/privacy?language=xx')).body.data as PageOut;
    expect(unknown.language).toBe('en');
    const cz = (await get(t.app, '/v1/cms/pages/privacy?language=cz')).body.data as PageOut;
    expect(cz.language).toBe('cs');
  });

  it('gives the help page collapsible sections with ids', async () => {
    const help = (await get(t.app, '/v1/cms/pages/help?language=de')).body.data as PageOut;
    for (const id of ['account', 'deposits', 'withdrawals', 'bonuses']) {
      expect(help.content).toContain(`<details id="${id}"`);
    }
  });

  it('answers 404 for a page that does not exist and 422 for a malformed name', async () => {
    expect((await get(t.app, '/v1/cms/pages/no-such-page')).status).toBe(404);
    expect((await get(t.app, '/v1/cms/pages/999999')).status).toBe(404);
    expect((await get(t.app, `/v1/cms/pages/${encodeURIComponent('<script>')}`)).status).toBe(422);
  });

  it('sanitises stored HTML before it reaches a page', async () => {
    const [page] = await t.database.db.select().from(cmsPages).where(eq(cmsPages.name, 'imprint'));
    await t.database.db
      .update(cmsPageTranslations)
      .set({
        content:
          '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="javascript:alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil.example"></iframe><details id="ok"><summary>S</summary></details>',
      })
      .where(eq(cmsPageTranslations.pageId, page!.id));
    const res = (await get(t.app, '/v1/cms/pages/imprint?language=en')).body.data as PageOut;
    expect(res.content).not.toMatch(/script|onclick|javascript:|iframe/i);
    expect(res.content).toContain('<p>Hi</p>');
    expect(res.content).toContain('<details id="ok">');
  });
});

describe('GET /v1/cms/pages?type=promotion', () => {
  it('lists promotions with validity, dates and the card image', async () => {
    const res = await get(t.app, '/v1/cms/pages?type=promotion&campaign_visible=1&language=pl');
    const list = res.body.data as PromotionOut[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((p) => p.language === 'pl')).toBe(true);
    expect(list.some((p) => p.is_valid)).toBe(true);
    const future = list.find((p) => !p.is_valid)!;
    expect(new Date(future.valid_from!).getTime()).toBeGreaterThan(t.clock.now.getTime());
    for (const p of list) {
      expect(p.banners.find((m) => m.title === 'card')?.url).toMatch(/^\/media\//);
      expect(p.comment.length).toBeGreaterThan(0);
    }
  });

  it('opens a promotion once its start date has passed', async () => {
    const list = (await get(t.app, '/v1/cms/pages?type=promotion&language=en')).body
      .data as PromotionOut[];
    const future = list.find((p) => !p.is_valid)!;
    const saved = t.clock.now;
    t.clock.now = new Date(new Date(future.valid_from!).getTime() + 1000);
    const later = (await get(t.app, `/v1/cms/pages/${future.id}?language=en`)).body
      .data as PromotionOut;
    t.clock.now = saved;
    expect(later.is_valid).toBe(true);
  });

  it('rejects an unknown type', async () => {
    const res = await get(t.app, '/v1/cms/pages?type=evil');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { type: expect.any(Array) } });
  });
});

describe('GET /v1/cms/banners', () => {
  const banners = async (q: string) =>
    (await get(t.app, `/v1/cms/banners?${q}`)).body.data as BannerOut[];
  const tagsOf = (b: BannerOut) => b.medias.map((m) => m.comment);

  it('sorts banners into lobbies by the comment prefix', async () => {
    const casino = await banners('language=en&tag[0]=casino');
    expect(casino.length).toBeGreaterThan(0);
    for (const b of casino) {
      const tags = tagsOf(b);
      expect(tags.every((c) => c === null) || tags.some((c) => c?.startsWith('casino'))).toBe(true);
    }
    expect(casino.some((b) => tagsOf(b).every((c) => c === null))).toBe(true);
  });

  it('keeps untagged banners out of scratch cards and crash games', async () => {
    for (const tag of ['scratchCards', 'crashGames']) {
      const list = await banners(`language=en&tag[0]=${tag}`);
      expect(list.length, tag).toBeGreaterThan(0);
      expect(list.every((b) => tagsOf(b).some((c) => c?.startsWith(tag)))).toBe(true);
    }
  });

  it('has desktop and mobile media and translated texts', async () => {
    const en = await banners('language=en&tag[0]=liveCasino');
    const de = await banners('language=de&tag[0]=liveCasino');
    expect(de.map((b) => b.id)).toEqual(en.map((b) => b.id));
    expect(de.some((b, i) => b.title !== en[i]!.title)).toBe(true);
    for (const b of en) {
      expect(b.medias.some((m) => m.is_mobile)).toBe(true);
      expect(b.medias.some((m) => !m.is_mobile)).toBe(true);
    }
  });

  it('links every banner to a page that exists', async () => {
    const routes = [
      '/casino',
      '/prime',
      '/live-casino',
      '/crash-games',
      '/others',
      '/registration',
      '/limits',
    ];
    for (const b of await banners('language=en')) {
      const url = b.options.button_url;
      const promotion = /^\/promotion\/([\w-]+)$/.exec(url)?.[1];
      const page = /^\/([\w-]+)$/.exec(url)?.[1];
      if (promotion) {
        expect((await get(t.app, `/v1/cms/pages/${promotion}`)).status, url).toBe(200);
      } else if (!routes.includes(url)) {
        expect((await get(t.app, `/v1/cms/pages/${page ?? 'none'}`)).status, url).toBe(200);
      }
    }
  });

  it('rejects an unknown tag and a bad user id', async () => {
    expect((await get(t.app, '/v1/cms/banners?tag[0]=evil')).status).toBe(422);
    expect((await get(t.app, '/v1/cms/banners?user_id=abc')).status).toBe(422);
  });
});

describe('translations, languages, maintenance, settings', () => {
  it('serves a translation group with English filling the gaps', async () => {
    const en = (await get(t.app, '/v1/cms/translation/common?language=en')).body.data as Record<
      string,
      string
    >;
    const de = (await get(t.app, '/v1/cms/translation/common?language=de')).body.data as Record<
      string,
      string
    >;
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(en.loading).toBe('Loading...');
    expect((await get(t.app, '/v1/cms/translation/nope')).status).toBe(422);
  });

  it('lists the 7 languages with English as default', async () => {
    const list = (await get(t.app, '/v1/cms/translation/languages')).body.data as {
      code: string;
      default: boolean;
    }[];
    expect(list.map((l) => l.code)).toEqual(['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es']);
    expect(list.find((l) => l.default)?.code).toBe('en');
  });

  it('reports and follows the maintenance flag', async () => {
    const ask = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/cms/skin-in-maintenance',
          headers: { authorization: SKIN_AUTH },
        })
      ).json() as { data: { in_maintenance: boolean } };
    expect((await ask()).data.in_maintenance).toBe(false);
    await t.database.db.update(skins).set({ inMaintenance: true });
    expect((await ask()).data.in_maintenance).toBe(true);
    await t.database.db.update(skins).set({ inMaintenance: false });
    expect((await ask()).data.in_maintenance).toBe(false);
  });

  it('serves the skin settings with its currencies', async () => {
    const s = (await get(t.app, '/v1/skin/settings')).body.data as {
      name: string;
      currencies: { id: number; code: string }[];
      ui_options: object;
    };
    expect(s.name).toBe('Croupier Casino');
    expect(s.currencies.map((c) => c.code)).toEqual(['EUR', 'USD', 'CAD', 'PLN', 'CZK']);
    expect(s.currencies.find((c) => c.code === 'CZK')?.id).toBe(42);
  });

  it('lists every ISO country with prefixes and the EEA flag', async () => {
    const list = (await get(t.app, '/v1/static/countries')).body.data as {
      code: string;
      code3: string;
      phone_prefix: string[] | null;
      is_EEA: number;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(245);
    expect(list.find((c) => c.code === 'MT')).toMatchObject({
      code3: 'MLT',
      phone_prefix: ['+356'],
      is_EEA: 1,
    });
    expect(list.filter((c) => c.is_EEA === 1)).toHaveLength(30);
  });

  it('looks up the country of an IP offline', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/geo/ip',
      headers: { authorization: SKIN_AUTH },
      remoteAddress: '8.8.8.8',
    });
    expect(res.json()).toEqual({ data: { ip: '8.8.8.8', country: 'US', error: null } });
  });
});

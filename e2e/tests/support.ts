import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** The platform's shapes, as far as the tests read them (`/v1/...`). */
export interface Game {
  id: number;
  provider_id: number;
  slug: string;
  name: string;
  type: string;
  reels_numbers: number | null;
  is_desktop: boolean;
  is_mobile: boolean;
  rank: number;
  image_url: string;
  provider: { id: number; code: string; name: string };
}

export interface Section {
  id: number;
  name: string;
  slug: string;
  rank: number;
  games_count: number;
}

export interface Seo {
  title: string;
  description: string;
  keywords: string;
}

export interface CmsPage {
  id: number;
  name: string;
  title: string;
  content: string;
  seo: Seo;
}

export interface Promotion extends CmsPage {
  is_valid: boolean;
  valid_from: string | null;
}

export interface Banner {
  id: number;
  title: string;
  medias: { url: string; is_mobile: boolean }[];
}

export interface SkinSettings {
  layout_settings: { brand_name: string };
  licence: { company_name: string; licence_number: string; company_registration: string };
}

type Query = Record<string, string | number>;

/** The platform API as the site calls it: with the public skin Basic header from the page. */
export class SkinApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly authorization: string,
  ) {}

  static async create(request: APIRequestContext): Promise<SkinApi> {
    const html = await (await request.get('/')).text();
    const skin = /<meta name="croupier-skin" content="([^"]+)"/.exec(html)?.[1];
    if (!skin) throw new Error('the site does not carry the croupier-skin meta tag');
    return new SkinApi(request, `Basic ${skin}`);
  }

  async get<T>(pathname: string, query: Query = {}): Promise<T> {
    const res = await this.request.get(`/v1/${pathname}`, {
      params: query,
      headers: { authorization: this.authorization, accept: 'application/json' },
    });
    expect(res.status(), `GET /v1/${pathname}`).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }

  /** Every game of a query (sorted by rank), all pages. */
  async games(query: Query): Promise<Game[]> {
    return this.get<Game[]>('casino/games', { sort: 'rank', page: 1, per_page: 500, ...query });
  }

  sections(prefix: string): Promise<Section[]> {
    return this.get<Section[]>('casino/sections', { prefix });
  }

  page(name: string, language: string): Promise<CmsPage> {
    return this.get<CmsPage>(`cms/pages/${name}`, { language });
  }

  promotions(language: string): Promise<Promotion[]> {
    return this.get<Promotion[]>('cms/pages', { type: 'promotion', campaign_visible: 1, language });
  }

  banners(language: string, tag: string): Promise<Banner[]> {
    return this.get<Banner[]>('cms/banners', { language, 'tag[0]': tag });
  }

  skinSettings(): Promise<SkinSettings> {
    return this.get<SkinSettings>('skin/settings');
  }
}

export const test = base.extend<{
  /** The `cookie_consent` value set before the page opens; null shows the cookie banner. */
  consent: string | null;
  /**
   * Whether the site's polling finds the player's unread in-session messages. Off by default:
   * the first login's "set your limits" popup would cover the page under test (like the cookie
   * banner); the message specs turn it on.
   */
  messagePopups: boolean;
  api: SkinApi;
}>({
  consent: ['e', { option: true }],
  messagePopups: [false, { option: true }],
  context: async ({ context, consent, messagePopups, baseURL }, use) => {
    if (consent !== null) {
      await context.addCookies([{ name: 'cookie_consent', value: consent, url: baseURL ?? '' }]);
    }
    if (!messagePopups) {
      await context.route('**/v1/me/messages/readone', (route) =>
        route.fulfill({ json: { data: null } }),
      );
    }
    await use(context);
  },
  api: async ({ request }, use) => {
    await use(await SkinApi.create(request));
  },
});

export { expect };

/** The main menu's links, in order, in English. */
export const MAIN_MENU_EN = [
  'Casino',
  'Prime',
  'Live casino',
  'Crash games',
  'Others',
  'Virtual sports',
  'Promotions',
];

/** The lobby's game grid (the tab panel under the section tabs). */
export function gameGrid(page: Page): Locator {
  return page.getByRole('tabpanel');
}

/** The game tiles of the grid (skeleton tiles are aria-hidden and not counted). */
export function gameTiles(page: Page): Locator {
  return gameGrid(page).getByRole('listitem');
}

/** The names of the games the grid shows, in order (each tile's picture is named by the game). */
export function shownGameNames(page: Page): Promise<string[]> {
  return gameGrid(page)
    .getByRole('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('alt') ?? ''));
}

/** Waits until the grid shows exactly these games (the previous list stays while loading). */
export async function expectGames(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => shownGameNames(page), { timeout: 10_000 }).toEqual(names);
}

/** Waits until the grid shows exactly this set of games, in any order. */
export async function expectGameSet(page: Page, names: string[]): Promise<void> {
  const sorted = [...names].sort();
  await expect
    .poll(async () => (await shownGameNames(page)).sort(), { timeout: 10_000 })
    .toEqual(sorted);
}

export async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === name);
}

/** A cookie that lives about one year (365 days, give or take a day). */
export function expectAboutOneYear(found: Cookie | undefined): void {
  expect(found, 'cookie is set').toBeDefined();
  const days = ((found?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
}

/**
 * Waits (at most 2 s) for the page's finite CSS transitions and animations to end: axe reads
 * colours as they are, and a hover overlay half-way through its fade measures a contrast that no
 * player sees for more than a frame.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** Axe on the current page; fails on serious or critical violations, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  await settleTransitions(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

/** Full-page screenshot into e2e/.artifacts/screenshots/{project}-{name}.png. */
export async function fullPageScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.resolve(
    testInfo.project.testDir,
    '../.artifacts/screenshots',
    `${testInfo.project.name}-${name}.png`,
  );
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Lazy pictures load only near the screen: walk to the bottom, then wait for every picture
 * that lies in the page's width (banner slides off to the side load when they are shown).
 */
export async function loadAllImages(page: Page): Promise<void> {
  // Off-screen tiles are neither rendered nor loaded until they come near the screen (content-
  // visibility, lazy images), and a lobby adds its later tiles after the first screen: bring
  // each picture still missing into view until none is.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const missing = () =>
          Array.from(document.images).filter((img) => {
            const box = img.getBoundingClientRect();
            const inPage = box.width > 0 && box.left >= 0 && box.left < window.innerWidth;
            return inPage && (!img.complete || img.naturalWidth === 0);
          });
        for (const img of missing()) {
          img.scrollIntoView({ block: 'center' });
          await new Promise(requestAnimationFrame);
        }
        window.scrollTo(0, 0);
        await new Promise(requestAnimationFrame);
        return missing().map((img) => img.currentSrc || img.src);
      }),
    )
    .toEqual([]);
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '@croupier/contract/cms';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import type { SkinSettings } from '@croupier/contract/skin';
import { registerSecurityHeaders } from '../src/plugins/csp.ts';
import { matchScreen, registerSpa, type Bootstrap } from '../src/plugins/spa.ts';
import { createCriticalCss, skeleton } from '../src/site/critical-css.ts';

/** A build as apps/web's Vite config writes it: index.html, assets, first-screens.json. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'site-html-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="croupier-skin" content="" />
    <title>Croupier Casino</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-R.js">
    <link rel="stylesheet" crossorigin href="/assets/index-G.css">
  </head>
  <body>
    <div id="root">
      <div class="page-loader" role="status"></div>
      <!-- /loader -->
    </div>
  </body>
</html>
`,
  );
  writeFileSync(join(dist, 'assets', 'index-E.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'runtime-R.js'), 'export {};');
  writeFileSync(
    join(dist, 'assets', 'index-G.css'),
    ':root{--bg:#000}.site-header{position:fixed}.page-loader{display:grid}' +
      '.dashboard-only{color:red}@media (min-width:1200px){.site-header{height:72px}.never{top:0}}',
  );
  writeFileSync(
    join(dist, 'assets', 'lobby-L.css'),
    '.banner-slide img{width:100%}.game-tile{aspect-ratio:3/4}',
  );
  writeFileSync(
    join(dist, '.vite', 'first-screens.json'),
    JSON.stringify({
      entry: 'assets/index-E.js',
      css: ['assets/index-G.css'],
      screens: {
        '/casino': {
          js: ['assets/lobby-L.js'],
          css: ['assets/index-G.css', 'assets/lobby-L.css'],
          ns: [],
        },
        '/login': { js: ['assets/login-P.js'], css: ['assets/index-G.css'], ns: ['login'] },
        '/:page': { js: ['assets/page-S.js'], css: ['assets/index-G.css'], ns: [] },
      },
    }),
  );
  return dist;
}

const skin = {
  layout_settings: { brand_name: 'Croupier Casino', logo_text: 'CROUPIER', logo_url: null },
} as unknown as SkinSettings;
const banner = {
  id: 1,
  title: 'Welcome',
  subtitle: '',
  options: {},
  medias: [
    { id: 1, url: '/media/banners/w-mobile.svg', is_mobile: true },
    { id: 2, url: '/media/banners/w-desktop.svg', is_mobile: false },
  ],
} as unknown as Banner;
const jackpot = {
  slug: 'mega',
  name: 'Mega',
  currency: 'EUR',
  amount: 1_234_56,
  must_drop_by: 5_000_00,
} as unknown as JackpotPublic;

describe('the site’s HTML', () => {
  let dist: string;
  let app: FastifyInstance;
  const asked: { path: string; groups: readonly string[] }[] = [];

  beforeAll(async () => {
    dist = fakeBuild();
    app = Fastify();
    // The site's own security headers: a fresh script and style nonce per response.
    await registerSecurityHeaders(app, {
      chat: { current: () => [], fresh: async () => undefined },
      kycOrigins: [],
      paymentFormOrigins: [],
    });
    await registerSpa(app, {
      distDir: dist,
      skinKey: 'key',
      skinSecret: 'secret',
      bootstrap: async (language, path, groups = []): Promise<Bootstrap> => {
        asked.push({ path, groups });
        return {
          language,
          skin,
          translations: { header: { casino: 'Casino', main_menu: 'Main menu' } },
          ...(path === '/casino'
            ? { banners: { tags: ['casino'], data: [banner] }, jackpots: [jackpot] }
            : {}),
          ...(path === '/game/play/2/5'
            ? {
                game: {
                  id: 5,
                  provider_id: 2,
                  engine: 'slots',
                  has_demo: true,
                  provider: { id: 2, code: 'croupier', name: 'Croupier' },
                },
              }
            : {}),
          ...(path === '/game/play/2/6'
            ? {
                game: {
                  id: 6,
                  provider_id: 2,
                  engine: 'slots',
                  has_demo: false,
                  provider: { id: 2, code: 'croupier', name: 'Croupier' },
                },
              }
            : {}),
        };
      },
      frameAssets: (engine, language) => [`/studio/frame/assets/${engine}-${language}.js`],
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const styleNonce = (csp: string) => /style-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];

  it('puts the lobby’s first banner first in the network queue and blocks on no stylesheet', async () => {
    const res = await app.inject({ method: 'GET', url: '/en/casino' });
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    // The first resource the page names is the banner, at high priority, per screen size.
    const firstLink = /<link [^>]*>/.exec(h)?.[0] ?? '';
    expect(firstLink).toContain('href="/media/banners/w-mobile.svg"');
    expect(firstLink).toContain('fetchpriority="high"');
    expect(h).toContain('href="/media/banners/w-desktop.svg" media="(min-width: 600px)"');
    expect(h.indexOf('w-desktop.svg')).toBeLessThan(h.indexOf('<script'));
    // Critical CSS inline, under the response's style nonce (the CSP stays strict).
    const nonce = styleNonce(String(res.headers['content-security-policy']));
    expect(nonce).toBeTruthy();
    const style = new RegExp(`<style nonce="${nonce}">([^<]*)</style>`).exec(h)?.[1] ?? '';
    expect(style).toContain('.site-header{');
    expect(style).toContain('.banner-slide img{');
    // Rules for what the first screen does not show stay out of it.
    expect(style).not.toContain('dashboard-only');
    expect(style).not.toContain('.never');
    expect(style).not.toContain('.game-tile');
    // Nothing in the head the first paint waits for or shares the link with: no stylesheet, no
    // script file, no module preload. One inline script under the response's script nonce asks
    // for them once the painted screen is on the display.
    const outsideNoscript = h.replace(/<noscript>.*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    expect(outsideNoscript).not.toMatch(/<script[^>]* src=/);
    expect(h).toContain('<noscript><link rel="stylesheet" href="/assets/index-G.css">');
    const scriptNonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    const loader = new RegExp(`<script nonce="${scriptNonce}">(.*?)</script>`).exec(h)?.[1] ?? '';
    const groups = JSON.parse(/\(document,(\[.*\]),1\)$/.exec(loader)?.[1] ?? 'null') as [
      string,
      Record<string, string>,
    ][][];
    // Two tasks: the styles first, so the site's script finds them, then the code.
    expect(groups).toHaveLength(2);
    expect(groups[0]!.every(([, a]) => a.rel === 'stylesheet')).toBe(true);
    const late = groups.flat();
    // Waits for the largest paint (the banner), then: the stylesheets (deferred, switched on by
    // the site's script), the entry's imports and the lobby's chunk, the entry last.
    expect(loader).toContain("'largest-contentful-paint'");
    expect(late.filter(([, a]) => a.rel === 'stylesheet').map(([, a]) => a.href)).toEqual([
      '/assets/index-G.css',
      '/assets/lobby-L.css',
    ]);
    for (const [, a] of late.filter(([, x]) => x.rel === 'stylesheet')) {
      expect(a).toMatchObject({ media: 'print', 'data-deferred-css': '' });
    }
    expect(late.filter(([, a]) => a.rel === 'modulepreload').map(([, a]) => a.href)).toEqual([
      '/assets/runtime-R.js',
      '/assets/lobby-L.js',
    ]);
    // The first screen shows amounts (the jackpots): the browser's number and date data is set
    // up on a worker's thread from the start, not in the middle of the site's first render.
    expect(loader).toMatch(
      /^\(function\(d,g,img\)\{var done=0;try\{new Worker\('\/intl-warm\.js\?lang='/,
    );
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(late.at(-1)).toEqual([
      'script',
      { type: 'module', crossorigin: '', src: '/assets/index-E.js' },
    ]);
    // The painted screen, then the data block (not needed to paint) at the end of the body.
    expect(res.body.indexOf('class="site-header"')).toBeLessThan(
      res.body.indexOf('id="croupier-bootstrap"'),
    );
    expect(h).not.toContain('croupier-bootstrap');
  });

  it('asks for the translation groups the address’s first screen names', async () => {
    asked.length = 0;
    const res = await app.inject({ method: 'GET', url: '/de/login' });
    expect(asked).toEqual([{ path: '/login', groups: ['login'] }]);
    expect(res.body).not.toContain('intl-warm');
    // The page's language from the first byte, not the template's English.
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="de">/);
    const h = head(res.body);
    expect(h).toContain('href="/assets/login-P.js"');
    // Nothing painted: the critical CSS is the loader's, the stylesheets still deferred.
    expect(h).toMatch(/<style nonce="[^"]+">[^<]*\.page-loader\{/);
    expect(h).not.toContain('as="image"');
  });

  it('names the language of an address without one by the visitor’s language cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/casino',
      headers: { cookie: 'language=pl' },
    });
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="pl">/);
  });

  it('names the game frame’s files on a game page, for its engine and language, and nowhere else', async () => {
    const data = (url: string) => {
      const block = /<script id="croupier-bootstrap" type="application\/json">([\s\S]*?)<\/script>/;
      return JSON.parse(block.exec(bodyOf(url))?.[1] ?? '{}') as Bootstrap;
    };
    const pages = new Map<string, string>();
    const bodyOf = (url: string) => pages.get(url)!;
    for (const url of ['/de/game/play/2/5', '/en/casino']) {
      pages.set(url, (await app.inject({ method: 'GET', url })).body);
    }
    expect(data('/de/game/play/2/5').frameAssets).toEqual(['/studio/frame/assets/slots-de.js']);
    expect(data('/de/game/play/2/5').game).toMatchObject({ id: 5, engine: 'slots' });
    expect(data('/en/casino').frameAssets).toBeUndefined();
  });

  it('asks for a guest’s demo launch as the game page arrives, as the site would, under the nonce', async () => {
    const res = await app.inject({ method: 'GET', url: '/de/game/play/2/5' });
    const scriptNonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    const inline = [...head(res.body).matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g)];
    const launch = inline.find((m) => m[2]!.includes('__croupierLaunch'));
    expect(launch?.[1]).toBe(scriptNonce);
    // Before the site's code in the head: it starts while the code downloads.
    expect(head(res.body).indexOf('__croupierLaunch')).toBeLessThan(
      head(res.body).indexOf('index-E.js'),
    );
    // The site's modules are asked for by that script, after the launch: no preload tag that
    // the browser's preload scanner would queue before it.
    expect(head(res.body)).not.toMatch(/<link rel="modulepreload"/);

    const run = (stored: string | null) => {
      const sent: { url: string; init: RequestInit }[] = [];
      const listeners: Record<string, () => void> = {};
      const head: Record<string, string>[] = [];
      const window: Record<string, unknown> = {
        localStorage: { getItem: (key: string) => (key === 'token' ? stored : null) },
        fetch: (url: string, init: RequestInit) => {
          sent.push({ url, init });
          return Promise.resolve(new Response('{}'));
        },
        addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
        document: {
          createElement: () => {
            const el: Record<string, unknown> = {};
            el.setAttribute = (name: string, value: string) => (el[name] = value);
            return el;
          },
          head: {
            appendChild: ({ setAttribute: _, ...el }: Record<string, unknown>) =>
              head.push(el as Record<string, string>),
          },
        },
      };
      runInNewContext(launch![2]!, { window });
      return {
        sent,
        preloaded: [...head],
        early: window.__croupierLaunch as { key: string } | undefined,
        load: async () => {
          listeners.load?.();
          await new Promise((resolve) => setTimeout(resolve, 0));
          return head;
        },
      };
    };
    const guest = run(null);
    expect(guest.sent).toEqual([
      {
        url: '/v1/casino/play/croupier',
        init: {
          method: 'POST',
          headers: {
            accept: 'application/json',
            authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            is_demo: 1,
            game_id: 5,
            provider_id: 2,
            user_language: 'de',
            user_currency: 'EUR',
          }),
        },
      },
    ]);
    expect(guest.early?.key).toBe('5:2:de');
    const site = [{ rel: 'modulepreload', crossorigin: '', href: '/assets/runtime-R.js' }];
    expect(guest.preloaded).toEqual(site);
    // Once the page has loaded and the launch was granted: the frame's files into the cache.
    expect(await guest.load()).toEqual([
      ...site,
      { rel: 'prefetch', href: '/studio/frame/assets/slots-de.js' },
    ]);
    // A stored session plays for real (or records its demo): the site launches itself, and the
    // site's modules are still asked for.
    const player = run('c2Vzc2lvbg==');
    expect(player.sent).toEqual([]);
    expect(player.preloaded).toEqual(site);

    // No early launch for a game without demo play, nor on any other page.
    for (const url of ['/en/game/play/2/6', '/en/casino', '/en/login']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body, url).not.toContain('__croupierLaunch');
    }
    // There the site's modules are preloaded by tags, as on every page without a painting.
    expect(head((await app.inject({ method: 'GET', url: '/en/game/play/2/6' })).body)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/runtime-R.js">',
    );
  });

  it('opens the studio frame of a granted early launch hidden, where the browser can move it', async () => {
    const res = await app.inject({ method: 'GET', url: '/de/game/play/2/5' });
    const script = [...head(res.body).matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .find((code) => code.includes('__croupierLaunch'))!;
    type Fake = {
      tag: string;
      style: Record<string, string>;
      attrs: Record<string, string>;
      children: Fake[];
      [key: string]: unknown;
    };
    const make = (tag: string): Fake => {
      const el: Fake = { tag, style: {}, attrs: {}, children: [] };
      el.setAttribute = (name: string, value: string) => (el.attrs[name] = value);
      el.appendChild = (child: Fake) => el.children.push(child);
      el.addEventListener = () => {};
      return el;
    };
    const open = async (answer: unknown, movable = true) => {
      const body = make('body');
      const window: Record<string, unknown> = {
        localStorage: { getItem: () => null },
        fetch: () => Promise.resolve(new Response(JSON.stringify(answer))),
        addEventListener: () => {},
        Element: Object.assign(function Element() {}, {
          prototype: movable ? { moveBefore() {} } : {},
        }),
        document: { createElement: make, head: make('head'), body },
      };
      runInNewContext(script, { window });
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
      return { body, early: window.__croupierFrame as { url: string; el: Fake } | undefined };
    };

    const studio = await open({ data: { play_for_fun: '/studio/launch/tok-1' } });
    expect(studio.early?.url).toBe('/studio/launch/tok-1');
    const [holder] = studio.body.children;
    expect(holder?.style).toMatchObject({ position: 'fixed', visibility: 'hidden' });
    expect(holder?.children).toEqual([studio.early?.el]);
    expect(studio.early?.el).toMatchObject({
      src: '/studio/launch/tok-1',
      className: 'game-frame',
    });
    // A browser without moveBefore, a third party's game or a refusal: the site opens it.
    for (const [answer, movable] of [
      [{ data: { play_for_fun: '/studio/launch/tok-2' } }, false],
      [{ data: { play_for_fun: 'https://games.example/launch?t=1' } }, true],
      [{ message: 'game_not_available' }, true],
    ] as const) {
      const other = await open(answer, movable);
      expect(other.early).toBeUndefined();
      expect(other.body.children).toEqual([]);
    }
  });

  it('treats a single segment as a static page only when there is one', async () => {
    const res = await app.inject({ method: 'GET', url: '/en/no-such-page' });
    expect(head(res.body)).not.toContain('page-S.js');
  });
});

describe('matchScreen', () => {
  const screens = { '/': 1, '/casino': 2, '/promotion/:id': 3, '/game/play/:p/:g': 4, '/:page': 5 };
  it('prefers an exact pattern, then one with parameters of the same length', () => {
    expect(matchScreen(screens, '/casino')).toEqual(['/casino', 2]);
    expect(matchScreen(screens, '/help')).toEqual(['/:page', 5]);
    expect(matchScreen(screens, '/promotion/welcome')).toEqual(['/promotion/:id', 3]);
    expect(matchScreen(screens, '/game/play/1/2')).toEqual(['/game/play/:p/:g', 4]);
    expect(matchScreen(screens, '/dashboard/deposit')).toBeNull();
    expect(matchScreen(screens, '/promotion/')).toBeNull();
  });
});

describe('critical CSS', () => {
  it('keeps the rules the markup matches and reuses one extraction for the same skeleton', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'critical-'));
    try {
      writeFileSync(join(dir, 'a.css'), '.t{color:red}.u{color:blue}h1{margin:0}');
      const critical = createCriticalCss(dir);
      const en = critical('<h1 class="t">Welcome</h1>', ['a.css']);
      const de = critical('<h1 class="t">Willkommen</h1>', ['a.css']);
      expect(de).toBe(en);
      const css = await en;
      expect(css).toContain('.t{');
      expect(css).toContain('h1{');
      expect(css).not.toContain('.u{');
      expect(skeleton('<a href="/en" class="x">Text</a>')).toBe('<a class="x"></a>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

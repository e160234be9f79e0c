import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Banner, Page, Promotion } from '@croupier/contract/cms';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import type { SkinSettings } from '@croupier/contract/skin';
import { createCriticalCss, type CriticalCss } from '../site/critical-css.ts';
import { earlyLaunch, isEarlyLaunchGame } from '../site/early-launch.ts';
import { prepaintHtml, promotionImage } from '../site/prepaint.ts';
import {
  COOKIES,
  DEFAULT_LANGUAGE,
  normalizeLanguage,
  type Language,
} from '@croupier/contract/constants';

export interface Bootstrap {
  language: Language;
  skin?: SkinSettings | null;
  translations?: Record<string, Record<string, string>>;
  banners?: { tags: readonly string[]; data: Banner[] };
  page?: Page;
  promotion?: Promotion;
  jackpots?: JackpotPublic[];
  [key: string]: unknown;
}

const LOADER = /<div id="root">([\s\S]*?)<!-- \/loader -->/;

/** What the web build says each address's first screen needs (apps/web/vite.config.ts). */
interface FirstScreens {
  entry: string;
  /** The entry's stylesheets. */
  css: string[];
  /** By route pattern (`/casino`, `/promotion/:id`, `/:page`): chunks beyond the entry, styles. */
  screens: Record<string, { js: string[]; css: string[]; ns?: string[] }>;
}

function readFirstScreens(root: string): FirstScreens | null {
  try {
    return JSON.parse(
      readFileSync(join(root, '.vite', 'first-screens.json'), 'utf8'),
    ) as FirstScreens;
  } catch {
    return null;
  }
}

/** The first screen of a route (without the language): an exact pattern first, then `:params`. */
export function matchScreen<T>(screens: Record<string, T>, route: string): [string, T] | null {
  const exact = screens[route];
  if (exact) return [route, exact];
  const segments = route.split('/');
  for (const [pattern, screen] of Object.entries(screens)) {
    const parts = pattern.split('/');
    if (
      parts.length === segments.length &&
      parts.every((p, i) => (p.startsWith(':') && segments[i]) || p === segments[i])
    ) {
      return [pattern, screen];
    }
  }
  return null;
}

/**
 * The built index.html taken apart: the page without the entry script, its module preloads and
 * stylesheets (`<!--assets-->` where the script was), and what they named. Each response puts
 * them back in the order that suits its first screen.
 */
function splitTemplate(html: string) {
  const modulepreloads: string[] = [];
  let entry = '';
  const page = html
    .replace(/<script type="module"[^>]*src="\/([^"]+)"[^>]*><\/script>/, (_m, src: string) => {
      entry = src;
      return '<!--assets-->';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g, (_m, href: string) => {
      modulepreloads.push(href);
      return '';
    })
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" as="font"[^>]*>/g, '');
  return { page, entry, modulepreloads };
}

/** The pre-painted first screen (see site/prepaint.ts) for the bootstrap of an address. */
function prepaint(data: Bootstrap, path: string): string | null {
  const header = data.translations?.header;
  if (!data.skin || !header) return null;
  const name = data.skin.layout_settings.brand_name || 'Croupier Casino';
  return prepaintHtml(
    {
      language: data.language,
      brand: {
        name,
        logoText: data.skin.layout_settings.logo_text || name,
        logoUrl: data.skin.layout_settings.logo_url ?? null,
      },
      header,
      banners: data.banners?.data,
      page: data.page,
      ...(data.jackpots && data.translations?.casino
        ? { jackpots: { list: data.jackpots, texts: data.translations.casino } }
        : {}),
      ...(data.promotion && data.translations?.promotion
        ? { promotion: { promotion: data.promotion, texts: data.translations.promotion } }
        : {}),
      ...(path === '/login' && data.translations?.login
        ? {
            login: {
              texts: data.translations.login,
              withEmail: data.skin.ui_options?.player_login_with_email ?? false,
            },
          }
        : {}),
    },
    path,
  );
}

/** An element the page asks for after its first paint: a tag and its attributes. */
export type LateAsset = ['link' | 'script', Record<string, string>];

/**
 * The inline script (under the response's script nonce) that asks for the site's code and its full
 * stylesheets once the server's painting of the first screen is on the display:
 * after the largest paint of its image when it has one (the banner, a promotion's picture), else
 * after the first contentful paint. A hidden page (no paint to wait for), a browser without paint
 * timing, or a paint that has not come within 3 s load them at once. The groups go in one task
 * each, in order (asking for a file costs the main thread too): the stylesheets
 * first, so they are in the page when the site's script looks for them, then the code.
 */
export function codeAfterPaint(groups: LateAsset[][], lcpImage: boolean, warmIntl = false): string {
  const list = JSON.stringify(groups.filter((g) => g.length > 0)).replace(/</g, '\\u003c');
  return (
    `(function(d,g,img){var done=0;` +
    // The first Intl format of a page sets up the browser's number and date data (ICU): on a
    // phone, the longest single task of the site's first render. A worker does it on its own
    // thread while the page paints and the code downloads; ICU's caches are the process's, so the
    // site's first format then costs its main thread next to nothing (public/intl-warm.js).
    // Only for a first screen that shows amounts or dates: elsewhere the worker's thread would
    // only compete with the page's own work.
    (warmIntl
      ? `try{new Worker('/intl-warm.js?lang='+encodeURIComponent(d.documentElement.lang))}catch(e){}`
      : '') +
    // A tap on a painted form's button, or Enter in its fields, before the code has come: kept
    // for the site's form, which sends it once it has replaced the painting.
    `function want(e){var t=e.target;if(!t||!t.closest)return;` +
    `if(e.type==='click'?t.closest('[data-prepaint-submit]'):e.key==='Enter'&&t.closest('[data-prepaint-form]'))` +
    `window.__croupierPrepaintSubmit=1}` +
    `d.addEventListener('click',want,true);d.addEventListener('keydown',want,true);` +
    `function add(i){if(i>=g.length)return;` +
    `g[i].forEach(function(x){var e=d.createElement(x[0]);` +
    `for(var k in x[1])e.setAttribute(k,x[1][k]);d.head.appendChild(e)});` +
    `setTimeout(function(){add(i+1)},0)}` +
    `function go(){if(done)return;done=1;add(0)}` +
    `if(d.visibilityState!=='visible'||typeof PerformanceObserver!=='function')return go();` +
    `setTimeout(go,3000);` +
    `try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){` +
    `if(img?e.url:e.name==='first-contentful-paint')setTimeout(go,0)})})` +
    `.observe({type:img?'largest-contentful-paint':'paint',buffered:true})}` +
    `catch(e){go()}})(document,${list},${lcpImage ? 1 : 0})`
  );
}

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

function readCookie(header: string | undefined, name: string): string | null {
  const hit = header?.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  try {
    return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built player site: hashed assets with long caching, and index.html for every
 * other path (client-side routing), with the skin's public Basic credentials in a meta tag.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: {
    distDir: string;
    skinKey: string;
    skinSecret: string;
    /** Data the first screen needs, written into the page for a language. */
    bootstrap?: (
      language: Language,
      path: string,
      groups?: readonly string[],
    ) => Promise<Bootstrap>;
    /** The game frame's files for an engine and language (studio/frame-assets.ts). */
    frameAssets?: (engine: string, language: Language) => string[];
  },
): Promise<boolean> {
  const root = resolve(opts.distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`site not built (${indexPath} missing): run "npm run build"`);
    return false;
  }
  const credentials = Buffer.from(`${opts.skinKey}:${opts.skinSecret}`).toString('base64');
  // Re-read when the build changes, so a rebuild never leaves the page pointing at old assets.
  let cached: {
    mtimeMs: number;
    template: ReturnType<typeof splitTemplate>;
    screens: FirstScreens | null;
    critical: CriticalCss;
  } | null = null;
  const index = () => {
    const { mtimeMs } = statSync(indexPath);
    if (!cached || mtimeMs !== cached.mtimeMs) {
      const html = readFileSync(indexPath, 'utf8').replace(
        '<meta name="croupier-skin" content="" />',
        `<meta name="croupier-skin" content="${credentials}" />`,
      );
      cached = {
        mtimeMs,
        template: splitTemplate(html),
        screens: readFirstScreens(root),
        critical: createCriticalCss(root),
      };
    }
    return cached;
  };

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build writes a brotli file beside each script, stylesheet and SVG (quality 11).
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(root, 'assets')}`);
      res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  async function sendIndex(req: FastifyRequest, reply: FastifyReply) {
    const built = index();
    const { template, screens } = built;
    const nonces = (reply as { cspNonce?: { style?: string; script?: string } }).cspNonce;
    const nonce = nonces?.style;
    const scriptNonce = nonces?.script;
    let html = template.page;
    const segments = (req.url.split(/[?#]/)[0] ?? '/').split('/');
    const prefixed = normalizeLanguage(segments[1]);
    const route =
      `/${(prefixed ? segments.slice(2) : segments.slice(1)).join('/')}`.replace(/\/$/, '') || '/';
    const matched = screens ? matchScreen(screens.screens, route) : null;
    let data: Bootstrap | null = null;
    const language =
      prefixed ??
      normalizeLanguage(readCookie(req.headers.cookie, COOKIES.language)) ??
      DEFAULT_LANGUAGE;
    // The page's language from its first byte (a screen reader reads the painting in it).
    html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    if (opts.bootstrap) {
      try {
        data = await opts.bootstrap(language, route, matched?.[1].ns ?? []);
      } catch (err) {
        req.log.warn({ err }, 'bootstrap data unavailable; the site fetches it itself');
      }
    }

    // The first screen: the server's painting of it, the code and the styles it needs.
    const painted = data ? prepaint(data, route) : null;
    if (painted) html = html.replace(LOADER, `<div id="root">${painted}`);
    // A single segment is a static page's address only when there is such a page.
    const screen = matched && (matched[0] !== '/:page' || data?.page) ? matched[1] : null;
    const stylesheets = [...new Set([...(screens?.css ?? []), ...(screen?.css ?? [])])];
    const modulepreloads = [...new Set([...template.modulepreloads, ...(screen?.js ?? [])])];

    // Critical CSS goes under the response's nonce (the CSP stays strict); without a nonce or a
    // build that lists the styles, the stylesheets block the first paint as any stylesheet does.
    let critical: string | null = null;
    if (nonce && screens) {
      const firstPaint = painted ?? LOADER.exec(html)?.[1] ?? '';
      try {
        critical = await built.critical(firstPaint, stylesheets);
      } catch (err) {
        req.log.warn({ err }, 'critical css unavailable: the stylesheets block the first paint');
      }
    }

    const link = (attrs: string, href: string) => `<link ${attrs} href="/${href}">`;
    // The lobby's first banner is the largest paint: first in the network queue.
    const banner = data?.banners?.data[0]?.medias ?? [];
    const mobile = banner.find((m) => m.is_mobile)?.url;
    const desktop = banner.find((m) => !m.is_mobile)?.url;
    // A promotion's image is its page's largest paint.
    const promotion = painted && data?.promotion ? promotionImage(data.promotion) : null;
    const deferred = critical !== null;
    // With the first screen painted by the server, the code is not on the first paint's path: it
    // is asked for once that screen (and its largest image) is on the display, so the document
    // and the banner have the slow link to themselves. Without a painting the code is the page.
    const afterPaint = Boolean(painted && scriptNonce && template.entry);
    const lcpImage = Boolean(promotion || mobile || desktop);
    // A game page names the frame's files: fetched while the page waits for the launch.
    const engine = (data?.game as { engine?: unknown } | undefined)?.engine;
    const frameFiles =
      typeof engine === 'string' && opts.frameAssets
        ? opts.frameAssets(engine, language)
        : undefined;
    // A game page asks for a guest's demo launch before its code arrives (site/early-launch.ts).
    const game = data?.game;
    // Without a painting its script also asks for the site's modules, after the launch.
    const launch =
      isEarlyLaunchGame(game) && scriptNonce
        ? earlyLaunch(
            game,
            language,
            credentials,
            frameFiles ?? [],
            afterPaint ? [] : modulepreloads.map((f) => `/${f}`),
          )
        : '';
    const assets = [
      launch && `<script nonce="${scriptNonce}">${launch}</script>`,
      promotion &&
        `<link rel="preload" as="image" href="${escapeAttr(promotion)}" fetchpriority="high">`,
      mobile &&
        `<link rel="preload" as="image" href="${escapeAttr(mobile)}" media="(max-width: 599px)" fetchpriority="high">`,
      desktop &&
        `<link rel="preload" as="image" href="${escapeAttr(desktop)}" media="(min-width: 600px)" fetchpriority="high">`,
      deferred && `<style nonce="${nonce}">${critical}</style>`,
      ...(afterPaint
        ? [
            `<script nonce="${scriptNonce}">${codeAfterPaint(
              [
                [
                  ...(deferred
                    ? stylesheets.map((f): LateAsset => [
                        'link',
                        {
                          rel: 'stylesheet',
                          media: 'print',
                          'data-deferred-css': '',
                          href: `/${f}`,
                        },
                      ])
                    : []),
                ],
                [
                  ...modulepreloads.map((f): LateAsset => [
                    'link',
                    { rel: 'modulepreload', crossorigin: '', href: `/${f}` },
                  ]),
                  ['script', { type: 'module', crossorigin: '', src: `/${template.entry}` }],
                ],
              ],
              lcpImage,
              Boolean(data?.jackpots?.length || data?.promotion),
            )}</script>`,
          ]
        : [
            template.entry &&
              `<script type="module" crossorigin src="/${template.entry}"></script>`,
            ...(launch ? [] : modulepreloads).map((f) =>
              link('rel="modulepreload" crossorigin', f),
            ),
          ]),
      // Deferred: fetched at low priority (media print), switched on by the site's script before
      // its first render (apps/web/src/main.tsx); a visitor without scripts gets them as usual.
      ...(afterPaint && deferred
        ? []
        : stylesheets.map((f) =>
            link(
              deferred
                ? 'rel="stylesheet" crossorigin media="print" data-deferred-css'
                : 'rel="stylesheet" crossorigin',
              f,
            ),
          )),
      deferred &&
        stylesheets.length > 0 &&
        `<noscript>${stylesheets.map((f) => link('rel="stylesheet"', f)).join('')}</noscript>`,
    ]
      .filter(Boolean)
      .join('');
    html = html.replace('<!--assets-->', assets);
    if (data && frameFiles) data = { ...data, frameAssets: frameFiles };
    if (data) {
      // At the end of the body: the site's script reads it, the first paint does not need it.
      // `<` escaped: no text inside can close the block.
      const json = JSON.stringify(data).replace(/</g, '\\u003c');
      html = html.replace(
        '</body>',
        `<script id="croupier-bootstrap" type="application/json">${json}</script></body>`,
      );
    }
    if (nonce) html = html.replace('</head>', `<meta name="csp-nonce" content="${nonce}"></head>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = /^\/(v1|staff|media|docs|dev)(\/|$)/.test(path);
    const looksLikeFile = /\.[a-z0-9]{2,5}$/i.test(path);
    if (req.method !== 'GET' || isApi || looksLikeFile) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return sendIndex(req, reply);
  });
  return true;
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Banner, Page } from '@croupier/contract/cms';
import type { SkinSettings } from '@croupier/contract/skin';
import { prepaintHtml } from '../site/prepaint.ts';
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
  [key: string]: unknown;
}

const LOADER = /<div id="root">[\s\S]*?<!-- \/loader -->/;

/** The stylesheets of a lazy route module, from Vite's build manifest. */
function routeStylesheets(root: string, module: string): string[] {
  try {
    const manifest = JSON.parse(
      readFileSync(join(root, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { css?: string[] }>;
    return manifest[module]?.css ?? [];
  } catch {
    return [];
  }
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
    },
    path,
  );
}

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
    bootstrap?: (language: Language, path: string) => Promise<Bootstrap>;
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
  let cached = { mtimeMs: -1, html: '', pageCss: [] as string[] };
  const index = () => {
    const { mtimeMs } = statSync(indexPath);
    if (mtimeMs !== cached.mtimeMs) {
      const html = readFileSync(indexPath, 'utf8').replace(
        '<meta name="croupier-skin" content="" />',
        `<meta name="croupier-skin" content="${credentials}" />`,
      );
      cached = {
        mtimeMs,
        html,
        pageCss: routeStylesheets(root, 'src/static-pages/static-page.tsx'),
      };
    }
    return cached;
  };

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
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
    let html = built.html;
    if (opts.bootstrap) {
      const segments = (req.url.split(/[?#]/)[0] ?? '/').split('/');
      const prefixed = normalizeLanguage(segments[1]);
      const language =
        prefixed ??
        normalizeLanguage(readCookie(req.headers.cookie, COOKIES.language)) ??
        DEFAULT_LANGUAGE;
      const path = `/${(prefixed ? segments.slice(2) : segments.slice(1)).join('/')}`;
      try {
        const route = path.replace(/\/$/, '') || '/';
        const data = await opts.bootstrap(language, route);
        // `<` escaped: no text inside can close the block.
        const json = JSON.stringify(data).replace(/</g, '\\u003c');
        // The lobby's first banner is the largest paint: fetch it with the page.
        const first = data.banners?.data[0]?.medias ?? [];
        const mobile = first.find((m) => m.is_mobile)?.url;
        const desktop = first.find((m) => !m.is_mobile)?.url;
        const painted = prepaint(data, route);
        if (painted) html = html.replace(LOADER, `<div id="root">${painted}`);
        const stylesheets = data.page
          ? built.pageCss.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
          : [];
        const preload = [
          ...stylesheets,
          mobile &&
            `<link rel="preload" as="image" href="${mobile}" media="(max-width: 599px)" fetchpriority="high">`,
          desktop &&
            `<link rel="preload" as="image" href="${desktop}" media="(min-width: 600px)" fetchpriority="high">`,
        ]
          .filter(Boolean)
          .join('');
        html = html.replace(
          '</head>',
          `${preload}<script id="croupier-bootstrap" type="application/json">${json}</script></head>`,
        );
      } catch (err) {
        req.log.warn({ err }, 'bootstrap data unavailable; the site fetches it itself');
      }
    }
    const nonce = (reply as { cspNonce?: { style?: string } }).cspNonce?.style;
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

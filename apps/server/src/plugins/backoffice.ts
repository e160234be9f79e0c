import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the console lives (its Vite `base`). */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * Serves the operator's console (apps/backoffice, built to BACKOFFICE_DIST) at /backoffice/:
 * hashed assets cached for good, index.html never cached and answered for every client route
 * (/backoffice, /backoffice/anything-without-a-dot). Nothing of it is for search engines. When
 * the console is not built (tests), nothing is registered.
 */
export async function registerBackoffice(
  app: FastifyInstance,
  opts: { distDir: string },
): Promise<boolean> {
  const root = resolve(opts.distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(
      `back office not built (${indexPath} missing): run "npm run build -w @croupier/backoffice"`,
    );
    return false;
  }
  // Re-read when the build changes, so a rebuild never leaves the page pointing at old assets.
  let cached = { mtimeMs: -1, html: '' };
  const index = () => {
    const { mtimeMs } = statSync(indexPath);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
    return cached.html;
  };
  const assets = join(root, 'assets');

  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_req, reply) => {
        reply.header('x-robots-tag', 'noindex, nofollow');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        wildcard: true,
        index: false,
        setHeaders(res, path) {
          res.header(
            'cache-control',
            path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });

      const sendIndex = (reply: FastifyReply) => {
        let html = index();
        // The dialog's scroll lock needs one inline <style>: the response's CSP style nonce.
        const nonce = (reply as { cspNonce?: { style?: string } }).cspNonce?.style;
        if (nonce) {
          html = html.replace('</head>', `<meta name="csp-nonce" content="${nonce}"></head>`);
        }
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      };
      // Fastify's prefix: '/' answers /backoffice and /backoffice/ alike.
      scope.get('/', { schema: { hide: true } }, async (_req, reply) => sendIndex(reply));
      scope.get('/index.html', { schema: { hide: true } }, async (_req, reply) => sendIndex(reply));
      // Client routes: any GET without a file extension is the console's page; a missing file
      // (a dot in the last segment) is a plain 404, never the page.
      scope.setNotFoundHandler((req, reply) => {
        const path = req.url.split('?')[0] ?? '/';
        const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
        if ((req.method !== 'GET' && req.method !== 'HEAD') || looksLikeFile) {
          return reply.status(404).send({ message: 'Not found' });
        }
        return sendIndex(reply);
      });
    },
    { prefix: BACKOFFICE_PREFIX },
  );
  return true;
}

/**
 * The built game frame served at /studio/frame/ (same origin, the site's CSP), and the frame's
 * page as a launch link answers it (its session written in).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { frame, launch } from './studio-support.ts';

let ctx: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>frame</title>' +
      '<script type="module" crossorigin src="/studio/frame/assets/main-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/studio/frame/assets/main-abc123.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // The build manifest the server names an engine's files from (Vite's build.manifest).
  mkdirSync(join(dist, '.vite'));
  const chunk = (file: string, extra: object = {}) => ({ file, ...extra });
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': chunk('assets/main-abc123.js', { css: ['assets/main-abc123.css'] }),
      'src/games/slots/index.tsx': chunk('assets/index-slots1.js', {
        imports: ['_reels.js'],
        css: ['assets/index-slots1.css'],
      }),
      '_reels.js': chunk('assets/reels-r1.js'),
      'src/i18n/de.ts': chunk('assets/de-d1.js'),
    }),
  );
  ctx = await buildTestApp({ STUDIO_DIST: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /studio/frame/', () => {
  it('serves the frame page, framable by the site only, not cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/studio/frame/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>frame</title>');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long caching, and redirects the bare path', async () => {
    const asset = await ctx.app.inject({
      method: 'GET',
      url: '/studio/frame/assets/main-abc123.js',
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const bare = await ctx.app.inject({ method: 'GET', url: '/studio/frame' });
    expect([301, 302, 308]).toContain(bare.statusCode);
    expect(bare.headers.location).toBe('/studio/frame/');
    const missing = await ctx.app.inject({ method: 'GET', url: '/studio/frame/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /studio/launch/{token} with the frame built', () => {
  it("answers the frame's page with its session in it, once, and names the engine's files", async () => {
    const [game] = await ctx.database.db
      .select({ id: t.games.id, providerId: t.games.providerId, providerCode: t.providers.code })
      .from(t.games)
      .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
      .where(eq(t.games.engine, 'slots'))
      .limit(1);
    const launched = await launch(ctx.app, game!, { is_demo: 1, user_language: 'de' });
    const url = (launched.body.data as { play_for_fun: string }).play_for_fun;

    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The session's token is in the page: never stored by a cache, never sent on as a referrer.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('<html lang="de"');
    const block = /<script id="studio-boot" type="application\/json">([^<]*)<\/script>/.exec(
      page.body,
    );
    const boot = JSON.parse(block![1]!) as { token: string; session: Record<string, unknown> };
    // The session in the page is the one the frame would have asked for.
    const asked = await frame(ctx.app, boot.token, 'GET', '/studio/v1/session');
    expect(asked.status).toBe(200);
    expect(boot.session).toEqual(asked.body.data);
    expect(boot.session).toMatchObject({ mode: 'demo', language: 'de', balance: 100_000 });
    // The engine's chunk, what it imports, its styles and the language's texts, beside the
    // frame's own code (which the page already names once).
    for (const file of ['index-slots1.js', 'reels-r1.js', 'de-d1.js']) {
      expect(page.body).toContain(
        `<link rel="modulepreload" crossorigin href="/studio/frame/assets/${file}">`,
      );
    }
    expect(page.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/studio/frame/assets/index-slots1.css">',
    );
    expect(page.body.match(/assets\/main-abc123\.js/g)).toHaveLength(1);

    // The link works once.
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(410);
  });
});

/** The built game frame served at /studio/frame/ (same origin, the site's CSP). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let ctx: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>frame</title>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
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

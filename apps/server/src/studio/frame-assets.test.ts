import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrameAssets } from './frame-assets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A frame build's manifest as Vite writes it (`build.manifest`). */
function build(manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(join(tmpdir(), 'frame-assets-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const MANIFEST = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    css: ['assets/index-B.css'],
    dynamicImports: ['src/games/slots/index.tsx', 'src/i18n/cs.ts'],
  },
  'src/games/slots/index.tsx': {
    file: 'assets/slots-C.js',
    imports: ['_catalog-D.js', 'index.html', '_ui-E.js'],
    css: ['assets/slots-F.css'],
  },
  '_catalog-D.js': { file: 'assets/catalog-D.js', imports: ['_ui-E.js'] },
  '_ui-E.js': { file: 'assets/ui-E.js' },
  'src/i18n/cs.ts': { file: 'assets/cs-G.js' },
};

describe('the game frame’s files for a game page', () => {
  it('lists the entry, the engine with what it imports, their styles and the language’s texts, once each', () => {
    const assets = createFrameAssets(build(MANIFEST));
    expect(assets('slots', 'en')).toEqual([
      '/studio/frame/assets/index-A.js',
      '/studio/frame/assets/index-B.css',
      '/studio/frame/assets/slots-C.js',
      '/studio/frame/assets/slots-F.css',
      '/studio/frame/assets/catalog-D.js',
      '/studio/frame/assets/ui-E.js',
    ]);
    expect(assets('slots', 'cs')).toContain('/studio/frame/assets/cs-G.js');
    // A language without a chunk of its own adds nothing.
    expect(assets('slots', 'de')).toHaveLength(6);
  });

  it('lists nothing for an engine the build does not have, or without a build', () => {
    expect(createFrameAssets(build(MANIFEST))('roulette', 'en')).toEqual([]);
    expect(createFrameAssets(build(MANIFEST))('__proto__', 'en')).toEqual([]);
    expect(createFrameAssets(join(tmpdir(), 'no-such-frame-build'))('slots', 'en')).toEqual([]);
  });

  it('reads the manifest again when the frame is built again', () => {
    const dist = build(MANIFEST);
    const assets = createFrameAssets(dist);
    expect(assets('slots', 'en')[0]).toBe('/studio/frame/assets/index-A.js');
    const path = join(dist, '.vite', 'manifest.json');
    writeFileSync(
      path,
      JSON.stringify({
        ...MANIFEST,
        'index.html': { ...MANIFEST['index.html'], file: 'assets/index-Z.js' },
      }),
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(path, later, later);
    expect(assets('slots', 'en')[0]).toBe('/studio/frame/assets/index-Z.js');
  });
});

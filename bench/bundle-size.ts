/**
 * First-load JavaScript and CSS, gzipped (level 9) and as served (brotli 11, what the build
 * writes beside each file), of:
 * - the player site's lobby (`/en`): the entry chunk with its static imports and the chunks the
 *   server preloads for the lobby's first screen (apps/web/vite.config.ts, first-screens.json),
 *   and the same for every other first screen the build lists; plus what the lobby loads once
 *   its first screen is done (toasts, the carousel, the live socket, a guest's session watchers);
 * - the game studio's frame, per engine: the frame's entry and its static imports plus the
 *   engine's chunk and its imports (all a frame downloads before its first spin).
 * Builds both into temporary folders (apps/*\/dist stay as they are), then:
 *   node --import tsx bench/bundle-size.ts
 * writes bench/results/bundle-size.json (OUT=path to write elsewhere).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const out = process.env.OUT ?? new URL('results/bundle-size.json', import.meta.url).pathname;
const BUDGET_KIB = 120;

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizer(dist: string) {
  return (file: string): FileSize => {
    const buf = readFileSync(join(dist, file));
    const br = join(dist, `${file}.br`);
    return {
      file,
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      // The build skips files under 1 KiB: those go as they are.
      brotli: existsSync(br) ? readFileSync(br).length : buf.length,
    };
  };
}

const sum = (files: FileSize[], key: 'raw' | 'gzip' | 'brotli', ext: string) =>
  files.filter((f) => f.file.endsWith(ext)).reduce((s, f) => s + f[key], 0);

const totals = (files: FileSize[]) => ({
  js_gzip_bytes: sum(files, 'gzip', '.js'),
  js_brotli_bytes: sum(files, 'brotli', '.js'),
  css_gzip_bytes: sum(files, 'gzip', '.css'),
  files,
});

async function buildApp(app: 'web' | 'studio'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `bundle-${app}-`));
  await build({
    root: new URL(`../apps/${app}/`, import.meta.url).pathname,
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true, manifest: true },
  });
  return dir;
}

// ---- The player site ----------------------------------------------------------------------------

interface FirstScreens {
  entry: string;
  css: string[];
  screens: Record<string, { js: string[]; css: string[] }>;
}
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

const web = await buildApp('web');
const studio = await buildApp('studio');
try {
  const size = sizer(web);
  const screens = JSON.parse(
    readFileSync(join(web, '.vite', 'first-screens.json'), 'utf8'),
  ) as FirstScreens;
  const html = readFileSync(join(web, 'index.html'), 'utf8');
  // The entry and what index.html preloads with it (its static imports).
  const initial = [
    screens.entry,
    ...[...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!),
  ];
  const firstScreen = (pattern: string) => {
    const screen = screens.screens[pattern];
    if (!screen) throw new Error(`no first screen ${pattern} in the build`);
    return totals([...new Set([...initial, ...screen.js, ...screen.css])].map(size));
  };
  const lobby = firstScreen('/');

  // What the lobby loads once its first screen is done (apps/web/src/lib/idle.ts).
  const manifest = JSON.parse(
    readFileSync(join(web, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const m = manifest[key];
    if (!m || seen.has(key)) return seen;
    seen.add(key);
    m.imports?.forEach((k) => closure(k, seen));
    return seen;
  };
  const files = (keys: Set<string>) =>
    [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]);
  const loaded = new Set([...initial, ...(screens.screens['/']?.js ?? [])]);
  const deferredModules = [
    'src/components/toaster.tsx',
    'src/auth/session-watcher.tsx',
    'src/change-password/player-gates.tsx',
    'src/casino/banner-slider.tsx',
  ];
  const socket = Object.keys(manifest).find((k) => /socket\.io-client\/.*esm\/index\.js$/.test(k));
  const afterFirstScreen = totals(
    [
      ...new Set(
        [...deferredModules, ...(socket ? [socket] : [])].flatMap((k) => files(closure(k))),
      ),
    ]
      .filter((f) => !loaded.has(f))
      .map(size),
  );

  const webResult = {
    // The lobby (/en): entry, its static imports and the lobby's first-screen chunks.
    first_load: { ...lobby, budget_gzip_bytes: BUDGET_KIB * 1024 },
    first_screens: Object.fromEntries(
      Object.keys(screens.screens).map((p) => {
        const { files: _files, ...t } = firstScreen(p);
        return [p, t];
      }),
    ),
    after_first_screen: afterFirstScreen,
    lazy_chunks: readdirSync(join(web, 'assets'))
      .filter((f) => f.endsWith('.js') && !loaded.has(`assets/${f}`))
      .map((f) => size(`assets/${f}`))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 25),
  };

  // ---- The studio: per engine -------------------------------------------------------------------
  const studioSize = sizer(studio);
  const studioManifest = JSON.parse(
    readFileSync(join(studio, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const studioClosure = (key: string, seen = new Set<string>()): Set<string> => {
    const m = studioManifest[key];
    if (!m || seen.has(key)) return seen;
    seen.add(key);
    m.imports?.forEach((k) => studioClosure(k, seen));
    return seen;
  };
  const studioFiles = (keys: Set<string>) =>
    [...keys].flatMap((k) => [studioManifest[k]!.file, ...(studioManifest[k]!.css ?? [])]);
  const frame = studioFiles(studioClosure('index.html'));
  const engines = Object.keys(studioManifest)
    .map((k) => /^src\/games\/([^/]+)\/index\.tsx$/.exec(k))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const own = studioFiles(studioClosure(m[0])).filter((f) => !frame.includes(f));
      const { files: _files, ...t } = totals([...frame, ...own].map(studioSize));
      return [m[1]!, { ...t, engine_files: own }] as const;
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
  const studioResult = {
    frame: totals(frame.map(studioSize)),
    // The frame plus the engine's own chunks: what a game downloads before its first spin.
    engines: Object.fromEntries(engines),
  };

  const result = { measured_at: new Date().toISOString(), web: webResult, studio: studioResult };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `lobby first-load JS ${kib(lobby.js_gzip_bytes)} gzip (${kib(lobby.js_brotli_bytes)} brotli, budget ${BUDGET_KIB} KiB), CSS ${kib(lobby.css_gzip_bytes)} gzip; after the first screen ${kib(afterFirstScreen.js_gzip_bytes)}`,
  );
  for (const [p, t] of Object.entries(webResult.first_screens)) {
    console.log(`  ${p}: JS ${kib(t.js_gzip_bytes)} gzip, CSS ${kib(t.css_gzip_bytes)}`);
  }
  console.log(`studio frame ${kib(studioResult.frame.js_gzip_bytes)} gzip; with its engine:`);
  for (const [name, t] of engines) console.log(`  ${name}: JS ${kib(t.js_gzip_bytes)} gzip`);
  console.log(`written to ${out}`);
} finally {
  rmSync(web, { recursive: true, force: true });
  rmSync(studio, { recursive: true, force: true });
}

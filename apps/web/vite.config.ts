import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** A first screen: its route module, and the translation groups it needs beyond the shell's. */
type Screen = string | { module: string; ns: string[] };

/**
 * The code, styles and texts of each address's first screen, for the server's HTML: which route
 * module an address opens (patterns as the server matches them, without the language prefix),
 * the translation groups it needs beyond FIRST_SCREEN_GROUPS and, from the build, the chunks it
 * imports beyond the entry and every stylesheet it needs. Written to `.vite/first-screens.json`;
 * the server preloads exactly these, inlines the critical part of the styles and writes the texts
 * into the page, so the first render is whole (apps/server/src/plugins/spa.ts).
 */
function firstScreens(routes: Record<string, Screen>): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'croupier-first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle is final (Vite drops the chunks that only carried CSS before writing).
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const initial = new Set([entry.fileName, ...entry.imports]);
      const closure = (fileName: string, js: Set<string>, css: Set<string>) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || js.has(fileName)) return;
        js.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
        chunk.imports.forEach((f) => closure(f, js, css));
      };
      const entryCss = new Set<string>();
      closure(entry.fileName, new Set(), entryCss);
      const screens: Record<string, { js: string[]; css: string[]; ns: string[] }> = {};
      for (const [pattern, screen] of Object.entries(routes)) {
        const { module, ns } = typeof screen === 'string' ? { module: screen, ns: [] } : screen;
        const id = resolve(root, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) throw new Error(`first screen ${pattern}: no chunk for ${module}`);
        const js = new Set<string>();
        const css = new Set(entryCss);
        closure(chunk.fileName, js, css);
        screens[pattern] = { js: [...js].filter((f) => !initial.has(f)), css: [...css], ns };
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(
        join(outDir, '.vite', 'first-screens.json'),
        `${JSON.stringify({ entry: entry.fileName, css: [...entryCss], screens }, null, 2)}\n`,
      );
    },
  };
}

/**
 * Brotli (quality 11) beside every script, stylesheet and SVG of the build: the server sends these
 * instead of compressing on the fly (quality 4), about a fifth fewer bytes on a slow link.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'croupier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const path = join(outDir, file);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        const compressed = brotliCompressSync(source, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        writeFileSync(`${path}.br`, compressed);
      }
    },
  };
}

/**
 * sonner injects its stylesheet as an inline <style>, which the strict CSP (style-src 'self')
 * refuses, with a console error on every page. The site imports sonner's CSS file instead, so
 * the injection is dropped at build time.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'croupier-sonner-without-inline-style',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]/.test(id)) return null;
      return code.replace(/^__insertCSS\(/m, 'void (');
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    sonnerWithoutInlineStyle(),
    firstScreens({
      '/': 'src/casino/casino-page.tsx',
      '/casino': 'src/casino/casino-page.tsx',
      '/prime': 'src/casino/prime-page.tsx',
      '/live-casino': 'src/casino/live-casino-page.tsx',
      '/crash-games': 'src/casino/crash-games-page.tsx',
      '/others': 'src/casino/others-page.tsx',
      '/virtual-sports': 'src/virtual-sports/virtual-sports-page.tsx',
      '/promotion': { module: 'src/promotions/promotions-page.tsx', ns: ['promotion'] },
      '/promotion/:id': {
        module: 'src/promotions/promotions-page.tsx',
        ns: ['promotion', 'myBonus'],
      },
      '/login': { module: 'src/login/login-page.tsx', ns: ['login'] },
      '/registration': {
        module: 'src/registration/registration-page.tsx',
        ns: ['registration', 'login'],
      },
      '/game/play/:provider/:game': 'src/game/game-page.tsx',
      // Any other single segment: a static page (help, privacy, ...), as the site's routes say.
      '/:page': 'src/static-pages/static-page.tsx',
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry imports in one chunk: one request, and one gzip/brotli dictionary
        // instead of a dozen small files compressed apart.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], priority: 2 }] },
      },
    },
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // The server reads .vite/first-screens.json (above) for each address's preloads and styles.
    manifest: true,
    // The server reads dist/index.html and injects the skin credentials.
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      // The platform socket (socket.io): its long-polling requests and the websocket upgrade.
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});

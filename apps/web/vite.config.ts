import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The shell and the lobby are lazy route chunks, but nearly every visit needs them: preload them
 * (and what they import) from index.html so they download alongside the entry instead of after
 * it has run.
 */
function preloadLandingChunks(entries: readonly string[]): Plugin {
  return {
    name: 'croupier-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          if (entries.some((e) => chunk.facadeModuleId?.endsWith(e))) visit(chunk.fileName);
        }
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (entry?.type === 'chunk') {
          files.delete(entry.fileName);
          entry.imports.forEach((f) => files.delete(f));
        }
        const css = new Set<string>();
        for (const f of files) {
          const chunk = bundle[f];
          if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((c) => css.add(c));
        }
        const fonts = Object.values(bundle)
          .filter((a) => a.type === 'asset' && /inter-latin-wght-normal.*\.woff2$/.test(a.fileName))
          .map((a) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${a.fileName}`,
            },
            injectTo: 'head' as const,
          }));
        return [
          ...fonts,
          ...[...css].map((f) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
          ...[...files].map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
        ];
      },
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
    preloadLandingChunks(['src/shell/shell-layout.tsx', 'src/casino/casino-page.tsx']),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server reads .vite/manifest.json for the stylesheets of a pre-painted static page.
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

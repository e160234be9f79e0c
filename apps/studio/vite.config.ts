import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React's API on Preact (`preact/compat`) in the frame: the frame's code is on the game's first
 * spin path, downloaded beside the site's own code on a phone's link, and React's DOM renderer
 * was 63 of the frame entry's 80 KiB gzipped. The sources keep importing `react`; the tests run
 * on the same aliases (vitest.config.ts), so what is tested is what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The game frame: served by the server at /studio/frame/ (see apps/server/src/studio). */
export default defineConfig({
  base: '/studio/frame/',
  plugins: [react()],
  resolve: { alias: preactAliases },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the server: the game page names the frame's files for its engine ahead of time.
    manifest: true,
  },
  server: {
    port: 5174,
    proxy: { '/studio/v1': 'http://localhost:3000' },
  },
});

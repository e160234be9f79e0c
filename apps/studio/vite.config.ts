import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The game frame: served by the server at /studio/frame/ (see apps/server/src/studio). */
export default defineConfig({
  base: '/studio/frame/',
  plugins: [react()],
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

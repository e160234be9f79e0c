import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * sonner injects its stylesheet as an inline <style>, which the strict CSP (style-src 'self')
 * refuses: the console imports sonner's CSS file instead, so the injection is dropped at build
 * time (as the player site does).
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

/** The operator's console, served by the platform at /backoffice/ (plugins/backoffice.ts). */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), sonnerWithoutInlineStyle()],
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: { '/staff': 'http://localhost:3000' },
  },
});

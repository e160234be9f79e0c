import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/studio/vite.config.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's two. The server
    // files spend much of their time waiting on the database (PostgreSQL or PGlite I/O), so two
    // workers use both cores; TEST_WORKERS overrides it (test:pg runs more: PostgreSQL is a
    // separate process).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'backoffice',
          root: 'apps/backoffice',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'studio',
          root: 'apps/studio',
          // The frame ships on Preact's React API (apps/studio/vite.config.ts): tested on it.
          alias: preactAliases,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});

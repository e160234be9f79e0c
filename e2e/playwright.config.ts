import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Several runs may share a checkout: each port gets its own database, results and (optionally) build.
const webDist = process.env.E2E_WEB_DIST ?? '../apps/web/dist';
const studioDist = process.env.E2E_STUDIO_DIST ?? '../apps/studio/dist';
const backofficeDist = process.env.E2E_BACKOFFICE_DIST ?? '../apps/backoffice/dist';
/** Specs that change the whole site for everyone (e.g. maintenance): never beside another spec. */
const SITE_WIDE = /backoffice-maintenance\.spec\.ts$/;
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './tests',
  outputDir: `./.artifacts/results-${port}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test costs about a third of the run on two cores: traces are
    // taken when a failed test is retried (CI retries once); locally, run with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: SITE_WIDE,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
      testIgnore: SITE_WIDE,
    },
    {
      // Specs that switch the whole site (maintenance) run alone: `npm run test:e2e` runs this
      // project after the others, on its own server (a project dependency would make every
      // single-file run the whole suite).
      name: 'site-wide',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: SITE_WIDE,
    },
  ],
  webServer: {
    // A fresh embedded database per run, under e2e/.artifacts. TRUST_PROXY: tests that fail
    // logins on purpose send their own X-Forwarded-For, so the per-address lockout stays theirs.
    command: `rm -rf .artifacts/data-${port} .artifacts/dev-admin-token-${port}.txt && DATA_DIR=.artifacts/data-${port} PORT=${port} LOG_LEVEL=warn WEB_DIST=${webDist} STUDIO_DIST=${studioDist} BACKOFFICE_DIST=${backofficeDist} RATE_LIMIT_PER_MINUTE=100000 RATE_LIMIT_PER_ADDRESS_PER_MINUTE=1000000 UPLOADS_PER_MINUTE=100000 PAYMENTS_PER_MINUTE=100000 PUBLIC_URL=http://127.0.0.1:${port} TRUST_PROXY=true VIRTUAL_SPORTS_INTERVAL_SECONDS=20 node --import tsx ../apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

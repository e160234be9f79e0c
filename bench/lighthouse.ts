/**
 * Lighthouse on a phone (Moto G-class emulation, slow 4G, 4x CPU slowdown) against a running
 * server: performance and accessibility scores and the core timings of the lobby and a static
 * page. Start the server first (`npm start`), then:
 *   CHROME_PATH=/usr/bin/chromium node --import tsx bench/lighthouse.ts [http://localhost:3000]
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = ['/en', '/en/live-casino', '/en/help'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const results = [];
try {
  for (const path of pages) {
    const run = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!run) throw new Error(`no result for ${path}`);
    const { categories, audits } = run.lhr;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    results.push({
      path,
      scores: Object.fromEntries(
        Object.entries(categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
      ),
      first_contentful_paint_ms: ms('first-contentful-paint'),
      largest_contentful_paint_ms: ms('largest-contentful-paint'),
      total_blocking_time_ms: ms('total-blocking-time'),
      cumulative_layout_shift: audits['cumulative-layout-shift']?.numericValue ?? null,
      transfer_bytes: ms('total-byte-weight'),
    });
    console.log(path, results.at(-1)?.scores);
  }
} finally {
  chrome.kill();
}

writeFileSync(
  new URL('results/lighthouse-mobile.json', import.meta.url),
  `${JSON.stringify({ measured_at: new Date().toISOString(), form_factor: 'mobile', results }, null, 2)}\n`,
);

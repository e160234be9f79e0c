/**
 * Lighthouse on a phone (Moto G-class emulation, slow 4G, 4x CPU slowdown) against a running
 * server: performance and accessibility scores and the core timings of the lobby and a static
 * page (median of 5 runs each). Start the server first (`npm start`), then:
 *   CHROME_PATH=/usr/bin/chromium node --import tsx bench/lighthouse.ts [http://localhost:3000]
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = ['/en', '/en/live-casino', '/en/help'];
// Warm the server's caches first: the figures are about the page, not a cold process.
for (const path of pages) await (await fetch(`${base}${path}`)).text();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const RUNS = 5;
const failed: { path: string; error: string }[] = [];
const results = [];
try {
  for (const path of pages) {
    // Lighthouse varies from run to run: keep the run with the median performance score.
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`no result for ${path}`);
      // A run Lighthouse itself could not complete (no paint recorded, a protocol timeout) scores
      // 0: it is reported, not counted, and replaced by another run.
      if (run.lhr.runtimeError) {
        failed.push({ path, error: run.lhr.runtimeError.code });
        if (failed.length > 3 * pages.length) throw new Error('Lighthouse keeps failing');
        i--;
        continue;
      }
      runs.push(run.lhr);
    }
    const score = (l: (typeof runs)[number]) => l.categories.performance?.score ?? 0;
    runs.sort((a, b) => score(a) - score(b));
    const median = runs[Math.floor(RUNS / 2)]!;
    const { categories, audits } = median;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    results.push({
      path,
      runs: RUNS,
      performance_scores: runs.map((l) => Math.round(score(l) * 100)),
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
  `${JSON.stringify({ measured_at: new Date().toISOString(), form_factor: 'mobile', results, failed_runs: failed }, null, 2)}\n`,
);

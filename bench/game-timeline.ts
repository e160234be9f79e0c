/**
 * The game page's first spin on a phone profile, run after run, with each run's requests: when
 * each started and ended (ms from navigation), to see what the first spin waits for. A guest
 * (demo), cold cache per run, slow 4G as Lighthouse's simulation charges a request (150 ms per
 * request, 1.47 Mbps down, 675 kbps up) and a 4x CPU slowdown, applied through DevTools. The
 * end point is the same as bench/lighthouse.ts's game figure (the frame's play button visible and
 * enabled); run against a server started with `npm run build && npm run serve`:
 *   node --import tsx bench/game-timeline.ts [http://localhost:3000]
 * Options: RUNS=6, LAT=150 (ms per request), OUT=path (default bench/results/game-timeline.json).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { SLOW_4G, firstSpin } from './first-spin.ts';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const latency = Number(process.env.LAT ?? 150);
const RUNS = Number(process.env.RUNS ?? 6);
const out = process.env.OUT ?? new URL('results/game-timeline.json', import.meta.url).pathname;

const html = await (await fetch(`${base}/en`)).text();
const skin = /<meta name="croupier-skin" content="([^"]+)"/.exec(html)?.[1];
if (!skin) throw new Error(`no croupier-skin meta at ${base}/en: is the server running?`);
const slots = (await (
  await fetch(`${base}/v1/casino/games?type=slot&per_page=5&sort=rank`, {
    headers: { accept: 'application/json', authorization: `Basic ${skin}` },
  })
).json()) as { data: { id: number; provider_id: number; name: string }[] };
const slot = slots.data[0];
if (!slot) throw new Error('no slot in the catalog');
const path = `/en/game/play/${slot.provider_id}/${slot.id}`;

interface Run {
  first_spin_ms: number;
  requests: { start: number; end: number; method: string; url: string }[];
}

async function measure(browser: Browser): Promise<Run> {
  const t0 = Date.now();
  const starts = new Map<object, number>();
  const requests: Run['requests'] = [];
  const first = await firstSpin(browser, `${base}${path}`, latency, (page) => {
    page.on('request', (r) => starts.set(r, Date.now() - t0));
    page.on('requestfinished', (r) =>
      requests.push({
        start: starts.get(r) ?? 0,
        end: Date.now() - t0,
        method: r.method(),
        // The launch link's token is no figure: never written down.
        url: r
          .url()
          .replace(base, '')
          .replace(/\/studio\/launch\/[^/?#]+/, '/studio/launch/…'),
      }),
    );
  });
  requests.sort((x, y) => x.start - y.start);
  return { first_spin_ms: first, requests };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs: Run[] = [];
try {
  await measure(browser); // warm-up (server caches), not counted
  for (let i = 0; i < RUNS; i++) {
    runs.push(await measure(browser));
    console.log(`run ${i + 1}/${RUNS}: first spin possible after ${runs.at(-1)!.first_spin_ms} ms`);
  }
} finally {
  await browser.close();
}
const sorted = runs.map((r) => r.first_spin_ms).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
writeFileSync(
  out,
  `${JSON.stringify(
    {
      measured_at: new Date().toISOString(),
      path,
      game: slot.name,
      profile: {
        latency_ms_per_request: latency,
        down_kbps: SLOW_4G.downloadKbps,
        up_kbps: SLOW_4G.uploadKbps,
        cpu: SLOW_4G.cpuSlowdown,
      },
      machine: {
        cpus: cpus().length,
        load_average: loadavg().map((l) => Math.round(l * 100) / 100),
      },
      first_spin_ms: { median, runs: runs.map((r) => r.first_spin_ms) },
      timeline_of_the_median_run: runs.find((r) => r.first_spin_ms === median)!.requests,
    },
    null,
    2,
  )}\n`,
);
console.log(`median ${median} ms -> ${out}`);

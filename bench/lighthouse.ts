/**
 * Lighthouse on a phone (its default mobile run: Moto G Power screen, slow 4G and a 4x CPU
 * slowdown, simulated) against a running server, beside a bare Vite React page built and served
 * here in the same run with the same settings: that page is the limit, and each page's figures
 * are given as a ratio to it, so a busy machine shows up in both.
 *
 * Pages: the lobby (/en, /en/casino), the live casino, a promotion (the first valid one), the
 * help page and the login page; runs are interleaved (page after page, RUNS rounds) and each
 * figure is the median of its runs. Then the game page: the time until the frame's first spin is
 * possible (see `measureGame`). Start the server first (`npm run build && npm run serve`), then:
 *   node --import tsx bench/lighthouse.ts [http://localhost:3000]
 * Options: RUNS=5 (default), PAGES=/en,/en/help (a subset), OUT=path (default
 * bench/results/lighthouse-mobile.json), CHROME_PATH (default the system Chromium).
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { firstSpin } from './first-spin.ts';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(process.env.RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const out = process.env.OUT ?? new URL('results/lighthouse-mobile.json', import.meta.url).pathname;
const lighthouseVersion = (
  JSON.parse(
    readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version;

/**
 * Lighthouse's mobile slow-4G profile, applied for real to the game page (bench/first-spin.ts):
 * its DevTools latency (what Lighthouse applies with `throttlingMethod: 'devtools'`: 562.5 ms per
 * request) and, as a second figure, the simulated profile's round trip (150 ms) as the
 * per-request latency, which is what the simulation charges a request on an open connection.
 */
const LATENCIES = { devtools: 562.5, rtt: 150 } as const;

// ---- The site: what to measure ----------------------------------------------------------------

async function skinAuth(): Promise<Record<string, string>> {
  const html = await (await fetch(`${base}/en`)).text();
  const skin = /<meta name="croupier-skin" content="([^"]+)"/.exec(html)?.[1];
  if (!skin) throw new Error(`no croupier-skin meta at ${base}/en: is the server running?`);
  return { authorization: `Basic ${skin}`, accept: 'application/json' };
}

async function api<T>(path: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(`${base}/v1/${path}`, { headers });
  if (!res.ok) throw new Error(`GET /v1/${path}: ${res.status}`);
  return (await res.json()) as T;
}

const headers = await skinAuth();
const promotions = await api<{ data: { name: string; type: string; is_valid?: boolean }[] }>(
  'cms/pages?type=promotion&campaign_visible=1&language=en',
  headers,
);
const promotion = promotions.data.find((p) => p.type === 'promotion' && p.is_valid);
if (!promotion) throw new Error('no valid promotion in the content');
const slots = await api<{ data: { id: number; provider_id: number; name: string }[] }>(
  'casino/games?type=slot&per_page=5&sort=rank',
  headers,
);
const slot = slots.data[0];
if (!slot) throw new Error('no slot in the catalog');

const allPages = [
  '/en',
  '/en/casino',
  '/en/live-casino',
  `/en/promotion/${promotion.name}`,
  '/en/help',
  '/en/login',
];
const pages = process.env.PAGES ? process.env.PAGES.split(',') : allPages;
const gamePath = `/en/game/play/${slot.provider_id}/${slot.id}`;

// ---- The limit: a bare Vite React page ----------------------------------------------------------

/** Builds bench/bare-react with Vite and serves it (brotli, as the site serves its assets). */
async function serveBarePage(): Promise<{ url: string; server: Server; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bare-react-'));
  await build({
    root: new URL('bare-react/', import.meta.url).pathname,
    logLevel: 'error',
    configFile: false,
    build: { outDir: dir, emptyOutDir: true, target: 'es2022' },
  });
  const files = new Map<string, { body: Buffer; type: string }>();
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const body = brotliCompressSync(readFileSync(path), {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        });
        files.set(`/${relative(dir, path)}`, {
          body,
          type: types[extname(path)] ?? 'application/octet-stream',
        });
      }
    }
  };
  walk(dir);
  const server = createServer((req, res) => {
    const path = req.url === '/' ? '/index.html' : (req.url ?? '/').split('?')[0]!;
    const file = files.get(path);
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'br',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000' : 'no-cache',
    });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('bare server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, server, dir };
}

// ---- Lighthouse -------------------------------------------------------------------------------

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Figures {
  performance: number;
  accessibility: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  speed_index_ms: number;
  transfer_bytes: number;
  script_transfer_bytes: number;
  render_blocking: string[];
  lcp_element: string;
  benchmark_index: number;
}

function figures(lhr: Lhr): Figures {
  const a = lhr.audits;
  const num = (id: string) => Math.round(a[id]?.numericValue ?? Number.NaN);
  type Items = { items?: Record<string, unknown>[] };
  const items = (id: string) => ((a[id]?.details as Items | undefined)?.items ?? []) as never[];
  const scripts = (items('network-requests') as { resourceType?: string; transferSize?: number }[])
    .filter((r) => r.resourceType === 'Script')
    .reduce((s, r) => s + (r.transferSize ?? 0), 0);
  const lcpElement = (items('largest-contentful-paint-element') as { items?: unknown[] }[])[0]
    ?.items?.[0] as { node?: { snippet?: string } } | undefined;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp_ms: num('first-contentful-paint'),
    lcp_ms: num('largest-contentful-paint'),
    tbt_ms: num('total-blocking-time'),
    cls: Math.round((a['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    speed_index_ms: num('speed-index'),
    transfer_bytes: num('total-byte-weight'),
    script_transfer_bytes: scripts,
    render_blocking: (items('render-blocking-resources') as { url: string }[]).map((r) =>
      r.url.replace(/^https?:\/\/[^/]+/, ''),
    ),
    lcp_element: (lcpElement?.node?.snippet ?? '').slice(0, 160),
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summarise(runs: Figures[]) {
  const m = (k: keyof Figures) => median(runs.map((r) => r[k] as number));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    fcp_ms: m('fcp_ms'),
    lcp_ms: m('lcp_ms'),
    tbt_ms: m('tbt_ms'),
    cls: m('cls'),
    speed_index_ms: m('speed_index_ms'),
    transfer_bytes: m('transfer_bytes'),
    script_transfer_bytes: m('script_transfer_bytes'),
  };
}

// ---- The game page ------------------------------------------------------------------------------

/**
 * Time to first spin: from the start of the navigation to the game page (a guest: the demo) to
 * the moment the frame's play button ([data-testid=play]) is on screen and enabled, i.e. a tap
 * would play a round. Measured in a fresh profile (cold cache) on a Moto G Power-sized screen with
 * Lighthouse's slow-4G profile and 4x CPU slowdown applied for real (DevTools throttling: the
 * page and its same-origin frame share them), polled every animation frame inside the frame.
 */
const measureGame = (browser: Browser, latency: number) =>
  firstSpin(browser, `${base}${gamePath}`, latency);

// ---- The run ------------------------------------------------------------------------------------

const bare = await serveBarePage();
// Warm the server's caches first: the figures are about the page, not a cold process.
for (const path of pages) await (await fetch(`${base}${path}`)).text();

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const flags: Flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};
const targets = [{ name: 'bare Vite React page', url: bare.url }].concat(
  pages.map((path) => ({ name: path, url: `${base}${path}` })),
);
const runs = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
const failed: { page: string; error: string }[] = [];
const game: Record<keyof typeof LATENCIES, number[]> = { devtools: [], rtt: [] };
try {
  for (let round = 0; round < RUNS; round++) {
    for (const target of targets) {
      for (let attempt = 0; ; attempt++) {
        const result = await lighthouse(target.url, flags);
        // A run Lighthouse itself could not complete (no paint recorded, a protocol timeout)
        // is reported, not counted, and run again.
        const error = result ? result.lhr.runtimeError?.code : 'NO_RESULT';
        if (!error && result) {
          const f = figures(result.lhr);
          runs.get(target.name)!.push(f);
          console.log(
            `round ${round + 1}/${RUNS} ${target.name}: ${f.performance} FCP ${f.fcp_ms} LCP ${f.lcp_ms} TBT ${f.tbt_ms} CLS ${f.cls}`,
          );
          break;
        }
        failed.push({ page: target.name, error: String(error) });
        if (attempt >= 2) throw new Error(`Lighthouse keeps failing on ${target.name}`);
      }
    }
  }
} finally {
  await chrome.kill();
  bare.server.close();
  rmSync(bare.dir, { recursive: true, force: true });
}

if (!process.env.PAGES) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    // One warm-up load (server caches, the launch path), not counted.
    await measureGame(browser, LATENCIES.rtt);
    for (let i = 0; i < RUNS; i++) {
      for (const kind of ['devtools', 'rtt'] as const) {
        game[kind].push(await measureGame(browser, LATENCIES[kind]));
        console.log(
          `game ${i + 1}/${RUNS} (${LATENCIES[kind]} ms per request): first spin possible after ${game[kind].at(-1)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

const limit = summarise(runs.get(targets[0]!.name)!);
const ratio = (x: number, y: number) => (y ? Math.round((x / y) * 100) / 100 : null);
const results = targets.slice(1).map((t) => {
  const all = runs.get(t.name)!;
  const m = summarise(all);
  return {
    path: t.name,
    runs: all.length,
    median: m,
    // Page / bare page, in the same run: 1.0 is the limit.
    vs_bare: {
      performance: ratio(m.performance, limit.performance),
      lcp: ratio(m.lcp_ms, limit.lcp_ms),
      fcp: ratio(m.fcp_ms, limit.fcp_ms),
      tbt_ms_over: m.tbt_ms - limit.tbt_ms,
    },
    performance_scores: all.map((r) => r.performance),
    lcp_element: all[0]?.lcp_element,
    render_blocking: all[0]?.render_blocking,
  };
});

const report = {
  measured_at: new Date().toISOString(),
  lighthouse: lighthouseVersion,
  settings:
    'Lighthouse default mobile: Moto G Power screen, slow 4G (150 ms RTT, 1.6 Mbps), 4x CPU, simulated',
  machine: {
    cpus: cpus().length,
    load_average: loadavg().map((l) => Math.round(l * 100) / 100),
    benchmark_index: median([...runs.values()].flat().map((r) => r.benchmark_index)),
  },
  runs_per_page: RUNS,
  bare_vite_react_page: { runs: runs.get(targets[0]!.name)!.length, median: limit },
  results,
  game_page: game.rtt.length
    ? {
        path: gamePath,
        game: slot.name,
        definition:
          'navigation start to the frame’s play button visible and enabled (a guest: the demo; cold cache; 1.47 Mbps down, 675 kbps up, 4x CPU applied via DevTools)',
        first_spin_possible_ms: {
          devtools_562ms_per_request: median(game.devtools),
          rtt_150ms_per_request: median(game.rtt),
        },
        runs_ms: game,
      }
    : null,
  failed_runs: failed,
};
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.table(
  [{ path: 'bare', ...limit }, ...results.map((r) => ({ path: r.path, ...r.median }))].map((r) => ({
    path: r.path,
    perf: r.performance,
    fcp: r.fcp_ms,
    lcp: r.lcp_ms,
    tbt: r.tbt_ms,
    cls: r.cls,
    js_bytes: r.script_transfer_bytes,
  })),
);
if (game.rtt.length) {
  console.log(
    `game page: first spin possible after ${median(game.devtools)} ms (562.5 ms per request), ${median(game.rtt)} ms (150 ms per request), medians`,
  );
}
console.log(`written to ${out}`);

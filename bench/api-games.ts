/**
 * API load run on `GET /v1/casino/games`: a fresh database (in-memory PGlite, or with `--pg` a new
 * PostgreSQL database that is dropped at the end), seeded, plus 5,000 generated games; the server
 * in this process (as in production, PGlite shares its thread), autocannon in a worker thread,
 * 100 connections for 15 s after a 3 s warm-up over a mix of lobby requests. Three runs in one
 * process, one after the other, with the same connections and requests:
 * - the limit: a bare Fastify app with one route that answers each URL of the mix with the
 *   lobby's own bytes, encoded beforehand (no plugin, hook, authorization, validation or lookup
 *   beyond one Map), so it measures what Node, Fastify and the load generator cost on this machine;
 * - the lobby with its catalog cache (a 5 s TTL, so the catalog expires and reloads while
 *   measured);
 * - the lobby with the cache off (every request reads the database).
 * Each run also reports the server thread's CPU time per request (Linux), which other work on a
 * shared machine disturbs far less than requests/s. Results go to
 * bench/results/api-games-<database>.json, or to the file after `--out`.
 *   node --import tsx bench/api-games.ts [--pg] [--out FILE]
 * PG_URL (default postgres://postgres@127.0.0.1:5432/test) is where `--pg` creates its database.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { CATALOG_CACHE_TTL_MS } from '../apps/server/src/casino/service.ts';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { scratchPgDatabase } from './support.ts';
import { mulberry32 } from '@croupier/games/artwork/kit';

const GENERATED_GAMES = 5_000;
const CONNECTIONS = 100;
const WARMUP_S = 3;
const DURATION_S = 15;
const BUDGET_P99_MS = 20;
/**
 * The cached run's TTL: shorter than the default, so that the measured 15 s see every answer
 * expire and reload three times (with the default 30 s they would see none).
 */
const CACHE_TTL_MS = 5_000;

// autocannon ships no types: the part of its API used here.
interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers: Record<string, string>;
  requests: { method: 'GET'; path: string }[];
}) => PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const benchEnv = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  // Production refuses to start without the key of stored documents (none are stored here).
  DOCUMENTS_KEY: 'ab'.repeat(32),
  // Production refuses the public development secrets (env.ts productionSecretProblems).
  SKIN_API_SECRET: 'bench-production-skin-secret',
  CAPTCHA_HMAC_KEY: 'bench-production-captcha-hmac-key',
  WALLET_PROVIDER_SECRETS: '',
  PLATFORM_API_TOKEN: 'bench-production-platform-api-token',
  KYC_WEBHOOK_SECRET: 'bench-production-kyc-webhook-secret',
  // One client address drives the whole load: lift the per-IP limit out of the way.
  RATE_LIMIT_PER_MINUTE: '1000000000',
});
const env = benchEnv;
const auth = `Basic ${Buffer.from(`${env.SKIN_API_KEY}:${env.SKIN_API_SECRET}`).toString('base64')}`;
export const benchHeaders = { authorization: auth, 'accept-encoding': 'gzip, deflate, br' };
const headers = benchHeaders;

// ---------------------------------------------------------------------------------------------
// Database

async function openBenchDatabase(
  usePg: boolean,
  pgUrl: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!usePg) {
    const database = await openDatabase('memory://');
    return { database, drop: () => database.close() };
  }
  return scratchPgDatabase(pgUrl);
}

/** A tiny deterministic PRNG: the same catalog on every run. */
const prng = mulberry32;

const ADJECTIVES = `
Golden Lucky Mega Wild Royal Mystic Blazing Frozen Ancient Cosmic Hidden Sweet Electric
Silver Crystal Dragon Jungle Neon Diamond Midnight Fire Thunder Pirate Viking Samurai
Emerald Sunny Turbo Magic Epic`
  .trim()
  .split(/\s+/);
const NOUNS = `
Fortune Treasure Fruits Gems Riches Empire Quest Spins Jackpot Legends Kingdom Temple
Safari Reels Sevens Stars Bonanza Nights Wolves Pharaoh Galaxy Island Vault Carnival Gold
Bells Coins Phoenix Tiger Ocean`
  .trim()
  .split(/\s+/);
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' Hold & Win', ' II', ' 1000', ' Xmas'];
const TABLE = ['Roulette', 'Blackjack', 'Baccarat', 'Poker', 'Sic Bo', 'Craps'];
const LIVE = ['Roulette', 'Blackjack', 'Baccarat', 'Poker', 'Dream Catcher', 'Andar Bahar'];

type GameType = (typeof t.games.$inferInsert)['type'];
interface Kind {
  type: GameType;
  weight: number;
  sections: string[][];
  name: (r: () => number) => string;
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const themed = (r: () => number) =>
  `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}${pick(r, SUFFIXES)}`.trim();

/** The generated catalog's shape: mostly slots, like a real lobby, each in its lobby's sections. */
const KINDS: Kind[] = [
  {
    type: 'slot',
    weight: 62,
    sections: [
      ['casino-slots'],
      ['casino-slots', 'casino-popular'],
      ['casino-slots', 'casino-new'],
      ['casino-slots', 'casino-jackpots'],
      ['prime-classic'],
      ['prime-classic', 'prime-popular'],
      ['prime-new'],
    ],
    name: themed,
  },
  {
    type: 'table',
    weight: 8,
    sections: [['casino-table'], ['casino-table', 'casino-popular']],
    name: (r) => `${pick(r, ADJECTIVES)} ${pick(r, TABLE)}`,
  },
  {
    type: 'live',
    weight: 14,
    sections: [
      ['liveCasino-roulette'],
      ['liveCasino-blackjack'],
      ['liveCasino-baccarat'],
      ['liveCasino-poker'],
      ['liveCasino-cardGames'],
      ['liveCasino-gameShows'],
      ['liveCasino-indian'],
    ],
    name: (r) => `Live ${pick(r, ADJECTIVES)} ${pick(r, LIVE)}`,
  },
  {
    type: 'crash',
    weight: 5,
    sections: [['crashGames-crash']],
    name: (r) => `${pick(r, ADJECTIVES)} ${pick(r, ['Rocket', 'Jet', 'Crash', 'Plane', 'Comet'])}`,
  },
  {
    type: 'scratch',
    weight: 4,
    sections: [['others-scratchCards']],
    name: (r) => `${themed(r)} Scratch`,
  },
  {
    type: 'instant',
    weight: 4,
    sections: [['others-dice'], ['others-instant'], ['crashGames-instant']],
    name: (r) => `${pick(r, ADJECTIVES)} ${pick(r, ['Dice', 'Mines', 'Plinko', 'Wheel', 'Keno'])}`,
  },
  {
    type: 'bingo',
    weight: 3,
    sections: [['bingo-90ball'], ['bingo-75ball']],
    name: (r) => `${pick(r, NOUNS)} Bingo`,
  },
];

/** Adds `count` games over the seeded providers and sections, in bulk. */
export async function generateGames(db: Db, count: number) {
  const r = prng(20_261_122);
  const providerRows = await db.select().from(t.providers);
  const sectionRows = await db.select().from(t.sections);
  const existing = await db.select().from(t.games);
  const sectionId = new Map(sectionRows.map((s) => [s.name, s.id]));
  const template = new Map(existing.map((g) => [g.type, g]));
  const maxRank = Math.max(0, ...existing.map((g) => g.rank));
  const totalWeight = KINDS.reduce((s, k) => s + k.weight, 0);
  // Unique ranks after the seeded ones, in an order unrelated to insertion (ids).
  const ranks = Array.from({ length: count }, (_, i) => maxRank + 1 + i);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }

  const rows: (typeof t.games.$inferInsert & { sections: string[] })[] = [];
  for (let i = 0; i < count; i++) {
    let w = r() * totalWeight;
    const kind = KINDS.find((k) => (w -= k.weight) < 0) ?? KINDS[0]!;
    const like = template.get(kind.type) ?? existing[0]!;
    const name = kind.name(r);
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`;
    rows.push({
      slug,
      providerId: pick(r, providerRows).id,
      name,
      type: kind.type,
      reelsNumbers: kind.type === 'slot' ? pick(r, [3, 4, 5, 5, 5, 5]) : null,
      isDesktop: r() > 0.03,
      isMobile: r() > 0.08,
      isEnabled: r() > 0.02,
      rank: ranks[i]!,
      engine: like.engine,
      engineSettings: like.engineSettings,
      description: `${name}: a ${kind.type} game generated for the load run.`,
      sections: pick(r, kind.sections),
    });
  }

  for (let i = 0; i < rows.length; i += 1_000) {
    const chunk = rows.slice(i, i + 1_000);
    const ids = await db
      .insert(t.games)
      .values(chunk.map(({ sections: _, ...g }) => g))
      .returning({ id: t.games.id });
    const links = chunk.flatMap((g, k) =>
      g.sections.map((s) => ({ gameId: ids[k]!.id, sectionId: sectionId.get(s)! })),
    );
    await db.insert(t.gameSections).values(links);
  }
  // Planner statistics, as autovacuum would have them on a live database.
  await db.execute('analyze');
  return { providers: providerRows, sections: sectionRows, total: existing.length + count };
}

// ---------------------------------------------------------------------------------------------
// Load

interface MixEntry {
  what: string;
  query: string;
  weight: number;
}

export function lobbyMix(sections: { id: number; name: string }[], providers: { id: number }[]) {
  const section = (name: string) => sections.find((s) => s.name === name)!.id;
  const first = 'page=1&per_page=48&sort=rank';
  const mix: MixEntry[] = [
    { what: 'casino lobby, first page', query: `${first}&section_prefix=casino-`, weight: 6 },
    { what: 'live casino lobby', query: `${first}&section_prefix=liveCasino-`, weight: 2 },
    { what: 'others and bingo lobby', query: `${first}&section_prefix=others-,bingo-`, weight: 1 },
    {
      what: 'section tab (slots)',
      query: `${first}&section_id=${section('casino-slots')}`,
      weight: 2,
    },
    {
      what: 'section tab (new)',
      query: `${first}&section_id=${section('casino-new')}`,
      weight: 1,
    },
    {
      what: 'section tab (live roulette)',
      query: `${first}&section_id=${section('liveCasino-roulette')}`,
      weight: 1,
    },
    {
      what: 'provider filter',
      query: `${first}&section_prefix=casino-&provider_id=${providers[1]!.id}`,
      weight: 1,
    },
    {
      what: 'provider filter',
      query: `${first}&section_prefix=casino-&provider_id=${providers[2]!.id}`,
      weight: 1,
    },
    { what: 'prime, 5 reels', query: `${first}&section_prefix=prime-&reels_numbers=5`, weight: 1 },
    { what: 'prime, 3 reels', query: `${first}&section_prefix=prime-&reels_numbers=3`, weight: 1 },
    {
      what: 'load more (98)',
      query: 'page=1&per_page=98&sort=rank&section_prefix=casino-',
      weight: 2,
    },
    {
      what: 'load more (148)',
      query: 'page=1&per_page=148&sort=rank&section_prefix=casino-',
      weight: 1,
    },
    { what: 'search', query: `${first}&section_prefix=casino-&name=dragon`, weight: 1 },
    { what: 'search', query: `${first}&section_prefix=casino-&name=fru`, weight: 1 },
    { what: 'search', query: `${first}&section_prefix=casino-&name=gold`, weight: 1 },
    { what: 'search', query: `${first}&section_prefix=liveCasino-&name=rou`, weight: 1 },
  ];
  // Interleave the weighted entries so every connection cycles through a realistic sequence.
  const sequence: string[] = [];
  const left = mix.map((m) => m.weight);
  while (left.some((n) => n > 0)) {
    mix.forEach((m, i) => {
      if (left[i]! > 0) {
        sequence.push(`/v1/casino/games?${m.query}`);
        left[i]! -= 1;
      }
    });
  }
  return { mix, sequence };
}

// Ctrl-C ends the run after the current phase (at most 15 s), then cleans up; a second one quits
// at once (autocannon's stop() does not settle its promise when it runs in a worker).
let interrupted = false;

export async function load(url: string, sequence: string[], duration: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // The load generator gets its own thread, so it does not queue behind the server.
    workers: 1,
    headers,
    requests: sequence.map((path) => ({ method: 'GET', path })),
  });
  if (interrupted) throw new Error('interrupted');
  return result;
}

/**
 * CPU time (user + system, ms) this process's main thread has used so far: the server's thread
 * (autocannon runs in a worker thread, which has its own counters). Linux only; undefined
 * elsewhere.
 */
export function serverThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its ')'):
    // state is field 3, utime 14 and stime 15, in clock ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
function figures(r: AutocannonResult, cpuMs: number | undefined) {
  return {
    requests_per_s: round(r.requests.average),
    requests_total: r.requests.total,
    latency_ms: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: round(r.latency.mean),
    },
    server_thread_cpu_ms_per_request:
      cpuMs === undefined || r.requests.total === 0
        ? null
        : Math.round((cpuMs / r.requests.total) * 1000) / 1000,
    errors: r.errors,
    timeouts: r.timeouts,
    non_2xx: r.non2xx,
    status_codes: Object.fromEntries(
      Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    throughput_bytes_per_s: Math.round(r.throughput.average),
    within_budget: r.latency.p99 <= BUDGET_P99_MS && r.errors === 0 && r.non2xx === 0,
  };
}
type Figures = ReturnType<typeof figures>;

/** A warm-up, then the measured load against the server at `url`, with the thread's CPU time. */
async function measure(label: string, url: string, sequence: string[]) {
  await load(url, sequence, WARMUP_S);
  // Other work on the machine skews the figures: keep the 1-minute load average with them.
  const loadAverage = round(loadavg()[0]!);
  const cpuBefore = serverThreadCpuMs();
  const r = await load(url, sequence, DURATION_S);
  const cpuAfter = serverThreadCpuMs();
  const result = figures(
    r,
    cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  );
  const l = result.latency_ms;
  console.log(
    `${label}: ${result.requests_per_s} req/s, p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, ` +
      `max ${l.max} ms, CPU ${result.server_thread_cpu_ms_per_request ?? '?'} ms/request, ` +
      `errors ${result.errors}, non-2xx ${result.non_2xx}`,
  );
  return { load_average_before: loadAverage, ...result };
}

/** An answer of the lobby as it went on the wire: what the bare route sends back. */
interface WireAnswer {
  contentType: string;
  contentEncoding: string | null;
  body: Buffer;
}

/** Each distinct URL of the sequence, answered once by the lobby at `url` (as the load asks). */
export async function captureAnswers(url: string, sequence: string[]) {
  const answers = new Map<string, WireAnswer>();
  for (const path of new Set(sequence)) {
    // Node's fetch would decode the body: ask for it raw through node:http instead.
    const { request } = await import('node:http');
    const answer = await new Promise<WireAnswer>((resolve, reject) => {
      request(`${url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
          resolve({
            contentType: String(res.headers['content-type']),
            contentEncoding: res.headers['content-encoding'] ?? null,
            body: Buffer.concat(chunks),
          });
        });
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    answers.set(path, answer);
  }
  return answers;
}

/**
 * The limit: a bare Fastify app (defaults, no plugin or hook) whose one route answers each URL
 * with the lobby's bytes from a Map, so the load is the same on the wire.
 */
export async function bareApp(answers: Map<string, WireAnswer>) {
  const app = Fastify({ logger: false });
  app.get('/v1/casino/games', (req, reply) => {
    const a = answers.get(req.url);
    if (!a) return reply.code(404).send();
    reply.header('content-type', a.contentType).header('vary', 'accept-encoding');
    if (a.contentEncoding) reply.header('content-encoding', a.contentEncoding);
    return reply.send(a.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

/** The lobby's server on a free local port, with the given catalog cache TTL. */
export async function lobbyApp(database: Database, cacheTtlMs: number) {
  const app = await buildApp({
    env,
    database,
    logger: false,
    serveSite: false,
    catalogCacheTtlMs: cacheTtlMs,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

async function runLobby(database: Database, cacheTtlMs: number, sequence: string[]) {
  const { app, url } = await lobbyApp(database, cacheTtlMs);
  try {
    const probe = await fetch(`${url}${sequence[0]}`, { headers: { authorization: auth } });
    await probe.arrayBuffer();
    if (probe.status !== 200) throw new Error(`probe answered ${probe.status}`);
    const label = `${database.kind} lobby, cache ${cacheTtlMs > 0 ? `${cacheTtlMs / 1000} s` : 'off'}`;
    return { cache_ttl_ms: cacheTtlMs, ...(await measure(label, url, sequence)) };
  } finally {
    await app.close();
  }
}

async function runBare(database: Database, sequence: string[]) {
  // The lobby's answers to every URL of the mix, as the load gets them (compressed alike).
  const lobby = await lobbyApp(database, CACHE_TTL_MS);
  const answers = await captureAnswers(lobby.url, sequence).finally(() => lobby.app.close());
  const { app, url } = await bareApp(answers);
  try {
    return await measure('bare Fastify route (the limit)', url, sequence);
  } finally {
    await app.close();
  }
}

const ratio = (a: Figures, b: Figures) =>
  b.requests_per_s > 0 ? Math.round((a.requests_per_s / b.requests_per_s) * 1000) / 1000 : null;

async function main() {
  process.once('SIGINT', () => {
    interrupted = true;
    console.log('interrupted: stopping after this phase');
  });
  const usePg = process.argv.includes('--pg');
  const outAt = process.argv.indexOf('--out');
  const out = outAt > 0 ? process.argv[outAt + 1] : undefined;
  const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { database, drop } = await openBenchDatabase(usePg, pgUrl);
  try {
    const started = Date.now();
    await database.migrate();
    await seed(database.db, env);
    const catalog = await generateGames(database.db, GENERATED_GAMES);
    console.log(
      `${database.kind}: ${catalog.total} games ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const version = (await database.db.execute('show server_version')) as unknown as {
      rows: { server_version: string }[];
    };
    const { mix, sequence } = lobbyMix(catalog.sections, catalog.providers);

    const bare = await runBare(database, sequence);
    const cached = await runLobby(database, CACHE_TTL_MS, sequence);
    const uncached = await runLobby(database, 0, sequence);
    const cachedRatio = ratio(cached, bare);
    console.log(`lobby (cache on) / bare route: ${cachedRatio} of the limit's requests/s`);

    const result = {
      measured_at: new Date().toISOString(),
      endpoint: 'GET /v1/casino/games',
      database: database.kind,
      database_version: (version.rows[0] as { server_version?: string } | undefined)
        ?.server_version,
      node: process.version,
      cpu_count: cpus().length,
      cpu_model: cpus()[0]?.model,
      games: catalog.total,
      generated_games: GENERATED_GAMES,
      connections: CONNECTIONS,
      warmup_s: WARMUP_S,
      duration_s: DURATION_S,
      load_generator: 'autocannon (worker thread of the server process)',
      request_headers: [
        'authorization: Basic (skin)',
        `accept-encoding: ${headers['accept-encoding']}`,
      ],
      mix: mix.map((m) => ({ ...m, query: `/v1/casino/games?${m.query}` })),
      budget: { p99_ms: BUDGET_P99_MS, connections: CONNECTIONS },
      notes: [
        'bare_route: a Fastify app with one route and nothing else, answering each URL of the mix with the bytes the lobby sent for it (same encodings), on the same machine, connections and requests: the limit',
        `with_cache runs with a ${CACHE_TTL_MS / 1000} s TTL (default ${CATALOG_CACHE_TTL_MS / 1000} s) so that the catalog expires and reloads during the measurement`,
        'without_cache sets the TTL to 0: every request reads the database',
        'server_thread_cpu_ms_per_request: CPU time of the thread that runs the server (and PGlite), per request answered',
        'rate limit raised for the run: the whole load comes from one address',
      ],
      bare_route: bare,
      with_cache: cached,
      without_cache: uncached,
      with_cache_over_bare_requests_per_s: cachedRatio,
    };
    const file = out
      ? pathToFileURL(out)
      : new URL(
          `results/api-games-${database.kind === 'postgres' ? 'postgres' : 'pglite'}.json`,
          import.meta.url,
        );
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`wrote ${file.pathname}`);
  } finally {
    await drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

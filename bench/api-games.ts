/**
 * API load run on `GET /v1/casino/games`: a fresh database (in-memory PGlite, or with `--pg` a new
 * PostgreSQL database that is dropped at the end), seeded, plus 5,000 generated games; the server
 * in this process (as in production, PGlite shares its thread), autocannon in a worker thread,
 * 100 connections for 15 s after a 3 s warm-up over a mix of lobby requests. Two runs: with the
 * catalog answer cache (a 5 s TTL, so answers expire and reload while measured), and with it off
 * (every request queries the database). Results go to bench/results/api-games-<database>.json.
 *   node --import tsx bench/api-games.ts [--pg]
 * PG_URL (default postgres://postgres@127.0.0.1:5432/test) is where `--pg` creates its database.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { CATALOG_CACHE_TTL_MS } from '../apps/server/src/casino/service.ts';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { scratchPgDatabase } from './support.ts';

const GENERATED_GAMES = 5_000;
const CONNECTIONS = 100;
const WARMUP_S = 3;
const DURATION_S = 15;
const BUDGET_P99_MS = 50;
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

const usePg = process.argv.includes('--pg');
const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  // One client address drives the whole load: lift the per-IP limit out of the way.
  RATE_LIMIT_PER_MINUTE: '1000000000',
});
const auth = `Basic ${Buffer.from(`${env.SKIN_API_KEY}:${env.SKIN_API_SECRET}`).toString('base64')}`;
const headers = { authorization: auth, 'accept-encoding': 'gzip, deflate, br' };

// ---------------------------------------------------------------------------------------------
// Database

async function openBenchDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!usePg) {
    const database = await openDatabase('memory://');
    return { database, drop: () => database.close() };
  }
  return scratchPgDatabase(pgUrl);
}

/** A tiny deterministic PRNG (mulberry32): the same catalog on every run. */
function prng(seedValue: number) {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
async function generateGames(db: Db, count: number) {
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

function lobbyMix(sections: { id: number; name: string }[], providers: { id: number }[]) {
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
process.once('SIGINT', () => {
  interrupted = true;
  console.log('interrupted: stopping after this phase');
});

async function load(url: string, sequence: string[], duration: number) {
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

const round = (n: number) => Math.round(n * 100) / 100;
function figures(r: AutocannonResult) {
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

async function run(database: Database, cacheTtlMs: number, sequence: string[]) {
  const app = await buildApp({
    env,
    database,
    logger: false,
    serveSite: false,
    catalogCacheTtlMs: cacheTtlMs,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const probe = await fetch(`${url}${sequence[0]}`, { headers: { authorization: auth } });
    await probe.arrayBuffer();
    if (probe.status !== 200) throw new Error(`probe answered ${probe.status}`);
    await load(url, sequence, WARMUP_S);
    // Other work on the machine skews the figures: keep the 1-minute load average with them.
    const loadAverage = round(loadavg()[0]!);
    const result = figures(await load(url, sequence, DURATION_S));
    const l = result.latency_ms;
    console.log(
      `${database.kind} cache ${cacheTtlMs > 0 ? `${cacheTtlMs / 1000} s` : 'off'}: ` +
        `${result.requests_per_s} req/s, p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, ` +
        `max ${l.max} ms, errors ${result.errors}, non-2xx ${result.non_2xx}`,
    );
    return { cache_ttl_ms: cacheTtlMs, load_average_before: loadAverage, ...result };
  } finally {
    await app.close();
  }
}

const { database, drop } = await openBenchDatabase();
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

  const cached = await run(database, CACHE_TTL_MS, sequence);
  const uncached = await run(database, 0, sequence);

  const result = {
    measured_at: new Date().toISOString(),
    endpoint: 'GET /v1/casino/games',
    database: database.kind,
    database_version: (version.rows[0] as { server_version?: string } | undefined)?.server_version,
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
      `with_cache runs with a ${CACHE_TTL_MS / 1000} s TTL (default ${CATALOG_CACHE_TTL_MS / 1000} s) so that every answer expires and reloads during the measurement`,
      'without_cache sets the TTL to 0: every request queries the database',
      'rate limit raised for the run: the whole load comes from one address',
    ],
    with_cache: cached,
    without_cache: uncached,
  };
  const file = `results/api-games-${database.kind === 'postgres' ? 'postgres' : 'pglite'}.json`;
  writeFileSync(new URL(file, import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote bench/${file}`);
} finally {
  await drop();
}

/**
 * Wallet throughput: game rounds per second (a debit, then a credit that pays and closes the
 * round) with 50 players playing at once, through the wallet service in process (what the
 * studio calls), on an in-memory PGlite and on PostgreSQL (a database created here and dropped
 * at the end). Beside it, the same machine's ceiling: a pgbench-style loop of autocommitted
 * single-row updates (`UPDATE t SET v = v + 1 WHERE id = $1`, 50 clients on distinct rows).
 * Results go to bench/results/wallet-rounds.json.
 *   node --import tsx bench/wallet-rounds.ts [--skip-pglite] [--skip-pg]
 * PG_URL (default postgres://postgres@127.0.0.1:5432/test) is where the PostgreSQL database is made.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { currencies } from '../apps/server/src/seed/data/currencies.ts';
import { demoSkinSettings } from '../apps/server/src/seed/skin.ts';
import { createWalletService } from '../apps/server/src/wallet/service.ts';
import { percentile } from './support.ts';

const PLAYERS = 50;
const WARMUP_S = 5;
/** Rounds played before the measured run, so the ledger tables are not empty. */
const HISTORY_S = 10;
const DURATION_S = 15;
/** The pgbench-style ceiling: clients and rows (one row per client). */
const CEILING_CLIENTS = 50;
/** PostgreSQL connections of the server's pool (apps/server/src/db/client.ts). */
const SERVER_POOL = 10;
const GOAL_ROUNDS_PER_S = 1_000;
const STAKE = 100;

const pgUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Measured {
  count: number;
  seconds: number;
  perSecond: number;
  latencyMs?: { p50: number; p90: number; p99: number; max: number };
  errors: number;
}

/**
 * Runs `workers` loops of `step` through a warm-up, then counts completions for DURATION_S.
 * Driven by the clock, not by timers: PGlite answers without yielding to the event loop, so a
 * timer might never fire while the loops are busy.
 */
async function measure(
  workers: number,
  step: (worker: number) => Promise<void>,
  warmupS = WARMUP_S,
  durationS = DURATION_S,
) {
  const warmEnd = performance.now() + warmupS * 1000;
  const end = warmEnd + durationS * 1000;
  let count = 0;
  let errors = 0;
  const latencies: number[] = [];
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (;;) {
      const started = performance.now();
      if (started >= end) return;
      try {
        await step(w);
        const finished = performance.now();
        if (started >= warmEnd && finished <= end) {
          count += 1;
          latencies.push(finished - started);
        }
      } catch (err) {
        errors += 1;
        if (errors === 1) console.error(err);
      }
    }
  });
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    count,
    seconds: DURATION_S,
    perSecond: Math.round(count / DURATION_S),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    errors,
  } satisfies Measured;
}

/** A migrated database with the currency, a skin and 50 funded players. */
async function prepare(database: Database): Promise<number[]> {
  await database.migrate();
  // Only what the wallet reads: the currency and a skin for the players (the full seed with its
  // artwork and password hashes is not part of what is measured).
  await database.db
    .insert(t.currencies)
    .values(currencies.map((c) => ({ ...c, minorUnits: c.minor_units })));
  await database.db.insert(t.skins).values({
    licenseeId: 1,
    name: 'Bench',
    refId: 'bench',
    apiKey: 'bench',
    apiSecretHash: 'bench',
    settings: demoSkinSettings,
  });
  const wallet = createWalletService(database.db);
  const [skin] = await database.db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const [eur] = await database.db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, 'EUR'));
  const at = new Date();
  const rows = await database.db
    .insert(t.players)
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        skinId: skin!.id,
        username: `bench${i}`,
        email: `bench${i}@bench.test`,
        passwordHash: 'bench',
        passwordCreatedAt: at,
        passwordChangedAt: at,
        status: 'active',
        country: 'MT',
        currencyId: eur!.id,
      })),
    )
    .returning({ id: t.players.id });
  console.log(`  ${PLAYERS} players, funding...`);
  for (const r of rows) {
    await wallet.deposit({
      playerId: r.id,
      amount: 1_000_000_000,
      provider: 'bench',
      transactionId: `fund-${r.id}`,
    });
  }
  console.log(`  measuring (${WARMUP_S} s warm-up, ${DURATION_S} s)...`);
  return rows.map((r) => r.id);
}

/** Wallet rounds: every player debits a stake and gets a credit (0-2x) that closes the round. */
async function walletRounds(db: Db, players: number[], tag: string) {
  const wallet = createWalletService(db);
  const seq = new Array<number>(PLAYERS).fill(0);
  const round = async (w: number) => {
    const playerId = players[w]!;
    const n = (seq[w]! += 1);
    const roundId = `${tag}p${playerId}r${n}`;
    const bet = await wallet.debit({
      provider: 'bench',
      transactionId: `${roundId}b`,
      playerId,
      roundId,
      gameId: null,
      amount: STAKE,
    });
    if (!bet.ok) throw new Error(`debit refused: ${bet.code}`);
    const win = await wallet.credit({
      provider: 'bench',
      transactionId: `${roundId}w`,
      playerId,
      roundId,
      gameId: null,
      amount: (n * 7919) % (2 * STAKE + 1),
      betTransactionId: `${roundId}b`,
      closeRound: true,
    });
    if (!win.ok) throw new Error(`credit refused: ${win.code}`);
  };
  // A casino's ledger has history: play HISTORY_S of rounds first, then let the planner see the
  // tables as they are (as autovacuum's analyze would on a live database), then measure.
  await measure(PLAYERS, round, 0, HISTORY_S);
  await db.execute(sql`analyze`);
  const result = await measure(PLAYERS, round);
  // The ledger after the run: every transaction balanced, caches equal to the entries.
  const check = (await db.execute(
    `select
       (select count(*) from (select transaction_id from ledger_entries group by transaction_id
          having sum(amount) <> 0) x)::int as unbalanced,
       (select count(*) from wallets w where w.cash <> (select coalesce(sum(amount), 0)
          from ledger_entries where account_id = w.cash_account_id))::int as cache_mismatches,
       (select count(*) from ledger_transactions)::int as transactions`,
  )) as unknown as { rows: Record<string, number>[] };
  return { ...result, ledgerCheck: check.rows[0] };
}

/** The ceiling on PostgreSQL: 50 clients, each updating its own row, autocommit. */
async function pgCeiling(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('create table bench_ceiling (id int primary key, v bigint not null)');
  await admin.query(
    `insert into bench_ceiling select g, 0 from generate_series(1, ${CEILING_CLIENTS}) g`,
  );
  const clients = await Promise.all(
    Array.from({ length: CEILING_CLIENTS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const sqlText = 'UPDATE bench_ceiling SET v = v + 1 WHERE id = $1';
  const result = await measure(CEILING_CLIENTS, async (w) => {
    await clients[w]!.query({ name: 'ceiling', text: sqlText, values: [w + 1] });
  });
  await Promise.all(clients.map((c) => c.end()));
  await admin.end();
  return result;
}

/** The ceiling on PGlite: the same loop on one embedded instance (it runs one query at a time). */
async function pgliteCeiling() {
  const db = await PGlite.create();
  await db.exec('create table bench_ceiling (id int primary key, v bigint not null)');
  await db.exec(
    `insert into bench_ceiling select g, 0 from generate_series(1, ${CEILING_CLIENTS}) g`,
  );
  const result = await measure(CEILING_CLIENTS, async (w) => {
    await db.query('UPDATE bench_ceiling SET v = v + 1 WHERE id = $1', [w + 1]);
  });
  await db.close();
  return result;
}

async function postgres() {
  const name = `croupier_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    const version = await admin.query<{ server_version: string }>('show server_version');
    const settings = await admin.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in
        ('synchronous_commit', 'fsync', 'max_connections', 'shared_buffers', 'wal_level')`,
    );
    const database = await openDatabase(url.toString());
    console.log('postgres: wallet rounds (the server pool)...');
    const players = await prepare(database);
    const rounds = await walletRounds(database.db, players, 'a');
    await database.close();
    // The same with one connection per player (DATABASE_POOL_SIZE=50), as the ceiling has one per
    // client: PostgreSQL then commits up to 50 wallet calls with one WAL flush.
    console.log('postgres: wallet rounds (DATABASE_POOL_SIZE=50)...');
    const wide = await openDatabase(url.toString(), { poolSize: PLAYERS });
    const rounds50 = await walletRounds(wide.db, players, 'b');
    await wide.close();
    console.log('postgres: ceiling...');
    const ceiling = await pgCeiling(url.toString());
    return {
      database_version: version.rows[0]?.server_version,
      settings: Object.fromEntries(settings.rows.map((r) => [r.name, r.setting])),
      rounds,
      rounds_50_connections: rounds50,
      ceiling,
    };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function pglite() {
  const database = await openDatabase('memory://');
  console.log('pglite: wallet rounds...');
  const rounds = await walletRounds(database.db, await prepare(database), 'a');
  await database.close();
  console.log('pglite: ceiling...');
  const ceiling = await pgliteCeiling();
  return { rounds, ceiling };
}

function summary(r: { rounds: Measured; ceiling: Measured }) {
  return {
    rounds_per_s: r.rounds.perSecond,
    wallet_calls_per_s: r.rounds.perSecond * 2,
    ceiling_updates_per_s: r.ceiling.perSecond,
    /** Rounds per second over raw single-row updates per second. */
    ratio_rounds_to_ceiling: Math.round((r.rounds.perSecond / r.ceiling.perSecond) * 1000) / 1000,
    /** Wallet calls (2 per round) over raw updates: each call is one statement too. */
    ratio_calls_to_ceiling:
      Math.round(((2 * r.rounds.perSecond) / r.ceiling.perSecond) * 1000) / 1000,
  };
}

const file = new URL('results/wallet-rounds.json', import.meta.url);
const previous = (() => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
})();
const result: Record<string, unknown> = {
  ...previous,
  measured_at: new Date().toISOString(),
  node: process.version,
  cpu_count: cpus().length,
  cpu_model: cpus()[0]?.model,
  load_average_before: loadavg().map((v) => Math.round(v * 100) / 100),
  players: PLAYERS,
  warmup_s: WARMUP_S,
  duration_s: DURATION_S,
  round:
    'debit (stake 1.00) + credit (0-2.00, closes the round), in process via the wallet service',
  server_pool_connections: SERVER_POOL,
  ceiling_clients: CEILING_CLIENTS,
  goal_rounds_per_s_postgres: GOAL_ROUNDS_PER_S,
};
if (!process.argv.includes('--skip-pglite')) {
  const r = await pglite();
  result.pglite = { ...summary(r), ...r };
}
if (!process.argv.includes('--skip-pg')) {
  const r = await postgres();
  const best = Math.max(r.rounds.perSecond, r.rounds_50_connections.perSecond);
  result.postgres = {
    ...summary(r),
    rounds_per_s_50_connections: r.rounds_50_connections.perSecond,
    ratio_rounds_50_connections_to_ceiling:
      Math.round((r.rounds_50_connections.perSecond / r.ceiling.perSecond) * 1000) / 1000,
    goal_met: best >= GOAL_ROUNDS_PER_S,
    ...r,
  };
}
result.load_average_after = loadavg().map((v) => Math.round(v * 100) / 100);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));

/**
 * Wallet throughput: game rounds per second (a debit, then a credit that pays and closes the
 * round) with 50 players playing at once, through the wallet service in process (what the
 * studio calls), on an in-memory PGlite and on PostgreSQL (a database created here and dropped
 * at the end). Beside it, the same machine's ceiling: a pgbench-style loop of autocommitted
 * single-row updates (`UPDATE t SET v = v + 1 WHERE id = $1`, 50 clients on distinct rows).
 * Then the same rounds with an active bonus: 50 further players, each with an active campaign
 * (granted through the wallet, wagering never met during the run) and a few cents of cash, so
 * every bet stakes cash and bonus, in a seeded slot game: the bonus wagering (the contribution of
 * the game's type, the campaign's counter, bonus_settle after each credit) runs in every round.
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
import { seedStudioCatalog } from '../apps/server/src/seed/catalog.ts';
import { demoSkinSettings } from '../apps/server/src/seed/skin.ts';
import { configureWalletBatching, walletBatcher } from '../apps/server/src/wallet/repository.ts';
import { assignBonusWith, createWalletService } from '../apps/server/src/wallet/service.ts';
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
/** The goal: rounds per raw update, and the round's p99 at 50 players. */
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 25;
/** Group commit: batches in the database at once on PostgreSQL (the server's default). */
const BATCHES_PG = 2;
const STAKE = 100;
/**
 * The bonus players' cash: half a stake, so the first bet stakes cash and bonus. A win's cash part
 * is rounded up (wallet_credit) and the bonus rounds never pay 0, so their cash stays a few cents
 * (at most 68 over the first 200,000 rounds of the credit sequence below): every bet stakes what
 * cash is left, the rest from the bonus. The ledger check after the run counts the bets' splits.
 */
const BONUS_PLAYER_CASH = STAKE / 2;
/** Each bonus player's bonus money (granted by the wallet when the campaign activates). */
const BONUS_AMOUNT = 1_000_000_000;
/** Wagering target: far beyond what a run counts, so no campaign converts while measured. */
const BONUS_TARGET = 1_000_000_000_000;

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

interface Prepared {
  /** The plain players: 10,000,000.00 of cash each, no campaign. */
  players: number[];
  /** The bonus players: BONUS_PLAYER_CASH of cash and an active campaign of BONUS_AMOUNT. */
  bonusPlayers: number[];
  /** A slot game of the seeded catalog (its type's contribution: 100 %). */
  slotGameId: number;
}

/**
 * A migrated database with the currency, a skin, the studio's game catalog, 50 funded players
 * and 50 bonus players (each with an active campaign of the skin).
 */
async function prepare(database: Database): Promise<Prepared> {
  await database.migrate();
  // Only what the wallet reads: the currency, a skin for the players, the catalog's providers and
  // games (the type of a bet's game) and a campaign (the full seed with its artwork, sections and
  // password hashes is not part of what is measured).
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
  const gameRows = await seedStudioCatalog(database.db);
  const slotGameId = gameRows.find((g) => g.type === 'slot')?.id;
  if (slotGameId === undefined) throw new Error('no slot game in the catalog');
  const wallet = createWalletService(database.db);
  const [skin] = await database.db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const [eur] = await database.db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, 'EUR'));
  const at = new Date();
  const insertPlayers = async (prefix: string) =>
    (
      await database.db
        .insert(t.players)
        .values(
          Array.from({ length: PLAYERS }, (_, i) => ({
            skinId: skin!.id,
            username: `${prefix}${i}`,
            email: `${prefix}${i}@bench.test`,
            passwordHash: 'bench',
            passwordCreatedAt: at,
            passwordChangedAt: at,
            status: 'active',
            country: 'MT',
            currencyId: eur!.id,
          })),
        )
        .returning({ id: t.players.id })
    ).map((r) => r.id);
  const fund = async (playerId: number, amount: number) => {
    const r = await wallet.deposit({
      playerId,
      amount,
      provider: 'bench',
      transactionId: `fund-${playerId}`,
    });
    if (!r.ok) throw new Error(`deposit refused: ${r.code}`);
  };
  const players = await insertPlayers('bench');
  console.log(`  ${PLAYERS} players, funding...`);
  for (const id of players) await fund(id, 1_000_000_000);

  // The bonus players: a campaign of the skin (its default contributions: slots 100 %), claimed
  // by each player as staff assign it (the terms copied to a player campaign, activated at once:
  // the wallet credits the bonus money, type 10).
  const [campaign] = await database.db
    .insert(t.campaigns)
    .values({
      skinId: skin!.id,
      code: 'BENCH',
      name: 'Bench bonus',
      action: 1,
      amountType: 'fixed',
      amount: BONUS_AMOUNT,
      wagering: BONUS_TARGET / BONUS_AMOUNT,
      kind: 'no_deposit',
    })
    .returning({ id: t.campaigns.id, contributions: t.campaigns.contributions });
  const contributions = Object.fromEntries(
    Object.entries(campaign!.contributions).filter(
      (e): e is [string, number] => e[1] !== undefined,
    ),
  );
  const bonusPlayers = await insertPlayers('bonus');
  console.log(`  ${PLAYERS} bonus players, funding and activating their campaigns...`);
  for (const id of bonusPlayers) {
    await fund(id, BONUS_PLAYER_CASH);
    const grant = await database.db.transaction((tx) =>
      assignBonusWith(tx, {
        playerId: id,
        campaignId: campaign!.id,
        amount: BONUS_AMOUNT,
        target: BONUS_TARGET,
        maxBet: null,
        contributions,
        transactionId: 'bench',
      }),
    );
    if (!grant.ok || Number(grant.bonus) !== BONUS_AMOUNT) throw new Error('bonus not granted');
  }
  console.log(`  measuring (${WARMUP_S} s warm-up, ${DURATION_S} s)...`);
  return { players, bonusPlayers, slotGameId };
}

/**
 * Wallet rounds: every player debits a stake and gets a credit (0-2x) that closes the round. With
 * `bonus`, the bonus players play in the slot game `gameId` and the credit is never 0 (1-200 cents:
 * a win's cash part is rounded up, so their cash, a few cents, never runs out).
 */
interface RoundOptions {
  /** The bonus players' slot game: their credit is never 0 (see BONUS_PLAYER_CASH). */
  bonus?: { gameId: number };
  /** One wallet call per round (wallet.round) instead of a debit and a credit. */
  oneCall: boolean;
  /** Group commit (wallet/batcher.ts): batches in the database at once; 0 = off. */
  batches: number;
  /** Play HISTORY_S of rounds first and analyze (the first run on a database). */
  history: boolean;
}

/**
 * Wallet rounds: every player debits a stake and gets a credit (0-2x) that closes the round,
 * as two calls or as one (wallet.round). With `bonus`, the bonus players play in the slot game
 * and the credit is never 0 (1-200 cents: a win's cash part is rounded up, so their cash, a few
 * cents, never runs out).
 */
async function walletRounds(db: Db, players: number[], tag: string, options: RoundOptions) {
  const { bonus } = options;
  configureWalletBatching(db, { enabled: options.batches > 0, maxInFlight: options.batches });
  const wallet = createWalletService(db);
  const gameId = bonus?.gameId ?? null;
  const seq = new Array<number>(PLAYERS).fill(0);
  const round = async (w: number) => {
    const playerId = players[w]!;
    const n = (seq[w]! += 1);
    const roundId = `${tag}p${playerId}r${n}`;
    const win = bonus ? 1 + ((n * 7919) % (2 * STAKE)) : (n * 7919) % (2 * STAKE + 1);
    if (options.oneCall) {
      const r = await wallet.round({
        provider: 'bench',
        betTransactionId: `${roundId}b`,
        winTransactionId: `${roundId}w`,
        playerId,
        roundId,
        gameId,
        stake: STAKE,
        win,
      });
      if (!r.bet.ok) throw new Error(`bet refused: ${r.bet.code}`);
      if (!r.win?.ok) throw new Error(`win refused: ${r.win?.ok === false ? r.win.code : '-'}`);
      return;
    }
    const bet = await wallet.debit({
      provider: 'bench',
      transactionId: `${roundId}b`,
      playerId,
      roundId,
      gameId,
      amount: STAKE,
    });
    if (!bet.ok) throw new Error(`debit refused: ${bet.code}`);
    const paid = await wallet.credit({
      provider: 'bench',
      transactionId: `${roundId}w`,
      playerId,
      roundId,
      gameId,
      amount: win,
      betTransactionId: `${roundId}b`,
      closeRound: true,
    });
    if (!paid.ok) throw new Error(`credit refused: ${paid.code}`);
  };
  // A casino's ledger has history: play HISTORY_S of rounds first, then let the planner see the
  // tables as they are (as autovacuum's analyze would on a live database), then measure.
  if (options.history) {
    await measure(PLAYERS, round, 0, HISTORY_S);
    await db.execute(sql`analyze`);
  }
  const before = { ...(walletBatcher(db)?.stats ?? { batches: 0, calls: 0, fallbacks: 0 }) };
  const measured = await measure(PLAYERS, round);
  const after = walletBatcher(db)?.stats;
  const batching = after
    ? {
        batches: after.batches - before.batches,
        calls: after.calls - before.calls,
        fallbacks: after.fallbacks - before.fallbacks,
        calls_per_batch:
          Math.round(
            ((after.calls - before.calls) / Math.max(1, after.batches - before.batches)) * 10,
          ) / 10,
      }
    : null;
  const result = { ...measured, batching };
  // The ledger after the run: every transaction balanced, caches (cash and bonus) equal to the
  // entries.
  const rows = async (q: string) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, number>[] }).rows[0];
  const check = await rows(
    `select
       (select count(*) from (select transaction_id from ledger_entries group by transaction_id
          having sum(amount) <> 0) x)::int as unbalanced,
       (select count(*) from wallets w where w.cash <> (select coalesce(sum(amount), 0)
          from ledger_entries where account_id = w.cash_account_id)
          or w.bonus <> (select coalesce(sum(amount), 0)
          from ledger_entries where account_id = w.bonus_account_id))::int as cache_mismatches,
       (select count(*) from ledger_transactions)::int as transactions`,
  );
  if (!bonus) return { ...result, ledgerCheck: check };
  // What the bonus rounds did (history and measured run): how their bets split between cash and
  // bonus, and the campaigns still all active (none converted, lost or expired) with their counters.
  const bonusCheck = await rows(
    `select
       (select count(*) filter (where cash < 0 and bonus < 0) from ledger_transactions
          where operation = 'bet' and status = 'authorized' and player_campaign_id is not null
          )::int as bets_cash_and_bonus,
       (select count(*) filter (where cash = 0 and bonus < 0) from ledger_transactions
          where operation = 'bet' and status = 'authorized' and player_campaign_id is not null
          )::int as bets_bonus_only,
       (select count(*) filter (where cash < 0 and bonus = 0) from ledger_transactions
          where operation = 'bet' and status = 'authorized' and player_campaign_id is not null
          )::int as bets_cash_only,
       (select count(*) from player_campaigns where status = 'active')::int as active_campaigns,
       (select count(*) from player_campaigns where status <> 'active')::int as ended_campaigns,
       (select coalesce(sum(counter), 0) from player_campaigns)::bigint as wagered_counted`,
  );
  return {
    ...result,
    ledgerCheck: { ...check, ...bonusCheck, wagered_counted: Number(bonusCheck?.wagered_counted) },
  };
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
    console.log('postgres: preparing...');
    const prepared = await prepare(database);
    const steps = await runSteps('postgres', database.db, prepared, BATCHES_PG);
    await database.close();
    console.log('postgres: ceiling...');
    const ceiling = await pgCeiling(url.toString());
    return {
      database_version: version.rows[0]?.server_version,
      settings: Object.fromEntries(settings.rows.map((r) => [r.name, r.setting])),
      ...steps,
      ceiling,
    };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The steps, each measured on the same database one after the other (the ledger grows; the first
 * plays HISTORY_S first): two calls per round without group commit (where we started), one call
 * per round, two calls with group commit, one call with group commit (the server's default), then
 * the bonus players with the default.
 */
async function runSteps(label: string, db: Db, prepared: Prepared, batches: number) {
  const { players, bonusPlayers, slotGameId } = prepared;
  const step = async (name: string, tag: string, options: RoundOptions, who = players) => {
    console.log(`${label}: ${name}...`);
    return walletRounds(db, who, tag, options);
  };
  const two_calls = await step('two calls per round', 'a', {
    oneCall: false,
    batches: 0,
    history: true,
  });
  const one_call = await step('one call per round', 'b', {
    oneCall: true,
    batches: 0,
    history: false,
  });
  const two_calls_batched = await step('two calls, group commit', 'c', {
    oneCall: false,
    batches,
    history: false,
  });
  const rounds = await step('one call, group commit', 'd', {
    oneCall: true,
    batches,
    history: false,
  });
  const bonus_rounds = await step(
    'one call, group commit, active bonus',
    'e',
    { oneCall: true, batches, history: true, bonus: { gameId: slotGameId } },
    bonusPlayers,
  );
  return { steps: { two_calls, one_call, two_calls_batched }, rounds, bonus_rounds };
}

async function pglite() {
  const database = await openDatabase('memory://');
  console.log('pglite: preparing...');
  const prepared = await prepare(database);
  const steps = await runSteps('pglite', database.db, prepared, 1);
  await database.close();
  console.log('pglite: ceiling...');
  const ceiling = await pgliteCeiling();
  return { ...steps, ceiling };
}

type StepResult = Measured & { batching: unknown };

function summary(r: {
  steps: Record<string, StepResult>;
  rounds: StepResult;
  bonus_rounds: StepResult;
  ceiling: Measured;
}) {
  const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
  return {
    rounds_per_s: r.rounds.perSecond,
    rounds_p99_ms: r.rounds.latencyMs?.p99,
    ceiling_updates_per_s: r.ceiling.perSecond,
    /** Rounds per second over raw single-row updates per second (goal: 0.5). */
    ratio_rounds_to_ceiling: ratio(r.rounds.perSecond, r.ceiling.perSecond),
    /** What each step bought: rounds/s, p99 and ratio to the ceiling. */
    by_step: Object.fromEntries(
      Object.entries({ ...r.steps, one_call_batched: r.rounds }).map(([k, v]) => [
        k,
        {
          rounds_per_s: v.perSecond,
          p99_ms: v.latencyMs?.p99,
          ratio_to_ceiling: ratio(v.perSecond, r.ceiling.perSecond),
        },
      ]),
    ),
    bonus_rounds_per_s: r.bonus_rounds.perSecond,
    /** Rounds per second with an active bonus over rounds per second without (same setup). */
    ratio_bonus_to_plain_rounds: ratio(r.bonus_rounds.perSecond, r.rounds.perSecond),
    ratio_bonus_to_plain_p99: ratio(
      r.bonus_rounds.latencyMs?.p99 ?? 0,
      r.rounds.latencyMs?.p99 ?? 1,
    ),
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
    'stake 1.00, win 0-2.00 closing the round, in process via the wallet service: as a debit ' +
    'and a credit (two_calls*) or as one wallet.round call; group commit on or off',
  bonus_round:
    'the same with an active bonus campaign (wagering target never met, a few cents of cash: ' +
    'every bet stakes cash and bonus) in a slot game (contribution 100 %), credit 0.01-2.00',
  server_pool_connections: SERVER_POOL,
  ceiling_clients: CEILING_CLIENTS,
  goal_ratio: GOAL_RATIO,
  goal_p99_ms: GOAL_P99_MS,
};
// Keys of older versions of this file, no longer written.
delete result.goal_rounds_per_s_postgres;
if (!process.argv.includes('--skip-pglite')) {
  const r = await pglite();
  result.pglite = { ...summary(r), ...r };
  result.pglite_measured_at = result.measured_at;
} else {
  // The PGlite figures kept from the previous run, and when they were measured.
  result.pglite_measured_at = previous.pglite_measured_at ?? previous.measured_at;
}
if (!process.argv.includes('--skip-pg')) {
  const r = await postgres();
  const s = summary(r);
  result.postgres = {
    ...s,
    goal_ratio_met: s.ratio_rounds_to_ceiling >= GOAL_RATIO,
    goal_p99_met: (r.rounds.latencyMs?.p99 ?? Infinity) <= GOAL_P99_MS,
    ...r,
  };
}
result.load_average_after = loadavg().map((v) => Math.round(v * 100) / 100);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));

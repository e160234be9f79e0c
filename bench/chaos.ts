/**
 * Chaos and load: proves that money survives faults across two nodes on PostgreSQL. Two real
 * server processes share a new PostgreSQL database and Redis; 50 players play studio slots,
 * play provider rounds on the signed `/wallet/v1` (debits, wins, rollbacks), deposit by card
 * through the sandbox gateway (whose signed webhooks credit them, with its own redelivery) and
 * request and cancel withdrawals, each request going to the nodes in turn and sent again with
 * the same idempotency key on a timeout (3 s), a lost connection or a 5xx, until answered or the
 * run ends. Meanwhile a random node is killed with SIGKILL every few seconds (at least 10 times)
 * and started again, and PostgreSQL is restarted once.
 *
 * Then the harness lets the gateway deliver what is pending and the studio recover its rounds,
 * stops the nodes and reconciles (bench/chaos-reconcile.ts): the ledger audit, every player's
 * balance against its entries and against what its acknowledged operations imply (each
 * unacknowledged one once or not at all), no idempotency key moving money twice, no studio round
 * unsettled, no deposit credited twice or lost. Any discrepancy: exit 1. A node that exits by
 * itself (a crash) is started again, as a process manager would, and 5xx answers are retried:
 * both are counted and shown (with the node logs to read), not counted as discrepancies.
 *
 *   npm run chaos                      60 s, 50 players, 15 kills, one PostgreSQL restart
 *   npm run chaos -- --short           CI: 20 s, 10 players, 3 kills, no PostgreSQL restart
 *   options: --duration <s> --players <n> --kills <n> --no-pg-restart --keep (the database)
 *            --write (results of a --short run too)
 *
 * PG_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin connection the database
 * `croupier_chaos_<time>` is created from (dropped at the end unless --keep); REDIS_URL (default
 * redis://127.0.0.1:6379) gets a channel of its own. The PostgreSQL restart runs
 * `pg_ctlcluster --skip-systemctl-redirect <version> main restart` (needs a local cluster and the
 * rights; skipped with a warning otherwise). Node logs go to a temporary directory (printed).
 * Results: bench/results/chaos.json (not for --short unless --write).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEV_PROVIDER_SECRETS } from '../apps/server/src/wallet/provider-routes.ts';
import {
  adminQuery,
  Cluster,
  freePort,
  LIFTED_RATE_LIMITS,
  withDatabase,
  type ServerNode,
} from './chaos-cluster.ts';
import {
  createPlayers,
  demoWalletGame,
  launchGames,
  playUntil,
  SKIN_KEY,
  SKIN_SECRET,
  studioGame,
  type ChaosGames,
  type ChaosPlayer,
} from './chaos-players.ts';
import { makeWebhooksDue, pendingWork, reconcile, type Finding } from './chaos-reconcile.ts';
import { REQUEST_TIMEOUT_MS, Traffic } from './chaos-traffic.ts';

const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Rate limits out of the way: the load comes from one address and few sessions. */
/** The longest wait for the gateway's redeliveries and the studio's recovery after the run. */
const DRAIN_MS = 180_000;
/** How often the drain makes the gateway's waiting webhooks due again. */
const DUE_EVERY_MS = 10_000;
/** The longest the players' game launches may take before the run. */
const SETUP_MS = 180_000;
/** The share of the run the kills are spread over. */
const KILL_SPAN = 0.9;

interface Options {
  durationS: number;
  players: number;
  kills: number;
  pgRestart: boolean;
  keep: boolean;
  write: boolean;
  short: boolean;
}

interface FaultLog {
  kills: { at: string; node: number; restartMs: number | null; error?: string }[];
  pgRestarts: { at: string; ms: number; error?: string }[];
  pgRestartSkipped: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));

/** The command line's options (see the module comment). */
function parseOptions(argv: string[]): Options {
  const has = (flag: string) => argv.includes(flag);
  const number = (flag: string): number | undefined => {
    const i = argv.indexOf(flag);
    if (i < 0) return undefined;
    const value = Number(argv[i + 1]);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${flag} needs a positive integer`);
    return value;
  };
  const short = has('--short');
  const durationS = number('--duration') ?? (short ? 20 : 60);
  return {
    durationS,
    players: number('--players') ?? (short ? 10 : 50),
    kills: number('--kills') ?? (short ? 3 : Math.max(10, Math.ceil(durationS / 4))),
    pgRestart: !short && !has('--no-pg-restart'),
    keep: has('--keep'),
    write: !short || has('--write'),
    short,
  };
}

/** The environment of a node: the run's database, Redis channel and public URL. */
function nodeEnv(
  node: ServerNode,
  run: { databaseUrl: string; channel: string; publicUrl: string; dataDir: string },
) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(node.port),
    HOST: '127.0.0.1',
    // One public address for the casino, as behind a proxy: each node delivers the sandbox
    // gateway's webhooks to itself.
    PUBLIC_URL: run.publicUrl,
    DATABASE_URL: run.databaseUrl,
    REDIS_URL,
    REALTIME_CHANNEL: run.channel,
    DATA_DIR: run.dataDir,
    FILE_STORAGE: 'db',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    SANDBOX_GATEWAY: 'on',
    // The credentials the players and the demo provider use, whatever this shell has set.
    SKIN_API_KEY: SKIN_KEY,
    SKIN_API_SECRET: SKIN_SECRET,
    WALLET_PROVIDER_SECRETS: DEV_PROVIDER_SECRETS,
    ...LIFTED_RATE_LIMITS,
  };
}

/** The local cluster's version for pg_ctlcluster, or why PostgreSQL cannot be restarted here. */
function pgCluster(): { version: string } | { skip: string } {
  const host = new URL(PG_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    return { skip: `PG_URL is not local (${host})` };
  }
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => existsSync(join(dir, 'pg_ctlcluster')));
  if (!onPath) return { skip: 'pg_ctlcluster is not available' };
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (versions.length !== 1) return { skip: 'no single cluster under /etc/postgresql' };
  return { version: versions[0]! };
}

async function restartPostgres(version: string, faults: FaultLog): Promise<void> {
  const at = Date.now();
  try {
    await promisify(execFile)(
      'pg_ctlcluster',
      ['--skip-systemctl-redirect', version, 'main', 'restart'],
      { timeout: 120_000 },
    );
    faults.pgRestarts.push({ at: new Date(at).toISOString(), ms: Date.now() - at });
  } catch (err) {
    const error = err instanceof Error ? err.message.split('\n')[0]! : 'failed';
    faults.pgRestarts.push({ at: new Date(at).toISOString(), ms: Date.now() - at, error });
  }
  const last = faults.pgRestarts.at(-1);
  console.log(`  PostgreSQL restart: ${last?.error ?? 'done'} (${last?.ms} ms)`);
}

/** A node that answers now, at random; waits for one until `until` (null: none came up). */
async function anyUpNode(cluster: Cluster, until: number): Promise<ServerNode | null> {
  while (Date.now() < until) {
    const up = cluster.nodes.filter((n) => n.up);
    if (up.length > 0) return up[Math.floor(Math.random() * up.length)]!;
    await sleep(100);
  }
  return null;
}

/** Kills `kills` times, evenly over the run, a node that is up; each is restarted at once. */
async function killNodes(
  cluster: Cluster,
  kills: number,
  from: number,
  until: number,
  faults: FaultLog,
) {
  const restarts: Promise<void>[] = [];
  for (let i = 0; i < kills; i += 1) {
    // Over the first 90% of the run: the last kill still finds a node up before the end.
    await sleepUntil(from + ((until - from) * KILL_SPAN * (i + 0.5)) / kills);
    const node = await anyUpNode(cluster, until);
    if (!node) break;
    const at = Date.now();
    await cluster.kill(node);
    const entry: FaultLog['kills'][number] = {
      at: new Date(at).toISOString(),
      node: node.index,
      restartMs: null,
    };
    faults.kills.push(entry);
    console.log(`  killed node ${node.index} (${faults.kills.length}/${kills})`);
    restarts.push(
      cluster.restart(node).then(
        () => void (entry.restartMs = Date.now() - at),
        (err: unknown) => void (entry.error = err instanceof Error ? err.message : 'failed'),
      ),
    );
  }
  await Promise.all(restarts);
}

/** The faults of the run: node kills, and PostgreSQL's restart half-way (between two kills). */
async function injectFaults(cluster: Cluster, opts: Options, from: number, until: number) {
  const faults: FaultLog = { kills: [], pgRestarts: [], pgRestartSkipped: null };
  const tasks = [killNodes(cluster, opts.kills, from, until, faults)];
  if (opts.pgRestart) {
    const pg = pgCluster();
    if ('skip' in pg) {
      faults.pgRestartSkipped = pg.skip;
      console.warn(`warning: no PostgreSQL restart: ${pg.skip}`);
    } else {
      const at = from + ((until - from) * KILL_SPAN * Math.floor(opts.kills / 2)) / opts.kills;
      tasks.push(sleepUntil(at).then(() => restartPostgres(pg.version, faults)));
    }
  }
  await Promise.all(tasks);
  return faults;
}

/** Makes sure every node is up (a crash restarted late, a restart that failed). */
async function allUp(cluster: Cluster): Promise<void> {
  for (const node of cluster.nodes) {
    if (!node.child) cluster.start(node);
    if (!node.up) await cluster.waitUp(node);
  }
}

/** Waits until the gateway's webhooks are delivered and no studio round is open (bounded). */
async function drain(
  databaseUrl: string,
): Promise<{ seconds: number; left: { webhooks: number; rounds: number } }> {
  const database = await openDatabase(databaseUrl, { poolSize: 2 });
  const started = Date.now();
  let lastDue = 0;
  try {
    for (;;) {
      const left = await pendingWork(database.db);
      const seconds = Math.round((Date.now() - started) / 1000);
      if ((left.webhooks === 0 && left.rounds === 0) || Date.now() - started > DRAIN_MS) {
        return { seconds, left };
      }
      if (Date.now() - lastDue >= DUE_EVERY_MS) {
        lastDue = Date.now();
        const due = await makeWebhooksDue(database.db);
        console.log(
          `  ${seconds} s: ${left.webhooks} webhooks (${due} made due), ${left.rounds} rounds open`,
        );
      }
      await sleep(1_000);
    }
  } finally {
    await database.close();
  }
}

/** Runs `work` over `items` with at most `n` at a time. */
async function eachLimited<T>(items: T[], n: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Players, games and their sessions, made once the first node has migrated and seeded. */
async function prepare(databaseUrl: string, traffic: Traffic, opts: Options, tag: string) {
  const database = await openDatabase(databaseUrl, { poolSize: 4 });
  let games: ChaosGames;
  let players: ChaosPlayer[];
  try {
    games = {
      studio: await studioGame(database.db),
      wallet: await demoWalletGame(database.db, tag),
    };
    players = await createPlayers(database.db, opts.players, tag);
  } finally {
    await database.close();
  }
  traffic.deadline = Date.now() + SETUP_MS;
  await eachLimited(players, 10, (p) => launchGames(traffic, p, games));
  return { games, players };
}

const pad = (v: string | number, n: number) => String(v).padStart(n);

function printTable(
  traffic: Traffic,
  faults: FaultLog,
  crashes: { node: number; at: string; code: number | null }[],
  findings: Finding[],
  anomalies: string[],
) {
  console.log(
    `\n${'operation'.padEnd(22)}${pad('acked', 8)}${pad('retried', 9)}${pad('unacked', 9)}${pad('5xx', 6)}${pad('timeouts', 10)}${pad('conn err', 10)}`,
  );
  for (const [kind, s] of Object.entries(traffic.stats).sort()) {
    console.log(
      `${kind.padEnd(22)}${pad(s.acknowledged, 8)}${pad(s.retried, 9)}${pad(s.unacknowledged, 9)}${pad(s.serverErrors, 6)}${pad(s.timeouts, 10)}${pad(s.connectionErrors, 10)}`,
    );
  }
  console.log(
    `\nkills: ${faults.kills.length}   PostgreSQL restarts: ${faults.pgRestarts.length}   crashes: ${crashes.length}`,
  );
  for (const c of crashes) {
    console.log(`  node ${c.node} exited by itself at ${c.at} (code ${c.code}): see its log`);
  }
  const restarts = faults.kills.flatMap((k) => (k.restartMs === null ? [] : [k.restartMs]));
  if (restarts.length > 0) {
    const mean = Math.round(restarts.reduce((a, b) => a + b, 0) / restarts.length);
    console.log(`kill to /health again: mean ${mean} ms, max ${Math.max(...restarts)} ms`);
  }
  const serverErrors = Object.values(traffic.stats).reduce((n, s) => n + s.serverErrors, 0);
  console.log(`server errors (5xx, each retried): ${serverErrors}`);
  console.log(`anomalies: ${anomalies.length}`);
  for (const a of anomalies.slice(0, 20)) console.log(`  ${a}`);
  console.log(`discrepancies: ${findings.length}`);
  for (const f of findings.slice(0, 50)) console.log(`  ${f.check}: ${f.detail}`);
}

async function main(): Promise<number> {
  const opts = parseOptions(process.argv.slice(2));
  const tag = `${Date.now()}`;
  const dbName = `croupier_chaos_${tag}`;
  const databaseUrl = withDatabase(PG_URL, dbName);
  const runDir = mkdtempSync(join(tmpdir(), 'croupier-chaos-'));
  mkdirSync(join(runDir, 'data'));
  console.log(
    `chaos: ${opts.durationS} s, ${opts.players} players, ${opts.kills} kills, PostgreSQL restart ${opts.pgRestart ? 'on' : 'off'}`,
  );
  console.log(`database ${dbName}, node logs in ${runDir}`);
  await adminQuery(PG_URL, `create database ${dbName}`);
  const ports = [await freePort(), await freePort()];
  const run = {
    databaseUrl,
    channel: `croupier-chaos-${tag}`,
    publicUrl: `http://127.0.0.1:${ports[0]}`,
    dataDir: join(runDir, 'data'),
  };
  const cluster = new Cluster(ports, runDir, (node) => nodeEnv(node, run));
  try {
    // The first node migrates and seeds (under main.ts's start-up lock), then the second joins.
    for (const node of cluster.nodes) {
      cluster.start(node);
      await cluster.waitUp(node, '/ready');
    }
    const traffic = new Traffic(cluster.nodes.map((n) => n.base));
    console.log('preparing players and game sessions...');
    const { games, players } = await prepare(databaseUrl, traffic, opts, tag);
    const from = Date.now();
    const until = from + opts.durationS * 1000;
    traffic.deadline = until;
    console.log(`load and faults for ${opts.durationS} s...`);
    const [faults] = await Promise.all([
      injectFaults(cluster, opts, from, until),
      Promise.all(players.map((p) => playUntil(traffic, p, games))),
    ]);
    console.log('draining: webhooks, studio recovery...');
    await allUp(cluster);
    const drained = await drain(databaseUrl);
    await cluster.stopAll();
    const database = await openDatabase(databaseUrl, { poolSize: 2 });
    const { audit, findings } = await reconcile(database.db, players).finally(() =>
      database.close(),
    );
    const anomalies = players.flatMap((p) => p.oddities.map((o) => `player ${p.id}: ${o}`));
    const crashes = cluster.nodes.flatMap((n) => n.crashes.map((c) => ({ node: n.index, ...c })));
    printTable(traffic, faults, crashes, findings, anomalies);
    if (faults.kills.length < opts.kills) {
      console.warn(`warning: ${faults.kills.length} kills of the ${opts.kills} asked for`);
    }
    const result = {
      benchmark: 'chaos',
      database: 'postgres',
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg() },
      node: process.version,
      parameters: {
        durationS: opts.durationS,
        players: opts.players,
        kills: opts.kills,
        pgRestart: opts.pgRestart,
        nodes: cluster.nodes.length,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
      },
      operations: traffic.stats,
      faults: { ...faults, crashes },
      drain: drained,
      ledgerAudit: audit,
      discrepancies: findings.length,
      findings: findings.slice(0, 100),
      anomalies,
      serverErrorSamples: traffic.serverErrorSamples,
      logs: runDir,
    };
    if (opts.write) {
      writeFileSync(
        new URL('./results/chaos.json', import.meta.url),
        `${JSON.stringify(result, null, 2)}\n`,
      );
      console.log('wrote bench/results/chaos.json');
    }
    return findings.length === 0 ? 0 : 1;
  } finally {
    await cluster.stopAll();
    if (opts.keep) console.log(`kept database ${dbName}`);
    else await adminQuery(PG_URL, `drop database if exists ${dbName} with (force)`);
  }
}

process.exitCode = await main();

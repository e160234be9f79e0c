/**
 * Load on the real server, on ONE node and on TWO nodes, on PostgreSQL and Redis. Real processes
 * (`node --import tsx apps/server/src/main.ts`, bench/chaos-cluster.ts) share a new PostgreSQL
 * database (created here, dropped at the end) and a Redis channel of their own; node 1 migrates and
 * seeds, then the run adds 5,000 generated games (as bench/api-games.ts), players and started card
 * deposits. Five scenarios, each at 1, 10, 50 and 100 concurrent clients (a short warm-up, then
 * 10 s measured), first against node 1 alone, then with node 2 started, the client sending each
 * request to the nodes in turn (round-robin in the client, no proxy):
 * - lobby: `GET /v1/casino/games` as the site's lobby calls it (bench/api-games.ts's mix, the
 *   skin's Basic auth);
 * - login: `POST /v1/auth/login` of pre-created players, each client with its own address
 *   (X-Forwarded-For; the nodes run with TRUST_PROXY=true, as behind a proxy); argon2
 *   verification is deliberately costly and bounds this figure;
 * - login from one address: the same, all from one address, where the server's brute-force delay
 *   per address (attempts in flight count) holds concurrent logins back;
 * - wallet round: a signed `/wallet/v1` debit then credit (close_round) as the demo provider, in a
 *   provider session opened through the launch API; the two requests may go to different nodes;
 * - deposit webhook: the sandbox gateway's signed `payment.approved` for a started card deposit
 *   (each a different payment, so each one credits).
 * Then sockets: 1,000 socket.io guest sockets (websocket transport) opened gradually over the two
 * nodes, and broadcasts to the `public` room through the Redis adapter; per socket, the time from
 * the emit to its arrival (one clock: emitter and sockets live in this process).
 *
 * The client is this process: keep-alive HTTP/1.1 connections (node:http), one per concurrent
 * client and node, each client sending its next request when the previous one is answered; every
 * latency is kept, so percentiles over both nodes are exact (autocannon binds a connection to one
 * URL and cannot alternate nodes per request). Before each phase the run waits while the chaos
 * harness (bench/chaos.ts) runs on this machine, since it kills nodes and restarts PostgreSQL.
 * Results go to bench/results/load.json; a table is printed.
 *   node --import tsx bench/load.ts [--quick]   (--quick: 3 s phases, 1 and 10 clients, 200 sockets)
 * PG_URL (default postgres://postgres@127.0.0.1:5432/test) is where the database is made; REDIS_URL
 * (default redis://127.0.0.1:6379).
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@croupier/contract/messages';
import { hashPassword } from '../apps/server/src/auth/crypto.ts';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { payments } from '../apps/server/src/payments/schema.ts';
import { sandboxDeliveryHeaders } from '../apps/server/src/payments/providers/sandbox/webhook.ts';
import { createRealtime } from '../apps/server/src/realtime/server.ts';
import { DEV_PROVIDER_SECRETS, signBody } from '../apps/server/src/wallet/provider-routes.ts';
import { generateGames, lobbyMix } from './api-games.ts';
import {
  adminQuery,
  Cluster,
  freePort,
  LIFTED_RATE_LIMITS,
  withDatabase,
  type ServerNode,
} from './chaos-cluster.ts';
import { createPlayers, demoWalletGame, type GameRef } from './chaos-players.ts';
import { percentile } from './support.ts';

const quick = process.argv.includes('--quick');
const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONCURRENCY = quick ? [1, 10] : [1, 10, 50, 100];
const WARMUP_S = quick ? 1 : 2;
const DURATION_S = quick ? 3 : 10;
const GENERATED_GAMES = 5_000;
/** Players of the login and wallet scenarios: one per client at the highest concurrency. */
const PLAYERS = Math.max(...CONCURRENCY);
const LOGIN_PASSWORD = 'Load-bench-password-1';
/** Started card deposits, one webhook each: more than the phases can send. */
const DEPOSITS = quick ? 4_000 : 20_000;
const DEPOSIT_AMOUNT = 5_000;
const SOCKETS = quick ? 200 : 1_000;
/** Sockets opened at once, then a pause: the handshakes come gradually. */
const SOCKET_BATCH = 50;
const SOCKET_BATCH_PAUSE_MS = 100;
const BROADCASTS = 5;
const BROADCAST_GAP_MS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Rate limits out of the way: the whole load comes from one address. */
const SKIN_AUTH = `Basic ${Buffer.from('croupier-demo:croupier-demo-public-secret').toString('base64')}`;
/** The development provider of `/wallet/v1` (WALLET_PROVIDER_SECRETS' default). */
const [PROVIDER, PROVIDER_SECRET] = DEV_PROVIDER_SECRETS.split(':') as [string, string];
/** The defaults the nodes run with (development): the sandbox gateway's secret among them. */
const devEnv = loadEnv({ NODE_ENV: 'development', SANDBOX_GATEWAY: 'on' });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round2 = (v: number) => Math.round(v * 100) / 100;
const load1 = () => round2(loadavg()[0]!);

// ------------------------------------------------------------------------------ the chaos harness

/** True while the chaos harness runs on this machine (`pgrep -f`). */
async function chaosRunning(): Promise<boolean> {
  try {
    await promisify(execFile)('pgrep', ['-f', 'bench/chaos\\.ts|tsx chaos\\.ts']);
    return true;
  } catch {
    return false; // pgrep exits 1 when nothing matches
  }
}

/** Waits (polling every 10 s) while the chaos harness runs; returns the seconds waited. */
async function waitForChaos(phase: string): Promise<number> {
  const started = Date.now();
  while (await chaosRunning()) {
    console.log(`  waiting: the chaos harness runs (before ${phase})`);
    await sleep(10_000);
  }
  return Math.round((Date.now() - started) / 1000);
}

// ------------------------------------------------------------------------------ the HTTP client

interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The nodes a phase sends to, in turn, each with its keep-alive connections. */
class Nodes {
  private next = 0;
  private readonly agents: Agent[];

  constructor(
    readonly bases: URL[],
    connections: number,
  ) {
    this.agents = bases.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
  }

  /** Sends `target` to the next node; its status and latency (ms). */
  send(target: Target): Promise<{ status: number; ms: number }> {
    const i = this.next++ % this.bases.length;
    const base = this.bases[i]!;
    const body = target.body === undefined ? undefined : Buffer.from(target.body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: base.hostname,
          port: base.port,
          method: target.method,
          path: target.path,
          agent: this.agents[i],
          headers: body ? { ...target.headers, 'content-length': body.length } : target.headers,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.once('end', () =>
            resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
          );
          res.once('error', reject);
        },
      );
      req.once('timeout', () => req.destroy(new Error('timeout')));
      req.once('error', reject);
      req.end(body);
    });
  }

  close(): void {
    for (const agent of this.agents) agent.destroy();
  }
}

/** One unit of a scenario's work for client `client` (one or more requests through `send`). */
type Operation = (send: (target: Target) => Promise<number>, client: number) => Promise<void>;

interface Scenario {
  name: string;
  what: string;
  /** Requests per operation (a wallet round is two). */
  requestsPerOperation: number;
  operation: Operation;
}

/**
 * `connections` clients run `operation` in a loop for the warm-up, then DURATION_S measured:
 * requests per second, latency percentiles of each request and what did not answer 2xx.
 */
async function measure(scenario: Scenario, bases: URL[], connections: number) {
  const nodes = new Nodes(bases, connections);
  const warmEnd = performance.now() + WARMUP_S * 1000;
  const end = warmEnd + DURATION_S * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let operations = 0;
  let failures = 0;
  let firstFailure: string | undefined;
  const send = async (target: Target) => {
    const { status, ms } = await nodes.send(target);
    // Counted when answered within the measured window (as autocannon counts).
    const at = performance.now();
    if (at >= warmEnd && at <= end) {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    return status;
  };
  const loadBefore = load1();
  await Promise.all(
    Array.from({ length: connections }, async (_, client) => {
      while (performance.now() < end) {
        try {
          await scenario.operation(send, client);
          const at = performance.now();
          if (at >= warmEnd && at <= end) operations += 1;
        } catch (err) {
          if (performance.now() >= warmEnd) failures += 1;
          firstFailure ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  nodes.close();
  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    connections,
    requestsPerSecond: Math.round(latencies.length / DURATION_S),
    operationsPerSecond: Math.round(operations / DURATION_S),
    requests: latencies.length,
    latencyMs: {
      p50: round2(percentile(latencies, 50)),
      p90: round2(percentile(latencies, 90)),
      p99: round2(percentile(latencies, 99)),
      max: round2(latencies.at(-1) ?? 0),
    },
    non2xx,
    /** Operations that failed without an answer (connection error, timeout, an exhausted pool). */
    failures,
    ...(firstFailure ? { firstFailure } : {}),
    statuses,
    loadAverage1mBefore: loadBefore,
  };
}
type Figures = Awaited<ReturnType<typeof measure>>;

// ------------------------------------------------------------------------------ setup

const json = (body: unknown) => JSON.stringify(body);
const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The environment of a node: the run's database, Redis channel and data, limits lifted. */
function nodeEnv(
  node: ServerNode,
  run: { databaseUrl: string; channel: string; dataDir: string },
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(node.port),
    HOST: '127.0.0.1',
    DATABASE_URL: run.databaseUrl,
    REDIS_URL,
    REALTIME_CHANNEL: run.channel,
    DATA_DIR: run.dataDir,
    FILE_STORAGE: 'db',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    SANDBOX_GATEWAY: 'on',
    // As behind a proxy: the login scenario gives each client an address of its own.
    TRUST_PROXY: 'true',
    ...LIFTED_RATE_LIMITS,
  };
}

/** Players who log in: PLAYERS of them, all with one argon2 hash of LOGIN_PASSWORD. */
async function loginPlayers(db: Db, tag: string): Promise<string[]> {
  const players = await createPlayers(db, PLAYERS, `l${tag}`);
  const ids = players.map((p) => p.id);
  await db
    .update(t.players)
    .set({ passwordHash: await hashPassword(LOGIN_PASSWORD) })
    .where(inArray(t.players.id, ids));
  const rows = await db
    .select({ username: t.players.username })
    .from(t.players)
    .where(inArray(t.players.id, ids));
  return rows.map((r) => r.username);
}

interface WalletPlayer {
  id: number;
  token: string;
}

/** Players with a provider session of the demo wallet game, opened through the launch API. */
async function walletPlayers(db: Db, base: URL, game: GameRef, tag: string) {
  const players = await createPlayers(db, PLAYERS, `w${tag}`);
  const out: WalletPlayer[] = [];
  for (const p of players) {
    const res = await fetch(new URL(`/v1/casino/play/${game.providerCode}`, base), {
      method: 'POST',
      headers: {
        authorization: SKIN_AUTH,
        'user-token': p.userToken,
        'content-type': 'application/json',
      },
      body: json({ game_id: game.id, provider_id: game.providerId }),
    });
    const answer = (await res.json()) as { data?: { play_for_real?: string } };
    const url = answer.data?.play_for_real;
    const token = url ? new URL(url, base).searchParams.get('token') : null;
    if (!token) throw new Error(`launch for player ${p.id}: ${res.status}`);
    out.push({ id: p.id, token });
  }
  return out;
}

/** DEPOSITS card deposits the sandbox gateway has started, each its player's: the webhooks. */
async function depositWebhooks(db: Db, tag: string): Promise<string[]> {
  const [skin] = await db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const [eur] = await db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, 'EUR'));
  const at = new Date();
  const bodies: string[] = [];
  for (let offset = 0; offset < DEPOSITS; offset += 1_000) {
    const n = Math.min(1_000, DEPOSITS - offset);
    const players = await db
      .insert(t.players)
      .values(
        Array.from({ length: n }, (_, i) => ({
          skinId: skin!.id,
          username: `d${tag}${offset + i}`.slice(0, 25),
          email: `d${tag}${offset + i}@load.test`,
          passwordHash: 'not-a-login',
          passwordCreatedAt: at,
          passwordChangedAt: at,
          status: 'active',
          country: 'MT',
          currencyId: eur!.id,
          isVerified: true,
        })),
      )
      .returning({ id: t.players.id });
    const rows = await db
      .insert(payments)
      .values(
        players.map((p) => ({
          playerId: p.id,
          type: 1,
          methodId: 1,
          provider: 'sandbox',
          status: 'initialized',
          amount: DEPOSIT_AMOUNT,
          currencyId: eur!.id,
          providerRef: randomUUID(),
        })),
      )
      .returning({ id: payments.id, providerRef: payments.providerRef });
    for (const r of rows) {
      bodies.push(
        json({
          event_id: randomUUID(),
          type: 'payment.approved',
          session_id: r.providerRef,
          merchant_ref: String(r.id),
          amount: DEPOSIT_AMOUNT,
          currency: 'EUR',
          reason: null,
          instrument: { kind: 'card', token: `tok_${r.id}`, label: 'Visa •••• 4242' },
          created_at: new Date().toISOString(),
        }),
      );
    }
  }
  return bodies;
}

/** The four scenarios over what `prepare` made. */
/** Webhooks answered 2xx over the whole run (warm-ups too): the deposits credited. */
const counts = { webhooksAccepted: 0 };

function scenarios(input: {
  lobby: string[];
  logins: string[];
  wallet: WalletPlayer[];
  walletGame: GameRef;
  webhooks: string[];
}): Scenario[] {
  let lobbyNext = 0;
  let webhookNext = 0;
  counts.webhooksAccepted = 0;
  const lobbyHeaders = { authorization: SKIN_AUTH, 'accept-encoding': 'gzip, deflate, br' };
  const login = (client: number, headers: Record<string, string>): Target => ({
    method: 'POST',
    path: '/v1/auth/login',
    headers: { authorization: SKIN_AUTH, 'content-type': 'application/json', ...headers },
    body: json({ username: input.logins[client % input.logins.length]!, password: LOGIN_PASSWORD }),
  });
  const checked = (status: number, what: string) => {
    if (status < 200 || status > 299) throw new Error(`${what} answered ${status}`);
  };
  return [
    {
      name: 'lobby',
      what: 'GET /v1/casino/games (the lobby mix of bench/api-games.ts, skin Basic auth, gzip)',
      requestsPerOperation: 1,
      async operation(send) {
        const path = input.lobby[lobbyNext++ % input.lobby.length]!;
        await send({ method: 'GET', path, headers: lobbyHeaders });
      },
    },
    {
      name: 'login',
      what: 'POST /v1/auth/login (argon2 verification of the password, a new session), each client its own player and its own address (X-Forwarded-For, TRUST_PROXY=true), as players behind a proxy',
      requestsPerOperation: 1,
      async operation(send, client) {
        await send(login(client, { 'x-forwarded-for': `10.77.${client >> 8}.${client & 255}` }));
      },
    },
    {
      name: 'login 1 address',
      what: "POST /v1/auth/login as above, all clients from one address: the server's per-address delay applies (attempts in flight count, auth/throttle.ts loginDelayMs: from the 11th, 250 ms doubling up to 4 s)",
      requestsPerOperation: 1,
      async operation(send, client) {
        await send(login(client, {}));
      },
    },
    {
      name: 'wallet round',
      what: 'signed POST /wallet/v1/debit (1.00 EUR) then /wallet/v1/credit (1.00 EUR, close_round) as the demo provider',
      requestsPerOperation: 2,
      async operation(send, client) {
        const p = input.wallet[client % input.wallet.length]!;
        const roundId = `load-${randomBytes(8).toString('hex')}`;
        const base = {
          player_id: p.id,
          round_id: roundId,
          game_id: input.walletGame.id,
          session_token: p.token,
          currency: 'EUR',
        };
        const call = (path: string, body: object) => {
          const raw = json(body);
          return send({
            method: 'POST',
            path: `/wallet/v1/${path}`,
            headers: {
              'content-type': 'application/json',
              'x-provider': PROVIDER,
              'x-signature': signBody(PROVIDER_SECRET, raw),
            },
            body: raw,
          });
        };
        const bet = `${roundId}:bet`;
        const debit = await call('debit', { ...base, transaction_id: bet, amount: decimal(100) });
        checked(debit, 'debit');
        await call('credit', {
          ...base,
          transaction_id: `${roundId}:win`,
          amount: decimal(100),
          bet_transaction_id: bet,
          close_round: true,
        });
      },
    },
    {
      name: 'deposit webhook',
      what: "the sandbox gateway's signed payment.approved to POST /webhooks/payments/sandbox, each for another started card deposit",
      requestsPerOperation: 1,
      async operation(send) {
        const body = input.webhooks[webhookNext++];
        if (body === undefined) throw new Error('no started deposit left');
        const status = await send({
          method: 'POST',
          path: '/webhooks/payments/sandbox',
          headers: sandboxDeliveryHeaders(devEnv.SANDBOX_GATEWAY_SECRET, body, new Date()),
          body,
        });
        if (status >= 200 && status <= 299) counts.webhooksAccepted += 1;
      },
    },
  ];
}

// ------------------------------------------------------------------------------ sockets

/**
 * SOCKETS guest sockets over `bases` in turn, opened SOCKET_BATCH at a time; then BROADCASTS
 * `campaign` events to the `public` room, emitted through the Redis adapter by the server's own
 * realtime module running in this process (a third member of the run's channel, so every socket
 * gets it from Redis); per socket, the time from the emit to the event.
 */
async function socketBroadcast(bases: URL[], databaseUrl: string, channel: string) {
  const sockets: Socket[] = [];
  const sentAt = new Map<number, number>();
  const delivery = new Map<number, number[]>();
  let refused = 0;
  const openStarted = performance.now();
  const opened: Promise<void>[] = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const socket = connectSocket(bases[i % bases.length]!.origin, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    socket.on('campaign', (event: { campaign_id: number | null }) => {
      const sent = sentAt.get(event.campaign_id ?? -1);
      if (sent === undefined) return;
      const list = delivery.get(event.campaign_id!) ?? [];
      list.push(performance.now() - sent);
      delivery.set(event.campaign_id!, list);
    });
    sockets.push(socket);
    opened.push(
      new Promise((resolve) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', () => {
          refused += 1;
          resolve();
        });
      }),
    );
    if ((i + 1) % SOCKET_BATCH === 0) {
      await Promise.all(opened.slice(-SOCKET_BATCH));
      await sleep(SOCKET_BATCH_PAUSE_MS);
    }
  }
  await Promise.all(opened);
  const openSeconds = round2((performance.now() - openStarted) / 1000);
  const connected = sockets.filter((s) => s.connected).length;
  console.log(`  ${connected} of ${SOCKETS} sockets connected in ${openSeconds} s`);

  const database = await openDatabase(databaseUrl, { poolSize: 1 });
  const httpServer = createServer();
  const emitter = createRealtime({
    server: httpServer,
    db: database.db,
    now: () => new Date(),
    env: {
      REDIS_URL,
      REALTIME_CHANNEL: channel,
      PUBLIC_URL: bases[0]!.origin,
      TRUST_PROXY: false,
      REALTIME_HANDSHAKES_PER_MINUTE: 1,
    },
    staff: { authenticate: () => Promise.resolve(null) },
    sweepMs: 0,
  });
  try {
    // The adapter subscribes to the channel when it starts: let it.
    await sleep(1_000);
    for (let k = 1; k <= BROADCASTS; k += 1) {
      sentAt.set(k, performance.now());
      emitter.toPublic('campaign', { type: 'load-broadcast', campaign_id: k });
      await sleep(BROADCAST_GAP_MS);
    }
  } finally {
    await emitter.close();
    httpServer.close();
    await database.close();
    for (const s of sockets) s.disconnect();
  }
  const broadcasts = Array.from({ length: BROADCASTS }, (_, i) => {
    const list = (delivery.get(i + 1) ?? []).sort((a, b) => a - b);
    return {
      broadcast: i + 1,
      received: list.length,
      latencyMs: {
        p50: round2(percentile(list, 50)),
        p99: round2(percentile(list, 99)),
        max: round2(list.at(-1) ?? 0),
      },
    };
  });
  const all = [...delivery.values()].flat().sort((a, b) => a - b);
  return {
    sockets: SOCKETS,
    nodes: bases.length,
    connected,
    refused,
    openSeconds,
    transport: 'websocket',
    auth: 'guest (no token): every socket is in the public room',
    broadcasts,
    all: {
      expected: connected * BROADCASTS,
      received: all.length,
      latencyMs: {
        p50: round2(percentile(all, 50)),
        p99: round2(percentile(all, 99)),
        max: round2(all.at(-1) ?? 0),
      },
    },
  };
}

// ------------------------------------------------------------------------------ run

/**
 * After the load, what must hold across the nodes: each webhook answered 2xx credited exactly one
 * deposit, every ledger transaction balances and every wallet's cached cash matches its entries
 * (a failed check is reported, not thrown: the figures are kept).
 */
async function checkLedger(databaseUrl: string) {
  const database = await openDatabase(databaseUrl, { poolSize: 1 });
  try {
    const check = (await database.db.execute(
      `select
         (select count(*) from payments where provider = 'sandbox' and status = 'authorized')::int
           as deposits_authorized,
         (select count(*) from (select transaction_id from ledger_entries group by transaction_id
            having sum(amount) <> 0) x)::int as unbalanced_transactions,
         (select count(*) from wallets w where w.cash <> (select coalesce(sum(amount), 0)
            from ledger_entries where account_id = w.cash_account_id))::int as wallet_cache_mismatches`,
    )) as unknown as { rows: Record<string, number>[] };
    const row = check.rows[0]!;
    return {
      webhooksAccepted: counts.webhooksAccepted,
      depositsAuthorized: Number(row.deposits_authorized),
      unbalancedTransactions: Number(row.unbalanced_transactions),
      walletCacheMismatches: Number(row.wallet_cache_mismatches),
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await database.close();
  }
}

const pad = (v: string | number, n: number) => String(v).padStart(n);

function printTable(rows: { scenario: string; nodes: number; f: Figures }[]) {
  console.log(
    `\n${'scenario'.padEnd(17)}${pad('nodes', 6)}${pad('conn', 6)}${pad('req/s', 8)}${pad('op/s', 7)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}${pad('failed', 8)}`,
  );
  for (const { scenario, nodes, f } of rows) {
    console.log(
      `${scenario.padEnd(17)}${pad(nodes, 6)}${pad(f.connections, 6)}${pad(f.requestsPerSecond, 8)}${pad(f.operationsPerSecond, 7)}${pad(f.latencyMs.p50, 9)}${pad(f.latencyMs.p99, 9)}${pad(f.non2xx, 9)}${pad(f.failures, 8)}`,
    );
  }
}

async function main() {
  const tag = `${Date.now()}`;
  const dbName = `croupier_load_${tag}`;
  const databaseUrl = withDatabase(PG_URL, dbName);
  const runDir = mkdtempSync(join(tmpdir(), 'croupier-load-'));
  mkdirSync(join(runDir, 'data'));
  const loadBefore = loadavg().map(round2);
  console.log(`load: database ${dbName}, node logs in ${runDir}`);
  let waitedForChaosS = await waitForChaos('setup');
  await adminQuery(PG_URL, `create database ${dbName}`);
  const run = { databaseUrl, channel: `croupier-load-${tag}`, dataDir: join(runDir, 'data') };
  const cluster = new Cluster([await freePort(), await freePort()], runDir, (node) =>
    nodeEnv(node, run),
  );
  const [node1, node2] = cluster.nodes as [ServerNode, ServerNode];
  try {
    // Node 1 migrates and seeds (under main.ts's start-up lock); node 2 joins later.
    cluster.start(node1);
    await cluster.waitUp(node1, '/ready');
    console.log('preparing games, players and deposits...');
    const database = await openDatabase(databaseUrl, { poolSize: 4 });
    let input: Parameters<typeof scenarios>[0];
    try {
      const catalog = await generateGames(database.db, GENERATED_GAMES);
      const walletGame = await demoWalletGame(database.db, tag);
      input = {
        lobby: lobbyMix(catalog.sections, catalog.providers).sequence,
        logins: await loginPlayers(database.db, tag),
        walletGame,
        wallet: await walletPlayers(database.db, new URL(node1.base), walletGame, tag),
        webhooks: await depositWebhooks(database.db, tag),
      };
      await database.db.execute('analyze');
    } finally {
      await database.close();
    }
    const list = scenarios(input);
    const rows: { scenario: string; nodes: number; f: Figures }[] = [];
    const results: Record<string, { oneNode: Figures[]; twoNodes: Figures[] }> = {};
    const runAll = async (bases: URL[]) => {
      for (const s of list) {
        for (const connections of CONCURRENCY) {
          waitedForChaosS += await waitForChaos(`${s.name} ×${connections}`);
          for (const node of cluster.nodes.slice(0, bases.length)) {
            if (!node.up) await cluster.waitUp(node, '/ready');
          }
          const f = await measure(s, bases, connections);
          console.log(
            `  ${s.name}, ${bases.length} node(s), ${connections} clients: ${f.requestsPerSecond} req/s, p50 ${f.latencyMs.p50} ms, p99 ${f.latencyMs.p99} ms, non-2xx ${f.non2xx}, failed ${f.failures}`,
          );
          results[s.name] ??= { oneNode: [], twoNodes: [] };
          results[s.name]![bases.length === 1 ? 'oneNode' : 'twoNodes'].push(f);
          rows.push({ scenario: s.name, nodes: bases.length, f });
        }
      }
    };
    console.log('one node...');
    await runAll([new URL(node1.base)]);
    cluster.start(node2);
    await cluster.waitUp(node2, '/ready');
    console.log('two nodes (round-robin in the client)...');
    await runAll([new URL(node1.base), new URL(node2.base)]);
    waitedForChaosS += await waitForChaos('sockets');
    console.log(`sockets: ${SOCKETS} over two nodes...`);
    const sockets = await socketBroadcast(
      [new URL(node1.base), new URL(node2.base)],
      databaseUrl,
      run.channel,
    );
    const ledgerCheck = await checkLedger(databaseUrl);
    console.log('ledger:', ledgerCheck);
    const loadAfter = loadavg().map(round2);
    printTable(rows);
    console.log(
      `\nsockets: ${sockets.connected}/${SOCKETS} connected; broadcasts received ${sockets.all.received}/${sockets.all.expected}, p50 ${sockets.all.latencyMs.p50} ms, p99 ${sockets.all.latencyMs.p99} ms, max ${sockets.all.latencyMs.max} ms`,
    );
    const crashes = cluster.nodes.flatMap((n) => n.crashes.map((c) => ({ node: n.index, ...c })));
    const result = {
      benchmark: 'load',
      database: 'postgres',
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        loadavgBefore: loadBefore,
        loadavgAfter: loadAfter,
      },
      node: process.version,
      parameters: {
        concurrency: CONCURRENCY,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        games: GENERATED_GAMES,
        loginPlayers: input.logins.length,
        walletPlayers: input.wallet.length,
        startedDeposits: DEPOSITS,
        sockets: SOCKETS,
        socketBatch: SOCKET_BATCH,
        broadcasts: BROADCASTS,
        quick,
      },
      setup: {
        server:
          'node --import tsx apps/server/src/main.ts, NODE_ENV=development, LOG_LEVEL=warn, rate limits lifted, SANDBOX_GATEWAY=on, one new PostgreSQL database, Redis with a channel of its own',
        twoNodes:
          'the client sends each request to the nodes in turn (round-robin per request, no proxy); a wallet round may debit on one node and credit on the other',
        client:
          'this process: keep-alive HTTP/1.1 (node:http), one connection per client and node, closed loop (the next request when the previous one is answered); every latency kept',
        machine:
          'same machine: the two nodes and the load generator share 2 cores; 2 nodes cannot be faster than 1 here, the figure shows the overhead and correctness across nodes',
        chaosHarness:
          'each phase waits while bench/chaos.ts runs on this machine (it kills nodes and restarts PostgreSQL)',
      },
      waitedForChaosS,
      scenarios: Object.fromEntries(
        list.map((s) => [
          s.name,
          { what: s.what, requestsPerOperation: s.requestsPerOperation, ...results[s.name] },
        ]),
      ),
      sockets: {
        ...sockets,
        broadcastBy:
          "the server's own realtime module (createRealtime, toPublic to the public room) in the bench process, joined to the run's Redis channel: the nodes have no route that broadcasts to every socket; every socket gets the event through the Redis adapter",
        clock: 'emit and receipt timed in this process (one clock)',
      },
      ledgerCheck,
      nodeCrashes: crashes,
      notes: [
        'login: argon2id verification is deliberately costly (memory-hard, 19 MiB, 2 passes); it bounds logins per second per core',
        'login 1 address: the brute-force delay of one address (attempts in flight count as failures until they succeed) holds concurrent logins from one address back by up to 4 s each: by design, so many players behind one NAT still log in, slower',
        'deposit webhook: each request credits a different started card deposit (a first delivery, not a replay)',
        'failed: operations without an answer (connection error, timeout) or a wallet round whose debit was refused (then no credit is sent)',
      ],
    };
    if (!quick) {
      writeFileSync(
        new URL('./results/load.json', import.meta.url),
        `${JSON.stringify(result, null, 2)}\n`,
      );
      console.log('wrote bench/results/load.json');
    } else {
      console.log(JSON.stringify(result.sockets, null, 2));
    }
  } finally {
    await cluster.stopAll();
    await adminQuery(PG_URL, `drop database if exists ${dbName} with (force)`);
    console.log(`dropped ${dbName}`);
  }
}

await main();

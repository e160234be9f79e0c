/**
 * The jackpot ticker across two platform nodes sharing one PostgreSQL database and Redis: a bet
 * through node A's wallet moves the pot on a socket connected to node B within a second, once
 * (no node relays another's tick), and the winner's socket on node B hears its win. Runs with
 * TEST_PG_URL and a reachable Redis (the integration suite), like realtime-redis.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JackpotTick, JackpotWin } from '@croupier/contract/jackpots';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/seed/seed.ts';
import { createWalletService, depositWith } from '../src/wallet/service.ts';
import { testEnv } from './helper.ts';
import { setDropPoint, testJackpot } from './jackpots-support.ts';
import { connect, create, next, pause, record, type Client } from './realtime-support.ts';
import { redisReachable, redisUrl } from './redis-support.ts';
import { createPlayer } from './studio-support.ts';

const pgUrl = process.env.TEST_PG_URL;
const runs = Boolean(pgUrl) && (await redisReachable());

interface Node {
  app: FastifyInstance;
  database: Database;
  url: string;
}

describe.skipIf(!runs)('jackpot ticker across two nodes', () => {
  const name = `croupier_jp_${process.pid}_${randomBytes(4).toString('hex')}`;
  const channel = `croupier-jp-${process.pid}-${randomBytes(6).toString('hex')}`;
  let nodeA: Node;
  let nodeB: Node;
  const clients: Client[] = [];

  async function startNode(dbUrl: string): Promise<Node> {
    const database = await openDatabase(dbUrl, { poolSize: 4 });
    const app = await buildApp({
      env: testEnv({ REDIS_URL: redisUrl, REALTIME_CHANNEL: channel }),
      database,
      logger: false,
      serveSite: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      app,
      database,
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    const setup = await openDatabase(url.toString());
    await setup.migrate();
    await seed(setup.db, testEnv());
    await setup.close();
    nodeA = await startNode(url.toString());
    nodeB = await startNode(url.toString());
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    for (const node of [nodeA, nodeB]) {
      if (!node) continue;
      await node.app.close();
      await node.database.close();
    }
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a bet on node A reaches a socket on node B within a second, once; the win too', async () => {
    // Node A's wallet on node A's own connections (the service its routes run).
    const db = nodeA.database.db;
    const wallet = createWalletService(db);
    const jp = await testJackpot(db, {
      tag: 'nodes',
      rateBp: 1_000,
      seed: 10_000,
      mustDropBy: 100_000_000,
    });
    const p = await createPlayer(db, new Date());
    await depositWith(db, {
      playerId: p.id,
      amount: 100_000,
      provider: 'seed',
      transactionId: `jp-nodes-${p.id}`,
    });
    const guest = await connect(nodeB.url);
    const own = await connect(nodeB.url, { auth: { token: p.userToken } });
    clients.push(guest, own);
    expect(await create(own, { playerId: p.id })).toEqual({ ok: true });
    const seen = record(guest);
    await pause(600);

    const moved = waitTick(guest, jp.id, 10_100);
    const started = Date.now();
    const bet = await wallet.debit({
      provider: 'test',
      transactionId: 'nodes-1',
      playerId: p.id,
      roundId: 'nodes-r1',
      gameId: jp.gameId,
      amount: 1_000,
    });
    expect(bet.ok).toBe(true);
    await moved;
    expect(Date.now() - started).toBeLessThan(1_000);
    await pause(700);
    const ticks = (seen.jackpot as JackpotTick[]).filter(
      (tk) => tk.id === jp.id && tk.amount === 10_100,
    );
    expect(ticks).toHaveLength(1);

    await setDropPoint(db, jp.id, 10_150);
    const win = next<JackpotWin>(own, 'jackpotWin', 3_000);
    await wallet.debit({
      provider: 'test',
      transactionId: 'nodes-2',
      playerId: p.id,
      roundId: 'nodes-r2',
      gameId: jp.gameId,
      amount: 1_000,
    });
    expect(await win).toMatchObject({ id: jp.id, amount: 10_200, cycle: 1, round_id: 'nodes-r2' });
  }, 30_000);
});

function waitTick(socket: Client, id: number, amount: number, ms = 3_000) {
  return new Promise<JackpotTick>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('jackpot', on);
      reject(new Error(`no jackpot ${id} at ${amount} within ${ms} ms`));
    }, ms);
    const on = (tick: JackpotTick) => {
      if (tick.id !== id || tick.amount !== amount) return;
      clearTimeout(timer);
      socket.off('jackpot', on);
      resolve(tick);
    };
    socket.on('jackpot', on);
  });
}

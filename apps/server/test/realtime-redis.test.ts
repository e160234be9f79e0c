/**
 * Two platform nodes (two apps on two ports, one PostgreSQL database) joined by the Redis
 * adapter: an event emitted on one node reaches a socket connected to the other. Runs when
 * TEST_PG_URL is set (the integration suite); Redis from TEST_REDIS_URL or REDIS_URL, else the
 * local default. Each run uses its own channel prefix, so parallel runs do not see each other.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@croupier/contract/messages';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/seed/seed.ts';
import { testEnv } from './helper.ts';
import { call } from './accounts-support.ts';
import {
  connect,
  create,
  disconnected,
  next,
  pause,
  record,
  type Client,
} from './realtime-support.ts';
import { createPlayer } from './studio-support.ts';

const pgUrl = process.env.TEST_PG_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PLATFORM_TOKEN = 'platform-token-for-the-two-node-test-0123';

interface Node {
  app: FastifyInstance;
  database: Database;
  url: string;
}

describe.skipIf(!pgUrl)('realtime across two nodes (Redis adapter)', () => {
  const name = `croupier_rt_${process.pid}_${randomBytes(4).toString('hex')}`;
  const channel = `croupier-test-${process.pid}-${randomBytes(6).toString('hex')}`;
  const clock = { now: new Date() };
  let nodeA: Node;
  let nodeB: Node;
  const clients: Client[] = [];
  const track = (c: Client) => {
    clients.push(c);
    return c;
  };

  async function startNode(dbUrl: string): Promise<Node> {
    const database = await openDatabase(dbUrl, { poolSize: 4 });
    const app = await buildApp({
      env: testEnv({
        REDIS_URL: redisUrl,
        REALTIME_CHANNEL: channel,
        PLATFORM_API_TOKEN: PLATFORM_TOKEN,
      }),
      database,
      logger: false,
      serveSite: false,
      now: () => clock.now,
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
    await seed(setup.db, testEnv(), clock.now);
    await setup.close();
    nodeA = await startNode(url.toString());
    nodeB = await startNode(url.toString());
  });

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

  const player = () => createPlayer(nodeA.database.db, clock.now);

  async function sendThrough(node: Node, playerId: number, subject: string) {
    const res = await node.app.inject({
      method: 'POST',
      url: `/v1/notifications/players/${playerId}/custom-message`,
      headers: { authorization: `Bearer ${PLATFORM_TOKEN}` },
      payload: { subject, body: `Body of ${subject}` },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: Message }).data;
  }

  it('a socket on node B receives a message sent through node A', async () => {
    const p = await player();
    const socket = track(await connect(nodeB.url, { auth: { token: p.userToken } }));
    expect(await create(socket, { playerId: p.id })).toEqual({ ok: true });
    const arriving = next<Message>(socket, 'message');
    const sent = await sendThrough(nodeA, p.id, 'Across nodes');
    expect(await arriving).toEqual(sent);
  });

  it("a player cannot join another player's room on any node", async () => {
    const x = await player();
    const y = await player();
    const intruder = track(await connect(nodeB.url, { auth: { token: x.userToken } }));
    const gone = disconnected(intruder);
    expect(await create(intruder, { playerId: y.id })).toEqual({ ok: false, message: 'forbidden' });
    await gone;

    const xSocket = track(await connect(nodeB.url, { auth: { token: x.userToken } }));
    expect(await create(xSocket, { playerId: x.id })).toEqual({ ok: true });
    const xSeen = record(xSocket);
    const ySocket = track(await connect(nodeA.url, { auth: { token: y.userToken } }));
    expect(await create(ySocket, { playerId: y.id })).toEqual({ ok: true });
    const toY = next<Message>(ySocket, 'message');
    await sendThrough(nodeA, y.id, 'For Y only');
    await toY;
    await pause(200);
    expect(xSeen.message).toBeUndefined();
  });

  it('a logout on node A disconnects the socket on node B', async () => {
    const p = await player();
    const socket = track(await connect(nodeB.url, { auth: { token: p.userToken } }));
    await create(socket, { playerId: p.id });
    const gone = disconnected(socket);
    const out = await call(nodeA.app, 'DELETE', '/v1/auth/logout', undefined, {
      userToken: p.userToken,
    });
    expect(out.status).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });
});

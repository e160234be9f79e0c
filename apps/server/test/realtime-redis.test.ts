/**
 * Two platform nodes in two processes (this test's app, and the server's own `main.ts` started
 * as a child process; one PostgreSQL database) joined by the Redis adapter: an event emitted on
 * one node reaches a socket connected to the other. Runs when
 * TEST_PG_URL is set (the integration suite); Redis from TEST_REDIS_URL or REDIS_URL, else the
 * local default. Each run uses its own channel prefix, so parallel runs do not see each other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
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

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A free TCP port of this machine (taken and released at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server's own entry point in a process of its own; resolves once /healthz answers. */
async function startProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`node B exited: ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`node B did not start: ${stderr}`);
}

describe.skipIf(!pgUrl)('realtime across two nodes (Redis adapter)', () => {
  const name = `croupier_rt_${process.pid}_${randomBytes(4).toString('hex')}`;
  const channel = `croupier-test-${process.pid}-${randomBytes(6).toString('hex')}`;
  const clock = { now: new Date() };
  let nodeA: Node;
  let nodeB: { child: ChildProcess; url: string };
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
    nodeB = await startProcess({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redisUrl,
      REALTIME_CHANNEL: channel,
      PLATFORM_API_TOKEN: PLATFORM_TOKEN,
      WEB_DIST: '/nonexistent/web-dist',
      STUDIO_DIST: '/nonexistent/studio-dist',
    });
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    if (nodeA) {
      await nodeA.app.close();
      await nodeA.database.close();
    }
    if (nodeB && nodeB.child.exitCode === null) {
      const exited = new Promise((resolve) => nodeB.child.once('exit', resolve));
      nodeB.child.kill('SIGTERM');
      await exited;
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

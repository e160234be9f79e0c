/**
 * The chaos harness's servers (bench/chaos.ts): real `node --import tsx apps/server/src/main.ts`
 * processes, one per node, on ports of their own and one shared PostgreSQL database and Redis.
 * A node is killed with SIGKILL (no shutdown hook runs: what a crash or an OOM kill does) and
 * started again on the same port; a node that dies without being told to is counted and started
 * again too. Each process appends its stdout and stderr to `node-<n>.log` in the run's directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How long a stopping node gets for its own shutdown before it is killed. */
const STOP_GRACE_MS = 15_000;

export interface ServerNode {
  /** 1-based, as in the log file's name. */
  index: number;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  logPath: string;
  child: ChildProcess | null;
  /** Answered /health since its last start (cleared when it is killed or exits). */
  up: boolean;
  starts: number;
  /** Exits nobody asked for (a crash): when, and how. */
  crashes: { at: string; code: number | null; signal: string | null }[];
}

/** A port free on the loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when GET `url` answers 200 within a second. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * The nodes of one run. `envOf` gives a node's environment (its PORT among the rest). Nodes
 * that crash are restarted while the cluster runs (`stopAll` ends that).
 */
export class Cluster {
  readonly nodes: ServerNode[];
  private stopping = false;
  /** Children killed on purpose: their exit is not a crash. */
  private readonly expected = new WeakSet<ChildProcess>();

  constructor(
    ports: number[],
    logDir: string,
    private readonly envOf: (node: ServerNode) => NodeJS.ProcessEnv,
  ) {
    this.nodes = ports.map((port, i) => ({
      index: i + 1,
      port,
      base: `http://127.0.0.1:${port}`,
      logPath: join(logDir, `node-${i + 1}.log`),
      child: null,
      up: false,
      starts: 0,
      crashes: [],
    }));
  }

  /** Starts the node's process (not waiting for it to answer). */
  start(node: ServerNode): void {
    node.starts += 1;
    appendFileSync(node.logPath, `\n--- start ${node.starts} at ${new Date().toISOString()}\n`);
    const fd = openSync(node.logPath, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: this.envOf(node),
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    node.child = child;
    node.up = false;
    child.once('exit', (code, signal) => {
      if (node.child === child) {
        node.child = null;
        node.up = false;
      }
      if (this.expected.has(child) || this.stopping) return;
      node.crashes.push({ at: new Date().toISOString(), code, signal });
      appendFileSync(node.logPath, `\n--- exited by itself (code ${code}, signal ${signal})\n`);
      this.start(node);
      void this.waitUp(node).catch(() => undefined);
    });
  }

  /** Waits until the node answers `path` (200), at most `timeoutMs`; marks it up. */
  async waitUp(node: ServerNode, path = '/health', timeoutMs = 180_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!node.child) throw new Error(`node ${node.index} is not running`);
      if (await answers(`${node.base}${path}`)) {
        node.up = true;
        return;
      }
      await sleep(200);
    }
    throw new Error(`node ${node.index} did not answer ${path} within ${timeoutMs / 1000} s`);
  }

  /** SIGKILL: the process ends at once, nothing of its own shutdown runs. */
  async kill(node: ServerNode): Promise<void> {
    const child = node.child;
    if (!child) return;
    this.expected.add(child);
    node.up = false;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    appendFileSync(node.logPath, `\n--- SIGKILL at ${new Date().toISOString()}\n`);
  }

  /** Starts a killed node again and waits for its /health. */
  async restart(node: ServerNode): Promise<void> {
    this.start(node);
    await this.waitUp(node);
  }

  /** Stops every node (SIGTERM, then SIGKILL after the grace period); no restarts after this. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.nodes.map(async (node) => {
        const child = node.child;
        if (!child) return;
        this.expected.add(child);
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
        node.up = false;
      }),
    );
  }
}

/** Every rate limit of the server lifted (env values): the harnesses measure, nothing is refused. */
const UNLIMITED = '1000000000';
export const LIFTED_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: UNLIMITED,
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: UNLIMITED,
  AUTH_RATE_LIMIT_PER_MINUTE: UNLIMITED,
  LOGIN_ATTEMPTS_PER_IP: UNLIMITED,
  PAYMENTS_PER_MINUTE: UNLIMITED,
  PROVIDER_RATE_LIMIT_PER_SECOND: UNLIMITED,
  UPLOADS_PER_MINUTE: UNLIMITED,
  REALTIME_HANDSHAKES_PER_MINUTE: UNLIMITED,
} as const;

/** A PostgreSQL URL with another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on the server of `pgUrl` (create or drop a run's database). */
export async function adminQuery(pgUrl: string, query: string): Promise<void> {
  const admin = await openDatabase(pgUrl, { poolSize: 1 });
  try {
    await admin.db.execute(query);
  } finally {
    await admin.close();
  }
}

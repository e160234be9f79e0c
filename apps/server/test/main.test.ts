import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SKIN_AUTH } from './helper.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'croupier-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on a free port and waits for its health check. What it printed is kept: a
 * process that exits before it answers fails the test at once with its output, and a port taken
 * between `freePort()` and the server's listen (another process on the machine) is tried again
 * on another port.
 */
async function start(): Promise<{ child: ChildProcess; port: number }> {
  for (let attempt = 0; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let exited: number | null | undefined;
    child.once('exit', (code) => (exited = code));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && exited === undefined) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
          child.stdout?.removeListener('data', keep);
          child.stdout?.resume();
          child.stderr?.resume();
          return { child, port };
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    if (exited !== undefined && /EADDRINUSE/.test(output) && attempt < 2) continue;
    child.kill('SIGKILL');
    throw new Error(
      `server did not start (${exited === undefined ? 'no answer in 120 s' : `exit ${exited}`}):\n${output}`,
    );
  }
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it(
    'shuts down cleanly on SIGTERM and keeps its data across a restart',
    { timeout: 300_000 },
    async () => {
      const started = await start();
      const first = started.child;
      let port = started.port;
      const api = (path: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: SKIN_AUTH } });
      const before = (await (await api('/v1/casino/games?per_page=1')).json()) as {
        meta: { total: number };
      };
      expect(before.meta.total).toBeGreaterThanOrEqual(60);
      const exit = stopped(first);
      first.kill('SIGTERM');
      expect(await exit).toBe(0);

      const restarted = await start();
      const second = restarted.child;
      port = restarted.port;
      const after = (await (await api('/v1/casino/games?per_page=1')).json()) as {
        meta: { total: number };
      };
      expect(after.meta.total).toBe(before.meta.total);
      const exit2 = stopped(second);
      second.kill('SIGTERM');
      expect(await exit2).toBe(0);
    },
  );
});

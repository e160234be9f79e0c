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

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it(
    'shuts down cleanly on SIGTERM and keeps its data across a restart',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const first = await start(port);
      const api = (path: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: SKIN_AUTH } });
      const before = (await (await api('/v1/casino/games?per_page=1')).json()) as {
        meta: { total: number };
      };
      expect(before.meta.total).toBeGreaterThanOrEqual(60);
      const exit = stopped(first);
      first.kill('SIGTERM');
      expect(await exit).toBe(0);

      const second = await start(port);
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

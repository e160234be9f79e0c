/**
 * Offline measurement of the RTP of the cascading titles (cascades cannot be computed exactly):
 * plays whole rounds through `slotsEngine.start` with the simulation generator and a fixed seed,
 * and prints the machine's fingerprint with the measured RTP and its standard error, to commit in
 * `CASCADE_RTP` (config.ts). Usage:
 *   node --import tsx packages/games/src/engines/slots/tune-cascades.ts [rounds] [seed] [workers]
 * Runs `workers` processes over disjoint seeds and pools them.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { games } from '../../catalog.ts';
import { simulationRng } from '../../rng.ts';
import { simulateRtp } from '../../simulate.ts';
import { configureSlots, machineFingerprint } from './config.ts';
import { slotsEngine } from './index.ts';

const [roundsArg, seedArg, workersArg, shard] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 1_000_000);
const seed = Number(seedArg ?? 7_001);
const workers = Number(workersArg ?? 1);

interface Part {
  slug: string;
  rounds: number;
  staked: number;
  won: number;
  sumSq: number;
}

function measure(slug: string, n: number, s: number): Part {
  const title = games.find((g) => g.slug === slug);
  if (!title) throw new Error(slug);
  const config = configureSlots(title.engine.settings, { unstated: true });
  const lineBet = config.maxLineBet;
  const m = simulateRtp(slotsEngine, config, () => ({ lineBet }), n, simulationRng(s));
  // Pooled: sum of squared per-unit returns weighted by stake (as simulate.ts computes it).
  const sumSq = (m.stdError ** 2 * n + m.rtp ** 2) * m.staked;
  return { slug, rounds: n, staked: m.staked, won: m.won, sumSq };
}

const slugs = games.filter((g) => g.engine.settings.cascades === true).map((g) => g.slug);

if (shard !== undefined) {
  const parts = slugs.map((slug) => measure(slug, rounds, seed + Number(shard)));
  process.stdout.write(JSON.stringify(parts));
} else {
  const started = performance.now();
  const script = fileURLToPath(import.meta.url);
  const outputs = await Promise.all(
    Array.from(
      { length: workers },
      (_, i) =>
        new Promise<Part[]>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', script, String(rounds), String(seed), '1', String(i)],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          let out = '';
          child.stdout.on('data', (c: Buffer) => (out += c.toString()));
          child.on('close', (code) =>
            code === 0 ? resolve(JSON.parse(out) as Part[]) : reject(new Error(`worker ${i}`)),
          );
        }),
    ),
  );
  for (const slug of slugs) {
    const parts = outputs.flat().filter((p) => p.slug === slug);
    const n = parts.reduce((a, p) => a + p.rounds, 0);
    const staked = parts.reduce((a, p) => a + p.staked, 0);
    const won = parts.reduce((a, p) => a + p.won, 0);
    const sumSq = parts.reduce((a, p) => a + p.sumSq, 0);
    const rtp = won / staked;
    const stdError = Math.sqrt(Math.max(sumSq / staked - rtp * rtp, 0) / n);
    const title = games.find((g) => g.slug === slug);
    const config = configureSlots(title?.engine.settings ?? {}, { unstated: true });
    console.log(
      JSON.stringify({
        slug,
        fingerprint: machineFingerprint(config),
        base: config.rtpParts.lines + config.rtpParts.scatter + config.rtpParts.freeSpins,
        rounds: n,
        rtp,
        stdError,
        seconds: (performance.now() - started) / 1000,
      }),
    );
  }
}

/**
 * The full RTP simulations of every engine (at least 10 million rounds each), run by CI:
 * `npm run rtp [filter]`. The simulations are shared out over one process per CPU core. Writes
 * bench/results/rtp-simulations.json and fails when a measured RTP is further from the stated one
 * than its tolerance (z standard errors).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadSimulations, runSimulation, type SimulationResult } from '../src/rtp-suite.ts';

const args = process.argv.slice(2);
const shardArg = args.find((a) => a.startsWith('--shard='));
const filter = args.find((a) => !a.startsWith('--'));

const simulations = (await loadSimulations()).filter(
  (s) => !filter || `${s.engine}: ${s.name}`.includes(filter),
);

const line = (r: SimulationResult) =>
  `${r.pass ? 'ok  ' : 'FAIL'} ${r.engine}: ${r.name}  rounds=${r.rounds}  rtp=${(r.rtp * 100).toFixed(3)}%  ` +
  `stated=${(r.expected * 100).toFixed(3)}%  se=${(r.stdError * 100).toFixed(3)}%  ` +
  `dev=${r.deviation.toFixed(2)}σ (max ${r.z})  ${r.seconds.toFixed(1)} s`;

if (shardArg) {
  // A worker: run every n-th simulation and print each result as one JSON line.
  const [index, count] = shardArg.slice('--shard='.length).split('/').map(Number) as [
    number,
    number,
  ];
  simulations.forEach((sim, i) => {
    if (i % count !== index) return;
    process.stdout.write(`${JSON.stringify(runSimulation(sim, sim.rounds))}\n`);
  });
} else {
  const workers = Math.max(1, Math.min(availableParallelism(), simulations.length));
  const started = performance.now();
  const script = fileURLToPath(import.meta.url);
  const shards = Array.from(
    { length: workers },
    (_, i) =>
      new Promise<SimulationResult[]>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', script, `--shard=${i}/${workers}`, ...(filter ? [filter] : [])],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const results: SimulationResult[] = [];
        let buffer = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          let nl = buffer.indexOf('\n');
          while (nl >= 0) {
            const result = JSON.parse(buffer.slice(0, nl)) as SimulationResult;
            results.push(result);
            console.log(line(result));
            buffer = buffer.slice(nl + 1);
            nl = buffer.indexOf('\n');
          }
        });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve(results) : reject(new Error(`shard ${i} exited with ${code}`)),
        );
      }),
  );
  const results = (await Promise.all(shards)).flat();
  const order = new Map(simulations.map((s, i) => [`${s.engine}: ${s.name}`, i]));
  results.sort(
    (a, b) =>
      (order.get(`${a.engine}: ${a.name}`) ?? 0) - (order.get(`${b.engine}: ${b.name}`) ?? 0),
  );
  const failed = results.filter((r) => !r.pass).length;
  const seconds = (performance.now() - started) / 1000;
  console.log(`${results.length} simulations, ${workers} processes, ${seconds.toFixed(0)} s`);
  if (!filter) {
    const file = new URL('../../../bench/results/rtp-simulations.json', import.meta.url);
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), seed: 20261122, processes: workers, seconds: Math.round(seconds), results }, null, 2)}\n`,
    );
  }
  if (failed > 0) {
    console.error(`${failed} simulation(s) outside tolerance`);
    process.exit(1);
  }
}

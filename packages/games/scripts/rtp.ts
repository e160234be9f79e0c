/**
 * The full RTP simulations of every engine (at least 10 million rounds each), run by CI:
 * `npm run rtp [filter]`. Writes bench/results/rtp-simulations.json and fails when a measured RTP
 * is further from the stated one than its tolerance (z standard errors).
 */
import { writeFileSync } from 'node:fs';
import { loadSimulations, runSimulation } from '../src/rtp-suite.ts';

const filter = process.argv[2];
const simulations = (await loadSimulations()).filter(
  (s) => !filter || `${s.engine}: ${s.name}`.includes(filter),
);
const results = [];
let failed = 0;
for (const sim of simulations) {
  const r = runSimulation(sim, sim.rounds);
  results.push(r);
  if (!r.pass) failed += 1;
  console.log(
    `${r.pass ? 'ok  ' : 'FAIL'} ${sim.engine}: ${sim.name}  rounds=${r.rounds}  rtp=${(r.rtp * 100).toFixed(3)}%  ` +
      `stated=${(sim.expected * 100).toFixed(3)}%  se=${(r.stdError * 100).toFixed(3)}%  ` +
      `dev=${r.deviation.toFixed(2)}σ (max ${r.z})  ${r.seconds.toFixed(1)} s`,
  );
}
if (!filter) {
  const file = new URL('../../../bench/results/rtp-simulations.json', import.meta.url);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), seed: 20261122, results }, null, 2)}\n`,
  );
}
if (failed > 0) {
  console.error(`${failed} simulation(s) outside tolerance`);
  process.exit(1);
}

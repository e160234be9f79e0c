import { describe, expect, it } from 'vitest';
import { loadSimulations, runSimulation } from './rtp-suite.ts';

// The short version of every engine's RTP simulation; `npm run rtp` runs the full ones.
const simulations = await loadSimulations();

describe('RTP by simulation (short runs)', () => {
  it.each(simulations.map((s) => [`${s.engine}: ${s.name}`, s] as const))('%s', (_name, sim) => {
    const result = runSimulation(sim, sim.testRounds);
    expect(result.deviation, `measured ${result.rtp}, stated ${sim.expected}`).toBeLessThanOrEqual(
      result.z,
    );
  });
  it('every simulation states a full run of at least 10 million rounds', () => {
    for (const sim of simulations) expect(sim.rounds, sim.name).toBeGreaterThanOrEqual(10_000_000);
  });
});

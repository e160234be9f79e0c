/** Collects every engine's RTP simulations (`engines/<engine>/rtp.sim.ts`). */
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RtpMeasure, RtpSimulation } from './simulate.ts';
import { simulationRng } from './rng.ts';

export interface NamedSimulation extends RtpSimulation {
  engine: string;
}

export async function loadSimulations(): Promise<NamedSimulation[]> {
  const dir = fileURLToPath(new URL('./engines/', import.meta.url));
  const out: NamedSimulation[] = [];
  for (const engine of readdirSync(dir).sort()) {
    const file = `${dir}${engine}/rtp.sim.ts`;
    if (!existsSync(file)) continue;
    const mod = (await import(file)) as { simulations?: RtpSimulation[] };
    for (const sim of mod.simulations ?? []) out.push({ ...sim, engine });
  }
  return out;
}

export interface SimulationResult extends RtpMeasure {
  engine: string;
  name: string;
  expected: number;
  z: number;
  /** |measured - expected| / standard error */
  deviation: number;
  pass: boolean;
  seconds: number;
}

/** Runs one simulation with a fixed seed (repeatable) and judges it. */
export function runSimulation(
  sim: NamedSimulation,
  rounds: number,
  seed = 20261122,
): SimulationResult {
  const started = performance.now();
  const measure = sim.run(rounds, simulationRng(seed));
  const z = sim.z ?? 4;
  const deviation =
    measure.stdError > 0
      ? Math.abs(measure.rtp - sim.expected) / measure.stdError
      : measure.rtp === sim.expected
        ? 0
        : Number.POSITIVE_INFINITY;
  return {
    ...measure,
    engine: sim.engine,
    name: sim.name,
    expected: sim.expected,
    z,
    deviation,
    pass: deviation <= z,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * RTP by simulation: plays many rounds of an engine and reports the measured return with its
 * standard error, so a test can accept a measured RTP within a tolerance the variance justifies
 * (|measured - stated| <= z x standard error).
 *
 * Each engine folder may export `simulations` from `<engine>/rtp.sim.ts`: `npm test` runs a short
 * version of each (`testRounds`), `npm run rtp` (scripts/rtp.ts) the full one (`rounds`, at least
 * 10 million where the engine's RTP is not computed exactly).
 */
import type { Engine, Minor, Rng } from './engine.ts';

export interface RtpMeasure {
  rounds: number;
  staked: number;
  won: number;
  /** won / staked */
  rtp: number;
  /** Standard error of `rtp` (from the variance of each round's return per unit staked). */
  stdError: number;
}

/** Chooses the next action of an unfinished round (null: let `settle` finish it). */
export type Strategy<State, View> = (view: View, state: State) => unknown;

/** Plays `rounds` rounds of `engine` with a bet from `makeBet` and actions from `strategy`. */
export function simulateRtp<Config, Bet, State, View>(
  engine: Engine<Config, Bet, State, View>,
  config: Config,
  makeBet: (round: number) => unknown,
  rounds: number,
  rng: Rng,
  strategy?: Strategy<State, View>,
): RtpMeasure {
  let staked = 0;
  let won = 0;
  let sumSq = 0;
  for (let i = 0; i < rounds; i += 1) {
    const { bet, stake } = engine.placeBet(config, makeBet(i));
    let step = engine.start(config, bet, rng);
    let roundStake: Minor = stake;
    let guard = 0;
    while (!step.done) {
      guard += 1;
      if (guard > 1000) throw new Error('round did not finish');
      const action = strategy?.(step.view, step.state);
      if (action === null || action === undefined || !engine.act) {
        if (!engine.settle) throw new Error('open round with neither strategy nor settle');
        step = engine.settle(config, step.state, { elapsedMs: Number.MAX_SAFE_INTEGER });
        break;
      }
      const next = engine.act(config, step.state, action, { elapsedMs: 0 });
      roundStake += next.cost;
      step = next;
    }
    staked += roundStake;
    won += step.win;
    const r = step.win / roundStake;
    sumSq += r * r * roundStake;
  }
  const rtp = won / staked;
  // Weighted variance of the per-unit return; with equal stakes this is the usual sample variance.
  const variance = Math.max(sumSq / staked - rtp * rtp, 0);
  const stdError = Math.sqrt(variance / rounds);
  return { rounds, staked, won, rtp, stdError };
}

/** A named simulation of one title or bet type, run by the RTP test and script. */
export interface RtpSimulation {
  name: string;
  /** The RTP the engine states for this case. */
  expected: number;
  /** Rounds in the full run (scripts/rtp.ts): at least 10 million for simulation-proven RTPs. */
  rounds: number;
  /** Rounds in `npm test` (a few seconds at most). */
  testRounds: number;
  /** Accepted distance in standard errors (4 unless the case needs another). */
  z?: number;
  run(rounds: number, rng: Rng): RtpMeasure;
}

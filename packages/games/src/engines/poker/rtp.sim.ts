/**
 * Casino poker main-game RTP by simulation: ante and call with the strategies of strategy.ts,
 * one simulation per variant. Side bets are proven exactly in poker.test.ts.
 */
import { simulateRtp, type RtpSimulation } from '../../simulate.ts';
import { pokerEngine, type Variant } from './index.ts';
import { strategyFor } from './strategy.ts';

const variants: Variant[] = ['casino-holdem', 'three-card', 'five-card-stud'];

export const simulations: RtpSimulation[] = variants.map((variant) => {
  const config = pokerEngine.configure({ variant, minAnte: 1, maxAnte: 100 });
  return {
    name: `${variant} main game with the published strategy`,
    expected: config.rtp,
    rounds: 10_000_000,
    testRounds: 50_000,
    run: (rounds, rng) =>
      simulateRtp(
        pokerEngine,
        config,
        () => ({ ante: 1000 }),
        rounds,
        rng,
        (view) => ({ type: strategyFor(view) }),
      ),
  };
});

/**
 * A cross-check of the exact RTP by playing whole rounds (paid spin, free spins, jackpot draw,
 * hold-and-win respins) through `start`, for one title of each kind; and the proof of the
 * cascading titles' stated RTP, which is measured by simulation (config.ts, `CASCADE_RTP`). Every
 * win is whole minor units at every accepted line bet, so the bet does not change the RTP; the
 * largest one is played.
 */
import { games } from '../../catalog.ts';
import { simulateRtp, type RtpSimulation } from '../../simulate.ts';
import { slotsEngine } from './index.ts';

// One title per kind, chosen to keep each full run under the CI budget: 243 ways with jackpots,
// expanding wilds on 10 lines, 4 reels, a 3-reel classic with free spins, a plain classic.
const SAMPLE = [
  'jade-dragon-ascent',
  'sands-of-the-sun-king',
  'temple-of-four-suns',
  'lucky-bell-tower',
  'midnight-sevens',
  // Cascades (stated by simulation) and hold-and-win (exact, a Markov chain).
  'emerald-cascade',
  'golden-coin-vault',
  'royal-treasury-link',
];

export const simulations: RtpSimulation[] = SAMPLE.map((slug) => {
  const title = games.find((g) => g.slug === slug);
  if (!title) throw new Error(slug);
  const config = slotsEngine.configure(title.engine.settings);
  const lineBet = config.maxLineBet;
  return {
    name: slug,
    expected: config.rtp,
    rounds: 10_000_000,
    testRounds: 20_000,
    run: (rounds, rng) => simulateRtp(slotsEngine, config, () => ({ lineBet }), rounds, rng),
  };
});

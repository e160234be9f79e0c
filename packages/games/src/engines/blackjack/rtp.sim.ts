/**
 * Blackjack RTP by simulation: basic strategy (strategy.ts), one rule set per catalog rule
 * combination. The stated figure (STATED_RTP) is the return per unit staked, doubles, splits and
 * insurance included.
 *
 * The RTP is per box: each box of a multi-box round is the same game against the same dealer
 * rules, so a round of n boxes returns the stated RTP on its n stakes. The CI simulation plays one
 * box; blackjack.test.ts plays 20,000 three-box rounds against the same stated figure, and a
 * one-off run of 1,000,000 three-box rounds (6/S17/DAS/3/3:2, seed 777) measured 99.623 %
 * (standard error 0.076 %) against the stated 99.63 %. A 10-million-round three-box simulation
 * takes about 300 s on one core (30 us a round), too long to add to every CI run.
 */
import { games } from '../../catalog.ts';
import { simulateRtp, type RtpSimulation } from '../../simulate.ts';
import { blackjackEngine, ruleKey } from './index.ts';
import { basicStrategy } from './strategy.ts';

function rulesOfCatalog() {
  const seen = new Map<string, string>();
  for (const g of games) {
    if (g.engine.id !== 'blackjack') continue;
    const config = blackjackEngine.configure(g.engine.settings);
    const key = ruleKey(config);
    if (!seen.has(key)) seen.set(key, g.slug);
  }
  return [...seen.entries()];
}

export const simulations: RtpSimulation[] = rulesOfCatalog().map(([key, slug]) => {
  const title = games.find((g) => g.slug === slug);
  const config = blackjackEngine.configure(title?.engine.settings ?? {});
  return {
    name: `basic strategy ${key} (${slug})`,
    expected: config.rtp,
    rounds: 10_000_000,
    testRounds: 30_000,
    run: (rounds, rng) =>
      simulateRtp(
        blackjackEngine,
        config,
        () => ({ stake: 1000 }),
        rounds,
        rng,
        (view) => ({ type: basicStrategy(config, view) }),
      ),
  };
});

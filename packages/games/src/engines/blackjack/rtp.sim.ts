/**
 * Blackjack RTP by simulation: basic strategy (strategy.ts), one rule set per catalog rule
 * combination. The stated figure (STATED_RTP) is the return per unit staked, doubles, splits and
 * insurance included.
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

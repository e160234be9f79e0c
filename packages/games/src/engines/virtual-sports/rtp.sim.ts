/**
 * Virtual sports' RTP is exact (every selection's p x odds, see virtual-sports.test.ts); these
 * simulations check the draw end to end: events drawn with the production sampler, an equal stake
 * on every selection, against the exact expected return.
 */
import type { Rng } from '../../engine.ts';
import type { RtpSimulation } from '../../simulate.ts';
import {
  drawWith,
  eventCard,
  payout,
  priceCard,
  selectionRtp,
  winningKeys,
  type VirtualKind,
} from '../../virtual-sports/index.ts';

const STAKE = 10_000;

function simulation(kind: VirtualKind, eventId: number): RtpSimulation {
  const card = eventCard(kind, eventId);
  const selections = priceCard(card);
  const expected = selections.reduce((a, s) => a + selectionRtp(s), 0) / selections.length;
  return {
    name: `${kind} card ${eventId}, equal stakes on every selection`,
    expected,
    rounds: 10_000_000,
    testRounds: 50_000,
    run(rounds: number, rng: Rng) {
      let won = 0;
      let sumSq = 0;
      const staked = rounds * STAKE * selections.length;
      for (let i = 0; i < rounds; i += 1) {
        const wins = new Set(winningKeys(drawWith(card, rng)));
        let paid = 0;
        for (const s of selections) if (wins.has(s.key)) paid += payout(STAKE, s.odds);
        won += paid;
        const r = paid / (STAKE * selections.length);
        sumSq += r * r;
      }
      const rtp = won / staked;
      const variance = Math.max(sumSq / rounds - rtp * rtp, 0);
      return { rounds, staked, won, rtp, stdError: Math.sqrt(variance / rounds) };
    },
  };
}

export const simulations: RtpSimulation[] = [simulation('race', 1), simulation('football', 7)];

import { describe, expect, it } from 'vitest';
import { games } from '../../catalog.ts';
import { GameRuleError } from '../../engine.ts';
import { fairRng } from '../../rng.ts';
import { decks, type Card } from '../cards.ts';
import { bestHand, categoryOf, category3Of, leadRank, threeCardHand } from './hands.ts';
import {
  AA_BONUS,
  FIVE_CARD_COUNTS,
  PAIR_OF_ACES_COUNT,
  PAIR_PLUS,
  STUD_BONUS,
  THREE_CARD_COUNTS,
  dealFrom,
  pokerEngine as sut,
  sideRtp,
  type PokerConfig,
} from './index.ts';
import { holdemStrategy, studStrategy, threeCardStrategy } from './strategy.ts';

const holdem = sut.configure({
  variant: 'casino-holdem',
  minAnte: 1,
  maxAnte: 200,
  bonusBet: true,
});
const three = sut.configure({ variant: 'three-card', minAnte: 1, maxAnte: 500, pairPlus: true });
const stud = sut.configure({ variant: 'five-card-stud', minAnte: 1, maxAnte: 250, sideBet: true });

function ruleError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'no error';
}

function finish(config: PokerConfig, cards: Card[], type: 'call' | 'fold', ante = 100, side = 0) {
  const open = dealFrom(config, { ante, side }, cards);
  return sut.act(config, open.state, { type }, { elapsedMs: 0 });
}

describe('poker configure and bets', () => {
  it('accepts every catalog title', () => {
    const titles = games.filter((g) => g.engine.id === 'poker');
    expect(titles.length).toBe(4);
    for (const g of titles) {
      const info = sut.info(sut.configure(g.engine.settings));
      expect(info.minStake).toBe(100);
      expect(info.rtp).toBeGreaterThan(0.95);
    }
  });

  it('validates ante and side bet strictly', () => {
    expect(sut.placeBet(holdem, { ante: 100, side: 200 })).toEqual({
      bet: { ante: 100, side: 200 },
      stake: 300,
    });
    expect(ruleError(() => sut.placeBet(holdem, { ante: 99 }))).toBe('stake_below_min');
    expect(ruleError(() => sut.placeBet(holdem, { ante: 20_001 }))).toBe('stake_above_max');
    expect(ruleError(() => sut.placeBet(holdem, { ante: 100, side: 0 }))).toBe('stake_invalid');
    expect(ruleError(() => sut.placeBet(holdem, { ante: 100, extra: 1 }))).toBe('bet_invalid');
    expect(ruleError(() => sut.placeBet(holdem, { side: 100 }))).toBe('stake_invalid');
    const noSide = sut.configure({ variant: 'three-card' });
    expect(ruleError(() => sut.placeBet(noSide, { ante: 100, side: 100 }))).toBe('bet_invalid');
  });

  it('refuses unknown actions and actions on a finished round', () => {
    const open = dealFrom(three, { ante: 100, side: 0 }, ['2S', '7H', '9D', '3C', '5C', '8H']);
    expect(ruleError(() => sut.act(three, open.state, { type: 'raise' }, { elapsedMs: 0 }))).toBe(
      'action_invalid',
    );
    const done = sut.act(three, open.state, { type: 'fold' }, { elapsedMs: 0 });
    expect(ruleError(() => sut.act(three, done.state, { type: 'call' }, { elapsedMs: 0 }))).toBe(
      'action_not_allowed',
    );
  });
});

describe('hand evaluation', () => {
  it('ranks five-card hands', () => {
    expect(categoryOf(bestHand(['1S', '13S', '12S', '11S', '10S']))).toBe('royal-flush');
    expect(categoryOf(bestHand(['1S', '2S', '3S', '4S', '5S']))).toBe('straight-flush');
    expect(categoryOf(bestHand(['1S', '2H', '3S', '4S', '5S']))).toBe('straight');
    expect(categoryOf(bestHand(['9S', '9H', '9D', '4S', '4H', '2C', '3C']))).toBe('full-house');
    expect(bestHand(['1S', '2H', '3S', '4S', '5D'])).toBeLessThan(
      bestHand(['2S', '3H', '4S', '5S', '6D']),
    );
    // Kickers decide: A-A-K beats A-A-Q.
    expect(bestHand(['1S', '1H', '13S', '4S', '5D'])).toBeGreaterThan(
      bestHand(['1D', '1C', '12S', '4H', '5C']),
    );
  });

  it('ranks three-card hands with the straight above the flush', () => {
    expect(category3Of(threeCardHand(['2S', '3S', '1S']))).toBe('straight-flush');
    expect(threeCardHand(['4H', '5S', '6D'])).toBeGreaterThan(threeCardHand(['2H', '9H', '13H']));
    expect(threeCardHand(['1H', '2S', '3D'])).toBeLessThan(threeCardHand(['2H', '3S', '4D']));
  });

  it('counts every five-card hand of the deck per category (the side bet tables rest on it)', () => {
    const d = decks(1);
    const counts: Record<string, number> = {};
    let aces = 0;
    const hand: Card[] = d.slice(0, 5);
    for (let a = 0; a < 52; a += 1) {
      hand[0] = d[a] as Card;
      for (let b = a + 1; b < 52; b += 1) {
        hand[1] = d[b] as Card;
        for (let c = b + 1; c < 52; c += 1) {
          hand[2] = d[c] as Card;
          for (let e = c + 1; e < 52; e += 1) {
            hand[3] = d[e] as Card;
            for (let f = e + 1; f < 52; f += 1) {
              hand[4] = d[f] as Card;
              const score = bestHand(hand);
              const cat = categoryOf(score);
              counts[cat] = (counts[cat] ?? 0) + 1;
              if (cat === 'pair' && leadRank(score) === 14) aces += 1;
            }
          }
        }
      }
    }
    expect(counts).toEqual(FIVE_CARD_COUNTS);
    expect(aces).toBe(PAIR_OF_ACES_COUNT);
  }, 60_000);

  it('counts every three-card hand per category and proves pair plus exactly', () => {
    const d = decks(1);
    const counts: Record<string, number> = {};
    let returned = 0;
    let hands = 0;
    for (let a = 0; a < 52; a += 1) {
      for (let b = a + 1; b < 52; b += 1) {
        for (let c = b + 1; c < 52; c += 1) {
          const cat = category3Of(threeCardHand([d[a] as Card, d[b] as Card, d[c] as Card]));
          counts[cat] = (counts[cat] ?? 0) + 1;
          const pays = PAIR_PLUS[cat];
          if (pays !== undefined) returned += 1 + pays;
          hands += 1;
        }
      }
    }
    expect(hands).toBe(22_100);
    expect(counts).toEqual(THREE_CARD_COUNTS);
    expect(Math.abs(returned / hands - sideRtp('pair-plus'))).toBeLessThan(1e-9);
    expect(sideRtp('pair-plus')).toBeCloseTo(0.976833, 6);
  });

  it('states the exact side bet RTPs in the info panel', () => {
    expect(sideRtp('aa-bonus')).toBeCloseTo(0.937417, 6);
    expect(sideRtp('stud-bonus')).toBeCloseTo(0.553491, 6);
    const details = sut.info(stud).details as { side: { rtp: number; pays: unknown } };
    expect(details.side.rtp).toBe(sideRtp('stud-bonus'));
    expect(details.side.pays).toEqual(STUD_BONUS);
    expect(AA_BONUS.pair).toBe(7);
  });
});

describe("casino hold'em", () => {
  // player 2, dealer 2, flop 3, turn, river
  it('pays the ante by the ante table and the call 1:1 when the player wins', () => {
    const r = finish(holdem, ['9S', '9H', '3D', '4C', '9D', '2H', '13C', '7S', '12D'], 'call');
    expect(r.view.playerHand).toBe('three-of-a-kind');
    expect(r.cost).toBe(200);
    expect(r.view.outcome).toBe('win');
  });

  it('pushes the call when the dealer does not qualify', () => {
    // Dealer 2-3 with no pair of 4s or better on the board: not qualified.
    const r = finish(holdem, ['1S', '6H', '2D', '3C', '9D', '11H', '13C', '7S', '5D'], 'call');
    expect(r.view.dealerQualifies).toBe(false);
    // Ante 1:1 (high card) = 200, call returned 200.
    expect(r.view.returns).toEqual({ ante: 200, call: 200, side: 0, bonus: 0 });
    expect(r.win).toBe(400);
  });

  it('pays a flush 2:1 on the ante and loses everything to a better dealer hand', () => {
    const win = finish(holdem, ['2H', '9H', '4S', '4C', '5H', '11H', '13H', '7S', '12D'], 'call');
    expect(win.view.playerHand).toBe('flush');
    expect(win.view.dealerQualifies).toBe(true);
    expect(win.view.returns.ante).toBe(300);
    expect(win.view.returns.call).toBe(400);
    const lose = finish(holdem, ['2D', '3C', '1S', '1C', '5H', '11H', '13H', '7S', '12D'], 'call');
    expect(lose.view.outcome).toBe('lose');
    expect(lose.win).toBe(0);
  });

  it('settles the AA bonus on the first five cards even after a fold', () => {
    const r = finish(
      holdem,
      ['1S', '1H', '4S', '4C', '9D', '2H', '13C', '7S', '12D'],
      'fold',
      100,
      50,
    );
    expect(r.view.outcome).toBe('fold');
    expect(r.view.returns.side).toBe(400);
    expect(r.win).toBe(400);
    const kings = finish(
      holdem,
      ['13S', '13H', '4S', '4C', '9D', '2H', '1C', '7S', '12D'],
      'fold',
      100,
      50,
    );
    expect(kings.view.returns.side).toBe(0);
  });

  it('hides the dealer cards, turn and river until the decision', () => {
    const open = dealFrom(holdem, { ante: 100, side: 0 }, [
      '9S',
      '9H',
      '3D',
      '4C',
      '9D',
      '2H',
      '13C',
      '7S',
      '12D',
    ]);
    expect(open.done).toBe(false);
    expect(open.view.dealer).toEqual([null, null]);
    expect(open.view.board).toEqual(['9D', '2H', '13C', null, null]);
    expect(JSON.stringify(open.view)).not.toMatch(/3D|4C|7S|12D/);
    expect(holdemStrategy(open.view)).toBe('call');
  });
});

describe('three card poker', () => {
  it('pays ante and play 1:1 plus the ante bonus on a straight', () => {
    const r = finish(three, ['4S', '5H', '6D', '12C', '3H', '8S'], 'call');
    expect(r.view.dealerQualifies).toBe(true);
    expect(r.cost).toBe(100);
    expect(r.view.returns).toEqual({ ante: 200, call: 200, side: 0, bonus: 100 });
  });

  it('returns the play bet when the dealer lacks queen high', () => {
    const r = finish(three, ['2S', '5H', '9D', '11C', '3H', '8S'], 'call');
    expect(r.view.dealerQualifies).toBe(false);
    expect(r.view.returns).toEqual({ ante: 200, call: 100, side: 0, bonus: 0 });
  });

  it('pays pair plus whatever the decision', () => {
    const r = finish(three, ['7S', '7H', '2D', '12C', '13H', '8S'], 'fold', 100, 100);
    expect(r.view.returns.side).toBe(200);
    expect(r.win).toBe(200);
    expect(
      threeCardStrategy(
        dealFrom(three, { ante: 100, side: 0 }, ['12S', '6H', '4D', '2C', '3H', '5S']).view,
      ),
    ).toBe('call');
    expect(
      threeCardStrategy(
        dealFrom(three, { ante: 100, side: 0 }, ['12S', '6H', '3D', '2C', '3H', '5S']).view,
      ),
    ).toBe('fold');
  });
});

describe('caribbean stud', () => {
  it('shows one dealer card and pays the call by the table when the dealer qualifies', () => {
    const open = dealFrom(stud, { ante: 100, side: 0 }, [
      '9S',
      '9H',
      '9D',
      '4C',
      '4H',
      '1S',
      '13C',
      '2D',
      '5H',
      '7C',
    ]);
    expect(open.view.dealer).toEqual(['1S', null, null, null, null]);
    expect(studStrategy(open.view)).toBe('call');
    const r = sut.act(stud, open.state, { type: 'call' }, { elapsedMs: 0 });
    expect(r.view.dealerQualifies).toBe(true);
    // Full house: ante 1:1, call 7:1 on 200.
    expect(r.view.returns).toEqual({ ante: 200, call: 1600, side: 0, bonus: 0 });
  });

  it('pays the ante only when the dealer lacks ace-king', () => {
    const r = finish(stud, ['9S', '9H', '3D', '4C', '6H', '1S', '12C', '2D', '5H', '7C'], 'call');
    expect(r.view.dealerQualifies).toBe(false);
    expect(r.view.returns).toEqual({ ante: 200, call: 200, side: 0, bonus: 0 });
  });

  it('settles an abandoned round as a fold, side bet paid', () => {
    const open = dealFrom(stud, { ante: 100, side: 100 }, [
      '9S',
      '9H',
      '9D',
      '4C',
      '6H',
      '1S',
      '12C',
      '2D',
      '5H',
      '7C',
    ]);
    const r = sut.settle(stud, open.state, { elapsedMs: 0 });
    expect(r.done).toBe(true);
    expect(r.view.outcome).toBe('fold');
    expect(r.win).toBe(700);
  });

  it('deals the same cards for the same seeds', () => {
    const a = sut.start(stud, { ante: 100, side: 0 }, fairRng('12'.repeat(32), 'c', 1));
    const b = sut.start(stud, { ante: 100, side: 0 }, fairRng('12'.repeat(32), 'c', 1));
    const c = sut.start(stud, { ante: 100, side: 0 }, fairRng('12'.repeat(32), 'c', 2));
    expect(a.state).toEqual(b.state);
    expect(a.state.player).not.toEqual(c.state.player);
    expect(new Set([...a.state.player, ...a.state.dealer]).size).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { games } from '../../catalog.ts';
import { GameRuleError } from '../../engine.ts';
import { fairRng } from '../../rng.ts';
import type { Card } from '../cards.ts';
import {
  blackjackEngine as sut,
  dealFrom,
  handTotal,
  type BlackjackConfig,
  type BlackjackState,
} from './index.ts';
import { basicStrategy } from './strategy.ts';

const config = sut.configure({ decks: 6, dealerStandsSoft17: true, minBet: 1, maxBet: 1000 });
const h17 = sut.configure({ decks: 8, dealerStandsSoft17: false, minBet: 1, maxBet: 1000 });
const bet = { stake: 1000 };

/** Player, dealer up, player, dealer hole, then the draws. */
function deal(cards: Card[], c: BlackjackConfig = config) {
  return dealFrom(c, bet, [...cards, ...Array<Card>(20).fill('2C')]);
}

function play(state: BlackjackState, ...actions: string[]) {
  let s = state;
  let cost = 0;
  let last = null as ReturnType<NonNullable<typeof sut.act>> | null;
  for (const type of actions) {
    last = sut.act(config, s, { type }, { elapsedMs: 0 });
    cost += last.cost;
    s = last.state;
  }
  if (!last) throw new Error('no action');
  return { ...last, cost };
}

function ruleError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'no error';
}

describe('blackjack configure', () => {
  it('accepts every catalog title and converts limits to minor units', () => {
    const titles = games.filter((g) => g.engine.id === 'blackjack');
    expect(titles.length).toBeGreaterThan(0);
    for (const g of titles) {
      const c = sut.configure(g.engine.settings);
      const info = sut.info(c);
      expect(info.minStake).toBe(Math.round(Number(g.engine.settings.minBet) * 100));
      expect(info.rtp).toBeGreaterThan(0.99);
      expect(info.rtp).toBeLessThan(1);
    }
  });
  it('refuses rules without a proven RTP and unknown settings', () => {
    expect(() => sut.configure({ decks: 1 })).toThrow(/no proven RTP/);
    expect(() => sut.configure({ surrender: true })).toThrow(/unknown setting/);
  });
});

describe('blackjack bets', () => {
  it('validates the stake strictly', () => {
    expect(sut.placeBet(config, { stake: 250 })).toEqual({ bet: { stake: 250 }, stake: 250 });
    expect(ruleError(() => sut.placeBet(config, { stake: 99 }))).toBe('stake_below_min');
    expect(ruleError(() => sut.placeBet(config, { stake: 100_001 }))).toBe('stake_above_max');
    expect(ruleError(() => sut.placeBet(config, { stake: 1.5 }))).toBe('stake_invalid');
    expect(ruleError(() => sut.placeBet(config, { stake: '100' }))).toBe('stake_invalid');
    expect(ruleError(() => sut.placeBet(config, { stake: 100, side: 5 }))).toBe('bet_invalid');
    expect(ruleError(() => sut.placeBet(config, [100]))).toBe('bet_invalid');
    expect(ruleError(() => sut.placeBet(config, null))).toBe('bet_invalid');
  });
});

describe('blackjack rules', () => {
  it('counts aces soft and hard', () => {
    expect(handTotal(['1S', '6H'])).toEqual({ total: 17, soft: true });
    expect(handTotal(['1S', '6H', '10D'])).toEqual({ total: 17, soft: false });
    expect(handTotal(['1S', '1H', '9D'])).toEqual({ total: 21, soft: true });
    expect(handTotal(['13S', '12H', '2D'])).toEqual({ total: 22, soft: false });
  });

  it('pays a natural 3:2 at once', () => {
    const r = deal(['1S', '9H', '13D', '7C']);
    expect(r.done).toBe(true);
    expect(r.win).toBe(2500);
    expect(r.view.hands[0]?.outcome).toBe('blackjack');
  });

  it('pushes a natural against a dealer blackjack peeked under a ten', () => {
    const r = deal(['1S', '10H', '13D', '1C']);
    expect(r.done).toBe(true);
    expect(r.win).toBe(1000);
    expect(r.view.dealerBlackjack).toBe(true);
  });

  it('loses only the main bet to a dealer blackjack before any action', () => {
    const r = deal(['9S', '12H', '7D', '1C']);
    expect(r.done).toBe(true);
    expect(r.win).toBe(0);
    expect(r.view.dealer).toEqual(['12H', '1C']);
  });

  it('offers insurance on an ace and pays it 2:1 when the dealer has blackjack', () => {
    const open = deal(['9S', '1H', '7D', '13C']);
    expect(open.done).toBe(false);
    expect(open.view.actions).toEqual(['insurance', 'no-insurance']);
    expect(open.view.dealer).toEqual(['1H', null]);
    const r = play(open.state, 'insurance');
    expect(r.cost).toBe(500);
    expect(r.done).toBe(true);
    expect(r.win).toBe(1500);
    expect(r.view.insuranceWin).toBe(1500);
  });

  it('loses insurance when the dealer has no blackjack, then plays on', () => {
    const open = deal(['10S', '1H', '10D', '7C']);
    const r = play(open.state, 'insurance');
    expect(r.cost).toBe(500);
    expect(r.done).toBe(false);
    expect(r.view.actions).toContain('hit');
    const end = play(r.state, 'stand');
    // 20 beats soft 18: the hand wins 2000, insurance is lost.
    expect(end.win).toBe(2000);
    expect(end.view.insuranceWin).toBe(0);
  });

  it('hits until bust and loses without the dealer drawing', () => {
    const open = dealFrom(config, bet, ['10S', '6H', '6D', '10C', '13H', '5S']);
    const r = play(open.state, 'hit');
    expect(r.done).toBe(true);
    expect(r.win).toBe(0);
    expect(r.view.hands[0]?.status).toBe('bust');
    expect(r.view.dealer).toEqual(['6H', '10C']);
  });

  it('doubles for the stake again and takes exactly one card', () => {
    const open = dealFrom(config, bet, ['6S', '6H', '5D', '10C', '10H', '9S']);
    const r = play(open.state, 'double');
    expect(r.cost).toBe(1000);
    expect(r.done).toBe(true);
    expect(r.view.hands[0]?.cards).toEqual(['6S', '5D', '10H']);
    // Dealer 16 draws 9: bust; the doubled hand returns 4000.
    expect(r.win).toBe(4000);
  });

  it('stands on soft 17 or hits it per title', () => {
    const cards: Card[] = ['10S', '1H', '8D', '6C', '4H', '2S'];
    const s17 = play(dealFrom(config, bet, cards.slice()).state, 'no-insurance', 'stand');
    expect(s17.view.dealer).toEqual(['1H', '6C']);
    expect(s17.win).toBe(2000);
    const hit = sut.act(
      h17,
      dealFrom(h17, bet, cards.slice()).state,
      { type: 'no-insurance' },
      {
        elapsedMs: 0,
      },
    );
    const end = sut.act(h17, hit.state, { type: 'stand' }, { elapsedMs: 0 });
    expect(end.view.dealer).toEqual(['1H', '6C', '4H']);
    expect(end.view.dealerTotal).toBe(21);
    expect(end.win).toBe(0);
  });

  it('splits a pair into two hands played in turn, each for the stake', () => {
    const open = dealFrom(config, bet, ['8S', '6H', '8D', '10C', '3H', '10S', '9H', '10D']);
    const split = play(open.state, 'split');
    expect(split.cost).toBe(1000);
    expect(split.view.hands.map((h) => h.cards)).toEqual([['8S', '3H'], ['8D']]);
    expect(split.view.active).toBe(0);
    // 11 after a split may double (DAS): 8+3+10 = 21.
    const doubled = play(split.state, 'double');
    expect(doubled.cost).toBe(1000);
    expect(doubled.view.active).toBe(1);
    expect(doubled.view.hands[1]?.cards).toEqual(['8D', '9H']);
    const end = play(doubled.state, 'stand');
    expect(end.done).toBe(true);
    // Dealer 16 draws 10 and busts: 2000 x 2 + 1000 x 2.
    expect(end.win).toBe(6000);
  });

  it('gives split aces one card each and no blackjack', () => {
    const open = dealFrom(config, bet, ['1S', '9H', '1D', '8C', '13H', '12S']);
    const r = play(open.state, 'split');
    expect(r.done).toBe(true);
    expect(r.view.hands.map((h) => h.total)).toEqual([21, 21]);
    // Two 21s (not naturals) against 17: each pays 1:1.
    expect(r.win).toBe(4000);
    expect(r.view.hands.map((h) => h.outcome)).toEqual(['win', 'win']);
  });

  it('limits the number of hands and refuses actions not allowed now', () => {
    const two = sut.configure({ decks: 6, maxHands: 3 });
    const open = dealFrom(two, bet, ['8S', '6H', '8D', '10C', '8H', '8C', '2S', '3S', '4S']);
    const once = sut.act(two, open.state, { type: 'split' }, { elapsedMs: 0 });
    const twice = sut.act(two, once.state, { type: 'split' }, { elapsedMs: 0 });
    expect(twice.view.hands.length).toBe(3);
    expect(twice.view.actions).not.toContain('split');
    expect(ruleError(() => sut.act?.(two, twice.state, { type: 'split' }, { elapsedMs: 0 }))).toBe(
      'action_not_allowed',
    );
    expect(ruleError(() => sut.act?.(two, twice.state, { type: 'fly' }, { elapsedMs: 0 }))).toBe(
      'action_invalid',
    );
    expect(ruleError(() => sut.act?.(two, twice.state, 'hit', { elapsedMs: 0 }))).toBe(
      'action_invalid',
    );
    expect(
      ruleError(() => sut.act?.(two, open.state, { type: 'insurance' }, { elapsedMs: 0 })),
    ).toBe('action_not_allowed');
  });

  it('settles an abandoned round by standing every hand, at no cost', () => {
    const open = dealFrom(config, bet, ['8S', '1H', '8D', '9C', '3H', '10S']);
    const r = sut.settle?.(config, open.state, { elapsedMs: 0 });
    expect(r?.done).toBe(true);
    expect(r?.view.insurance).toBe(0);
    // 16 stands against soft 20.
    expect(r?.win).toBe(0);
    const split = play(
      dealFrom(config, bet, ['8S', '6H', '8D', '10C', '3H', '1S', '10H']).state,
      'split',
    );
    const s = sut.settle?.(config, split.state, { elapsedMs: 0 });
    expect(s?.view.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(s?.done).toBe(true);
  });
});

describe('blackjack views and fairness', () => {
  it('never shows the hole card or the shoe of an open round', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const r = sut.start(config, bet, fairRng('ab'.repeat(32), 'client', nonce));
      if (r.done) continue;
      expect(r.view.dealer[1]).toBeNull();
      const json = JSON.stringify(r.view);
      expect(json).not.toContain('shoe');
      expect(r.view.dealer).toHaveLength(2);
      expect(r.view.dealerTotal).toBe(handTotal([r.view.dealer[0] as Card]).total);
      expect(Object.keys(r.view)).not.toContain('next');
    }
  });

  it('deals the same round for the same seeds and another for another nonce', () => {
    const a = sut.start(config, bet, fairRng('cd'.repeat(32), 'seed', 7));
    const b = sut.start(config, bet, fairRng('cd'.repeat(32), 'seed', 7));
    const c = sut.start(config, bet, fairRng('cd'.repeat(32), 'seed', 8));
    expect(a.state.shoe).toEqual(b.state.shoe);
    expect(a.state.shoe).not.toEqual(c.state.shoe);
    expect(a.state.shoe.length).toBe(104);
  });

  it('draws every card of the shoe about equally often in the first position', () => {
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < 5200; nonce += 1) {
      const r = sut.start(config, bet, fairRng('ef'.repeat(32), 'x', nonce));
      const first = r.state.shoe[0] as string;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    // 100 expected per card; chi-square with 51 degrees of freedom under 90 (p ~ 0.0007).
    let chi = 0;
    for (const n of counts.values()) chi += (n - 100) ** 2 / 100;
    expect(chi).toBeLessThan(90);
  });

  it('basic strategy declines insurance, splits aces and eights, stands on hard 17', () => {
    const ins = deal(['9S', '1H', '7D', '13C']);
    expect(basicStrategy(config, ins.view)).toBe('no-insurance');
    expect(basicStrategy(config, deal(['8S', '10H', '8D', '7C']).view)).toBe('split');
    expect(basicStrategy(config, deal(['10S', '6H', '7D', '7C']).view)).toBe('stand');
    expect(basicStrategy(config, deal(['6S', '6H', '5D', '7C']).view)).toBe('double');
  });
});

import { describe, expect, it } from 'vitest';
import { games } from '../../catalog.ts';
import { GameRuleError, type Step } from '../../engine.ts';
import { fairRng, simulationRng } from '../../rng.ts';
import { simulateRtp } from '../../simulate.ts';
import type { Card } from '../cards.ts';
import {
  blackjackEngine as sut,
  dealFrom,
  handTotal,
  SHOE_DRAW,
  type BlackjackConfig,
  type BlackjackState,
  type BlackjackView,
} from './index.ts';
import { basicStrategy } from './strategy.ts';

const config = sut.configure({ decks: 6, dealerStandsSoft17: true, minBet: 1, maxBet: 1000 });
const h17 = sut.configure({ decks: 8, dealerStandsSoft17: false, minBet: 1, maxBet: 1000 });
const bet = { stake: 1000 };

/** Player, dealer up, player, dealer hole, then the draws. */
function deal(cards: Card[], c: BlackjackConfig = config) {
  return dealFrom(c, bet, [...cards, ...Array<Card>(20).fill('2C')]);
}

/** A seven-seat table: up to three boxes. */
const seven = sut.configure({
  decks: 6,
  seats: 7,
  dealerStandsSoft17: true,
  minBet: 1,
  maxBet: 1000,
});

/** `boxes` boxes of 1000 each: first cards box by box, dealer up, second cards, hole, draws. */
function dealBoxes(boxes: number, cards: Card[], draws: Card[] = []) {
  return dealFrom(seven, { stake: 1000, boxes }, [
    ...cards,
    ...draws,
    ...Array<Card>(20).fill('2C'),
  ]);
}

function play(state: BlackjackState, ...actions: string[]) {
  return playWith(config, state, ...actions);
}

function playWith(c: BlackjackConfig, state: BlackjackState, ...actions: string[]) {
  let s = state;
  let cost = 0;
  let last = null as ReturnType<NonNullable<typeof sut.act>> | null;
  for (const type of actions) {
    last = sut.act(c, s, { type }, { elapsedMs: 0 });
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

  it('debits the stake once per box and applies the table limits to each box', () => {
    expect(sut.info(seven).details).toMatchObject({ boxes: 3, limitsPer: 'box' });
    expect(sut.placeBet(seven, { stake: 250, boxes: 3 })).toEqual({
      bet: { stake: 250, boxes: 3 },
      stake: 750,
    });
    // One box is the bet it always was.
    expect(sut.placeBet(seven, { stake: 250, boxes: 1 })).toEqual({
      bet: { stake: 250 },
      stake: 250,
    });
    expect(sut.placeBet(seven, { stake: 250 })).toEqual({ bet: { stake: 250 }, stake: 250 });
    // The maximum is per box: three boxes at the maximum stake three times it.
    expect(sut.placeBet(seven, { stake: 100_000, boxes: 3 }).stake).toBe(300_000);
    expect(ruleError(() => sut.placeBet(seven, { stake: 100_001, boxes: 2 }))).toBe(
      'stake_above_max',
    );
    // Three boxes of 0.99 total 2.97, yet each box is below the 1.00 minimum.
    expect(ruleError(() => sut.placeBet(seven, { stake: 99, boxes: 3 }))).toBe('stake_below_min');
  });

  it('refuses more boxes than the table allows, with the limit', () => {
    let error: unknown = null;
    try {
      sut.placeBet(seven, { stake: 100, boxes: 4 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameRuleError);
    expect((error as GameRuleError).key).toBe('boxes_above_max');
    expect((error as GameRuleError).params).toEqual({ boxes: 3 });
    // A title without seats has one box; two seats allow two.
    expect(sut.info(config).details).toMatchObject({ boxes: 1 });
    expect(ruleError(() => sut.placeBet(config, { stake: 100, boxes: 2 }))).toBe('boxes_above_max');
    const two = sut.configure({ decks: 6, seats: 2 });
    expect(sut.placeBet(two, { stake: 100, boxes: 2 }).stake).toBe(200);
    expect(ruleError(() => sut.placeBet(two, { stake: 100, boxes: 3 }))).toBe('boxes_above_max');
    for (const boxes of [0, -1, 1.5, '2', null]) {
      expect(
        ruleError(() => sut.placeBet(seven, { stake: 100, boxes })),
        String(boxes),
      ).toBe('bet_invalid');
    }
    expect(ruleError(() => sut.placeBet(seven, { boxes: 2 }))).toBe('bet_invalid');
    expect(() => sut.configure({ decks: 6, seats: 0 })).toThrow(/seats/);
    expect(() => sut.configure({ decks: 6, seats: 2.5 })).toThrow(/seats/);
  });

  it('gives every catalog title with seats up to three boxes', () => {
    for (const g of games.filter((x) => x.engine.id === 'blackjack')) {
      const seats = (g.engine.settings.seats as number | undefined) ?? 1;
      const c = sut.configure(g.engine.settings);
      expect(sut.info(c).details, g.slug).toMatchObject({ boxes: Math.min(seats, 3) });
    }
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

describe('blackjack boxes', () => {
  it('deals box by box and plays the boxes in order against one dealer hand', () => {
    // Box 1: 10+8, box 2: 9+7, box 3: 5+6; the dealer 6 and 10 (16).
    const open = dealBoxes(
      3,
      ['10S', '9H', '5D', '6C', '8H', '7S', '6D', '10C'],
      ['3H', '10H', '9S'],
    );
    expect(open.done).toBe(false);
    expect(open.view.boxes).toBe(3);
    expect(open.view.hands.map((h) => [h.box, h.cards])).toEqual([
      [0, ['10S', '8H']],
      [1, ['9H', '7S']],
      [2, ['5D', '6D']],
    ]);
    expect(open.view.dealer).toEqual(['6C', null]);
    expect(open.view.active).toBe(0);
    const seen: (number | null)[] = [open.view.active];
    let s = open.state;
    let cost = 0;
    let last: Step<BlackjackState, BlackjackView> = open;
    for (const type of ['stand', 'hit', 'stand', 'double']) {
      const next = playWith(seven, s, type);
      cost += next.cost;
      s = next.state;
      seen.push(next.view.active);
      last = next;
    }
    // Box 1 stands, box 2 hits (3: 19) and stands, box 3 doubles (10: 21); the dealer then draws.
    expect(seen).toEqual([0, 1, 1, 2, null]);
    expect(last.done).toBe(true);
    expect(cost).toBe(1000);
    expect(last.view.hands.map((h) => h.cards)).toEqual([
      ['10S', '8H'],
      ['9H', '7S', '3H'],
      ['5D', '6D', '10H'],
    ]);
    // The dealer's 16 draws 9 and busts: 2000 + 2000 + 4000.
    expect(last.view.dealer).toEqual(['6C', '10C', '9S']);
    expect(last.view.hands.map((h) => h.win)).toEqual([2000, 2000, 4000]);
    expect(last.win).toBe(8000);
  });

  it('splits in box 1, plays both split hands, then box 2 (which may split too)', () => {
    // Box 1: 8+8, box 2: 7+7; the dealer 6 and 10.
    const open = dealBoxes(
      2,
      ['8S', '7H', '6D', '8C', '7C', '10S'],
      ['3H', '10D', '2D', '4S', '10H', '13S'],
    );
    const split = playWith(seven, open.state, 'split');
    expect(split.cost).toBe(1000);
    expect(split.view.hands.map((h) => [h.box, h.cards])).toEqual([
      [0, ['8S', '3H']],
      [0, ['8C']],
      [1, ['7H', '7C']],
    ]);
    expect(split.view.active).toBe(0);
    // 11 doubles (10: 21); the second hand of box 1 gets its card (2: 10) and is played next.
    const doubled = playWith(seven, split.state, 'double');
    expect(doubled.view.active).toBe(1);
    expect(doubled.view.hands[1]?.cards).toEqual(['8C', '2D']);
    const box2 = playWith(seven, doubled.state, 'stand');
    expect(box2.view.active).toBe(2);
    expect(box2.view.hands[2]?.box).toBe(1);
    expect(box2.view.actions).toContain('split');
    const split2 = playWith(seven, box2.state, 'split');
    expect(split2.view.hands.map((h) => h.box)).toEqual([0, 0, 1, 1]);
    expect(split2.view.hands[2]?.cards).toEqual(['7H', '4S']);
    const end = playWith(seven, split2.state, 'stand', 'stand');
    expect(end.done).toBe(true);
    expect(end.view.hands.map((h) => h.cards)).toEqual([
      ['8S', '3H', '10D'],
      ['8C', '2D'],
      ['7H', '4S'],
      ['7C', '10H'],
    ]);
    // Dealer 16 draws a king and busts: 4000 (doubled) + 2000 + 2000 + 2000.
    expect(end.view.hands.map((h) => h.win)).toEqual([4000, 2000, 2000, 2000]);
    expect(end.win).toBe(10_000);
  });

  it('counts the hand limit per box, not per round', () => {
    // Box 1: 8+8 splits twice (three hands, the most); box 2 may still split its 8s.
    const open = dealBoxes(2, ['8S', '8H', '6D', '8C', '8D', '10S'], ['8S', '3C', '10C', '10D']);
    const twice = playWith(seven, open.state, 'split', 'split');
    expect(twice.view.hands.map((h) => h.box)).toEqual([0, 0, 0, 1]);
    expect(twice.view.actions).not.toContain('split');
    const box2 = playWith(seven, twice.state, 'stand', 'stand', 'stand');
    expect(box2.view.active).toBe(3);
    expect(box2.view.actions).toContain('split');
  });

  it('settles every hand on its own and the round win is their sum', () => {
    // Box 1: a blackjack (skipped in play), box 2: 19, box 3: 18; the dealer 10 and 9 (no peek hit).
    const open = dealBoxes(3, ['1S', '10S', '10H', '10D', '13H', '9D', '8C', '9C']);
    expect(open.done).toBe(false);
    expect(open.view.hands[0]?.status).toBe('blackjack');
    expect(open.view.active).toBe(1);
    const end = playWith(seven, open.state, 'stand', 'stand');
    expect(end.view.dealer).toEqual(['10D', '9C']);
    expect(end.view.hands.map((h) => [h.outcome, h.win])).toEqual([
      ['blackjack', 2500],
      ['push', 1000],
      ['lose', 0],
    ]);
    expect(end.win).toBe(3500);
    expect(end.win).toBe(end.view.hands.reduce((sum, h) => sum + h.win, 0));
  });

  it('settles every box at once against a dealer blackjack', () => {
    // Box 1: blackjack (pushes), box 2: 18, box 3: 15; the dealer king and ace.
    const r = dealBoxes(3, ['1S', '9S', '10H', '13D', '13H', '9H', '5C', '1C']);
    expect(r.done).toBe(true);
    expect(r.view.dealerBlackjack).toBe(true);
    expect(r.view.actions).toEqual([]);
    expect(r.view.hands.map((h) => h.outcome)).toEqual(['push', 'lose', 'lose']);
    expect(r.win).toBe(1000);
  });

  it('offers one insurance for the round: half the total stake of all boxes', () => {
    const open = dealBoxes(3, ['9S', '10S', '5H', '1H', '7D', '10C', '6H', '13C']);
    expect(open.view.actions).toEqual(['insurance', 'no-insurance']);
    const r = playWith(seven, open.state, 'insurance');
    expect(r.cost).toBe(1500);
    expect(r.done).toBe(true);
    // Every box loses to the blackjack; the insurance pays 2:1 (4500 back).
    expect(r.view.hands.map((h) => h.outcome)).toEqual(['lose', 'lose', 'lose']);
    expect(r.win).toBe(4500);
    // Rounded down to the minor unit: 3 x 333 = 999, insured for 499.
    const odd = dealFrom(seven, { stake: 333, boxes: 3 }, [
      ...(['9S', '10S', '5H', '1H', '7D', '10C', '6H', '9C'] as Card[]),
      ...Array<Card>(20).fill('2C'),
    ]);
    expect(playWith(seven, odd.state, 'insurance').cost).toBe(499);
  });

  it('ends the round without dealer draws when every box is a blackjack or bust', () => {
    const allBj = dealBoxes(2, ['1S', '10H', '9D', '13H', '1C', '7C']);
    expect(allBj.done).toBe(true);
    expect(allBj.win).toBe(5000);
    // Box 1 blackjack, box 2 hits 16 and busts: the dealer (16) draws nothing.
    const open = dealBoxes(2, ['1S', '10S', '6H', '13H', '6D', '10C'], ['10D']);
    const r = playWith(seven, open.state, 'hit');
    expect(r.done).toBe(true);
    expect(r.view.dealer).toEqual(['6H', '10C']);
    expect(r.win).toBe(2500);
  });

  it('settles an abandoned multi-box round by standing every open hand of every box', () => {
    const open = dealBoxes(3, ['10S', '9H', '5D', '6C', '8H', '7S', '6D', '10C'], ['3H', '9S']);
    const hit = playWith(seven, open.state, 'stand', 'hit');
    const r = sut.settle(seven, hit.state, { elapsedMs: 0 });
    expect(r.done).toBe(true);
    expect(r.view.hands.map((h) => h.cards.length)).toEqual([2, 3, 2]);
    expect(r.view.hands.map((h) => h.status)).toEqual(['stood', 'stood', 'stood']);
    // The dealer's 16 draws the 9 and busts: every box wins its 1000.
    expect(r.win).toBe(6000);
  });

  it('replays the same multi-box round from the same seeds and actions', () => {
    const bet3 = sut.placeBet(seven, { stake: 1000, boxes: 3 }).bet;
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const rng = () => fairRng('9a'.repeat(32), 'boxes', nonce);
      let first = sut.start(seven, bet3, rng());
      const actions: { type: string }[] = [];
      while (!first.done) {
        const action = { type: basicStrategy(seven, first.view) };
        actions.push(action);
        first = sut.act(seven, first.state, action, { elapsedMs: 0 });
      }
      let again = sut.start(seven, bet3, rng());
      for (const action of actions) again = sut.act(seven, again.state, action, { elapsedMs: 0 });
      expect(again.view, String(nonce)).toEqual(first.view);
      expect(again.win).toBe(first.win);
    }
    // Three boxes draw 270 cards; the first 102 are those a one-box round of the same seeds deals.
    const three = sut.start(seven, bet3, fairRng('9a'.repeat(32), 'boxes', 1));
    const one = sut.start(seven, { stake: 1000 }, fairRng('9a'.repeat(32), 'boxes', 1));
    expect(three.state.shoe).toHaveLength(SHOE_DRAW);
    expect(SHOE_DRAW).toBe(270);
    expect(one.state.shoe).toHaveLength(102);
    expect(three.state.shoe.slice(0, 102)).toEqual(one.state.shoe);
  });

  it('keeps a one-box view as it was (rounds stored before boxes still replay)', () => {
    const r = sut.start(seven, { stake: 1000 }, fairRng('9a'.repeat(32), 'boxes', 2));
    expect(Object.keys(r.view)).not.toContain('boxes');
    for (const h of r.view.hands) expect(Object.keys(h)).not.toContain('box');
  });

  it('plays a state stored before boxes existed', () => {
    const open = dealFrom(config, bet, ['10S', '6H', '6D', '10C', '13H', '5S']);
    const legacy = JSON.parse(JSON.stringify(open.state)) as BlackjackState;
    delete legacy.boxes;
    for (const h of legacy.hands) delete h.box;
    const r = play(legacy, 'hit');
    expect(r.done).toBe(true);
    expect(r.view.hands[0]?.status).toBe('bust');
  });

  it('returns the one-box RTP per box when three boxes are played', () => {
    // 20,000 three-box rounds (60,000 boxes) of basic strategy: the stated one-box RTP must be
    // within 4 standard errors of the measured return (about +-1.2 %); see rtp.sim.ts.
    const measure = simulateRtp(
      sut,
      seven,
      () => ({ stake: 1000, boxes: 3 }),
      20_000,
      simulationRng(20261122),
      (view: BlackjackView) => ({ type: basicStrategy(seven, view) }),
    );
    expect(measure.staked).toBeGreaterThanOrEqual(60_000 * 1000);
    expect(Math.abs(measure.rtp - seven.rtp)).toBeLessThanOrEqual(4 * measure.stdError);
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
    expect(a.state.shoe.length).toBe(102);
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

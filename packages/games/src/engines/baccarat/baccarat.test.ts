import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../engine.ts';
import { fairRng } from '../../rng.ts';
import type { Card } from '../cards.ts';
import type { BaccaratConfig, BaccaratView, PuntoBet } from './index.ts';
import {
  PUNTO_BETS,
  baccaratEngine as sut,
  dragonTigerPayout,
  puntoPayout,
  resolveDragonTiger,
  resolvePuntoBanco,
} from './index.ts';

const punto = sut.configure({
  variant: 'punto-banco',
  decks: 8,
  bankerCommission: 0.05,
  minBet: 1,
  maxBet: 2000,
});
const dragonTiger = sut.configure({
  variant: 'dragon-tiger',
  decks: 8,
  tiePays: 11,
  minBet: 0.5,
  maxBet: 2500,
});

function refused(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof GameRuleError) return error.key;
    throw error;
  }
  return 'accepted';
}

describe('baccarat third-card rules', () => {
  it('stands both hands on a natural', () => {
    const hand = resolvePuntoBanco(['8S', '2H', '13D', '3C', '5S', '5H']);
    expect(hand.player).toEqual(['8S', '13D']);
    expect(hand.banker).toEqual(['2H', '3C']);
    expect(hand).toMatchObject({ playerTotal: 8, bankerTotal: 5, natural: true, winner: 'player' });
  });

  it('banker on 3 stands when the player third card is an 8', () => {
    // player 1+2 = 3 draws an 8 -> 1; banker 13+3 = 3 stands against an 8
    const hand = resolvePuntoBanco(['1S', '13H', '2D', '3C', '8S', '9H']);
    expect(hand.player).toHaveLength(3);
    expect(hand.banker).toHaveLength(2);
    expect(hand).toMatchObject({ playerTotal: 1, bankerTotal: 3, winner: 'banker' });
  });

  it('banker on 6 draws only against a player third card of 6 or 7', () => {
    const draws = resolvePuntoBanco(['1S', '3H', '2D', '3C', '6S', '2H']);
    expect(draws.banker).toEqual(['3H', '3C', '2H']);
    expect(draws).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
    const stands = resolvePuntoBanco(['1S', '3H', '2D', '3C', '5S', '2H']);
    expect(stands.banker).toHaveLength(2);
    expect(stands).toMatchObject({ playerTotal: 8, bankerTotal: 6, winner: 'player' });
  });

  it('when the player stands on 6-7 the banker draws on 0-5', () => {
    const hand = resolvePuntoBanco(['3S', '12H', '4D', '5C', '4S']);
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toEqual(['12H', '5C', '4S']);
    expect(hand).toMatchObject({ playerTotal: 7, bankerTotal: 9, winner: 'banker' });
  });

  it('pairs are by rank, not by value', () => {
    expect(resolvePuntoBanco(['10S', '4H', '10D', '4C']).playerPair).toBe(true);
    expect(resolvePuntoBanco(['10S', '4H', '11D', '4C'])).toMatchObject({
      playerPair: false,
      bankerPair: true,
    });
  });
});

describe('baccarat payouts', () => {
  const hand = (cards: Card[]) => resolvePuntoBanco(cards);
  it('pays player 1:1, banker 0.95:1 and returns both on a tie', () => {
    const playerWins = hand(['8S', '2H', '13D', '3C']);
    expect(puntoPayout(punto, 'player', 1000, playerWins)).toBe(2000);
    expect(puntoPayout(punto, 'banker', 1000, playerWins)).toBe(0);
    const bankerWins = hand(['2S', '8H', '13D', '13C']);
    expect(puntoPayout(punto, 'banker', 1000, bankerWins)).toBe(1950);
    const tie = hand(['9S', '9H', '10D', '10C']);
    expect(puntoPayout(punto, 'player', 1000, tie)).toBe(1000);
    expect(puntoPayout(punto, 'banker', 1000, tie)).toBe(1000);
    expect(puntoPayout(punto, 'tie', 1000, tie)).toBe(9000);
  });

  it('rounds the commission in the player favour', () => {
    const bankerWins = hand(['2S', '8H', '13D', '13C']);
    // 0.95 x 101 = 95.95 -> 96
    expect(puntoPayout(punto, 'banker', 101, bankerWins)).toBe(197);
  });

  it('pays pairs 11:1', () => {
    const pairs = hand(['5S', '7H', '5D', '7C', '1S', '1H']);
    expect(puntoPayout(punto, 'playerPair', 100, pairs)).toBe(1200);
    expect(puntoPayout(punto, 'bankerPair', 100, pairs)).toBe(1200);
  });

  it('dragon tiger: 1:1, half back on a tie, tie 11:1', () => {
    const tie = resolveDragonTiger(['7S', '7H']);
    expect(dragonTigerPayout(dragonTiger, 'dragon', 101, tie)).toBe(51);
    expect(dragonTigerPayout(dragonTiger, 'tie', 100, tie)).toBe(1200);
    const tiger = resolveDragonTiger(['1S', '13H']);
    expect(tiger.winner).toBe('tiger');
    expect(dragonTigerPayout(dragonTiger, 'tiger', 100, tiger)).toBe(200);
    expect(dragonTigerPayout(dragonTiger, 'dragon', 100, tiger)).toBe(0);
  });
});

describe('baccarat bets', () => {
  it('accepts several spots and sums the stake', () => {
    const { bet, stake } = sut.placeBet(punto, { bets: { banker: 500, playerPair: 100 } });
    expect(stake).toBe(600);
    expect(bet.bets).toEqual({ banker: 500, playerPair: 100 });
  });

  it('refuses bad bets with the right key', () => {
    expect(refused(() => sut.placeBet(punto, null))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(punto, { bets: {} }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(punto, { bets: { dragon: 100 } }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(punto, { bets: { player: 100 }, x: 1 }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(punto, { bets: { player: 1.5 } }))).toBe('stake_invalid');
    expect(refused(() => sut.placeBet(punto, { bets: { player: '100' } }))).toBe('stake_invalid');
    expect(refused(() => sut.placeBet(punto, { bets: { player: 99 } }))).toBe('stake_below_min');
    expect(refused(() => sut.placeBet(punto, { bets: { player: 200_001 } }))).toBe(
      'stake_above_max',
    );
    expect(refused(() => sut.placeBet(punto, { bets: { player: 150_000, banker: 150_000 } }))).toBe(
      'stake_above_max',
    );
    expect(refused(() => sut.placeBet(dragonTiger, { bets: { banker: 100 } }))).toBe('bet_invalid');
  });

  it('accepts every catalog setting of the engine', () => {
    expect(() =>
      sut.configure({ variant: 'squeeze', decks: 8, bankerCommission: 0.05 }),
    ).not.toThrow();
    expect(() => sut.configure({ variant: 'mini' })).toThrow();
  });
});

describe('baccarat rounds', () => {
  it('is deterministic for the same fair seeds and finishes in one step', () => {
    const { bet } = sut.placeBet(punto, { bets: { player: 100, tie: 100 } });
    const seed = 'ab'.repeat(32);
    const a = sut.start(punto, bet, fairRng(seed, 'client', 1));
    const b = sut.start(punto, bet, fairRng(seed, 'client', 1));
    expect(a).toEqual(b);
    expect(a.done).toBe(true);
    const view = a.view as Exclude<BaccaratView, { variant: 'dragon-tiger' }>;
    expect(a.win).toBe((view.wins.player ?? 0) + (view.wins.tie ?? 0));
    expect(view.player.length).toBeGreaterThanOrEqual(2);
  });

  it('deals different rounds for different nonces', () => {
    const { bet } = sut.placeBet(dragonTiger, { bets: { dragon: 100 } });
    const seed = 'cd'.repeat(32);
    const views = new Set(
      [1, 2, 3, 4, 5, 6].map((n) =>
        JSON.stringify(sut.start(dragonTiger, bet, fairRng(seed, 'c', n)).view),
      ),
    );
    expect(views.size).toBeGreaterThan(1);
  });
});

/**
 * The exact proof: every ordered sequence of six card values (tens and pictures as one class of
 * 16 per deck) from a fresh 8-deck shoe, weighted by its exact number of card sequences, played
 * through the engine's own `resolvePuntoBanco` and `puntoPayout`. Weights are integers below 2^53
 * (416 x 415 x ... x 411 < 5e15), so the sums are exact.
 */
describe('baccarat RTP (exact)', () => {
  function enumerate(config: BaccaratConfig) {
    const decks = config.decks;
    // Value class representatives: any card of the value plays the same hand.
    const reps: Card[] = ['10S', '1S', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
    const counts = reps.map((_, v) => (v === 0 ? 16 : 4) * decks);
    const stake = 100;
    const returned: Record<string, number> = { player: 0, banker: 0, tie: 0 };
    let total = 0;
    const seq: Card[] = [];
    const walk = (weight: number, left: number) => {
      if (seq.length === 6) {
        const hand = resolvePuntoBanco(seq);
        for (const bet of ['player', 'banker', 'tie'] as const) {
          returned[bet] = (returned[bet] ?? 0) + weight * puntoPayout(config, bet, stake, hand);
        }
        total += weight;
        return;
      }
      for (let v = 0; v < 10; v += 1) {
        const c = counts[v] as number;
        if (c === 0) continue;
        counts[v] = c - 1;
        seq.push(reps[v] as Card);
        walk(weight * c, left - 1);
        seq.pop();
        counts[v] = c;
      }
    };
    walk(1, 52 * decks);
    const n = 52 * decks;
    expect(total).toBe(n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5));
    return Object.fromEntries(Object.entries(returned).map(([k, v]) => [k, v / total / stake]));
  }

  it('player, banker and tie match the stated returns', () => {
    const measured = enumerate(punto);
    for (const bet of ['player', 'banker', 'tie'] as const) {
      expect(measured[bet]).toBeCloseTo(punto.rtps[bet] as number, 9);
    }
    // The published 8-deck figures: banker edge 1.0579 %, player 1.2351 %, tie (8:1) 14.3596 %.
    expect(1 - (measured.banker as number)).toBeCloseTo(0.010579, 6);
    expect(1 - (measured.player as number)).toBeCloseTo(0.012351, 6);
    expect(1 - (measured.tie as number)).toBeCloseTo(0.143596, 6);
    expect(sut.info(punto).rtp).toBe(punto.rtps.banker);
  });

  it('pair bets and dragon tiger match, by rank enumeration', () => {
    const ranks = Array.from({ length: 13 }, (_, i) => `${i + 1}S` as Card);
    const n = 52 * 8;
    const per = 32;
    const pair: Record<PuntoBet, number> = {
      player: 0,
      banker: 0,
      tie: 0,
      playerPair: 0,
      bankerPair: 0,
    };
    const dt = { dragon: 0, tiger: 0, tie: 0 };
    for (const a of ranks) {
      for (const b of ranks) {
        const w2 = per * (a === b ? per - 1 : per);
        const dtHand = resolveDragonTiger([a, b]);
        dt.dragon += w2 * dragonTigerPayout(dragonTiger, 'dragon', 100, dtHand);
        dt.tiger += w2 * dragonTigerPayout(dragonTiger, 'tiger', 100, dtHand);
        dt.tie += w2 * dragonTigerPayout(dragonTiger, 'tie', 100, dtHand);
        // Player pair: cards 1 and 3 of the deal; card 2 and 4 drawn from what is left.
        const hand = resolvePuntoBanco([a, '9H', b, '9D']);
        pair.playerPair += w2 * puntoPayout(punto, 'playerPair', 100, hand);
        const bankerHand = resolvePuntoBanco(['9H', a, '9D', b]);
        pair.bankerPair += w2 * puntoPayout(punto, 'bankerPair', 100, bankerHand);
      }
    }
    const denom = n * (n - 1) * 100;
    expect(pair.playerPair / denom).toBeCloseTo(punto.rtps.playerPair as number, 12);
    expect(pair.bankerPair / denom).toBeCloseTo(punto.rtps.bankerPair as number, 12);
    for (const bet of ['dragon', 'tiger', 'tie'] as const) {
      expect(dt[bet] / denom).toBeCloseTo(dragonTiger.rtps[bet] as number, 12);
    }
    expect(PUNTO_BETS).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../engine.ts';
import { fairRng } from '../../rng.ts';
import type { Card } from '../cards.ts';
import { BANDS, andarBaharEngine as sut, payout, resolveAndarBahar } from './index.ts';

const palace = sut.configure({ decks: 1, sideBets: true, minBet: 0.1, maxBet: 1000 });
const lotus = sut.configure({ decks: 1, speed: true, sideBets: false, minBet: 0.1, maxBet: 500 });

function refused(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof GameRuleError) return error.key;
    throw error;
  }
  return 'accepted';
}

describe('andar bahar deal', () => {
  it('starts on Andar for a black joker and stops at the first match', () => {
    const hand = resolveAndarBahar(['7S', '2H', '3D', '4C', '7H', '7D']);
    expect(hand.firstSide).toBe('andar');
    expect(hand.andar).toEqual(['2H', '4C']);
    expect(hand.bahar).toEqual(['3D', '7H']);
    expect(hand).toMatchObject({ winner: 'bahar', cardsDealt: 4, band: '1-5' });
  });

  it('starts on Bahar for a red joker', () => {
    const hand = resolveAndarBahar(['12D', '12C', '3D']);
    expect(hand).toMatchObject({ firstSide: 'bahar', winner: 'bahar', cardsDealt: 1 });
    expect(hand.bahar).toEqual(['12C']);
    expect(hand.andar).toEqual([]);
  });
});

describe('andar bahar payouts', () => {
  const firstWins = resolveAndarBahar(['7S', '7H']);
  const secondWins = resolveAndarBahar(['7S', '2H', '7C']);
  it('pays 0.9:1 on the side dealt first and 1:1 on the other', () => {
    expect(payout('andar', 1000, firstWins)).toBe(1900);
    expect(payout('bahar', 1000, firstWins)).toBe(0);
    expect(payout('bahar', 1000, secondWins)).toBe(2000);
    // 0.9 x 15 = 13.5 -> 14 (in the player's favour)
    expect(payout('andar', 15, firstWins)).toBe(29);
  });

  it('pays side bets by the number of cards dealt', () => {
    expect(payout('1-5', 100, secondWins)).toBe(350);
    expect(payout('6-10', 100, secondWins)).toBe(0);
    const deck: Card[] = ['1S'];
    const fillers: Card[] = ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', '11S', '12S'];
    for (const suit of ['H', 'D', 'C'] as const) {
      for (const f of fillers) deck.push(f.replace('S', suit) as Card);
    }
    deck.push('1H');
    const long = resolveAndarBahar(deck);
    expect(long.cardsDealt).toBe(34);
    expect(long.band).toBe('31-35');
    expect(payout('31-35', 100, long)).toBe(2600);
  });
});

describe('andar bahar bets', () => {
  it('accepts main and side bets', () => {
    const { bet, stake } = sut.placeBet(palace, { bets: { andar: 100, '41+': 10 } });
    expect(stake).toBe(110);
    expect(bet.bets).toEqual({ andar: 100, '41+': 10 });
  });

  it('refuses bad bets', () => {
    expect(refused(() => sut.placeBet(lotus, { bets: { '1-5': 100 } }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(palace, { bets: { middle: 100 } }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(palace, JSON.parse('{"bets":{"__proto__":100}}')))).toBe(
      'bet_invalid',
    );
    expect(refused(() => sut.placeBet(palace, { bets: {} }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(palace, [100]))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(palace, { bets: { andar: 9 } }))).toBe('stake_below_min');
    expect(refused(() => sut.placeBet(palace, { bets: { andar: -5 } }))).toBe('stake_invalid');
    expect(refused(() => sut.placeBet(lotus, { bets: { andar: 30_000, bahar: 30_000 } }))).toBe(
      'stake_above_max',
    );
  });
});

describe('andar bahar rounds', () => {
  it('is deterministic for the same seeds and settles at once', () => {
    const { bet } = sut.placeBet(palace, { bets: { andar: 100, bahar: 100 } });
    const seed = '0f'.repeat(32);
    const a = sut.start(palace, bet, fairRng(seed, 'x', 7));
    expect(sut.start(palace, bet, fairRng(seed, 'x', 7))).toEqual(a);
    expect(a.done).toBe(true);
    expect(a.view.andar.length + a.view.bahar.length).toBe(a.view.cardsDealt);
    expect(a.win).toBe(payout('andar', 100, a.view) + payout('bahar', 100, a.view));
    expect(a.win).toBeGreaterThan(0);
  });
});

/**
 * The exact proof. The joker is black or red with probability 1/2; the first match is at position
 * k with probability C(51 - k, 2) / C(51, 3) (the other two matching cards lie after it). For each
 * colour and k, a deck with the match at k is dealt by the engine's own `resolveAndarBahar` and
 * paid by its own `payout`.
 */
describe('andar bahar RTP (exact)', () => {
  const choose = (n: number, k: number): number => {
    let r = 1;
    for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
    return r;
  };
  function deckWithMatchAt(jokerSuit: 'S' | 'H', k: number): Card[] {
    const deck: Card[] = [`1${jokerSuit}` as Card];
    const others: Card[] = [];
    for (const suit of ['S', 'H', 'D', 'C'] as const) {
      for (let r = 2; r <= 13; r += 1) others.push(`${r}${suit}` as Card);
    }
    deck.push(...others.slice(0, k - 1), jokerSuit === 'S' ? '1H' : '1S');
    return deck;
  }

  it('every bet returns exactly what the engine states', () => {
    const stake = 1000;
    const returned: Record<string, number> = {};
    let probability = 0;
    for (const suit of ['S', 'H'] as const) {
      for (let k = 1; k <= 49; k += 1) {
        const p = (0.5 * choose(51 - k, 2)) / choose(51, 3);
        probability += p;
        const hand = resolveAndarBahar(deckWithMatchAt(suit, k));
        expect(hand.cardsDealt).toBe(k);
        for (const bet of palace.bets) {
          returned[bet] = (returned[bet] ?? 0) + (p * payout(bet, stake, hand)) / stake;
        }
      }
    }
    expect(probability).toBeCloseTo(1, 12);
    for (const bet of palace.bets) {
      expect(returned[bet], bet).toBeCloseTo(palace.rtps[bet] as number, 9);
    }
    expect(sut.info(palace).rtp).toBeCloseTo(0.97425, 5);
    // Every side bet returns between 94 % and 98 % with one deck.
    for (const band of BANDS) {
      expect(palace.rtps[band.id]).toBeGreaterThan(0.94);
      expect(palace.rtps[band.id]).toBeLessThan(0.98);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { games } from '../../catalog.ts';
import { GameRuleError } from '../../engine.ts';
import { fairRng } from '../../rng.ts';
import { decks, type Card } from '../cards.ts';
import {
  ALL_PAIRS,
  HAND_COUNTS,
  PAIR_PLUS,
  TIE_PAIRS,
  handName,
  handScore,
  mainRtp,
  pairPlusRtp,
  resolve,
  teenPattiEngine as sut,
} from './index.ts';

const config = sut.configure({
  variant: 'one-day',
  decks: 1,
  pairPlus: true,
  minBet: 0.5,
  maxBet: 1000,
});

function ruleError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'no error';
}

/** Every three-card hand of the deck as card-index bit masks with its score. */
function allHands(): { mask: bigint; score: number; cards: Card[] }[] {
  const d = decks(1);
  const out: { mask: bigint; score: number; cards: Card[] }[] = [];
  for (let a = 0; a < 52; a += 1) {
    for (let b = a + 1; b < 52; b += 1) {
      for (let c = b + 1; c < 52; c += 1) {
        const cards = [d[a], d[b], d[c]] as Card[];
        out.push({
          mask: (1n << BigInt(a)) | (1n << BigInt(b)) | (1n << BigInt(c)),
          score: handScore(cards),
          cards,
        });
      }
    }
  }
  return out;
}

describe('teen patti configure and bets', () => {
  it('accepts the catalog title', () => {
    const titles = games.filter((g) => g.engine.id === 'teen-patti');
    expect(titles.length).toBeGreaterThan(0);
    for (const g of titles) {
      const info = sut.info(sut.configure(g.engine.settings));
      expect(info.minStake).toBe(50);
      expect(info.rtpMethod).toBe('exact');
    }
  });

  it('validates every bet spot strictly', () => {
    expect(sut.placeBet(config, { player: 100, pairPlus: 50 })).toEqual({
      bet: { player: 100, dealer: 0, pairPlus: 50 },
      stake: 150,
    });
    expect(ruleError(() => sut.placeBet(config, {}))).toBe('bet_invalid');
    expect(ruleError(() => sut.placeBet(config, { tie: 100 }))).toBe('bet_invalid');
    expect(ruleError(() => sut.placeBet(config, { player: 49 }))).toBe('stake_below_min');
    expect(ruleError(() => sut.placeBet(config, { dealer: 100_001 }))).toBe('stake_above_max');
    expect(ruleError(() => sut.placeBet(config, { player: 0 }))).toBe('stake_invalid');
    expect(ruleError(() => sut.placeBet(config, { player: 10.5 }))).toBe('stake_invalid');
    const noPp = sut.configure({ pairPlus: false });
    expect(ruleError(() => sut.placeBet(noPp, { pairPlus: 100 }))).toBe('bet_invalid');
  });
});

describe('teen patti ranking', () => {
  it('orders trail > pure sequence > sequence > colour > pair > high card', () => {
    const names = (
      [
        ['2S', '2H', '2D'],
        ['4S', '5S', '6S'],
        ['4S', '5H', '6S'],
        ['2H', '9H', '13H'],
        ['9S', '9H', '3D'],
        ['1S', '9H', '3D'],
      ] as Card[][]
    ).map((h) => handScore(h));
    expect(names.map(handName)).toEqual([
      'trail',
      'pure-sequence',
      'sequence',
      'colour',
      'pair',
      'high-card',
    ]);
    for (let i = 1; i < names.length; i += 1) {
      expect(names[i - 1]).toBeGreaterThan(names[i] as number);
    }
  });

  it('ranks A-K-Q first, A-2-3 second, then K-Q-J', () => {
    const akq = handScore(['1S', '13H', '12D']);
    const a23 = handScore(['1S', '2H', '3D']);
    const kqj = handScore(['13S', '12H', '11D']);
    expect(akq).toBeGreaterThan(a23);
    expect(a23).toBeGreaterThan(kqj);
  });

  it('ties equal hands regardless of suit', () => {
    const r = resolve(
      { player: 100, dealer: 100, pairPlus: 0 },
      ['1S', '9H', '3D'],
      ['1H', '9C', '3S'],
    );
    expect(r.view.winner).toBe('tie');
    expect(r.win).toBe(200);
  });
});

describe('teen patti payouts', () => {
  it('pays a winning side 0.98:1, rounded down, and pair plus by its table', () => {
    const r = resolve(
      { player: 1000, dealer: 0, pairPlus: 500 },
      ['9S', '9H', '3D'],
      ['1S', '12H', '3C'],
    );
    expect(r.view.winner).toBe('player');
    expect(r.view.returns).toEqual({ player: 1980, dealer: 0, pairPlus: 1000 });
    expect(r.win).toBe(2980);
    const odd = resolve(
      { player: 0, dealer: 55, pairPlus: 0 },
      ['2S', '4H', '7D'],
      ['1S', '12H', '3C'],
    );
    // 55 x 0.98 = 53.9 -> 53.
    expect(odd.view.returns.dealer).toBe(108);
    const lose = resolve(
      { player: 1000, dealer: 0, pairPlus: 100 },
      ['2S', '4H', '7D'],
      ['1S', '12H', '3C'],
    );
    expect(lose.win).toBe(0);
  });

  it('is decided in start and the same seeds deal the same hands', () => {
    const bet = { player: 100, dealer: 0, pairPlus: 0 };
    const a = sut.start(config, bet, fairRng('34'.repeat(32), 'c', 3));
    const b = sut.start(config, bet, fairRng('34'.repeat(32), 'c', 3));
    const c = sut.start(config, bet, fairRng('34'.repeat(32), 'c', 4));
    expect(a.done).toBe(true);
    expect(a.view).toEqual(b.view);
    expect(a.view.player).not.toEqual(c.view.player);
    expect(new Set([...a.view.player, ...a.view.dealer]).size).toBe(6);
  });
});

describe('teen patti RTP (exact)', () => {
  it('counts the hands per category and proves pair plus over all 22,100 hands', () => {
    const hands = allHands();
    expect(hands.length).toBe(22_100);
    const counts: Record<string, number> = {};
    let returned = 0;
    for (const h of hands) {
      const name = handName(h.score);
      counts[name] = (counts[name] ?? 0) + 1;
      returned += 1 + (PAIR_PLUS[name] ?? -1);
    }
    expect(counts).toEqual(HAND_COUNTS);
    expect(Math.abs(returned / 22_100 - pairPlusRtp())).toBeLessThan(1e-9);
    expect(pairPlusRtp()).toBeCloseTo(0.976833, 6);
  });

  it('counts every tie between disjoint hands and proves the main bet RTP', () => {
    const byScore = new Map<number, bigint[]>();
    for (const h of allHands()) {
      const list = byScore.get(h.score) ?? [];
      list.push(h.mask);
      byScore.set(h.score, list);
    }
    // Only hands of equal score tie: count disjoint ordered pairs inside each score class.
    let ties = 0;
    for (const list of byScore.values()) {
      for (const a of list) for (const b of list) if ((a & b) === 0n) ties += 1;
    }
    expect(ties).toBe(TIE_PAIRS);
    const tie = ties / ALL_PAIRS;
    // Player and dealer hands are exchangeable: wins and losses are equally likely.
    const rtp = tie + ((1 - tie) / 2) * 1.98;
    expect(Math.abs(rtp - mainRtp())).toBeLessThan(1e-9);
    expect(Math.abs(sut.info(config).rtp - rtp)).toBeLessThan(1e-9);
  }, 60_000);
});

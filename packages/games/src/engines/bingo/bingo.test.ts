import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../engine.ts';
import { fairRng, simulationRng } from '../../rng.ts';
import type { Rules } from './index.ts';
import {
  RULES,
  bestPattern,
  bingoEngine as sut,
  card75,
  cell75,
  judgeTicket,
  strip90,
  ticketNumbers,
} from './index.ts';

const seaside = sut.configure({
  balls: 90,
  ticketsPerStrip: 6,
  ticketPrice: 0.1,
  prizes: 'line,two-lines,full-house',
});
const speedway = sut.configure({
  balls: 75,
  cardSize: 5,
  ticketPrice: 0.1,
  patterns: true,
  callSeconds: 2,
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

describe('bingo tickets', () => {
  it('a 90-ball strip holds 1-90 once, 5 numbers a row, every column used, sorted down', () => {
    const rng = simulationRng(7);
    for (let i = 0; i < 50; i += 1) {
      const strip = strip90(rng);
      expect(strip).toHaveLength(6);
      const all = strip.flatMap((g) => ticketNumbers(g)).sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: 90 }, (_, n) => n + 1));
      for (const grid of strip) {
        for (const row of grid) expect(row.filter((n) => n > 0)).toHaveLength(5);
        for (let c = 0; c < 9; c += 1) {
          const column = grid.map((row) => row[c] as number).filter((n) => n > 0);
          expect(column.length).toBeGreaterThan(0);
          expect([...column].sort((a, b) => a - b)).toEqual(column);
          const low = c === 0 ? 1 : c * 10;
          const high = c === 8 ? 90 : c * 10 + 9;
          for (const n of column) expect(n >= low && n <= high).toBe(true);
        }
      }
    }
  });

  it('a 75-ball card has its columns in B-I-N-G-O ranges and a free centre', () => {
    const card = card75(simulationRng(3));
    expect(card[2]?.[2]).toBe(0);
    for (let c = 0; c < 5; c += 1) {
      const column = card.map((row) => row[c] as number).filter((n) => n > 0);
      expect(new Set(column).size).toBe(column.length);
      for (const n of column) expect(n > c * 15 && n <= c * 15 + 15).toBe(true);
    }
    expect(cell75(2, 2)).toBe(-1);
    expect(cell75(4, 4)).toBe(23);
  });
});

describe('bingo prizes', () => {
  const grid90 = [
    [1, 0, 20, 0, 40, 0, 60, 0, 80],
    [0, 11, 0, 31, 0, 51, 0, 71, 81],
    [2, 0, 22, 33, 0, 55, 0, 77, 0],
  ];
  it('pays the best 90-ball pattern only, and tells when it was completed', () => {
    const oneLine = judgeTicket(RULES[90], grid90, [5, 1, 20, 40, 9, 60, 80, 11], 10);
    expect(oneLine).toMatchObject({ pattern: 'line', completedAt: 7, win: 90 });
    const twoLines = judgeTicket(RULES[90], grid90, [1, 20, 40, 60, 80, 11, 31, 51, 71, 81], 10);
    expect(twoLines).toMatchObject({ pattern: 'two-lines', completedAt: 10, win: 1000 });
    const all = ticketNumbers(grid90);
    expect(judgeTicket(RULES[90], grid90, [...all, 90], 5)).toMatchObject({
      pattern: 'full-house',
      completedAt: 15,
      win: 50_000,
    });
    expect(judgeTicket(RULES[90], grid90, [3, 4, 5], 10)).toMatchObject({ pattern: null, win: 0 });
  });

  it('75-ball: the free centre counts, corners beat a line, X beats corners', () => {
    const card = [
      [1, 16, 31, 46, 61],
      [2, 17, 32, 47, 62],
      [3, 18, 0, 48, 63],
      [4, 19, 34, 49, 64],
      [5, 20, 35, 50, 65],
    ];
    // The middle row needs only 4 balls thanks to the free centre.
    expect(judgeTicket(RULES[75], card, [3, 18, 48, 63], 20)).toMatchObject({
      pattern: 'line',
      completedAt: 4,
      win: 100,
    });
    expect(judgeTicket(RULES[75], card, [1, 61, 5, 65], 20)).toMatchObject({ pattern: 'corners' });
    expect(judgeTicket(RULES[75], card, [1, 17, 49, 65, 61, 47, 19, 5], 20)).toMatchObject({
      pattern: 'x',
      completedAt: 8,
      win: 5000,
    });
  });
});

describe('bingo bets and rounds', () => {
  it('sells 1-6 tickets of a 90-ball strip and 1-4 75-ball cards', () => {
    expect(sut.placeBet(seaside, { tickets: 6 })).toEqual({ bet: { tickets: 6 }, stake: 60 });
    expect(sut.placeBet(speedway, { tickets: 4 }).stake).toBe(40);
    expect(refused(() => sut.placeBet(speedway, { tickets: 5 }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(seaside, { tickets: 0 }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(seaside, { tickets: 1.5 }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(seaside, { tickets: 1, stake: 100 }))).toBe('bet_invalid');
    expect(refused(() => sut.placeBet(seaside, null))).toBe('bet_invalid');
  });

  it('accepts every catalog title and states its limits', () => {
    expect(sut.info(seaside)).toMatchObject({ minStake: 10, maxStake: 60, rtpMethod: 'exact' });
    expect(sut.info(speedway)).toMatchObject({ minStake: 10, maxStake: 40 });
    expect(() => sut.configure({ balls: 80, ticketPrice: 1 })).toThrow();
    expect(() => sut.configure({ balls: 90, ticketPrice: 1, prizes: 'line,full-house' })).toThrow();
    expect(() => sut.configure({ balls: 75, ticketPrice: 1, patterns: false })).toThrow();
  });

  it('is deterministic for the same seeds; the win is the sum of the tickets', () => {
    const seed = '5a'.repeat(32);
    const a = sut.start(seaside, { tickets: 4 }, fairRng(seed, 'c', 3));
    expect(sut.start(seaside, { tickets: 4 }, fairRng(seed, 'c', 3))).toEqual(a);
    expect(a.done).toBe(true);
    expect(a.view.drawn).toHaveLength(45);
    expect(new Set(a.view.drawn).size).toBe(45);
    expect(a.view.tickets).toHaveLength(4);
    expect(a.win).toBe(a.view.tickets.reduce((s, t) => s + t.win, 0));
  });
});

/**
 * The exact proof. With `draw` of `balls` balls drawn, a ticket's set S of marked cells has
 * probability C(balls - cells, draw - |S|) / C(balls, draw) for each particular S. Every subset of
 * the ticket's cells is judged by the engine's own `bestPattern`.
 */
function exactRtp(rules: Rules): number {
  const sumPays = new Float64Array(rules.cells + 1);
  const size = 1 << rules.cells;
  const popcount = new Uint8Array(size);
  for (let s = 1; s < size; s += 1) popcount[s] = (popcount[s >> 1] as number) + (s & 1);
  for (let s = 0; s < size; s += 1) {
    const p = bestPattern(rules, s);
    if (!p) continue;
    const k = popcount[s] as number;
    sumPays[k] = (sumPays[k] as number) + p.pays;
  }
  const choose = (n: number, k: number): number => {
    if (k < 0 || k > n) return 0;
    let r = 1;
    for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
    return r;
  };
  const all = choose(rules.balls, rules.draw);
  let rtp = 0;
  for (let k = 0; k <= rules.cells; k += 1) {
    rtp += ((sumPays[k] as number) * choose(rules.balls - rules.cells, rules.draw - k)) / all;
  }
  return rtp;
}

describe('bingo RTP (exact)', () => {
  it('90-ball: line, two lines, full house in 45 balls', () => {
    expect(exactRtp(RULES[90])).toBeCloseTo(sut.info(seaside).rtp, 9);
  });
  it('75-ball: line, corners, X, frame, blackout in 30 balls', () => {
    expect(exactRtp(RULES[75])).toBeCloseTo(sut.info(speedway).rtp, 9);
  }, 30_000);
});

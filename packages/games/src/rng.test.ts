import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Rng } from './engine.ts';
import { fairRng, seedHash, shuffled, simulationRng, uniformInt } from './rng.ts';

/**
 * Pearson's chi-square statistic of `draws` integers in [0, n) against the uniform distribution.
 * With n - 1 degrees of freedom its 99.9th percentile is below `critical(n)`: a biased sampler
 * (e.g. `word % n`, which favours low values whenever n does not divide 2^32) fails.
 */
function chiSquare(rng: Rng, n: number, draws: number): number {
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < draws; i += 1) {
    const v = rng.int(n);
    counts[v] = (counts[v] ?? 0) + 1;
  }
  const expected = draws / n;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** 99.9 % quantiles of chi-square for the degrees of freedom used below (tables). */
const CRITICAL_999: Record<number, number> = { 5: 20.515, 36: 67.985, 51: 87.968, 99: 148.23 };

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

describe('fairRng (the provably-fair stream)', () => {
  it('is HMAC-SHA256(server seed, "clientSeed:nonce:block") read as big-endian words', () => {
    const digest = createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update('player-seed:7:0')
      .digest();
    const firstWord = digest.readUInt32BE(0);
    // 2^32 is a multiple of 2^16, so no word is rejected for n = 65536: the draw is word % n.
    expect(fairRng(SEED, 'player-seed', 7).int(65_536)).toBe(firstWord % 65_536);
  });

  it('replays identically from the same inputs, and differs with another nonce or client seed', () => {
    const draw = (client: string, nonce: number) => {
      const rng = fairRng(SEED, client, nonce);
      return Array.from({ length: 20 }, () => rng.int(52));
    };
    expect(draw('abc', 1)).toEqual(draw('abc', 1));
    expect(draw('abc', 2)).not.toEqual(draw('abc', 1));
    expect(draw('abd', 1)).not.toEqual(draw('abc', 1));
  });

  it('commits to the seed with its SHA-256', () => {
    expect(seedHash(SEED)).toBe(
      createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
    );
  });

  it.each([
    [37, 370_000],
    [52, 520_000],
    [6, 60_000],
    [100, 100_000],
  ])('draws uniformly over %i values (chi-square, %i draws)', (n, draws) => {
    const rng = fairRng(SEED, `chi-${n}`, 1);
    expect(chiSquare(rng, n, draws)).toBeLessThan(CRITICAL_999[n - 1] as number);
  });
});

describe('uniformInt (rejection sampling)', () => {
  it('the chi-square test above catches modulo bias: a byte % 37 sampler fails it', () => {
    // 256 = 6 x 37 + 34: values 0-33 come 7 times in 256, values 34-36 only 6 times.
    const words = simulationRng(9);
    const biased: Rng = { int: (n) => words.int(256) % n };
    expect(chiSquare(biased, 37, 370_000)).toBeGreaterThan(CRITICAL_999[36] as number);
  });

  it('discards the words that would make low values more likely', () => {
    // For n = 3 the largest multiple of 3 below 2^32 is 2^32 - 1: the word 2^32 - 1 is discarded.
    const words = [0xffff_ffff, 0xffff_fffe];
    expect(uniformInt(() => words.shift() as number, 3)).toBe(0xffff_fffe % 3);
    expect(words).toEqual([]);
  });

  it('is exactly uniform over every word for a range that does not divide 2^32', () => {
    // Map all 2^32 words through the sampler's acceptance rule for n = 3 * 2^30 (= 3221225472):
    // the accepted words [0, 3 * 2^30) give each value exactly once; modulo alone would give
    // the values below 2^30 twice.
    const n = 3 * 2 ** 30;
    const limit = 2 ** 32 - (2 ** 32 % n);
    expect(limit).toBe(n);
    expect(uniformInt(() => 2 ** 30 - 1, n)).toBe(2 ** 30 - 1);
    const words = [n + 5, 17];
    expect(uniformInt(() => words.shift() as number, n)).toBe(17);
  });

  it('refuses a range it cannot serve', () => {
    expect(() => uniformInt(() => 0, 0)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 2 ** 32 + 1)).toThrow(RangeError);
    expect(() => uniformInt(() => 0, 1.5)).toThrow(RangeError);
  });
});

describe('simulationRng and shuffled', () => {
  it('simulation draws are uniform too (chi-square over 37 and 52)', () => {
    expect(chiSquare(simulationRng(1), 37, 370_000)).toBeLessThan(CRITICAL_999[36] as number);
    expect(chiSquare(simulationRng(2), 52, 520_000)).toBeLessThan(CRITICAL_999[51] as number);
  });

  it('a shuffle is a permutation, and every card reaches the top equally often', () => {
    const deck = Array.from({ length: 6 }, (_, i) => i);
    const rng = simulationRng(3);
    const top = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) {
      const s = shuffled(deck, rng);
      expect(s.slice().sort()).toEqual(deck);
      top[s[0] as number] = (top[s[0] as number] ?? 0) + 1;
    }
    const chi = top.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(CRITICAL_999[5] as number);
  });
});

import { describe, expect, it } from 'vitest';
import { chipValues, clampStake, stakeLadder, stepStake } from './stake-ladder.ts';

describe('stake ladder', () => {
  it('walks the 1-2-5 series between the limits, both ends included', () => {
    expect(stakeLadder(10, 10000)).toEqual([10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]);
    expect(stakeLadder(15, 250)).toEqual([15, 20, 50, 100, 200, 250]);
    expect(stakeLadder(100, 100)).toEqual([100]);
  });

  it('offers only multiples of a step, ends moved inwards onto multiples', () => {
    // A ways slot's line bet: multiples of 2 (5 is taken down to 4).
    expect(stakeLadder(2, 500, 2)).toEqual([2, 4, 10, 20, 50, 100, 200, 500]);
    expect(stakeLadder(2, 400, 2)).toEqual([2, 4, 10, 20, 50, 100, 200, 400]);
    for (const [min, max, step] of [
      [2, 500, 2],
      [2, 400, 2],
      [1, 999, 2],
      [3, 1000, 3],
      [10, 10000, 25],
    ] as const) {
      const ladder = stakeLadder(min, max, step);
      expect(ladder.every((v) => v % step === 0 && v >= min && v <= max)).toBe(true);
      expect(new Set(ladder).size).toBe(ladder.length);
      expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
      expect(ladder[0]).toBe(Math.ceil(min / step) * step);
      expect(ladder.at(-1)).toBe(Math.floor(max / step) * step);
    }
    // Step 1 (the default) is the plain ladder.
    expect(stakeLadder(15, 250, 1)).toEqual(stakeLadder(15, 250));
  });

  it('clamps onto a multiple of the step', () => {
    expect(clampStake(5, 2, 500, 2)).toBe(4);
    expect(clampStake(1, 2, 500, 2)).toBe(2);
    expect(clampStake(501, 2, 500, 2)).toBe(500);
    expect(clampStake(7, 1, 399, 2)).toBe(6);
    expect(clampStake(999, 1, 399, 2)).toBe(398);
    expect(clampStake(1, 1, 399, 2)).toBe(2);
    expect(clampStake(null, 3, 100, 2)).toBe(4);
    expect(clampStake(7, 1, 100)).toBe(7);
  });

  it('steps up and down and stays at the ends', () => {
    const ladder = stakeLadder(10, 1000);
    expect(stepStake(ladder, 50, 1)).toBe(100);
    expect(stepStake(ladder, 50, -1)).toBe(20);
    expect(stepStake(ladder, 1000, 1)).toBe(1000);
    expect(stepStake(ladder, 10, -1)).toBe(10);
    // A stake between steps moves to the neighbouring step.
    expect(stepStake(ladder, 75, 1)).toBe(100);
    expect(stepStake(ladder, 75, -1)).toBe(50);
  });

  it('clamps and rejects non-integers', () => {
    expect(clampStake(5, 10, 100)).toBe(10);
    expect(clampStake(500, 10, 100)).toBe(100);
    expect(clampStake(12.5, 10, 100)).toBe(10);
    expect(clampStake('50', 10, 100)).toBe(10);
  });

  it('spreads chips over the ladder', () => {
    const chips = chipValues(stakeLadder(10, 10000), 5);
    expect(chips[0]).toBe(10);
    expect(chips.at(-1)).toBe(10000);
    expect(chips).toHaveLength(5);
  });
});

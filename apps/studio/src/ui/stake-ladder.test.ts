import { describe, expect, it } from 'vitest';
import { chipValues, clampStake, stakeLadder, stepStake } from './stake-ladder.ts';

describe('stake ladder', () => {
  it('walks the 1-2-5 series between the limits, both ends included', () => {
    expect(stakeLadder(10, 10000)).toEqual([10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]);
    expect(stakeLadder(15, 250)).toEqual([15, 20, 50, 100, 200, 250]);
    expect(stakeLadder(100, 100)).toEqual([100]);
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

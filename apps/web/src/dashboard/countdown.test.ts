import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 50_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { Balance } from '../auth/session.ts';
import { bonusProgress } from './bonus-progress.ts';

const balance = (over: Partial<Balance> = {}): Balance => ({
  total: 10,
  bonus: 5,
  available: 0,
  deposited: 10,
  target: 5,
  counter: 1.7,
  freespins: 0,
  freespins_counter: 0,
  counter_percentage: 34,
  campaign: { id: 6, name: 'Starter', max_bet: 2 },
  ...over,
});

describe('the bonus box figures', () => {
  it('are null without an active campaign', () => {
    expect(bonusProgress(undefined)).toBeNull();
    expect(bonusProgress(balance({ campaign: null }))).toBeNull();
  });

  it('carry target, counter, percentage, max bet and the free spins left', () => {
    expect(bonusProgress(balance({ freespins: 25, freespins_counter: 7 }))).toEqual({
      campaign: 'Starter',
      target: 5,
      counter: 1.7,
      percentage: 34,
      maxBet: 2,
      freespins: 25,
      freespinsLeft: 18,
    });
  });

  it('keeps the percentage within 0-100 and never counts negative spins', () => {
    const sut = bonusProgress(
      balance({ counter_percentage: 130, freespins: 5, freespins_counter: 9 }),
    );
    expect(sut?.percentage).toBe(100);
    expect(sut?.freespinsLeft).toBe(0);
  });
});

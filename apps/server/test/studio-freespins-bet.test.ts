/** The slot bet of a free spin at a campaign's stake, and which free spins a game shows. */
import { describe, expect, it } from 'vitest';
import type { SlotsDetails } from '@croupier/games/engines/slots/index';
import { freeSpinBet, freeSpinsIn, isFreeSpinBet, markFreeSpin } from '../src/studio/freespins.ts';

const lines = { betUnits: 20, minLineBet: 1, maxLineBet: 500, lineBetStep: 1 } as SlotsDetails;
const ways = { betUnits: 25, minLineBet: 2, maxLineBet: 400, lineBetStep: 2 } as SlotsDetails;

describe('freeSpinBet', () => {
  it('plays the stake exactly when the title can', () => {
    expect(freeSpinBet(lines, 40)).toEqual({ bet: { lineBet: 2 }, stake: 40 });
    expect(freeSpinBet(ways, 100)).toEqual({ bet: { lineBet: 4 }, stake: 100 });
  });

  it('rounds down onto the line-bet step, never above the stake', () => {
    expect(freeSpinBet(lines, 59)).toEqual({ bet: { lineBet: 2 }, stake: 40 });
    // 75 / 25 = 3 coins, but ways pay only even line bets: 2.
    expect(freeSpinBet(ways, 75)).toEqual({ bet: { lineBet: 2 }, stake: 50 });
  });

  it("keeps within the title's limits", () => {
    expect(freeSpinBet(lines, 5)).toEqual({ bet: { lineBet: 1 }, stake: 20 });
    expect(freeSpinBet(lines, 0)).toEqual({ bet: { lineBet: 1 }, stake: 20 });
    expect(freeSpinBet(lines, 1_000_000)).toEqual({ bet: { lineBet: 500 }, stake: 10_000 });
  });
});

describe('freeSpinsIn', () => {
  const campaign = {
    id: 4,
    campaignId: 9,
    name: 'Autumn spins',
    target: 0,
    counter: 0,
    counterPercentage: 100,
    maxBet: null,
    freespins: 10,
    freespinsCounter: 3,
    freespinStake: 40,
    freespinGameIds: [7],
    freespinsWon: 0,
    expiresAt: null,
  };
  const info = { details: lines } as Parameters<typeof freeSpinsIn>[1]['info'];
  const slot = { id: 7, engine: 'slots', info };

  it('shows what is left of a listed slot', () => {
    expect(freeSpinsIn(campaign, slot)).toEqual({
      left: 7,
      total: 10,
      stake: 40,
      bet: { lineBet: 2 },
      campaign: 'Autumn spins',
    });
  });

  it('shows none without a campaign, spins left, stake, listing or a slots engine', () => {
    expect(freeSpinsIn(null, slot)).toBeNull();
    expect(freeSpinsIn({ ...campaign, freespinsCounter: 10 }, slot)).toBeNull();
    expect(freeSpinsIn({ ...campaign, freespinStake: 0 }, slot)).toBeNull();
    expect(freeSpinsIn(campaign, { ...slot, id: 8 })).toBeNull();
    expect(freeSpinsIn(campaign, { ...slot, engine: 'roulette' })).toBeNull();
  });
});

describe('the free-spin mark of a round bet', () => {
  it('marks and recognises it', () => {
    expect(markFreeSpin({ lineBet: 2 })).toEqual({ lineBet: 2, freespin: true });
    expect(isFreeSpinBet(markFreeSpin({ lineBet: 2 }))).toBe(true);
    expect(isFreeSpinBet({ lineBet: 2 })).toBe(false);
    expect(isFreeSpinBet({ freespin: 'true' })).toBe(false);
    expect(isFreeSpinBet(null)).toBe(false);
  });
});

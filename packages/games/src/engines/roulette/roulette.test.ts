import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../engine.ts';
import { fairRng } from '../../rng.ts';
import { games } from '../../catalog.ts';
import {
  BET_TYPES,
  POSITION_SIZE,
  WHEEL_ORDER,
  betTypeRtp,
  coveredNumbers,
  payout,
  rouletteEngine as sut,
  type RouletteBet,
  type RouletteBetType,
} from './index.ts';

const european = sut.configure({ variant: 'european', minBet: 0.1, maxBet: 500 });
const french = sut.configure({ variant: 'french', laPartage: true, minBet: 0.5, maxBet: 3000 });

/** One legal position of each type, as the frame sends it. */
const sample: Record<RouletteBetType, number[]> = {
  straight: [17],
  split: [0, 2],
  street: [34, 35, 36],
  corner: [0, 1, 2, 3],
  sixline: [1, 2, 3, 4, 5, 6],
  dozen: [2],
  column: [3],
  red: [],
  black: [],
  odd: [],
  even: [],
  low: [],
  high: [],
};

const seed = 'a3'.repeat(32);
const rejectKey = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'accepted';
};

describe('roulette configuration', () => {
  it('accepts every catalog title', () => {
    const titles = games.filter((g) => g.engine.id === 'roulette');
    expect(titles.length).toBeGreaterThan(0);
    for (const g of titles) {
      const config = sut.configure(g.engine.settings);
      const info = sut.info(config);
      expect(info.minStake).toBe(Math.round(Number(g.engine.settings.minBet) * 100));
      expect(info.maxStake).toBe(Math.round(Number(g.engine.settings.maxBet) * 100));
    }
  });
  it('has a 37-pocket wheel holding every number once', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });
});

describe('roulette RTP (exact, over the 37 pockets)', () => {
  for (const [name, config] of [
    ['european', european],
    ['french', french],
  ] as const) {
    it.each(BET_TYPES)(`${name}: %s returns what the rules state`, (type) => {
      // An even stake: la partage halves it exactly; the frame's chips are all even.
      const bet: RouletteBet = { type, numbers: sample[type], stake: 7400 };
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket += 1) returned += payout(config, bet, pocket);
      expect(returned / (37 * bet.stake)).toBeCloseTo(betTypeRtp(config, type), 9);
      expect(coveredNumbers(type, bet.numbers)).toHaveLength(POSITION_SIZE[type]);
    });
    it(`${name}: info states the lowest bet-type RTP`, () => {
      const rtps = BET_TYPES.map((t) => betTypeRtp(config, t));
      expect(sut.info(config).rtp).toBeCloseTo(Math.min(...rtps), 12);
      expect(sut.info(config).rtp).toBeCloseTo(36 / 37, 12);
    });
  }
  it('la partage returns half an even-money stake on zero, rounded up for the player', () => {
    expect(payout(french, { type: 'red', numbers: [], stake: 101 }, 0)).toBe(51);
    expect(payout(european, { type: 'red', numbers: [], stake: 100 }, 0)).toBe(0);
    expect(payout(french, { type: 'dozen', numbers: [1], stake: 100 }, 0)).toBe(0);
  });
});

describe('roulette payouts of hand-built spins', () => {
  it('pays straight 35:1, split 17:1, dozen 2:1, red 1:1 and nothing to losers', () => {
    const { bet } = sut.placeBet(european, {
      bets: [
        { type: 'straight', numbers: [17], stake: 100 },
        { type: 'split', numbers: [20, 17], stake: 100 },
        { type: 'dozen', numbers: [2], stake: 100 },
        { type: 'black', stake: 100 },
        { type: 'red', numbers: [], stake: 100 },
        { type: 'column', numbers: [1], stake: 100 },
      ],
    });
    const wins = bet.bets.map((b) => payout(european, b, 17));
    expect(wins).toEqual([3600, 1800, 300, 200, 0, 0]);
  });
  it('pays the first four (0-1-2-3) 8:1 and the trio 0-2-3 11:1', () => {
    expect(payout(european, { type: 'corner', numbers: [0, 1, 2, 3], stake: 100 }, 0)).toBe(900);
    expect(payout(european, { type: 'street', numbers: [0, 2, 3], stake: 100 }, 3)).toBe(1200);
  });
});

describe('roulette bets', () => {
  it('merges chips on the same position and sums the stake', () => {
    const { bet, stake } = sut.placeBet(european, {
      bets: [
        { type: 'straight', numbers: [5], stake: 50 },
        { type: 'straight', numbers: [5], stake: 20 },
        { type: 'split', numbers: [2, 1], stake: 10 },
      ],
    });
    expect(stake).toBe(80);
    expect(bet.bets).toEqual([
      { type: 'straight', numbers: [5], stake: 70 },
      { type: 'split', numbers: [1, 2], stake: 10 },
    ]);
  });
  it.each([
    [null, 'bet_invalid'],
    [[], 'bet_invalid'],
    [{ bets: [] }, 'bet_invalid'],
    [{ bets: [], extra: 1 }, 'bet_invalid'],
    [{ bets: [{ type: 'straight', numbers: [37], stake: 100 }] }, 'bet_invalid'],
    [{ bets: [{ type: 'split', numbers: [3, 4], stake: 100 }] }, 'bet_invalid'],
    [{ bets: [{ type: 'corner', numbers: [3, 4, 6, 7], stake: 100 }] }, 'bet_invalid'],
    [{ bets: [{ type: 'street', numbers: [2, 3, 4], stake: 100 }] }, 'bet_invalid'],
    [{ bets: [{ type: 'dozen', numbers: [4], stake: 100 }] }, 'bet_invalid'],
    [{ bets: [{ type: 'red', numbers: [1], stake: 100 }] }, 'bet_invalid'],
    [{ bets: [{ type: 'basket', numbers: [0, 1, 2], stake: 100 }] }, 'bet_invalid'],
    [{ bets: [{ type: 'red', stake: 10, colour: 'x' }] }, 'bet_invalid'],
    [{ bets: [{ type: 'red', stake: 10.5 }] }, 'stake_invalid'],
    [{ bets: [{ type: 'red', stake: -10 }] }, 'stake_invalid'],
    [{ bets: [{ type: 'red', stake: 9 }] }, 'stake_below_min'],
    [
      {
        bets: [
          { type: 'red', stake: 30_000 },
          { type: 'black', stake: 30_000 },
        ],
      },
      'stake_above_max',
    ],
  ])('refuses %j with %s', (raw, key) => {
    expect(rejectKey(() => sut.placeBet(european, raw))).toBe(key);
  });
  it('refuses a list longer than a full layout needs', () => {
    const chip = { type: 'red', stake: 10 };
    expect(sut.placeBet(european, { bets: Array(500).fill(chip) }).stake).toBe(5000);
    expect(rejectKey(() => sut.placeBet(european, { bets: Array(501).fill(chip) }))).toBe(
      'bet_invalid',
    );
  });
});

describe('roulette rounds', () => {
  it('are the same for the same fair seeds and show every bet result', () => {
    const { bet } = sut.placeBet(european, { bets: [{ type: 'even', stake: 100 }] });
    const a = sut.start(european, bet, fairRng(seed, 'client', 7));
    const b = sut.start(european, bet, fairRng(seed, 'client', 7));
    expect(a).toEqual(b);
    expect(a.done).toBe(true);
    expect(a.view.bets[0]?.win).toBe(a.win);
    expect(a.win).toBe(a.view.pocket !== 0 && a.view.pocket % 2 === 0 ? 200 : 0);
  });
  it('lands every pocket over many seeds', () => {
    const seen = new Set<number>();
    const { bet } = sut.placeBet(european, { bets: [{ type: 'red', stake: 100 }] });
    for (let nonce = 0; nonce < 600 && seen.size < 37; nonce += 1) {
      seen.add(sut.start(european, bet, fairRng(seed, 'c', nonce)).view.pocket);
    }
    expect(seen.size).toBe(37);
  });
});

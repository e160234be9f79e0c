import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../engine.ts';
import { games } from '../../catalog.ts';
import { fairRng } from '../../rng.ts';
import {
  DUEL_WAYS,
  diceEngine as sut,
  outcomeOf,
  payout,
  winRatio,
  type DiceBet,
  type DiceConfig,
} from './index.ts';

const settingsOf = (slug: string) => {
  const g = games.find((x) => x.slug === slug);
  if (!g) throw new Error(slug);
  return g.engine.settings;
};
const neon = sut.configure(settingsOf('neon-roll'));
const duel = sut.configure(settingsOf('double-dice-duel'));
const sevens = sut.configure(settingsOf('over-under-sevens'));

/** Every roll of `n` dice with `faces` faces. */
function rolls(n: number, faces: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i += 1) {
    out = out.flatMap((r) => Array.from({ length: faces }, (_, f) => [...r, f + 1]));
  }
  return out;
}

/**
 * The exact return of a bet over every equally likely roll, checked as integers: the sum of the
 * returned stake fractions equals (1 - edge) x rolls.
 */
function assertExactRtp(config: DiceConfig, bet: DiceBet, all: number[][]) {
  const r = winRatio(config, bet);
  let returned = 0n;
  for (const dice of all) {
    const o = outcomeOf(bet, dice);
    if (o === 'win') returned += BigInt(r.num);
    if (o === 'push') returned += BigInt(r.den);
  }
  const stated = sut.info(config).rtp;
  expect(returned * 10_000n).toBe(
    BigInt(Math.round(stated * 10_000)) * BigInt(r.den) * BigInt(all.length),
  );
}

const rejectKey = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'accepted';
};

describe('dice RTP (exact, every roll)', () => {
  it('accepts every catalog title and states 1 - edge', () => {
    for (const g of games.filter((x) => x.engine.id === 'dice')) {
      const info = sut.info(sut.configure(g.engine.settings));
      expect(info.rtp).toBeCloseTo(1 - Number(g.engine.settings.houseEdge), 12);
      expect(info.rtpMethod).toBe('exact');
    }
  });

  it('over-under: every legal target and direction returns 99 %', () => {
    const all = rolls(1, 100);
    let checked = 0;
    for (const direction of ['over', 'under'] as const) {
      for (let target = 0; target <= 101; target += 1) {
        let bet: DiceBet;
        try {
          bet = sut.placeBet(neon, { stake: 100, direction, target }).bet;
        } catch {
          continue;
        }
        assertExactRtp(neon, bet, all);
        checked += 1;
      }
    }
    // 1 % to 98 % win chance in both directions.
    expect(checked).toBe(2 * 98);
  });

  it('duel: the way counts come from the dice, and every side returns 98 %', () => {
    const all = rolls(4, 6);
    const wins = all.filter((d) => d[0]! + d[1]! > d[2]! + d[3]!).length;
    const ties = all.filter((d) => d[0]! + d[1]! === d[2]! + d[3]!).length;
    expect({ win: wins, tie: ties, total: all.length }).toEqual(DUEL_WAYS);
    for (const side of ['player', 'dealer', 'tie'] as const) {
      assertExactRtp(duel, { mode: 'duel', stake: 100, side }, all);
    }
  });

  it('over-under-seven: under, seven and over each return 98 %', () => {
    for (const pick of ['under', 'seven', 'over'] as const) {
      assertExactRtp(sevens, { mode: 'over-under-seven', stake: 100, pick }, rolls(2, 6));
    }
    expect(sut.info(sevens).maxMultiplier).toBeCloseTo(5.88, 12);
  });

  it('flooring a win to the minor unit costs the player less than one unit', () => {
    const bet: DiceBet = { mode: 'over-under', stake: 137, direction: 'over', target: 52 };
    const exact = (137 * 99) / 48;
    expect(payout(neon, bet, [99])).toBe(Math.floor(exact));
    expect(exact - payout(neon, bet, [99])).toBeLessThan(1);
  });
});

describe('dice payouts', () => {
  it('over 50 on 1..100 pays 1.98x, under 50 pays 1.98x, the target itself loses', () => {
    const over: DiceBet = { mode: 'over-under', stake: 1000, direction: 'over', target: 50 };
    expect(payout(neon, over, [51])).toBe(1980);
    expect(payout(neon, over, [50])).toBe(0);
    const under: DiceBet = { mode: 'over-under', stake: 1000, direction: 'under', target: 51 };
    expect(payout(neon, under, [50])).toBe(1980);
    expect(payout(neon, under, [51])).toBe(0);
    expect(payout(neon, { ...over, target: 99 }, [100])).toBe(99_000);
  });
  it('duel: a higher total wins, a tie pushes the sides and pays the tie bet', () => {
    const player: DiceBet = { mode: 'duel', stake: 57_500, side: 'player' };
    expect(payout(duel, player, [6, 5, 3, 3])).toBe(112_408);
    expect(payout(duel, player, [3, 3, 6, 5])).toBe(0);
    expect(payout(duel, player, [4, 3, 5, 2])).toBe(57_500);
    expect(payout(duel, { mode: 'duel', stake: 14_600, side: 'tie' }, [4, 3, 5, 2])).toBe(127_008);
    expect(payout(duel, { mode: 'duel', stake: 57_500, side: 'dealer' }, [3, 3, 6, 5])).toBe(
      112_408,
    );
  });
  it('sevens: 7 pays 5.88x, under and over 2.352x', () => {
    expect(payout(sevens, { mode: 'over-under-seven', stake: 1000, pick: 'seven' }, [3, 4])).toBe(
      5880,
    );
    expect(payout(sevens, { mode: 'over-under-seven', stake: 1000, pick: 'over' }, [6, 2])).toBe(
      2352,
    );
    expect(payout(sevens, { mode: 'over-under-seven', stake: 1000, pick: 'under' }, [3, 4])).toBe(
      0,
    );
  });
});

describe('dice bets and rounds', () => {
  it.each([
    [neon, { stake: 100, direction: 'over', target: 100 }, 'bet_invalid'],
    [neon, { stake: 100, direction: 'over', target: 1 }, 'bet_invalid'],
    [neon, { stake: 100, direction: 'under', target: 2.5 }, 'bet_invalid'],
    [neon, { stake: 100, direction: 'sideways', target: 50 }, 'bet_invalid'],
    [neon, { stake: 100, direction: 'over', target: 50, side: 'tie' }, 'bet_invalid'],
    [neon, { stake: 0, direction: 'over', target: 50 }, 'stake_invalid'],
    [neon, { stake: 5, direction: 'over', target: 50 }, 'stake_below_min'],
    [neon, { stake: 10_001, direction: 'over', target: 50 }, 'stake_above_max'],
    [duel, { stake: 100, side: 'banker' }, 'bet_invalid'],
    [duel, { stake: 100, pick: 'seven' }, 'bet_invalid'],
    [sevens, { stake: 100, pick: 'eight' }, 'bet_invalid'],
    [sevens, { stake: 100, pick: 'over', target: 3 }, 'bet_invalid'],
    [sevens, 'seven', 'bet_invalid'],
  ] as const)('refuses a bad bet (%#)', (config, raw, key) => {
    expect(rejectKey(() => sut.placeBet(config, raw))).toBe(key);
  });

  it('rolls the same dice from the same fair seeds and shows them with the outcome', () => {
    const seed = '0f'.repeat(32);
    const { bet } = sut.placeBet(duel, { stake: 100, side: 'player' });
    const a = sut.start(duel, bet, fairRng(seed, 'me', 11));
    expect(sut.start(duel, bet, fairRng(seed, 'me', 11))).toEqual(a);
    expect(a.done).toBe(true);
    expect(a.view.dice).toHaveLength(4);
    expect(a.win).toBe(payout(duel, bet, a.view.dice));
    const neonRound = sut.start(
      neon,
      sut.placeBet(neon, { stake: 100, direction: 'under', target: 50 }).bet,
      fairRng(seed, 'me', 1),
    );
    expect(neonRound.view.dice[0]).toBeGreaterThanOrEqual(1);
    expect(neonRound.view.dice[0]).toBeLessThanOrEqual(100);
  });
});

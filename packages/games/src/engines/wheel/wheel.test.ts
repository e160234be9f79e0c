import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../engine.ts';
import { games } from '../../catalog.ts';
import { fairRng } from '../../rng.ts';
import {
  RISKS,
  TOP_WEIGHTS,
  moneyPayout,
  spotReturn,
  wheelEngine as sut,
  type MoneyWheelConfig,
  type SparkWheelConfig,
  type WheelState,
} from './index.ts';

const titles = games.filter((g) => g.engine.id === 'wheel');
const money = titles.filter((g) => g.engine.settings.risk === undefined);
const configOf = (slug: string) =>
  sut.configure(games.find((g) => g.slug === slug)!.engine.settings);
const fortune = configOf('fortune-carousel') as MoneyWheelConfig;
const spark = configOf('spark-wheel') as SparkWheelConfig;

const rejectKey = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'accepted';
};

/**
 * The return of one spot over every outcome, through the engine's payout code: each stop, each
 * top-slot result (a lit spot by its weight, or none), each factor and each bonus wheel index.
 * Returned as num / den with den = S x W x F x B (B: the landed spot's bonus wheel size).
 */
function enumeratedReturn(config: MoneyWheelConfig, spotId: string, stake: number) {
  const lit: [string | null, number][] = config.spots.map((s) => [s.id, s.topWeight]);
  lit.push([null, TOP_WEIGHTS - config.spots.reduce((a, s) => a + s.topWeight, 0)]);
  const lcmB = 840n; // a multiple of every bonus wheel size used (8) and of 1
  let num = 0n;
  for (let stop = 0; stop < config.segments; stop += 1) {
    const landed = config.spots.find((s) => s.id === config.layout[stop])!;
    const sizes = landed.bonus?.length ?? 1;
    for (const [spot, weight] of lit) {
      for (const factor of config.factors) {
        for (let bonusIndex = 0; bonusIndex < sizes; bonusIndex += 1) {
          const state: Omit<WheelState, 'bet'> = { stop, top: { spot, factor }, bonusIndex };
          const paid = BigInt(moneyPayout(config, state, spotId, stake));
          num += paid * BigInt(weight) * (lcmB / BigInt(sizes));
        }
      }
    }
  }
  const den =
    BigInt(config.segments) *
    BigInt(TOP_WEIGHTS) *
    BigInt(config.factors.length) *
    lcmB *
    BigInt(stake);
  return { num, den };
}

describe('wheel RTP (exact)', () => {
  it.each(money.map((g) => [g.slug] as const))(
    '%s: every spot returns what its table states',
    (slug) => {
      const config = configOf(slug) as MoneyWheelConfig;
      expect(config.layout).toHaveLength(config.segments);
      const info = sut.info(config);
      const details = info.details as { spots: { id: string; rtp: number }[] };
      for (const spot of config.spots) {
        expect(config.layout.filter((id) => id === spot.id)).toHaveLength(spot.segments);
        const stated = spotReturn(config, spot.id);
        const counted = enumeratedReturn(config, spot.id, 100);
        // Equal fractions: a/b = c/d exactly.
        expect(counted.num * stated.den).toBe(stated.num * counted.den);
        const rtp = details.spots.find((s) => s.id === spot.id)!.rtp;
        expect(Math.abs(rtp - Number(stated.num) / Number(stated.den))).toBeLessThan(1e-9);
        // Tuned to 96 % within the top slot's 1/10 000 steps.
        expect(rtp).toBeGreaterThan(0.959);
        expect(rtp).toBeLessThan(0.961);
      }
      expect(info.rtp).toBeCloseTo(Math.min(...details.spots.map((s) => s.rtp)), 12);
    },
  );

  it('spark wheel: every risk level returns exactly 1 - edge', () => {
    const keep = 10_000 - spark.edgeBp;
    for (const risk of RISKS) {
      const table = spark.tables[risk];
      expect(table).toHaveLength(30);
      expect(table.reduce((a, b) => a + b, 0) * 100).toBe(30 * keep);
    }
    expect(sut.info(spark).rtp).toBe(0.98);
    expect(Math.max(...spark.tables.high)).toBe(2940);
  });
});

describe('wheel rounds', () => {
  it('pays a number n:1, multiplied by a lit top slot, and bonus spots their bonus multiplier', () => {
    const stopOf = (id: string) => fortune.layout.indexOf(id);
    const five = stopOf('5');
    expect(moneyPayout(fortune, { stop: five, top: null, bonusIndex: 0 }, '5', 100)).toBe(600);
    expect(
      moneyPayout(fortune, { stop: five, top: { spot: '5', factor: 10 }, bonusIndex: 0 }, '5', 100),
    ).toBe(5100);
    expect(
      moneyPayout(fortune, { stop: five, top: { spot: '2', factor: 10 }, bonusIndex: 0 }, '5', 100),
    ).toBe(600);
    expect(moneyPayout(fortune, { stop: five, top: null, bonusIndex: 0 }, '2', 100)).toBe(0);
    const b1 = fortune.spots.find((s) => s.id === 'bonus1')!;
    expect(
      moneyPayout(fortune, { stop: stopOf('bonus1'), top: null, bonusIndex: 3 }, 'bonus1', 100),
    ).toBe(100 + 100 * b1.bonus![3]!);
  });

  it('spins the same from the same fair seeds and shows every bet', () => {
    const { bet, stake } = sut.placeBet(fortune, {
      bets: [
        { spot: '1', stake: 100 },
        { spot: 'bonus2', stake: 50 },
        { spot: '1', stake: 20 },
      ],
    });
    expect(stake).toBe(170);
    const a = sut.start(fortune, bet, fairRng('ab'.repeat(32), 'c', 2));
    expect(sut.start(fortune, bet, fairRng('ab'.repeat(32), 'c', 2))).toEqual(a);
    expect(a.view.bets.map((b) => b.spot)).toEqual(['1', 'bonus2']);
    expect(a.win).toBe(a.view.bets.reduce((s, b) => s + b.win, 0));
    const sparkRound = sut.start(
      spark,
      sut.placeBet(spark, { stake: 1000, risk: 'medium' }).bet,
      fairRng('ab'.repeat(32), 'c', 3),
    );
    expect(sparkRound.win).toBe((1000 * spark.tables.medium[sparkRound.view.stop]!) / 100);
  });

  it('refuses bad bets with their keys', () => {
    expect(rejectKey(() => sut.placeBet(fortune, { bets: [{ spot: '3', stake: 100 }] }))).toBe(
      'bet_invalid',
    );
    expect(rejectKey(() => sut.placeBet(fortune, { bets: [] }))).toBe('bet_invalid');
    expect(
      rejectKey(() => sut.placeBet(fortune, { bets: [{ spot: '1', stake: 100, x: 1 }] })),
    ).toBe('bet_invalid');
    expect(rejectKey(() => sut.placeBet(fortune, { bets: [{ spot: '1', stake: 5 }] }))).toBe(
      'stake_below_min',
    );
    expect(rejectKey(() => sut.placeBet(fortune, { bets: [{ spot: '1', stake: 50_001 }] }))).toBe(
      'stake_above_max',
    );
    expect(rejectKey(() => sut.placeBet(spark, { stake: 100, risk: 'extreme' }))).toBe(
      'bet_invalid',
    );
    expect(rejectKey(() => sut.placeBet(spark, { stake: 100, spot: '1' }))).toBe('bet_invalid');
    expect(rejectKey(() => sut.placeBet(spark, { stake: 1.5 }))).toBe('stake_invalid');
    expect(sut.placeBet(spark, { stake: 100 }).bet).toEqual({
      kind: 'spark',
      stake: 100,
      risk: 'medium',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { virtualSportsEngine, everyCard } from '../engines/virtual-sports/index.ts';
import { GameRuleError } from '../engine.ts';
import { seedHash, simulationRng, uniformInt } from '../rng.ts';
import { games } from '../catalog.ts';
import {
  MARGIN_BP,
  RTP_BP,
  drawResult,
  drawWith,
  eventCard,
  oddsOf,
  overround,
  payout,
  pickWeighted,
  priceCard,
  probabilities,
  verifyEvent,
  winningKeys,
  type RaceCard,
} from './index.ts';

const big = BigInt;

describe('virtual sports odds (exact, every card)', () => {
  const cards = everyCard();

  it('has 12 race cards and 90 fixtures, each fully priced', () => {
    expect(cards).toHaveLength(12 + 90);
    for (const card of cards) {
      const priced = priceCard(card);
      expect(priced.length).toBe(card.kind === 'race' ? 8 : 5);
    }
  });

  it('states a 6 % margin: RTP 94 %', () => {
    expect(RTP_BP).toBe(9_400);
    expect(MARGIN_BP).toBe(600);
    const title = games.find((g) => g.engine.id === 'virtual-sports')!;
    const info = virtualSportsEngine.info(virtualSportsEngine.configure(title.engine.settings));
    expect(info).toMatchObject({ rtp: 0.94, rtpMethod: 'exact', minStake: 10, maxStake: 10_000 });
    // The info panel states the lowest selection's exact return too.
    const details = info.details as { minSelectionRtp: number };
    expect(details.minSelectionRtp).toBeGreaterThanOrEqual(0.93);
    expect(details.minSelectionRtp).toBeLessThanOrEqual(0.94);
  });

  it('the probabilities of each market sum to exactly 1', () => {
    for (const card of cards) {
      const ps = probabilities(card);
      const markets = card.kind === 'race' ? [ps] : [ps.slice(0, 3), ps.slice(3)];
      for (const market of markets) {
        // Σ num/den = 1 exactly, in integers over the common denominator.
        const den = market.reduce((a, s) => a * big(s.probability.den), 1n);
        const total = market.reduce(
          (a, s) => a + (big(s.probability.num) * den) / big(s.probability.den),
          0n,
        );
        expect(total).toBe(den);
      }
    }
  });

  it('no selection returns more than 94 %, none less than 93 % (p x odds, integers)', () => {
    for (const card of cards) {
      for (const s of priceCard(card)) {
        const { num, den } = s.probability;
        // p x odds/100 <= RTP_BP/10000  <=>  num x odds x 100 <= RTP_BP x den
        expect(big(num) * big(s.odds) * 100n <= big(RTP_BP) * big(den)).toBe(true);
        // Rounding odds down to 0.01 costs less than p x 0.01 < 1 %: p x odds/100 >= 0.93.
        expect(big(num) * big(s.odds) * 100n >= 9_300n * big(den)).toBe(true);
        // And the odds are the largest 0.01 step that keeps that bound.
        expect(big(num) * big(s.odds + 1) * 100n > big(RTP_BP) * big(den)).toBe(true);
      }
    }
  });

  it('each book carries at least the stated margin', () => {
    for (const card of cards) {
      const priced = priceCard(card);
      const markets = card.kind === 'race' ? [priced] : [priced.slice(0, 3), priced.slice(3)];
      for (const m of markets) expect(overround(m)).toBeGreaterThanOrEqual(10_000 / RTP_BP - 1);
    }
  });

  it('rounds odds down and pays stake x odds rounded down', () => {
    expect(oddsOf({ num: 1, den: 3 })).toBe(282); // 0.94 x 3 = 2.82
    expect(oddsOf({ num: 2, den: 7 })).toBe(329); // 3.29
    expect(payout(1_000, 282)).toBe(2_820);
    expect(payout(333, 329)).toBe(1_095); // 10.9557 -> 10.95
  });

  it('a race card: eight different runners numbered 1-8', () => {
    const card = eventCard('race', 5) as RaceCard;
    expect(card.runners.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(card.runners.map((r) => r.name)).size).toBe(8);
  });
});

describe('virtual sports draw', () => {
  const seed = 'c4'.repeat(32);

  it('is a function of the seed and the event id (replayable, different per event)', () => {
    expect(drawResult('race', 17, seed)).toEqual(drawResult('race', 17, seed));
    const results = new Set(
      Array.from({ length: 20 }, (_, i) => JSON.stringify(drawResult('race', i + 1, seed))),
    );
    expect(results.size).toBeGreaterThan(10);
    const r = drawResult('race', 17, seed);
    expect(r.kind === 'race' && [...r.order].sort()).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8'].map(Number),
    );
  });

  it('football goals follow the score, in minute order', () => {
    for (let id = 1; id < 40; id += 1) {
      const r = drawResult('football', id, seed);
      if (r.kind !== 'football') throw new Error('kind');
      expect(r.goals.filter((g) => g.side === 'home')).toHaveLength(r.home);
      expect(r.goals.filter((g) => g.side === 'away')).toHaveLength(r.away);
      expect(r.goals.map((g) => g.minute)).toEqual(
        [...r.goals.map((g) => g.minute)].sort((a, b) => a - b),
      );
      expect(winningKeys(r)).toHaveLength(2);
    }
  });

  it('race winners follow the strengths (chi-square, 60,000 races)', () => {
    const card = eventCard('race', 1) as RaceCard;
    const rng = simulationRng(99);
    const counts = new Array<number>(8).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i += 1)
      counts[(drawWith(card, rng) as { order: number[] }).order[0]! - 1]! += 1;
    const total = card.runners.reduce((a, r) => a + r.strength, 0);
    const chi = card.runners.reduce((a, r, i) => {
      const e = (n * r.strength) / total;
      return a + (counts[i]! - e) ** 2 / e;
    }, 0);
    // 7 degrees of freedom: P(chi2 > 24.32) = 0.001.
    expect(chi).toBeLessThan(24.32);
  });

  it('match outcomes follow the exact probabilities (chi-square, 60,000 matches)', () => {
    const card = eventCard('football', 3);
    const rng = simulationRng(7);
    const ps = probabilities(card).slice(0, 3);
    const counts: Record<string, number> = { home: 0, draw: 0, away: 0 };
    const n = 60_000;
    for (let i = 0; i < n; i += 1) counts[winningKeys(drawWith(card, rng))[0]!]! += 1;
    const chi = ps.reduce((a, s) => {
      const e = (n * s.probability.num) / s.probability.den;
      return a + (counts[s.key]! - e) ** 2 / e;
    }, 0);
    // 2 degrees of freedom: P(chi2 > 13.82) = 0.001.
    expect(chi).toBeLessThan(13.82);
  });

  it('picks by weight without bias: every value of the total once over a full cycle', () => {
    // A source that returns 0..W-1 once each picks index i exactly weight[i] times.
    const weights = [5, 1, 3, 7];
    let next = 0;
    const rng = { int: (n: number) => uniformInt(() => next++ % n, n) };
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 16; i += 1) counts[pickWeighted(weights, rng)]! += 1;
    expect(counts).toEqual(weights);
  });
});

describe('virtual sports fairness', () => {
  const seed = '5e'.repeat(32);
  it('verifies a published event and catches a changed seed or result', () => {
    const result = drawResult('football', 42, seed);
    const published = {
      kind: 'football' as const,
      eventId: 42,
      seedHash: seedHash(seed),
      serverSeed: seed,
    };
    expect(verifyEvent({ ...published, result })).toEqual({ hashOk: true, resultOk: true });
    // Stored JSON may come back with its keys in another order.
    const reordered = JSON.parse(
      JSON.stringify({
        goals: (result as { goals: unknown }).goals,
        away: (result as { away: number }).away,
        home: (result as { home: number }).home,
        kind: 'football',
      }),
    );
    expect(verifyEvent({ ...published, result: reordered }).resultOk).toBe(true);
    const other = drawResult('football', 43, seed);
    expect(verifyEvent({ ...published, result: other }).resultOk).toBe(
      JSON.stringify(other) === JSON.stringify(result),
    );
    expect(verifyEvent({ ...published, serverSeed: '5f'.repeat(32), result }).hashOk).toBe(false);
    expect(verifyEvent({ ...published, eventId: 41, result }).resultOk).toBe(
      JSON.stringify(drawResult('football', 41, seed)) === JSON.stringify(result),
    );
    expect(verifyEvent({ ...published, serverSeed: 'zz', result })).toEqual({
      hashOk: false,
      resultOk: false,
    });
  });

  it('a forged race result fails', () => {
    const result = drawResult('race', 9, seed);
    if (result.kind !== 'race') throw new Error('kind');
    const forged = { kind: 'race' as const, order: [...result.order].reverse() };
    expect(
      verifyEvent({
        kind: 'race',
        eventId: 9,
        seedHash: seedHash(seed),
        serverSeed: seed,
        result: forged,
      }),
    ).toEqual({ hashOk: true, resultOk: false });
  });

  it('the studio engine refuses per-player rounds', () => {
    const config = virtualSportsEngine.configure({});
    expect(() => virtualSportsEngine.placeBet(config, { stake: 100 })).toThrow(GameRuleError);
  });
});

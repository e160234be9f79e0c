import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '../../catalog.ts';
import { GameRuleError, type Rng } from '../../engine.ts';
import { fairRng, simulationRng } from '../../rng.ts';
import {
  TARGET_RTP,
  TICKETS,
  layCard,
  prizeTable,
  scratchEngine as sut,
  type ScratchState,
} from './index.ts';

const titles = games.filter((g) => g.engine.id === 'scratch');
const golden = sut.configure(
  titles.find((g) => g.slug === 'golden-ticket-scratch')?.engine.settings ?? {},
);

function counts(grid: number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const t of grid) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

function keyOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'accepted';
}

/** An Rng whose first draw is `first` (the prize draw), then a seeded stream. */
function firstDraw(first: number, seed = 1): Rng {
  const rest = simulationRng(seed);
  let used = false;
  return {
    int(n) {
      if (used) return rest.int(n);
      used = true;
      return first;
    },
  };
}

describe('scratch: every catalog title', () => {
  it.each(titles.map((g) => [g.slug, g.engine.settings] as const))('%s', (_slug, settings) => {
    const config = sut.configure(settings);
    const info = sut.info(config);
    // Exact RTP: sum over the prize table of chance x multiplier, equal to the stated one.
    const exact = config.prizes.reduce((a, p) => a + (p.weight / TICKETS) * p.multiplier, 0);
    expect(Math.abs(exact - info.rtp)).toBeLessThan(1e-9);
    expect(info.rtp).toBeCloseTo(TARGET_RTP, 12);
    expect(info.rtpMethod).toBe('exact');
    expect(info.minStake).toBe(Math.round((settings.ticketPrice as number) * 100));
    expect(info.maxMultiplier).toBe(settings.topPrizeMultiplier);
    expect(config.gridSize).toBe(settings.gridSize);
    expect(config.matchToWin).toBe(settings.matchToWin);
    const weights = config.prizes.reduce((a, p) => a + p.weight, 0);
    expect(weights).toBeLessThan(TICKETS);
    // Multipliers strictly increase; every weight is a positive integer.
    config.prizes.forEach((p, i) => {
      expect(Number.isInteger(p.weight) && p.weight > 0).toBe(true);
      if (i > 0)
        expect(p.multiplier).toBeGreaterThan(
          (config.prizes[i - 1] as { multiplier: number }).multiplier,
        );
    });
  });

  it('fits the table for any top prize of the ladder range', () => {
    for (const top of [10, 100, 777, 1000, 50_000]) {
      const table = prizeTable(top);
      const rtp = table.reduce((a, p) => a + p.weight * p.multiplier, 0) / TICKETS;
      expect(rtp).toBeCloseTo(TARGET_RTP, 12);
      expect(table.at(-1)?.multiplier).toBe(top);
    }
  });
});

describe('scratch: the card shows exactly the drawn outcome', () => {
  it('has the prize amount matchToWin times and every other fewer times (any seed, any tier)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: golden.prizes.length - 1 }),
        fc.integer(),
        (tier, seed) => {
          const grid = layCard(golden, tier, simulationRng(seed));
          expect(grid).toHaveLength(golden.gridSize);
          for (const [t, n] of counts(grid)) {
            if (t === tier) expect(n).toBe(golden.matchToWin);
            else expect(n).toBeLessThan(golden.matchToWin);
          }
          if (tier >= 0) expect(counts(grid).get(tier)).toBe(golden.matchToWin);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('maps the prize draw onto the table: the rarest prize owns the lowest draws', () => {
    const top = golden.prizes.length - 1;
    const topWeight = golden.prizes[top]?.weight ?? 0;
    const a = sut.start(golden, { stake: 100 }, firstDraw(0));
    expect(a.state.tier).toBe(top);
    const b = sut.start(golden, { stake: 100 }, firstDraw(topWeight));
    expect(b.state.tier).toBe(top - 1);
    const none = sut.start(golden, { stake: 100 }, firstDraw(TICKETS - 1));
    expect(none.state.tier).toBe(-1);
  });
});

describe('scratch: a round', () => {
  it('hides every cell at purchase, reveals one per action and pays when all are shown', () => {
    const first = sut.start(golden, { stake: 100 }, firstDraw(0, 5));
    expect(first.done).toBe(false);
    expect(first.win).toBe(0);
    expect(first.view.cells.every((c) => c === null)).toBe(true);
    expect(JSON.stringify(first.view)).not.toContain('grid');
    let state: ScratchState = first.state;
    for (let cell = 0; cell < golden.gridSize; cell += 1) {
      const next = sut.act?.(golden, state, { type: 'reveal', cell }, { elapsedMs: 0 });
      if (!next) throw new Error('no act');
      expect(next.cost).toBe(0);
      expect(next.view.cells[cell]).toBe(
        100 * (golden.prizes[state.grid[cell] as number]?.multiplier ?? 0),
      );
      expect(next.view.cells.filter((c) => c !== null)).toHaveLength(cell + 1);
      state = next.state;
      if (cell < golden.gridSize - 1) {
        expect(next.done).toBe(false);
        expect(next.view.winningCells).toEqual([]);
      } else {
        expect(next.done).toBe(true);
        expect(next.win).toBe(100 * 10_000);
        expect(next.view.winningCells).toHaveLength(3);
      }
    }
  });

  it('reveals all at once, and settles an abandoned card by paying it in full', () => {
    const first = sut.start(
      golden,
      { stake: 300 },
      firstDraw(golden.prizes.at(-1)?.weight ?? 0, 9),
    );
    const all = sut.act?.(golden, first.state, { type: 'revealAll' }, { elapsedMs: 0 });
    const settled = sut.settle?.(golden, first.state, { elapsedMs: 0 });
    const prize = 300 * (golden.prizes[first.state.tier]?.multiplier ?? 0);
    expect(all?.done).toBe(true);
    expect(all?.win).toBe(prize);
    expect(settled?.done).toBe(true);
    expect(settled?.win).toBe(prize);
    expect(settled?.view.cells.every((c) => c !== null)).toBe(true);
  });

  it('pays nothing for a losing card', () => {
    const first = sut.start(golden, { stake: 100 }, firstDraw(TICKETS - 1));
    const all = sut.act?.(golden, first.state, { type: 'revealAll' }, { elapsedMs: 0 });
    expect(all?.win).toBe(0);
    expect(all?.view.winningCells).toEqual([]);
  });

  it('refuses invalid bets and actions with their keys', () => {
    expect(keyOf(() => sut.placeBet(golden, null))).toBe('bet_invalid');
    expect(keyOf(() => sut.placeBet(golden, { stake: 100, x: 1 }))).toBe('bet_invalid');
    expect(keyOf(() => sut.placeBet(golden, { stake: 99 }))).toBe('stake_below_min');
    expect(keyOf(() => sut.placeBet(golden, { stake: 2001 }))).toBe('stake_above_max');
    expect(keyOf(() => sut.placeBet(golden, { stake: 1.5 }))).toBe('stake_invalid');
    expect(sut.placeBet(golden, { stake: 150 })).toEqual({ bet: { stake: 150 }, stake: 150 });
    const { state } = sut.start(golden, { stake: 100 }, simulationRng(3));
    const act = (a: unknown) => keyOf(() => sut.act?.(golden, state, a, { elapsedMs: 0 }));
    expect(act(null)).toBe('action_invalid');
    expect(act({ type: 'reveal' })).toBe('action_invalid');
    expect(act({ type: 'reveal', cell: 9 })).toBe('action_invalid');
    expect(act({ type: 'reveal', cell: -1 })).toBe('action_invalid');
    expect(act({ type: 'reveal', cell: 1.5 })).toBe('action_invalid');
    expect(act({ type: 'revealAll', cell: 1 })).toBe('action_invalid');
    expect(act({ type: 'scratch' })).toBe('action_invalid');
    const once = sut.act?.(golden, state, { type: 'reveal', cell: 2 }, { elapsedMs: 0 });
    expect(
      keyOf(() =>
        sut.act?.(
          golden,
          once?.state as ScratchState,
          { type: 'reveal', cell: 2 },
          { elapsedMs: 0 },
        ),
      ),
    ).toBe('action_invalid');
  });

  it('is deterministic for the same provably-fair seeds', () => {
    const seed = 'cd'.repeat(32);
    const a = sut.start(golden, { stake: 100 }, fairRng(seed, 'c', 1));
    const b = sut.start(golden, { stake: 100 }, fairRng(seed, 'c', 1));
    expect(a).toEqual(b);
    const grids = new Set(
      Array.from({ length: 20 }, (_, n) =>
        sut.start(golden, { stake: 100 }, fairRng(seed, 'c', n)).state.grid.join(),
      ),
    );
    expect(grids.size).toBeGreaterThan(15);
  });

  it('draws prizes at the table frequencies (chi-square over 100k tickets)', () => {
    const rng = simulationRng(42);
    const n = 100_000;
    const seen = new Map<number, number>();
    for (let i = 0; i < n; i += 1) {
      const tier = sut.start(golden, { stake: 100 }, rng).state.tier;
      seen.set(tier, (seen.get(tier) ?? 0) + 1);
    }
    // Tiers common enough for a chi-square cell (expected >= 20), the rest pooled with no prize.
    let chi = 0;
    let df = 0;
    let pooledExpected = 0;
    let pooledSeen = 0;
    golden.prizes.forEach((p, t) => {
      const expected = (p.weight / TICKETS) * n;
      if (expected >= 20) {
        chi += ((seen.get(t) ?? 0) - expected) ** 2 / expected;
        df += 1;
      } else {
        pooledExpected += expected;
        pooledSeen += seen.get(t) ?? 0;
      }
    });
    const noPrize = (1 - golden.prizes.reduce((a, p) => a + p.weight, 0) / TICKETS) * n;
    pooledExpected += noPrize;
    pooledSeen += seen.get(-1) ?? 0;
    chi += (pooledSeen - pooledExpected) ** 2 / pooledExpected;
    // df cells + 1 pooled, minus 1: the 99.9 % quantile of chi-square with <= 8 df is < 27.
    expect(df).toBeGreaterThanOrEqual(4);
    expect(chi).toBeLessThan(27);
  });
});

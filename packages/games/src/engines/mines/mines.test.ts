import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../../engine.ts';
import { games } from '../../catalog.ts';
import { fairRng } from '../../rng.ts';
import {
  choose,
  minesEngine as sut,
  multiplierRatio,
  type MinesView,
  type MinesConfig,
  type MinesState,
} from './index.ts';

const titles = games.filter((g) => g.engine.id === 'mines');
const crystal = sut.configure({ gridSize: 25, minMines: 1, maxMines: 24, houseEdge: 0.01 });
const squad = sut.configure({ gridSize: 16, minMines: 1, maxMines: 15, houseEdge: 0.01 });

/** Every placement of `m` mines on `n` tiles. */
function placements(n: number, m: number): number[][] {
  const out: number[][] = [];
  const walk = (from: number, acc: number[]) => {
    if (acc.length === m) {
      out.push(acc.slice());
      return;
    }
    for (let t = from; t < n; t += 1) walk(t + 1, [...acc, t]);
  };
  walk(0, []);
  return out;
}

const playing = (stake: number, minePositions: number[]): MinesState => ({
  stake,
  mines: minePositions.length,
  minePositions,
  revealed: [],
  status: 'playing',
  hit: null,
});

/** Plays the tiles 0, 1, 2 ... until `k` are safe or a mine is hit, then cashes out. */
function playFirstTiles(config: MinesConfig, state: MinesState, k: number): number {
  let s = state;
  for (let tile = 0; s.revealed.length < k; tile += 1) {
    const step = sut.act!(config, s, { type: 'reveal', tile }, { elapsedMs: 0 });
    if (step.done) return step.win;
    s = step.state;
  }
  return sut.act!(config, s, { type: 'cashout' }, { elapsedMs: 0 }).win;
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

describe('mines RTP (exact)', () => {
  it.each(titles.map((g) => [g.slug, g.engine.settings] as const))(
    '%s: every mine count and every stopping point up to the tile limit returns 1 - edge',
    (_slug, settings) => {
      const config = sut.configure(settings);
      const keep = BigInt(10_000 - config.edgeBp);
      expect(sut.info(config).rtp).toBeCloseTo(1 - Number(settings.houseEdge), 12);
      const n = config.gridSize;
      for (let m = config.minMines; m <= config.maxMines; m += 1) {
        const limit = config.maxTiles[m]!;
        expect(limit).toBeGreaterThanOrEqual(1);
        expect(limit).toBeLessThanOrEqual(n - m);
        // P(k safe tiles in a row) built tile by tile, independent of the engine's formula.
        let pNum = 1n;
        let pDen = 1n;
        for (let k = 1; k <= limit; k += 1) {
          pNum *= BigInt(n - m - (k - 1));
          pDen *= BigInt(n - (k - 1));
          const r = multiplierRatio(config, m, k);
          // multiplier x P = (1 - edge), as integers
          expect(BigInt(r.num) * pNum * 10_000n).toBe(keep * BigInt(r.den) * pDen);
        }
      }
    },
  );
  it('the engine pays 99 % over every mine placement of a 16-tile grid with 3 mines', () => {
    const all = placements(16, 3);
    expect(all).toHaveLength(choose(16, 3));
    for (let k = 1; k <= 13; k += 1) {
      // A stake that the multiplier divides exactly, so no cent is floored away.
      const stake = 10_000 * choose(13, k);
      let won = 0;
      for (const mines of all) won += playFirstTiles(squad, playing(stake, mines), k);
      expect(won).toBe((stake * all.length * 99) / 100);
    }
  });

  it('the engine pays 99 % over every placement of 24 mines on 25 tiles', () => {
    let won = 0;
    // Each placement leaves exactly one tile free.
    for (let free = 0; free < 25; free += 1) {
      const mines = Array.from({ length: 25 }, (_, t) => t).filter((t) => t !== free);
      won += playFirstTiles(crystal, playing(10_000, mines), 1);
    }
    expect(won).toBe(25 * 10_000 * 0.99);
  });
});

describe('mines maximum win', () => {
  /** A multiplier num / den <= cap, exactly. */
  const within = (r: { num: number; den: number }, cap: number) =>
    BigInt(r.num) <= BigInt(cap) * BigInt(r.den);

  it.each(titles.map((g) => [g.slug, g.engine.settings] as const))(
    '%s: no mine count can pass the stated cap, and each stops at the last tile within it',
    (_slug, settings) => {
      const config = sut.configure(settings);
      const cap = Number(settings.maxMultiplier ?? 10_000);
      expect(config.cap).toBe(cap);
      const info = sut.info(config);
      const details = info.details as {
        maxMultiplier: number;
        maxTiles: Record<string, number>;
        maxWin: number;
        multipliers: Record<string, number[]>;
      };
      expect(details.maxMultiplier).toBe(cap);
      expect(info.maxMultiplier).toBeLessThanOrEqual(cap);
      for (let m = config.minMines; m <= config.maxMines; m += 1) {
        const limit = details.maxTiles[String(m)]!;
        expect(within(multiplierRatio(config, m, limit), cap)).toBe(true);
        // K is the largest: one more tile (when there is one) would pass the cap.
        if (limit < config.gridSize - m)
          expect(within(multiplierRatio(config, m, limit + 1), cap)).toBe(false);
        expect(details.multipliers[String(m)]).toHaveLength(limit);
        for (const x of details.multipliers[String(m)]!) expect(x).toBeLessThanOrEqual(cap);
      }
      // The stated largest win is the top stake at the top reachable multiplier, below cap x stake.
      expect(details.maxWin).toBeLessThanOrEqual(config.maxStake * cap);
      expect(Math.abs(details.maxWin - config.maxStake * info.maxMultiplier)).toBeLessThanOrEqual(
        1,
      );
    },
  );

  it('Crystal Mines: 12 mines stop at 9 gems (not the 13 safe tiles, which would pay 5 148 297x)', () => {
    expect(crystal.maxTiles[12]).toBe(9);
    const full = multiplierRatio(crystal, 12, 13);
    expect(Math.floor(full.num / full.den)).toBe(5_148_297);
    const top = multiplierRatio(crystal, 12, 9);
    expect(top.num / top.den).toBeLessThanOrEqual(10_000);
    expect(crystal.maxTiles[1]).toBe(24);
    expect(crystal.maxTiles[24]).toBe(1);
  });

  it('revealing the K-th gem cashes out by itself at the capped multiplier', () => {
    const mines = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    let s = playing(10_000, mines);
    const open = sut.start(crystal, { stake: 10_000, mines: 12 }, fairRng('ab'.repeat(32), 'c', 1));
    expect(open.view.maxTiles).toBe(9);
    expect(open.view.maxMultiplier).toBeLessThanOrEqual(10_000);
    let step = null;
    for (let tile = 12; tile < 21; tile += 1) {
      step = sut.act!(crystal, s, { type: 'reveal', tile }, { elapsedMs: 0 });
      s = step.state;
      if (tile < 20) {
        expect(step.done).toBe(false);
        expect((step.view as MinesView).nextMultiplier).not.toBeNull();
      }
    }
    const r = multiplierRatio(crystal, 12, 9);
    expect(step).toMatchObject({
      done: true,
      win: Math.floor((10_000 * r.num) / r.den),
      view: { status: 'cashed', maxTiles: 9, minePositions: mines },
    });
    expect(step!.win).toBeLessThanOrEqual(10_000 * 10_000);
    expect(
      rejectKey(() => sut.act!(crystal, s, { type: 'reveal', tile: 21 }, { elapsedMs: 0 })),
    ).toBe('action_invalid');
  });

  it('with a low cap, every stopping point (even aiming past K) still pays 99 % over every placement', () => {
    const low = sut.configure({ gridSize: 16, minMines: 1, maxMines: 15, maxMultiplier: 20 });
    // 3 mines: 9 gems pay 0.99 x 11440 / 715 = 15.84x, a tenth would pay 0.99 x 8008 / 286 = 27.72x.
    expect(low.maxTiles[3]).toBe(9);
    const all = placements(16, 3);
    for (let k = 1; k <= 13; k += 1) {
      const stake = 10_000 * choose(13, Math.min(k, 9));
      let won = 0;
      for (const mines of all) {
        const win = playFirstTiles(low, playing(stake, mines), k);
        expect(win).toBeLessThanOrEqual(stake * 20);
        won += win;
      }
      expect(won).toBe((stake * all.length * 99) / 100);
    }
  });

  it('refuses a cap that leaves a mine count no tile to play for', () => {
    // 24 mines on 25 tiles: the only tile pays 24.75x.
    expect(() => sut.configure({ gridSize: 25, maxMultiplier: 24 })).toThrow(/allows no tile/);
    expect(sut.configure({ gridSize: 25, maxMultiplier: 25 }).maxTiles[24]).toBe(1);
    expect(() => sut.configure({ gridSize: 25, maxMultiplier: 2.5 })).toThrow(/maxMultiplier/);
  });
});

describe('mines rounds', () => {
  it('hides the mines while playing, raises the multiplier per safe tile and pays the cash-out', () => {
    const { bet } = sut.placeBet(crystal, { stake: 1000, mines: 3 });
    const open = sut.start(crystal, bet, fairRng('7c'.repeat(32), 'x', 1));
    expect(open.done).toBe(false);
    expect(open.view.minePositions).toBeUndefined();
    expect(JSON.stringify(open.view)).not.toContain('minePositions');
    const safe = Array.from({ length: 25 }, (_, i) => i).filter(
      (t) => !open.state.minePositions.includes(t),
    );
    const one = sut.act!(crystal, open.state, { type: 'reveal', tile: safe[0] }, { elapsedMs: 0 });
    const two = sut.act!(crystal, one.state, { type: 'reveal', tile: safe[1] }, { elapsedMs: 0 });
    expect(two.view.multiplier).toBeCloseTo((0.99 * 25 * 24) / (22 * 21), 12);
    expect(two.view.minePositions).toBeUndefined();
    const cashed = sut.act!(crystal, two.state, { type: 'cashout' }, { elapsedMs: 0 });
    expect(cashed).toMatchObject({
      done: true,
      cost: 0,
      win: Math.floor((1000 * 0.99 * 600) / 462),
    });
    expect(cashed.view.minePositions).toEqual(open.state.minePositions);
  });

  it('a mine ends the round with nothing and shows every mine', () => {
    const s = playing(1000, [4, 9, 17]);
    const step = sut.act!(crystal, s, { type: 'reveal', tile: 9 }, { elapsedMs: 0 });
    expect(step).toMatchObject({
      done: true,
      win: 0,
      view: { status: 'busted', hit: 9, minePositions: [4, 9, 17] },
    });
  });

  it('finding every safe tile cashes out by itself at the top multiplier', () => {
    let s = playing(100, [0]);
    let step = null;
    for (let tile = 1; tile < 16; tile += 1) {
      step = sut.act!(squad, s, { type: 'reveal', tile }, { elapsedMs: 0 });
      s = step.state;
    }
    expect(step).toMatchObject({
      done: true,
      win: Math.floor(100 * 0.99 * 16),
      view: { status: 'cashed' },
    });
  });

  it('an abandoned round is cashed out at its multiplier', () => {
    const s = { ...playing(1000, [3]), revealed: [0] };
    expect(sut.settle!(squad, s, { elapsedMs: 0 }).win).toBe(Math.floor((1000 * 0.99 * 16) / 15));
    expect(sut.settle!(squad, playing(1000, [3]), { elapsedMs: 0 }).win).toBe(990);
  });

  it('refuses bad bets and actions with their keys', () => {
    expect(rejectKey(() => sut.placeBet(squad, { stake: 100, mines: 16 }))).toBe('bet_invalid');
    expect(rejectKey(() => sut.placeBet(squad, { stake: 100, mines: 0 }))).toBe('bet_invalid');
    expect(rejectKey(() => sut.placeBet(squad, { stake: 100, mines: 2.5 }))).toBe('bet_invalid');
    expect(rejectKey(() => sut.placeBet(squad, { stake: 100, mines: 3, auto: true }))).toBe(
      'bet_invalid',
    );
    expect(rejectKey(() => sut.placeBet(squad, { stake: 1, mines: 3 }))).toBe('stake_below_min');
    expect(rejectKey(() => sut.placeBet(squad, { mines: 3 }))).toBe('stake_invalid');
    const s = { ...playing(100, [5]), revealed: [2] };
    const act = (a: unknown) => rejectKey(() => sut.act!(squad, s, a, { elapsedMs: 0 }));
    expect(act({ type: 'reveal', tile: 2 })).toBe('action_invalid');
    expect(act({ type: 'reveal', tile: 16 })).toBe('action_invalid');
    expect(act({ type: 'reveal', tile: -1 })).toBe('action_invalid');
    expect(act({ type: 'reveal', tile: '3' })).toBe('action_invalid');
    expect(act({ type: 'reveal', tile: 3, extra: 1 })).toBe('action_invalid');
    expect(act({ type: 'flag', tile: 3 })).toBe('action_invalid');
    expect(
      rejectKey(() => sut.act!(squad, playing(100, [5]), { type: 'cashout' }, { elapsedMs: 0 })),
    ).toBe('action_invalid');
    const over = { ...s, status: 'busted' as const };
    expect(rejectKey(() => sut.act!(squad, over, { type: 'cashout' }, { elapsedMs: 0 }))).toBe(
      'action_invalid',
    );
  });

  it('places the same mines from the same fair seeds, each tile equally often', () => {
    const { bet } = sut.placeBet(squad, { stake: 100, mines: 4 });
    const seed = '91'.repeat(32);
    expect(sut.start(squad, bet, fairRng(seed, 'a', 5)).state).toEqual(
      sut.start(squad, bet, fairRng(seed, 'a', 5)).state,
    );
    const counts = new Array(16).fill(0);
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      for (const t of sut.start(squad, bet, fairRng(seed, 'a', nonce)).state.minePositions)
        counts[t] += 1;
    }
    // 500 expected per tile; 6 standard deviations is about 120.
    for (const c of counts) expect(Math.abs(c - 500)).toBeLessThan(120);
  });
});

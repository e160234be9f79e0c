import { describe, expect, it } from 'vitest';
import { GameRuleError, type Rng } from '../../engine.ts';
import { games } from '../../catalog.ts';
import { fairRng } from '../../rng.ts';
import {
  DRAWS,
  crashEngine as sut,
  crashPointOf,
  multiplierAt,
  survivors,
  timeToReach,
  type CrashState,
} from './index.ts';

const titles = games.filter((g) => g.engine.id === 'crash');
const config = sut.configure({
  houseEdge: 0.03,
  maxMultiplier: 1000,
  autoCashout: true,
});

/** A rng that yields the two words of a chosen 64-bit draw. */
const drawRng = (r: bigint): Rng => {
  const words = [Number(r >> 32n), Number(r & 0xffff_ffffn)];
  return { int: () => words.shift() ?? 0 };
};
/** The draw that gives crash point `c` exactly (the last draw with C >= c). */
const drawFor = (c: number) => survivors(config, c) - 1n;

const state = (crash: number, autoCashout: number | null = null): CrashState => ({
  stake: 1000,
  autoCashout,
  crash,
  status: 'flying',
  cashedAt: null,
});

const rejectKey = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameRuleError) return e.key;
    throw e;
  }
  return 'accepted';
};

describe('crash RTP (exact over the 2^64 draws)', () => {
  it.each(titles.map((g) => [g.slug, g.engine.settings] as const))(
    '%s: every cash-out target returns 1 - edge',
    (_slug, settings) => {
      const c = sut.configure(settings);
      const stated = sut.info(c).rtp;
      expect(stated).toBeCloseTo(1 - Number(settings.houseEdge), 12);
      expect(stated).toBe(1 - c.edgeBp / 10_000);
      let worst = 0;
      for (let a = 100; a <= c.cap; a += 1) {
        // P(C >= a) from the engine's own survival count; cashing out at `a` pays a / 100.
        // The gap to the stated RTP as one exact fraction, turned into a float only at the end.
        const gap =
          BigInt(a) * survivors(c, a) * 10_000n - BigInt(10_000 - c.edgeBp) * 100n * DRAWS;
        worst = Math.max(worst, Math.abs(Number(gap) / Number(100n * DRAWS * 10_000n)));
      }
      expect(worst).toBeLessThan(1e-9);
    },
  );

  it('the crash draw agrees with the survival counts at every boundary tried', () => {
    for (const a of [100, 101, 150, 199, 200, 1234, 50_000, 99_999, 100_000]) {
      const n = survivors(config, a);
      expect(crashPointOf(config, n - 1n)).toBeGreaterThanOrEqual(a);
      expect(crashPointOf(config, n)).toBeLessThan(a);
    }
    // 3 % of the draws crash instantly (below 1.00x).
    expect(Number(survivors(config, 100)) / Number(DRAWS)).toBeCloseTo(0.97, 12);
    expect(crashPointOf(config, 0n)).toBe(config.cap);
  });
});

describe('crash curve', () => {
  it('starts at 1.00x, doubles after about 11.6 s and never falls', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(timeToReach(200))).toBe(200);
    expect(multiplierAt(timeToReach(200) - 1)).toBe(199);
    expect(timeToReach(200)).toBeGreaterThan(11_500);
    let last = 100;
    for (let t = 0; t < 130_000; t += 97) {
      const m = multiplierAt(t);
      expect(m).toBeGreaterThanOrEqual(last);
      last = m;
    }
  });
});

describe('crash rounds', () => {
  it('accepts every catalog title', () => {
    for (const g of titles) {
      const info = sut.info(sut.configure(g.engine.settings));
      expect(info.maxMultiplier).toBe(g.engine.settings.maxMultiplier);
      expect(info.rtpMethod).toBe('exact');
    }
  });

  it('hides the crash point while flying and pays a manual cash-out at the current multiplier', () => {
    const { bet } = sut.placeBet(config, { stake: 1000 });
    const open = sut.start(config, bet, drawRng(drawFor(250)));
    expect(open.done).toBe(false);
    expect(JSON.stringify(open.view)).not.toContain('250');
    expect(open.view).toEqual({ status: 'flying', autoCashout: null, maxMultiplier: 100_000 });
    expect(sut.advance?.(config, open.state, { elapsedMs: timeToReach(250) })).toBeNull();
    const cashed = sut.act!(
      config,
      open.state,
      { type: 'cashout' },
      { elapsedMs: timeToReach(180) },
    );
    expect(cashed).toMatchObject({ done: true, win: 1800, cost: 0 });
    expect(cashed.view).toMatchObject({ status: 'cashed', cashedAt: 180, crashPoint: 250 });
  });

  it('busts once the multiplier passes the crash point, and a late click loses', () => {
    const s = state(250);
    const bust = sut.advance!(config, s, { elapsedMs: timeToReach(251) });
    expect(bust).toMatchObject({ done: true, win: 0, view: { status: 'busted', crashPoint: 250 } });
    const late = sut.act!(config, s, { type: 'cashout' }, { elapsedMs: timeToReach(260) });
    expect(late).toMatchObject({ done: true, win: 0, cost: 0 });
    // Cashing out exactly at the crash point still wins.
    expect(sut.act!(config, s, { type: 'cashout' }, { elapsedMs: timeToReach(250) }).win).toBe(
      2500,
    );
  });

  it('pays a reached auto cash-out even when the click or the poll comes later', () => {
    const s = state(300, 200);
    expect(sut.advance!(config, s, { elapsedMs: timeToReach(199) })).toBeNull();
    expect(sut.advance!(config, s, { elapsedMs: timeToReach(290) })).toMatchObject({ win: 2000 });
    expect(sut.act!(config, s, { type: 'cashout' }, { elapsedMs: timeToReach(310) }).win).toBe(
      2000,
    );
    // The auto cash-out wins the tie with the crash point.
    expect(sut.settle!(config, state(200, 200), { elapsedMs: 0 }).win).toBe(2000);
    expect(sut.settle!(config, state(199, 200), { elapsedMs: 0 }).win).toBe(0);
  });

  it('crashes instantly below 1.00x and ends at the cap paying everyone still in', () => {
    const { bet } = sut.placeBet(config, { stake: 500 });
    const instant = sut.start(config, bet, drawRng(survivors(config, 100)));
    expect(instant).toMatchObject({
      done: true,
      win: 0,
      view: { status: 'busted', crashPoint: 100, crashMs: 0 },
    });
    const top = state(config.cap);
    expect(sut.advance!(config, top, { elapsedMs: timeToReach(config.cap) })).toMatchObject({
      win: 1_000_000,
    });
    expect(sut.settle!(config, top, { elapsedMs: 0 }).win).toBe(1_000_000);
    expect(sut.settle!(config, state(5000), { elapsedMs: 0 }).win).toBe(0);
  });

  it('refuses bad bets and actions with their keys', () => {
    expect(rejectKey(() => sut.placeBet(config, { stake: 5 }))).toBe('stake_below_min');
    expect(rejectKey(() => sut.placeBet(config, { stake: 10_001 }))).toBe('stake_above_max');
    expect(rejectKey(() => sut.placeBet(config, { stake: '100' }))).toBe('stake_invalid');
    expect(rejectKey(() => sut.placeBet(config, { stake: 100, autoCashout: 100 }))).toBe(
      'bet_invalid',
    );
    expect(rejectKey(() => sut.placeBet(config, { stake: 100, autoCashout: 1.5 }))).toBe(
      'bet_invalid',
    );
    expect(rejectKey(() => sut.placeBet(config, { stake: 100, autoCashout: 100_001 }))).toBe(
      'bet_invalid',
    );
    expect(rejectKey(() => sut.placeBet(config, { stake: 100, target: 2 }))).toBe('bet_invalid');
    expect(sut.placeBet(config, { stake: 100, autoCashout: 100_000 }).bet.autoCashout).toBe(
      100_000,
    );
    const noAuto = sut.configure({ houseEdge: 0.03, maxMultiplier: 100, autoCashout: false });
    expect(rejectKey(() => sut.placeBet(noAuto, { stake: 100, autoCashout: 200 }))).toBe(
      'bet_invalid',
    );
    expect(rejectKey(() => sut.act!(config, state(500), { type: 'hit' }, { elapsedMs: 0 }))).toBe(
      'action_invalid',
    );
    expect(rejectKey(() => sut.act!(config, state(500), 'cashout', { elapsedMs: 0 }))).toBe(
      'action_invalid',
    );
    const done = { ...state(500), status: 'busted' as const };
    expect(rejectKey(() => sut.act!(config, done, { type: 'cashout' }, { elapsedMs: 0 }))).toBe(
      'action_invalid',
    );
  });

  it('draws the same crash point from the same fair seeds', () => {
    const { bet } = sut.placeBet(config, { stake: 100 });
    const seed = '5e'.repeat(32);
    const a = sut.start(config, bet, fairRng(seed, 'player', 3));
    const b = sut.start(config, bet, fairRng(seed, 'player', 3));
    expect(a.state).toEqual(b.state);
    const points = new Set(
      Array.from(
        { length: 40 },
        (_, n) => sut.start(config, bet, fairRng(seed, 'p', n)).state.crash,
      ),
    );
    expect(points.size).toBeGreaterThan(30);
  });
});

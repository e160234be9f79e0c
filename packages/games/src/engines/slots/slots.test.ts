import { describe, expect, it } from 'vitest';
import { games } from '../../catalog.ts';
import { GameRuleError, type Rng } from '../../engine.ts';
import { fairRng } from '../../rng.ts';
import { JACKPOT_DRAW, SCATTER, SYMBOLS, WILD, paylines } from './config.ts';
import type { SlotsConfig } from './config.ts';
import { evaluateWindow, expandWindow, spinResult, windowAt } from './evaluate.ts';
import { exactRtp } from './exact.ts';
import { slotsEngine as sut } from './index.ts';

const titles = games.filter((g) => g.engine.id === 'slots');
const settingsOf = (slug: string) => {
  const g = titles.find((t) => t.slug === slug);
  if (!g) throw new Error(slug);
  return g.engine.settings as Record<string, unknown>;
};
const sym = (id: string) => SYMBOLS.indexOf(id as (typeof SYMBOLS)[number]);

/** A scripted Rng: returns the given integers in order (each must be below the asked range). */
function scripted(values: number[]): Rng {
  let i = 0;
  return {
    int(n) {
      const v = values[i] ?? 0;
      i += 1;
      if (v >= n) throw new Error(`scripted value ${v} >= ${n}`);
      return v;
    },
  };
}

/** Every stop combination, through the same window evaluation the game pays with. */
function bruteForce(config: SlotsConfig) {
  const n = config.reels;
  const stops = Array<number>(n).fill(0);
  let combos = 0;
  let units = 0;
  let scatterPay = 0;
  let triggers = 0;
  for (;;) {
    const window = expandWindow(config, windowAt(config, stops));
    const r = evaluateWindow(config, window);
    combos += 1;
    units += r.units;
    scatterPay += config.scatterPays[Math.min(r.scatters, n)] ?? 0;
    if (config.freeSpins > 0 && r.scatters >= config.triggerCount) triggers += 1;
    let reel = n - 1;
    while (reel >= 0) {
      stops[reel] = (stops[reel] as number) + 1;
      if ((stops[reel] as number) < (config.strips[reel] as number[]).length) break;
      stops[reel] = 0;
      reel -= 1;
    }
    if (reel < 0) break;
  }
  const lines = units / combos / config.payDivisor / config.betUnits;
  const scatter = scatterPay / combos;
  const trigger = triggers / combos;
  return { lines, scatter, trigger };
}

/** The title's machine on short strips (every few symbols of its own), to enumerate 5 reels. */
function shortened(config: SlotsConfig, step: number): SlotsConfig {
  const strips = config.strips.map((s, reel) => s.filter((_, i) => (i + reel) % step === 0));
  const machine = { ...config, strips };
  const parts = exactRtp(machine);
  return { ...machine, rtp: parts.total, rtpParts: parts };
}

describe('slots: every catalog title', () => {
  it.each(titles.map((g) => [g.slug, g.engine.settings] as const))('%s', (_slug, settings) => {
    const config = sut.configure(settings);
    const info = sut.info(config);
    expect(info.rtpMethod).toBe('exact');
    expect(info.rtp).toBeGreaterThanOrEqual(0.94);
    expect(info.rtp).toBeLessThanOrEqual(0.97);
    expect(info.minStake).toBeGreaterThanOrEqual(10);
    expect(info.maxStake).toBeLessThanOrEqual(10_000);
    expect(info.minStake % config.betUnits).toBe(0);
    expect(config.reels).toBe(settings.reels);
    expect(config.rows).toBe(settings.rows);
    if (config.mode === 'lines') expect(config.paylines).toHaveLength(settings.lines as number);
    else expect(config.ways).toBe(settings.ways);
    // Wilds only where the title has them, never on the first reel; scatters likewise.
    expect(config.strips[0]).not.toContain(WILD);
    expect(config.strips.some((s) => s.includes(WILD))).toBe(settings.wilds === true);
    expect(config.strips.some((s) => s.includes(SCATTER))).toBe(settings.scatters === true);
    expect(config.freeSpins).toBe(settings.scatters ? (settings.freeSpins ?? 0) : 0);
    expect(config.jackpots).toHaveLength((settings.jackpotTiers as number | undefined) ?? 0);
    expect(info.maxMultiplier).toBeGreaterThan(0);
  });
});

describe('slots: exact RTP equals enumeration of every stop combination', () => {
  it.each(['lucky-bell-tower', 'cherry-circuit', 'silver-bell-saloon', 'retro-bar-blitz'])(
    '%s (all stops)',
    (slug) => {
      const config = sut.configure(settingsOf(slug));
      const brute = bruteForce(config);
      expect(brute.lines).toBeCloseTo(config.rtpParts.lines, 9);
      expect(brute.scatter).toBeCloseTo(config.rtpParts.scatter, 9);
      expect(brute.trigger).toBeCloseTo(config.rtpParts.trigger, 9);
      expect(sut.info(config).rtp).toBe(config.rtp);
    },
  );
  it.each([
    ['orchard-of-fortune', 6],
    ['crown-of-the-tide-queen', 7],
    ['sands-of-the-sun-king', 6],
    ['jade-dragon-ascent', 6],
    ['emerald-cascade', 7],
    ['quartz-quartet', 4],
    ['four-winds-fortune', 4],
  ] as const)('%s on short strips', (slug, step) => {
    const config = shortened(sut.configure(settingsOf(slug)), step);
    const brute = bruteForce(config);
    expect(brute.lines).toBeCloseTo(config.rtpParts.lines, 9);
    expect(brute.scatter).toBeCloseTo(config.rtpParts.scatter, 9);
    expect(brute.trigger).toBeCloseTo(config.rtpParts.trigger, 9);
  });
  it('the total adds free spins (independent of the trigger) and jackpots', () => {
    const config = sut.configure(settingsOf('diamond-dynasty'));
    const p = config.rtpParts;
    const free = p.trigger * config.freeSpins * config.freeSpinMultiplier * (p.lines + p.scatter);
    const jackpot = (10_000 * 10 + 500 * 50 + 20 * 500 + 2 * 2500) / JACKPOT_DRAW;
    expect(p.freeSpins).toBeCloseTo(free, 12);
    expect(p.jackpot).toBeCloseTo(jackpot, 12);
    expect(config.rtp).toBeCloseTo(p.lines + p.scatter + free + jackpot, 12);
  });
});

describe('slots: paying a window', () => {
  const lines = sut.configure(settingsOf('orchard-of-fortune'));
  const grid = (cols: string[][]) => cols.map((c) => c.map(sym));

  it('pays a line from the left with wilds substituting', () => {
    // Middle row: h4 h4 wild h4 l1 -> four h4 on the middle line (line 0).
    const w = grid([
      ['l1', 'h4', 'l2'],
      ['l2', 'h4', 'l3'],
      ['l3', 'wild', 'l4'],
      ['l4', 'h4', 'l1'],
      ['l2', 'l1', 'l3'],
    ]);
    const r = evaluateWindow(lines, w);
    const middle = r.wins.find((x) => x.line === 0);
    expect(middle).toMatchObject({ symbol: 'h4', count: 4 });
    expect(middle?.cells).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(r.unitWins[r.wins.indexOf(middle as never)]).toBe(lines.pays[sym('h4')]?.[4]);
  });

  it('pays nothing for two of a kind on a video slot, and scatters anywhere', () => {
    const w = grid([
      ['scatter', 'l1', 'l2'],
      ['l3', 'l1', 'scatter'],
      ['l4', 'l2', 'l3'],
      ['l1', 'scatter', 'l4'],
      ['l2', 'l3', 'l1'],
    ]);
    const r = evaluateWindow(lines, w);
    expect(r.wins).toEqual([]);
    expect(r.scatters).toBe(3);
  });

  it('multiplies ways across reels', () => {
    const ways = sut.configure(settingsOf('phoenix-ember'));
    // h1 twice on reel 1, once plus a wild on reel 2, once on reel 3, none on reel 4: 2x2x1 = 4.
    const w = grid([
      ['h1', 'h1', 'l2'],
      ['h1', 'wild', 'l3'],
      ['l4', 'h1', 'l3'],
      ['l1', 'l2', 'l4'],
      ['h1', 'h1', 'h1'],
    ]);
    const r = evaluateWindow(ways, w);
    expect(r.wins).toHaveLength(1);
    expect(r.wins[0]).toMatchObject({ symbol: 'h1', count: 3, ways: 4 });
    expect(r.unitWins[0]).toBe(4 * (ways.pays[sym('h1')]?.[3] as number));
  });

  it('expands a landed wild over its reel', () => {
    const exp = sut.configure(settingsOf('sands-of-the-sun-king'));
    expect(exp.expandingWilds).toBe(true);
    const w = expandWindow(exp, [
      [sym('h2'), sym('h2'), sym('h2')],
      [sym('l1'), sym('wild'), sym('l2')],
      [sym('h2'), sym('h2'), sym('h2')],
      [sym('l3'), sym('l4'), sym('l1')],
      [sym('l3'), sym('l4'), sym('l1')],
    ]);
    expect(w[1]).toEqual([WILD, WILD, WILD]);
    // Every line crossing the first three reels pays h2 three times.
    const r = evaluateWindow(exp, w);
    expect(r.wins.length).toBe(exp.paylines.length);
    expect(r.wins.every((x) => x.symbol === 'h2' && x.count >= 3)).toBe(true);
  });

  it('pays the cherry pair on a classic three-reel machine', () => {
    const classic = sut.configure(settingsOf('retro-bar-blitz'));
    const r = evaluateWindow(classic, grid([['l1'], ['l1'], ['h1']]));
    expect(r.wins).toEqual([expect.objectContaining({ symbol: 'l1', count: 2 })]);
  });

  it('pays money in minor units: line bet x pay, free-spin multiplier applied', () => {
    const config = lines;
    const strip0 = config.strips[0] as number[];
    // Any stops: the money equals the units times the line bet, times the multiplier.
    const stops = config.strips.map((s, i) => (i * 7) % s.length);
    const base = spinResult(config, stops, 3, 1);
    const free = spinResult(config, stops, 3, 2);
    expect(free.win).toBe(base.win * 2);
    for (const w of base.wins) expect(Number.isInteger(w.win)).toBe(true);
    expect(strip0.length).toBeGreaterThan(0);
  });
});

describe('slots: rounds', () => {
  const config = sut.configure(settingsOf('orchard-of-fortune'));

  it('refuses invalid bets with their keys', () => {
    const refuse = (bet: unknown) => {
      try {
        sut.placeBet(config, bet);
      } catch (e) {
        expect(e).toBeInstanceOf(GameRuleError);
        return (e as GameRuleError).key;
      }
      return 'accepted';
    };
    expect(refuse(null)).toBe('bet_invalid');
    expect(refuse([5])).toBe('bet_invalid');
    expect(refuse({ lineBet: 5, extra: 1 })).toBe('bet_invalid');
    expect(refuse({ stake: 100 })).toBe('bet_invalid');
    expect(refuse({ lineBet: 1.5 })).toBe('stake_invalid');
    expect(refuse({ lineBet: '5' })).toBe('stake_invalid');
    expect(refuse({ lineBet: 0 })).toBe('stake_invalid');
    expect(refuse({ lineBet: config.maxLineBet + 1 })).toBe('stake_above_max');
    const hi = sut.configure(settingsOf('sugar-plum-carnival'));
    expect(hi.minLineBet).toBe(1);
    const classic = sut.configure(settingsOf('retro-bar-blitz'));
    expect(() => sut.placeBet(classic, { lineBet: 9 })).toThrow('stake_below_min');
    expect(sut.placeBet(config, { lineBet: 5 })).toEqual({ bet: { lineBet: 5 }, stake: 100 });
  });

  it('is deterministic for the same provably-fair seeds', () => {
    const seed = 'ab'.repeat(32);
    const a = sut.start(config, { lineBet: 5 }, fairRng(seed, 'client', 7));
    const b = sut.start(config, { lineBet: 5 }, fairRng(seed, 'client', 7));
    const c = sut.start(config, { lineBet: 5 }, fairRng(seed, 'client', 8));
    expect(a).toEqual(b);
    expect(a.view.spins[0]?.stops).not.toEqual(c.view.spins[0]?.stops);
    expect(a.done).toBe(true);
    expect(a.win).toBe(a.view.win);
  });

  it('plays the triggered free spins inside the round with their multiplier', () => {
    // Put a scatter at the top of the window of the first three reels.
    const stops = config.strips.map((s, i) => (i < 3 ? s.indexOf(SCATTER) : 0));
    const free = Array.from({ length: config.freeSpins * config.reels }, () => 0);
    const step = sut.start(config, { lineBet: 2 }, scripted([...stops, ...free]));
    const spins = step.view.spins;
    expect(spins[0]?.scatters).toBeGreaterThanOrEqual(3);
    expect(step.view.freeSpinsAwarded).toBe(config.freeSpins);
    expect(spins).toHaveLength(1 + config.freeSpins);
    const fs = spinResult(config, free.slice(0, config.reels), 2, config.freeSpinMultiplier);
    expect(spins[1]?.win).toBe(fs.win);
    expect(step.win).toBe(spins.reduce((a, s) => a + s.win, 0));
    expect(spins[0]?.scatterWin).toBe(40 * (config.scatterPays[spins[0]?.scatters ?? 0] ?? 0));
  });

  it('draws jackpot tiers on the paid spin, the grand on the lowest draws', () => {
    const jp = sut.configure(settingsOf('diamond-dynasty'));
    const zeros = jp.strips.map(() => 0);
    const grand = sut.start(jp, { lineBet: 1 }, scripted([...zeros, 0, ...Array(200).fill(0)]));
    expect(grand.view.jackpot).toEqual({ tier: 'grand', win: 25 * 2500 });
    const mini = sut.start(
      jp,
      { lineBet: 1 },
      scripted([...zeros, 2 + 20 + 500, ...Array(200).fill(0)]),
    );
    expect(mini.view.jackpot?.tier).toBe('mini');
    const none = sut.start(jp, { lineBet: 1 }, scripted([...zeros, 10_522, ...Array(200).fill(0)]));
    expect(none.view.jackpot).toBeNull();
  });
});

describe('slots: paylines', () => {
  it('starts with the straight lines and never repeats one', () => {
    const ls = paylines(5, 3, 25);
    expect(ls.slice(0, 3)).toEqual([
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ]);
    expect(new Set(ls.map((l) => l.join())).size).toBe(25);
    expect(paylines(5, 5, 50)).toHaveLength(50);
    expect(() => paylines(3, 3, 30)).toThrow();
  });
});

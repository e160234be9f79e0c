/**
 * The exact RTP of a slot machine from its own tables, without enumerating every stop
 * combination: reels stop independently, so the expectation of a payline (or of the ways of a
 * symbol) is a product of per-reel probabilities, and each reel's probabilities come from
 * enumerating its own stops (a few dozen windows). Scatter counts are convolved reel by reel.
 *
 * Wins are exact multiples of the stake here; the money paid rounds each ways win down to the
 * minor unit, which can only lower the return by less than one minor unit per win.
 */
import { JACKPOT_DRAW, SCATTER, WILD, type SlotsConfig } from './config.ts';
import { expandWindow, windowAt } from './evaluate.ts';

export interface RtpParts {
  /** Line or ways wins of a paid spin, per unit of total stake. */
  lines: number;
  /** Scatter pays of a paid spin, per unit of total stake. */
  scatter: number;
  /** Chance that a paid spin triggers free spins. */
  trigger: number;
  /** Return of the free spins, per unit of total stake of the paid spin. */
  freeSpins: number;
  jackpot: number;
  total: number;
}

type Machine = Omit<SlotsConfig, 'rtp' | 'rtpParts'>;

/** Every window of one reel (one per stop), after expanding wilds. */
export function reelWindows(config: Machine, reel: number): number[][] {
  const strip = config.strips[reel] as number[];
  const out: number[][] = [];
  for (let stop = 0; stop < strip.length; stop += 1) {
    const stops = config.strips.map(() => 0);
    stops[reel] = stop;
    const window = expandWindow(config as SlotsConfig, windowAt(config as SlotsConfig, stops));
    out.push(window[reel] as number[]);
  }
  return out;
}

export function exactRtp(config: Machine): RtpParts {
  const n = config.reels;
  const symbolCount = config.pays.length;
  const windows = config.strips.map((_, reel) => reelWindows(config, reel));
  const paying = [...Array(symbolCount).keys()].filter((s) => s !== WILD && s !== SCATTER);

  let lineUnits = 0;
  if (config.mode === 'lines') {
    // q[reel][row][symbol]: chance that the cell shows the symbol.
    const q = windows.map((ws) => {
      const rows = Array.from({ length: config.rows }, () => Array<number>(symbolCount).fill(0));
      for (const w of ws) {
        w.forEach((s, r) => ((rows[r] as number[])[s] = ((rows[r] as number[])[s] as number) + 1));
      }
      return rows.map((row) => row.map((c) => c / ws.length));
    });
    const cell = (reel: number, row: number, s: number) =>
      (q[reel]?.[row]?.[s] as number) + (reel > 0 ? (q[reel]?.[row]?.[WILD] as number) : 0);
    for (const line of config.paylines) {
      for (const s of paying) {
        let reach = q[0]?.[line[0] as number]?.[s] as number;
        for (let k = 1; k <= n && reach > 0; k += 1) {
          const pay = config.pays[s]?.[k] ?? 0;
          const stop = k < n ? 1 - cell(k, line[k] as number, s) : 1;
          lineUnits += pay * reach * stop;
          if (k < n) reach *= cell(k, line[k] as number, s);
        }
      }
    }
  } else {
    for (const s of paying) {
      // Per reel: mean number of matching cells and chance of none.
      const mean: number[] = [];
      const none: number[] = [];
      windows.forEach((ws, reel) => {
        let sum = 0;
        let zero = 0;
        for (const w of ws) {
          const hits = w.filter((x) => x === s || (reel > 0 && x === WILD)).length;
          sum += hits;
          if (hits === 0) zero += 1;
        }
        mean.push(sum / ws.length);
        none.push(zero / ws.length);
      });
      let reach = 1;
      for (let k = 1; k <= n; k += 1) {
        reach *= mean[k - 1] as number;
        const pay = config.pays[s]?.[k] ?? 0;
        lineUnits += pay * reach * (k < n ? (none[k] as number) : 1);
      }
    }
  }
  const lines = lineUnits / config.payDivisor / config.betUnits;

  // Distribution of the total scatter count, reel by reel.
  let dist = [1];
  for (const ws of windows) {
    const per: number[] = [];
    for (const w of ws) {
      const c = w.filter((x) => x === SCATTER).length;
      per[c] = (per[c] ?? 0) + 1 / ws.length;
    }
    const next = Array<number>(dist.length + per.length - 1).fill(0);
    dist.forEach((p, a) =>
      per.forEach((q, b) => (next[a + b] = (next[a + b] as number) + p * (q ?? 0))),
    );
    dist = next;
  }
  let scatter = 0;
  let trigger = 0;
  dist.forEach((p, c) => {
    scatter += p * (config.scatterPays[Math.min(c, n)] ?? 0);
    if (config.freeSpins > 0 && c >= config.triggerCount) trigger += p;
  });
  const freeSpins = trigger * config.freeSpins * config.freeSpinMultiplier * (lines + scatter);
  const jackpot = config.jackpots.reduce((a, t) => a + (t.weight / JACKPOT_DRAW) * t.multiplier, 0);
  return {
    lines,
    scatter,
    trigger,
    freeSpins,
    jackpot,
    total: lines + scatter + freeSpins + jackpot,
  };
}

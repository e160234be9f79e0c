/**
 * The exact RTP of a slot machine from its own tables, without enumerating every stop
 * combination: reels stop independently, so the expectation of a payline (or of the ways of a
 * symbol) is a product of per-reel probabilities, and each reel's probabilities come from
 * enumerating its own stops (a few dozen windows). Scatter counts are convolved reel by reel.
 *
 * Wins are exact multiples of the stake here; the money paid rounds each ways win down to the
 * minor unit, which can only lower the return by less than one minor unit per win.
 *
 * Hold-and-win is exact too: the coins of the paid spin come from the same per-reel windows
 * (convolved like the scatters), and in the respins every empty cell lands a coin independently
 * with a fixed chance, so the feature is a Markov chain over (coins held, respins left); each
 * coin's prize is drawn independently of how many coins land, so the expected pay is
 * E[coins at the end] x E[prize] plus P(full grid) x the top tier.
 *
 * Cascades are not: `total` here is the spin without them, and the configuration adds their
 * share measured by simulation (`cascades`).
 */
import {
  COIN,
  JACKPOT_DRAW,
  SCATTER,
  WILD,
  isSpecial,
  type HoldAndWinConfig,
  type SlotsConfig,
} from './config.ts';
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
  /** Chance that a paid spin triggers hold-and-win. */
  holdAndWinTrigger: number;
  /** Return of hold-and-win, per unit of total stake of the paid spin. */
  holdAndWin: number;
  /** What cascades add (by simulation; 0 for titles without cascades). */
  cascades: number;
  total: number;
}

type Machine = Omit<SlotsConfig, 'rtp' | 'rtpParts' | 'rtpMethod'>;

/** Distribution of the total count of `symbol` over the window, convolved reel by reel. */
function countDistribution(windows: number[][][], symbol: number): number[] {
  let dist = [1];
  for (const ws of windows) {
    const per: number[] = [];
    for (const w of ws) {
      const c = w.filter((x) => x === symbol).length;
      per[c] = (per[c] ?? 0) + 1 / ws.length;
    }
    const next = Array<number>(dist.length + per.length - 1).fill(0);
    dist.forEach((p, a) =>
      per.forEach((q, b) => (next[a + b] = (next[a + b] as number) + p * (q ?? 0))),
    );
    dist = next;
  }
  return dist;
}

/**
 * The end of a hold-and-win feature started with `coins` held: for each start, the chance of
 * each final coin count. finals[start][end]. Coins only increase, so the chain is solved from a
 * full grid downwards: from (n, r), a respin lands j coins with the binomial chance over the
 * n-empty cells; j > 0 goes to (n + j, respins), j = 0 to (n, r - 1); r = 0 or a full grid ends.
 */
export function holdAndWinFinals(h: HoldAndWinConfig): number[][] {
  const p = h.respinHit / h.respinDraw;
  const cells = h.cells;
  const binom = (m: number, j: number) => {
    let c = 1;
    for (let i = 1; i <= j; i += 1) c = (c * (m - j + i)) / i;
    return c * p ** j * (1 - p) ** (m - j);
  };
  // at[n][r]: distribution over the final count, from n coins with r respins left.
  const at: number[][][] = Array.from({ length: cells + 1 }, () => []);
  const unit = (n: number) => Array.from({ length: cells + 1 }, (_, k) => (k === n ? 1 : 0));
  for (let n = cells; n >= 0; n -= 1) {
    const row = at[n] as number[][];
    row[0] = unit(n);
    for (let r = 1; r <= h.respins; r += 1) {
      if (n === cells) {
        row[r] = unit(n);
        continue;
      }
      const m = cells - n;
      const out = (row[r - 1] as number[]).map((x) => x * binom(m, 0));
      for (let j = 1; j <= m; j += 1) {
        const pj = binom(m, j);
        const from = (at[n + j] as number[][])[h.respins] as number[];
        from.forEach((x, k) => (out[k] = (out[k] as number) + pj * x));
      }
      row[r] = out;
    }
  }
  return at.map((row) => row[h.respins] as number[]);
}

/** Mean prize of one coin, as a multiple of the total stake. */
export function meanCoinPrize(h: HoldAndWinConfig): number {
  return h.prizes.reduce((a, p) => a + p.multiplier * p.weight, 0) / h.prizeDraw;
}

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
  const paying = [...Array(symbolCount).keys()].filter((s) => !isSpecial(s));

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
  const dist = countDistribution(windows, SCATTER);
  let scatter = 0;
  let trigger = 0;
  dist.forEach((p, c) => {
    scatter += p * (config.scatterPays[Math.min(c, n)] ?? 0);
    if (config.freeSpins > 0 && c >= config.triggerCount) trigger += p;
  });
  const freeSpins = trigger * config.freeSpins * config.freeSpinMultiplier * (lines + scatter);
  const jackpot = config.jackpotDraw
    ? config.jackpots.reduce((a, t) => a + (t.weight / JACKPOT_DRAW) * t.multiplier, 0)
    : 0;
  let holdAndWinTrigger = 0;
  let holdAndWin = 0;
  const h = config.holdAndWin;
  if (h) {
    const finals = holdAndWinFinals(h);
    const prize = meanCoinPrize(h);
    countDistribution(windows, COIN).forEach((p, start) => {
      if (start < h.trigger || p === 0) return;
      holdAndWinTrigger += p;
      const end = finals[Math.min(start, h.cells)] as number[];
      const meanCoins = end.reduce((a, q, k) => a + q * k, 0);
      holdAndWin += p * (meanCoins * prize + (end[h.cells] as number) * h.fullMultiplier);
    });
  }
  return {
    lines,
    scatter,
    trigger,
    freeSpins,
    jackpot,
    holdAndWinTrigger,
    holdAndWin,
    cascades: 0,
    total: lines + scatter + freeSpins + jackpot + holdAndWin,
  };
}

/** One spin of a slot machine: the window shown by the reel stops, and what it pays. */
import { mulDiv } from '../../engine.ts';
import {
  CASCADE_MULTIPLIERS,
  MAX_CASCADES,
  SCATTER,
  SYMBOLS,
  WILD,
  isSpecial,
  type SlotsConfig,
  type SymbolId,
} from './config.ts';

export interface LineWin {
  /** Payline index (lines titles), or -1 for a ways win. */
  line: number;
  symbol: SymbolId;
  /** Reels from the left that the win covers. */
  count: number;
  /** Ways titles: the number of ways paid (1 for a line). */
  ways: number;
  /** Winning cells as [reel, row]. */
  cells: [number, number][];
  win: number;
}

/** One cascade: the winning cells of the step before vanish, the rest fall, new symbols drop in. */
export interface CascadeStep {
  /** The cells removed (the previous step's winning cells), as [reel, row] of the previous grid. */
  removed: [number, number][];
  /** Per reel, how many new symbols dropped in at the top. */
  dropped: number[];
  /** The window after the fall, symbols per reel, top row first. */
  grid: SymbolId[][];
  wins: LineWin[];
  /** The cascade multiplier of this step's wins (free-spin multiplier not included). */
  multiplier: number;
  /** Total of this step (both multipliers applied). */
  win: number;
}

export interface SpinResult {
  /** Symbols per reel, top row first (after expanding wilds): the window the reels landed on. */
  grid: SymbolId[][];
  /** Reels a landed wild expanded over. */
  expanded: number[];
  /** Wins of the landed window (cascade titles: at the first cascade multiplier, x1). */
  wins: LineWin[];
  /** Cascade titles: every cascade after the landing, in order (empty when the spin did not win). */
  cascades?: CascadeStep[];
  /** Scatters counted once the cascades stop (they are never removed), and what they pay. */
  scatters: number;
  scatterWin: number;
  /** Total of this spin: wins of every step and scatters (multiplier of free spins included). */
  win: number;
}

/** The window of each reel at the given stops, as symbol indices [reel][row]. */
export function windowAt(config: SlotsConfig, stops: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let reel = 0; reel < config.reels; reel += 1) {
    const strip = config.strips[reel] as number[];
    const stop = stops[reel] as number;
    const col: number[] = [];
    for (let r = 0; r < config.rows; r += 1) col.push(strip[(stop + r) % strip.length] as number);
    out.push(col);
  }
  return out;
}

/** Expanding wilds: a reel showing a wild becomes all wild. */
export function expandWindow(config: SlotsConfig, window: number[][]): number[][] {
  if (!config.expandingWilds) return window;
  return window.map((col) => (col.includes(WILD) ? col.map(() => WILD) : col));
}

export interface WindowWins {
  /** Sum of `unitWins`. */
  units: number;
  scatters: number;
  wins: Omit<LineWin, 'win'>[];
  /** Each win in 1/payDivisor of the line bet (ways multiplied in). */
  unitWins: number[];
}

/**
 * What a window pays, in units of 1/payDivisor of the line bet (line and way wins), and its
 * scatter count. A pure function of the window: the exact RTP computation mirrors it.
 */
export function evaluateWindow(config: SlotsConfig, window: number[][]): WindowWins {
  const wins: Omit<LineWin, 'win'>[] = [];
  const unitWins: number[] = [];
  const n = config.reels;
  let units = 0;
  if (config.mode === 'lines') {
    const lines = config.paylines;
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index] as number[];
      const first = (window[0] as number[])[line[0] as number] as number;
      if (isSpecial(first)) continue;
      let count = 1;
      while (count < n) {
        const s = (window[count] as number[])[line[count] as number];
        if (s !== first && s !== WILD) break;
        count += 1;
      }
      const pay = (config.pays[first] as number[])[count] as number;
      if (pay > 0) {
        const cells: [number, number][] = [];
        for (let reel = 0; reel < count; reel += 1) cells.push([reel, line[reel] as number]);
        wins.push({ line: index, symbol: SYMBOLS[first] as SymbolId, count, ways: 1, cells });
        unitWins.push(pay);
        units += pay;
      }
    }
  } else {
    const firstReel = window[0] as number[];
    for (let row = 0; row < firstReel.length; row += 1) {
      const symbol = firstReel[row] as number;
      // Each symbol once, from its first row.
      if (isSpecial(symbol) || firstReel.indexOf(symbol) !== row) continue;
      let ways = 1;
      let count = 0;
      while (count < n) {
        const col = window[count] as number[];
        let hits = 0;
        for (const s of col) if (s === symbol || (count > 0 && s === WILD)) hits += 1;
        if (hits === 0) break;
        ways *= hits;
        count += 1;
      }
      const pay = (config.pays[symbol] as number[])[count] as number;
      if (pay > 0) {
        const cells: [number, number][] = [];
        for (let reel = 0; reel < count; reel += 1) {
          (window[reel] as number[]).forEach((s, r) => {
            if (s === symbol || (reel > 0 && s === WILD)) cells.push([reel, r]);
          });
        }
        wins.push({ line: -1, symbol: SYMBOLS[symbol] as SymbolId, count, ways, cells });
        unitWins.push(pay * ways);
        units += pay * ways;
      }
    }
  }
  let scatters = 0;
  for (const col of window) for (const s of col) if (s === SCATTER) scatters += 1;
  return { units, scatters, wins, unitWins };
}

/** Wins of a window in money (minor units), each exact (see `readLineBet`). */
function payWins(
  config: SlotsConfig,
  window: number[][],
  lineBet: number,
  multiplier: number,
): { wins: LineWin[]; win: number; scatters: number } {
  const { scatters, wins, unitWins } = evaluateWindow(config, window);
  // Each win is lineBet x units / payDivisor: whole minor units, since the accepted line bets are
  // multiples of payDivisor (ways pay in half coins); mulDiv keeps it in integers.
  let win = 0;
  const lineWins: LineWin[] = [];
  for (let i = 0; i < wins.length; i += 1) {
    const w = wins[i] as Omit<LineWin, 'win'>;
    const money = mulDiv(lineBet, (unitWins[i] as number) * multiplier, config.payDivisor);
    lineWins.push({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      ways: w.ways,
      cells: w.cells,
      win: money,
    });
    win += money;
  }
  return { wins: lineWins, win, scatters };
}

const named = (window: number[][]) => window.map((col) => col.map((s) => SYMBOLS[s] as SymbolId));

/**
 * Cascades of a spin: while a step wins, its winning cells are removed, the symbols above fall
 * down, and each reel's strip is read on upwards from the symbol above its top cell to fill the
 * gap (the reel keeps turning the way it spun), so the refill is fixed by the stops alone.
 */
export function cascade(
  config: SlotsConfig,
  stops: readonly number[],
  window: number[][],
  first: { wins: readonly Omit<LineWin, 'win'>[]; scatters: number },
  lineBet: number,
  multiplier: number,
): { steps: CascadeStep[]; window: number[][]; scatters: number } {
  const steps: CascadeStep[] = [];
  /** Strip index of each reel's top cell. */
  const top = stops.slice();
  let grid = window;
  let wins = first.wins;
  let scatters = first.scatters;
  while (wins.length > 0 && steps.length < MAX_CASCADES) {
    const removed = new Set<string>();
    const cells: [number, number][] = [];
    for (const w of wins) {
      for (const [reel, row] of w.cells) {
        const key = `${reel}:${row}`;
        if (removed.has(key)) continue;
        removed.add(key);
        cells.push([reel, row]);
      }
    }
    const dropped: number[] = [];
    grid = grid.map((col, reel) => {
      const strip = config.strips[reel] as number[];
      const kept = col.filter((_, row) => !removed.has(`${reel}:${row}`));
      const k = col.length - kept.length;
      dropped.push(k);
      const fresh: number[] = [];
      for (let i = k; i >= 1; i -= 1) {
        fresh.push(
          strip[
            ((((top[reel] as number) - i) % strip.length) + strip.length) % strip.length
          ] as number,
        );
      }
      top[reel] = ((((top[reel] as number) - k) % strip.length) + strip.length) % strip.length;
      return [...fresh, ...kept];
    });
    const step = CASCADE_MULTIPLIERS[
      Math.min(steps.length + 1, CASCADE_MULTIPLIERS.length - 1)
    ] as number;
    const paid = payWins(config, grid, lineBet, step * multiplier);
    scatters = paid.scatters;
    steps.push({
      removed: cells,
      dropped,
      grid: named(grid),
      wins: paid.wins,
      multiplier: step,
      win: paid.win,
    });
    wins = paid.wins;
  }
  return { steps, window: grid, scatters };
}

/** A spin's result in money (minor units), `multiplier` applied to every win (free spins). */
export function spinResult(
  config: SlotsConfig,
  stops: readonly number[],
  lineBet: number,
  multiplier: number,
): SpinResult {
  const raw = windowAt(config, stops);
  const window = expandWindow(config, raw);
  const expanded: number[] = [];
  if (config.expandingWilds) raw.forEach((col, reel) => col.includes(WILD) && expanded.push(reel));
  const first = payWins(config, window, lineBet, multiplier);
  let win = first.win;
  let scatters = first.scatters;
  let cascades: CascadeStep[] | undefined;
  if (config.cascades) {
    const run = cascade(config, stops, window, first, lineBet, multiplier);
    cascades = run.steps;
    scatters = run.scatters;
    win += run.steps.reduce((a, s) => a + s.win, 0);
  }
  const stake = lineBet * config.betUnits;
  const scatterWin =
    stake * (config.scatterPays[Math.min(scatters, config.reels)] ?? 0) * multiplier;
  return {
    grid: named(window),
    expanded,
    wins: first.wins,
    ...(cascades ? { cascades } : {}),
    scatters,
    scatterWin,
    win: win + scatterWin,
  };
}

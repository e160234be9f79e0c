/**
 * A slot title's machine, built from its catalog settings: symbols, paytable, paylines, weighted
 * reel strips and features. Every table here is data the exact RTP computation (`exact.ts`) and
 * the spin evaluation (`evaluate.ts`) read, so the stated RTP is the RTP of what is played.
 */
import { GameRuleError } from '../../engine.ts';
import { exactRtp, type RtpParts } from './exact.ts';

/** Symbol indices. Low pays l1..l4, high pays h1..h4, then the wild and the scatter. */
export const SYMBOLS = ['l1', 'l2', 'l3', 'l4', 'h1', 'h2', 'h3', 'h4', 'wild', 'scatter'] as const;
export type SymbolId = (typeof SYMBOLS)[number];
export const L1 = 0;
export const WILD = 8;
export const SCATTER = 9;

export type Volatility = 'low' | 'medium' | 'high';

export interface JackpotTier {
  name: 'mini' | 'minor' | 'major' | 'grand';
  /** Multiple of the total stake. */
  multiplier: number;
  /** Chance per paid spin: weight / JACKPOT_DRAW. */
  weight: number;
}

/** A paid spin draws one integer below this for the jackpot: tier weights are out of it. */
export const JACKPOT_DRAW = 10_000_000;

export interface SlotsConfig {
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  /** Line mode: the row of each reel, per payline. Ways mode: empty. */
  paylines: number[][];
  /** Ways mode: rows^reels. */
  ways: number;
  /** Total stake = lineBet x betUnits (the number of lines, or the coins of a ways game). */
  betUnits: number;
  /** pays[symbol][count] in 1/payDivisor of the line bet (ways: per way). */
  pays: number[][];
  payDivisor: number;
  /** scatterPays[count]: multiple of the total stake. */
  scatterPays: number[];
  wilds: boolean;
  scatters: boolean;
  /** A wild landing anywhere on a reel fills the whole reel (lines titles with expandingSymbols). */
  expandingWilds: boolean;
  /** Free spins awarded by `triggerCount` or more scatters (0: no free spins). */
  freeSpins: number;
  triggerCount: number;
  /** Every free-spin win is multiplied by this. */
  freeSpinMultiplier: number;
  jackpots: JackpotTier[];
  /** Reel strips: symbol indices, read circularly; a stop shows `rows` consecutive symbols. */
  strips: number[][];
  volatility: Volatility;
  minLineBet: number;
  maxLineBet: number;
  /** Catalog feature flags this engine does not implement (reported in the rules). */
  ignoredFeatures: string[];
  rtp: number;
  rtpParts: RtpParts;
}

const TARGET_RTP: Record<Volatility, number> = { low: 0.965, medium: 0.96, high: 0.955 };
const FREE_SPIN_MULTIPLIER: Record<Volatility, number> = { low: 2, medium: 2, high: 3 };
const MIN_STAKE = 10;
const MAX_STAKE = 10_000;

/**
 * Line pays (x line bet) for 3, 4 and 5 of a kind on five reels. High volatility moves value from
 * the low symbols to the top symbols; low volatility the other way.
 */
const PAYS_5: Record<Volatility, number[][]> = {
  low: [
    [5, 15, 50],
    [5, 20, 60],
    [10, 25, 75],
    [10, 30, 100],
    [15, 40, 150],
    [20, 50, 200],
    [25, 75, 300],
    [40, 120, 500],
  ],
  medium: [
    [5, 10, 50],
    [5, 15, 60],
    [10, 20, 80],
    [10, 25, 100],
    [15, 50, 200],
    [20, 75, 300],
    [30, 100, 500],
    [50, 200, 1000],
  ],
  high: [
    [4, 10, 40],
    [5, 10, 50],
    [5, 15, 75],
    [10, 20, 100],
    [20, 60, 250],
    [25, 100, 500],
    [40, 200, 1000],
    [100, 500, 5000],
  ],
};
/** Four reels: 3 and 4 of a kind. */
const PAYS_4: Record<Volatility, number[][]> = {
  low: [
    [5, 20],
    [5, 25],
    [10, 30],
    [10, 40],
    [15, 60],
    [20, 80],
    [25, 120],
    [40, 200],
  ],
  medium: [
    [5, 15],
    [5, 20],
    [10, 25],
    [10, 30],
    [20, 75],
    [25, 100],
    [30, 200],
    [50, 400],
  ],
  high: [
    [4, 10],
    [5, 15],
    [5, 20],
    [10, 30],
    [20, 100],
    [30, 200],
    [50, 500],
    [100, 1500],
  ],
};
/** Three reels (classic): 3 of a kind; l1 (the cherry) also pays for 2 from the left. */
const PAYS_3: Record<Volatility, number[]> = {
  low: [10, 10, 15, 20, 25, 40, 60, 100],
  medium: [10, 10, 15, 20, 30, 50, 100, 200],
  high: [8, 10, 15, 20, 40, 80, 200, 500],
};
const CHERRY_PAIR = 2;

/** Symbol copies per reel before tuning: l1..l4, h1..h4. */
const BASE_COUNTS_5 = [7, 7, 6, 6, 4, 4, 3, 2];
const BASE_COUNTS_3 = [5, 5, 4, 4, 3, 3, 2, 2];
const WILDS_PER_REEL: Record<Volatility, number> = { low: 3, medium: 2, high: 2 };
const SCATTERS_PER_REEL = 2;

const JACKPOT_TIERS: JackpotTier[] = [
  { name: 'mini', multiplier: 10, weight: 10_000 },
  { name: 'minor', multiplier: 50, weight: 500 },
  { name: 'major', multiplier: 500, weight: 20 },
  { name: 'grand', multiplier: 2500, weight: 2 },
];

interface Settings {
  reels: number;
  rows: number;
  lines: number | null;
  ways: number | null;
  wilds: boolean;
  scatters: boolean;
  freeSpins: number;
  volatility: Volatility;
  expandingSymbols: boolean;
  jackpotTiers: number;
  ignored: string[];
}

function readSettings(s: Readonly<Record<string, unknown>>): Settings {
  const int = (key: string, min: number, max: number, fallback?: number): number => {
    const v = s[key] ?? fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      throw new Error(`slots: setting ${key} must be an integer in [${min}, ${max}]`);
    }
    return v;
  };
  const bool = (key: string): boolean => {
    const v = s[key] ?? false;
    if (typeof v !== 'boolean') throw new Error(`slots: setting ${key} must be a boolean`);
    return v;
  };
  const reels = int('reels', 3, 5);
  const rows = int('rows', 1, 5);
  const hasLines = s.lines !== undefined;
  const hasWays = s.ways !== undefined;
  if (hasLines === hasWays) throw new Error('slots: exactly one of lines and ways');
  const lines = hasLines ? int('lines', 1, 100) : null;
  const ways = hasWays ? int('ways', 1, 1_000_000) : null;
  if (ways !== null && ways !== rows ** reels) throw new Error('slots: ways must be rows^reels');
  const volatility = s.volatility ?? 'medium';
  if (volatility !== 'low' && volatility !== 'medium' && volatility !== 'high') {
    throw new Error('slots: volatility must be low, medium or high');
  }
  const ignored: string[] = [];
  if (bool('cascades')) ignored.push('cascades');
  if (bool('holdAndWin')) ignored.push('holdAndWin');
  return {
    reels,
    rows,
    lines,
    ways,
    wilds: bool('wilds'),
    scatters: bool('scatters'),
    freeSpins: int('freeSpins', 0, 100, 0),
    volatility,
    expandingSymbols: bool('expandingSymbols'),
    jackpotTiers: int('jackpotTiers', 0, 4, 0),
    ignored,
  };
}

/**
 * Paylines: every row path whose consecutive reels differ by at most one row, simplest first
 * (straight lines, then V shapes and zigzags), so the first N are the familiar ones.
 */
export function paylines(reels: number, rows: number, count: number): number[][] {
  const all: number[][] = [];
  const walk = (path: number[]) => {
    if (path.length === reels) {
      all.push(path);
      return;
    }
    const last = path[path.length - 1] as number;
    for (const r of [last, last - 1, last + 1]) if (r >= 0 && r < rows) walk([...path, r]);
  };
  for (let r = 0; r < rows; r += 1) walk([r]);
  const mid = (rows - 1) / 2;
  const bends = (p: number[]) => p.reduce((n, r, i) => n + (i > 0 && r !== p[i - 1] ? 1 : 0), 0);
  const symmetric = (p: number[]) => p.every((r, i) => r === p[p.length - 1 - i]);
  const offCentre = (p: number[]) => p.reduce((n, r) => n + Math.abs(r - mid), 0);
  const key = (p: number[]) => [
    Math.min(bends(p), 2) + (symmetric(p) ? 0 : 1),
    bends(p),
    offCentre(p),
  ];
  all.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i += 1) {
      if (ka[i] !== kb[i]) return (ka[i] as number) - (kb[i] as number);
    }
    return a.join('') < b.join('') ? -1 : 1;
  });
  if (all.length < count) throw new Error(`slots: only ${all.length} paylines on ${reels}x${rows}`);
  return all.slice(0, count);
}

/**
 * Spreads the copies of each symbol evenly around the strip (deterministic), so scatters and
 * wilds are not bunched; the exact RTP does not depend on the order, only the view does.
 */
function layStrip(counts: number[]): number[] {
  const items: { symbol: number; at: number }[] = [];
  counts.forEach((n, symbol) => {
    for (let k = 0; k < n; k += 1) items.push({ symbol, at: (k + ((symbol * 0.37) % 1)) / n });
  });
  items.sort((a, b) => a.at - b.at || a.symbol - b.symbol);
  return items.map((i) => i.symbol);
}

function buildPays(s: Settings): number[][] {
  const pays = SYMBOLS.map(() => Array<number>(s.reels + 1).fill(0));
  for (let sym = 0; sym < 8; sym += 1) {
    const row = pays[sym] as number[];
    if (s.reels === 5) (PAYS_5[s.volatility][sym] as number[]).forEach((p, i) => (row[3 + i] = p));
    else if (s.reels === 4) {
      (PAYS_4[s.volatility][sym] as number[]).forEach((p, i) => (row[3 + i] = p));
    } else row[3] = PAYS_3[s.volatility][sym] as number;
  }
  if (s.reels === 3) (pays[L1] as number[])[2] = CHERRY_PAIR;
  return pays;
}

function scatterPays(reels: number): number[] {
  const out = Array<number>(reels + 1).fill(0);
  if (reels === 3) out[3] = 5;
  else if (reels === 4) {
    out[3] = 3;
    out[4] = 20;
  } else {
    out[3] = 2;
    out[4] = 10;
    out[5] = 50;
  }
  return out;
}

/** Coins of a ways game: the stake is this many line bets. */
function waysCoins(ways: number): number {
  return ways >= 1024 ? 25 : 20;
}

function build(
  s: Settings,
  boost: number,
  pad: number,
  padLast: number,
  waysFactor = 30,
): Omit<SlotsConfig, 'rtp' | 'rtpParts'> {
  const base = s.reels === 3 ? BASE_COUNTS_3 : BASE_COUNTS_5;
  const strips: number[][] = [];
  for (let reel = 0; reel < s.reels; reel += 1) {
    const counts = [...base, 0, 0];
    // Wilds never land on the first reel: a line or way is named by its first reel's symbol.
    // An expanding wild covers a whole reel, so those titles carry one per reel.
    if (s.wilds && reel > 0) counts[WILD] = s.expandingSymbols ? 1 : WILDS_PER_REEL[s.volatility];
    if (s.scatters) counts[SCATTER] = SCATTERS_PER_REEL;
    // Tuning up: fewer low symbols on the later reels (every symbol lines up more often).
    if (reel > 0) {
      for (let k = 0; k < boost; k += 1) {
        const sym = k < 24 ? k % 4 : 4 + (k % 3);
        if ((counts[sym] as number) > 1) counts[sym] = (counts[sym] as number) - 1;
      }
    }
    // Tuning down: more low symbols on every reel lower every win (scatters land less often too);
    // on the last reel alone, a finer step.
    for (let k = 0; k < pad; k += 1)
      counts[(k + reel) % 4] = (counts[(k + reel) % 4] as number) + 1;
    if (reel === s.reels - 1) counts[L1 + 1] = (counts[L1 + 1] as number) + padLast;
    strips.push(layStrip(counts));
  }
  const mode = s.lines !== null ? 'lines' : 'ways';
  const ways = s.ways ?? 0;
  const pays = buildPays(s);
  let payDivisor = 1;
  if (mode === 'ways') {
    // A way pays a few lines' worth (waysFactor tenths) divided by the ways per coin, in tenths of
    // a coin: a way is rarer than a line once its symbol must repeat on every reel it crosses.
    payDivisor = 10;
    const perCoin = ways / waysCoins(ways);
    for (const row of pays) {
      row.forEach(
        (p, i) => (row[i] = Math.max(p > 0 ? 1 : 0, Math.round((p * waysFactor) / perCoin))),
      );
    }
  }
  const betUnits = mode === 'lines' ? (s.lines as number) : waysCoins(ways);
  const minLineBet = Math.max(1, Math.ceil(MIN_STAKE / betUnits));
  const maxLineBet = Math.floor(MAX_STAKE / betUnits);
  return {
    reels: s.reels,
    rows: s.rows,
    mode,
    paylines: mode === 'lines' ? paylines(s.reels, s.rows, s.lines as number) : [],
    ways,
    betUnits,
    pays,
    payDivisor,
    scatterPays: s.scatters ? scatterPays(s.reels) : Array<number>(s.reels + 1).fill(0),
    wilds: s.wilds,
    scatters: s.scatters,
    expandingWilds: s.expandingSymbols && s.wilds && mode === 'lines',
    freeSpins: s.scatters ? s.freeSpins : 0,
    triggerCount: 3,
    freeSpinMultiplier: FREE_SPIN_MULTIPLIER[s.volatility],
    jackpots: JACKPOT_TIERS.slice(0, s.jackpotTiers),
    strips,
    volatility: s.volatility,
    minLineBet,
    maxLineBet,
    ignoredFeatures: s.ignored,
  };
}

const cache = new Map<string, SlotsConfig>();

/**
 * Builds the machine and tunes it to the volatility's target RTP: the tuner tries paddings of the
 * first and last reels and keeps the one whose exact RTP is nearest the target.
 */
export function configureSlots(settings: Readonly<Record<string, unknown>>): SlotsConfig {
  const key = JSON.stringify(settings);
  const hit = cache.get(key);
  if (hit) return hit;
  const s = readSettings(settings);
  if (s.expandingSymbols && !(s.wilds && s.lines !== null)) s.ignored.push('expandingSymbols');
  const target = TARGET_RTP[s.volatility];
  let best: SlotsConfig | null = null;
  const consider = (machine: Omit<SlotsConfig, 'rtp' | 'rtpParts'>) => {
    const parts = exactRtp(machine);
    if (!best || Math.abs(parts.total - target) < Math.abs(best.rtp - target)) {
      best = { ...machine, rtp: parts.total, rtpParts: parts };
    }
    return parts.total;
  };
  const close = () => best !== null && Math.abs((best as SlotsConfig).rtp - target) < 0.0025;
  // Ways titles may need smaller way pays when wilds on tall reels make many ways.
  for (const factor of s.ways !== null ? [30, 20, 12, 8] : [30]) {
    for (let boost = 0; boost <= 30; boost += 1) {
      if (consider(build(s, boost, 0, 0, factor)) < target) continue;
      // Padding the reels lowers the RTP steadily: bisect for the last pad still above target,
      // then try the neighbours with the finer last-reel padding.
      let lo = 0;
      let hi = 96;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (consider(build(s, boost, mid, 0, factor)) >= target) lo = mid;
        else hi = mid;
      }
      for (const pad of [lo, lo + 1]) {
        for (let padLast = 1; padLast <= 6; padLast += 1)
          consider(build(s, boost, pad, padLast, factor));
      }
      if (close()) break;
    }
    if (close()) break;
  }
  if (!best) throw new Error('slots: no machine');
  cache.set(key, best);
  return best;
}

export function readLineBet(config: SlotsConfig, bet: unknown): number {
  if (typeof bet !== 'object' || bet === null || Array.isArray(bet)) {
    throw new GameRuleError('bet_invalid');
  }
  const keys = Object.keys(bet);
  if (keys.length !== 1 || keys[0] !== 'lineBet') throw new GameRuleError('bet_invalid');
  const lineBet = (bet as { lineBet: unknown }).lineBet;
  if (typeof lineBet !== 'number' || !Number.isSafeInteger(lineBet) || lineBet <= 0) {
    throw new GameRuleError('stake_invalid');
  }
  if (lineBet < config.minLineBet) {
    throw new GameRuleError('stake_below_min', { min: config.minLineBet * config.betUnits });
  }
  if (lineBet > config.maxLineBet) {
    throw new GameRuleError('stake_above_max', { max: config.maxLineBet * config.betUnits });
  }
  return lineBet;
}

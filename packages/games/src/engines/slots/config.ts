/**
 * A slot title's machine, built from its catalog settings: symbols, paytable, paylines, weighted
 * reel strips and features. Every table here is data the exact RTP computation (`exact.ts`) and
 * the spin evaluation (`evaluate.ts`) read, so the stated RTP is the RTP of what is played.
 */
import { GameRuleError } from '../../engine.ts';
import { exactRtp, type RtpParts } from './exact.ts';

/**
 * Symbol indices. Low pays l1..l4, high pays h1..h4, then the wild, the scatter and the coin of
 * hold-and-win titles (it pays only through the feature, never on a line or way).
 */
export const SYMBOLS = [
  'l1',
  'l2',
  'l3',
  'l4',
  'h1',
  'h2',
  'h3',
  'h4',
  'wild',
  'scatter',
  'coin',
] as const;
export type SymbolId = (typeof SYMBOLS)[number];
export const L1 = 0;
export const WILD = 8;
export const SCATTER = 9;
export const COIN = 10;
/** Symbols that never start or continue a line or way. */
export const isSpecial = (s: number) => s === WILD || s === SCATTER || s === COIN;

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

/**
 * Cascades (tumbling reels): the multiplier of the wins of each step of a spin: the landing
 * window pays x1, the first cascade x2, the second x3, every later one x5.
 */
export const CASCADE_MULTIPLIERS = [1, 2, 3, 5] as const;
/** A spin stops cascading after this many cascades (a safety bound; never reached in practice). */
export const MAX_CASCADES = 100;

export type CoinTier = 'cash' | JackpotTier['name'];

/** A coin's prize: a multiple of the total stake, drawn with chance weight / prizeDraw. */
export interface CoinPrizeDef {
  tier: CoinTier;
  multiplier: number;
  weight: number;
}

/**
 * Hold-and-win: `trigger` or more coins on the paid spin start the feature. Coins stick; every
 * empty cell respins on its own and lands a coin with chance respinHit / respinDraw; a respin
 * that lands a coin resets the respins to `respins`. A full grid also pays `fullTier`.
 */
export interface HoldAndWinConfig {
  cells: number;
  trigger: number;
  respins: number;
  respinHit: number;
  respinDraw: number;
  prizes: CoinPrizeDef[];
  /** Sum of the prize weights. */
  prizeDraw: number;
  fullTier: JackpotTier['name'];
  fullMultiplier: number;
}

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
  /** Jackpots are drawn on every paid spin (false on hold-and-win titles: coins carry them). */
  jackpotDraw: boolean;
  /** Tumbling reels: winning symbols make way for new ones from the strips above. */
  cascades: boolean;
  holdAndWin: HoldAndWinConfig | null;
  /** Largest win of a round as a multiple of the total stake, when the title caps it. */
  maxWin: number | null;
  /** Reel strips: symbol indices, read circularly; a stop shows `rows` consecutive symbols. */
  strips: number[][];
  volatility: Volatility;
  minLineBet: number;
  maxLineBet: number;
  /** Catalog feature flags this engine does not implement (reported in the rules). */
  ignoredFeatures: string[];
  rtp: number;
  rtpParts: RtpParts;
  rtpMethod: 'exact' | 'simulation';
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

/**
 * Hold-and-win coin prizes (multiples of the total stake). Jackpot coins carry the title's tiers
 * below its top one; the top tier is won by filling the grid. Weights are out of their sum.
 */
const COIN_PRIZES: CoinPrizeDef[] = [
  { tier: 'cash', multiplier: 1, weight: 4000 },
  { tier: 'cash', multiplier: 2, weight: 2500 },
  { tier: 'cash', multiplier: 3, weight: 1500 },
  { tier: 'cash', multiplier: 5, weight: 1000 },
  { tier: 'cash', multiplier: 8, weight: 600 },
  { tier: 'mini', multiplier: 10, weight: 320 },
  { tier: 'minor', multiplier: 50, weight: 70 },
  { tier: 'major', multiplier: 500, weight: 10 },
];
/** Coins per reel strip, in stacks of COIN_STACK (so six or more can land together). */
const COIN_STACKS = 1;
const COIN_STACK = 3;
/** An empty cell lands a coin on a respin with chance 1 in 24. */
const RESPIN_HIT = 1;
const RESPIN_DRAW = 24;
const HOLD_TRIGGER = 6;
const HOLD_RESPINS = 3;

function holdAndWinConfig(s: Settings): HoldAndWinConfig {
  const tiers = JACKPOT_TIERS.slice(0, s.jackpotTiers);
  const top = tiers[tiers.length - 1] as JackpotTier;
  const coinTiers = new Set<CoinTier>(['cash', ...tiers.slice(0, -1).map((t) => t.name)]);
  const prizes = COIN_PRIZES.filter((p) => coinTiers.has(p.tier)).map((p) => ({
    ...p,
    multiplier:
      p.tier === 'cash' ? p.multiplier : (tiers.find((t) => t.name === p.tier)?.multiplier ?? 0),
  }));
  return {
    cells: s.reels * s.rows,
    trigger: HOLD_TRIGGER,
    respins: HOLD_RESPINS,
    respinHit: RESPIN_HIT,
    respinDraw: RESPIN_DRAW,
    prizes,
    prizeDraw: prizes.reduce((a, p) => a + p.weight, 0),
    fullTier: top.name,
    fullMultiplier: top.multiplier,
  };
}

/** Stacks of coins spread over a laid strip (deterministic, offset per reel). */
function withCoins(strip: number[], reel: number): number[] {
  const out = strip.slice();
  for (let k = COIN_STACKS - 1; k >= 0; k -= 1) {
    const at = Math.floor(((k + 0.5 + reel * 0.29) * strip.length) / COIN_STACKS) % strip.length;
    out.splice(at, 0, ...Array<number>(COIN_STACK).fill(COIN));
  }
  return out;
}

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
  cascades: boolean;
  holdAndWin: boolean;
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
  const cascades = bool('cascades');
  const holdAndWin = bool('holdAndWin');
  const jackpotTiers = int('jackpotTiers', 0, 4, 0);
  if (cascades && holdAndWin) throw new Error('slots: cascades and holdAndWin do not combine');
  if (holdAndWin && (reels * rows < 9 || jackpotTiers < 2)) {
    throw new Error('slots: holdAndWin needs at least 9 cells and 2 jackpot tiers');
  }
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
    jackpotTiers,
    cascades,
    holdAndWin,
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
function layStrip(counts: number[], stack = 1, reel = 0): number[] {
  const items: { symbol: number; at: number }[] = [];
  counts.forEach((n, symbol) => {
    for (let k = 0; k < n; k += 1) items.push({ symbol, at: (k + ((symbol * 0.37) % 1)) / n });
  });
  items.sort((a, b) => a.at - b.at || a.symbol - b.symbol);
  if (stack > 1) {
    // Cascade titles: a fixed per-reel shuffle (an LCG seeded by the reel), so that reels with
    // the same counts do not read the same sequence upwards and fall in step with each other.
    let seed = 0x2545f491 + reel * 0x9e3779b9;
    const next = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 0x1_0000_0000;
    };
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [
        items[j] as (typeof items)[number],
        items[i] as (typeof items)[number],
      ];
    }
  }
  // Cascade titles stack each paying symbol (wilds and scatters stay single).
  return items.flatMap((i) =>
    isSpecial(i.symbol) ? [i.symbol] : Array<number>(stack).fill(i.symbol),
  );
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

/**
 * Ways titles pay in half coins: a way's pay is in halves of the line bet, and the line bet is a
 * multiple of 2 minor units, so a way win is always whole minor units (tenths would floor to the
 * cent at small stakes and lower the RTP below the stated one). Halves keep the smallest total
 * stake at 2 x 20 = 40 (243/256 ways) or 2 x 25 = 50 (1024 ways) minor units.
 */
export const WAYS_PAY_DIVISOR = 2;

const roundUp = (n: number, step: number) => Math.ceil(n / step) * step;

/** Coins of a ways game: the stake is this many line bets. */
function waysCoins(ways: number): number {
  return ways >= 1024 ? 25 : 20;
}

function build(s: Settings, boost: number, pad: number, padLast: number, waysFactor = 30): Machine {
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
    const laid = layStrip(counts, s.cascades ? CASCADE_STACK : 1, reel);
    strips.push(s.holdAndWin ? withCoins(laid, reel) : laid);
  }
  const mode = s.lines !== null ? 'lines' : 'ways';
  const ways = s.ways ?? 0;
  const pays = buildPays(s);
  let payDivisor = 1;
  if (mode === 'ways') {
    // A way pays a few lines' worth (waysFactor tenths of a line pay) divided by the ways per
    // coin, rounded to half coins (at least a half where the symbol pays): a way is rarer than a
    // line once its symbol must repeat on every reel it crosses.
    payDivisor = WAYS_PAY_DIVISOR;
    const perCoin = ways / waysCoins(ways);
    for (const row of pays) {
      row.forEach(
        (p, i) =>
          (row[i] = Math.max(
            p > 0 ? 1 : 0,
            Math.round((p * waysFactor * payDivisor) / (10 * perCoin)),
          )),
      );
    }
  }
  const betUnits = mode === 'lines' ? (s.lines as number) : waysCoins(ways);
  // Every win is a whole number of minor units at every accepted line bet: a pay is in
  // 1/payDivisor of the line bet, so the line bet must be a multiple of payDivisor (every other
  // factor of a win, the free-spin, cascade, scatter, jackpot and coin multipliers, is an integer).
  const minLineBet = roundUp(Math.max(1, Math.ceil(MIN_STAKE / betUnits)), payDivisor);
  const maxLineBet = Math.floor(MAX_STAKE / betUnits / payDivisor) * payDivisor;
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
    expandingWilds: s.expandingSymbols && s.wilds && mode === 'lines' && !s.cascades,
    freeSpins: s.scatters ? s.freeSpins : 0,
    triggerCount: 3,
    freeSpinMultiplier: FREE_SPIN_MULTIPLIER[s.volatility],
    jackpots: JACKPOT_TIERS.slice(0, s.jackpotTiers),
    jackpotDraw: !s.holdAndWin,
    cascades: s.cascades,
    holdAndWin: s.holdAndWin ? holdAndWinConfig(s) : null,
    maxWin: s.cascades ? CASCADE_MAX_WIN : null,
    strips,
    volatility: s.volatility,
    minLineBet,
    maxLineBet,
    ignoredFeatures: s.ignored,
  };
}

type Machine = Omit<SlotsConfig, 'rtp' | 'rtpParts' | 'rtpMethod'>;

/** Cascade titles lay their paying symbols in stacks of this height. */
const CASCADE_STACK = 2;

/** Largest win of a round of a cascading title, as a multiple of the total stake (a cap). */
const CASCADE_MAX_WIN = 5000;

/**
 * Cascade titles: the tuner brings the exact RTP of the spin *without* cascades to this base; the
 * cascades then add their share. That share cannot be computed exactly (each refill depends on
 * the previous wins), so the stated RTP of each cascading machine is measured by simulation.
 * The share depends on the machine's strips more than on the base (from about 1.35x to 1.9x), so
 * the medium base was chosen by simulating the machines of bases 0.600 to 0.700: 0.661 gives the
 * machine measuring nearest 0.96 (see `CASCADE_RTP`; since ways pay in half coins, 0.9553). Low and high have no cascading title yet:
 * their bases are first guesses, and such a machine will not configure until it is measured.
 */
const CASCADE_BASE_TARGET: Record<Volatility, number> = { low: 0.665, medium: 0.661, high: 0.655 };

/**
 * Stated RTP of each cascading machine, by its fingerprint (`machineFingerprint`): measured by
 * `tune-cascades.ts` (whole rounds through `slotsEngine.start`, a fixed seed, the rounds and the
 * standard error noted). A machine without an entry here refuses to configure, so a change of
 * strips, pays or features cannot keep a stale RTP.
 */
export const CASCADE_RTP: Record<string, { rtp: number; rounds: number; stdError: number }> = {
  // emerald-cascade (5x4, 1024 ways, medium, ways in half coins): 100 million rounds at the
  // largest line bet, `tune-cascades.ts 50000000 7201 2` (shard seeds 7201 and 7202, 50M each):
  // 0.955289, se 0.000683. The nearest to 0.96 of the machines the tuner builds for cascade bases
  // 0.600 to 0.700 (35 machines, screened at 4M-8M rounds each: from 0.88 to 1.26; the next
  // nearest, base 0.634, measures 0.967 over 24M), so the medium base stays 0.661.
  '4559852d': { rtp: 0.95529, rounds: 100_000_000, stdError: 0.00068 },
};

/** FNV-1a of everything that decides what a machine pays. */
export function machineFingerprint(m: Machine): string {
  const text = JSON.stringify([
    m.reels,
    m.rows,
    m.mode,
    m.paylines,
    m.betUnits,
    m.pays,
    m.payDivisor,
    m.scatterPays,
    m.freeSpins,
    m.triggerCount,
    m.freeSpinMultiplier,
    m.cascades ? CASCADE_MULTIPLIERS : null,
    m.cascades ? MAX_CASCADES : null,
    m.maxWin,
    m.strips,
  ]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

const cache = new Map<string, SlotsConfig>();

/**
 * Builds the machine and tunes it to the volatility's target RTP: the tuner tries paddings of the
 * first and last reels and keeps the one whose exact RTP is nearest the target. Offline tuning
 * only: `unstated` accepts a cascading machine that has no simulated RTP yet, `baseTarget`
 * overrides the base its spin without cascades is tuned to.
 */
export function configureSlots(
  settings: Readonly<Record<string, unknown>>,
  options: { unstated?: boolean; baseTarget?: number } = {},
): SlotsConfig {
  const key = JSON.stringify(settings);
  const hit = cache.get(key);
  if (hit) return hit;
  const s = readSettings(settings);
  if (s.expandingSymbols && !(s.wilds && s.lines !== null && !s.cascades)) {
    s.ignored.push('expandingSymbols');
  }
  const target = s.cascades
    ? (options.baseTarget ?? CASCADE_BASE_TARGET[s.volatility])
    : TARGET_RTP[s.volatility];
  let best: SlotsConfig | null = null;
  const consider = (machine: Machine) => {
    const parts = exactRtp(machine);
    if (!best || Math.abs(parts.total - target) < Math.abs(best.rtp - target)) {
      best = { ...machine, rtp: parts.total, rtpParts: parts, rtpMethod: 'exact' };
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
  let machine: SlotsConfig = best;
  if (machine.cascades) {
    const fingerprint = machineFingerprint(machine);
    const stated = CASCADE_RTP[fingerprint];
    if (!stated && !options.unstated) {
      throw new Error(`slots: cascading machine ${fingerprint} has no simulated RTP`);
    }
    const rtp = stated?.rtp ?? Number.NaN;
    machine = {
      ...machine,
      rtp,
      rtpParts: { ...machine.rtpParts, cascades: rtp - machine.rtpParts.total, total: rtp },
      rtpMethod: 'simulation',
    };
  }
  if (!options.unstated) cache.set(key, machine);
  return machine;
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
  // Ways pays are in halves of the line bet: only a multiple of payDivisor pays whole units.
  if (lineBet % config.payDivisor !== 0) throw new GameRuleError('stake_invalid');
  return lineBet;
}

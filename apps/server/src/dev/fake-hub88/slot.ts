/**
 * The one engine behind every title of the fake aggregator: three reels, three rows shown, one
 * pay line (the middle row). Each reel stops independently at a position drawn with
 * node:crypto's `randomInt` (uniform, unbiased). Pays are whole multiples of the stake, so every
 * win is a whole number of the stake's units.
 *
 * Stated RTP: exactly 31,469 / 32,768 = 96.0357666015625 % (the test enumerates all 32,768
 * middle-line outcomes; max win 500x).
 */
import { randomInt } from 'node:crypto';

export const SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'star', 'seven', 'diamond'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

/** How often each symbol is on a strip (32 stops per reel, the three reels alike). */
export const SYMBOL_COUNTS: Readonly<Record<SymbolId, number>> = {
  cherry: 8,
  lemon: 7,
  plum: 6,
  bell: 5,
  star: 3,
  seven: 2,
  diamond: 1,
};

/** Three of a kind on the line, as a multiple of the stake. */
export const THREE_OF_A_KIND: Readonly<Record<SymbolId, number>> = {
  cherry: 10,
  lemon: 10,
  plum: 15,
  bell: 25,
  star: 50,
  seven: 110,
  diamond: 500,
};
/** Exactly two cherries anywhere on the line (the third reel anything else). */
export const TWO_CHERRIES = 3;

/** The stated RTP as a fraction (numerator over 32^3), proven by enumeration in the tests. */
export const RTP_NUMERATOR = 31_469;
export const RTP_DENOMINATOR = 32_768;
export const STATED_RTP_PERCENT = (RTP_NUMERATOR / RTP_DENOMINATOR) * 100;
export const MAX_WIN_MULTIPLIER = 500;

/**
 * The reel strip: the symbols spread so equal ones rarely touch (a fixed interleaving of the
 * counts above; the order does not change the RTP, which depends on the counts only).
 */
function buildStrip(offset: number): SymbolId[] {
  const pool = SYMBOLS.flatMap((s) => Array.from({ length: SYMBOL_COUNTS[s] }, () => s));
  // Deal the pool round-robin by symbol so neighbours differ, then rotate per reel.
  const queues = SYMBOLS.map((s) => pool.filter((p) => p === s));
  const strip: SymbolId[] = [];
  while (strip.length < pool.length) {
    for (const q of queues) {
      const next = q.shift();
      if (next) strip.push(next);
    }
  }
  return [...strip.slice(offset), ...strip.slice(0, offset)];
}

export const REELS: readonly (readonly SymbolId[])[] = [
  buildStrip(0),
  buildStrip(11),
  buildStrip(5),
];

/** The multiple of the stake that a middle line pays. */
export function lineMultiplier(line: readonly [SymbolId, SymbolId, SymbolId]): number {
  const [a, b, c] = line;
  if (a === b && b === c) return THREE_OF_A_KIND[a];
  const cherries = line.filter((s) => s === 'cherry').length;
  return cherries === 2 ? TWO_CHERRIES : 0;
}

export interface SpinOutcome {
  /** Per reel, the three rows shown (top, middle, bottom). */
  reels: [SymbolId, SymbolId, SymbolId][];
  line: [SymbolId, SymbolId, SymbolId];
  multiplier: number;
}

/** The window of a reel stopped at `stop` (the middle row). */
function windowOf(strip: readonly SymbolId[], stop: number): [SymbolId, SymbolId, SymbolId] {
  const at = (i: number) => strip[(i + strip.length) % strip.length]!;
  return [at(stop - 1), at(stop), at(stop + 1)];
}

/** Outcome from given stops (tests) or from the CSPRNG. */
export function spin(stops?: readonly number[]): SpinOutcome {
  const reels = REELS.map((strip, i) => windowOf(strip, stops?.[i] ?? randomInt(strip.length)));
  const line = reels.map((r) => r[1]) as [SymbolId, SymbolId, SymbolId];
  return { reels, line, multiplier: lineMultiplier(line) };
}

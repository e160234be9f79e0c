/**
 * Poker hand evaluation for the casino poker variants: the best five-card hand of five to seven
 * cards, and three-card hands (Three Card Poker ranking). Scores are integers that compare like
 * the hands: category in the high bits, tie-breaking ranks (2..14, ace high) in 4-bit nibbles.
 * Written without allocation per call: the RTP simulations evaluate hundreds of millions of hands.
 */
import type { Card } from '../cards.ts';

export const CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Three-card categories, lowest first (a straight beats a flush with three cards). */
export const CATEGORIES3 = [
  'high-card',
  'pair',
  'flush',
  'straight',
  'three-of-a-kind',
  'straight-flush',
] as const;
export type Category3 = (typeof CATEGORIES3)[number];

/** Rank 2..14 (ace high) of a card code. */
export function pokerRank(c: Card): number {
  const r = c.length === 3 ? 10 + c.charCodeAt(1) - 48 : c.charCodeAt(0) - 48;
  return r === 1 ? 14 : r;
}

/** Suit index 0..3 of a card code. */
export function suitIndex(c: Card): number {
  switch (c.charCodeAt(c.length - 1)) {
    case 83: // S
      return 0;
    case 72: // H
      return 1;
    case 68: // D
      return 2;
    default:
      return 3;
  }
}

const rankCount = new Uint8Array(15);
const suitCount = new Uint8Array(4);
const suitMask = new Uint16Array(4);

/** Highest straight in a rank bit mask (bit r for rank r, ace also as 1), 0 if none. */
function straightTop(mask: number): number {
  const m = mask & (1 << 14) ? mask | 2 : mask;
  for (let top = 14; top >= 5; top -= 1) {
    if (((m >> (top - 4)) & 31) === 31) return top;
  }
  return 0;
}

function score(category: number, a = 0, b = 0, c = 0, d = 0, e = 0): number {
  return category * 0x100000 + ((a << 16) | (b << 12) | (c << 8) | (d << 4) | e);
}

/** The top `n` set ranks of a mask, as nibbles (highest first), skipping `skip` ranks. */
function topRanks(mask: number, n: number, skipA = 0, skipB = 0): number[] {
  const out: number[] = [];
  for (let r = 14; r >= 2 && out.length < n; r -= 1) {
    if (mask & (1 << r) && r !== skipA && r !== skipB) out.push(r);
  }
  while (out.length < n) out.push(0);
  return out;
}

/** Score of the best five-card hand among 5 to 7 cards. */
export function bestHand(cards: readonly Card[]): number {
  rankCount.fill(0);
  suitCount.fill(0);
  suitMask.fill(0);
  let mask = 0;
  for (const c of cards) {
    const r = pokerRank(c);
    const s = suitIndex(c);
    rankCount[r] = (rankCount[r] as number) + 1;
    suitCount[s] = (suitCount[s] as number) + 1;
    suitMask[s] = (suitMask[s] as number) | (1 << r);
    mask |= 1 << r;
  }
  let flushMask = 0;
  for (let s = 0; s < 4; s += 1)
    if ((suitCount[s] as number) >= 5) flushMask = suitMask[s] as number;
  if (flushMask) {
    const top = straightTop(flushMask);
    if (top === 14) return score(9, 14);
    if (top) return score(8, top);
  }
  let quad = 0;
  let trip1 = 0;
  let trip2 = 0;
  let pair1 = 0;
  let pair2 = 0;
  for (let r = 14; r >= 2; r -= 1) {
    const n = rankCount[r] as number;
    if (n === 4) quad = r;
    else if (n === 3) {
      if (!trip1) trip1 = r;
      else if (!trip2) trip2 = r;
    } else if (n === 2) {
      if (!pair1) pair1 = r;
      else if (!pair2) pair2 = r;
    }
  }
  if (quad) return score(7, quad, topRanks(mask, 1, quad)[0]);
  if (trip1 && (trip2 || pair1)) return score(6, trip1, Math.max(trip2, pair1));
  if (flushMask) {
    const [a, b, c, d, e] = topRanks(flushMask, 5);
    return score(5, a, b, c, d, e);
  }
  const straight = straightTop(mask);
  if (straight) return score(4, straight);
  if (trip1) {
    const [a, b] = topRanks(mask, 2, trip1);
    return score(3, trip1, a, b);
  }
  if (pair1 && pair2) return score(2, pair1, pair2, topRanks(mask, 1, pair1, pair2)[0]);
  if (pair1) {
    const [a, b, c] = topRanks(mask, 3, pair1);
    return score(1, pair1, a, b, c);
  }
  const [a, b, c, d, e] = topRanks(mask, 5);
  return score(0, a, b, c, d, e);
}

export function categoryOf(handScore: number): Category {
  return CATEGORIES[Math.floor(handScore / 0x100000)] as Category;
}

/** The first tie-break rank of a score (the pair's rank for a pair, the top card for high card). */
export function leadRank(handScore: number): number {
  return (handScore >> 16) & 15;
}

/** Score of a three-card hand, Three Card Poker ranking (A-2-3 is the lowest straight). */
export function threeCardHand(cards: readonly Card[]): number {
  const [x, y, z] = cards as [Card, Card, Card];
  let a = pokerRank(x);
  let b = pokerRank(y);
  let c = pokerRank(z);
  // Sort descending: three compare-swaps.
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  const flush = suitIndex(x) === suitIndex(y) && suitIndex(y) === suitIndex(z);
  let straight = 0;
  if (a - b === 1 && b - c === 1) straight = a;
  else if (a === 14 && b === 3 && c === 2) straight = 3;
  if (straight && flush) return score(5, straight);
  if (a === c) return score(4, a);
  if (straight) return score(3, straight);
  if (flush) return score(2, a, b, c);
  if (a === b) return score(1, a, c);
  if (b === c) return score(1, b, a);
  return score(0, a, b, c);
}

export function category3Of(handScore: number): Category3 {
  return CATEGORIES3[Math.floor(handScore / 0x100000)] as Category3;
}

/**
 * The betting layout's geometry: every position a chip can take and where it sits. Numbers are
 * laid out horizontally on wide screens (12 columns of streets) and vertically on phones (12
 * rows); each spot carries its place in both so CSS alone switches the orientation.
 */
import type { RouletteBetType } from '@croupier/games/engines/roulette/index';

export interface Spot {
  key: string;
  type: RouletteBetType;
  numbers: number[];
  /** Where a spot that sits on a number cell's edge or corner goes (CSS class suffix). */
  edge?: 'next' | 'along' | 'corner' | 'street' | 'sixline' | 'zsplit' | 'trio' | 'first4';
}

export const spotKey = (type: RouletteBetType, numbers: readonly number[]): string =>
  `${type}:${numbers.join(',')}`;

const spot = (type: RouletteBetType, numbers: number[], edge?: Spot['edge']): Spot => {
  const sorted = numbers.slice().sort((a, b) => a - b);
  return { key: spotKey(type, sorted), type, numbers: sorted, ...(edge ? { edge } : {}) };
};

/** The edge and corner spots drawn on number cell `n` (the line bets it owns). */
export function cellSpots(n: number): Spot[] {
  const out: Spot[] = [];
  if (n % 3 !== 0) out.push(spot('split', [n, n + 1], 'next'));
  if (n <= 33) out.push(spot('split', [n, n + 3], 'along'));
  if (n % 3 !== 0 && n <= 32) out.push(spot('corner', [n, n + 1, n + 3, n + 4], 'corner'));
  if (n % 3 === 1) out.push(spot('street', [n, n + 1, n + 2], 'street'));
  if (n % 3 === 1 && n <= 31)
    out.push(spot('sixline', [n, n + 1, n + 2, n + 3, n + 4, n + 5], 'sixline'));
  if (n <= 3) out.push(spot('split', [0, n], 'zsplit'));
  if (n <= 2) out.push(spot('street', [0, n, n + 1], 'trio'));
  if (n === 1) out.push(spot('corner', [0, 1, 2, 3], 'first4'));
  return out;
}

export const straight = (n: number): Spot => spot('straight', [n]);

/** Grid places of number `n`: horizontal (h) and vertical (v) column/row, 1-based. */
export function cellPlace(n: number): { hc: number; hr: number; vc: number; vr: number } {
  const street = Math.floor((n - 1) / 3);
  const inStreet = (n - 1) % 3;
  return { hc: 2 + street, hr: 3 - inStreet, vc: 3 + inStreet, vr: 2 + street };
}

export interface OutsideSpot extends Spot {
  label: string;
  hc: string;
  hr: string;
  vc: string;
  vr: string;
}

/** Dozens, columns and even-money boxes with their grid areas in both orientations. */
export function outsideSpots(): OutsideSpot[] {
  const out: OutsideSpot[] = [];
  for (let d = 1; d <= 3; d += 1) {
    out.push({
      ...spot('dozen', [d]),
      label: `${12 * (d - 1) + 1}–${12 * d}`,
      hc: `${2 + 4 * (d - 1)} / span 4`,
      hr: '4',
      vc: '2',
      vr: `${2 + 4 * (d - 1)} / span 4`,
    });
  }
  for (let c = 1; c <= 3; c += 1) {
    out.push({
      ...spot('column', [c]),
      label: '2:1',
      hc: '14',
      hr: String(4 - c),
      vc: String(2 + c),
      vr: '14',
    });
  }
  const even: [RouletteBetType, string][] = [
    ['low', '1–18'],
    ['even', ''],
    ['red', ''],
    ['black', ''],
    ['odd', ''],
    ['high', '19–36'],
  ];
  even.forEach(([type, label], i) => {
    out.push({
      ...spot(type, []),
      label,
      hc: `${2 + 2 * i} / span 2`,
      hr: '5',
      vc: '1',
      vr: `${2 + 2 * i} / span 2`,
    });
  });
  return out;
}

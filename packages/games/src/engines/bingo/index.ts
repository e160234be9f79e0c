/**
 * Single-player bingo: the player buys 1 to `maxTickets` tickets, the server draws a fixed number of
 * balls, and each ticket is paid for the best pattern it completed within those balls.
 *
 * - 90-ball: tickets of 3 rows x 9 columns with 5 numbers a row, cut from a strip of 6 that holds
 *   every number 1-90 once (UK style). Prizes: line, two lines, full house; 45 balls are drawn.
 * - 75-ball: 5 x 5 cards (B 1-15, I 16-30, N 31-45 with a free centre, G 46-60, O 61-75).
 *   Prizes: any line (row, column, diagonal), four corners, X, frame, blackout; 30 balls are drawn.
 *
 * Only a ticket's highest prize is paid. A ticket's chance of each pattern depends only on which of
 * its cells are marked, and the marked set is a uniformly random subset given its size, so the
 * return is exactly computable by enumerating the 2^15 / 2^24 subsets of a ticket's cells (the
 * test does that with the engine's own `bestPattern`). All tickets of a round return the same on
 * average, so the RTP does not depend on how many tickets are bought.
 */
import type { Engine, EngineInfo, Minor, Rng, Step } from '../../engine.ts';
import { GameRuleError } from '../../engine.ts';
import { shuffled } from '../../rng.ts';

export type Kind = 90 | 75;

export interface Pattern {
  id: string;
  /** Prize as a multiple of the ticket price. */
  pays: number;
  /** Sets of cell indexes (bit masks over the ticket's cells); any one completed wins. */
  masks: readonly number[];
}

export interface Rules {
  kind: Kind;
  /** Numbered cells on a ticket (15, or 24 around the free centre). */
  cells: number;
  balls: number;
  /** Balls drawn each round. */
  draw: number;
  /** Highest prize first. */
  patterns: readonly Pattern[];
  /** Exact return (`bingo.test.ts` proves it by enumeration). */
  rtp: number;
}

const ROW_90 = 0b11111;
const rows90 = [0, 1, 2].map((r) => ROW_90 << (5 * r));

/** 75-ball cell index (row-major, centre skipped) of row r, column c; -1 for the free centre. */
export function cell75(r: number, c: number): number {
  const i = r * 5 + c;
  if (i === 12) return -1;
  return i > 12 ? i - 1 : i;
}

function mask75(cells: readonly (readonly [number, number])[]): number {
  let m = 0;
  for (const [r, c] of cells) {
    const i = cell75(r, c);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

const span = [0, 1, 2, 3, 4];
const lines75 = [
  ...span.map((r) => mask75(span.map((c) => [r, c] as const))),
  ...span.map((c) => mask75(span.map((r) => [r, c] as const))),
  mask75(span.map((i) => [i, i] as const)),
  mask75(span.map((i) => [i, 4 - i] as const)),
];

export const RULES: Readonly<Record<Kind, Rules>> = {
  90: {
    kind: 90,
    cells: 15,
    balls: 90,
    draw: 45,
    patterns: [
      { id: 'full-house', pays: 10_000, masks: [0x7fff] },
      {
        id: 'two-lines',
        pays: 100,
        masks: [
          (rows90[0] as number) | (rows90[1] as number),
          (rows90[0] as number) | (rows90[2] as number),
          (rows90[1] as number) | (rows90[2] as number),
        ],
      },
      { id: 'line', pays: 9, masks: rows90 },
    ],
    rtp: 0.9610158840907,
  },
  75: {
    kind: 75,
    cells: 24,
    balls: 75,
    draw: 30,
    patterns: [
      { id: 'blackout', pays: 100_000, masks: [0xffffff] },
      {
        id: 'frame',
        pays: 5_000,
        masks: [
          mask75(
            span.flatMap((i) => [
              [0, i] as const,
              [4, i] as const,
              [i, 0] as const,
              [i, 4] as const,
            ]),
          ),
        ],
      },
      { id: 'x', pays: 250, masks: [(lines75[10] as number) | (lines75[11] as number)] },
      {
        id: 'corners',
        pays: 9,
        masks: [
          mask75([
            [0, 0],
            [0, 4],
            [4, 0],
            [4, 4],
          ]),
        ],
      },
      { id: 'line', pays: 5, masks: lines75 },
    ],
    rtp: 0.9584584554629,
  },
};

/** The best pattern a ticket with these marked cells wins (null: none). */
export function bestPattern(rules: Rules, marked: number): Pattern | null {
  for (const p of rules.patterns) {
    for (const m of p.masks) if ((marked & m) === m) return p;
  }
  return null;
}

export interface BingoConfig {
  rules: Rules;
  ticketPrice: Minor;
  maxTickets: number;
  /** Presentation: the frame calls the whole draw in about this many seconds. */
  callSeconds: number;
}

export interface BingoBet {
  tickets: number;
}

export interface TicketResult {
  /** 90-ball: 3 rows x 9 columns; 75-ball: 5 x 5. 0 is a blank (or the free centre). */
  grid: number[][];
  pattern: string | null;
  /** How many balls had been drawn when the paid pattern was completed. */
  completedAt: number | null;
  win: Minor;
}

export interface BingoView {
  kind: Kind;
  ticketPrice: Minor;
  /** The balls drawn, in order. */
  drawn: number[];
  tickets: TicketResult[];
}

/** The numbers of a ticket in cell-index order (row-major, blanks and the centre skipped). */
export function ticketNumbers(grid: readonly (readonly number[])[]): number[] {
  return grid.flat().filter((n) => n > 0);
}

/** A 75-ball card: five numbers of each column's fifteen (four in N, around the free centre). */
export function card75(rng: Rng): number[][] {
  const columns = span.map((c) =>
    shuffled(
      Array.from({ length: 15 }, (_, i) => c * 15 + i + 1),
      rng,
    ).slice(0, 5),
  );
  return span.map((r) =>
    span.map((c) => (r === 2 && c === 2 ? 0 : ((columns[c] as number[])[r] as number))),
  );
}

const COLUMNS_90 = Array.from({ length: 9 }, (_, c) => {
  const from = c === 0 ? 1 : c * 10;
  const to = c === 8 ? 90 : c * 10 + 9;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
});

/** Picks uniformly among the candidates with the largest score. */
function pickBest(candidates: number[], score: (i: number) => number, rng: Rng): number | null {
  let best: number[] = [];
  let top = -Infinity;
  for (const i of candidates) {
    const s = score(i);
    if (s > top) {
      top = s;
      best = [i];
    } else if (s === top) best.push(i);
  }
  return best.length === 0 ? null : (best[rng.int(best.length)] as number);
}

/** How many numbers of each column each of the 6 tickets gets: 1-3 each, 15 a ticket. */
function stripCounts(rng: Rng): number[][] | null {
  const counts = Array.from({ length: 6 }, () => Array.from({ length: 9 }, () => 1));
  const spare = Array.from({ length: 6 }, () => 6);
  for (const c of shuffled([0, 1, 2, 3, 4, 5, 6, 7, 8], rng)) {
    const extra = (COLUMNS_90[c] as number[]).length - 6;
    for (let e = 0; e < extra; e += 1) {
      const open = [0, 1, 2, 3, 4, 5].filter(
        (t) => (spare[t] as number) > 0 && ((counts[t] as number[])[c] as number) < 3,
      );
      // Filling the emptiest ticket first keeps every ticket able to reach 15.
      const t = pickBest(open, (i) => spare[i] as number, rng);
      if (t === null) return null;
      (counts[t] as number[])[c] = ((counts[t] as number[])[c] as number) + 1;
      spare[t] = (spare[t] as number) - 1;
    }
  }
  return spare.every((s) => s === 0) ? counts : null;
}

/** Which rows of a ticket hold a number in each column: 5 a row. */
function ticketLayout(counts: readonly number[], rng: Rng): boolean[][] | null {
  const layout = [0, 1, 2].map(() => Array.from({ length: 9 }, () => false));
  const room = [5, 5, 5];
  const order = [0, 1, 2, 3, 4, 5, 6, 7, 8].sort(
    (a, b) => (counts[b] as number) - (counts[a] as number),
  );
  for (const c of order) {
    const rows = [0, 1, 2];
    for (let k = 0; k < (counts[c] as number); k += 1) {
      const r = pickBest(
        rows.filter((x) => (room[x] as number) > 0 && !(layout[x] as boolean[])[c]),
        (x) => room[x] as number,
        rng,
      );
      if (r === null) return null;
      (layout[r] as boolean[])[c] = true;
      room[r] = (room[r] as number) - 1;
    }
  }
  return room.every((x) => x === 0) ? layout : null;
}

/** A 90-ball strip: 6 tickets holding each of 1-90 exactly once. */
export function strip90(rng: Rng): number[][][] {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const counts = stripCounts(rng);
    if (!counts) continue;
    const layouts = counts.map((c) => ticketLayout(c, rng));
    if (layouts.some((l) => l === null)) continue;
    const pools = COLUMNS_90.map((col) => shuffled(col, rng));
    return layouts.map((layout, t) => {
      const grid = [0, 1, 2].map(() => Array.from({ length: 9 }, () => 0));
      for (let c = 0; c < 9; c += 1) {
        const n = (counts[t] as number[])[c] as number;
        const mine = (pools[c] as number[]).splice(0, n).sort((a, b) => a - b);
        let next = 0;
        for (let r = 0; r < 3; r += 1) {
          if ((layout as boolean[][])[r]?.[c]) (grid[r] as number[])[c] = mine[next++] as number;
        }
      }
      return grid;
    });
  }
  throw new Error('bingo: could not build a strip');
}

/** Pays one ticket against the drawn balls (in order). */
export function judgeTicket(
  rules: Rules,
  grid: number[][],
  drawn: readonly number[],
  price: Minor,
): TicketResult {
  const order = new Map<number, number>();
  drawn.forEach((ball, i) => order.set(ball, i + 1));
  const numbers = ticketNumbers(grid);
  let marked = 0;
  numbers.forEach((n, i) => {
    if (order.has(n)) marked |= 1 << i;
  });
  const pattern = bestPattern(rules, marked);
  if (!pattern) return { grid, pattern: null, completedAt: null, win: 0 };
  // The ball that completed the paid pattern: the earliest-finished of its winning masks.
  let completedAt = Number.MAX_SAFE_INTEGER;
  for (const m of pattern.masks) {
    if ((marked & m) !== m) continue;
    let last = 0;
    numbers.forEach((n, i) => {
      if (m & (1 << i)) last = Math.max(last, order.get(n) as number);
    });
    completedAt = Math.min(completedAt, last);
  }
  return { grid, pattern: pattern.id, completedAt, win: price * pattern.pays };
}

export const bingoEngine: Engine<BingoConfig, BingoBet, BingoView, BingoView> = {
  id: 'bingo',

  configure(settings) {
    const balls = settings.balls;
    if (balls !== 90 && balls !== 75) throw new Error('bingo: balls must be 90 or 75');
    const price = settings.ticketPrice;
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      throw new Error('bingo: bad ticketPrice');
    }
    const perStrip = settings.ticketsPerStrip ?? 6;
    if (balls === 90 && perStrip !== 6) throw new Error('bingo: a 90-ball strip holds 6 tickets');
    const cardSize = settings.cardSize ?? 5;
    if (balls === 75 && cardSize !== 5) throw new Error('bingo: 75-ball cards are 5 x 5');
    // The prize table is fixed per ball count (its RTP is proven exactly); a title may list it but
    // not change it.
    const ids = RULES[balls].patterns.map((p) => p.id);
    const prizes = settings.prizes;
    if (prizes !== undefined) {
      const listed = typeof prizes === 'string' ? prizes.split(',').map((x) => x.trim()) : [];
      if (listed.length !== ids.length || !ids.every((id) => listed.includes(id))) {
        throw new Error(`bingo: prizes must be ${ids.join(',')}`);
      }
    }
    if (settings.patterns !== undefined && settings.patterns !== (balls === 75)) {
      throw new Error('bingo: pattern prizes are those of 75-ball bingo');
    }
    const callSeconds = settings.callSeconds ?? 8;
    if (typeof callSeconds !== 'number' || !(callSeconds > 0 && callSeconds <= 60)) {
      throw new Error('bingo: bad callSeconds');
    }
    return {
      rules: RULES[balls],
      ticketPrice: Math.round(price * 100),
      // A full strip of 6 in 90-ball; up to 4 cards in 75-ball.
      maxTickets: balls === 90 ? 6 : 4,
      callSeconds,
    };
  },

  info(config): EngineInfo {
    const { rules } = config;
    return {
      rtp: rules.rtp,
      rtpMethod: 'exact',
      minStake: config.ticketPrice,
      maxStake: config.ticketPrice * config.maxTickets,
      maxMultiplier: (rules.patterns[0] as Pattern).pays,
      details: {
        kind: rules.kind,
        balls: rules.balls,
        draw: rules.draw,
        ticketPrice: config.ticketPrice,
        maxTickets: config.maxTickets,
        callSeconds: config.callSeconds,
        patterns: rules.patterns.map((p) => ({ id: p.id, pays: p.pays })),
      },
    };
  },

  placeBet(config, raw) {
    if (
      typeof raw !== 'object' ||
      raw === null ||
      Array.isArray(raw) ||
      Object.keys(raw).length !== 1 ||
      !('tickets' in raw)
    ) {
      throw new GameRuleError('bet_invalid');
    }
    const tickets = (raw as { tickets: unknown }).tickets;
    if (
      typeof tickets !== 'number' ||
      !Number.isInteger(tickets) ||
      tickets < 1 ||
      tickets > config.maxTickets
    ) {
      throw new GameRuleError('bet_invalid');
    }
    return { bet: { tickets }, stake: tickets * config.ticketPrice };
  },

  start(config, bet, rng: Rng): Step<BingoView, BingoView> {
    const { rules } = config;
    const grids =
      rules.kind === 90
        ? strip90(rng).slice(0, bet.tickets)
        : Array.from({ length: bet.tickets }, () => card75(rng));
    const balls = Array.from({ length: rules.balls }, (_, i) => i + 1);
    const drawn = shuffled(balls, rng).slice(0, rules.draw);
    const tickets = grids.map((g) => judgeTicket(rules, g, drawn, config.ticketPrice));
    const view: BingoView = { kind: rules.kind, ticketPrice: config.ticketPrice, drawn, tickets };
    return { state: view, view, done: true, win: tickets.reduce((s, t) => s + t.win, 0) };
  },
};

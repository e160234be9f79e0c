/**
 * Mines: a grid of tiles hides a chosen number of mines. Each safe tile revealed raises the
 * multiplier; a mine ends the round with nothing, and the player may cash out at any time.
 *
 * After k safe tiles the multiplier is (1 - edge) / P(k safe tiles in a row), with
 * P = C(n - m, k) / C(n, k) for n tiles and m mines, so every way of playing (stopping after any
 * number of tiles, whichever tiles) returns exactly 1 - edge before the win is floored to the
 * minor unit. The mines are placed in `start`; the tiles the player picks need no randomness.
 *
 * The win is capped without touching that proof: a title states a maximum multiplier (setting
 * `maxMultiplier`, 10 000 by default), and with m mines the player may reveal at most K(m) tiles,
 * K(m) being the largest k whose multiplier is <= the cap (at most the n - m safe tiles).
 * Revealing the K-th safe tile cashes out by itself, so every way of playing still stops at some
 * k <= K(m) and returns exactly 1 - edge; no multiplier is ever cut down.
 */
import {
  GameRuleError,
  mulDiv,
  readStake,
  type Engine,
  type Minor,
  type Rng,
} from '../../engine.ts';
import { shuffled } from '../../rng.ts';

export interface MinesConfig {
  gridSize: number;
  minMines: number;
  maxMines: number;
  edgeBp: number;
  minStake: Minor;
  maxStake: Minor;
  /** The title's stated maximum multiplier (an integer). */
  cap: number;
  /** K(m): the most safe tiles a round with m mines may reveal (index = mine count). */
  maxTiles: Record<number, number>;
}

export interface MinesBet {
  stake: Minor;
  mines: number;
}

export type MinesStatus = 'playing' | 'cashed' | 'busted';

export interface MinesState {
  stake: Minor;
  mines: number;
  /** Secret until the round is over. */
  minePositions: number[];
  /** Safe tiles revealed, in order. */
  revealed: number[];
  status: MinesStatus;
  /** The mine that ended the round. */
  hit: number | null;
}

export interface MinesView {
  gridSize: number;
  mines: number;
  revealed: number[];
  status: MinesStatus;
  /** Current multiplier (of the revealed tiles) and the next one, as decimals for display. */
  multiplier: number;
  /** Null when the next safe tile cannot be revealed (the round is at its tile limit). */
  nextMultiplier: number | null;
  /** The most safe tiles this round may reveal: reaching it cashes out by itself. */
  maxTiles: number;
  /** The multiplier at `maxTiles` (the most this round can pay, <= the title's cap). */
  maxMultiplier: number;
  /** Only when the round is over. */
  minePositions?: number[];
  hit?: number | null;
}

/** Binomial coefficient, exact for the grid sizes used (C(25, 12) = 5 200 300). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The multiplier after `k` safe tiles with `mines` mines, as the fraction num / den. */
export function multiplierRatio(
  config: Pick<MinesConfig, 'gridSize' | 'edgeBp'>,
  mines: number,
  k: number,
): { num: number; den: number } {
  return {
    num: (10_000 - config.edgeBp) * choose(config.gridSize, k),
    den: 10_000 * choose(config.gridSize - mines, k),
  };
}

const ratioValue = (r: { num: number; den: number }) => r.num / r.den;

/** The multiplier num / den is at most `cap`, compared exactly (BigInt: cap x den may pass 2^53). */
const withinCap = (r: { num: number; den: number }, cap: number) =>
  BigInt(r.num) <= BigInt(cap) * BigInt(r.den);

/** K(m): the largest number of safe tiles whose multiplier stays within the cap (0 if none). */
export function maxTilesFor(
  config: Pick<MinesConfig, 'gridSize' | 'edgeBp' | 'cap'>,
  mines: number,
): number {
  let k = 0;
  // The multiplier rises with every tile, so the first one over the cap ends the count.
  while (
    k < config.gridSize - mines &&
    withinCap(multiplierRatio(config, mines, k + 1), config.cap)
  ) {
    k += 1;
  }
  return k;
}

/** K for a round's mine count (a count outside the title's range, after a settings change: all safe tiles). */
const limitOf = (config: MinesConfig, mines: number) =>
  config.maxTiles[mines] ?? config.gridSize - mines;

function viewOf(config: MinesConfig, state: MinesState): MinesView {
  const k = state.revealed.length;
  const limit = limitOf(config, state.mines);
  const base: MinesView = {
    gridSize: config.gridSize,
    mines: state.mines,
    revealed: state.revealed,
    status: state.status,
    multiplier: ratioValue(multiplierRatio(config, state.mines, k)),
    nextMultiplier: k < limit ? ratioValue(multiplierRatio(config, state.mines, k + 1)) : null,
    maxTiles: limit,
    maxMultiplier: ratioValue(multiplierRatio(config, state.mines, limit)),
  };
  if (state.status === 'playing') return base;
  return { ...base, minePositions: state.minePositions, hit: state.hit };
}

function cashOut(config: MinesConfig, state: MinesState) {
  const next: MinesState = { ...state, status: 'cashed' };
  const r = multiplierRatio(config, state.mines, state.revealed.length);
  return {
    state: next,
    view: viewOf(config, next),
    done: true,
    win: mulDiv(state.stake, r.num, r.den),
  };
}

const intSetting = (value: unknown, name: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`mines: bad ${name}`);
  return value;
};

export const minesEngine: Engine<MinesConfig, MinesBet, MinesState, MinesView> = {
  id: 'mines',

  configure(settings) {
    const gridSize = intSetting(settings.gridSize ?? 25, 'gridSize');
    if (![9, 16, 25, 36].includes(gridSize))
      throw new Error('mines: the grid must be square (9, 16, 25, 36)');
    const minMines = intSetting(settings.minMines ?? 1, 'minMines');
    const maxMines = intSetting(settings.maxMines ?? gridSize - 1, 'maxMines');
    if (minMines < 1 || maxMines > gridSize - 1 || minMines > maxMines)
      throw new Error('mines: bad mine range');
    const edge = settings.houseEdge ?? 0.01;
    if (typeof edge !== 'number' || !(edge > 0) || edge >= 0.2)
      throw new Error('mines: bad houseEdge');
    const minStake = settings.minBet === undefined ? 10 : Math.round(Number(settings.minBet) * 100);
    const maxStake =
      settings.maxBet === undefined ? 10_000 : Math.round(Number(settings.maxBet) * 100);
    if (!(minStake > 0 && maxStake >= minStake)) throw new Error('mines: bad stake limits');
    const cap = intSetting(settings.maxMultiplier ?? 10_000, 'maxMultiplier');
    const edgeBp = Math.round(edge * 10_000);
    const maxTiles: Record<number, number> = {};
    for (let m = minMines; m <= maxMines; m += 1) {
      maxTiles[m] = maxTilesFor({ gridSize, edgeBp, cap }, m);
      // Every allowed mine count must leave at least one tile to play for.
      if (maxTiles[m] === 0) throw new Error(`mines: maxMultiplier ${cap} allows no tile`);
    }
    return { gridSize, minMines, maxMines, edgeBp, minStake, maxStake, cap, maxTiles };
  },

  info(config) {
    const multipliers: Record<number, number[]> = {};
    let top = 0;
    let maxWin = 0;
    for (let m = config.minMines; m <= config.maxMines; m += 1) {
      const row: number[] = [];
      const limit = limitOf(config, m);
      for (let k = 1; k <= limit; k += 1) {
        const x = ratioValue(multiplierRatio(config, m, k));
        row.push(x);
        top = Math.max(top, x);
      }
      multipliers[m] = row;
      const r = multiplierRatio(config, m, limit);
      maxWin = Math.max(maxWin, mulDiv(config.maxStake, r.num, r.den));
    }
    return {
      rtp: 1 - config.edgeBp / 10_000,
      rtpMethod: 'exact',
      minStake: config.minStake,
      maxStake: config.maxStake,
      maxMultiplier: top,
      details: {
        gridSize: config.gridSize,
        minMines: config.minMines,
        maxMines: config.maxMines,
        houseEdge: config.edgeBp / 10_000,
        /** The stated cap; `multipliers[m]` lists the reachable ones (1 to maxTiles[m] tiles). */
        maxMultiplier: config.cap,
        maxTiles: config.maxTiles,
        /** The largest win of a round in minor units: the top stake at the top reachable multiplier. */
        maxWin,
        multipliers,
      },
    };
  },

  placeBet(config, raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new GameRuleError('bet_invalid');
    const entry = raw as Record<string, unknown>;
    if (Object.keys(entry).some((k) => k !== 'stake' && k !== 'mines'))
      throw new GameRuleError('bet_invalid');
    const stake = readStake(entry.stake, config.minStake, config.maxStake);
    const mines = entry.mines;
    if (
      typeof mines !== 'number' ||
      !Number.isInteger(mines) ||
      mines < config.minMines ||
      mines > config.maxMines
    ) {
      throw new GameRuleError('bet_invalid');
    }
    return { bet: { stake, mines }, stake };
  },

  start(config, bet, rng: Rng) {
    const tiles = Array.from({ length: config.gridSize }, (_, i) => i);
    const minePositions = shuffled(tiles, rng)
      .slice(0, bet.mines)
      .sort((a, b) => a - b);
    const state: MinesState = {
      stake: bet.stake,
      mines: bet.mines,
      minePositions,
      revealed: [],
      status: 'playing',
      hit: null,
    };
    return { state, view: viewOf(config, state), done: false, win: 0 };
  },

  act(config, state, raw) {
    if (state.status !== 'playing' || typeof raw !== 'object' || raw === null) {
      throw new GameRuleError('action_invalid');
    }
    const action = raw as Record<string, unknown>;
    if (action.type === 'cashout' && Object.keys(action).length === 1) {
      // Cashing out before the first tile would only hand back less than the stake.
      if (state.revealed.length === 0) throw new GameRuleError('action_invalid');
      return { ...cashOut(config, state), cost: 0 };
    }
    if (action.type !== 'reveal' || Object.keys(action).some((k) => k !== 'type' && k !== 'tile')) {
      throw new GameRuleError('action_invalid');
    }
    const tile = action.tile;
    if (
      typeof tile !== 'number' ||
      !Number.isInteger(tile) ||
      tile < 0 ||
      tile >= config.gridSize ||
      state.revealed.includes(tile)
    ) {
      throw new GameRuleError('action_invalid');
    }
    // A round at its tile limit has already been cashed out; this guards a limit lowered since.
    if (state.revealed.length >= limitOf(config, state.mines)) {
      throw new GameRuleError('action_invalid');
    }
    if (state.minePositions.includes(tile)) {
      const next: MinesState = { ...state, status: 'busted', hit: tile };
      return { state: next, view: viewOf(config, next), done: true, win: 0, cost: 0 };
    }
    const next: MinesState = { ...state, revealed: [...state.revealed, tile] };
    // The tile limit (the cap, or every safe tile found) cashes out by itself.
    if (next.revealed.length >= limitOf(config, state.mines))
      return { ...cashOut(config, next), cost: 0 };
    return { state: next, view: viewOf(config, next), done: false, win: 0, cost: 0 };
  },

  settle(config, state) {
    // An abandoned round is cashed out at its current multiplier (1 - edge before any tile).
    return cashOut(config, state);
  },
};

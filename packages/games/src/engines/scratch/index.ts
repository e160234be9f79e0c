/**
 * Scratch cards: a grid of prize amounts under a foil; `matchToWin` equal amounts win that amount.
 *
 * The outcome is decided at purchase (`start`): one draw from the prize table picks the prize
 * tier (or no prize), then the card is laid out to show exactly that: the prize amount
 * `matchToWin` times and every other amount fewer times. The round stays open while the player
 * scratches; each `reveal` shows a cell, and the card pays when every cell is revealed (`revealAll`
 * or the last cell). An abandoned card is revealed and paid in full by `settle`.
 *
 * The RTP is exact: the sum over the prize tiers of chance x multiplier.
 */
import {
  GameRuleError,
  readStake,
  type ActionStep,
  type Engine,
  type EngineInfo,
  type Minor,
  type Rng,
  type Step,
} from '../../engine.ts';
import { shuffled } from '../../rng.ts';

/** Chances are weights out of this many tickets. */
export const TICKETS = 10_000_000;
/** The card's advertised return: prize weights are fitted to it exactly. */
export const TARGET_RTP = 0.95;

export interface PrizeTier {
  /** Multiple of the ticket stake. */
  multiplier: number;
  /** Winning tickets out of TICKETS. */
  weight: number;
}

export interface ScratchConfig {
  gridSize: number;
  matchToWin: number;
  /** Stake of one ticket: the catalog's ticket price is the smallest. */
  minStake: Minor;
  maxStake: Minor;
  /** Prize tiers, smallest multiplier first. */
  prizes: PrizeTier[];
  rtp: number;
}

export interface ScratchBet {
  stake: Minor;
}

export interface ScratchState {
  stake: Minor;
  /** Prize tier index of each cell. */
  grid: number[];
  revealed: boolean[];
  /** The winning tier, or -1. */
  tier: number;
}

export interface ScratchView {
  stake: Minor;
  /** Prize amount of each revealed cell (minor units), null under the foil. */
  cells: (Minor | null)[];
  revealed: boolean[];
  done: boolean;
  /** Once done: the cells that make the win. */
  winningCells: number[];
  win: Minor;
}

export interface ScratchDetails {
  gridSize: number;
  matchToWin: number;
  prizes: { multiplier: number; chance: number }[];
  /** Chance that a ticket wins anything. */
  hitRate: number;
}

/** The multiplier ladder a prize table is built from (up to the title's top prize). */
const LADDER = [2, 3, 5, 10, 20, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 20000, 50000];
/**
 * Share of the RTP carried by each prize from the top down: the top prize 1 %, then more for the
 * smaller prizes; 1x (a free ticket's worth) takes whatever is left of the target.
 */
const SHARES = [0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.12, 0.15];

function readSettings(s: Readonly<Record<string, unknown>>) {
  const num = (key: string, ok: (v: number) => boolean): number => {
    const v = s[key];
    if (typeof v !== 'number' || !ok(v)) throw new Error(`scratch: bad setting ${key}`);
    return v;
  };
  const gridSize = num('gridSize', (v) => Number.isInteger(v) && v >= 3 && v <= 25);
  const matchToWin = num('matchToWin', (v) => Number.isInteger(v) && v >= 2 && v <= gridSize);
  const ticketPrice = num('ticketPrice', (v) => v > 0 && Number.isInteger(Math.round(v * 100)));
  const top = num('topPrizeMultiplier', (v) => Number.isInteger(v) && v >= 2);
  return { gridSize, matchToWin, ticketPrice: Math.round(ticketPrice * 100), top };
}

/** The prize table of a title: the ladder up to its top prize, weights fitted to TARGET_RTP. */
export function prizeTable(top: number): PrizeTier[] {
  const rungs = LADDER.filter((m) => m < top);
  // Rungs spread from the smallest to just below the top, so small and middle prizes both exist.
  const count = Math.min(SHARES.length - 1, rungs.length);
  const picked = [
    ...new Set(
      Array.from({ length: count }, (_, k) =>
        count === 1 ? rungs[0] : rungs[Math.round((k * (rungs.length - 1)) / (count - 1))],
      ),
    ),
  ] as number[];
  const multipliers = [...picked, top].reverse();
  const upper: PrizeTier[] = multipliers.map((multiplier, i) => ({
    multiplier,
    weight: Math.max(1, Math.round(((SHARES[i] as number) * TARGET_RTP * TICKETS) / multiplier)),
  }));
  const carried = upper.reduce((a, p) => a + p.weight * p.multiplier, 0);
  const one = Math.round(TARGET_RTP * TICKETS) - carried;
  if (one <= 0) throw new Error('scratch: prize table overflows the target');
  return [{ multiplier: 1, weight: one }, ...upper.reverse()];
}

export function prizeRtp(prizes: readonly PrizeTier[]): number {
  return prizes.reduce((a, p) => a + p.weight * p.multiplier, 0) / TICKETS;
}

/**
 * Lays out a card showing `tier` (or no prize when -1): the tier's amount exactly `match` times,
 * every other amount at most `match - 1` times, positions shuffled.
 */
export function layCard(config: ScratchConfig, tier: number, rng: Rng): number[] {
  const { gridSize, matchToWin } = config;
  const fillers: number[] = [];
  config.prizes.forEach((_, t) => {
    if (t !== tier) for (let k = 0; k < matchToWin - 1; k += 1) fillers.push(t);
  });
  const winners = tier >= 0 ? Array<number>(matchToWin).fill(tier) : [];
  const need = gridSize - winners.length;
  if (fillers.length < need) throw new Error('scratch: not enough prize amounts for the grid');
  const chosen = shuffled(fillers, rng).slice(0, need);
  return shuffled([...winners, ...chosen], rng);
}

function view(config: ScratchConfig, state: ScratchState): ScratchView {
  const done = state.revealed.every(Boolean);
  const amount = (t: number) => state.stake * (config.prizes[t]?.multiplier ?? 0);
  const win = done && state.tier >= 0 ? amount(state.tier) : 0;
  return {
    stake: state.stake,
    cells: state.grid.map((t, i) => (state.revealed[i] ? amount(t) : null)),
    revealed: [...state.revealed],
    done,
    winningCells:
      done && state.tier >= 0 ? state.grid.flatMap((t, i) => (t === state.tier ? [i] : [])) : [],
    win,
  };
}

function step(config: ScratchConfig, state: ScratchState): ActionStep<ScratchState, ScratchView> {
  const v = view(config, state);
  return { state, view: v, done: v.done, win: v.win, cost: 0 };
}

export const scratchEngine: Engine<ScratchConfig, ScratchBet, ScratchState, ScratchView> = {
  id: 'scratch',
  configure(settings) {
    const s = readSettings(settings);
    const prizes = prizeTable(s.top);
    const config: ScratchConfig = {
      gridSize: s.gridSize,
      matchToWin: s.matchToWin,
      minStake: s.ticketPrice,
      maxStake: s.ticketPrice * 20,
      prizes,
      rtp: prizeRtp(prizes),
    };
    // Fail at configuration, not at a player's purchase, when no card can be laid out.
    if ((prizes.length - 1) * (s.matchToWin - 1) < s.gridSize) {
      throw new Error('scratch: grid too large for the prize table');
    }
    return config;
  },
  info(config): EngineInfo {
    const details: ScratchDetails = {
      gridSize: config.gridSize,
      matchToWin: config.matchToWin,
      prizes: config.prizes.map((p) => ({ multiplier: p.multiplier, chance: p.weight / TICKETS })),
      hitRate: config.prizes.reduce((a, p) => a + p.weight, 0) / TICKETS,
    };
    return {
      rtp: config.rtp,
      rtpMethod: 'exact',
      minStake: config.minStake,
      maxStake: config.maxStake,
      maxMultiplier: Math.max(...config.prizes.map((p) => p.multiplier)),
      details,
    };
  },
  placeBet(config, bet) {
    if (typeof bet !== 'object' || bet === null || Array.isArray(bet)) {
      throw new GameRuleError('bet_invalid');
    }
    const keys = Object.keys(bet);
    if (keys.length !== 1 || keys[0] !== 'stake') throw new GameRuleError('bet_invalid');
    const stake = readStake((bet as { stake: unknown }).stake, config.minStake, config.maxStake);
    return { bet: { stake }, stake };
  },
  start(config, bet, rng): Step<ScratchState, ScratchView> {
    let draw = rng.int(TICKETS);
    let tier = -1;
    for (let t = config.prizes.length - 1; t >= 0; t -= 1) {
      const w = (config.prizes[t] as PrizeTier).weight;
      if (draw < w) {
        tier = t;
        break;
      }
      draw -= w;
    }
    const grid = layCard(config, tier, rng);
    const state: ScratchState = {
      stake: bet.stake,
      grid,
      revealed: grid.map(() => false),
      tier,
    };
    const { cost: _cost, ...first } = step(config, state);
    return first;
  },
  act(config, state, action) {
    if (typeof action !== 'object' || action === null || Array.isArray(action)) {
      throw new GameRuleError('action_invalid');
    }
    const a = action as Record<string, unknown>;
    const keys = Object.keys(a).sort().join(',');
    if (a.type === 'revealAll' && keys === 'type') {
      return step(config, { ...state, revealed: state.revealed.map(() => true) });
    }
    if (a.type === 'reveal' && keys === 'cell,type') {
      const cell = a.cell;
      if (
        typeof cell !== 'number' ||
        !Number.isInteger(cell) ||
        cell < 0 ||
        cell >= state.grid.length
      ) {
        throw new GameRuleError('action_invalid');
      }
      if (state.revealed[cell]) throw new GameRuleError('action_invalid');
      const revealed = [...state.revealed];
      revealed[cell] = true;
      return step(config, { ...state, revealed });
    }
    throw new GameRuleError('action_invalid');
  },
  settle(config, state) {
    const { cost: _cost, ...last } = step(config, {
      ...state,
      revealed: state.revealed.map(() => true),
    });
    return last;
  },
};

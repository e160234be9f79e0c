/**
 * Dice, three ways: roll over or under a target on a 1..range die (the player picks the odds),
 * a duel of two dice against the dealer's two, and over / under / exactly seven with two dice.
 *
 * Every bet's multiplier is (1 - edge) / P(win) as an exact fraction (a push counts as a return of
 * the stake), so each bet returns exactly 1 - edge before wins are floored to the minor unit.
 */
import {
  GameRuleError,
  mulDiv,
  readStake,
  type Engine,
  type Minor,
  type Rng,
} from '../../engine.ts';

export type DiceMode = 'over-under' | 'duel' | 'over-under-seven';

export interface DiceConfig {
  mode: DiceMode;
  /** Faces of the single die of over-under (100: 1..100). */
  range: number;
  edgeBp: number;
  /** Fewest winning faces an over-under bet may have (from the title's maximum multiplier). */
  minCount: number;
  minStake: Minor;
  maxStake: Minor;
}

export type DiceBet =
  | { mode: 'over-under'; stake: Minor; direction: 'over' | 'under'; target: number }
  | { mode: 'duel'; stake: Minor; side: 'player' | 'dealer' | 'tie' }
  | { mode: 'over-under-seven'; stake: Minor; pick: 'under' | 'seven' | 'over' };

export interface DiceState {
  bet: DiceBet;
  /** over-under: [roll]; duel: [player, player, dealer, dealer]; seven: [die, die]. */
  dice: number[];
}

export interface DiceView {
  mode: DiceMode;
  dice: number[];
  /** What the bet returned: win, push (stake back) or lose. */
  outcome: 'win' | 'push' | 'lose';
  /** The bet's multiplier as a decimal for display (stake x multiplier on a win). */
  multiplier: number;
  bet: DiceBet;
}

/** A multiplier of the stake as an exact fraction. */
export interface Ratio {
  num: number;
  den: number;
}

const keep = (config: DiceConfig) => 10_000 - config.edgeBp;

/** Winning faces of an over-under bet. */
export function winningFaces(
  config: DiceConfig,
  direction: 'over' | 'under',
  target: number,
): number {
  return direction === 'over' ? config.range - target : target - 1;
}

/** Ways (of 6^4) the player's two dice beat, tie or lose to the dealer's two. */
export const DUEL_WAYS = { win: 575, tie: 146, total: 1296 } as const;

/** The paid multiplier of a bet when it wins (for duel sides, a tie is a push). */
export function winRatio(config: DiceConfig, bet: DiceBet): Ratio {
  switch (bet.mode) {
    case 'over-under':
      return {
        num: keep(config) * config.range,
        den: 10_000 * winningFaces(config, bet.direction, bet.target),
      };
    case 'duel':
      if (bet.side === 'tie')
        return { num: keep(config) * DUEL_WAYS.total, den: 10_000 * DUEL_WAYS.tie };
      // win x M + tie x 1 = (1 - edge) x total
      return {
        num: keep(config) * DUEL_WAYS.total - 10_000 * DUEL_WAYS.tie,
        den: 10_000 * DUEL_WAYS.win,
      };
    case 'over-under-seven':
      return bet.pick === 'seven'
        ? { num: keep(config) * 36, den: 10_000 * 6 }
        : { num: keep(config) * 36, den: 10_000 * 15 };
  }
}

const sum = (dice: readonly number[]) => dice.reduce((a, b) => a + b, 0);

/** The outcome of `bet` on `dice`. */
export function outcomeOf(bet: DiceBet, dice: readonly number[]): DiceView['outcome'] {
  switch (bet.mode) {
    case 'over-under': {
      const roll = dice[0] ?? 0;
      return (bet.direction === 'over' ? roll > bet.target : roll < bet.target) ? 'win' : 'lose';
    }
    case 'duel': {
      const player = sum(dice.slice(0, 2));
      const dealer = sum(dice.slice(2, 4));
      if (bet.side === 'tie') return player === dealer ? 'win' : 'lose';
      if (player === dealer) return 'push';
      return player > dealer === (bet.side === 'player') ? 'win' : 'lose';
    }
    case 'over-under-seven': {
      const total = sum(dice);
      const hit = bet.pick === 'seven' ? total === 7 : bet.pick === 'over' ? total > 7 : total < 7;
      return hit ? 'win' : 'lose';
    }
  }
}

/** What `bet` pays back on `dice`, stake included. */
export function payout(config: DiceConfig, bet: DiceBet, dice: readonly number[]): Minor {
  const outcome = outcomeOf(bet, dice);
  if (outcome === 'push') return bet.stake;
  if (outcome === 'lose') return 0;
  const r = winRatio(config, bet);
  return mulDiv(bet.stake, r.num, r.den);
}

function readChoice<T extends string>(value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T))
    throw new GameRuleError('bet_invalid');
  return value as T;
}

function exactKeys(raw: Record<string, unknown>, keys: readonly string[]) {
  if (Object.keys(raw).some((k) => !keys.includes(k))) throw new GameRuleError('bet_invalid');
}

export const diceEngine: Engine<DiceConfig, DiceBet, DiceState, DiceView> = {
  id: 'dice',

  configure(settings) {
    const mode = settings.mode ?? 'over-under';
    if (mode !== 'over-under' && mode !== 'duel' && mode !== 'over-under-seven')
      throw new Error('dice: bad mode');
    const dice = settings.dice ?? (mode === 'over-under' ? 1 : 2);
    if (dice !== (mode === 'over-under' ? 1 : 2))
      throw new Error('dice: the mode does not match the dice');
    const edge = settings.houseEdge ?? 0.01;
    if (typeof edge !== 'number' || !(edge > 0) || edge >= 0.2)
      throw new Error('dice: bad houseEdge');
    const edgeBp = Math.round(edge * 10_000);
    const range = settings.range ?? 100;
    if (typeof range !== 'number' || !Number.isInteger(range) || range < 10 || range > 10_000) {
      throw new Error('dice: bad range');
    }
    // The catalog states the cap in hundredths of a multiple (9900 = 99.00x).
    const cap = settings.maxMultiplier;
    let minCount = 1;
    if (cap !== undefined) {
      if (typeof cap !== 'number' || cap <= 0) throw new Error('dice: bad maxMultiplier');
      minCount = Math.max(1, Math.ceil(((10_000 - edgeBp) * range) / (100 * cap)));
    }
    const minStake = settings.minBet === undefined ? 10 : Math.round(Number(settings.minBet) * 100);
    const maxStake =
      settings.maxBet === undefined ? 10_000 : Math.round(Number(settings.maxBet) * 100);
    if (!(minStake > 0 && maxStake >= minStake)) throw new Error('dice: bad stake limits');
    return { mode, range, edgeBp, minCount, minStake, maxStake };
  },

  info(config) {
    const multiplier = (bet: DiceBet) => {
      const r = winRatio(config, bet);
      return r.num / r.den;
    };
    const stake = 1;
    let bets: { bet: string; chance: number; multiplier: number; push?: number }[];
    let maxMultiplier: number;
    if (config.mode === 'over-under') {
      maxMultiplier = multiplier({
        mode: 'over-under',
        stake,
        direction: 'over',
        target: config.range - config.minCount,
      });
      bets = [];
    } else if (config.mode === 'duel') {
      bets = (['player', 'dealer', 'tie'] as const).map((side) => ({
        bet: side,
        chance: (side === 'tie' ? DUEL_WAYS.tie : DUEL_WAYS.win) / DUEL_WAYS.total,
        multiplier: multiplier({ mode: 'duel', stake, side }),
        ...(side === 'tie' ? {} : { push: DUEL_WAYS.tie / DUEL_WAYS.total }),
      }));
      maxMultiplier = Math.max(...bets.map((b) => b.multiplier));
    } else {
      bets = (['under', 'seven', 'over'] as const).map((pick) => ({
        bet: pick,
        chance: (pick === 'seven' ? 6 : 15) / 36,
        multiplier: multiplier({ mode: 'over-under-seven', stake, pick }),
      }));
      maxMultiplier = Math.max(...bets.map((b) => b.multiplier));
    }
    return {
      rtp: keep(config) / 10_000,
      rtpMethod: 'exact',
      minStake: config.minStake,
      maxStake: config.maxStake,
      maxMultiplier,
      details: {
        mode: config.mode,
        houseEdge: config.edgeBp / 10_000,
        range: config.range,
        minChance: config.minCount / config.range,
        maxChance: (config.range - 2) / config.range,
        bets,
      },
    };
  },

  placeBet(config, raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new GameRuleError('bet_invalid');
    const entry = raw as Record<string, unknown>;
    const stake = readStake(entry.stake, config.minStake, config.maxStake);
    switch (config.mode) {
      case 'over-under': {
        exactKeys(entry, ['stake', 'direction', 'target']);
        const direction = readChoice(entry.direction, ['over', 'under'] as const);
        const target = entry.target;
        if (typeof target !== 'number' || !Number.isInteger(target))
          throw new GameRuleError('bet_invalid');
        const faces = winningFaces(config, direction, target);
        if (faces < config.minCount || faces > config.range - 2)
          throw new GameRuleError('bet_invalid');
        return { bet: { mode: 'over-under', stake, direction, target }, stake };
      }
      case 'duel':
        exactKeys(entry, ['stake', 'side']);
        return {
          bet: {
            mode: 'duel',
            stake,
            side: readChoice(entry.side, ['player', 'dealer', 'tie'] as const),
          },
          stake,
        };
      case 'over-under-seven':
        exactKeys(entry, ['stake', 'pick']);
        return {
          bet: {
            mode: 'over-under-seven',
            stake,
            pick: readChoice(entry.pick, ['under', 'seven', 'over'] as const),
          },
          stake,
        };
    }
  },

  start(config, bet, rng: Rng) {
    const dice =
      bet.mode === 'over-under'
        ? [rng.int(config.range) + 1]
        : Array.from({ length: bet.mode === 'duel' ? 4 : 2 }, () => rng.int(6) + 1);
    const win = payout(config, bet, dice);
    const r = winRatio(config, bet);
    return {
      state: { bet, dice },
      view: {
        mode: config.mode,
        dice,
        outcome: outcomeOf(bet, dice),
        multiplier: r.num / r.den,
        bet,
      },
      done: true,
      win,
    };
  },
};

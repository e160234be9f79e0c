/**
 * The contract every game engine of the studio implements. Engines are pure: no I/O, no clock, no
 * global randomness. The server's `studio/` domain drives them, moves the money through the
 * wallet and stores every round; the game frame (`apps/studio`) shows their views.
 *
 * Money inside an engine is integer minor units of the player's currency (`Minor`). A stake or a
 * win is never a float. Multipliers are applied with integer arithmetic (`mulDiv`).
 */
import type { EngineId } from './catalog.ts';

/** Integer minor units (cents). Always a safe integer >= 0 inside engines. */
export type Minor = number;

/** A source of unbiased uniform integers. Production rounds use `fairRng` (rng.ts). */
export interface Rng {
  /** A uniform integer in [0, n) for a positive integer n <= 2^32, without modulo bias. */
  int(n: number): number;
}

/**
 * A bet or action the engine refuses. `key` is a translation key of the `studio` group (shared by
 * the server's error answer and the frame), e.g. `stake_below_min`, `stake_above_max`,
 * `bet_invalid`, `action_invalid`; `params` fill its placeholders.
 */
export class GameRuleError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'GameRuleError';
  }
}

/** What the game's info panel shows: reachable without logging in or staking. */
export interface EngineInfo {
  /** Theoretical return to player as a fraction, e.g. 0.9612 (of the best strategy for skill games). */
  rtp: number;
  /** How the RTP is proven by the engine's tests. */
  rtpMethod: 'exact' | 'simulation';
  /** Smallest and largest total stake of one round, minor units. */
  minStake: Minor;
  maxStake: Minor;
  /** Largest possible win of one round as a multiple of the stake. */
  maxMultiplier: number;
  /**
   * Engine-specific rules and paytable data (JSON). The frame's UI for this engine renders it with
   * translated texts; nothing here is prose.
   */
  details: unknown;
}

/** The result of starting a round or applying an action. */
export interface Step<State = unknown, View = unknown> {
  /** The engine's complete state (JSON): may hold secrets such as the shoe order or crash point. */
  state: State;
  /** What the player may see now (JSON). Must never reveal a secret of an unfinished round. */
  view: View;
  /** The round is over: `win` is final and the studio credits it. */
  done: boolean;
  /** Total paid back for the round when done (stake included where it is returned), minor units. */
  win: Minor;
}

/** An action's result: `cost` is the extra stake it needs (double, split, insurance, call). */
export interface ActionStep<State = unknown, View = unknown> extends Step<State, View> {
  cost: Minor;
}

/** Facts the server supplies to an action: time since the round started (crash games). */
export interface PlayContext {
  elapsedMs: number;
}

export interface Engine<Config = unknown, Bet = unknown, State = unknown, View = unknown> {
  readonly id: EngineId;
  /** Parse and validate a catalog title's settings; build derived tables (reel strips...). */
  configure(settings: Readonly<Record<string, unknown>>): Config;
  info(config: Config): EngineInfo;
  /**
   * Validate a bet as sent by the frame (untrusted JSON) and return it normalised with its total
   * stake. Throws `GameRuleError` for anything invalid (stake limits included).
   */
  placeBet(config: Config, bet: unknown): { bet: Bet; stake: Minor };
  /** Open a round. All randomness the round needs is drawn here, from `rng`. */
  start(config: Config, bet: Bet, rng: Rng): Step<State, View>;
  /**
   * Apply a player's action (untrusted JSON) to an unfinished round. Throws `GameRuleError` when
   * the action is not allowed now. Pure: the server debits `cost` first and only then stores it.
   */
  act?(config: Config, state: State, action: unknown, ctx: PlayContext): ActionStep<State, View>;
  /** Time-driven progress (crash): returns a finished step when time alone ends the round. */
  advance?(config: Config, state: State, ctx: PlayContext): Step<State, View> | null;
  /**
   * Finish an abandoned unfinished round by the rule stated in the game's info (blackjack stands
   * every open hand, crash pays a reached auto cash-out or busts...). Never costs the player a
   * further stake.
   */
  settle?(config: Config, state: State, ctx: PlayContext): Step<State, View>;
}

/** `amount * num / den` rounded down, exact for safe integers (BigInt inside). */
export function mulDiv(amount: Minor, num: number, den: number): Minor {
  return Number((BigInt(amount) * BigInt(num)) / BigInt(den));
}

/** A stake from the wire: a positive integer of minor units within [min, max]. */
export function readStake(value: unknown, min: Minor, max: Minor): Minor {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new GameRuleError('stake_invalid');
  }
  if (value < min) throw new GameRuleError('stake_below_min', { min });
  if (value > max) throw new GameRuleError('stake_above_max', { max });
  return value;
}

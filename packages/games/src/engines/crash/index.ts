/**
 * Crash: each player's flight is their own: it takes off when the bet is placed (no shared betting
 * phase, no other players' bets). A multiplier rises from 1.00x along m(t) = e^(0.00006 t) (t in
 * ms, floored to 1/100) until the round's crash point, drawn when the bet opens the round. Cashing out at a multiplier `a`
 * (manually or by the auto cash-out) pays stake x a if the crash point is at least `a`.
 *
 * The crash point C (in hundredths) satisfies P(C >= a) = (1 - edge) / a for every reachable `a`
 * up to the title's maximum multiplier, where the round ends and pays everyone still in. So any
 * way of cashing out returns exactly 1 - edge of the stake on average: the draw is a 64-bit
 * uniform r and C = floor(100 (1 - edge) 2^64 / (r + 1)), whose survival counts are exact
 * integers (`survivors`), and the tests check the RTP of every target from them.
 */
import {
  GameRuleError,
  mulDiv,
  readStake,
  type Engine,
  type Minor,
  type Rng,
} from '../../engine.ts';

/** Growth of the curve per millisecond: 2x after 11.6 s, 10x after 38 s, 100x after 77 s. */
export const GROWTH_PER_MS = 0.00006;
const TWO_32 = 0x1_0000_0000;
/** The size of the draw space: two 32-bit words. */
export const DRAWS = 1n << 64n;

export interface CrashConfig {
  /** House edge in basis points (300 = 3 %). */
  edgeBp: number;
  /** Largest multiplier in hundredths: the round ends there and pays whoever is still in. */
  cap: number;
  autoCashout: boolean;
  minStake: Minor;
  maxStake: Minor;
}

export interface CrashBet {
  stake: Minor;
  /** Auto cash-out target in hundredths (e.g. 200 = 2.00x), null for none. */
  autoCashout: number | null;
}

export type CrashStatus = 'flying' | 'cashed' | 'busted';

export interface CrashState {
  stake: Minor;
  autoCashout: number | null;
  /** The secret crash point in hundredths (below 100: the round busts at once). */
  crash: number;
  status: CrashStatus;
  cashedAt: number | null;
}

export interface CrashView {
  status: CrashStatus;
  autoCashout: number | null;
  maxMultiplier: number;
  /** Only when the round is over: the multiplier it stopped at (1.00x for an instant crash). */
  crashPoint?: number;
  /** Only when over: milliseconds from the start to the crash (the UI draws the curve to it). */
  crashMs?: number;
  cashedAt?: number | null;
}

/** The multiplier shown at `elapsedMs` after the start, in hundredths. */
export function multiplierAt(elapsedMs: number): number {
  const t = Math.max(0, elapsedMs);
  // The tiny epsilon keeps exact powers (e.g. 2.00 at its own time) from flooring a step down.
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * t) + 1e-9);
}

/** The first millisecond at which the multiplier reaches `hundredths`. */
export function timeToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log(hundredths / 100) / GROWTH_PER_MS) - 2);
  while (multiplierAt(t) < hundredths) t += 1;
  return t;
}

/** The crash point (hundredths) of the 64-bit draw `r`. */
export function crashPointOf(config: CrashConfig, r: bigint): number {
  const raw = (100n * BigInt(10_000 - config.edgeBp) * DRAWS) / (10_000n * (r + 1n));
  return raw >= BigInt(config.cap) ? config.cap : Number(raw);
}

/**
 * How many of the 2^64 draws give a crash point of at least `a` hundredths (a <= cap): C >= a
 * exactly when r + 1 <= 100 (1 - edge) 2^64 / a.
 */
export function survivors(config: CrashConfig, a: number): bigint {
  return (100n * BigInt(10_000 - config.edgeBp) * DRAWS) / (10_000n * BigInt(a));
}

function finish(
  config: CrashConfig,
  state: CrashState,
  status: CrashStatus,
  cashedAt: number | null,
) {
  const next: CrashState = { ...state, status, cashedAt };
  const shownCrash = Math.max(state.crash, 100);
  return {
    state: next,
    view: {
      status,
      autoCashout: state.autoCashout,
      maxMultiplier: config.cap,
      crashPoint: shownCrash,
      crashMs:
        state.crash < 100
          ? 0
          : state.crash >= config.cap
            ? timeToReach(config.cap)
            : timeToReach(shownCrash + 1),
      cashedAt,
    } satisfies CrashView,
    done: true,
    win: cashedAt === null ? 0 : mulDiv(state.stake, cashedAt, 100),
  };
}

function flyingView(config: CrashConfig, state: CrashState): CrashView {
  return { status: 'flying', autoCashout: state.autoCashout, maxMultiplier: config.cap };
}

/**
 * What time alone has decided by `elapsedMs`: the auto cash-out paid, the cap paid, the bust, or
 * nothing yet (null). The auto cash-out wins a tie with the crash: it fires at `a` when C >= a.
 */
function byTime(config: CrashConfig, state: CrashState, elapsedMs: number) {
  const reached = Math.min(multiplierAt(elapsedMs), config.cap);
  const auto = state.autoCashout;
  if (auto !== null && auto <= state.crash && reached >= auto)
    return finish(config, state, 'cashed', auto);
  if (state.crash >= config.cap && reached >= config.cap)
    return finish(config, state, 'cashed', config.cap);
  if (reached > state.crash) return finish(config, state, 'busted', null);
  return null;
}

const readEdge = (value: unknown): number => {
  if (typeof value !== 'number' || !(value > 0) || value >= 0.5)
    throw new Error('crash: bad houseEdge');
  const bp = Math.round(value * 10_000);
  if (Math.abs(bp - value * 10_000) > 1e-6) throw new Error('crash: houseEdge finer than 0.01 %');
  return bp;
};

export const crashEngine: Engine<CrashConfig, CrashBet, CrashState, CrashView> = {
  id: 'crash',

  configure(settings) {
    const maxMultiplier = settings.maxMultiplier ?? 1000;
    if (
      typeof maxMultiplier !== 'number' ||
      !Number.isInteger(maxMultiplier) ||
      maxMultiplier < 2
    ) {
      throw new Error('crash: bad maxMultiplier');
    }
    const minStake = settings.minBet === undefined ? 10 : Math.round(Number(settings.minBet) * 100);
    const maxStake =
      settings.maxBet === undefined ? 10_000 : Math.round(Number(settings.maxBet) * 100);
    if (!(minStake > 0 && maxStake >= minStake)) throw new Error('crash: bad stake limits');
    return {
      edgeBp: readEdge(settings.houseEdge ?? 0.03),
      cap: maxMultiplier * 100,
      autoCashout: settings.autoCashout !== false,
      minStake,
      maxStake,
    };
  },

  info(config) {
    return {
      rtp: 1 - config.edgeBp / 10_000,
      rtpMethod: 'exact',
      minStake: config.minStake,
      maxStake: config.maxStake,
      maxMultiplier: config.cap / 100,
      details: {
        houseEdge: config.edgeBp / 10_000,
        maxMultiplier: config.cap / 100,
        autoCashout: config.autoCashout,
        minAutoCashout: 1.01,
        growthPerSecond: GROWTH_PER_MS * 1000,
        instantCrash: config.edgeBp / 10_000,
      },
    };
  },

  placeBet(config, raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new GameRuleError('bet_invalid');
    const entry = raw as Record<string, unknown>;
    if (Object.keys(entry).some((k) => k !== 'stake' && k !== 'autoCashout'))
      throw new GameRuleError('bet_invalid');
    const stake = readStake(entry.stake, config.minStake, config.maxStake);
    const auto = entry.autoCashout ?? null;
    if (auto !== null) {
      if (
        !config.autoCashout ||
        typeof auto !== 'number' ||
        !Number.isInteger(auto) ||
        auto < 101 ||
        auto > config.cap
      ) {
        throw new GameRuleError('bet_invalid');
      }
    }
    return { bet: { stake, autoCashout: auto }, stake };
  },

  start(config, bet, rng: Rng) {
    const r = BigInt(rng.int(TWO_32)) * BigInt(TWO_32) + BigInt(rng.int(TWO_32));
    const state: CrashState = {
      stake: bet.stake,
      autoCashout: bet.autoCashout,
      crash: crashPointOf(config, r),
      status: 'flying',
      cashedAt: null,
    };
    // An instant crash ends the round before anyone can act.
    return (
      byTime(config, state, 0) ?? { state, view: flyingView(config, state), done: false, win: 0 }
    );
  },

  act(config, state, raw, ctx) {
    if (state.status !== 'flying') throw new GameRuleError('action_invalid');
    if (
      typeof raw !== 'object' ||
      raw === null ||
      (raw as { type?: unknown }).type !== 'cashout' ||
      Object.keys(raw).length !== 1
    ) {
      throw new GameRuleError('action_invalid');
    }
    // Time may already have decided the round (a late click): that outcome stands.
    const decided = byTime(config, state, ctx.elapsedMs);
    if (decided) return { ...decided, cost: 0 };
    return {
      ...finish(config, state, 'cashed', Math.min(multiplierAt(ctx.elapsedMs), config.cap)),
      cost: 0,
    };
  },

  advance(config, state, ctx) {
    if (state.status !== 'flying') return null;
    return byTime(config, state, ctx.elapsedMs);
  },

  settle(config, state) {
    // An abandoned flight goes on without the player: the auto cash-out or the cap pays if the
    // flight reaches it, otherwise the stake is lost when it crashes.
    const done = byTime(config, state, Number.MAX_SAFE_INTEGER);
    if (!done) throw new Error('crash: a finished flight must be decided');
    return done;
  },
};

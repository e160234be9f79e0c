/**
 * Wheels, two kinds.
 *
 * Money wheel (game show): a big wheel of S equal segments, each a number spot (pays its number
 * to 1) or a bonus spot (a bonus round draws a multiplier from its bonus wheel). Players bet on
 * any spots. Before every spin a top slot lights one spot (or none) with a random factor: if the
 * wheel stops on it, its number or bonus multiplier is multiplied by the factor. The top slot's
 * weights are tuned per spot so every spot returns close to the target RTP; each spot's exact RTP
 * is computed from these integer tables (and proven over every outcome by the tests).
 *
 * Spark wheel: 30 segments carrying multipliers for a risk level the player picks (low, medium,
 * high); the multipliers of each level add up to 30 x (1 - edge), so each returns exactly 1 - edge.
 */
import {
  GameRuleError,
  mulDiv,
  readStake,
  type Engine,
  type Minor,
  type Rng,
} from '../../engine.ts';

/** Factors the top slot can show. */
export const TOP_FACTORS: readonly number[] = [2, 3, 5, 10, 25, 50];
/** Resolution of the top slot's weights (each spot's chance is weight / TOP_WEIGHTS). */
export const TOP_WEIGHTS = 10_000;
/** The RTP each money-wheel spot is tuned to (before the top slot's rounding to 1/10 000). */
export const TARGET_RTP = 0.96;
const NUMBER_VALUES = [1, 2, 5, 10, 20];
/** Bonus wheels as fractions of their mean multiplier (each averages 1): calmer to wilder. */
const BONUS_SHAPES = [
  [0.25, 0.5, 0.75, 1, 1, 1.25, 1.5, 1.75],
  [0.25, 0.5, 0.75, 1, 1, 1.25, 1.5, 1.75],
  [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 2.4],
  [0.1, 0.2, 0.3, 0.5, 1, 1.5, 1.9, 2.5],
];
export const RISKS = ['low', 'medium', 'high'] as const;
export type Risk = (typeof RISKS)[number];

export interface MoneySpot {
  /** '1', '2', '5' ... for numbers, 'bonus1' ... for bonus rounds. */
  id: string;
  kind: 'number' | 'bonus';
  /** The number (numbers) or null (bonus spots). */
  value: number | null;
  segments: number;
  /** Bonus spots: the bonus wheel's multipliers, one drawn uniformly. */
  bonus: number[] | null;
  /** Top slot weight out of TOP_WEIGHTS. */
  topWeight: number;
}

export interface MoneyWheelConfig {
  kind: 'money';
  segments: number;
  /** The wheel's segments in order (spot ids), clockwise from the pointer. */
  layout: string[];
  spots: MoneySpot[];
  /** Factors the top slot draws from (uniformly). */
  factors: number[];
  randomMultipliers: boolean;
  minBet: Minor;
  maxBet: Minor;
}

export interface SparkWheelConfig {
  kind: 'spark';
  segments: number;
  edgeBp: number;
  defaultRisk: Risk;
  /** Multipliers in hundredths, in wheel order, per risk. */
  tables: Record<Risk, number[]>;
  minBet: Minor;
  maxBet: Minor;
}

export type WheelConfig = MoneyWheelConfig | SparkWheelConfig;

export type WheelBet =
  | { kind: 'money'; bets: { spot: string; stake: Minor }[] }
  | { kind: 'spark'; stake: Minor; risk: Risk };

export interface WheelState {
  bet: WheelBet;
  stop: number;
  /** Money wheel: the top slot's spot (null: none lit) and factor. */
  top: { spot: string | null; factor: number } | null;
  /** Money wheel: the bonus wheel's index (used when the stop is a bonus spot). */
  bonusIndex: number;
}

export interface WheelView {
  kind: 'money' | 'spark';
  /** Segment index where the wheel stopped. */
  stop: number;
  /** Money: the spot id at the stop; spark: the multiplier (hundredths) at the stop. */
  result: string | number;
  top: { spot: string | null; factor: number } | null;
  /** Bonus round multiplier (money wheel on a bonus spot), before the top slot factor. */
  bonus: number | null;
  bets: { spot: string; stake: Minor; win: Minor }[];
  risk?: Risk;
}

// ---------------------------------------------------------------- money wheel tables

function bonusCounts(segments: number, rounds: number): number[] {
  return [14, 27, 54, 54].slice(0, rounds).map((d) => Math.max(1, Math.round(segments / d)));
}

/** Spreads each spot's segments evenly around the wheel (deterministic). */
function spreadLayout(spots: readonly { id: string; segments: number }[]): string[] {
  const total = spots.reduce((s, x) => s + x.segments, 0);
  const marks: { id: string; at: number }[] = [];
  spots.forEach((spot, k) => {
    for (let j = 0; j < spot.segments; j += 1) {
      // A golden-ratio offset per spot keeps spots with few segments from bunching up.
      marks.push({ id: spot.id, at: ((j + ((k * 0.618_034) % 1)) * total) / spot.segments });
    }
  });
  return marks.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id)).map((m) => m.id);
}

/** The payout value of a spot before the top slot: its number, or its bonus wheel's mean. */
const baseValue = (spot: MoneySpot) =>
  spot.kind === 'number'
    ? (spot.value ?? 0)
    : (spot.bonus ?? []).reduce((a, b) => a + b, 0) / (spot.bonus?.length ?? 1);

function buildMoneyWheel(
  segments: number,
  values: readonly number[],
  rounds: number,
  factors: readonly number[],
) {
  const meanFactor = factors.reduce((a, b) => a + b, 0) / factors.length;
  const bonus = bonusCounts(segments, rounds);
  const numberSegments = segments - bonus.reduce((a, b) => a + b, 0);
  const weight = values.map((v) => 1 / (v + 1));
  const weightSum = weight.reduce((a, b) => a + b, 0);
  const counts = weight.map((w) => Math.max(1, Math.round((numberSegments * w) / weightSum)));
  counts[0]! += numberSegments - counts.reduce((a, b) => a + b, 0);
  const spots: MoneySpot[] = values.map((v, i) => ({
    id: String(v),
    kind: 'number',
    value: v,
    segments: counts[i]!,
    bonus: null,
    topWeight: 0,
  }));
  bonus.forEach((c, i) => {
    const base = (0.8 * segments) / c - 1;
    spots.push({
      id: `bonus${i + 1}`,
      kind: 'bonus',
      value: null,
      segments: c,
      bonus: (BONUS_SHAPES[i] ?? BONUS_SHAPES[0]!).map((f) => Math.max(2, Math.round(f * base))),
      topWeight: 0,
    });
  });
  // Each spot's top-slot chance p solves (c / S) (1 + V (1 + p (E[f] - 1))) = target.
  for (const spot of spots) {
    const v = baseValue(spot);
    const p = ((TARGET_RTP * segments) / spot.segments - 1 - v) / (v * (meanFactor - 1));
    spot.topWeight = Math.max(0, Math.round(p * TOP_WEIGHTS));
  }
  if (spots.reduce((s, x) => s + x.topWeight, 0) > TOP_WEIGHTS)
    throw new Error('wheel: top slot overfull');
  return { spots, layout: spreadLayout(spots) };
}

/**
 * The exact return of one unit on `spot` as a fraction num / den: over the stop (c / S), the top
 * slot (weight / W, factor f uniform over F) and the bonus wheel (uniform).
 */
export function spotReturn(config: MoneyWheelConfig, spotId: string): { num: bigint; den: bigint } {
  const spot = config.spots.find((s) => s.id === spotId);
  if (!spot) throw new Error(`unknown spot ${spotId}`);
  const S = BigInt(config.segments);
  const W = BigInt(TOP_WEIGHTS);
  const F = BigInt(config.factors.length);
  const sumF = BigInt(config.factors.reduce((a, b) => a + b, 0));
  const values = spot.kind === 'number' ? [spot.value ?? 0] : (spot.bonus ?? []);
  const B = BigInt(values.length);
  const sumV = BigInt(values.reduce((a, b) => a + b, 0));
  const w = BigInt(spot.topWeight);
  // E[value x factor] = E[V] x (1 + (w / W) (E[f] - 1)) = (sumV / B) ((W F - w F + w sumF) / (W F))
  const num = BigInt(spot.segments) * (B * W * F + sumV * (W * F - w * F + w * sumF));
  const den = S * B * W * F;
  return { num, den };
}

// ---------------------------------------------------------------- spark wheel tables

/** Segment multipliers (hundredths) per risk before the top one, which fills up to 30 (1 - edge). */
const SPARK_BASE: Record<Risk, [number, number][]> = {
  low: [
    [0, 7],
    [120, 20],
    [150, 2],
  ],
  medium: [
    [0, 16],
    [150, 7],
    [200, 4],
    [300, 2],
  ],
  high: [[0, 29]],
};

function buildSpark(segments: number, edgeBp: number): Record<Risk, number[]> {
  if (segments !== 30) throw new Error('wheel: spark wheels have 30 segments');
  const total = segments * (10_000 - edgeBp);
  if (total % 100 !== 0) throw new Error('wheel: house edge does not fit the spark wheel');
  const out = {} as Record<Risk, number[]>;
  for (const risk of RISKS) {
    const list: number[] = [];
    for (const [m, n] of SPARK_BASE[risk]) for (let i = 0; i < n; i += 1) list.push(m);
    const topValue = total / 100 - list.reduce((a, b) => a + b, 0);
    if (topValue <= Math.max(...list)) throw new Error('wheel: spark top below the others');
    list.push(topValue);
    // Paying segments spread evenly among the zeros, alternating low and high values.
    const paying = list.filter((m) => m > 0).sort((a, b) => a - b);
    const wheel: number[] = new Array<number>(segments).fill(0);
    const order: number[] = [];
    while (paying.length > 0) {
      order.push(order.length % 2 === 0 ? paying.shift()! : paying.pop()!);
    }
    order.forEach((m, j) => {
      wheel[Math.floor(((j + 0.5) * segments) / order.length)] = m;
    });
    out[risk] = wheel;
  }
  return out;
}

// ---------------------------------------------------------------- engine

const minor = (major: unknown, fallback: number) => {
  if (major === undefined) return fallback;
  if (typeof major !== 'number' || !(major > 0)) throw new Error('wheel: bad stake limit');
  return Math.round(major * 100);
};

/** What a money-wheel bet on `spotId` pays back on a round, stake included. */
export function moneyPayout(
  config: MoneyWheelConfig,
  state: Omit<WheelState, 'bet'>,
  spotId: string,
  stake: Minor,
): Minor {
  const landed = config.layout[state.stop];
  if (landed !== spotId) return 0;
  const spot = config.spots.find((s) => s.id === spotId);
  if (!spot) return 0;
  const value = spot.kind === 'number' ? (spot.value ?? 0) : (spot.bonus?.[state.bonusIndex] ?? 0);
  const factor = state.top && state.top.spot === spotId ? state.top.factor : 1;
  return stake + mulDiv(stake, value * factor, 1);
}

export const wheelEngine: Engine<WheelConfig, WheelBet, WheelState, WheelView> = {
  id: 'wheel',

  configure(settings) {
    const segments = settings.segments;
    if (
      typeof segments !== 'number' ||
      !Number.isInteger(segments) ||
      segments < 10 ||
      segments > 80
    ) {
      throw new Error('wheel: bad segments');
    }
    const minBet = minor(settings.minBet, 10);
    const maxBet = minor(settings.maxBet, 10_000);
    if (settings.risk !== undefined) {
      const risk = settings.risk;
      if (typeof risk !== 'string' || !RISKS.includes(risk as Risk))
        throw new Error('wheel: bad risk');
      const edge = settings.houseEdge ?? 0.02;
      if (typeof edge !== 'number' || !(edge > 0) || edge >= 0.2)
        throw new Error('wheel: bad houseEdge');
      const edgeBp = Math.round(edge * 10_000);
      return {
        kind: 'spark',
        segments,
        edgeBp,
        defaultRisk: risk as Risk,
        tables: buildSpark(segments, edgeBp),
        minBet,
        maxBet,
      };
    }
    const top = settings.topMultiplier;
    if (typeof top !== 'number' || !Number.isInteger(top) || top < 10)
      throw new Error('wheel: bad topMultiplier');
    const rounds = settings.bonusRounds ?? 0;
    if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 0 || rounds > 4) {
      throw new Error('wheel: bad bonusRounds');
    }
    // With random multipliers the top multiplier is the highest factor the prism can light (the
    // numbers stop at 20); otherwise it is the wheel's highest number.
    const randomMultipliers = settings.randomMultipliers === true;
    const values = randomMultipliers
      ? NUMBER_VALUES
      : [...NUMBER_VALUES.filter((v) => v < top), top];
    const factors = randomMultipliers
      ? [...new Set([...TOP_FACTORS.filter((f) => f < top), top])]
      : [...TOP_FACTORS];
    const { spots, layout } = buildMoneyWheel(segments, values, rounds, factors);
    return { kind: 'money', segments, layout, spots, factors, randomMultipliers, minBet, maxBet };
  },

  info(config) {
    if (config.kind === 'spark') {
      const tops = RISKS.map((r) => Math.max(...config.tables[r]));
      return {
        rtp: 1 - config.edgeBp / 10_000,
        rtpMethod: 'exact',
        minStake: config.minBet,
        maxStake: config.maxBet,
        maxMultiplier: Math.max(...tops) / 100,
        details: {
          kind: 'spark',
          segments: config.segments,
          defaultRisk: config.defaultRisk,
          houseEdge: config.edgeBp / 10_000,
          tables: config.tables,
        },
      };
    }
    const spots = config.spots.map((s) => {
      const r = spotReturn(config, s.id);
      return {
        id: s.id,
        kind: s.kind,
        value: s.value,
        segments: s.segments,
        bonus: s.bonus,
        topChance: s.topWeight / TOP_WEIGHTS,
        rtp: Number((r.num * 1_000_000_000_000n) / r.den) / 1e12,
      };
    });
    const maxValue = Math.max(
      ...config.spots.map((s) =>
        s.kind === 'number' ? (s.value ?? 0) : Math.max(...(s.bonus ?? [0])),
      ),
    );
    return {
      // The stated RTP is the lowest of the spots (each spot's own is in the details).
      rtp: Math.min(...spots.map((s) => s.rtp)),
      rtpMethod: 'exact',
      minStake: config.minBet,
      maxStake: config.maxBet,
      maxMultiplier: maxValue * Math.max(...config.factors) + 1,
      details: {
        kind: 'money',
        segments: config.segments,
        layout: config.layout,
        spots,
        topFactors: config.factors,
        randomMultipliers: config.randomMultipliers,
        minPositionStake: config.minBet,
      },
    };
  },

  placeBet(config, raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new GameRuleError('bet_invalid');
    const entry = raw as Record<string, unknown>;
    if (config.kind === 'spark') {
      if (Object.keys(entry).some((k) => k !== 'stake' && k !== 'risk'))
        throw new GameRuleError('bet_invalid');
      const stake = readStake(entry.stake, config.minBet, config.maxBet);
      const risk = entry.risk ?? config.defaultRisk;
      if (typeof risk !== 'string' || !RISKS.includes(risk as Risk))
        throw new GameRuleError('bet_invalid');
      return { bet: { kind: 'spark', stake, risk: risk as Risk }, stake };
    }
    const list = entry.bets;
    if (
      Object.keys(entry).some((k) => k !== 'bets') ||
      !Array.isArray(list) ||
      list.length === 0 ||
      list.length > 100
    ) {
      throw new GameRuleError('bet_invalid');
    }
    const merged = new Map<string, number>();
    for (const item of list as unknown[]) {
      if (typeof item !== 'object' || item === null || Array.isArray(item))
        throw new GameRuleError('bet_invalid');
      const b = item as Record<string, unknown>;
      if (Object.keys(b).some((k) => k !== 'spot' && k !== 'stake'))
        throw new GameRuleError('bet_invalid');
      if (typeof b.spot !== 'string' || !config.spots.some((s) => s.id === b.spot))
        throw new GameRuleError('bet_invalid');
      const stake = readStake(b.stake, 1, config.maxBet);
      merged.set(b.spot, (merged.get(b.spot) ?? 0) + stake);
    }
    const bets = config.spots
      .filter((s) => merged.has(s.id))
      .map((s) => ({ spot: s.id, stake: merged.get(s.id) ?? 0 }));
    for (const b of bets)
      if (b.stake < config.minBet)
        throw new GameRuleError('stake_below_min', { min: config.minBet });
    const total = bets.reduce((s, b) => s + b.stake, 0);
    if (total > config.maxBet) throw new GameRuleError('stake_above_max', { max: config.maxBet });
    return { bet: { kind: 'money', bets }, stake: total };
  },

  start(config, bet, rng: Rng) {
    const stop = rng.int(config.segments);
    if (config.kind === 'spark' || bet.kind === 'spark') {
      if (config.kind !== 'spark' || bet.kind !== 'spark')
        throw new Error('wheel: bet of another kind');
      const multiplier = config.tables[bet.risk][stop] ?? 0;
      const win = mulDiv(bet.stake, multiplier, 100);
      return {
        state: { bet, stop, top: null, bonusIndex: 0 },
        view: {
          kind: 'spark',
          stop,
          result: multiplier,
          top: null,
          bonus: null,
          bets: [{ spot: bet.risk, stake: bet.stake, win }],
          risk: bet.risk,
        },
        done: true,
        win,
      };
    }
    const w = rng.int(TOP_WEIGHTS);
    let acc = 0;
    let lit: string | null = null;
    for (const spot of config.spots) {
      acc += spot.topWeight;
      if (w < acc) {
        lit = spot.id;
        break;
      }
    }
    const factor = config.factors[rng.int(config.factors.length)] ?? 1;
    const landed = config.layout[stop] ?? '';
    const landedSpot = config.spots.find((s) => s.id === landed);
    const bonusIndex = rng.int(landedSpot?.bonus?.length ?? 1);
    const state: WheelState = { bet, stop, top: { spot: lit, factor }, bonusIndex };
    const results = bet.bets.map((b) => ({
      ...b,
      win: moneyPayout(config, state, b.spot, b.stake),
    }));
    return {
      state,
      view: {
        kind: 'money',
        stop,
        result: landed,
        top: state.top,
        bonus: landedSpot?.kind === 'bonus' ? (landedSpot.bonus?.[bonusIndex] ?? null) : null,
        bets: results,
      },
      done: true,
      win: results.reduce((s, r) => s + r.win, 0),
    };
  },
};

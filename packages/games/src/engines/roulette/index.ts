/**
 * Single-zero roulette: European, and French with la partage (an even-money bet loses only half
 * its stake when zero wins). A spin takes several bets at once; every bet pays 36 / (numbers it
 * covers) times its stake back, which is why every bet returns 36/37 of its stake on average and
 * the French even-money bets 73/74.
 */
import {
  GameRuleError,
  mulDiv,
  readStake,
  type Engine,
  type Minor,
  type Rng,
} from '../../engine.ts';

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'sixline'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export const BET_TYPES: readonly RouletteBetType[] = [
  'straight',
  'split',
  'street',
  'corner',
  'sixline',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

const EVEN_MONEY: ReadonlySet<RouletteBetType> = new Set([
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
]);

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** The European wheel's pocket order, clockwise from zero (the UI draws the wheel from it). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

/** Largest number of entries in one bet list: a full layout has 157 positions. */
export const MAX_ENTRIES = 500;

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(n: number): PocketColor {
  if (n === 0) return 'green';
  return RED_NUMBERS.has(n) ? 'red' : 'black';
}

/** How many numbers a position of each type covers. */
export const POSITION_SIZE: Readonly<Record<RouletteBetType, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  sixline: 6,
  dozen: 12,
  column: 12,
  red: 18,
  black: 18,
  odd: 18,
  even: 18,
  low: 18,
  high: 18,
};

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every legal inside position by type, keyed by its sorted numbers. */
function insidePositions(): Map<RouletteBetType, Set<string>> {
  const key = (ns: number[]) =>
    ns
      .slice()
      .sort((a, b) => a - b)
      .join(',');
  const split = new Set<string>([key([0, 1]), key([0, 2]), key([0, 3])]);
  const street = new Set<string>([key([0, 1, 2]), key([0, 2, 3])]);
  const corner = new Set<string>([key([0, 1, 2, 3])]);
  const sixline = new Set<string>();
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 === 1) street.add(key([n, n + 1, n + 2]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1 && n <= 31) sixline.add(key(range(n, n + 5)));
  }
  return new Map([
    ['straight', new Set(range(0, 36).map((n) => String(n)))],
    ['split', split],
    ['street', street],
    ['corner', corner],
    ['sixline', sixline],
  ]);
}

const INSIDE = insidePositions();

/** The numbers a position covers (for dozens and columns `numbers` is `[1|2|3]`). */
export function coveredNumbers(type: RouletteBetType, numbers: readonly number[]): number[] {
  const all = range(1, 36);
  switch (type) {
    case 'dozen': {
      const d = numbers[0] ?? 0;
      return range(12 * (d - 1) + 1, 12 * d);
    }
    case 'column': {
      const c = numbers[0] ?? 0;
      return all.filter((n) => (n - c) % 3 === 0);
    }
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return numbers.slice();
  }
}

export interface RouletteConfig {
  variant: 'european' | 'french';
  laPartage: boolean;
  /** Smallest stake of one position, minor units. */
  minBet: Minor;
  /** Largest total stake of one spin, minor units. */
  maxBet: Minor;
  /** Seconds a spin's animation may take (speed tables), null for the default. */
  roundSeconds: number | null;
}

export interface RouletteBet {
  type: RouletteBetType;
  /** Sorted; `[]` for even-money bets, `[1|2|3]` for dozens and columns. */
  numbers: number[];
  stake: Minor;
}

export interface RouletteBetList {
  bets: RouletteBet[];
}

export interface RouletteResult extends RouletteBet {
  win: Minor;
}

export interface RouletteState {
  bets: RouletteBet[];
  pocket: number;
}

export interface RouletteView {
  pocket: number;
  color: PocketColor;
  bets: RouletteResult[];
  /** La partage returned half of the even-money stakes. */
  laPartage: boolean;
}

const minor = (major: unknown, fallback: number, name: string): Minor => {
  if (major === undefined) return fallback;
  if (typeof major !== 'number' || !Number.isFinite(major) || major <= 0) {
    throw new Error(`roulette: bad ${name}`);
  }
  return Math.round(major * 100);
};

/** What one position pays back on `pocket`, stake included (0 when it loses). */
export function payout(config: RouletteConfig, bet: RouletteBet, pocket: number): Minor {
  const covered = coveredNumbers(bet.type, bet.numbers);
  if (covered.includes(pocket)) return mulDiv(bet.stake, 36, covered.length);
  if (pocket === 0 && config.laPartage && EVEN_MONEY.has(bet.type)) {
    // Half back, rounded up to the minor unit in the player's favour.
    return Math.ceil(bet.stake / 2);
  }
  return 0;
}

/** The return of one unit staked on a position of `type`, over the 37 equally likely pockets. */
export function betTypeRtp(config: RouletteConfig, type: RouletteBetType): number {
  if (config.laPartage && EVEN_MONEY.has(type)) return 73 / 74;
  return 36 / 37;
}

function readNumbers(type: RouletteBetType, value: unknown): number[] {
  if (EVEN_MONEY.has(type)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    throw new GameRuleError('bet_invalid');
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 6) {
    throw new GameRuleError('bet_invalid');
  }
  const numbers = value.map((n: unknown) => {
    if (typeof n !== 'number' || !Number.isInteger(n)) throw new GameRuleError('bet_invalid');
    return n;
  });
  numbers.sort((a, b) => a - b);
  if (type === 'dozen' || type === 'column') {
    if (numbers.length !== 1 || numbers[0]! < 1 || numbers[0]! > 3) {
      throw new GameRuleError('bet_invalid');
    }
    return numbers;
  }
  if (!INSIDE.get(type)?.has(numbers.join(','))) throw new GameRuleError('bet_invalid');
  return numbers;
}

export const rouletteEngine: Engine<RouletteConfig, RouletteBetList, RouletteState, RouletteView> =
  {
    id: 'roulette',

    configure(settings) {
      const variant = settings.variant ?? 'european';
      if (variant !== 'european' && variant !== 'french') throw new Error('roulette: bad variant');
      const laPartage = variant === 'french' && settings.laPartage !== false;
      const minBet = minor(settings.minBet, 10, 'minBet');
      const maxBet = minor(settings.maxBet, 10_000, 'maxBet');
      if (minBet > maxBet) throw new Error('roulette: minBet above maxBet');
      const seconds = settings.roundSeconds;
      if (seconds !== undefined && (typeof seconds !== 'number' || seconds < 5)) {
        throw new Error('roulette: bad roundSeconds');
      }
      return { variant, laPartage, minBet, maxBet, roundSeconds: seconds ?? null };
    },

    info(config) {
      const rtpByType = Object.fromEntries(BET_TYPES.map((t) => [t, betTypeRtp(config, t)]));
      return {
        // The stated RTP is the lowest of the bet types: la partage raises only the even-money bets.
        rtp: Math.min(...Object.values(rtpByType)),
        rtpMethod: 'exact',
        minStake: config.minBet,
        maxStake: config.maxBet,
        maxMultiplier: 36,
        details: {
          variant: config.variant,
          laPartage: config.laPartage,
          pockets: 37,
          minPositionStake: config.minBet,
          maxEntries: MAX_ENTRIES,
          roundSeconds: config.roundSeconds,
          bets: BET_TYPES.map((type) => ({
            type,
            covers: POSITION_SIZE[type],
            pays: 36 / POSITION_SIZE[type] - 1,
            rtp: rtpByType[type],
          })),
        },
      };
    },

    placeBet(config, raw) {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new GameRuleError('bet_invalid');
      }
      const { bets } = raw as { bets?: unknown };
      if (
        Object.keys(raw).some((k) => k !== 'bets') ||
        !Array.isArray(bets) ||
        bets.length === 0 ||
        bets.length > MAX_ENTRIES
      ) {
        throw new GameRuleError('bet_invalid');
      }
      // Chips dropped on the same position are one bet.
      const merged = new Map<string, RouletteBet>();
      for (const item of bets as unknown[]) {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) {
          throw new GameRuleError('bet_invalid');
        }
        const entry = item as Record<string, unknown>;
        if (Object.keys(entry).some((k) => k !== 'type' && k !== 'numbers' && k !== 'stake')) {
          throw new GameRuleError('bet_invalid');
        }
        const type = entry.type as RouletteBetType;
        if (typeof type !== 'string' || !BET_TYPES.includes(type)) {
          throw new GameRuleError('bet_invalid');
        }
        const numbers = readNumbers(type, entry.numbers);
        const stake = readStake(entry.stake, 1, config.maxBet);
        const key = `${type}:${numbers.join(',')}`;
        const prior = merged.get(key);
        merged.set(key, { type, numbers, stake: (prior?.stake ?? 0) + stake });
      }
      const list = [...merged.values()];
      for (const bet of list) {
        if (bet.stake < config.minBet)
          throw new GameRuleError('stake_below_min', { min: config.minBet });
      }
      const total = list.reduce((sum, b) => sum + b.stake, 0);
      if (total > config.maxBet) throw new GameRuleError('stake_above_max', { max: config.maxBet });
      return { bet: { bets: list }, stake: total };
    },

    start(config, bet, rng: Rng) {
      const pocket = rng.int(37);
      const results = bet.bets.map((b) => ({ ...b, win: payout(config, b, pocket) }));
      const win = results.reduce((sum, r) => sum + r.win, 0);
      return {
        state: { bets: bet.bets, pocket },
        view: {
          pocket,
          color: pocketColor(pocket),
          bets: results,
          laPartage:
            pocket === 0 && config.laPartage && bet.bets.some((b) => EVEN_MONEY.has(b.type)),
        },
        done: true,
        win,
      };
    },
  };

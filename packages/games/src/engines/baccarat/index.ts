/**
 * Baccarat: punto banco (also dealt as "squeeze", the same game with a slow card reveal in the
 * frame) and dragon tiger.
 *
 * Every round is dealt from a freshly shuffled shoe of `decks` decks, so each round is independent
 * and the exact return of every bet follows from finite-shoe combinatorics (see `exactRtps`).
 * The whole round is drawn in `start`: baccarat has no player decision once the bets are down.
 */
import type { Engine, EngineInfo, Minor, Rng, Step } from '../../engine.ts';
import { GameRuleError, readStake } from '../../engine.ts';
import type { Card } from '../cards.ts';
import { dealFromFreshShoe, rankOf } from '../cards.ts';

export type Variant = 'punto-banco' | 'squeeze' | 'dragon-tiger';
export type PuntoBet = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
export type DragonTigerBet = 'dragon' | 'tiger' | 'tie';
export type BetType = PuntoBet | DragonTigerBet;

export const PUNTO_BETS: readonly PuntoBet[] = [
  'player',
  'banker',
  'tie',
  'playerPair',
  'bankerPair',
];
export const DRAGON_TIGER_BETS: readonly DragonTigerBet[] = ['dragon', 'tiger', 'tie'];

/** Commission is held in basis points of the stake (5 % = 500) so money stays integral. */
const BP = 10_000;

export interface BaccaratConfig {
  variant: Variant;
  decks: number;
  /** Banker commission in basis points (punto banco). */
  commissionBp: number;
  /** Tie pays `tiePays` to 1. */
  tiePays: number;
  /** Player pair / banker pair pay `pairPays` to 1. */
  pairPays: number;
  /** Per bet spot, minor units. */
  minBet: Minor;
  /** For the whole round, minor units. */
  maxBet: Minor;
  bets: readonly BetType[];
  /** Exact return of each bet type, from `exactRtps`. */
  rtps: Readonly<Partial<Record<BetType, number>>>;
}

export interface BaccaratBet {
  bets: Partial<Record<BetType, Minor>>;
}

export type Winner = 'player' | 'banker' | 'tie';
export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface PuntoHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  /** A two-card 8 or 9 on either side ended the hand. */
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface DragonTigerHand {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
}

export type BaccaratView =
  | ({ variant: 'punto-banco' | 'squeeze'; wins: Partial<Record<BetType, Minor>> } & PuntoHand)
  | ({ variant: 'dragon-tiger'; wins: Partial<Record<BetType, Minor>> } & DragonTigerHand);

/** Baccarat value of a card: ace 1, 2-9 face value, tens and pictures 0. */
export function cardValue(c: Card): number {
  const rank = rankOf(c);
  return rank >= 10 ? 0 : rank;
}

/** The player draws a third card on 0-5 and stands on 6-7 (8-9 are naturals, handled before). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's tableau. `playerThird` is the value of the player's third card, or null when the
 * player stood (the banker then draws on 0-5 like the player).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** The drawing rules as data for the rules panel: banker total -> player third cards that make the banker draw. */
export function bankerTableau(): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (let total = 3; total <= 6; total += 1) {
    out[total] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => bankerDraws(total, v));
  }
  return out;
}

/**
 * Plays a punto banco hand from `cards` in dealing order (player, banker, player, banker, then the
 * third cards as the rules require). Uses at most 6 cards.
 */
export function resolvePuntoBanco(cards: readonly Card[]): PuntoHand {
  let next = 0;
  const take = (): Card => {
    const c = cards[next];
    if (c === undefined) throw new Error('shoe exhausted');
    next += 1;
    return c;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const total = (hand: Card[]) => hand.reduce((sum, c) => sum + cardValue(c), 0) % 10;
  let playerTotal = total(player);
  let bankerTotal = total(banker);
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(playerTotal)) {
      const third = take();
      player.push(third);
      playerThird = cardValue(third);
      playerTotal = total(player);
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      banker.push(take());
      bankerTotal = total(banker);
    }
  }
  const winner: Winner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    natural,
    playerPair: rankOf(player[0] as Card) === rankOf(player[1] as Card),
    bankerPair: rankOf(banker[0] as Card) === rankOf(banker[1] as Card),
  };
}

/** Dragon tiger: one card each, highest rank wins (ace low, king high). */
export function resolveDragonTiger(cards: readonly Card[]): DragonTigerHand {
  const dragon = cards[0];
  const tiger = cards[1];
  if (dragon === undefined || tiger === undefined) throw new Error('shoe exhausted');
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

/** Stake + stake x num / den, any fraction of a minor unit rounded in the player's favour. */
function paysWithStake(stake: Minor, num: number, den: number): Minor {
  return stake + Number((BigInt(stake) * BigInt(num) + BigInt(den - 1)) / BigInt(den));
}

/** What one bet spot pays back (stake included) for a punto banco hand. */
export function puntoPayout(
  config: BaccaratConfig,
  bet: PuntoBet,
  stake: Minor,
  hand: PuntoHand,
): Minor {
  switch (bet) {
    case 'player':
      if (hand.winner === 'tie') return stake;
      return hand.winner === 'player' ? stake * 2 : 0;
    case 'banker':
      if (hand.winner === 'tie') return stake;
      return hand.winner === 'banker' ? paysWithStake(stake, BP - config.commissionBp, BP) : 0;
    case 'tie':
      return hand.winner === 'tie' ? stake * (config.tiePays + 1) : 0;
    case 'playerPair':
      return hand.playerPair ? stake * (config.pairPays + 1) : 0;
    case 'bankerPair':
      return hand.bankerPair ? stake * (config.pairPays + 1) : 0;
  }
}

/** What one bet spot pays back (stake included) for a dragon tiger hand: half back on a tie. */
export function dragonTigerPayout(
  config: BaccaratConfig,
  bet: DragonTigerBet,
  stake: Minor,
  hand: DragonTigerHand,
): Minor {
  if (bet === 'tie') return hand.winner === 'tie' ? stake * (config.tiePays + 1) : 0;
  if (hand.winner === 'tie') return stake - Math.floor(stake / 2);
  return hand.winner === bet ? stake * 2 : 0;
}

/**
 * Outcome probabilities of punto banco from a fresh shoe, by enumerating card values (ten
 * classes: 0 holds the tens and pictures) with their remaining multiplicities.
 */
export function puntoProbabilities(decks: number): {
  player: number;
  banker: number;
  tie: number;
  pair: number;
} {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  let remaining = 52 * decks;
  const result = { player: 0, banker: 0, tie: 0 };
  // cards[i] is the value of the i-th card dealt, in dealing order.
  const cards: number[] = [];
  const finish = (p: number, playerTotal: number, bankerTotal: number) => {
    if (playerTotal > bankerTotal) result.player += p;
    else if (bankerTotal > playerTotal) result.banker += p;
    else result.tie += p;
  };
  const deal = (p: number, then: (p: number) => void) => {
    for (let v = 0; v < 10; v += 1) {
      const c = counts[v] as number;
      if (c === 0) continue;
      const q = (p * c) / remaining;
      counts[v] = c - 1;
      remaining -= 1;
      cards.push(v);
      then(q);
      cards.pop();
      remaining += 1;
      counts[v] = c;
    }
  };
  const afterFour = (p: number) => {
    const [p1, b1, p2, b2] = cards as [number, number, number, number];
    const playerTotal = (p1 + p2) % 10;
    const bankerTotal = (b1 + b2) % 10;
    if (playerTotal >= 8 || bankerTotal >= 8) return finish(p, playerTotal, bankerTotal);
    if (!playerDraws(playerTotal)) {
      if (!bankerDraws(bankerTotal, null)) return finish(p, playerTotal, bankerTotal);
      return deal(p, (q) => finish(q, playerTotal, (bankerTotal + (cards[4] as number)) % 10));
    }
    deal(p, (q) => {
      const third = cards[4] as number;
      const pt = (playerTotal + third) % 10;
      if (!bankerDraws(bankerTotal, third)) return finish(q, pt, bankerTotal);
      deal(q, (r) => finish(r, pt, (bankerTotal + (cards[5] as number)) % 10));
    });
  };
  deal(1, (a) => deal(a, (b) => deal(b, (c) => deal(c, afterFour))));
  const n = 52 * decks;
  const perRank = 4 * decks;
  return { ...result, pair: (13 * perRank * (perRank - 1)) / (n * (n - 1)) };
}

const rtpCache = new Map<string, Readonly<Partial<Record<BetType, number>>>>();

/** The exact return of every bet type of a configuration (memoised: the enumeration takes ~50 ms). */
export function exactRtps(
  c: Pick<BaccaratConfig, 'variant' | 'decks' | 'commissionBp' | 'tiePays' | 'pairPays'>,
): Readonly<Partial<Record<BetType, number>>> {
  const key = `${c.variant}:${c.decks}:${c.commissionBp}:${c.tiePays}:${c.pairPays}`;
  const cached = rtpCache.get(key);
  if (cached) return cached;
  let out: Partial<Record<BetType, number>>;
  if (c.variant === 'dragon-tiger') {
    const n = 52 * c.decks;
    const perRank = 4 * c.decks;
    const tie = (13 * perRank * (perRank - 1)) / (n * (n - 1));
    const side = (1 - tie) / 2;
    const main = 2 * side + 0.5 * tie;
    out = { dragon: main, tiger: main, tie: (c.tiePays + 1) * tie };
  } else {
    const p = puntoProbabilities(c.decks);
    out = {
      player: 2 * p.player + p.tie,
      banker: (2 - c.commissionBp / BP) * p.banker + p.tie,
      tie: (c.tiePays + 1) * p.tie,
      playerPair: (c.pairPays + 1) * p.pair,
      bankerPair: (c.pairPays + 1) * p.pair,
    };
  }
  rtpCache.set(key, out);
  return out;
}

function minorFromMajor(value: unknown, fallback: Minor, key: string): Minor {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`baccarat: bad ${key}`);
  }
  return Math.round(value * 100);
}

function intSetting(
  value: unknown,
  fallback: number,
  min: number,
  max: number,
  key: string,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`baccarat: bad ${key}`);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const baccaratEngine: Engine<BaccaratConfig, BaccaratBet, BaccaratView, BaccaratView> = {
  id: 'baccarat',

  configure(settings) {
    const variant = settings.variant ?? 'punto-banco';
    if (variant !== 'punto-banco' && variant !== 'squeeze' && variant !== 'dragon-tiger') {
      throw new Error('baccarat: unknown variant');
    }
    const commission = settings.bankerCommission ?? 0.05;
    if (typeof commission !== 'number' || !(commission >= 0 && commission < 1)) {
      throw new Error('baccarat: bad bankerCommission');
    }
    const base = {
      variant,
      decks: intSetting(settings.decks, 8, 1, 8, 'decks'),
      commissionBp: Math.round(commission * BP),
      tiePays: intSetting(settings.tiePays, variant === 'dragon-tiger' ? 11 : 8, 1, 100, 'tiePays'),
      pairPays: intSetting(settings.pairPays, 11, 1, 100, 'pairPays'),
      minBet: minorFromMajor(settings.minBet, 100, 'minBet'),
      maxBet: minorFromMajor(settings.maxBet, 100_000, 'maxBet'),
      bets: variant === 'dragon-tiger' ? DRAGON_TIGER_BETS : PUNTO_BETS,
    } satisfies Omit<BaccaratConfig, 'rtps'>;
    if (base.minBet > base.maxBet) throw new Error('baccarat: minBet above maxBet');
    return { ...base, rtps: exactRtps(base) };
  },

  info(config): EngineInfo {
    const mainBets: BetType[] =
      config.variant === 'dragon-tiger' ? ['dragon', 'tiger'] : ['banker', 'player'];
    const multiple = (bet: BetType): number => {
      if (bet === 'tie') return config.tiePays + 1;
      if (bet === 'playerPair' || bet === 'bankerPair') return config.pairPays + 1;
      if (bet === 'banker') return 2 - config.commissionBp / BP;
      return 2;
    };
    return {
      // The best main bet's return, as casinos state it; every bet's own return is in details.
      rtp: Math.max(...mainBets.map((b) => config.rtps[b] ?? 0)),
      rtpMethod: 'exact',
      minStake: config.minBet,
      maxStake: config.maxBet,
      maxMultiplier: Math.max(...config.bets.map(multiple)),
      details: {
        variant: config.variant,
        decks: config.decks,
        commission: config.commissionBp / BP,
        bets: config.bets.map((type) => ({
          type,
          /** Paid to 1 on a win (stake returned on top). */
          pays: multiple(type) - 1,
          rtp: config.rtps[type] ?? 0,
        })),
        // Main bets are returned on a tie (punto banco) or half returned (dragon tiger).
        tieRule: config.variant === 'dragon-tiger' ? 'half-back' : 'push',
        bankerTableau: config.variant === 'dragon-tiger' ? null : bankerTableau(),
        minBetPerSpot: config.minBet,
        maxBetTotal: config.maxBet,
      },
    };
  },

  placeBet(config, raw) {
    if (!isRecord(raw) || Object.keys(raw).some((k) => k !== 'bets') || !isRecord(raw.bets)) {
      throw new GameRuleError('bet_invalid');
    }
    const bets: Partial<Record<BetType, Minor>> = {};
    let stake = 0;
    for (const [type, value] of Object.entries(raw.bets)) {
      if (!(config.bets as readonly string[]).includes(type)) {
        throw new GameRuleError('bet_invalid');
      }
      // Each spot has the table minimum; the table maximum bounds the round as a whole.
      const amount = readStake(value, config.minBet, config.maxBet);
      bets[type as BetType] = amount;
      stake += amount;
    }
    if (stake === 0) throw new GameRuleError('bet_invalid');
    if (stake > config.maxBet) throw new GameRuleError('stake_above_max', { max: config.maxBet });
    return { bet: { bets }, stake };
  },

  start(config, bet, rng: Rng): Step<BaccaratView, BaccaratView> {
    const wins: Partial<Record<BetType, Minor>> = {};
    let win = 0;
    let view: BaccaratView;
    if (config.variant === 'dragon-tiger') {
      const hand = resolveDragonTiger(dealFromFreshShoe(config.decks, 2, rng));
      for (const type of DRAGON_TIGER_BETS) {
        const stake = bet.bets[type];
        if (stake === undefined) continue;
        wins[type] = dragonTigerPayout(config, type, stake, hand);
        win += wins[type];
      }
      view = { variant: 'dragon-tiger', ...hand, wins };
    } else {
      const hand = resolvePuntoBanco(dealFromFreshShoe(config.decks, 6, rng));
      for (const type of PUNTO_BETS) {
        const stake = bet.bets[type];
        if (stake === undefined) continue;
        wins[type] = puntoPayout(config, type, stake, hand);
        win += wins[type];
      }
      view = { variant: config.variant, ...hand, wins };
    }
    return { state: view, view, done: true, win };
  },
};

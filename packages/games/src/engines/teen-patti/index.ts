/**
 * Teen Patti "one day": the player's hand against the dealer's, three cards each from one
 * 52-card deck shuffled per round. A one-step game: every card is drawn in `start`.
 *
 * Ranking, highest first: trail (three of a kind), pure sequence (straight flush), sequence,
 * colour (flush), pair, high card. Sequences: A-K-Q highest, then A-2-3, then K-Q-J down to 4-3-2.
 * Suits never break a tie: equal hands tie.
 *
 * Bets (any combination, at least one): PLAYER and DEALER back a hand and pay 0.98:1 (the house
 * keeps 2 % of a win, rounded down to the minor unit); a tie returns them. PAIR PLUS pays on the
 * player's hand alone: pair 1:1, colour 4:1, sequence 6:1, trail 30:1, pure sequence 40:1.
 *
 * The RTP is exact: both hands are exchangeable, so a win is exactly as likely as a loss and the
 * main bets return P(tie) + (1 - P(tie)) / 2 x 1.98, where P(tie) is counted over every pair of
 * disjoint hands (teen-patti.test.ts enumerates them with this file's evaluator).
 */
import {
  GameRuleError,
  mulDiv,
  readStake,
  type Engine,
  type EngineInfo,
  type Minor,
  type Rng,
  type Step,
} from '../../engine.ts';
import { decks, type Card } from '../cards.ts';

export const HANDS = ['high-card', 'pair', 'colour', 'sequence', 'pure-sequence', 'trail'] as const;
export type TeenPattiHand = (typeof HANDS)[number];

/** Pair plus, profit multiples ("to 1"). */
export const PAIR_PLUS: Readonly<Partial<Record<TeenPattiHand, number>>> = {
  'pure-sequence': 40,
  trail: 30,
  sequence: 6,
  colour: 4,
  pair: 1,
};
/** A winning PLAYER or DEALER bet pays 98/100 of the stake. */
export const MAIN_PAYS: readonly [number, number] = [98, 100];

/** Three-card hands of one deck by category (C(52,3) = 22,100). */
export const HAND_COUNTS: Readonly<Record<TeenPattiHand, number>> = {
  trail: 52,
  'pure-sequence': 48,
  sequence: 720,
  colour: 1096,
  pair: 3744,
  'high-card': 16440,
};
/**
 * Ordered pairs of disjoint three-card hands (player, dealer) that tie, out of
 * 22,100 x 18,424 = 407,170,400 (counted by teen-patti.test.ts).
 */
export const TIE_PAIRS = 450_528;
export const ALL_PAIRS = 22_100 * 18_424;

export function mainRtp(): number {
  const tie = TIE_PAIRS / ALL_PAIRS;
  return tie + ((1 - tie) / 2) * (1 + MAIN_PAYS[0] / MAIN_PAYS[1]);
}

export function pairPlusRtp(): number {
  let total = 0;
  for (const hand of HANDS) total += HAND_COUNTS[hand] * (1 + (PAIR_PLUS[hand] ?? -1));
  return total / 22_100;
}

function rankOf(c: Card): number {
  const r = c.length === 3 ? 10 + c.charCodeAt(1) - 48 : c.charCodeAt(0) - 48;
  return r === 1 ? 14 : r;
}

/** Score of a hand: category in the high bits, tie-break ranks below (compares like hands). */
export function handScore(cards: readonly Card[]): number {
  const [x, y, z] = cards as [Card, Card, Card];
  let a = rankOf(x);
  let b = rankOf(y);
  let c = rankOf(z);
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  const colour = x.at(-1) === y.at(-1) && y.at(-1) === z.at(-1);
  // Sequence strength: A-K-Q 15, A-2-3 14, K-Q-J 13 ... 4-3-2 4.
  let sequence = 0;
  if (a === 14 && b === 3 && c === 2) sequence = 14;
  else if (a - b === 1 && b - c === 1) sequence = a === 14 ? 15 : a;
  const s = (cat: number, p = 0, q = 0, r = 0) => cat * 4096 + p * 256 + q * 16 + r;
  if (a === c) return s(5, a);
  if (sequence) return s(colour ? 4 : 3, sequence);
  if (colour) return s(2, a, b, c);
  if (a === b) return s(1, a, c);
  if (b === c) return s(1, b, a);
  return s(0, a, b, c);
}

export function handName(score: number): TeenPattiHand {
  return HANDS[Math.floor(score / 4096)] as TeenPattiHand;
}

export interface TeenPattiConfig {
  minBet: Minor;
  maxBet: Minor;
  pairPlus: boolean;
}

export interface TeenPattiBet {
  player: Minor;
  dealer: Minor;
  pairPlus: Minor;
}

export interface TeenPattiState {
  player: Card[];
  dealer: Card[];
  bet: TeenPattiBet;
}

export type Winner = 'player' | 'dealer' | 'tie';

export interface TeenPattiView {
  player: Card[];
  dealer: Card[];
  playerHand: TeenPattiHand;
  dealerHand: TeenPattiHand;
  winner: Winner;
  bet: TeenPattiBet;
  /** Returned per bet (stake included). */
  returns: TeenPattiBet;
}

function money(value: unknown, key: string): Minor {
  if (typeof value !== 'number' || !(value > 0)) throw new Error(`teen-patti: bad ${key}`);
  return Math.round(value * 100);
}

function configure(settings: Readonly<Record<string, unknown>>): TeenPattiConfig {
  for (const k of Object.keys(settings)) {
    if (!['variant', 'decks', 'pairPlus', 'minBet', 'maxBet'].includes(k)) {
      throw new Error(`teen-patti: unknown setting ${k}`);
    }
  }
  if ((settings.variant ?? 'one-day') !== 'one-day') throw new Error('teen-patti: unknown variant');
  if ((settings.decks ?? 1) !== 1) throw new Error('teen-patti: one deck only');
  const pairPlus = settings.pairPlus ?? true;
  if (typeof pairPlus !== 'boolean') throw new Error('teen-patti: pairPlus must be boolean');
  const minBet = settings.minBet === undefined ? 10 : money(settings.minBet, 'minBet');
  const maxBet = settings.maxBet === undefined ? 10_000 : money(settings.maxBet, 'maxBet');
  if (minBet > maxBet) throw new Error('teen-patti: minBet above maxBet');
  return { minBet, maxBet, pairPlus };
}

function info(config: TeenPattiConfig): EngineInfo {
  return {
    rtp: mainRtp(),
    rtpMethod: 'exact',
    minStake: config.minBet,
    maxStake: config.maxBet * (config.pairPlus ? 3 : 2),
    maxMultiplier: config.pairPlus ? 1 + (PAIR_PLUS['pure-sequence'] as number) : 2,
    details: {
      mainPays: `${MAIN_PAYS[0] / 100}:1`,
      pairPlus: config.pairPlus ? PAIR_PLUS : null,
      pairPlusRtp: config.pairPlus ? pairPlusRtp() : null,
      ranking: [...HANDS].reverse(),
      minBet: config.minBet,
      maxBet: config.maxBet,
    },
  };
}

function placeBet(config: TeenPattiConfig, raw: unknown): { bet: TeenPattiBet; stake: Minor } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new GameRuleError('bet_invalid');
  }
  const record = raw as Record<string, unknown>;
  const bet: TeenPattiBet = { player: 0, dealer: 0, pairPlus: 0 };
  const keys = Object.keys(record);
  if (keys.length === 0) throw new GameRuleError('bet_invalid');
  for (const k of keys) {
    if (k !== 'player' && k !== 'dealer' && k !== 'pairPlus')
      throw new GameRuleError('bet_invalid');
    if (k === 'pairPlus' && !config.pairPlus) throw new GameRuleError('bet_invalid');
    bet[k] = readStake(record[k], config.minBet, config.maxBet);
  }
  return { bet, stake: bet.player + bet.dealer + bet.pairPlus };
}

/** Settles a round from known hands. */
export function resolve(
  bet: TeenPattiBet,
  player: Card[],
  dealer: Card[],
): Step<TeenPattiState, TeenPattiView> {
  const p = handScore(player);
  const d = handScore(dealer);
  const winner: Winner = p > d ? 'player' : d > p ? 'dealer' : 'tie';
  const back = (stake: Minor, side: Winner): Minor => {
    if (!stake) return 0;
    if (winner === 'tie') return stake;
    return winner === side ? stake + mulDiv(stake, MAIN_PAYS[0], MAIN_PAYS[1]) : 0;
  };
  const ppMultiple = PAIR_PLUS[handName(p)];
  const returns: TeenPattiBet = {
    player: back(bet.player, 'player'),
    dealer: back(bet.dealer, 'dealer'),
    pairPlus: bet.pairPlus && ppMultiple !== undefined ? bet.pairPlus * (1 + ppMultiple) : 0,
  };
  const view: TeenPattiView = {
    player: player.slice(),
    dealer: dealer.slice(),
    playerHand: handName(p),
    dealerHand: handName(d),
    winner,
    bet: { ...bet },
    returns,
  };
  return {
    state: { player: player.slice(), dealer: dealer.slice(), bet: { ...bet } },
    view,
    done: true,
    win: returns.player + returns.dealer + returns.pairPlus,
  };
}

function start(
  _config: TeenPattiConfig,
  bet: TeenPattiBet,
  rng: Rng,
): Step<TeenPattiState, TeenPattiView> {
  const deck = decks(1);
  for (let i = 0; i < 6; i += 1) {
    const j = i + rng.int(52 - i);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return resolve(bet, deck.slice(0, 3), deck.slice(3, 6));
}

export const teenPattiEngine: Engine<TeenPattiConfig, TeenPattiBet, TeenPattiState, TeenPattiView> =
  {
    id: 'teen-patti',
    configure,
    info,
    placeBet,
    start,
  };

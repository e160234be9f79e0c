/**
 * Andar Bahar. A joker card is turned face up; cards are then dealt alternately to Andar and
 * Bahar until one matches the joker's rank, and that side wins.
 *
 * House rules (the usual online ones, stated in the rules panel): the deal starts on Andar when
 * the joker is black (spades, clubs) and on Bahar when it is red. The side dealt first has the
 * better chance (~51.5 % with one deck), so a winning bet on it pays 0.9:1; a winning bet on the
 * other side pays 1:1. Optional side bets predict how many cards are dealt until the match (the
 * joker not counted).
 *
 * The whole deck is shuffled in `start`, so the round is decided at once; the frame deals it out.
 * Every round uses a fresh deck: the position of the first match is a negative hypergeometric
 * variable, which gives every bet's exact return (`exactRtps`).
 */
import type { Engine, EngineInfo, Minor, Rng, Step } from '../../engine.ts';
import { GameRuleError, readStake } from '../../engine.ts';
import type { Card } from '../cards.ts';
import { dealFromFreshShoe, rankOf, suitOf } from '../cards.ts';

export type Side = 'andar' | 'bahar';

/** A side bet on the number of cards dealt until the match (both ends included). */
export interface Band {
  id: string;
  from: number;
  to: number;
  /** Paid to 1, in tenths (46 = 4.6:1), so money stays integral. */
  paysTenths: number;
}

/**
 * Side bet bands and payouts. The payouts are set for a single deck, each returning 94-98 %; with
 * more decks the stated returns follow from the same exact computation.
 */
export const BANDS: readonly Band[] = [
  { id: '1-5', from: 1, to: 5, paysTenths: 25 },
  { id: '6-10', from: 6, to: 10, paysTenths: 35 },
  { id: '11-15', from: 11, to: 15, paysTenths: 46 },
  { id: '16-25', from: 16, to: 25, paysTenths: 34 },
  { id: '26-30', from: 26, to: 30, paysTenths: 150 },
  { id: '31-35', from: 31, to: 35, paysTenths: 250 },
  { id: '36-40', from: 36, to: 40, paysTenths: 500 },
  { id: '41+', from: 41, to: Number.MAX_SAFE_INTEGER, paysTenths: 1200 },
];

/** A winning bet on the side dealt first pays 0.9:1 (in tenths), the other side 1:1. */
const FIRST_SIDE_TENTHS = 9;
const SECOND_SIDE_TENTHS = 10;

export interface AndarBaharConfig {
  decks: number;
  sideBets: boolean;
  /** The frame deals faster (presentation only). */
  speed: boolean;
  minBet: Minor;
  maxBet: Minor;
  bets: readonly string[];
  rtps: Readonly<Record<string, number>>;
}

export interface AndarBaharBet {
  bets: Record<string, Minor>;
}

export interface AndarBaharHand {
  joker: Card;
  /** Where the deal started (from the joker's colour). */
  firstSide: Side;
  andar: Card[];
  bahar: Card[];
  winner: Side;
  /** Cards dealt to both sides, the matching card included, the joker not. */
  cardsDealt: number;
  /** The side-bet band that `cardsDealt` falls into. */
  band: string;
}

export interface AndarBaharView extends AndarBaharHand {
  wins: Record<string, Minor>;
}

export function firstSideFor(joker: Card): Side {
  const suit = suitOf(joker);
  return suit === 'S' || suit === 'C' ? 'andar' : 'bahar';
}

export function bandOf(cardsDealt: number): Band {
  const band = BANDS.find((b) => cardsDealt >= b.from && cardsDealt <= b.to);
  if (!band) throw new Error(`no band for ${cardsDealt}`);
  return band;
}

/** Deals the round from a shuffled deck: cards[0] is the joker. */
export function resolveAndarBahar(cards: readonly Card[]): AndarBaharHand {
  const joker = cards[0];
  if (joker === undefined) throw new Error('empty deck');
  const target = rankOf(joker);
  const firstSide = firstSideFor(joker);
  const secondSide: Side = firstSide === 'andar' ? 'bahar' : 'andar';
  const piles: Record<Side, Card[]> = { andar: [], bahar: [] };
  for (let i = 1; i < cards.length; i += 1) {
    const c = cards[i] as Card;
    const side = i % 2 === 1 ? firstSide : secondSide;
    piles[side].push(c);
    if (rankOf(c) === target) {
      return {
        joker,
        firstSide,
        andar: piles.andar,
        bahar: piles.bahar,
        winner: side,
        cardsDealt: i,
        band: bandOf(i).id,
      };
    }
  }
  throw new Error('no matching card in the deck');
}

/** Stake + stake x tenths / 10, a fraction of a minor unit rounded in the player's favour. */
function paysTenths(stake: Minor, tenths: number): Minor {
  return stake + Math.ceil((stake * tenths) / 10);
}

/** What one bet pays back (stake included). */
export function payout(bet: string, stake: Minor, hand: AndarBaharHand): Minor {
  if (bet === 'andar' || bet === 'bahar') {
    if (hand.winner !== bet) return 0;
    return paysTenths(stake, bet === hand.firstSide ? FIRST_SIDE_TENTHS : SECOND_SIDE_TENTHS);
  }
  const band = BANDS.find((b) => b.id === bet);
  if (!band) throw new Error(`unknown bet ${bet}`);
  return hand.band === bet ? paysTenths(stake, band.paysTenths) : 0;
}

/**
 * P(the first card matching the joker is the k-th dealt), k = 1.., for a fresh `decks`-deck shoe:
 * after the joker, n cards remain of which m = 4 x decks - 1 match.
 */
export function matchPositionProbabilities(decks: number): number[] {
  const n = 52 * decks - 1;
  const m = 4 * decks - 1;
  const out = [0];
  let noMatchYet = 1;
  for (let k = 1; k <= n - m + 1; k += 1) {
    out.push((noMatchYet * m) / (n - k + 1));
    noMatchYet *= (n - m - (k - 1)) / (n - (k - 1));
  }
  return out;
}

/** Exact return of every bet; the joker is black or red with probability 1/2 each. */
export function exactRtps(decks: number): Record<string, number> {
  const p = matchPositionProbabilities(decks);
  let odd = 0;
  for (let k = 1; k < p.length; k += 1) if (k % 2 === 1) odd += p[k] as number;
  // A side wins on odd positions when it was dealt first (pays 0.9:1), on even ones otherwise.
  const main =
    0.5 * odd * (1 + FIRST_SIDE_TENTHS / 10) + 0.5 * (1 - odd) * (1 + SECOND_SIDE_TENTHS / 10);
  const out: Record<string, number> = { andar: main, bahar: main };
  for (const band of BANDS) {
    let q = 0;
    for (let k = band.from; k <= Math.min(band.to, p.length - 1); k += 1) q += p[k] as number;
    out[band.id] = q * (1 + band.paysTenths / 10);
  }
  return out;
}

function minor(value: unknown, fallback: Minor, key: string): Minor {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`andar-bahar: bad ${key}`);
  }
  return Math.round(value * 100);
}

function flag(value: unknown, fallback: boolean, key: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new Error(`andar-bahar: bad ${key}`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const andarBaharEngine: Engine<
  AndarBaharConfig,
  AndarBaharBet,
  AndarBaharView,
  AndarBaharView
> = {
  id: 'andar-bahar',

  configure(settings) {
    const decks = settings.decks ?? 1;
    if (typeof decks !== 'number' || !Number.isInteger(decks) || decks < 1 || decks > 8) {
      throw new Error('andar-bahar: bad decks');
    }
    const sideBets = flag(settings.sideBets, false, 'sideBets');
    const minBet = minor(settings.minBet, 10, 'minBet');
    const maxBet = minor(settings.maxBet, 100_000, 'maxBet');
    if (minBet > maxBet) throw new Error('andar-bahar: minBet above maxBet');
    return {
      decks,
      sideBets,
      speed: flag(settings.speed, false, 'speed'),
      minBet,
      maxBet,
      bets: ['andar', 'bahar', ...(sideBets ? BANDS.map((b) => b.id) : [])],
      rtps: exactRtps(decks),
    };
  },

  info(config): EngineInfo {
    const maxTenths = config.sideBets
      ? Math.max(...BANDS.map((b) => b.paysTenths))
      : SECOND_SIDE_TENTHS;
    return {
      rtp: config.rtps.andar as number,
      rtpMethod: 'exact',
      minStake: config.minBet,
      maxStake: config.maxBet,
      maxMultiplier: 1 + maxTenths / 10,
      details: {
        decks: config.decks,
        speed: config.speed,
        firstSidePays: FIRST_SIDE_TENTHS / 10,
        secondSidePays: SECOND_SIDE_TENTHS / 10,
        mainRtp: config.rtps.andar,
        sideBets: config.sideBets
          ? BANDS.map((b) => ({
              id: b.id,
              from: b.from,
              to: b.to === Number.MAX_SAFE_INTEGER ? null : b.to,
              pays: b.paysTenths / 10,
              rtp: config.rtps[b.id],
            }))
          : [],
        minBetPerSpot: config.minBet,
        maxBetTotal: config.maxBet,
      },
    };
  },

  placeBet(config, raw) {
    if (!isRecord(raw) || Object.keys(raw).some((k) => k !== 'bets') || !isRecord(raw.bets)) {
      throw new GameRuleError('bet_invalid');
    }
    const bets: Record<string, Minor> = {};
    let stake = 0;
    for (const [type, value] of Object.entries(raw.bets)) {
      if (!config.bets.includes(type)) throw new GameRuleError('bet_invalid');
      bets[type] = readStake(value, config.minBet, config.maxBet);
      stake += bets[type];
    }
    if (stake === 0) throw new GameRuleError('bet_invalid');
    if (stake > config.maxBet) throw new GameRuleError('stake_above_max', { max: config.maxBet });
    return { bet: { bets }, stake };
  },

  start(config, bet, rng: Rng): Step<AndarBaharView, AndarBaharView> {
    const hand = resolveAndarBahar(dealFromFreshShoe(config.decks, 52 * config.decks, rng));
    const wins: Record<string, Minor> = {};
    let win = 0;
    for (const type of config.bets) {
      const stake = bet.bets[type];
      if (stake === undefined) continue;
      wins[type] = payout(type, stake, hand);
      win += wins[type];
    }
    const view: AndarBaharView = { ...hand, wins };
    return { state: view, view, done: true, win };
  },
};

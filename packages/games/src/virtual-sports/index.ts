/**
 * Virtual sports: scheduled events shared by every player (a horse race or a football match every
 * few minutes), pure and verifiable. No I/O, no clock: the server schedules events, keeps the
 * seeds and moves the money; the frame shows the same cards and re-computes every result.
 *
 * - An event's card (runners or teams) follows from its kind and id alone (`eventCard`).
 * - Every selection's win probability is an exact fraction of integer weights: a race winner is
 *   a runner's strength over the field's, a match is a finite goal model (0-5 goals per side,
 *   independent integer weights), so home / draw / away and over / under 2.5 goals are exact.
 * - Odds = stated RTP / probability, rounded DOWN to 0.01 (`oddsOf`): p x odds <= RTP for every
 *   selection, so no bet returns more than the stated RTP (94 %, a 6 % margin) and the book's
 *   overround is at least 1 / RTP - 1.
 * - The result is drawn from the provably-fair stream of the event's server seed with the event
 *   id as nonce (`drawResult`); the seed's SHA-256 is published when the event is created and the
 *   seed itself once the result is drawn, so `verifyEvent` replays it anywhere.
 */
import type { Minor, Rng } from '../engine.ts';
import { mulDiv } from '../engine.ts';
import { fairRng, seedHash } from '../rng.ts';

export type VirtualKind = 'race' | 'football';

/** The stated return to player, basis points: 9400 = 94 %, a 6 % margin. */
export const RTP_BP = 9_400;
export const MARGIN_BP = 10_000 - RTP_BP;
/** A selection whose rounded odds would fall below this is not offered (never happens on our cards). */
export const MIN_ODDS_CENTS = 101;
/** The client seed of every event's fair stream (the event id is the nonce). */
export const FAIR_CLIENT_SEED = 'virtual-sports';

export interface Runner {
  name: string;
  /** Relative strength: the win probability is strength / the field's total. */
  strength: number;
  colour: string;
}

/** Twelve runners; a race takes eight consecutive ones (by the event id). */
export const RUNNERS: readonly Runner[] = [
  { name: 'Silver Comet', strength: 26, colour: '#e2e8f0' },
  { name: 'Midnight Ember', strength: 21, colour: '#ef4444' },
  { name: 'Golden Gale', strength: 18, colour: '#facc15' },
  { name: 'Emerald Dash', strength: 15, colour: '#22c55e' },
  { name: 'Blue Harbour', strength: 13, colour: '#3b82f6' },
  { name: 'Copper Kettle', strength: 11, colour: '#f97316' },
  { name: 'Velvet Thunder', strength: 9, colour: '#a855f7' },
  { name: 'Lucky Lantern', strength: 8, colour: '#f472b6' },
  { name: 'Northern Quill', strength: 7, colour: '#14b8a6' },
  { name: 'Rusty Anchor', strength: 6, colour: '#a16207' },
  { name: 'Paper Moon', strength: 5, colour: '#94a3b8' },
  { name: 'Slow Lullaby', strength: 4, colour: '#64748b' },
];
export const RACE_FIELD = 8;

/**
 * Goals of one side (0..5) by attack level: integer weights (a Poisson shape with means 0.7,
 * 1.0, 1.3, 1.6 and 1.9 goals, cut at 5 goals). The home side plays one level up.
 */
export const GOAL_WEIGHTS: readonly (readonly number[])[] = [
  [4966, 3476, 1217, 284, 50, 7],
  [3679, 3679, 1839, 613, 153, 31],
  [2725, 3543, 2303, 998, 324, 84],
  [2019, 3230, 2584, 1378, 551, 176],
  [1496, 2842, 2700, 1710, 812, 309],
];

export interface Team {
  name: string;
  /** Attack level 0..3 (index into GOAL_WEIGHTS; +1 at home). */
  level: number;
  colour: string;
}

export const TEAMS: readonly Team[] = [
  { name: 'Harbour City', level: 3, colour: '#1d4ed8' },
  { name: 'Red Valley', level: 2, colour: '#dc2626' },
  { name: 'Northbridge', level: 2, colour: '#0f766e' },
  { name: 'Old Mill Town', level: 1, colour: '#a16207' },
  { name: 'Lakeside Rovers', level: 1, colour: '#0891b2' },
  { name: 'Castle Athletic', level: 3, colour: '#7c3aed' },
  { name: 'Foxwood United', level: 0, colour: '#ea580c' },
  { name: 'Granite Park', level: 1, colour: '#475569' },
  { name: 'Seaview Albion', level: 2, colour: '#16a34a' },
  { name: 'Kingsford', level: 0, colour: '#be123c' },
];

/** A probability as an exact fraction. */
export interface Fraction {
  num: number;
  den: number;
}

export interface Selection {
  /** Race: the runner's number "1".."8"; football: home | draw | away | over | under. */
  key: string;
  probability: Fraction;
  /** Decimal odds x 100 (e.g. 235 = 2.35); a winning stake is paid stake x odds / 100. */
  odds: number;
}

export interface RaceCard {
  kind: 'race';
  runners: (Runner & { number: number })[];
}
export interface FootballCard {
  kind: 'football';
  home: Team;
  away: Team;
}
export type EventCard = RaceCard | FootballCard;

export interface RaceResult {
  kind: 'race';
  /** Runner numbers from first to last. */
  order: number[];
}
export interface FootballResult {
  kind: 'football';
  home: number;
  away: number;
  /** Every goal with its minute (1..90), in time order. */
  goals: { minute: number; side: 'home' | 'away' }[];
}
export type EventResult = RaceResult | FootballResult;

const checkId = (eventId: number) => {
  if (!Number.isSafeInteger(eventId) || eventId <= 0) throw new RangeError('bad event id');
};

/** The runners or teams of an event: a function of its kind and id only. */
export function eventCard(kind: VirtualKind, eventId: number): EventCard {
  checkId(eventId);
  if (kind === 'race') {
    const start = (eventId * 5) % RUNNERS.length;
    return {
      kind,
      runners: Array.from({ length: RACE_FIELD }, (_, i) => ({
        ...RUNNERS[(start + i) % RUNNERS.length]!,
        number: i + 1,
      })),
    };
  }
  // Every ordered pair of different teams in turn (90 fixtures).
  const n = TEAMS.length;
  const slot = eventId % (n * (n - 1));
  const home = Math.floor(slot / (n - 1));
  let away = slot % (n - 1);
  if (away >= home) away += 1;
  return { kind, home: TEAMS[home]!, away: TEAMS[away]! };
}

/** The goal weights of both sides of a match (home one level up). */
export function goalWeights(card: FootballCard): {
  home: readonly number[];
  away: readonly number[];
} {
  return { home: GOAL_WEIGHTS[card.home.level + 1]!, away: GOAL_WEIGHTS[card.away.level]! };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
const reduce = (f: Fraction): Fraction => {
  const g = gcd(f.num, f.den) || 1;
  return { num: f.num / g, den: f.den / g };
};

/** The football outcome of a score, and whether it is over 2.5 goals. */
export function footballKeys(home: number, away: number): string[] {
  return [
    home > away ? 'home' : home === away ? 'draw' : 'away',
    home + away > 2 ? 'over' : 'under',
  ];
}

/** Exact probabilities of every selection of a card. */
export function probabilities(card: EventCard): { key: string; probability: Fraction }[] {
  if (card.kind === 'race') {
    const total = sum(card.runners.map((r) => r.strength));
    return card.runners.map((r) => ({
      key: String(r.number),
      probability: reduce({ num: r.strength, den: total }),
    }));
  }
  const { home, away } = goalWeights(card);
  const den = sum(home) * sum(away);
  const ways: Record<string, number> = { home: 0, draw: 0, away: 0, over: 0, under: 0 };
  home.forEach((wh, h) =>
    away.forEach((wa, a) => {
      for (const key of footballKeys(h, a)) ways[key]! += wh * wa;
    }),
  );
  return ['home', 'draw', 'away', 'over', 'under'].map((key) => ({
    key,
    probability: reduce({ num: ways[key]!, den }),
  }));
}

/** Decimal odds x 100 of a probability: floor(RTP / p x 100), exact integer arithmetic. */
export function oddsOf(p: Fraction, rtpBp = RTP_BP): number {
  return Number((BigInt(rtpBp) * BigInt(p.den)) / (100n * BigInt(p.num)));
}

/** The priced selections of a card (those whose odds reach MIN_ODDS_CENTS). */
export function priceCard(card: EventCard, rtpBp = RTP_BP): Selection[] {
  return probabilities(card)
    .map((s) => ({ ...s, odds: oddsOf(s.probability, rtpBp) }))
    .filter((s) => s.odds >= MIN_ODDS_CENTS);
}

/** What a selection returns per unit staked: p x odds (exact as a fraction of 10^-2). */
export function selectionRtp(s: Selection): number {
  return (s.probability.num * s.odds) / (s.probability.den * 100);
}

/** Σ 1/odds - 1: the book's overround (>= 1/RTP - 1 because every odds is rounded down). */
export function overround(selections: readonly Selection[]): number {
  return sum(selections.map((s) => 100 / s.odds)) - 1;
}

/** A winning stake's payout (stake included), rounded down to the minor unit. */
export function payout(stake: Minor, odds: number): Minor {
  return mulDiv(stake, odds, 100);
}

/** Index drawn from integer weights with `rng` (unbiased: rng.int of the total). */
export function pickWeighted(weights: readonly number[], rng: Rng): number {
  let r = rng.int(sum(weights));
  for (let i = 0; i < weights.length; i += 1) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  throw new Error('unreachable');
}

/** The result of an event drawn from `rng` (the fair stream in production). */
export function drawWith(card: EventCard, rng: Rng): EventResult {
  if (card.kind === 'race') {
    // The winner with probability strength / total, then the next among the rest, and so on.
    const left = card.runners.slice();
    const order: number[] = [];
    while (left.length > 0) {
      const i = pickWeighted(
        left.map((r) => r.strength),
        rng,
      );
      order.push(left[i]!.number);
      left.splice(i, 1);
    }
    return { kind: 'race', order };
  }
  const { home: wh, away: wa } = goalWeights(card);
  const home = pickWeighted(wh, rng);
  const away = pickWeighted(wa, rng);
  const goals: FootballResult['goals'] = [];
  for (let i = 0; i < home; i += 1) goals.push({ minute: rng.int(90) + 1, side: 'home' });
  for (let i = 0; i < away; i += 1) goals.push({ minute: rng.int(90) + 1, side: 'away' });
  goals.sort((x, y) => x.minute - y.minute || (x.side === y.side ? 0 : x.side === 'home' ? -1 : 1));
  return { kind: 'football', home, away, goals };
}

/** The provably-fair result of an event: HMAC-SHA256(server seed, `virtual-sports:<id>:n`). */
export function drawResult(kind: VirtualKind, eventId: number, serverSeedHex: string): EventResult {
  return drawWith(eventCard(kind, eventId), fairRng(serverSeedHex, FAIR_CLIENT_SEED, eventId));
}

/** The selection keys a result wins. */
export function winningKeys(result: EventResult): string[] {
  return result.kind === 'race'
    ? [String(result.order[0])]
    : footballKeys(result.home, result.away);
}

/** Two results are the same (field by field: stored JSON may order keys differently). */
export function sameResult(a: EventResult, b: EventResult): boolean {
  if (a.kind === 'race' || b.kind === 'race') {
    return (
      a.kind === 'race' &&
      b.kind === 'race' &&
      a.order.length === b.order.length &&
      a.order.every((n, i) => b.order[i] === n)
    );
  }
  return (
    a.home === b.home &&
    a.away === b.away &&
    a.goals.length === b.goals.length &&
    a.goals.every((g, i) => b.goals[i]?.minute === g.minute && b.goals[i]?.side === g.side)
  );
}

export interface VerifyInput {
  kind: VirtualKind;
  eventId: number;
  /** The hash published before betting closed. */
  seedHash: string;
  /** The seed revealed after the result. */
  serverSeed: string;
  /** The result the operator announced. */
  result: EventResult;
}

/** Re-computes an event: the seed matches its published hash and replays the announced result. */
export function verifyEvent(input: VerifyInput): { hashOk: boolean; resultOk: boolean } {
  let hashOk = false;
  let resultOk = false;
  try {
    hashOk = seedHash(input.serverSeed) === input.seedHash.toLowerCase();
    resultOk = sameResult(drawResult(input.kind, input.eventId, input.serverSeed), input.result);
  } catch {
    // A malformed seed verifies nothing.
  }
  return { hashOk, resultOk };
}

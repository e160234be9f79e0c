/**
 * Blackjack: one to three boxes of one player against the dealer, American rules with a hole
 * card.
 *
 * - Boxes: a title with `seats` lets a player play up to min(seats, MAX_BOXES) boxes at once, as
 *   on a multi-seat table; the bet `{ stake, boxes }` places `stake` on each box (`{ stake }`
 *   alone is one box). The table limits (minBet/maxBet) apply to each box's bet; the opening debit
 *   is stake x boxes. Cards are dealt box by box (one card to each box, the dealer's up card, a
 *   second card to each box, the hole card); the boxes are played in order (box 1 first, a box's
 *   split hands in turn), against one dealer hand; each hand settles on its own.
 *
 * - The dealer peeks for blackjack when showing an ace (after the insurance decision) or a
 *   ten-value card; a dealer blackjack ends the round at once for every box (only the main bets
 *   are lost; a player blackjack pushes against it). Insurance is one decision per round on an
 *   ace: half the total stake of all boxes (rounded down to the minor unit), paying 2:1.
 * - Blackjack pays 3:2 (or 6:5 per title); a two-card 21 after a split is not a blackjack.
 * - Double on any first two cards (after a split only where the title allows it); split equal
 *   ten-value or equal-rank pairs up to `maxHands` hands per box; split aces receive one card each
 *   and may not be split again.
 * - The dealer stands or hits soft 17 per title.
 * - An abandoned round is settled by standing every open hand (and declining insurance).
 *
 * The shoe is drawn in `start`: the first cards of a uniformly shuffled shoe (a partial
 * Fisher-Yates shuffle gives exactly the distribution of a full shuffle's first cards), as many
 * as the round's boxes can use: a hand may only be hit below 21, so it holds at most 21 cards
 * (each counts at least 1); a box of at most four hands (the ceiling of `maxHands`) takes 84, the
 * dealer (drawing below 17) at most 18. One box draws 84 + 18 = 102 cards; the worst case,
 * SHOE_DRAW, is 3 boxes x 84 + 18 = 270 (fewer than the 312 cards of six decks, the smallest
 * shoe with a proven RTP; a smaller shoe would simply be drawn whole). The first k cards of a draw do not depend on its length, so a one-box round
 * deals exactly the cards it dealt when every round drew 104.
 *
 * A one-box round's view is exactly what it was before boxes existed (no `boxes`, no `box`), so
 * rounds stored earlier still replay to the same view.
 */
import {
  GameRuleError,
  mulDiv,
  readStake,
  type ActionStep,
  type Engine,
  type EngineInfo,
  type Minor,
  type Rng,
  type Step,
} from '../../engine.ts';
import { decks, type Card } from '../cards.ts';

/** Most boxes one player may play in a round (fewer where the title has fewer seats). */
export const MAX_BOXES = 3;
/** Cards one box can use: four hands (the most `maxHands` allows) of at most 21 cards. */
const BOX_DRAW = 4 * 21;
/** Cards the dealer can use: drawing only below 17, at most 18 cards. */
const DEALER_DRAW = 18;
/** Cards drawn for the largest round: 3 x 84 + 18 = 270. */
export const SHOE_DRAW = MAX_BOXES * BOX_DRAW + DEALER_DRAW;

/** Cards drawn for a round of `boxes` boxes. */
export function shoeDraw(boxes: number): number {
  return boxes * BOX_DRAW + DEALER_DRAW;
}

export interface BlackjackConfig {
  decks: number;
  dealerStandsSoft17: boolean;
  /** Blackjack pays num:den. */
  blackjackPays: readonly [number, number];
  doubleAfterSplit: boolean;
  /** Most hands a box may hold after splitting (2: split once). */
  maxHands: number;
  /** Most boxes per round: min(seats, MAX_BOXES); 1 for a title without `seats`. */
  boxes: number;
  minBet: Minor;
  maxBet: Minor;
  rtp: number;
}

/** `stake` on each of `boxes` boxes (absent: one box; a one-box bet is normalised to `{ stake }`). */
export interface BlackjackBet {
  stake: Minor;
  boxes?: number;
}

export type HandStatus = 'playing' | 'waiting' | 'stood' | 'bust' | 'blackjack' | 'doubled';
export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface Hand {
  cards: Card[];
  bet: Minor;
  status: HandStatus;
  /** The hand came from a split (a two-card 21 is then not a blackjack). */
  split: boolean;
  /** Split aces take one card and stand. */
  splitAces: boolean;
  /** The box (0-based) the hand is played on (absent in states stored before boxes: 0). */
  box?: number;
}

export type Phase = 'insurance' | 'play' | 'done';

export interface BlackjackState {
  /** Drawn cards in dealing order (secret: the hole card and the cards to come). */
  shoe: Card[];
  next: number;
  phase: Phase;
  dealer: Card[];
  hands: Hand[];
  active: number;
  /** Insurance staked (0: declined or not offered yet), null before the decision. */
  insurance: Minor | null;
  /** The stake of each box. */
  stake: Minor;
  /** Boxes played (absent in states stored before boxes: 1). */
  boxes?: number;
}

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export const ACTIONS: readonly BlackjackAction[] = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no-insurance',
];

export interface HandView {
  cards: Card[];
  bet: Minor;
  total: number;
  soft: boolean;
  status: HandStatus;
  split: boolean;
  /** Set when the round is over. */
  outcome: HandOutcome | null;
  win: Minor;
  /** The box (0-based) the hand belongs to; only in rounds of more than one box. */
  box?: number;
}

export interface BlackjackView {
  phase: Phase;
  /** The dealer's cards; the hole card is null until the dealer reveals it. */
  dealer: (Card | null)[];
  dealerTotal: number;
  dealerSoft: boolean;
  dealerBlackjack: boolean;
  hands: HandView[];
  /** The hand being played (null outside the play phase). */
  active: number | null;
  insurance: Minor | null;
  insuranceWin: Minor;
  /** Actions allowed now. */
  actions: BlackjackAction[];
  /** Boxes played; only in rounds of more than one box. */
  boxes?: number;
}

/**
 * Stated RTP by rule set, measured with `strategy.ts` basic strategy (see rtp.sim.ts; 10 million
 * rounds each in CI; each figure is an independent 20-million-round estimate, standard error 0.022 %). Key:
 * decks/S17|H17/DAS|NDAS/maxHands/payout.
 */
export const STATED_RTP: Readonly<Record<string, number>> = {
  '6/S17/DAS/3/3:2': 0.9963,
  '8/S17/DAS/3/3:2': 0.9964,
  '8/H17/DAS/3/3:2': 0.9945,
};

export function ruleKey(c: Omit<BlackjackConfig, 'rtp' | 'minBet' | 'maxBet' | 'boxes'>): string {
  return `${c.decks}/${c.dealerStandsSoft17 ? 'S17' : 'H17'}/${c.doubleAfterSplit ? 'DAS' : 'NDAS'}/${c.maxHands}/${c.blackjackPays.join(':')}`;
}

/** Blackjack value of a card: ace 1, faces 10 (read from the code: hot in simulations). */
export function cardValue(c: Card): number {
  // "10S".."13S" are the only three-character codes; "1S".."9S" carry their value in the digit.
  return c.length === 3 ? 10 : c.charCodeAt(0) - 48;
}

/** Best total of cards (an ace counts 11 when that does not bust) and whether it is soft. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let sum = 0;
  let aces = false;
  for (const c of cards) {
    const v = cardValue(c);
    sum += v;
    if (v === 1) aces = true;
  }
  if (aces && sum <= 11) return { total: sum + 10, soft: true };
  return { total: sum, soft: false };
}

function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

function money(value: unknown, key: string): Minor {
  if (value === undefined) throw new Error(`blackjack: ${key} missing`);
  if (typeof value !== 'number' || !(value > 0)) throw new Error(`blackjack: bad ${key}`);
  return Math.round(value * 100);
}

function configure(settings: Readonly<Record<string, unknown>>): BlackjackConfig {
  const known = [
    'decks',
    'seats',
    'dealerStandsSoft17',
    'blackjackPays',
    'doubleAfterSplit',
    'maxHands',
    'minBet',
    'maxBet',
  ];
  for (const k of Object.keys(settings)) {
    if (!known.includes(k)) throw new Error(`blackjack: unknown setting ${k}`);
  }
  const deckCount = settings.decks ?? 6;
  if (
    typeof deckCount !== 'number' ||
    !Number.isInteger(deckCount) ||
    deckCount < 1 ||
    deckCount > 8
  ) {
    throw new Error('blackjack: decks must be 1..8');
  }
  const pays = settings.blackjackPays ?? '3:2';
  if (pays !== '3:2' && pays !== '6:5')
    throw new Error('blackjack: blackjackPays must be 3:2 or 6:5');
  const maxHands = settings.maxHands ?? 3;
  if (typeof maxHands !== 'number' || !Number.isInteger(maxHands) || maxHands < 2 || maxHands > 4) {
    throw new Error('blackjack: maxHands must be 2..4');
  }
  const s17 = settings.dealerStandsSoft17 ?? true;
  const das = settings.doubleAfterSplit ?? true;
  if (typeof s17 !== 'boolean' || typeof das !== 'boolean') {
    throw new Error('blackjack: dealerStandsSoft17 and doubleAfterSplit are booleans');
  }
  const seats = settings.seats ?? 1;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1 || seats > 9) {
    throw new Error('blackjack: seats must be 1..9');
  }
  const minBet = settings.minBet === undefined ? 100 : money(settings.minBet, 'minBet');
  const maxBet = settings.maxBet === undefined ? 100_000 : money(settings.maxBet, 'maxBet');
  if (minBet > maxBet) throw new Error('blackjack: minBet above maxBet');
  const rules = {
    decks: deckCount,
    dealerStandsSoft17: s17,
    blackjackPays: (pays === '3:2' ? [3, 2] : [6, 5]) as [number, number],
    doubleAfterSplit: das,
    maxHands,
  };
  const rtp = STATED_RTP[ruleKey(rules)];
  // A title may only go live with an RTP its simulation proves.
  if (rtp === undefined) throw new Error(`blackjack: no proven RTP for rules ${ruleKey(rules)}`);
  return { ...rules, minBet, maxBet, boxes: Math.min(seats, MAX_BOXES), rtp };
}

function info(config: BlackjackConfig): EngineInfo {
  return {
    rtp: config.rtp,
    rtpMethod: 'simulation',
    // The limits of the bet placed on each box at the deal (a round of n boxes stakes n times
    // it); doubles, splits and insurance add to it in play.
    minStake: config.minBet,
    maxStake: config.maxBet,
    // Every hand of every box doubled after splits and winning returns 4x its bet.
    maxMultiplier: Math.max(
      config.maxHands * 4,
      1 + config.blackjackPays[0] / config.blackjackPays[1],
    ),
    details: {
      decks: config.decks,
      dealerStandsSoft17: config.dealerStandsSoft17,
      blackjackPays: `${config.blackjackPays[0]}:${config.blackjackPays[1]}`,
      doubleAfterSplit: config.doubleAfterSplit,
      maxHands: config.maxHands,
      boxes: config.boxes,
      limitsPer: 'box',
      insurancePays: '2:1',
      winPays: '1:1',
      dealerPeeks: true,
      splitAcesOneCard: true,
      settle: 'stand',
    },
  };
}

function placeBet(config: BlackjackConfig, raw: unknown): { bet: BlackjackBet; stake: Minor } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new GameRuleError('bet_invalid');
  }
  const keys = Object.keys(raw);
  if (!keys.includes('stake') || keys.some((k) => k !== 'stake' && k !== 'boxes')) {
    throw new GameRuleError('bet_invalid');
  }
  const body = raw as { stake: unknown; boxes?: unknown };
  // The table limits apply to each box's bet.
  const stake = readStake(body.stake, config.minBet, config.maxBet);
  let boxes = 1;
  if (body.boxes !== undefined) {
    if (typeof body.boxes !== 'number' || !Number.isSafeInteger(body.boxes) || body.boxes < 1) {
      throw new GameRuleError('bet_invalid');
    }
    if (body.boxes > config.boxes) {
      throw new GameRuleError('boxes_above_max', { boxes: config.boxes });
    }
    boxes = body.boxes;
  }
  return { bet: boxes === 1 ? { stake } : { stake, boxes }, stake: stake * boxes };
}

const ordered = new Map<number, readonly Card[]>();
/** Positions 0..n-1, permuted in place and restored after each draw (no allocation per round). */
let scratch = new Uint16Array(0);
const swaps = new Uint16Array(SHOE_DRAW);

/** The first `draw` (at most SHOE_DRAW) cards of a uniformly shuffled shoe (partial Fisher-Yates). */
function drawShoe(deckCount: number, draw: number, rng: Rng): Card[] {
  let base = ordered.get(deckCount);
  if (!base) {
    base = decks(deckCount);
    ordered.set(deckCount, base);
  }
  const n = base.length;
  if (scratch.length < n) {
    scratch = new Uint16Array(n);
    for (let i = 0; i < n; i += 1) scratch[i] = i;
  }
  const count = Math.min(draw, SHOE_DRAW, n);
  const out: Card[] = new Array<Card>(count);
  // One uniform draw in [0, a*b*c) is split into three independent uniform positions (mixed
  // radix): a third of the generator calls, the same distribution.
  let word = 0;
  for (let i = 0; i < count; i += 1) {
    const range = n - i;
    if (i % 3 === 0) {
      word = rng.int(range * Math.max(range - 1, 1) * Math.max(range - 2, 1));
    }
    const j = i + (word % range);
    word = Math.floor(word / range);
    swaps[i] = j;
    const picked = scratch[j] as number;
    scratch[j] = scratch[i] as number;
    scratch[i] = picked;
    out[i] = base[picked] as Card;
  }
  for (let i = count - 1; i >= 0; i -= 1) {
    const j = swaps[i] as number;
    const t = scratch[i] as number;
    scratch[i] = scratch[j] as number;
    scratch[j] = t;
  }
  return out;
}

/** A copy to change (states stored before boxes existed get their one box made explicit). */
function clone(s: BlackjackState): BlackjackState {
  return {
    ...s,
    boxes: s.boxes ?? 1,
    dealer: s.dealer.slice(),
    hands: s.hands.map((h) => ({ ...h, box: h.box ?? 0, cards: h.cards.slice() })),
  };
}

function draw(s: BlackjackState): Card {
  const c = s.shoe[s.next];
  if (c === undefined) throw new Error('blackjack: shoe exhausted');
  s.next += 1;
  return c;
}

function dealerShowsTen(s: BlackjackState): boolean {
  return cardValue(s.dealer[0] as Card) === 10;
}

function start(
  config: BlackjackConfig,
  bet: BlackjackBet,
  rng: Rng,
): Step<BlackjackState, BlackjackView> {
  return dealFrom(config, bet, drawShoe(config.decks, shoeDraw(boxesOf(bet)), rng));
}

function boxesOf(bet: BlackjackBet): number {
  const boxes = bet.boxes ?? 1;
  if (!Number.isInteger(boxes) || boxes < 1 || boxes > MAX_BOXES) {
    throw new Error('blackjack: bad number of boxes');
  }
  return boxes;
}

/**
 * Deals a round from a known card order: one card to each box, the dealer's up card, a second
 * card to each box, the hole card, then the draws in the order they are needed.
 */
export function dealFrom(
  config: BlackjackConfig,
  bet: BlackjackBet,
  shoe: Card[],
): Step<BlackjackState, BlackjackView> {
  const boxes = boxesOf(bet);
  const s: BlackjackState = {
    shoe,
    next: 0,
    phase: 'play',
    dealer: [],
    hands: [],
    active: 0,
    insurance: null,
    stake: bet.stake,
    boxes,
  };
  for (let box = 0; box < boxes; box += 1) {
    s.hands.push({
      cards: [draw(s)],
      bet: bet.stake,
      status: 'playing',
      split: false,
      splitAces: false,
      box,
    });
  }
  s.dealer.push(draw(s));
  for (const hand of s.hands) hand.cards.push(draw(s));
  s.dealer.push(draw(s));
  if (cardValue(s.dealer[0] as Card) === 1) {
    s.phase = 'insurance';
    return step(config, s);
  }
  return afterPeek(config, s);
}

/** The dealer has looked at the hole card (insurance decided where offered). */
function afterPeek(
  config: BlackjackConfig,
  s: BlackjackState,
): Step<BlackjackState, BlackjackView> {
  const dealerBj =
    (cardValue(s.dealer[0] as Card) === 1 || dealerShowsTen(s)) && isBlackjack(s.dealer);
  for (const hand of s.hands) if (isBlackjack(hand.cards)) hand.status = 'blackjack';
  // A dealer blackjack settles every box at once; so does a blackjack on every box.
  if (dealerBj || s.hands.every((h) => h.status === 'blackjack')) {
    s.phase = 'done';
    return step(config, s);
  }
  s.phase = 'play';
  s.active = 0;
  // Boxes with a blackjack are skipped: their outcome is known.
  return advance(config, s);
}

/** Moves to the next hand that needs a decision, or plays the dealer when none is left. */
function advance(config: BlackjackConfig, s: BlackjackState): Step<BlackjackState, BlackjackView> {
  for (;;) {
    const hand = s.hands[s.active];
    if (!hand) break;
    if (hand.status === 'waiting') {
      // A split hand receives its second card when its turn comes.
      hand.cards.push(draw(s));
      hand.status = 'playing';
    }
    if (hand.status === 'playing') {
      const { total } = handTotal(hand.cards);
      if (hand.splitAces) hand.status = 'stood';
      else if (total > 21) hand.status = 'bust';
      else if (total === 21) hand.status = 'stood';
      else return step(config, s);
    }
    s.active += 1;
  }
  playDealer(config, s);
  s.phase = 'done';
  return step(config, s);
}

function playDealer(config: BlackjackConfig, s: BlackjackState): void {
  // Nothing left to decide (every hand bust or a blackjack): the dealer only turns the hole card.
  if (s.hands.every((h) => h.status === 'bust' || h.status === 'blackjack')) return;
  for (;;) {
    const { total, soft } = handTotal(s.dealer);
    if (total > 17 || (total === 17 && (!soft || config.dealerStandsSoft17))) return;
    s.dealer.push(draw(s));
  }
}

function outcomeOf(
  config: BlackjackConfig,
  s: BlackjackState,
  hand: Hand,
): { outcome: HandOutcome; win: Minor } {
  const dealerBj = isBlackjack(s.dealer);
  const playerBj = hand.status === 'blackjack';
  if (playerBj && !dealerBj) {
    const [num, den] = config.blackjackPays;
    return { outcome: 'blackjack', win: hand.bet + mulDiv(hand.bet, num, den) };
  }
  if (playerBj && dealerBj) return { outcome: 'push', win: hand.bet };
  if (dealerBj) return { outcome: 'lose', win: 0 };
  const player = handTotal(hand.cards).total;
  if (player > 21) return { outcome: 'lose', win: 0 };
  const dealer = handTotal(s.dealer).total;
  if (dealer > 21 || player > dealer) return { outcome: 'win', win: hand.bet * 2 };
  if (player === dealer) return { outcome: 'push', win: hand.bet };
  return { outcome: 'lose', win: 0 };
}

function allowed(config: BlackjackConfig, s: BlackjackState): BlackjackAction[] {
  if (s.phase === 'insurance') return ['insurance', 'no-insurance'];
  if (s.phase !== 'play') return [];
  const hand = s.hands[s.active];
  if (!hand || hand.status !== 'playing') return [];
  const out: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && (!hand.split || config.doubleAfterSplit)) out.push('double');
  const [a, b] = hand.cards as [Card, Card];
  if (
    hand.cards.length === 2 &&
    s.hands.filter((h) => (h.box ?? 0) === (hand.box ?? 0)).length < config.maxHands &&
    cardValue(a) === cardValue(b) &&
    !hand.splitAces
  ) {
    out.push('split');
  }
  return out;
}

function step(config: BlackjackConfig, s: BlackjackState): Step<BlackjackState, BlackjackView> {
  const done = s.phase === 'done';
  const multi = (s.boxes ?? 1) > 1;
  let win = 0;
  let insuranceWin = 0;
  const dealerBj = done && isBlackjack(s.dealer);
  const hands: HandView[] = s.hands.map((h) => {
    const { total, soft } = handTotal(h.cards);
    const result = done ? outcomeOf(config, s, h) : null;
    if (result) win += result.win;
    return {
      cards: h.cards.slice(),
      bet: h.bet,
      total,
      soft,
      status: h.status,
      split: h.split,
      outcome: result?.outcome ?? null,
      win: result?.win ?? 0,
      ...(multi ? { box: h.box ?? 0 } : {}),
    };
  });
  if (done && s.insurance && dealerBj) insuranceWin = s.insurance * 3;
  win += insuranceWin;
  const dealerCards = done ? s.dealer.slice() : [s.dealer[0] as Card, null];
  const shown = done ? s.dealer : [s.dealer[0] as Card];
  const dealer = handTotal(shown);
  const view: BlackjackView = {
    phase: s.phase,
    dealer: dealerCards,
    dealerTotal: dealer.total,
    dealerSoft: dealer.soft,
    dealerBlackjack: dealerBj,
    hands,
    active: s.phase === 'play' ? s.active : null,
    insurance: s.insurance,
    insuranceWin,
    actions: allowed(config, s),
    ...(multi ? { boxes: s.boxes } : {}),
  };
  return { state: s, view, done, win };
}

/** Insurance for the whole round: half the total stake of all boxes, rounded down. */
export function insuranceCost(s: Pick<BlackjackState, 'stake' | 'boxes'>): Minor {
  return Math.floor((s.stake * (s.boxes ?? 1)) / 2);
}

function readAction(raw: unknown): BlackjackAction {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new GameRuleError('action_invalid');
  }
  const keys = Object.keys(raw);
  const type = (raw as { type?: unknown }).type;
  if (keys.length !== 1 || typeof type !== 'string' || !ACTIONS.includes(type as BlackjackAction)) {
    throw new GameRuleError('action_invalid');
  }
  return type as BlackjackAction;
}

function act(
  config: BlackjackConfig,
  state: BlackjackState,
  raw: unknown,
): ActionStep<BlackjackState, BlackjackView> {
  const action = readAction(raw);
  if (!allowed(config, state).includes(action)) {
    throw new GameRuleError('action_not_allowed', { action });
  }
  const s = clone(state);
  let cost = 0;
  let next: Step<BlackjackState, BlackjackView>;
  if (action === 'insurance' || action === 'no-insurance') {
    cost = action === 'insurance' ? insuranceCost(s) : 0;
    s.insurance = cost;
    next = afterPeek(config, s);
  } else {
    const hand = s.hands[s.active] as Hand;
    if (action === 'hit') {
      hand.cards.push(draw(s));
    } else if (action === 'stand') {
      hand.status = 'stood';
    } else if (action === 'double') {
      cost = hand.bet;
      hand.bet *= 2;
      hand.cards.push(draw(s));
      hand.status = handTotal(hand.cards).total > 21 ? 'bust' : 'doubled';
    } else {
      cost = hand.bet;
      const aces = cardValue(hand.cards[0] as Card) === 1;
      const moved = hand.cards.pop() as Card;
      hand.split = true;
      hand.splitAces = aces;
      hand.cards.push(draw(s));
      hand.status = 'playing';
      s.hands.splice(s.active + 1, 0, {
        cards: [moved],
        bet: hand.bet,
        status: 'waiting',
        split: true,
        splitAces: aces,
        box: hand.box ?? 0,
      });
    }
    next = advance(config, s);
  }
  return { ...next, cost };
}

/** Abandoned: decline insurance, then stand every open hand. Never costs a further stake. */
function settle(
  config: BlackjackConfig,
  state: BlackjackState,
): Step<BlackjackState, BlackjackView> {
  let s = clone(state);
  if (s.phase === 'insurance') {
    s.insurance = 0;
    s = afterPeek(config, s).state;
  }
  while (s.phase === 'play') {
    const hand = s.hands[s.active] as Hand;
    hand.status = 'stood';
    s = advance(config, s).state;
  }
  return step(config, s);
}

type BlackjackEngine = Engine<BlackjackConfig, BlackjackBet, BlackjackState, BlackjackView>;

export const blackjackEngine: BlackjackEngine & Required<Pick<BlackjackEngine, 'act' | 'settle'>> =
  {
    id: 'blackjack',
    configure,
    info,
    placeBet,
    start,
    act: (config, state, action) => act(config, state, action),
    settle: (config, state) => settle(config, state),
  };

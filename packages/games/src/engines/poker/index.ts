/**
 * Casino poker against the dealer, three variants (one 52-card deck, shuffled per round):
 *
 * - casino-holdem: ante (+ optional AA bonus). Two cards each and a three-card flop; the player
 *   calls 2x the ante or folds; turn and river follow. The dealer qualifies with a pair of 4s or
 *   better (best five of seven). Not qualified: the ante pays per the ante table, the call pushes.
 *   Qualified: a win pays the ante per the ante table and the call 1:1; a tie pushes.
 *   AA bonus: the player's two cards and the flop, a pair of aces or better.
 * - three-card: ante (+ optional pair plus). Three cards each; play (1x ante) or fold. The dealer
 *   qualifies with queen high or better. Not qualified: ante 1:1, play pushes. Qualified: ante
 *   and play 1:1 on a win. The ante bonus pays on a straight or better whenever the player plays.
 * - five-card-stud (Caribbean): ante (+ optional bonus on a fixed paytable). Five cards each, one
 *   dealer card face up; call 2x the ante or fold. The dealer qualifies with ace-king or better.
 *   Not qualified: ante 1:1, call pushes. Qualified: a win pays the ante 1:1 and the call per the
 *   call table; a tie pushes.
 *
 * Side bets are settled on the player's cards whatever the player decides. An abandoned round is
 * settled as a fold (it never costs a further stake). All cards are drawn in `start`.
 */
import {
  GameRuleError,
  readStake,
  type ActionStep,
  type Engine,
  type EngineInfo,
  type Minor,
  type Rng,
  type Step,
} from '../../engine.ts';
import { decks, type Card } from '../cards.ts';
import {
  bestHand,
  category3Of,
  categoryOf,
  leadRank,
  threeCardHand,
  type Category,
  type Category3,
} from './hands.ts';

const DECK: readonly Card[] = decks(1);

export type Variant = 'casino-holdem' | 'three-card' | 'five-card-stud';
const VARIANTS: readonly Variant[] = ['casino-holdem', 'three-card', 'five-card-stud'];

/** Profit multiples ("to 1") by hand category; a category not listed pays nothing. */
export type Paytable = Readonly<Partial<Record<Category | Category3, number>>>;

/** Casino Hold'em ante when the player wins or the dealer does not qualify. */
export const HOLDEM_ANTE: Paytable = {
  'royal-flush': 100,
  'straight-flush': 20,
  'four-of-a-kind': 10,
  'full-house': 3,
  flush: 2,
  straight: 1,
  'three-of-a-kind': 1,
  'two-pair': 1,
  pair: 1,
  'high-card': 1,
};
/** Casino Hold'em AA bonus: two hole cards and the flop; a pair pays only when it is aces. */
export const AA_BONUS: Paytable = {
  'royal-flush': 100,
  'straight-flush': 50,
  'four-of-a-kind': 40,
  'full-house': 30,
  flush: 20,
  straight: 7,
  'three-of-a-kind': 7,
  'two-pair': 7,
  pair: 7,
};
/** Three Card Poker pair plus. */
export const PAIR_PLUS: Paytable = {
  'straight-flush': 40,
  'three-of-a-kind': 30,
  straight: 6,
  flush: 4,
  pair: 1,
};
/** Three Card Poker ante bonus (paid when the player plays, whatever the dealer holds). */
export const ANTE_BONUS: Paytable = { 'straight-flush': 5, 'three-of-a-kind': 4, straight: 1 };
/** Caribbean Stud call bet when the dealer qualifies and the player wins. */
export const STUD_CALL: Paytable = {
  'royal-flush': 100,
  'straight-flush': 50,
  'four-of-a-kind': 20,
  'full-house': 7,
  flush: 5,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  pair: 1,
  'high-card': 1,
};
/** Caribbean Stud bonus: a fixed paytable in place of a progressive jackpot. */
export const STUD_BONUS: Paytable = {
  'royal-flush': 5000,
  'straight-flush': 1000,
  'four-of-a-kind': 300,
  'full-house': 75,
  flush: 50,
  straight: 25,
  'three-of-a-kind': 6,
};

/** Five-card hands of one 52-card deck by category (C(52,5) = 2,598,960 in all). */
export const FIVE_CARD_COUNTS: Readonly<Record<Category, number>> = {
  'royal-flush': 4,
  'straight-flush': 36,
  'four-of-a-kind': 624,
  'full-house': 3744,
  flush: 5108,
  straight: 10200,
  'three-of-a-kind': 54912,
  'two-pair': 123552,
  pair: 1098240,
  'high-card': 1302540,
};
/** Five-card hands whose pair is aces: C(4,2) x C(12,3) x 4^3. */
export const PAIR_OF_ACES_COUNT = 84480;
/** Three-card hands of one deck by category (C(52,3) = 22,100 in all). */
export const THREE_CARD_COUNTS: Readonly<Record<Category3, number>> = {
  'straight-flush': 48,
  'three-of-a-kind': 52,
  straight: 720,
  flush: 1096,
  pair: 3744,
  'high-card': 16440,
};

/**
 * Main-game RTP (ante and call together, per unit staked) of the strategy in strategy.ts,
 * measured by simulation (rtp.sim.ts).
 */
export const MAIN_RTP: Readonly<Record<Variant, number>> = {
  'casino-holdem': 0.9858,
  'three-card': 0.9796,
  'five-card-stud': 0.9739,
};

export type SideBet = 'aa-bonus' | 'pair-plus' | 'stud-bonus';
const SIDE_OF: Readonly<Record<Variant, SideBet>> = {
  'casino-holdem': 'aa-bonus',
  'three-card': 'pair-plus',
  'five-card-stud': 'stud-bonus',
};
const SIDE_SETTING: Readonly<Record<Variant, string>> = {
  'casino-holdem': 'bonusBet',
  'three-card': 'pairPlus',
  'five-card-stud': 'sideBet',
};

/** Exact RTP of a side bet from the category counts: sum of P(category) x (1 + pays). */
export function sideRtp(side: SideBet): number {
  if (side === 'pair-plus') {
    let total = 0;
    for (const [cat, count] of Object.entries(THREE_CARD_COUNTS)) {
      total += count * (1 + (PAIR_PLUS[cat as Category3] ?? -1));
    }
    return total / 22_100;
  }
  const table = side === 'aa-bonus' ? AA_BONUS : STUD_BONUS;
  let total = 0;
  for (const [cat, count] of Object.entries(FIVE_CARD_COUNTS)) {
    const hits = side === 'aa-bonus' && cat === 'pair' ? PAIR_OF_ACES_COUNT : count;
    const pays = table[cat as Category];
    if (pays !== undefined) total += hits * (1 + pays);
  }
  return total / 2_598_960;
}

export interface PokerConfig {
  variant: Variant;
  minAnte: Minor;
  maxAnte: Minor;
  /** The side bet this title offers, or null. */
  side: SideBet | null;
  rtp: number;
}

export interface PokerBet {
  ante: Minor;
  /** Side bet stake (0: none). */
  side: Minor;
}

export interface PokerState {
  variant: Variant;
  ante: Minor;
  side: Minor;
  /** Secret until the end: the dealer's cards and the board still face down. */
  player: Card[];
  dealer: Card[];
  /** Community cards (Hold'em only). */
  board: Card[];
  phase: 'decision' | 'done';
  decision: 'call' | 'fold' | null;
}

export type PokerAction = 'call' | 'fold';
export type PokerOutcome = 'win' | 'lose' | 'push' | 'fold';

export interface PokerView {
  variant: Variant;
  phase: 'decision' | 'done';
  player: Card[];
  /** Face-down cards are null. */
  dealer: (Card | null)[];
  board: (Card | null)[];
  /** The player's hand as far as it can be seen now. */
  playerHand: string;
  dealerHand: string | null;
  dealerQualifies: boolean | null;
  decision: PokerAction | null;
  outcome: PokerOutcome | null;
  ante: Minor;
  side: Minor;
  /** Cost of a call (play) now. */
  callCost: Minor;
  /** Returned per bet when done (stake included); 0 while open. */
  returns: { ante: Minor; call: Minor; side: Minor; bonus: Minor };
  actions: PokerAction[];
}

function money(value: unknown, key: string): Minor {
  if (typeof value !== 'number' || !(value > 0)) throw new Error(`poker: bad ${key}`);
  return Math.round(value * 100);
}

function configure(settings: Readonly<Record<string, unknown>>): PokerConfig {
  const variant = settings.variant;
  if (!VARIANTS.includes(variant as Variant)) throw new Error('poker: unknown variant');
  const v = variant as Variant;
  const allowed = ['variant', 'decks', 'minAnte', 'maxAnte', SIDE_SETTING[v]];
  for (const k of Object.keys(settings)) {
    if (!allowed.includes(k)) throw new Error(`poker: unknown setting ${k}`);
  }
  if (settings.decks !== undefined && settings.decks !== 1) {
    throw new Error('poker: casino poker is dealt from one deck');
  }
  const sideOn = settings[SIDE_SETTING[v]] ?? false;
  if (typeof sideOn !== 'boolean') throw new Error('poker: side bet flag must be boolean');
  const minAnte = settings.minAnte === undefined ? 100 : money(settings.minAnte, 'minAnte');
  const maxAnte = settings.maxAnte === undefined ? 10_000 : money(settings.maxAnte, 'maxAnte');
  if (minAnte > maxAnte) throw new Error('poker: minAnte above maxAnte');
  return { variant: v, minAnte, maxAnte, side: sideOn ? SIDE_OF[v] : null, rtp: MAIN_RTP[v] };
}

/** What a call costs: twice the ante, or the ante for Three Card Poker's play bet. */
function callCost(variant: Variant, ante: Minor): Minor {
  return variant === 'three-card' ? ante : ante * 2;
}

function maxPays(table: Paytable): number {
  return Math.max(...Object.values(table));
}

function info(config: PokerConfig): EngineInfo {
  const v = config.variant;
  // The largest return of the main bets per unit staked (ante + call) ...
  const main =
    v === 'casino-holdem'
      ? (1 + maxPays(HOLDEM_ANTE) + 2 * 2) / 3
      : v === 'three-card'
        ? (2 + maxPays(ANTE_BONUS) + 2) / 2
        : (2 + 2 * (1 + maxPays(STUD_CALL))) / 3;
  // ... or of a side bet alone, whichever is larger.
  const sideTable = config.side ? sideTableOf(config.side) : null;
  const maxMultiplier = Math.max(main, sideTable ? 1 + maxPays(sideTable) : 0);
  return {
    rtp: config.rtp,
    rtpMethod: 'simulation',
    minStake: config.minAnte,
    maxStake: config.maxAnte + callCost(v, config.maxAnte) + (config.side ? config.maxAnte : 0),
    maxMultiplier: Math.round(maxMultiplier * 100) / 100,
    details: {
      variant: v,
      minAnte: config.minAnte,
      maxAnte: config.maxAnte,
      callMultiple: v === 'three-card' ? 1 : 2,
      dealerQualifies:
        v === 'casino-holdem' ? 'pair-of-4s' : v === 'three-card' ? 'queen-high' : 'ace-king',
      antePays: v === 'casino-holdem' ? HOLDEM_ANTE : { any: 1 },
      callPays: v === 'five-card-stud' ? STUD_CALL : { any: 1 },
      anteBonus: v === 'three-card' ? ANTE_BONUS : null,
      side: config.side
        ? { id: config.side, pays: sideTable, rtp: sideRtp(config.side), rtpMethod: 'exact' }
        : null,
      settle: 'fold',
    },
  };
}

function sideTableOf(side: SideBet): Paytable {
  return side === 'aa-bonus' ? AA_BONUS : side === 'pair-plus' ? PAIR_PLUS : STUD_BONUS;
}

function placeBet(config: PokerConfig, raw: unknown): { bet: PokerBet; stake: Minor } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new GameRuleError('bet_invalid');
  }
  const record = raw as Record<string, unknown>;
  for (const k of Object.keys(record)) {
    if (k !== 'ante' && k !== 'side') throw new GameRuleError('bet_invalid');
  }
  const ante = readStake(record.ante, config.minAnte, config.maxAnte);
  let side = 0;
  if (record.side !== undefined) {
    if (!config.side) throw new GameRuleError('bet_invalid');
    side = readStake(record.side, config.minAnte, config.maxAnte);
  }
  return { bet: { ante, side }, stake: ante + side };
}

function start(config: PokerConfig, bet: PokerBet, rng: Rng): Step<PokerState, PokerView> {
  const cards = config.variant === 'three-card' ? 6 : config.variant === 'casino-holdem' ? 9 : 10;
  // A partial Fisher-Yates shuffle: the first `cards` positions of a uniformly shuffled deck.
  const deck = DECK.slice();
  for (let i = 0; i < cards; i += 1) {
    const j = i + rng.int(52 - i);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return dealFrom(config, bet, deck.slice(0, cards));
}

/** Deals from a known order: player, dealer, then the board (Hold'em: flop, turn, river). */
export function dealFrom(
  config: PokerConfig,
  bet: PokerBet,
  cards: Card[],
): Step<PokerState, PokerView> {
  const n = config.variant === 'three-card' ? 3 : config.variant === 'casino-holdem' ? 2 : 5;
  const state: PokerState = {
    variant: config.variant,
    ante: bet.ante,
    side: bet.side,
    player: cards.slice(0, n),
    dealer: cards.slice(n, 2 * n),
    board: config.variant === 'casino-holdem' ? cards.slice(4, 9) : [],
    phase: 'decision',
    decision: null,
  };
  return view(state);
}

interface Resolution {
  playerScore: number;
  dealerScore: number;
  qualifies: boolean;
  outcome: PokerOutcome;
  returns: PokerView['returns'];
}

function pays(table: Paytable, cat: string): number | undefined {
  return table[cat as Category];
}

/** The side bet's return on the player's cards. */
function sideReturn(s: PokerState): Minor {
  if (!s.side) return 0;
  let mult: number | undefined;
  if (s.variant === 'three-card') {
    mult = pays(PAIR_PLUS, category3Of(threeCardHand(s.player)));
  } else if (s.variant === 'casino-holdem') {
    const score = bestHand([...s.player, ...s.board.slice(0, 3)]);
    const cat = categoryOf(score);
    mult = cat === 'pair' && leadRank(score) !== 14 ? undefined : pays(AA_BONUS, cat);
  } else {
    mult = pays(STUD_BONUS, categoryOf(bestHand(s.player)));
  }
  return mult === undefined ? 0 : s.side + s.side * mult;
}

function resolve(s: PokerState): Resolution {
  const call = callCost(s.variant, s.ante);
  let playerScore: number;
  let dealerScore: number;
  let qualifies: boolean;
  if (s.variant === 'three-card') {
    playerScore = threeCardHand(s.player);
    dealerScore = threeCardHand(s.dealer);
    qualifies = category3Of(dealerScore) !== 'high-card' || leadRank(dealerScore) >= 12;
  } else if (s.variant === 'casino-holdem') {
    playerScore = bestHand([...s.player, ...s.board]);
    dealerScore = bestHand([...s.dealer, ...s.board]);
    const cat = categoryOf(dealerScore);
    qualifies = cat !== 'high-card' && (cat !== 'pair' || leadRank(dealerScore) >= 4);
  } else {
    playerScore = bestHand(s.player);
    dealerScore = bestHand(s.dealer);
    qualifies =
      categoryOf(dealerScore) !== 'high-card' ||
      (leadRank(dealerScore) === 14 && ((dealerScore >> 12) & 15) === 13);
  }
  const returns = { ante: 0, call: 0, side: sideReturn(s), bonus: 0 };
  if (s.decision !== 'call')
    return { playerScore, dealerScore, qualifies, outcome: 'fold', returns };
  const playerCat = s.variant === 'three-card' ? category3Of(playerScore) : categoryOf(playerScore);
  if (s.variant === 'three-card') {
    const bonus = pays(ANTE_BONUS, playerCat);
    if (bonus !== undefined) returns.bonus = s.ante * bonus;
  }
  const anteWin = (): Minor =>
    s.variant === 'casino-holdem'
      ? s.ante + s.ante * (pays(HOLDEM_ANTE, playerCat) ?? 1)
      : s.ante * 2;
  let outcome: PokerOutcome;
  if (!qualifies) {
    returns.ante = anteWin();
    returns.call = call;
    outcome = 'win';
  } else if (playerScore > dealerScore) {
    returns.ante = anteWin();
    returns.call =
      s.variant === 'five-card-stud' ? call + call * (pays(STUD_CALL, playerCat) ?? 1) : call * 2;
    outcome = 'win';
  } else if (playerScore === dealerScore) {
    returns.ante = s.ante;
    returns.call = call;
    outcome = 'push';
  } else {
    outcome = 'lose';
  }
  return { playerScore, dealerScore, qualifies, outcome, returns };
}

function nameOf(variant: Variant, score: number): string {
  return variant === 'three-card' ? category3Of(score) : categoryOf(score);
}

function handName(variant: Variant, cards: readonly Card[]): string {
  return nameOf(variant, variant === 'three-card' ? threeCardHand(cards) : bestHand(cards));
}

function view(s: PokerState): Step<PokerState, PokerView> {
  const done = s.phase === 'done';
  const boardShown = done ? 5 : 3;
  const stud = s.variant === 'five-card-stud';
  const dealer = done ? s.dealer.slice() : s.dealer.map((c, i) => (stud && i === 0 ? c : null));
  const board = s.board.map((c, i) => (i < boardShown ? c : null));
  const seen =
    s.variant === 'casino-holdem' ? [...s.player, ...s.board.slice(0, boardShown)] : s.player;
  const r = done ? resolve(s) : null;
  const returns = r?.returns ?? { ante: 0, call: 0, side: 0, bonus: 0 };
  const win = returns.ante + returns.call + returns.side + returns.bonus;
  const v: PokerView = {
    variant: s.variant,
    phase: s.phase,
    player: s.player.slice(),
    dealer,
    board,
    playerHand: r ? nameOf(s.variant, r.playerScore) : handName(s.variant, seen),
    dealerHand: r ? nameOf(s.variant, r.dealerScore) : null,
    dealerQualifies: r ? r.qualifies : null,
    decision: s.decision,
    outcome: r?.outcome ?? null,
    ante: s.ante,
    side: s.side,
    callCost: callCost(s.variant, s.ante),
    returns,
    actions: done ? [] : ['call', 'fold'],
  };
  return { state: s, view: v, done, win };
}

function readAction(raw: unknown): PokerAction {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new GameRuleError('action_invalid');
  }
  const type = (raw as { type?: unknown }).type;
  if (Object.keys(raw).length !== 1 || (type !== 'call' && type !== 'fold')) {
    throw new GameRuleError('action_invalid');
  }
  return type;
}

function act(state: PokerState, raw: unknown): ActionStep<PokerState, PokerView> {
  const action = readAction(raw);
  if (state.phase !== 'decision') throw new GameRuleError('action_not_allowed', { action });
  const s: PokerState = { ...state, phase: 'done', decision: action };
  return { ...view(s), cost: action === 'call' ? callCost(s.variant, s.ante) : 0 };
}

function settle(state: PokerState): Step<PokerState, PokerView> {
  if (state.phase === 'done') return view(state);
  return view({ ...state, phase: 'done', decision: 'fold' });
}

type PokerEngine = Engine<PokerConfig, PokerBet, PokerState, PokerView>;

export const pokerEngine: PokerEngine & Required<Pick<PokerEngine, 'act' | 'settle'>> = {
  id: 'poker',
  configure,
  info,
  placeBet,
  start,
  act: (_config, state, action) => act(state, action),
  settle: (_config, state) => settle(state),
};

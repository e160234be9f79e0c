/**
 * The playing strategies behind the stated main-game RTPs (rtp.sim.ts plays them): simple
 * published-style rules close to the optimum of each variant.
 */
import type { Card } from '../cards.ts';
import { bestHand, categoryOf, leadRank, pokerRank, suitIndex, threeCardHand } from './hands.ts';
import type { PokerAction, PokerView } from './index.ts';

/** Four cards of one suit among `cards`, at least one of them from `hole`. */
function fourFlush(hole: readonly Card[], cards: readonly Card[]): boolean {
  const counts = [0, 0, 0, 0];
  for (const c of cards) counts[suitIndex(c)] = (counts[suitIndex(c)] as number) + 1;
  return hole.some((c) => (counts[suitIndex(c)] as number) >= 4);
}

/** Four consecutive ranks (an open-ended straight draw) among `cards`. */
function openEnded(cards: readonly Card[]): boolean {
  let mask = 0;
  for (const c of cards) mask |= 1 << pokerRank(c);
  for (let low = 2; low <= 11; low += 1) if (((mask >> low) & 15) === 15) return true;
  return false;
}

/**
 * Casino Hold'em: call with a hand the hole cards help make (a pair using a hole card, two pair or
 * better), four to a flush, an open-ended straight draw, or a ten or better in the hole; otherwise
 * fold. A pair on the board alone does not count: the dealer shares it.
 */
export function holdemStrategy(view: PokerView): PokerAction {
  const board = view.board.filter((c): c is Card => c !== null);
  const seen = [...view.player, ...board];
  const hole = view.player.map(pokerRank);
  const flop = board.map(pokerRank);
  const holePair = hole[0] === hole[1];
  const hits = hole.some((r) => flop.includes(r));
  const category = categoryOf(bestHand(seen));
  if (
    category !== 'high-card' &&
    category !== 'pair' &&
    (category !== 'two-pair' || holePair || hits)
  ) {
    return 'call';
  }
  if (holePair || hits) return 'call';
  if (fourFlush(view.player, seen) || openEnded(seen)) return 'call';
  return hole.some((r) => r >= 10) ? 'call' : 'fold';
}

/** Three Card Poker: play queen-six-four or better. */
export function threeCardStrategy(view: PokerView): PokerAction {
  const score = threeCardHand(view.player);
  if (score >= 0x100000) return 'call';
  const a = leadRank(score);
  const b = (score >> 12) & 15;
  const c = (score >> 8) & 15;
  if (a > 12) return 'call';
  if (a < 12) return 'fold';
  if (b > 6) return 'call';
  if (b < 6) return 'fold';
  return c >= 4 ? 'call' : 'fold';
}

/**
 * Caribbean Stud: call with a pair or better; with ace-king high, call when the dealer's up card
 * matches one of the player's ranks or the player's third card is a jack or better.
 */
export function studStrategy(view: PokerView): PokerAction {
  const score = bestHand(view.player);
  if (categoryOf(score) !== 'high-card') return 'call';
  if (leadRank(score) !== 14 || ((score >> 12) & 15) !== 13) return 'fold';
  const up = view.dealer[0];
  if (up && view.player.some((c) => pokerRank(c) === pokerRank(up))) return 'call';
  return ((score >> 8) & 15) >= 11 ? 'call' : 'fold';
}

export function strategyFor(view: PokerView): PokerAction {
  if (view.variant === 'casino-holdem') return holdemStrategy(view);
  if (view.variant === 'three-card') return threeCardStrategy(view);
  return studStrategy(view);
}

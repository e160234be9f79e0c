/**
 * Basic strategy for multi-deck blackjack without surrender (the composition-independent
 * strategy published for 4-8 decks, with the usual hit-soft-17 deviations). The RTP simulations
 * play it; the stated RTP of each title is the return of this strategy.
 */
import {
  cardValue,
  type BlackjackAction,
  type BlackjackConfig,
  type BlackjackView,
} from './index.ts';
import type { Card } from '../cards.ts';

type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';

function between(up: number, lo: number, hi: number): boolean {
  const u = up === 1 ? 11 : up;
  return u >= lo && u <= hi;
}

function hard(total: number, up: number, h17: boolean): Move {
  if (total <= 8) return 'H';
  if (total === 9) return between(up, 3, 6) ? 'D' : 'H';
  if (total === 10) return between(up, 2, 9) ? 'D' : 'H';
  if (total === 11) return up === 1 ? (h17 ? 'D' : 'H') : 'D';
  if (total === 12) return between(up, 4, 6) ? 'S' : 'H';
  if (total <= 16) return between(up, 2, 6) ? 'S' : 'H';
  return 'S';
}

function soft(total: number, up: number, h17: boolean): Move {
  if (total <= 14) return between(up, 5, 6) ? 'D' : 'H';
  if (total <= 16) return between(up, 4, 6) ? 'D' : 'H';
  if (total === 17) return between(up, 3, 6) ? 'D' : 'H';
  if (total === 18) {
    if (between(up, 3, 6) || (h17 && up === 2)) return 'Ds';
    return between(up, 9, 11) ? 'H' : 'S';
  }
  if (total === 19) return h17 && up === 6 ? 'Ds' : 'S';
  return 'S';
}

function pair(value: number, up: number, das: boolean): Move | null {
  switch (value) {
    case 1:
    case 8:
      return 'P';
    case 2:
    case 3:
      return between(up, das ? 2 : 4, 7) ? 'P' : null;
    case 4:
      return das && between(up, 5, 6) ? 'P' : null;
    case 6:
      return between(up, das ? 2 : 3, 6) ? 'P' : null;
    case 7:
      return between(up, 2, 7) ? 'P' : null;
    case 9:
      return between(up, 2, 6) || between(up, 8, 9) ? 'P' : null;
    default:
      return null;
  }
}

/** The basic-strategy action for the view's active hand (insurance is always declined). */
export function basicStrategy(config: BlackjackConfig, view: BlackjackView): BlackjackAction {
  if (view.phase === 'insurance') return 'no-insurance';
  const hand = view.hands[view.active ?? 0];
  const upCard = view.dealer[0];
  if (!hand || !upCard) return 'stand';
  const up = cardValue(upCard);
  const can = view.actions;
  const h17 = !config.dealerStandsSoft17;
  let move: Move | null = null;
  if (can.includes('split')) {
    move = pair(cardValue(hand.cards[0] as Card), up, config.doubleAfterSplit);
  }
  move ??= hand.soft ? soft(hand.total, up, h17) : hard(hand.total, up, h17);
  switch (move) {
    case 'P':
      return 'split';
    case 'D':
      return can.includes('double') ? 'double' : 'hit';
    case 'Ds':
      return can.includes('double') ? 'double' : 'stand';
    case 'H':
      return 'hit';
    default:
      return 'stand';
  }
}

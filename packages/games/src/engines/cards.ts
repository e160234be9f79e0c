/** Playing cards shared by the card engines (blackjack, baccarat, poker, Andar Bahar, Teen Patti). */
import type { Rng } from '../engine.ts';
import { shuffled } from '../rng.ts';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];
/** 1 = ace ... 11 jack, 12 queen, 13 king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** A card as a short JSON-friendly code: rank then suit, e.g. "1S" (ace of spades), "13H". */
export type Card = `${Rank}${Suit}`;

export function card(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

export function rankOf(c: Card): Rank {
  return Number(c.slice(0, -1)) as Rank;
}

export function suitOf(c: Card): Suit {
  return c.slice(-1) as Suit;
}

/** `decks` standard 52-card decks, in order. */
export function decks(count: number): Card[] {
  const out: Card[] = [];
  for (let d = 0; d < count; d += 1) {
    for (const s of SUITS) for (const r of RANKS) out.push(card(r, s));
  }
  return out;
}

/** A freshly shuffled shoe of `count` decks. */
export function shuffledShoe(count: number, rng: Rng): Card[] {
  return shuffled(decks(count), rng);
}

/**
 * The first `n` cards of a freshly shuffled shoe of `count` decks, without shuffling the whole
 * shoe: a partial Fisher-Yates gives every ordered n-card sequence the same probability as a full
 * shuffle would, with n draws from `rng` instead of 52 x count.
 */
export function dealFromFreshShoe(count: number, n: number, rng: Rng): Card[] {
  const shoe = decks(count);
  const take = Math.min(n, shoe.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + rng.int(shoe.length - i);
    [shoe[i], shoe[j]] = [shoe[j] as Card, shoe[i] as Card];
  }
  return shoe.slice(0, take);
}

/**
 * The game frame's virtual-sports API (`/studio/v1/virtual/*`, `studio-session` header): shared
 * scheduled events (a race or a football match every `VIRTUAL_SPORTS_INTERVAL_SECONDS`), bets on
 * them through the seamless wallet, and the results with their provably-fair data.
 *
 * - `GET /studio/v1/virtual/events`: the upcoming events (betting open) with odds and seed hash.
 * - `POST /studio/v1/virtual/bets` {eventId, selection, stake, requestId}: a real-money bet
 *   (demo sessions are refused `virtual_demo_not_available`); a bet at or after the event's start
 *   is refused `virtual_betting_closed` (the check runs in the bet's database transaction).
 * - `GET /studio/v1/virtual/bets`: the player's last 50 bets.
 * - `GET /studio/v1/virtual/results`: the last 20 settled events with seed, hash and result.
 *
 * Refusals are `{ message }` with the keys below or the studio's (`insufficient_funds` 402 with
 * `balance`, `bonus_bet_limit`, `self_excluded`, `daily_bet_limit`, ... 403).
 */
import { z } from 'zod';
import type { EventResult, VirtualKind } from '@croupier/games/virtual-sports/index';
import { idField, safeString } from './common.ts';

export const VIRTUAL_MESSAGES = {
  /** 409: the event has started (or is settled): no more bets on it. */
  bettingClosed: 'virtual_betting_closed',
  /** 404: no such event. */
  eventNotFound: 'virtual_event_not_found',
  /** 422: the event offers no such selection. */
  selectionInvalid: 'virtual_selection_invalid',
  /** 403: virtual sports are played for real money only (a demo frame shows events and results). */
  demoNotAvailable: 'virtual_demo_not_available',
  /** 409: the same requestId was used for another bet. */
  requestMismatch: 'virtual_request_mismatch',
} as const;

export interface VirtualSelectionView {
  key: string;
  /** Decimal odds x 100 (235 = 2.35). */
  odds: number;
  /** The exact probability the odds come from. */
  probability: { num: number; den: number };
}

export interface VirtualEventView {
  id: number;
  kind: VirtualKind;
  status: 'scheduled' | 'closed' | 'settled';
  startsAt: string;
  /** SHA-256 of the server seed, published when the event was created. */
  seedHash: string;
  /** Revealed once the result is drawn. */
  serverSeed: string | null;
  /** The fair stream's client seed and nonce (the event id). */
  clientSeed: string;
  nonce: number;
  rtpBp: number;
  /** Runners (race) or teams (football), as `eventCard` gives them. */
  card: unknown;
  selections: VirtualSelectionView[];
  result: EventResult | null;
  winning: string[] | null;
  settledAt: string | null;
}

export interface VirtualBetView {
  id: string;
  eventId: number;
  kind: VirtualKind;
  startsAt: string;
  selection: string;
  odds: number;
  stake: number;
  /** open (waiting for the result) | won | lost. */
  status: 'open' | 'won' | 'lost';
  win: number | null;
  createdAt: string;
  settledAt: string | null;
}

export const virtualBetBody = z.object({
  eventId: idField(),
  selection: safeString().min(1).max(16),
  stake: z.number().int().positive().max(1_000_000_000),
  requestId: safeString().min(1).max(64),
});

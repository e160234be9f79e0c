/**
 * The game frame's API (`/studio/v1/...`): what a game running in the frame asks the server.
 * Internal to the built-in studio (not part of the spec's `/v1`), so money here is integer minor
 * units, never decimals.
 *
 * Every call sends `studio-session: <token>`: the frame session the server created when it
 * consumed the single-use launch token (`GET /studio/launch/{token}` redirects to
 * `/studio/frame/#s=<token>`). A frame session is real (a player, the ledger) or demo (EUR play
 * money kept on the session, never in the ledger).
 *
 * Errors: `{ message: <key of the studio translations>, params?: {...} }` with status
 * 401 (session unknown or ended), 404 (round not found or not this session's player),
 * 409 (`round_open`, `round_closed`, `request_pending`), 422 (a bet or action the engine refuses:
 * `stake_invalid`, `stake_below_min`, `stake_above_max`, `bet_invalid`, `action_invalid`, ...),
 * 402 (`insufficient_funds`), 403 (`bonus_bet_limit`, `play_not_allowed`), 409 `no_freespins`
 * (a free spin asked for without one of the active campaign left for this game).
 * Keys are listed in `STUDIO_MESSAGES` below (401 `session_invalid`, 404 `round_not_found`,
 * 503 `game_not_available`); 402 and 403 refusals of a stake also carry `balance` (minor units,
 * null when unknown). Body validation failures are 422 `{ message, errors }` (common shape).
 * Additive since the first version: the zod schemas of the bodies at the end of this file.
 */
import { z } from 'zod';
import type { EngineId } from '@croupier/games/catalog';
import type { EngineInfo } from '@croupier/games/engine';
import { safeJson, safeString } from './common.ts';

export type Minor = number;

export interface StudioGame {
  id: number;
  slug: string;
  name: string;
  engine: EngineId;
  /** The title's catalog settings (engine configuration input). */
  settings: Record<string, unknown>;
  provider: { id: number; name: string };
  info: EngineInfo;
}

export interface FairnessCommitment {
  /** SHA-256 (hex) of the server seed the next round will use: shown before the bet. */
  nextSeedHash: string;
  /** The nonce the next round will use. */
  nextNonce: number;
}

export interface RoundFairness {
  seedHash: string;
  clientSeed: string;
  nonce: number;
  /** Revealed once the round is over (null while it is open). */
  serverSeed: string | null;
}

export type RoundStatus = 'open' | 'settled' | 'refunded';

export interface RoundView {
  id: string;
  gameId: number;
  status: RoundStatus;
  /** Total staked in the round so far (bet plus actions' costs). */
  stake: Minor;
  /** Total paid back (0 while open). */
  win: Minor;
  /** The engine's player view (never a secret of an open round). */
  view: unknown;
  /** The bet as the engine normalised it. */
  bet: unknown;
  fairness: RoundFairness;
  createdAt: string;
  settledAt: string | null;
  /**
   * A finished round's applied player actions in order, with the time since the round started
   * (what the engine was given): with the revealed seed they replay the round exactly.
   */
  actions?: { action: unknown; elapsedMs: number }[];
  /** A free spin of a bonus campaign: played at the campaign's stake, nothing debited. */
  freespin?: boolean;
}

/**
 * The free spins the player's active bonus campaign has left in this game (real-money slots
 * only; the game must be one of the campaign's free-spin games). Each is played with
 * `freespin: true` on the play body, at `stake`, and its win is paid into the bonus balance.
 */
export interface FreeSpins {
  /** Free spins still to play. */
  left: number;
  /** Free spins the campaign gave. */
  total: number;
  /** The stake of one free spin in this game (the campaign's stake), minor units. */
  stake: Minor;
  /** The engine bet a free spin is played with (slots: `{ lineBet }`), for display. */
  bet: unknown;
  /** The campaign's name. */
  campaign: string;
}

export interface StudioSession {
  mode: 'real' | 'demo';
  game: StudioGame;
  currency: { code: string; symbol: string };
  /** Spendable balance: cash + bonus for real play, play money in demo. */
  balance: Minor;
  language: string;
  fairness: FairnessCommitment;
  /** An unfinished round of this game to resume (blackjack, crash, mines...). */
  openRound: RoundView | null;
  /** Free spins to play here (real-money slots of the active campaign), else null or absent. */
  freeSpins?: FreeSpins | null;
}

/** `GET /studio/v1/session` */
export interface SessionResponse {
  data: StudioSession;
}

/** `POST /studio/v1/rounds`: open (and for one-step games, finish) a round. */
export interface PlayBody {
  /** The engine's bet; ignored for a free spin (the server plays the campaign's stake). */
  bet: unknown;
  /** Chosen by the player's frame (random by default); max 64 characters. */
  clientSeed: string;
  /** Unique per attempt (a retry of the same attempt repeats it): max 64 characters. */
  requestId: string;
  /** Play one of the active campaign's free spins (see `FreeSpins`) instead of a paid bet. */
  freespin?: boolean;
}

/** `POST /studio/v1/rounds/{id}/actions` */
export interface ActionBody {
  action: unknown;
  requestId: string;
}

/** Answer of play, action and `GET /studio/v1/rounds/{id}` (which also advances time-driven rounds). */
export interface RoundResponse {
  data: {
    round: RoundView;
    balance: Minor;
    fairness: FairnessCommitment;
    /** Real-money play: the free spins left after this answer (null: none). */
    freeSpins?: FreeSpins | null;
  };
}

/** `GET /studio/v1/rounds?page&per_page`: this player's (or demo session's) rounds of this game, newest first. */
export interface RoundListResponse {
  data: RoundView[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** Messages the frame posts to the site (`window.parent.postMessage`, same origin). */
export type FrameMessage =
  | { type: 'croupier:round'; status: RoundStatus; balance: Minor }
  | { type: 'croupier:error'; message: string };

/** Error keys of the frame API besides the engines' own (`GameRuleError` keys, 422). */
export const STUDIO_MESSAGES = {
  /** 401: no, unknown or ended frame session (logout, inactivity, blocked player, expiry). */
  sessionInvalid: 'session_invalid',
  /** 404: no such round of this player (or demo session). */
  roundNotFound: 'round_not_found',
  /** 409: an unfinished round of this game exists: resume it first. */
  roundOpen: 'round_open',
  /** 409: the round is over: no further action. */
  roundClosed: 'round_closed',
  /** 409: another request on this round is still being processed. */
  requestPending: 'request_pending',
  /** 402 with `balance`: the stake (or an action's cost) exceeds the balance. */
  insufficientFunds: 'insufficient_funds',
  /** 403: above the active bonus campaign's max bet. */
  bonusBetLimit: 'bonus_bet_limit',
  /** 403: the player may not play for real now (blocked, closed). */
  playNotAllowed: 'play_not_allowed',
  /** 403: self-excluded since the frame opened: no real-money bet until the exclusion ends. */
  selfExcluded: 'self_excluded',
  /** 403: the bet would pass the player's daily bet limit (UTC day). */
  dailyBetLimit: 'daily_bet_limit',
  /** 403: the bet could pass the player's daily loss limit. */
  dailyLossLimit: 'daily_loss_limit',
  /** 403: the player's daily playing time is used up. */
  dailyPlayingTimeLimit: 'daily_playing_time_limit',
  /** 409: no free spin of the active campaign is left for this game (or none in demo play). */
  noFreespins: 'no_freespins',
  /** 503: the game cannot run now (its engine is unavailable). */
  gameNotAvailable: 'game_not_available',
} as const;

const requestId = safeString().min(1).max(64);

/** Body of `POST /studio/v1/rounds` (the engine validates `bet`). */
export const playBody = z.object({
  bet: safeJson(),
  clientSeed: safeString().min(1).max(64),
  requestId,
  freespin: z.boolean().optional(),
});

/** Body of `POST /studio/v1/rounds/{id}/actions` (the engine validates `action`). */
export const actionBody = z.object({ action: safeJson(), requestId });

export const roundParams = z.object({ id: safeString().min(1).max(64) });

export const roundListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

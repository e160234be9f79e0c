/**
 * External game providers: the interfaces between the protocol adapters (Hub88's operator wallet
 * API, our own signed `/wallet/v1`) and the platform. An adapter speaks its protocol (fields,
 * signatures, status codes, amount units) and calls the gateway; the gateway applies the rules
 * every provider is held to (a live session token for a bet, the player's currency, the
 * provider's own games, the win cap) and moves money through the seamless wallet, whose
 * database functions check the money rules (balance, limits, self-exclusion, bonus max bet,
 * idempotency) under the player's wallet lock.
 */
import type { Minor, WalletBalance, WalletErrorCode } from '../wallet/port.ts';

/** How a provider's games are played (`providers.integration`). */
export type Integration = 'studio' | 'hub88' | 'wallet';

/** A game session issued at launch (`provider_sessions`), as the gateway resolved it. */
export interface ProviderSession {
  id: number;
  /** The wallet-side provider code (`providers.aggregator`). */
  provider: string;
  mode: 'real' | 'demo';
  playerId: number | null;
  gameId: number;
  /** ISO 4217 code of the session's currency (the player's; EUR in demo). */
  currency: string;
  language: string;
  /** Past expires_at, revoked, or its player's login session ended: no more bets. */
  expired: boolean;
}

/** The gateway's refusals on top of the wallet's own. */
export type GatewayErrorCode =
  | WalletErrorCode
  /** No session with this token for this provider (or of another player). */
  | 'invalid_token'
  /** The session ended (time, sign-out, revoked): a bet is refused; a win or rollback is not. */
  | 'token_expired'
  /** The call's currency is not the session's (the player's). */
  | 'wrong_currency'
  /** Unknown game, not this provider's, or not the session's game. */
  | 'invalid_game'
  /** A demo session cannot move money. */
  | 'demo_session';

interface Call {
  /** The wallet-side provider code (authenticated by the adapter's signature check). */
  provider: string;
  transactionId: string;
  roundId: string;
  /** Our games.id (adapters map their game code first; unknown: `invalid_game`). */
  gameId: number;
  /** ISO 4217, checked against the session's (the player's) currency. */
  currency: string;
}

export interface GatewayBet extends Call {
  /** Required for a bet: the session our launch issued for this player, game and provider. */
  token: string;
  /** When the protocol names the player as well: must be the session's player. */
  playerId?: number;
  amount: Minor;
}

export interface GatewaySettle extends Call {
  /** Optional for wins and rollbacks (accepted on an expired session). */
  token?: string | null;
  playerId: number;
  /** The bet this win pays or this rollback refunds (its transactionId). */
  betTransactionId: string;
}

export interface GatewayWin extends GatewaySettle {
  amount: Minor;
  closeRound: boolean;
}

export type GatewayResult =
  | {
      ok: true;
      duplicate: boolean;
      ledgerTransactionId: number | null;
      cash: Minor;
      bonus: Minor;
      balance: WalletBalance;
      /** A win above the cap: accepted and held for staff review (not in the balance). */
      held?: Minor;
    }
  | { ok: false; code: GatewayErrorCode; balance: WalletBalance | null };

export interface ProviderGateway {
  /** Issues a session token at launch (real: the player's currency; demo: EUR, no player). */
  issueSession(input: {
    provider: string;
    mode: 'real' | 'demo';
    playerId: number | null;
    playerSessionId: number | null;
    gameId: number;
    language: string;
  }): Promise<{ token: string; session: ProviderSession; expiresAt: Date }>;
  /** The session of a token for this provider, or null (unknown token). */
  findSession(provider: string, token: string): Promise<ProviderSession | null>;
  balance(playerId: number): Promise<WalletBalance | null>;
  bet(req: GatewayBet): Promise<GatewayResult>;
  win(req: GatewayWin): Promise<GatewayResult>;
  rollback(req: GatewaySettle): Promise<GatewayResult>;
}

/** What a launcher needs to build the game URL of an external game. */
export interface LaunchContext {
  mode: 'real' | 'demo';
  /** The session token issued for this launch (demo too: the provider may ask for it). */
  token: string;
  game: { id: number; slug: string; externalCode: string | null };
  provider: { id: number; code: string; aggregator: string | null; launchUrl: string | null };
  playerId: number | null;
  currency: string;
  language: string;
  /** The player's country (ISO 3166-1 alpha-2) when known. */
  country: string | null;
  ip: string | null;
  isMobile: boolean;
  /** Where the game's "lobby" button leads (our site). */
  lobbyUrl: string;
}

/** Builds the URL the game iframe loads, one per integration (`hub88`, `wallet`). */
export interface GameLauncher {
  gameUrl(ctx: LaunchContext): Promise<string>;
}

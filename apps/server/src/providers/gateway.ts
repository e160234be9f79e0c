/**
 * The provider gateway (port.ts): the rules every external provider is held to, on top of the
 * seamless wallet's own. A bet needs a live session our launch issued for that player, game and
 * provider, in the session's currency; a win or a rollback may name an expired session (or none)
 * but must be in the player's currency and for one of the provider's games; a win above the
 * game's stated maximum or the provider's cap is held for staff review (decided in the database,
 * under the player's wallet lock: `wallet_credit`).
 */
import { hashToken, newToken } from '../auth/crypto.ts';
import { tokenState } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { Wallet } from '../wallet/plugin.ts';
import type { WalletBalance, WalletResult } from '../wallet/port.ts';
import { WalletInputError } from '../wallet/service.ts';
import type {
  GatewayBet,
  GatewayErrorCode,
  GatewayResult,
  GatewaySettle,
  GatewayWin,
  ProviderGateway,
  ProviderSession,
} from './port.ts';
import * as repo from './repository.ts';

const MINUTE = 60_000;
/** Default life of a provider session: 8 hours. */
export const DEFAULT_SESSION_TTL_MINUTES = 8 * 60;
/** last_used_at is written at most this often per session. */
const TOUCH_EVERY_MS = MINUTE;
/** The currency of demo sessions (play money, no player). */
export const DEMO_CURRENCY = 'EUR';

export interface GatewayDeps {
  db: Db;
  now: () => Date;
  wallet: Pick<Wallet, 'balance' | 'debit' | 'credit' | 'rollback'>;
  /** PROVIDER_SESSION_TTL_MINUTES. */
  sessionTtlMinutes?: number;
}

export function createProviderGateway(deps: GatewayDeps): ProviderGateway & {
  /** The session and its row (for launchers and tests). */
  resolve(provider: string, token: string): Promise<ResolvedSession | null>;
} {
  const { db, now, wallet } = deps;
  const ttlMs = (deps.sessionTtlMinutes ?? DEFAULT_SESSION_TTL_MINUTES) * MINUTE;

  /** Whether a session no longer allows bets (time, revocation, the player's login session). */
  async function isExpired(row: repo.SessionRow, at: Date): Promise<boolean> {
    if (row.revokedAt || row.expiresAt.getTime() <= at.getTime()) return true;
    if (row.mode !== 'real') return false;
    // A real session lives only as long as the player's login (studio's playerSessionLive).
    if (row.playerSessionId === null) return true;
    const login = await repo.findPlayerSession(db, row.playerSessionId);
    return !login || login.type !== 'session' || tokenState(login, at) !== 'live';
  }

  function toSession(row: repo.SessionRow, expired: boolean): ProviderSession {
    return {
      id: row.id,
      provider: row.provider,
      mode: row.mode === 'real' ? 'real' : 'demo',
      playerId: row.playerId,
      gameId: row.gameId,
      currency: row.currency,
      language: row.language,
      expired,
    };
  }

  async function resolve(provider: string, token: string): Promise<ResolvedSession | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    const row = await repo.findSessionByHash(db, hashToken(token));
    if (!row || row.provider !== provider) return null;
    const at = now();
    const session = toSession(row, await isExpired(row, at));
    if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      await repo.touchSession(db, row.id, at, new Date(at.getTime() - TOUCH_EVERY_MS));
    }
    return { session, row };
  }

  async function balance(playerId: number): Promise<WalletBalance | null> {
    try {
      return await wallet.balance(playerId);
    } catch (err) {
      if (err instanceof WalletInputError) return null;
      throw err;
    }
  }

  const refuse = async (
    code: GatewayErrorCode,
    playerId: number | null | undefined,
  ): Promise<GatewayResult> => ({
    ok: false,
    code,
    balance: typeof playerId === 'number' ? await balance(playerId) : null,
  });

  function fromWallet(r: WalletResult): GatewayResult {
    if (!r.ok) return { ok: false, code: r.code, balance: r.balance };
    return {
      ok: true,
      duplicate: r.duplicate,
      ledgerTransactionId: r.ledgerTransactionId,
      cash: r.cash,
      bonus: r.bonus,
      balance: r.balance,
      ...(r.held ? { held: r.held } : {}),
    };
  }

  /** A game of this provider (`providers.aggregator` is the wallet-side code), or null. */
  async function providerGame(provider: string, gameId: number) {
    if (!Number.isSafeInteger(gameId) || gameId <= 0 || gameId > 2_147_483_647) return null;
    const game = await repo.findProviderGame(db, gameId);
    return game && game.aggregator === provider && game.integration !== 'studio' ? game : null;
  }

  /** Checks shared by wins and rollbacks; the game row when they pass. */
  async function settleChecks(
    req: GatewaySettle,
  ): Promise<{ refusal: GatewayResult } | { game: repo.ProviderGameRow }> {
    let currency: string | undefined;
    if (req.token !== undefined && req.token !== null) {
      const found = await resolve(req.provider, req.token);
      // May be expired; must be this provider's and this player's.
      if (!found || found.session.playerId !== req.playerId) {
        return { refusal: await refuse('invalid_token', null) };
      }
      // The session was issued in the player's currency (a player's currency never changes).
      currency = found.session.currency;
    } else {
      currency = (await repo.playerCurrency(db, req.playerId))?.code;
    }
    if (!currency) return { refusal: await refuse('player_not_allowed', null) };
    if (req.currency !== currency) {
      return { refusal: await refuse('wrong_currency', req.playerId) };
    }
    const game = await providerGame(req.provider, req.gameId);
    if (!game) return { refusal: await refuse('invalid_game', req.playerId) };
    return { game };
  }

  return {
    resolve,

    async issueSession(input) {
      const at = now();
      let currency: { id: number; code: string } | undefined;
      if (input.mode === 'real') {
        if (input.playerId === null)
          throw new Error('provider session: a real session needs a player');
        currency = await repo.playerCurrency(db, input.playerId);
      } else {
        currency = await repo.currencyByCode(db, DEMO_CURRENCY);
      }
      if (!currency) throw new Error('provider session: currency not found');
      const token = newToken();
      const expiresAt = new Date(at.getTime() + ttlMs);
      const playerId = input.mode === 'real' ? input.playerId : null;
      const id = await repo.insertSession(db, {
        tokenHash: hashToken(token),
        provider: input.provider,
        mode: input.mode,
        playerId,
        playerSessionId: input.mode === 'real' ? input.playerSessionId : null,
        gameId: input.gameId,
        currencyId: currency.id,
        language: input.language,
        expiresAt,
        createdAt: at,
      });
      return {
        token,
        expiresAt,
        session: {
          id,
          provider: input.provider,
          mode: input.mode,
          playerId,
          gameId: input.gameId,
          currency: currency.code,
          language: input.language,
          expired: false,
        },
      };
    },

    async findSession(provider, token) {
      return (await resolve(provider, token))?.session ?? null;
    },

    balance,

    async bet(req: GatewayBet): Promise<GatewayResult> {
      const found = req.token ? await resolve(req.provider, req.token) : null;
      // Refusals about the token carry no balance (it names no player of the caller's).
      if (!found) return refuse('invalid_token', null);
      const { session } = found;
      if (session.mode !== 'real' || session.playerId === null) {
        return refuse('demo_session', null);
      }
      if (req.playerId !== undefined && req.playerId !== session.playerId) {
        return refuse('invalid_token', null);
      }
      const playerId = session.playerId;
      if (req.gameId !== session.gameId || !(await providerGame(req.provider, req.gameId))) {
        return refuse('invalid_game', playerId);
      }
      if (req.currency !== session.currency) return refuse('wrong_currency', playerId);
      // A retry of a bet made while the session lived gets its first answer, not a refusal.
      if (session.expired && !(await repo.transactionExists(db, req.provider, req.transactionId))) {
        return refuse('token_expired', playerId);
      }
      return fromWallet(
        await wallet.debit({
          provider: req.provider,
          transactionId: req.transactionId,
          playerId,
          roundId: req.roundId,
          gameId: req.gameId,
          amount: req.amount,
        }),
      );
    },

    async win(req: GatewayWin): Promise<GatewayResult> {
      const checked = await settleChecks(req);
      if ('refusal' in checked) return checked.refusal;
      return fromWallet(
        await wallet.credit({
          provider: req.provider,
          transactionId: req.transactionId,
          playerId: req.playerId,
          roundId: req.roundId,
          gameId: req.gameId,
          amount: req.amount,
          betTransactionId: req.betTransactionId,
          closeRound: req.closeRound,
          cap: {
            maxMultiplier: checked.game.maxWinMultiplier,
            providerCap: checked.game.maxWinCap,
          },
        }),
      );
    },

    async rollback(req: GatewaySettle): Promise<GatewayResult> {
      const checked = await settleChecks(req);
      if ('refusal' in checked) return checked.refusal;
      return fromWallet(
        await wallet.rollback({
          provider: req.provider,
          transactionId: req.transactionId,
          playerId: req.playerId,
          roundId: req.roundId,
          gameId: req.gameId,
          betTransactionId: req.betTransactionId,
        }),
      );
    },
  };
}

export interface ResolvedSession {
  session: ProviderSession;
  row: repo.SessionRow;
}

export type Gateway = ReturnType<typeof createProviderGateway>;

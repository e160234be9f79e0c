import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import type { Db } from '../db/client.ts';
import { players, playerSessions } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { hashToken } from './crypto.ts';
import { INACTIVITY_MS, revokeToken, tokenState, touchToken, type TokenType } from './sessions.ts';

export interface AuthenticatedPlayer {
  id: number;
  skinId: number;
  status: string;
  tokenId: number;
  tokenType: TokenType;
  /** Inactivity deadline of a session (last activity + 30 minutes). */
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The player of the `user-token` (or registration `token`) of the call, set by a preHandler. */
    player: AuthenticatedPlayer | null;
  }
}

/** Once, on the root instance: every route may read `request.player`. */
export function registerPlayerDecorator(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('player')) app.decorateRequest('player', null);
}

/** Activity writes are skipped when the last one is this recent (saves a write per request). */
const TOUCH_AFTER_MS = 5_000;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
};

/**
 * preHandlers that authenticate players. Tokens are looked up by their SHA-256; a token must be
 * of an accepted type, not revoked, not expired, of the call's skin, and (sessions) used within
 * the last 30 minutes by the app's clock. Any authenticated call counts as activity unless the
 * route says otherwise (background polls: balance, messages).
 */
export function createPlayerAuth(db: Db, now: () => Date) {
  async function authenticate(
    request: FastifyRequest,
    token: string,
    accepted: readonly TokenType[],
    activity: boolean,
  ): Promise<AuthenticatedPlayer> {
    const [row] =
      token.length <= 200
        ? await db
            .select({ session: playerSessions, status: players.status, skinId: players.skinId })
            .from(playerSessions)
            .innerJoin(players, eq(players.id, playerSessions.playerId))
            .where(eq(playerSessions.tokenHash, hashToken(token)))
            .limit(1)
        : [];
    if (!row || row.skinId !== request.skinId) {
      throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
    }
    const session = row.session;
    if (!accepted.includes(session.type as TokenType)) {
      throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
    }
    const at = now();
    const state = tokenState(session, at);
    if (state === 'inactive') {
      await revokeToken(db, session.id, at);
      throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    }
    if (state !== 'live') throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    if (session.type === 'session' && (row.status === 'blocked' || row.status === 'closed')) {
      await revokeToken(db, session.id, at);
      throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    }
    let last = session.lastActivityAt;
    if (activity && session.type === 'session' && at.getTime() - last.getTime() >= TOUCH_AFTER_MS) {
      await touchToken(db, session.id, at);
      last = at;
    }
    const player: AuthenticatedPlayer = {
      id: session.playerId,
      skinId: row.skinId,
      status: row.status,
      tokenId: session.id,
      tokenType: session.type as TokenType,
      expiresAt: new Date(Math.min(session.expiresAt.getTime(), last.getTime() + INACTIVITY_MS)),
    };
    request.player = player;
    return player;
  }

  return {
    /** A `user-token` session is required. `activity: false` for background polls. */
    session(opts: { activity?: boolean } = {}): preHandlerAsyncHookHandler {
      const activity = opts.activity ?? true;
      return async (request) => {
        const userToken = header(request, 'user-token');
        if (!userToken) {
          // A registration token where a session is needed: say so.
          if (header(request, 'token')) throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
          throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
        }
        await authenticate(request, userToken, ['session'], activity);
      };
    },

    /**
     * Registration-step calls: the `token` header (registration or activation token) or a
     * `user-token` session (the dashboard's confirm buttons).
     */
    registrationOrSession(): preHandlerAsyncHookHandler {
      return async (request) => {
        const userToken = header(request, 'user-token');
        if (userToken) {
          await authenticate(request, userToken, ['session'], true);
          return;
        }
        const temp = header(request, 'token');
        if (!temp) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
        await authenticate(request, temp, ['registration', 'activation'], false);
      };
    },

    /** Calls only a registration temp token makes (the `token` header: registration or activation). */
    registrationToken(): preHandlerAsyncHookHandler {
      return async (request) => {
        const temp = header(request, 'token');
        if (!temp) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
        await authenticate(request, temp, ['registration', 'activation'], false);
      };
    },

    /** A session if one is sent, else anonymous (no error). */
    optional(): preHandlerAsyncHookHandler {
      return async (request) => {
        const userToken = header(request, 'user-token');
        const temp = header(request, 'token');
        try {
          if (userToken) await authenticate(request, userToken, ['session'], false);
          else if (temp) await authenticate(request, temp, ['registration', 'activation'], false);
        } catch {
          request.player = null;
        }
      };
    },
  };
}
export type PlayerAuth = ReturnType<typeof createPlayerAuth>;

/** The authenticated player of a route behind a PlayerAuth preHandler. */
export function currentPlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  return request.player;
}

/** Ownership: an id in a path or body must be the caller's own. */
export function assertOwnPlayer(request: FastifyRequest, playerId: number): AuthenticatedPlayer {
  const player = currentPlayer(request);
  if (player.id !== playerId) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return player;
}

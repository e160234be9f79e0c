/**
 * The realtime socket (socket.io on the platform's own HTTP server and origin, path /socket.io).
 *
 * Handshake `auth`: `{ token }` (a player's live session token), `{ staffToken }` (a staff
 * session), or nothing (a guest). A token that is given but not live refuses the connection
 * (`connect_error` "unauthenticated"). Every socket is in the `public` room; staff sockets in
 * `staff`; a player socket joins `player:<id>` only when its `create` names its own player.
 * Sockets whose token has ended are disconnected: at once on logout (`endSession`, every node)
 * and by a periodic check of this node's sockets (inactivity, expiry, password change, blocked).
 * With REDIS_URL the nodes share rooms through the Redis adapter; without it, in process.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  SOCKET_ROOMS,
  socketCreate,
  type SocketCreateAck,
} from '@croupier/contract/messages';
import { hashToken } from '../auth/crypto.ts';
import { tokenState } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { StaffContext } from '../staff/service.ts';
import { createHandshakeGuard } from './handshake-guard.ts';
import type { EventPayload, Realtime, ServerEvent, ServerEvents } from './port.ts';
import * as repo from './repository.ts';

/** How often this node checks the tokens of its sockets. */
export const SWEEP_MS = 60_000;
const MAX_TOKEN_LENGTH = 200;

interface ClientEvents {
  create: (payload: unknown, ack?: (reply: SocketCreateAck) => void) => void;
}

/** Kept on the socket (never a token: socket data travels between nodes with the adapter). */
type SocketData =
  | { kind: 'guest' }
  | { kind: 'player'; playerId: number; tokenId: number; skinRef: string }
  | { kind: 'staff'; staffId: number; sessionId: number };

type AppServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

export interface RealtimeDeps {
  server: HttpServer;
  db: Db;
  now: () => Date;
  env: Pick<
    Env,
    | 'REDIS_URL'
    | 'REALTIME_CHANNEL'
    | 'PUBLIC_URL'
    | 'TRUST_PROXY'
    | 'REALTIME_HANDSHAKES_PER_MINUTE'
  >;
  staff: {
    authenticate(token: string, opts?: { touch?: boolean }): Promise<StaffContext | null>;
  };
  log?: FastifyBaseLogger;
  /** The period of the token check (0: none, tests call `sweep`). */
  sweepMs?: number;
}

export interface RealtimeServer extends Realtime {
  readonly io: AppServer;
  /** Checks the tokens of this node's sockets now; returns how many were disconnected. */
  sweep(): Promise<number>;
  /** Disconnects this node's sockets and stops accepting new ones (before the HTTP server closes). */
  closeSockets(): void;
}

const sessionRoom = (tokenId: number) => `session:${tokenId}`;

class Unauthenticated extends Error {
  constructor() {
    super(AUTH_MESSAGES.unauthenticated);
  }
}

/** A player token is live: a session, not revoked, not expired or idle, its player not barred. */
function liveSession(row: repo.SessionRow, at: Date): boolean {
  return (
    row.session.type === 'session' &&
    tokenState(row.session, at) === 'live' &&
    row.status !== 'blocked' &&
    row.status !== 'closed'
  );
}

const tokenOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** The commands the socket.io adapter sends without waiting for (or catching) their answer. */
const UNAWAITED_COMMANDS = ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe', 'publish'];

/**
 * The adapter fires these commands and forgets them: when the connection is closed before they
 * are sent (a node closing while its Redis is down or still connecting) ioredis rejects them
 * ("Connection is closed"), and nobody handles the rejection. A failed one is logged instead;
 * the caller still gets the same promise.
 */
function handleDroppedReplies(client: Redis, log: RealtimeDeps['log']): void {
  const methods = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of UNAWAITED_COMMANDS) {
    const send = methods[name]!.bind(client);
    methods[name] = (...args: unknown[]) => {
      const reply = send(...args);
      reply.catch((err: unknown) =>
        log?.warn(
          { err: err instanceof Error ? err.message : String(err), command: name },
          'realtime: redis command failed',
        ),
      );
      return reply;
    };
  }
}

export function createRealtime(deps: RealtimeDeps): RealtimeServer {
  const { db, now, log } = deps;
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  let adapter: ReturnType<typeof createAdapter> | undefined;
  if (deps.env.REDIS_URL) {
    pub = new Redis(deps.env.REDIS_URL);
    sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (err: Error) => log?.warn({ err: err.message }, 'realtime: redis error'));
      handleDroppedReplies(client, log);
    }
    adapter = createAdapter(pub, sub, { key: deps.env.REALTIME_CHANNEL });
  }

  const io: AppServer = new Server(deps.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients only send `create`: small frames are enough.
    maxHttpBufferSize: 16_384,
    // Another site's page may not open a socket; one address may not open them without end.
    allowRequest: createHandshakeGuard({
      publicUrl: deps.env.PUBLIC_URL,
      perMinute: deps.env.REALTIME_HANDSHAKES_PER_MINUTE,
      trustProxy: deps.env.TRUST_PROXY,
    }).allowRequest,
    ...(adapter ? { adapter } : {}),
  });
  /** Staff bearer tokens of this node's staff sockets (memory only, for the periodic check). */
  const staffTokens = new Map<string, string>();

  async function identify(socket: AppSocket): Promise<void> {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const playerToken = tokenOf(auth.token);
    const staffToken = tokenOf(auth.staffToken);
    if (playerToken) {
      const row =
        playerToken.length <= MAX_TOKEN_LENGTH
          ? await repo.findSessionByHash(db, hashToken(playerToken))
          : undefined;
      if (!row || !liveSession(row, now())) throw new Unauthenticated();
      socket.data = {
        kind: 'player',
        playerId: row.session.playerId,
        tokenId: row.session.id,
        skinRef: row.skinRef,
      };
      return;
    }
    if (staffToken) {
      const ctx =
        staffToken.length <= MAX_TOKEN_LENGTH ? await deps.staff.authenticate(staffToken) : null;
      if (!ctx) throw new Unauthenticated();
      socket.data = { kind: 'staff', staffId: ctx.staff.id, sessionId: ctx.sessionId };
      staffTokens.set(socket.id, staffToken);
      return;
    }
    socket.data = { kind: 'guest' };
  }

  io.use((socket, next) => {
    identify(socket).then(
      () => next(),
      (err: unknown) => {
        if (!(err instanceof Unauthenticated)) {
          // Only the kind of failure: a query error would carry the token's hash.
          log?.error(
            { err: err instanceof Error ? err.name : 'unknown' },
            'realtime: handshake failed',
          );
        }
        next(new Error(AUTH_MESSAGES.unauthenticated));
      },
    );
  });

  io.on('connection', (socket) => {
    const data = socket.data;
    void socket.join(SOCKET_ROOMS.public);
    if (data.kind === 'player') void socket.join(sessionRoom(data.tokenId));
    if (data.kind === 'staff') void socket.join(SOCKET_ROOMS.staff);
    socket.on('disconnect', () => staffTokens.delete(socket.id));

    socket.on(SOCKET_EVENTS.create, (payload, ack) => {
      const reply = (r: SocketCreateAck) => {
        if (typeof ack === 'function') ack(r);
      };
      if (data.kind !== 'player')
        return reply({ ok: false, message: AUTH_MESSAGES.unauthenticated });
      const parsed = socketCreate.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, message: 'field_invalid' });
      const { playerId, refId } = parsed.data;
      if (playerId !== data.playerId || (refId !== undefined && refId !== data.skinRef)) {
        // Never another player's room; the client asked for something it must not have.
        reply({ ok: false, message: AUTH_MESSAGES.forbidden });
        socket.disconnect(true);
        return;
      }
      void socket.join(SOCKET_ROOMS.player(data.playerId));
      reply({ ok: true });
    });
  });

  async function sweep(): Promise<number> {
    const sockets = [...io.of('/').sockets.values()];
    const at = now();
    let ended = 0;
    const playerSockets = sockets.filter((s) => s.data.kind === 'player');
    const ids = [
      ...new Set(playerSockets.map((s) => (s.data.kind === 'player' ? s.data.tokenId : 0))),
    ];
    const live = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const row of await repo.findSessionsByIds(db, ids.slice(i, i + 500))) {
        if (liveSession(row, at)) live.add(row.session.id);
      }
    }
    for (const s of playerSockets) {
      if (s.data.kind === 'player' && !live.has(s.data.tokenId)) {
        s.disconnect(true);
        ended += 1;
      }
    }
    for (const s of sockets) {
      if (s.data.kind !== 'staff') continue;
      const token = staffTokens.get(s.id);
      if (!token || !(await deps.staff.authenticate(token, { touch: false }))) {
        s.disconnect(true);
        ended += 1;
      }
    }
    return ended;
  }

  const sweepMs = deps.sweepMs ?? SWEEP_MS;
  const timer =
    sweepMs > 0
      ? setInterval(() => {
          sweep().catch((err: unknown) =>
            log?.warn(
              { err: err instanceof Error ? err.message : String(err) },
              'realtime: sweep failed',
            ),
          );
        }, sweepMs)
      : undefined;
  timer?.unref();

  let socketsClosed = false;
  function closeSockets() {
    if (socketsClosed) return;
    socketsClosed = true;
    if (timer) clearInterval(timer);
    io.local.disconnectSockets(true);
    // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
    io.engine.close();
  }

  let closed: Promise<void> | undefined;
  const emitTo = <E extends ServerEvent>(room: string, event: E, payload: EventPayload<E>) => {
    // The typed emit of socket.io wants the exact parameter list of the event.
    (io.to(room).emit as (ev: E, p: EventPayload<E>) => boolean)(event, payload);
  };

  return {
    io,
    sweep,
    closeSockets,
    toPlayer: (playerId, event, payload) => emitTo(SOCKET_ROOMS.player(playerId), event, payload),
    toStaff: (event, payload) => emitTo(SOCKET_ROOMS.staff, event, payload),
    toPublic: (event, payload) => emitTo(SOCKET_ROOMS.public, event, payload),
    endSession(tokenId) {
      io.in(sessionRoom(tokenId)).disconnectSockets(true);
    },
    close() {
      closed ??= (async () => {
        closeSockets();
        await io.of('/').adapter.close();
        await Promise.all(
          [pub, sub].map(async (client) => {
            if (!client || client.status === 'end') return;
            // QUIT on a connection that is not up would wait for a Redis that is down.
            if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
            else client.disconnect();
          }),
        );
      })();
      return closed;
    },
  };
}

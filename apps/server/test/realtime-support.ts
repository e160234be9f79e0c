/** Socket clients for the realtime tests. */
import { io, type Socket } from 'socket.io-client';
import type { SocketCreateAck } from '@croupier/contract/messages';

export type Client = Socket;

export interface ConnectOptions {
  auth?: Record<string, unknown>;
  /** Default: websocket only; `['polling', 'websocket']` tries the HTTP long-polling start too. */
  transports?: string[];
  /** Request headers (Node clients only), e.g. an Origin. */
  headers?: Record<string, string>;
}

/** Connects; rejects with the server's reason on `connect_error`. */
export function connect(url: string, opts: ConnectOptions = {}): Promise<Client> {
  const socket = io(url, {
    path: '/socket.io',
    auth: opts.auth ?? {},
    transports: opts.transports ?? ['websocket'],
    ...(opts.headers ? { extraHeaders: opts.headers } : {}),
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** `create { playerId, refId }` and its acknowledgement. */
export function create(socket: Client, payload: unknown): Promise<SocketCreateAck> {
  return socket.timeout(5000).emitWithAck('create', payload) as Promise<SocketCreateAck>;
}

/** Everything a socket receives, by event name. */
export function record(socket: Client): Record<string, unknown[]> {
  const seen: Record<string, unknown[]> = {};
  socket.onAny((event: string, payload: unknown) => {
    (seen[event] ??= []).push(payload);
  });
  return seen;
}

/** The next `event` (rejects after `ms`). */
export function next<T = unknown>(socket: Client, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

/** Resolves with the reason once the socket is disconnected. */
export function disconnected(socket: Client, ms = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already');
  return next<string>(socket, 'disconnect', ms);
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

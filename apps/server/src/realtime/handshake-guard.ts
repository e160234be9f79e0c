/**
 * The socket's own fence, before any token is read (the HTTP rate limit does not see socket.io's
 * requests): a browser page of another site may not open a socket (Origin), and one address may
 * not open sockets without end (a sliding minute per address, per node).
 */
import type { IncomingMessage } from 'node:http';

export const HANDSHAKE_REFUSALS = {
  origin: 'origin_not_allowed',
  rate: 'too_many_connections',
} as const;

export interface HandshakeGuardOptions {
  /** The site's public origin (PUBLIC_URL). */
  publicUrl: string;
  /** Handshakes per address per minute. */
  perMinute: number;
  /** Read the client address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
  now?: () => number;
}

export function createHandshakeGuard(opts: HandshakeGuardOptions) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const now = opts.now ?? Date.now;
  const windows = new Map<string, number[]>();

  function addressOf(req: IncomingMessage): string {
    if (opts.trustProxy) {
      const forwarded = req.headers['x-forwarded-for'];
      const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
      if (first) return first;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }

  /** No Origin (not a browser page), the public origin, or the origin of the host asked. */
  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (origin === publicOrigin) return true;
    const host = req.headers.host;
    if (!host) return false;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }

  function withinRate(address: string): boolean {
    const at = now();
    const since = at - 60_000;
    const times = (windows.get(address) ?? []).filter((t) => t > since);
    if (times.length >= opts.perMinute) {
      windows.set(address, times);
      return false;
    }
    times.push(at);
    windows.set(address, times);
    // Keep the map small: forget addresses quiet for a minute now and then.
    if (windows.size > 10_000) {
      for (const [key, list] of windows) {
        if (list.every((t) => t <= since)) windows.delete(key);
      }
    }
    return true;
  }

  /** socket.io's allowRequest: called for each new connection's handshake. */
  function allowRequest(
    req: IncomingMessage,
    callback: (err: string | null | undefined, success: boolean) => void,
  ): void {
    if (!originAllowed(req)) return callback(HANDSHAKE_REFUSALS.origin, false);
    if (!withinRate(addressOf(req))) return callback(HANDSHAKE_REFUSALS.rate, false);
    callback(null, true);
  }

  return { allowRequest };
}

/**
 * The socket's own fence, before any token is read (the HTTP rate limit does not see socket.io's
 * requests): a browser page of another site may not open a socket (Origin), and one address may
 * not open sockets without end (a sliding minute per address, per node).
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export const HANDSHAKE_REFUSALS = {
  origin: 'origin_not_allowed',
  rate: 'too_many_connections',
} as const;

export interface HandshakeGuardOptions {
  /** The site's public origin (PUBLIC_URL). */
  publicUrl: string;
  /** Handshakes per address per minute. */
  perMinute: number;
  /**
   * Read the client address from X-Forwarded-For (TRUST_PROXY): `true` believes any peer, a list
   * of addresses or CIDR ranges only those proxies (as Fastify's `trustProxy` does).
   */
  trustProxy: boolean | string[];
  now?: () => number;
}

/** The proxies of a TRUST_PROXY list (addresses or CIDR ranges, validated by env.ts). */
function trustedProxies(list: string[]): BlockList {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(prefix), family);
  }
  return blocks;
}

/** Whether `address` (IPv4, IPv6 or IPv4-mapped IPv6) is one of the trusted proxies. */
function isTrusted(blocks: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  return blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

export function createHandshakeGuard(opts: HandshakeGuardOptions) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const now = opts.now ?? Date.now;
  const windows = new Map<string, number[]>();

  const trusted = Array.isArray(opts.trustProxy) ? trustedProxies(opts.trustProxy) : null;

  function addressOf(req: IncomingMessage): string {
    const peer = req.socket.remoteAddress ?? 'unknown';
    if (opts.trustProxy === false) return peer;
    const forwarded = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (!trusted) return hops[0] ?? peer;
    // From the peer towards the client: the first address that is not one of our proxies.
    let client = peer;
    for (const hop of hops.reverse()) {
      if (!isTrusted(trusted, client)) break;
      client = hop;
    }
    return client;
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

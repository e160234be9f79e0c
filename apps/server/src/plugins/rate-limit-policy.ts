import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Who the general request limit counts, and what it does not count.
 *
 * - Built files (the site's, the game frame's and the back office's) and stored media are not
 *   counted: one lobby load brings dozens of them, and counting them per address let a few
 *   visitors behind one office or carrier NAT lock everyone there out.
 * - A call with a player's session (`user-token`, or the registration's temporary `token`) or a
 *   staff member's bearer token counts against that token, so players sharing an address do not
 *   share a budget. Every other call counts against its address (IPv6 by its /64, as the plugin
 *   does by default).
 * - A token the server does not know is refused with 401 before any work; still, so that made-up
 *   tokens cannot each open a fresh budget, every counted call also counts against its address
 *   under a larger ceiling (RATE_LIMIT_PER_ADDRESS_PER_MINUTE, checked in app.ts).
 */

/**
 * Fastify's route patterns of the built files and media (see plugins/spa.ts, backoffice.ts,
 * studio, media), and the infrastructure's probes (ops/health.ts: a load balancer polls them).
 */
const UNMETERED_ROUTES = new Set([
  '/*',
  '/studio/frame/*',
  '/backoffice/*',
  '/media/*',
  '/health',
  '/ready',
]);

export function isUnmetered(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const route = request.routeOptions.url;
  return route !== undefined && UNMETERED_ROUTES.has(route);
}

const one = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** The credential a call carries, if any: a player's token, else a staff bearer token. */
function credential(request: FastifyRequest): string | undefined {
  const player = one(request.headers['user-token']) ?? one(request.headers.token);
  if (player) return `player:${player}`;
  const auth = one(request.headers.authorization);
  if (auth && /^bearer\s/i.test(auth)) return `staff:${auth.slice(7).trim()}`;
  return undefined;
}

/** The address key: the client's address (behind a trusted proxy, its forwarded one). */
export const addressKey = (request: FastifyRequest): string => `addr:${normalizeIP(request.ip)}`;

/**
 * The general limit's key: the session's token (hashed: keys land in Redis and must not hold a
 * usable token), else the address.
 */
export function requestKey(request: FastifyRequest): string {
  const token = credential(request);
  if (!token) return addressKey(request);
  return `token:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;
}

/** Whether the call is counted by its token (and so also by the address ceiling). */
export const countedByToken = (request: FastifyRequest): boolean =>
  credential(request) !== undefined;

/**
 * The platform's own server-to-server credential (`authorization: Bearer <PLATFORM_API_TOKEN>`)
 * of the sending calls. Neither a player token nor the public skin key is ever accepted.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../lib/errors.ts';

/** The public development default of PLATFORM_API_TOKEN (admits nobody in production). */
export const DEV_PLATFORM_API_TOKEN = 'croupier-dev-platform-token-change-me';

const BEARER = /^Bearer\s+(\S{1,500})\s*$/;
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * onRequest hook: 401 unless the bearer token equals the configured one (compared in constant
 * time over SHA-256 digests). `token` null admits nobody.
 */
export function requirePlatformToken(token: string | null) {
  const expected = digest(token ?? '');
  return async (request: FastifyRequest) => {
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const ok = given !== undefined && timingSafeEqual(digest(given), expected);
    if (!ok || token === null) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  };
}

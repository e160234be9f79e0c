import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSafeText } from '@croupier/contract/common';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../lib/errors.ts';
import type { SkinService } from '../skins/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The skin (brand) identified by the Basic authorization of the call. */
    skinId: number;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function parseBasic(header: string | undefined): { key: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // A key PostgreSQL cannot compare (U+0000) is no key: 401, not a database error.
  if (colon <= 0 || !isSafeText(decoded)) return null;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * Skin Basic authorization on every /v1 call. It identifies the brand; it is public (it ships
 * in the site) and never authorises a player action.
 */
export function registerSkinAuth(app: FastifyInstance, skins: SkinService): void {
  app.decorateRequest('skinId', 0);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const credentials = parseBasic(request.headers.authorization);
    const skin = credentials ? await skins.findByApiKey(credentials.key) : null;
    const given = Buffer.from(sha256(credentials?.secret ?? ''), 'hex');
    const expected = Buffer.from(skin?.apiSecretHash ?? sha256('\0'), 'hex');
    if (!skin || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, ERROR_MESSAGES.unauthorizedSkin);
    }
    request.skinId = skin.id;
  });
}

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

/** Most passed headers remembered (a full memory starts again). */
const PASSED_MAX = 100;

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
  /**
   * Authorization headers that passed, with the secret hash they passed against: the site sends
   * the same header on every call, and decoding it and hashing its secret again was a twentieth
   * of a cached lobby answer's CPU. A header passes again only while its skin keeps that hash
   * (a rotated secret refuses it at once); refusals are never kept.
   */
  const passed = new Map<string, { key: string; hash: string }>();
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const known = header === undefined ? undefined : passed.get(header);
    if (known) {
      const skin = await skins.findByApiKey(known.key);
      if (skin && skin.apiSecretHash === known.hash) {
        request.skinId = skin.id;
        return;
      }
      passed.delete(header!);
    }
    const credentials = parseBasic(header);
    const skin = credentials ? await skins.findByApiKey(credentials.key) : null;
    const given = Buffer.from(sha256(credentials?.secret ?? ''), 'hex');
    const expected = Buffer.from(skin?.apiSecretHash ?? sha256('\0'), 'hex');
    if (!skin || !timingSafeEqual(given, expected)) {
      throw new HttpError(401, ERROR_MESSAGES.unauthorizedSkin);
    }
    if (passed.size >= PASSED_MAX) passed.clear();
    passed.set(header!, { key: credentials!.key, hash: skin.apiSecretHash });
    request.skinId = skin.id;
  });
}

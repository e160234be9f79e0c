/**
 * Root-level `GET /files/:id?exp&sig`: a player's file by its signed, expiring link (files/links.ts).
 * No skin or session header is needed (an <img> cannot send one): the link is the capability,
 * bound to the file's owner. Anything wrong (unknown id, bad or expired signature, a link signed
 * for another player, an erased file) is the same 404, so nothing says whether a file exists.
 */
import { safeString } from '@croupier/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import { FileIntegrityError } from './crypto.ts';
import { checkFileLink, fileHeaders } from './links.ts';
import type { FileStore } from './store.ts';

export const fileLinkParams = z.object({ id: safeString().max(64) });
export const fileLinkQuery = z.object({
  exp: safeString().max(20).optional(),
  sig: safeString().max(128).optional(),
});

export const fileRoutes =
  (store: FileStore, now: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/:id',
      {
        schema: {
          tags: ['documents'],
          security: [],
          params: fileLinkParams,
          querystring: fileLinkQuery,
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const { exp, sig } = req.query;
        if (!exp || !sig || !/^\d{1,15}$/.test(exp)) throw notFound();
        const info = await store.describe(id);
        if (
          !info ||
          !checkFileLink(store.linkSecret, {
            fileId: id,
            playerId: info.playerId,
            exp: Number(exp),
            sig,
            now: now(),
          })
        ) {
          throw notFound();
        }
        const file = await readOrLog(store, id, req.log);
        if (!file) throw notFound();
        return reply.headers(fileHeaders(file.mime)).send(file.bytes);
      },
    );
  };

/** The file, or null; a file that fails its integrity check is logged (never its bytes). */
export async function readOrLog(
  store: FileStore,
  id: string,
  log: { error: (obj: object, msg: string) => void },
) {
  try {
    return await store.get(id);
  } catch (err) {
    if (!(err instanceof FileIntegrityError)) throw err;
    log.error({ fileId: id }, 'stored file failed its integrity check');
    return null;
  }
}

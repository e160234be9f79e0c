import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';

/** GET /media/*: stored media with strong ETags; paths are content-addressed by name. */
export const mediaRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    app.get('/media/*', async (req, reply) => {
      const path = (req.params as { '*': string })['*'];
      if (!/^[a-z0-9][a-z0-9/_.-]{0,200}$/i.test(path) || path.includes('..')) throw notFound();
      const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.path, path));
      if (!file) throw notFound();
      void reply
        .header('content-type', file.contentType)
        .header('etag', `"${file.etag}"`)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === `"${file.etag}"`) return reply.status(304).send();
      // SVG may carry script: never let it run, even when opened directly.
      if (file.contentType === 'image/svg+xml') {
        void reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'",
        );
      }
      return reply.send(file.body);
    });
  };

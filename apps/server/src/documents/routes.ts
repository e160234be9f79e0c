import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { DocumentsService } from './service.ts';
import { readUpload } from './upload.ts';

/** The player's calls (`/v1`, skin authorization and `user-token`). */
export const documentsRoutes =
  (
    documents: DocumentsService,
    playerAuth: PlayerAuth,
    /** Uploads one address may make per minute (UPLOADS_PER_MINUTE). */
    uploadsPerMinute: number,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['documents'];
    app.get(
      '/me/all-documents',
      {
        preHandler: playerAuth.session(),
        schema: { tags, response: { 200: c.documentsResponse } },
      },
      async (req) => ({ data: await documents.list(currentPlayer(req).id) }),
    );
    app.post(
      '/me/documents',
      {
        preHandler: playerAuth.session(),
        config: { rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 201: c.documentResponse, 403: errorBody, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await documents.upload(currentPlayer(req), () => readUpload(req));
        return reply.status(201).send({ data });
      },
    );
  };

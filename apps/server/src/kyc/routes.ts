/**
 * KYC calls: the player's (`/v1/kyc/...`, skin authorization and `user-token`) and the providers'
 * webhook (`POST /webhooks/kyc/{provider}`, no skin authorization: the adapter verifies the
 * signature over the raw body).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, safeString } from '@croupier/contract/common';
import * as c from '@croupier/contract/kyc';
import { assertOwnPlayer, currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { KycService } from './service.ts';

export const kycRoutes =
  (kyc: KycService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['kyc'];
    app.get(
      '/kyc/accessTokens/:level',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.kycLevelParams,
          response: { 200: c.kycAccessTokenResponse, 409: errorBody, 503: errorBody },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await kyc.accessToken(currentPlayer(req), req.params.level) };
      },
    );
    app.post(
      '/kyc/players/:id',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.kycPlayerParams,
          body: c.kycLevelBody,
          response: { 200: c.kycListResponse, 403: errorBody, 409: errorBody },
        },
      },
      async (req) => ({
        data: await kyc.startLevel(assertOwnPlayer(req, req.params.id), req.body.level),
      }),
    );
    app.post(
      '/kyc/players/:userId/changeLevel',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.kycUserParams,
          body: c.kycLevelBody,
          response: { 200: c.kycListResponse, 403: errorBody, 409: errorBody },
        },
      },
      async (req) => ({
        data: await kyc.startLevel(assertOwnPlayer(req, req.params.userId), req.body.level),
      }),
    );
  };

const webhookAnswer = z.object({ message: z.string(), outcome: z.string().optional() });

/** Root-level: the providers' signed webhook. */
export const kycWebhookRoutes =
  (kyc: KycService): FastifyPluginAsyncZod =>
  async (app) => {
    // The signature covers the exact bytes sent: JSON stays a Buffer in this scope only.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/webhooks/kyc/:provider',
      {
        bodyLimit: 262_144,
        schema: {
          tags: ['kyc'],
          security: [],
          params: z.object({ provider: safeString().max(40) }),
          response: { 200: webhookAnswer, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const answer = await kyc.receiveWebhook(req.params.provider, raw, req.headers);
        return reply.status(answer.status).send(answer.body);
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import * as c from '@croupier/contract/newsletter';
import { HttpError } from '../lib/errors.ts';
import type { NewsletterService } from './service.ts';

/** /v1 calls of the newsletter opt-out page (skin authorization, no player login). */
export const newsletterRoutes =
  (newsletter: NewsletterService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications/newsletter/token/opt-out',
      {
        schema: {
          tags: ['newsletter'],
          querystring: c.optOutTokenQuery,
          response: { 200: c.optOutTokenResponse },
        },
      },
      async (req) => ({ data: await newsletter.tokenStatus(req.query.token) }),
    );
    app.post(
      '/notifications/newsletter/opt-out',
      {
        schema: {
          tags: ['newsletter'],
          body: c.optOutBody,
          response: { 200: c.optOutResponse },
        },
      },
      async (req) => ({ data: await newsletter.optOut(req.body, req.ip) }),
    );
  };

/**
 * POST /dev/newsletter-token {email}: an opt-out link for a player, so a developer (and the e2e
 * suite) can open the page without a newsletter e-mail. 404 when NODE_ENV=production.
 */
export const newsletterDevRoutes =
  (newsletter: NewsletterService, enabled: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/newsletter-token',
      {
        schema: {
          hide: true,
          body: c.devOptOutTokenBody,
          response: { 200: c.devOptOutTokenResponse },
        },
        // Before validation: in production the route does not exist for anyone.
        onRequest: async () => {
          if (!enabled) throw new HttpError(404, ERROR_MESSAGES.notFound);
        },
      },
      async (req) => {
        const playerId = await newsletter.playerIdByEmail(req.body.email);
        if (playerId === undefined) throw new HttpError(404, 'player_not_found');
        return { data: await newsletter.createNewsletterOptOutToken(playerId) };
      },
    );
  };

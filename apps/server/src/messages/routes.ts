import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/messages';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import { sendContactEmail, type ContactDeps } from './contact.ts';
import type { MessagesService } from './service.ts';
import { addressKey } from '../plugins/rate-limit-policy.ts';

export interface MessageRoutesDeps extends ContactDeps {
  playerAuth: PlayerAuth;
}

/** The player's inbox and the contact form (inside the skin-authorised /v1 scope). */
export const messageRoutes =
  (messages: MessagesService, deps: MessageRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['messages'];
    const { playerAuth } = deps;

    app.get(
      '/me/messages/readone',
      {
        // A background poll every 5 seconds: not the player's activity.
        preHandler: playerAuth.session({ activity: false }),
        schema: { tags, response: { 200: c.readOneResponse } },
      },
      async (req) => ({ data: await messages.readOne(currentPlayer(req).id) }),
    );
    app.get(
      '/me/messages/:id',
      {
        preHandler: playerAuth.session(),
        schema: { tags, params: c.messageParams, response: { 200: c.messageResponse } },
      },
      async (req) => ({ data: await messages.open(currentPlayer(req).id, req.params.id) }),
    );
    app.get(
      '/me/messages',
      {
        preHandler: playerAuth.session(),
        schema: { tags, querystring: c.messagesQuery, response: { 200: c.messagesResponse } },
      },
      async (req) => messages.list(currentPlayer(req).id, req.query.page, req.query.per_page),
    );

    app.post(
      '/notifications/messages/custom_email',
      {
        bodyLimit: 32_768,
        config: {
          // Per address, signed in or not (the support inbox is what it protects).
          rateLimit: {
            max: c.CONTACT.perWindow,
            timeWindow: `${c.CONTACT.windowMinutes} minutes`,
            keyGenerator: addressKey,
          },
        },
        // A player's token spares the captcha; without one (or with an ended one) it is a guest.
        preHandler: playerAuth.optional(),
        schema: { tags, body: c.customEmailBody, response: { 200: c.customEmailResponse } },
      },
      async (req) => {
        const player = req.player?.tokenType === 'session' ? req.player : null;
        await sendContactEmail(deps, {
          skinId: req.skinId,
          playerId: player?.id ?? null,
          body: req.body,
        });
        return { data: { sent: true as const } };
      },
    );
  };

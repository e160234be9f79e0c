import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@croupier/contract/common';
import { ERROR_KEYS } from '@croupier/contract/errors';
import * as c from '@croupier/contract/messages';
import { validationFailed } from '../lib/errors.ts';
import { requirePlatformToken } from './platform-auth.ts';
import { systemInput, type MessagesService, type Stored } from './service.ts';

const PLATFORM_SECURITY = [{ platform: [] }];

/**
 * The sending calls of the platform itself (`authorization: Bearer <PLATFORM_API_TOKEN>`).
 * Register with prefix /v1 outside the skin-authorised scope. `token` null: every call is 401.
 */
export const platformMessageRoutes =
  (messages: MessagesService, token: string | null): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requirePlatformToken(token));
    const tags = ['messages'];
    const responses = { 200: c.messageResponse, 201: c.messageResponse, 404: errorBody };
    const answer = (stored: Stored) => ({
      status: stored.created ? (201 as const) : (200 as const),
      body: { data: stored.message },
    });

    app.post(
      '/notifications/players/:id/registration',
      {
        schema: {
          tags,
          security: PLATFORM_SECURITY,
          params: c.playerIdParams,
          body: c.registrationMessageBody,
          response: responses,
        },
      },
      async (req, reply) => {
        const { subject, body: text } = req.body;
        const type = req.body.type ?? 'registration';
        if (type === 'custom' && (!subject || !text)) {
          throw validationFailed(subject ? 'body' : 'subject', ERROR_KEYS.required);
        }
        const stored = await messages.send(
          req.params.id,
          type === 'custom'
            ? { type, subject: subject!, body: text! }
            : systemInput({ type, subject, body: text }),
        );
        const { status, body } = answer(stored);
        return reply.status(status).send(body);
      },
    );

    app.post(
      '/notifications/players/:id/custom-message',
      {
        schema: {
          tags,
          security: PLATFORM_SECURITY,
          params: c.playerIdParams,
          body: c.sendMessageBody,
          response: responses,
        },
      },
      async (req, reply) => {
        const stored = await messages.send(req.params.id, {
          ...req.body,
          type: req.body.type ?? 'custom',
        });
        const { status, body } = answer(stored);
        return reply.status(status).send(body);
      },
    );
  };

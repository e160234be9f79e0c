import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/messages';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { MessagesService } from './service.ts';

const STAFF_SECURITY = [{ staff: [] }];

/** POST /staff/v1/players/{id}/messages (support, admin): register inside the staff routes. */
export const staffMessageRoutes =
  (staff: StaffService, messages: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    const support = requireStaff(staff, ['admin', 'support']);

    app.post(
      '/players/:id/messages',
      {
        onRequest: support,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          params: c.playerIdParams,
          body: c.sendMessageBody,
          response: { 200: c.messageResponse, 201: c.messageResponse, 404: errorBody },
        },
      },
      async (req, reply) => {
        const stored = await messages.sendByStaff(
          staffOf(req).staff.id,
          req.params.id,
          { ...req.body, type: req.body.type ?? 'custom' },
          req.ip,
        );
        return reply.status(stored.created ? 201 : 200).send({ data: stored.message });
      },
    );
  };

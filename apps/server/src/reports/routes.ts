import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/payments';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { ReportsService } from './service.ts';

/** The player's casino activity report (`/v1`, skin authorization and `user-token`). */
export const reportsRoutes =
  (reports: ReportsService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/casino/analytics',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags: ['reports'],
          querystring: c.analyticsQuery,
          response: { 200: c.analyticsResponse },
        },
      },
      async (req) => ({
        data: await reports.analytics(currentPlayer(req).id, {
          from: req.query.from,
          to: req.query.to,
          money_type: req.query.money_type,
          provider_id: req.query.provider_id,
        }),
      }),
    );
  };

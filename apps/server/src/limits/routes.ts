import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/limits';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { LimitsService } from './service.ts';

/** The player's calls (`/v1`, skin authorization and `user-token`). */
export const limitsRoutes =
  (limits: LimitsService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['limits'];
    app.get(
      '/me/statistics/last',
      {
        preHandler: playerAuth.session(),
        schema: { tags, querystring: c.statisticsQuery, response: { 200: c.statisticsResponse } },
      },
      async (req) => ({
        data: await limits.statistics(currentPlayer(req).id, {
          type: req.query.type,
          toActivate: req.query.to_activate === '1' || req.query.to_activate === 'true',
        }),
      }),
    );
    app.delete(
      '/me/statistics/:id',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.statisticParams,
          response: { 200: c.statisticResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => ({ data: await limits.deleteRequest(currentPlayer(req).id, req.params.id) }),
    );
    app.get(
      '/me/limits',
      {
        preHandler: playerAuth.session(),
        schema: { tags, response: { 200: c.limitsStateResponse } },
      },
      async (req) => ({ data: await limits.state(currentPlayer(req).id) }),
    );
  };

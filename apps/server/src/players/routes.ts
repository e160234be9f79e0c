import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/accounts';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import { registerRetryLaterHandler } from '../auth/errors.ts';
import type { PlayerService } from './service.ts';

export const playerRoutes =
  (players: PlayerService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    registerRetryLaterHandler(app);
    const tags = ['players'];
    app.get(
      '/me',
      {
        preHandler: playerAuth.session(),
        schema: { tags, querystring: c.meQuery, response: { 200: c.meResponse } },
      },
      async (req) => ({ data: await players.me(currentPlayer(req)) }),
    );
    app.put(
      '/me',
      {
        bodyLimit: 16_384,
        preHandler: playerAuth.registrationOrSession(),
        schema: { tags, body: c.updateMeBody, response: { 200: c.meResponse } },
      },
      async (req) => ({ data: await players.updateMe(currentPlayer(req), req.body) }),
    );
    app.get(
      '/me/balance',
      {
        // A background poll: not activity (DECISIONS: 30 minutes without activity end the token).
        preHandler: playerAuth.session({ activity: false }),
        schema: { tags, response: { 200: c.balanceResponse } },
      },
      async (req) => ({ data: await players.balance(currentPlayer(req)) }),
    );
  };

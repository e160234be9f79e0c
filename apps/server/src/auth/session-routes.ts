/**
 * The player's own sessions (GLI-19 account security): the list of open sessions with where and
 * on what they were opened, ending one of them, and "log out everywhere else". Every call acts
 * on the caller's sessions only; an id of another player's session is a 404, like an unknown one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@croupier/contract/accounts';
import { currentPlayer, type PlayerAuth } from './player-auth.ts';
import type { AuthService } from './service.ts';

/** GET me/sessions, DELETE me/sessions/{id}, POST me/sessions/revoke-others. */
export const sessionRoutes =
  (auth: AuthService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['players'];
    app.get(
      '/me/sessions',
      {
        preHandler: playerAuth.session(),
        schema: { tags, response: { 200: c.playerSessionsResponse } },
      },
      async (req) => {
        const player = currentPlayer(req);
        return { data: await auth.sessions(player.id, player.tokenId) };
      },
    );
    app.delete(
      '/me/sessions/:id',
      {
        preHandler: playerAuth.session(),
        schema: { tags, params: c.playerSessionParams, response: { 204: z.null() } },
      },
      async (req, reply) => {
        await auth.revokeSession(currentPlayer(req).id, req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/me/sessions/revoke-others',
      {
        preHandler: playerAuth.session(),
        schema: { tags, response: { 200: c.revokeOthersResponse } },
      },
      async (req) => {
        const player = currentPlayer(req);
        return { data: { revoked: await auth.revokeOtherSessions(player.id, player.tokenId) } };
      },
    );
  };

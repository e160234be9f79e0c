import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/lobby';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { LobbyService } from './service.ts';

/** The player's own lobby (`/v1`, skin authorization and `user-token`): never cached. */
export const lobbyRoutes =
  (lobby: LobbyService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lobby'];
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/me/favourite-games',
      {
        preHandler: playerAuth.session(),
        schema: { tags, response: { 200: c.getFavouriteGamesResponse } },
      },
      async (req) => ({ data: await lobby.favourites(currentPlayer(req).id) }),
    );
    app.put(
      '/me/favourite-games/:game_id',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.favouriteGameParams,
          response: { 200: c.favouriteGameResponse, 404: errorBody, 422: validationErrorBody },
        },
      },
      async (req) => ({
        data: await lobby.addFavourite(currentPlayer(req).id, req.params.game_id),
      }),
    );
    app.delete(
      '/me/favourite-games/:game_id',
      {
        preHandler: playerAuth.session(),
        schema: { tags, params: c.favouriteGameParams, response: { 200: c.favouriteGameResponse } },
      },
      async (req) => ({
        data: await lobby.removeFavourite(currentPlayer(req).id, req.params.game_id),
      }),
    );
    app.get(
      '/me/recent-games',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          querystring: c.getRecentGamesQuery,
          response: { 200: c.getRecentGamesResponse },
        },
      },
      async (req) => ({ data: await lobby.recent(currentPlayer(req).id, req.query.limit) }),
    );
  };

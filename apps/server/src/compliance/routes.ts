import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as accounts from '@croupier/contract/accounts';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/compliance';
import { assertOwnPlayer, currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { AccountService } from './account.ts';
import type { AmlService } from './aml.ts';
import type { DataExport } from './data-export.ts';

/** Data exports a player may download per minute. */
export const DATA_EXPORTS_PER_MINUTE = 5;

/** The player's calls (`/v1`, skin authorization and `user-token`). */
export const complianceRoutes =
  (
    deps: { aml: AmlService; account: AccountService; dataExport: DataExport },
    playerAuth: PlayerAuth,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec's client calls it with the trailing slash; both forms answer.
    for (const url of ['/me/aml/level/current/', '/me/aml/level/current']) {
      app.get(
        url,
        {
          preHandler: playerAuth.session(),
          schema: { tags: ['compliance'], response: { 200: c.amlLevelResponse } },
        },
        async (req) => ({ data: await deps.aml.current(currentPlayer(req).id) }),
      );
    }

    app.put(
      '/static/players/:id',
      {
        bodyLimit: 16_384,
        preHandler: playerAuth.session(),
        schema: {
          tags: ['players'],
          params: c.staticPlayerParams,
          body: accounts.updateMeBody,
          response: { 200: accounts.meResponse, 403: errorBody, 422: validationErrorBody },
        },
      },
      async (req) => ({
        data: await deps.account.update(assertOwnPlayer(req, req.params.id), req.body),
      }),
    );

    app.delete(
      '/static/players/:id',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags: ['players'],
          params: c.staticPlayerParams,
          body: c.closeAccountBody,
          response: { 200: c.closeAccountResponse, 403: errorBody, 409: errorBody },
        },
      },
      async (req) => ({
        data: await deps.account.close(assertOwnPlayer(req, req.params.id), {
          reason: req.body?.reason || undefined,
          ip: req.ip,
        }),
      }),
    );

    app.get(
      '/me/data-export',
      {
        preHandler: playerAuth.session(),
        config: { rateLimit: { max: DATA_EXPORTS_PER_MINUTE, timeWindow: '1 minute' } },
        // The body is a file (JSON text), not a serialised response.
        schema: { tags: ['players'] },
      },
      async (req, reply) => {
        const player = currentPlayer(req);
        const data = await deps.dataExport(player.id);
        const day = data.generated_at.slice(0, 10);
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="croupier-data-${player.id}-${day}.json"`,
          )
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(JSON.stringify(data, null, 2));
      },
    );
  };

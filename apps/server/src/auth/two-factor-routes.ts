/**
 * The player's two-factor settings (contract: packages/contract/src/two-factor.ts): status,
 * setup, enable, disable and new recovery codes. Every call acts on the caller's own account
 * (a session token; no id in the path). The login's second step is in routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as tf from '@croupier/contract/two-factor';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../lib/errors.ts';
import { registerRetryLaterHandler } from './errors.ts';
import { currentPlayer, type PlayerAuth } from './player-auth.ts';
import * as repo from './repository.ts';
import { authRouteOptions } from './routes.ts';
import type { Db } from '../db/client.ts';
import type { PlayerTwoFactor } from './two-factor.ts';

/** GET me/two-factor, POST me/two-factor/{setup,enable,disable,recovery-codes}. */
export const twoFactorRoutes =
  (
    twoFactor: PlayerTwoFactor,
    playerAuth: PlayerAuth,
    db: Db,
    opts: { perMinute: number },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    registerRetryLaterHandler(app);
    const tags = ['players'];
    const limited = authRouteOptions(opts.perMinute);
    const session = playerAuth.session();
    const player = async (id: number) => {
      const row = await repo.findPlayer(db, id);
      if (!row) throw new HttpError(404, ERROR_MESSAGES.notFound);
      return row;
    };

    app.get(
      '/me/two-factor',
      { preHandler: session, schema: { tags, response: { 200: tf.twoFactorStatusResponse } } },
      async (req) => ({ data: await twoFactor.status(currentPlayer(req).id) }),
    );
    app.post(
      '/me/two-factor/setup',
      {
        ...limited,
        preHandler: session,
        schema: { tags, body: tf.twoFactorSetupBody, response: { 200: tf.twoFactorSetupResponse } },
      },
      async (req) => ({
        data: await twoFactor.setup(await player(currentPlayer(req).id), req.body.password),
      }),
    );
    app.post(
      '/me/two-factor/enable',
      {
        ...limited,
        preHandler: session,
        schema: { tags, body: tf.twoFactorCodeBody, response: { 200: tf.recoveryCodesResponse } },
      },
      async (req) => ({
        data: { recovery_codes: await twoFactor.enable(currentPlayer(req).id, req.body.code) },
      }),
    );
    app.post(
      '/me/two-factor/disable',
      {
        ...limited,
        preHandler: session,
        schema: { tags, body: tf.twoFactorDisableBody, response: { 204: z.null() } },
      },
      async (req, reply) => {
        await twoFactor.disable(await player(currentPlayer(req).id), req.body);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/me/two-factor/recovery-codes',
      {
        ...limited,
        preHandler: session,
        schema: { tags, body: tf.twoFactorCodeBody, response: { 200: tf.recoveryCodesResponse } },
      },
      async (req) => ({
        data: {
          recovery_codes: await twoFactor.regenerateRecoveryCodes(
            currentPlayer(req).id,
            req.body.code,
          ),
        },
      }),
    );
  };

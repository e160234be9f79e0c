import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@croupier/contract/accounts';
import * as tf from '@croupier/contract/two-factor';
import { AUTH_MESSAGES } from '@croupier/contract/errors';
import { currentPlayer, type PlayerAuth } from './player-auth.ts';
import { registerRetryLaterHandler } from './errors.ts';
import type { AuthService } from './service.ts';
import { addressKey } from '../plugins/rate-limit-policy.ts';

/**
 * Per-route options of the calls an attacker would hammer: a tighter rate limit, small bodies.
 * Counted per address even with a token (the registration's temporary token is new each time).
 */
export const authRouteOptions = (perMinute: number) => ({
  bodyLimit: 16_384,
  config: { rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: addressKey } },
});

const client = (req: { ip: string; headers: Record<string, unknown> }) => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
});

export const authRoutes =
  (auth: AuthService, playerAuth: PlayerAuth, opts: { perMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    registerRetryLaterHandler(app);
    const limited = authRouteOptions(opts.perMinute);
    const tags = ['auth'];
    const available = { data: { available: true as const } };

    app.post(
      '/auth/checkusername',
      {
        ...limited,
        schema: { tags, body: c.checkUsernameBody, response: { 200: c.availableResponse } },
      },
      async (req) => {
        await auth.checkUsername(req.skinId, req.body.username);
        return available;
      },
    );
    app.post(
      '/auth/checkemail',
      {
        ...limited,
        schema: { tags, body: c.checkEmailBody, response: { 200: c.availableResponse } },
      },
      async (req) => {
        await auth.checkEmail(req.skinId, req.body);
        return available;
      },
    );
    app.post(
      '/auth/checkmobile',
      {
        ...limited,
        schema: { tags, body: c.checkMobileBody, response: { 200: c.availableResponse } },
      },
      async (req) => {
        await auth.checkMobileAvailable(req.skinId, req.body.mobile, req.body.skipEmpty ?? false);
        return available;
      },
    );
    app.post(
      '/auth/checkfields',
      {
        ...limited,
        preHandler: playerAuth.optional(),
        schema: { tags, body: c.checkFieldsBody, response: { 200: c.availableResponse } },
      },
      async (req) => {
        await auth.checkFields(req.skinId, req.body, req.player?.id);
        return available;
      },
    );
    app.post(
      '/auth/register',
      {
        ...limited,
        schema: {
          tags,
          body: c.registerBody,
          response: { 200: c.registerResponse, 201: c.registerResponse },
        },
      },
      async (req, reply) => {
        const data = await auth.register(req.skinId, req.body, client(req));
        // 200: an unfinished registration continues (nothing was created).
        return reply.status(data.resumed ? 200 : 201).send({ data });
      },
    );
    app.get(
      '/auth/registration',
      {
        ...limited,
        preHandler: playerAuth.registrationToken(),
        schema: { tags, response: { 200: c.registrationStateResponse } },
      },
      async (req) => ({ data: await auth.registrationState(currentPlayer(req).id) }),
    );
    app.post(
      '/auth/login',
      {
        ...limited,
        schema: {
          tags,
          querystring: c.loginQuery,
          body: c.loginBody,
          response: {
            // A session, or (two-factor login on) the challenge for the second step.
            200: z.union([c.loginResponse, tf.twoFactorChallengeResponse]),
            // account_incompleted with the registration to continue, or blocked / closed.
            403: z.union([c.loginIncompletedError, z.object({ message: z.string() })]),
          },
        },
      },
      async (req, reply) => {
        const result = await auth.login(req.skinId, req.body, client(req));
        if (result.kind === 'incompleted') {
          // Sent, not thrown: the temp token never sits in an error object that might be logged.
          const body: c.LoginIncompletedError = {
            message: AUTH_MESSAGES.accountIncompleted,
            registration: result.registration,
          };
          return reply.status(403).send(body);
        }
        if (result.kind === 'two_factor') {
          return {
            data: {
              two_factor_required: true as const,
              challenge: result.challenge,
              expires_at: result.expires_at,
            },
          };
        }
        return {
          data: {
            token: result.token,
            expires_at: result.expires_at,
            previous_login: result.previous_login,
          },
        };
      },
    );
    app.post(
      '/auth/login/two-factor',
      {
        ...limited,
        schema: {
          tags,
          body: tf.loginTwoFactorBody,
          response: { 200: tf.loginTwoFactorResponse },
        },
      },
      async (req) => {
        const result = await auth.loginTwoFactor(req.skinId, req.body, client(req));
        return {
          data: {
            token: result.token,
            expires_at: result.expires_at,
            previous_login: result.previous_login,
          },
        };
      },
    );
    app.delete(
      '/auth/logout',
      { preHandler: playerAuth.session(), schema: { tags, response: { 204: z.null() } } },
      async (req, reply) => {
        await auth.logout(currentPlayer(req).tokenId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/auth/activity',
      { preHandler: playerAuth.session(), schema: { tags, response: { 204: z.null() } } },
      async (_req, reply) => reply.status(204).send(null),
    );
    app.post(
      '/auth/password/recovery',
      { ...limited, schema: { tags, body: c.recoveryBody, response: { 200: c.sentResponse } } },
      async (req) => {
        await auth.recovery(req.skinId, req.body.email ?? req.body.username ?? '');
        return { data: { sent: true as const } };
      },
    );
    app.post(
      '/auth/password/manyAttempts',
      { ...limited, schema: { tags, body: c.manyAttemptsBody, response: { 200: c.sentResponse } } },
      // The server itself notifies on the second lockout (login); this call only acknowledges,
      // so it cannot be used to send e-mails to anyone.
      async () => ({ data: { sent: true as const } }),
    );
    app.put(
      '/auth/password/reset',
      { ...limited, schema: { tags, body: c.resetBody, response: { 204: z.null() } } },
      async (req, reply) => {
        await auth.reset(req.skinId, req.body);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/auth/status/:token',
      {
        ...limited,
        schema: {
          tags,
          params: c.tokenStatusParams,
          querystring: c.tokenStatusQuery,
          response: { 200: c.tokenStatusResponse },
        },
      },
      async (req) => ({ data: await auth.status(req.skinId, req.params.token, req.query) }),
    );
  };

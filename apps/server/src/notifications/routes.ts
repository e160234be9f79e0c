import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/accounts';
import { assertOwnPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import { authRouteOptions } from '../auth/routes.ts';
import { FieldErrors, registerRetryLaterHandler } from '../auth/errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { NotificationService } from './service.ts';

export const notificationRoutes =
  (
    notifications: NotificationService,
    auth: AuthService,
    playerAuth: PlayerAuth,
    opts: { perMinute: number },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    registerRetryLaterHandler(app);
    const limited = authRouteOptions(opts.perMinute);
    const tags = ['notifications'];

    app.post(
      '/notifications/twilio/checkMobile',
      {
        ...limited,
        schema: {
          tags,
          body: c.twilioCheckMobileBody,
          response: { 200: c.twilioCheckMobileResponse },
        },
      },
      async (req) => {
        const errors = new FieldErrors();
        const number = c.cleanMobileNumber(req.body.mobile);
        if (!number) errors.add('mobile', 'field_required').throwIfAny();
        const mobile = await auth.checkMobile(
          errors,
          req.skinId,
          `${req.body.prefix}${number}`,
          req.body.prefix,
        );
        errors.throwIfAny();
        return { data: { valid: true as const, mobile: mobile! } };
      },
    );
    const send = { ...limited, preHandler: playerAuth.registrationOrSession() };
    app.post(
      '/notifications/twilio/send_sms/verification',
      {
        ...send,
        schema: {
          tags,
          body: c.sendSmsVerificationBody,
          response: { 200: c.sendVerificationResponse },
        },
      },
      async (req) => {
        const player = assertOwnPlayer(req, req.body.user_id);
        return { data: await notifications.sendSmsCode(player.id) };
      },
    );
    app.post(
      '/notifications/players/send_email/verification',
      {
        ...send,
        schema: {
          tags,
          body: c.sendEmailVerificationBody,
          response: { 200: c.sendVerificationResponse },
        },
      },
      async (req) => {
        const player = assertOwnPlayer(req, req.body.user_id);
        return { data: await notifications.sendEmailCode(player.id) };
      },
    );
    for (const channel of ['email', 'sms'] as const) {
      app.post(
        `/notifications/players/verify_${channel}`,
        {
          ...send,
          schema: { tags, body: c.verifyCodeBody, response: { 200: c.verifyCodeResponse } },
        },
        async (req) => {
          const player = assertOwnPlayer(req, req.body.user_id);
          return { data: await notifications.verify(player.id, channel, req.body.verification) };
        },
      );
    }
  };

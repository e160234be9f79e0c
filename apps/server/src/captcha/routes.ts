import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/accounts';
import type { CaptchaService } from './service.ts';

export const captchaRoutes =
  (captcha: CaptchaService, opts: { perMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/captcha/challenge',
      {
        config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } },
        schema: { tags: ['captcha'], response: { 200: c.captchaChallengeResponse } },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await captcha.challenge() };
      },
    );
  };

/**
 * Composition of the limits domain: the service, the player's routes and the activation job
 * (every minute; several processes are kept apart by an advisory lock and each activation is a
 * conditional update, so it happens once; reads also activate a player's due requests).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import type { Db } from '../db/client.ts';
import { limitsRoutes } from './routes.ts';
import { createLimitsService, type LimitsService } from './service.ts';

export const ACTIVATION_INTERVAL_MS = 60_000;

export function createLimits(deps: { db: Db; now: () => Date; log?: FastifyBaseLogger }): {
  service: LimitsService;
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  /** Root-level: starts the activation job with the app and stops it on close. */
  job: FastifyPluginAsyncZod;
} {
  const service = createLimitsService(deps);
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => service.runJob())
      .catch((err: unknown) => deps.log?.error({ err }, 'limits: activation pass failed'));
    return running;
  };
  const job: FastifyPluginAsyncZod = async (app) => {
    const timer = setInterval(() => void pass(), ACTIVATION_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
  return { service, v1Routes: (playerAuth) => limitsRoutes(service, playerAuth), job };
}

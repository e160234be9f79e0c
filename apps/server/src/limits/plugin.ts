/**
 * Composition of the limits domain: the service, the player's routes and the activation job
 * (every minute, once across nodes through the server's scheduler; underneath, passes are kept
 * apart by an advisory lock and each activation is a conditional update, so it happens once;
 * reads also activate a player's due requests).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import type { Db } from '../db/client.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
import { limitsRoutes } from './routes.ts';
import { createLimitsService, type LimitsService } from './service.ts';

export const ACTIVATION_INTERVAL_MS = 60_000;

export function createLimits(deps: { db: Db; now: () => Date; log?: FastifyBaseLogger }): {
  service: LimitsService;
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  /** The activation job (registered with the server's scheduler). */
  job: ScheduledJob;
} {
  const service = createLimitsService(deps);
  const job: ScheduledJob = {
    name: 'limits.activation',
    intervalMs: ACTIVATION_INTERVAL_MS,
    run: () => service.runJob(),
  };
  return { service, v1Routes: (playerAuth) => limitsRoutes(service, playerAuth), job };
}

/**
 * Composition of the bonus domain: the service (claims, grants, My Bonus), the player's routes
 * (/v1) and the expiry sweep (every minute, root level: ends the active campaigns whose time ran
 * out, removing their bonus money through the ledger).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import { bonusRoutes } from './routes.ts';
import { createBonusService, type BonusDeps, type BonusService } from './service.ts';

export const EXPIRY_INTERVAL_MS = 60_000;

export function createBonus(deps: BonusDeps): {
  service: BonusService;
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  job: FastifyPluginAsyncZod;
} {
  const service = createBonusService(deps);
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const pass = () => {
    if (closing) return running;
    running = running
      .then(() => service.expireDue())
      .catch((err: unknown) => deps.log?.error({ err }, 'bonus: expiry sweep failed'));
    return running;
  };
  const job: FastifyPluginAsyncZod = async (app) => {
    const timer = setInterval(() => void pass(), EXPIRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  };
  return { service, v1Routes: (playerAuth) => bonusRoutes(service, playerAuth), job };
}

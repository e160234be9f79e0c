/**
 * Composition of the bonus domain: the service (claims, grants, My Bonus), the player's routes
 * (/v1) and the minute job (root level): the expiry sweep (ends the active campaigns whose time
 * ran out, removing their bonus money through the ledger) and, at most once an hour, the weekly
 * cashback (each running cashback campaign pays the last complete week, Monday to Sunday UTC).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import { bonusRoutes } from './routes.ts';
import { createBonusService, type BonusDeps, type BonusService } from './service.ts';

export const EXPIRY_INTERVAL_MS = 60_000;
/** The weekly cashback is tried at most this often (each campaign and week once per process). */
export const CASHBACK_INTERVAL_MS = 3_600_000;

export function createBonus(deps: BonusDeps): {
  service: BonusService;
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  job: FastifyPluginAsyncZod;
} {
  const service = createBonusService(deps);
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  /** Wall-clock time of the last weekly cashback attempt (the app's clock may be moved). */
  let cashbackTried = -Infinity;
  const weeklyCashback = async () => {
    const wall = Date.now();
    if (wall - cashbackTried < CASHBACK_INTERVAL_MS) return;
    cashbackTried = wall;
    await service.payWeeklyCashback(deps.now());
  };
  const pass = () => {
    if (closing) return running;
    running = running
      .then(() => service.expireDue())
      .catch((err: unknown) => deps.log?.error({ err }, 'bonus: expiry sweep failed'))
      .then(weeklyCashback)
      .catch((err: unknown) => deps.log?.error({ err }, 'bonus: weekly cashback failed'));
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

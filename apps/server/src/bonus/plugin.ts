/**
 * Composition of the bonus domain: the service (claims, grants, My Bonus), the player's routes
 * (/v1) and two jobs, each run once across nodes by the server's scheduler: the minute expiry
 * sweep (ends the active campaigns whose time ran out, removing their bonus money through the
 * ledger) and the hourly weekly cashback (each running cashback campaign pays the last complete
 * week, Monday to Sunday UTC; a campaign's week is paid once whichever pass gets there, by its
 * claim key).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
import { bonusRoutes } from './routes.ts';
import { createBonusService, type BonusDeps, type BonusService } from './service.ts';

export const EXPIRY_INTERVAL_MS = 60_000;
/** How often the weekly cashback is tried (each campaign and week is paid once). */
export const CASHBACK_INTERVAL_MS = 3_600_000;

export function createBonus(deps: BonusDeps): {
  service: BonusService;
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  /** The expiry sweep and the weekly cashback (registered with the server's scheduler). */
  jobs: ScheduledJob[];
} {
  const service = createBonusService(deps);
  const jobs: ScheduledJob[] = [
    { name: 'bonus.expiry', intervalMs: EXPIRY_INTERVAL_MS, run: () => service.expireDue() },
    {
      name: 'bonus.weekly-cashback',
      intervalMs: CASHBACK_INTERVAL_MS,
      run: () => service.payWeeklyCashback(deps.now()),
    },
  ];
  return { service, v1Routes: (playerAuth) => bonusRoutes(service, playerAuth), jobs };
}

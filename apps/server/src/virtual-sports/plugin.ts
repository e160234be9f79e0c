/**
 * Composition of virtual sports: the service, the frame API (`/studio/v1/virtual/*`) and the job
 * that keeps the schedule, closes betting at each start, draws and settles (every few seconds,
 * on every node: each step is a conditional update, so one node does each).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { createStudioService, type StudioServiceDeps } from '../studio/service.ts';
import type { Wallet } from '../wallet/plugin.ts';
import type { WalletErrorCode } from '../wallet/port.ts';
import { virtualSportsRoutes } from './routes.ts';
import { createVirtualSportsService, type VirtualSportsService } from './service.ts';

/** How often a node looks for events to close, settle or create. */
export const VIRTUAL_SPORTS_TICK_MS = 2_000;

export interface VirtualSportsPluginDeps {
  db: Db;
  now: () => Date;
  wallet: Wallet;
  intervalSeconds: number;
  log?: FastifyBaseLogger;
  /** The studio's responsible-gaming hooks (frame activity counts as playing time). */
  limits?: StudioServiceDeps['limits'];
  onLimitRefused?(playerId: number, code: WalletErrorCode): Promise<void>;
}

export function createVirtualSports(deps: VirtualSportsPluginDeps): {
  service: VirtualSportsService;
  /** Root-level: the frame API and the job. */
  routes: FastifyPluginAsyncZod;
  /** One pass of the job (tests; the server's start). */
  pass(): Promise<void>;
} {
  const service = createVirtualSportsService(deps);
  // The frame session check of the studio (its own instance: the studio keeps no shared state
  // that this needs; sessions live in the database).
  const studio = createStudioService({
    db: deps.db,
    now: deps.now,
    wallet: deps.wallet,
    log: deps.log,
    limits: deps.limits,
  });
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const pass = () => {
    if (closing) return running;
    running = running
      .then(() => service.runJob())
      .catch((err: unknown) => deps.log?.error({ err }, 'virtual sports: job pass failed'));
    return running as Promise<void>;
  };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(virtualSportsRoutes(service, studio.authenticate));
    const timer = setInterval(() => void pass(), VIRTUAL_SPORTS_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  };
  return {
    service,
    routes,
    pass: async () => {
      await pass();
    },
  };
}

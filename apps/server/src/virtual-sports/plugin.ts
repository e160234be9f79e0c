/**
 * Composition of virtual sports: the service, the frame API (`/studio/v1/virtual/*`) and the job
 * that keeps the schedule, closes betting at each start, draws and settles (every 2 seconds, once
 * across nodes through the server's scheduler; each node also runs one pass at its start; each
 * step is a conditional update, so one node does each even when passes meet). Bets are refused
 * from an event's start on by the bet itself, so a pass a moment late takes no late bet.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
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
  /** Root-level: the frame API. */
  routes: FastifyPluginAsyncZod;
  /** One pass of the job (tests; the server's start); errors are logged. */
  pass(): Promise<void>;
  /** The job (registered with the server's scheduler; errors reach it). */
  job: ScheduledJob;
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
  // One pass at a time per process (the start's and the scheduler's).
  const pass = (): Promise<void> => {
    const next = running.then(async () => void (await service.runJob()));
    running = next.catch(() => undefined);
    return next;
  };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(virtualSportsRoutes(service, studio.authenticate));
  };
  return {
    service,
    routes,
    pass: () =>
      pass().catch((err: unknown) => {
        deps.log?.error({ err }, 'virtual sports: job pass failed');
      }),
    job: { name: 'virtual-sports.rounds', intervalMs: VIRTUAL_SPORTS_TICK_MS, run: pass },
  };
}

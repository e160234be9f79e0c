/**
 * Composition of the built-in game studio: launch (`POST /v1/casino/play/{provider}`), the game
 * frame and its API (`/studio/...`), rounds, recovery of unfinished rounds: at each node's start
 * (`recover`) and every RECOVERY_INTERVAL_MS once across nodes (`job`, through the server's
 * scheduler). One recovery at a time per process; nodes are kept apart by the scheduler's claim
 * and, underneath, by the rounds' conditional updates.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Engine } from '@croupier/games/engine';
import type { Accounts } from '../auth/accounts.ts';
import type { CampaignService } from '../campaigns/service.ts';
import type { CasinoService } from '../casino/service.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
import type { Wallet } from '../wallet/plugin.ts';
import { createFrameAssets } from './frame-assets.ts';
import { studioRoutes, studioV1Routes, type LaunchRecorder } from './routes.ts';
import { createStudioService, type StudioServiceDeps } from './service.ts';

export interface StudioDeps {
  db: Db;
  env: Env;
  now: () => Date;
  wallet: Wallet;
  accounts: Accounts;
  casino: CasinoService;
  campaigns: CampaignService;
  log?: FastifyBaseLogger;
  /** Engines by id (default: the studio's registry). */
  engines?: (id: string) => Engine | null;
  limits?: StudioServiceDeps['limits'];
  /** External providers' games (the gateway and the launchers by integration). */
  external?: StudioServiceDeps['external'];
  /** Told of every launch of a signed-in player (the lobby's recently played). */
  recordLaunch?: LaunchRecorder;
}

/** How often a running server looks for rounds left unfinished (by any node). */
export const RECOVERY_INTERVAL_MS = 30_000;

export function createStudio(deps: StudioDeps): {
  /** /v1 calls (inside the skin-authorised scope). */
  v1Routes: FastifyPluginAsyncZod;
  /** Root-level routes: /studio/launch, /studio/v1, /studio/frame. */
  routes: FastifyPluginAsyncZod;
  /** Settles or refunds rounds left unfinished by a stopped process (errors are logged). */
  recover(): Promise<void>;
  /** The periodic recovery (registered with the server's scheduler; errors reach it). */
  job: ScheduledJob;
} {
  const service = createStudioService({
    db: deps.db,
    now: deps.now,
    wallet: deps.wallet,
    engines: deps.engines,
    log: deps.log,
    limits: deps.limits,
    external: deps.external,
  });
  let running: Promise<unknown> = Promise.resolve();
  // One pass at a time per process (the start's and the scheduler's).
  const pass = (): Promise<void> => {
    const next = running.then(async () => void (await service.recover()));
    running = next.catch(() => undefined);
    return next;
  };

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(
      studioRoutes(service, {
        distDir: deps.env.STUDIO_DIST,
        frameAssets: createFrameAssets(deps.env.STUDIO_DIST),
      }),
    );
  };

  return {
    v1Routes: studioV1Routes(service, deps.accounts.playerAuth, {
      recordLaunch: deps.recordLaunch,
    }),
    routes,
    recover: () =>
      pass().catch((err: unknown) => {
        deps.log?.error({ err }, 'studio: recovery pass failed');
      }),
    job: { name: 'studio.recovery', intervalMs: RECOVERY_INTERVAL_MS, run: pass },
  };
}

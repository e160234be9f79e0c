/**
 * Composition of the built-in game studio: launch (`POST /v1/casino/play/{provider}`), the game
 * frame and its API (`/studio/...`), rounds, recovery of unfinished rounds at start.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Accounts } from '../auth/accounts.ts';
import type { CampaignService } from '../campaigns/service.ts';
import type { CasinoService } from '../casino/service.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Wallet } from '../wallet/plugin.ts';

export interface StudioDeps {
  db: Db;
  env: Env;
  now: () => Date;
  wallet: Wallet;
  accounts: Accounts;
  casino: CasinoService;
  campaigns: CampaignService;
  log?: FastifyBaseLogger;
}

export function createStudio(_deps: StudioDeps): {
  /** /v1 calls (inside the skin-authorised scope). */
  v1Routes: FastifyPluginAsyncZod;
  /** Root-level routes: /studio/launch, /studio/v1, /studio/frame. */
  routes: FastifyPluginAsyncZod;
  /** Settles or refunds rounds left unfinished by a stopped process. */
  recover(): Promise<void>;
} {
  return { v1Routes: async () => {}, routes: async () => {}, recover: async () => {} };
}

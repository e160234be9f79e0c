/**
 * Composition of the wallet domain: the ledger, the seamless wallet (in process for the studio,
 * signed HTTP for external providers) and staff balance adjustments.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { StaffService } from '../staff/service.ts';
import type { ActiveCampaign, FreespinRequest, FreespinResult, SeamlessWallet } from './port.ts';
import { DEV_PROVIDER_SECRETS, parseProviderSecrets, providerRoutes } from './provider-routes.ts';
import { createWalletService, type WalletHooks, type WalletService } from './service.ts';

export interface WalletDeps {
  db: Db;
  env: Env;
  now: () => Date;
  staff: StaffService;
  log?: FastifyBaseLogger;
  hooks?: WalletHooks;
}

export interface Wallet extends SeamlessWallet {
  activeCampaign(playerId: number): Promise<ActiveCampaign | null>;
  /** One free spin of the active campaign (the studio's free spins). */
  freespin(req: FreespinRequest): Promise<FreespinResult>;
}

export function createWallet(deps: WalletDeps): {
  wallet: Wallet;
  /** Everything else of the domain: deposits, adjustments, bonus assignment, spec balance. */
  service: WalletService;
  /** Root-level routes: the provider API. */
  routes: FastifyPluginAsyncZod;
} {
  const service = createWalletService(deps.db, deps.hooks);
  const production = deps.env.NODE_ENV === 'production';
  // The development default is public: in production it admits no provider (and says so).
  const secrets = parseProviderSecrets(deps.env.WALLET_PROVIDER_SECRETS, production);
  if (production && deps.env.WALLET_PROVIDER_SECRETS === DEV_PROVIDER_SECRETS) {
    deps.log?.warn('WALLET_PROVIDER_SECRETS is not set: the provider API admits no provider');
  }
  return {
    wallet: service,
    service,
    routes: providerRoutes(service, secrets),
  };
}

/**
 * Composition of the wallet domain: the ledger, the seamless wallet (in process for the studio;
 * external providers reach it through the provider gateway, `providers/plugin.ts`, which serves
 * the signed `/wallet/v1` of `provider-routes.ts`) and staff balance adjustments.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { StaffService } from '../staff/service.ts';
import type {
  ActiveCampaign,
  FreespinRequest,
  FreespinResult,
  RoundRequest,
  RoundResult,
  SeamlessWallet,
} from './port.ts';
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
  /** A round the game settled at once: stake and win in one call (the studio's spins). */
  round(req: RoundRequest): Promise<RoundResult>;
}

export function createWallet(deps: WalletDeps): {
  wallet: Wallet;
  /** Everything else of the domain: deposits, adjustments, bonus assignment, spec balance. */
  service: WalletService;
} {
  const service = createWalletService(deps.db, deps.hooks);
  return { wallet: service, service };
}

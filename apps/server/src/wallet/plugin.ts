/**
 * Composition of the wallet domain: the ledger, the seamless wallet (in process for the studio,
 * signed HTTP for external providers) and staff balance adjustments.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { StaffService } from '../staff/service.ts';
import type { ActiveCampaign, SeamlessWallet } from './port.ts';

export interface WalletDeps {
  db: Db;
  env: Env;
  now: () => Date;
  staff: StaffService;
  log?: FastifyBaseLogger;
}

export interface Wallet extends SeamlessWallet {
  activeCampaign(playerId: number): Promise<ActiveCampaign | null>;
}

export function createWallet(_deps: WalletDeps): {
  wallet: Wallet;
  /** Root-level routes: the provider API and the staff adjustments. */
  routes: FastifyPluginAsyncZod;
} {
  const fail = (): never => {
    throw new Error('wallet not implemented yet');
  };
  return {
    wallet: { balance: fail, debit: fail, credit: fail, rollback: fail, activeCampaign: fail },
    routes: async () => {},
  };
}

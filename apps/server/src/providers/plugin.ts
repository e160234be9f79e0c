/**
 * Composition of external game providers: the gateway (the rules every provider is held to), the
 * signed `/wallet/v1` (wallet/provider-routes.ts) on it, the launchers by integration (the studio
 * launch asks them for an external game's URL; `wallet` here, `hub88` registered by its adapter)
 * and staff review of held wins.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { StaffService } from '../staff/service.ts';
import type { Wallet } from '../wallet/plugin.ts';
import {
  DEV_PROVIDER_SECRETS,
  parseProviderSecrets,
  providerRoutes,
} from '../wallet/provider-routes.ts';
import { createProviderGateway, type Gateway } from './gateway.ts';
import { createHeldWins, type HeldWins, type NotifyPlayer } from './held-wins.ts';
import type { GameLauncher, Integration } from './port.ts';
import type { ProviderLimits } from './rate-limit.ts';
import { heldWinsStaffRoutes } from './staff-routes.ts';
import { walletLauncher } from './wallet-launcher.ts';

export type Launchers = Partial<Record<Integration, GameLauncher>>;

export interface ProvidersDeps {
  db: Db;
  env: Env;
  now: () => Date;
  wallet: Wallet;
  staff: StaffService;
  log?: FastifyBaseLogger;
  /** Tells a player a held win was paid or refused. */
  notify?: NotifyPlayer;
}

export function createProviders(deps: ProvidersDeps): {
  gateway: Gateway;
  /** Root-level routes: `/wallet/v1/*`. */
  routes: FastifyPluginAsyncZod;
  /** Under `/staff/v1`: the held-wins review. */
  staffRoutes: FastifyPluginAsyncZod;
  /** Game URL builders by integration (mutable: an adapter registers its own). */
  launchers: Launchers;
  heldWins: HeldWins;
  /** The per-provider and unsigned-call limits (for another adapter's routes). */
  limits: ProviderLimits;
} {
  const production = deps.env.NODE_ENV === 'production';
  // The development default is public: in production it admits no provider (and says so).
  const secrets = parseProviderSecrets(deps.env.WALLET_PROVIDER_SECRETS, production);
  if (production && deps.env.WALLET_PROVIDER_SECRETS === DEV_PROVIDER_SECRETS) {
    deps.log?.warn('WALLET_PROVIDER_SECRETS is not set: the provider API admits no provider');
  }
  const gateway = createProviderGateway({
    db: deps.db,
    now: deps.now,
    wallet: deps.wallet,
    sessionTtlMinutes: deps.env.PROVIDER_SESSION_TTL_MINUTES,
  });
  const limits: ProviderLimits = {
    perSecond: deps.env.PROVIDER_RATE_LIMIT_PER_SECOND,
    unsignedPerMinute: deps.env.RATE_LIMIT_PER_MINUTE,
  };
  const heldWins = createHeldWins({
    db: deps.db,
    notify: deps.notify,
    log: deps.log,
  });
  return {
    gateway,
    routes: providerRoutes(gateway, secrets, limits),
    staffRoutes: heldWinsStaffRoutes(deps.staff, heldWins),
    launchers: { wallet: walletLauncher },
    heldWins,
    limits,
  };
}

/**
 * Composition of the Hub88 adapter: the operator wallet API (`/hub88/*`), the Games API client,
 * the `hub88` GameLauncher and the staff catalog import. Configured by HUB88_API_URL,
 * HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY (ours) and HUB88_PUBLIC_KEY (Hub88's); null without them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@croupier/contract/common';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { HttpError } from '../../lib/errors.ts';
import { requireStaff, staffOf } from '../../staff/auth.ts';
import type { StaffService } from '../../staff/service.ts';
import type { GameLauncher, ProviderGateway } from '../port.ts';
import type { ProviderLimits } from '../rate-limit.ts';
import { importHub88Catalog } from './catalog-import.ts';
import { createHub88Client, Hub88ApiError, type FetchLike, type Hub88Client } from './client.ts';
import { createHub88Launcher } from './launcher.ts';
import { loadPrivateKey, loadPublicKey } from './signature.ts';
import { hub88WalletRoutes } from './wallet-routes.ts';

export interface Hub88Deps {
  db: Db;
  env: Env;
  gateway: ProviderGateway;
  /** The Games API transport (tests and the development fake route it in process). */
  fetch?: FetchLike;
  log?: FastifyBaseLogger;
  now: () => Date;
  /** Overrides of the environment's Hub88 settings (the development fake's). */
  config?: Partial<Hub88Config>;
  limits?: ProviderLimits;
}

export interface Hub88Config {
  apiUrl: string;
  operatorId: number;
  /** PEM (with `\n` escapes allowed). */
  privateKey: string;
  publicKey: string;
  subPartnerId: string | null;
}

export interface Hub88 {
  /** The wallet API: register with prefix `/hub88`. */
  routes: FastifyPluginAsyncZod;
  launcher: GameLauncher;
  client: Hub88Client;
  /** POST /providers/hub88/import (admin): register under `/staff/v1` in the staff scope. */
  staffRoutes(deps: { staff: StaffService; catalogChanged: () => void }): FastifyPluginAsyncZod;
}

const importResponse = z.object({
  data: z.object({ created: z.number(), updated: z.number(), disabled: z.number() }),
});

export function hub88ConfigOf(env: Env, over: Partial<Hub88Config> = {}): Hub88Config | null {
  const config = {
    apiUrl: over.apiUrl ?? env.HUB88_API_URL,
    operatorId: over.operatorId ?? env.HUB88_OPERATOR_ID,
    privateKey: over.privateKey ?? env.HUB88_PRIVATE_KEY,
    publicKey: over.publicKey ?? env.HUB88_PUBLIC_KEY,
    subPartnerId: over.subPartnerId ?? env.HUB88_SUB_PARTNER_ID ?? null,
  };
  const { apiUrl, operatorId, privateKey, publicKey } = config;
  if (!apiUrl || operatorId === undefined || !privateKey || !publicKey) return null;
  return { apiUrl, operatorId, privateKey, publicKey, subPartnerId: config.subPartnerId };
}

export function createHub88(deps: Hub88Deps): Hub88 | null {
  const config = hub88ConfigOf(deps.env, deps.config);
  if (!config) return null;
  // A malformed key stops the start (said without the key itself).
  let privateKey, publicKey;
  try {
    privateKey = loadPrivateKey(config.privateKey);
  } catch {
    throw new Error('HUB88_PRIVATE_KEY is not a readable PEM private key');
  }
  try {
    publicKey = loadPublicKey(config.publicKey);
  } catch {
    throw new Error('HUB88_PUBLIC_KEY is not a readable PEM public key');
  }
  const client = createHub88Client({
    apiUrl: config.apiUrl,
    operatorId: config.operatorId,
    privateKey,
    subPartnerId: config.subPartnerId,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const limits = deps.limits ?? {
    perSecond: 1000,
    unsignedPerMinute: deps.env.RATE_LIMIT_PER_MINUTE,
  };

  return {
    routes: hub88WalletRoutes({
      db: deps.db,
      gateway: deps.gateway,
      publicKey,
      subPartnerId: config.subPartnerId,
      limits,
      ...(deps.log ? { log: deps.log } : {}),
    }),
    launcher: createHub88Launcher(client),
    client,
    staffRoutes:
      ({ staff, catalogChanged }) =>
      async (app) => {
        app.post(
          '/providers/hub88/import',
          {
            onRequest: requireStaff(staff, ['admin']),
            schema: {
              tags: ['staff', 'casino'],
              security: [{ staff: [] }],
              summary: "Imports Hub88's game list into the catalog (updated, not duplicated)",
              response: { 200: importResponse, 502: errorBody },
            },
          },
          async (req) => {
            const list = await client.gameList().catch((err: unknown) => {
              if (err instanceof Hub88ApiError) {
                deps.log?.warn({ status: err.status, error: err.error }, 'hub88: game list failed');
                throw new HttpError(502, 'provider_unavailable');
              }
              throw err;
            });
            const counts = await importHub88Catalog(deps.db, list);
            catalogChanged();
            await staff.audit({
              staffId: staffOf(req).staff.id,
              action: 'casino.hub88_imported',
              targetType: 'provider',
              targetId: null,
              details: { ...counts, listed: list.length },
              ip: req.ip,
            });
            return { data: counts };
          },
        );
      },
  };
}

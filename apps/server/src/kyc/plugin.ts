/**
 * Composition of KYC: the platform's service and calls, the providers' webhook, and our own
 * verification service (widget, its API, staff review queue). The provider new applicants go to is
 * KYC_PROVIDER (`croupier` by default, or `sumsub`); our own service's webhook stays accepted
 * either way, so reviews already under way with it still land.
 *
 * Our service answers the platform through the real webhook route: each delivery is signed and
 * sent with `app.inject` to `POST /webhooks/kyc/croupier`, the same route and signature check a
 * vendor's request meets. A delivery that failed is sent again by a job (every minute, once across
 * nodes through the server's scheduler; a replay of an applied state changes nothing).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';
import { inspectUpload } from '../files/inspect.ts';
import { createFileStore, type FileStore } from '../files/store.ts';
import type { StaffService } from '../staff/service.ts';
import { idvRoutes } from './idv-routes.ts';
import { createIdvService, type IdvService, type IdvServiceDeps } from './idv-service.ts';
import type { KycProviderAdapter } from './provider.ts';
import { createCroupierProvider } from './providers/croupier.ts';
import { createSumsubProvider } from './providers/sumsub.ts';
import { kycRoutes, kycWebhookRoutes } from './routes.ts';
import { createKycService, type KycMessages, type KycService } from './service.ts';
import { kycStaffRoutes } from './staff-routes.ts';

export const REDELIVERY_INTERVAL_MS = 60_000;

export interface KycDeps {
  db: Db;
  env: Env;
  now: () => Date;
  messages?: KycMessages;
  /** The file store (one is made from the environment when absent). */
  files?: FileStore;
  log?: FastifyBaseLogger;
  /** The documents domain (approved identity documents become verified Documents). */
  documents?: IdvServiceDeps['documents'];
  /** Tests: the Sumsub adapter's fetch. */
  fetchImpl?: typeof fetch;
}

export function createKyc(deps: KycDeps): {
  service: KycService;
  idv: IdvService;
  /** /v1 calls (inside the skin-authorised scope). */
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  /** Root level: the webhook, the widget and its API (and the redelivery's way in). */
  routes: FastifyPluginAsyncZod;
  /** The redelivery job (registered with the server's scheduler). */
  job: ScheduledJob;
  /** Under /staff/v1 (the staff routes' deps). */
  staffRoutes: (staff: StaffService) => FastifyPluginAsyncZod;
} {
  const { db, env, now } = deps;
  const croupier = createCroupierProvider({ db, now, webhookSecret: env.KYC_WEBHOOK_SECRET });
  const adapters: Partial<Record<KycProviderAdapter['name'], KycProviderAdapter>> = { croupier };
  if (env.KYC_PROVIDER === 'sumsub') {
    adapters.sumsub = createSumsubProvider(env, deps.fetchImpl);
  }
  if (env.NODE_ENV === 'production' && env.KYC_WEBHOOK_SECRET.startsWith('croupier-dev-')) {
    deps.log?.warn('KYC_WEBHOOK_SECRET is the development default: set a secret of your own');
  }
  const service = createKycService({
    db,
    now,
    adapters,
    active: env.KYC_PROVIDER,
    messages: deps.messages,
    log: deps.log,
  });
  const idv = createIdvService({
    db,
    now,
    files: deps.files ?? createFileStore({ db, env, now }),
    inspect: inspectUpload,
    webhookSecret: env.KYC_WEBHOOK_SECRET,
    log: deps.log,
    documents: deps.documents,
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(kycWebhookRoutes(service));
    await app.register(idvRoutes(idv, deps.env.UPLOADS_PER_MINUTE));
    idv.setDelivery(async (body, headers) => {
      const res = await app.inject({
        method: 'POST',
        url: '/webhooks/kyc/croupier',
        payload: body,
        headers,
      });
      return res.statusCode;
    });
  };

  return {
    service,
    idv,
    v1Routes: (playerAuth) => kycRoutes(service, playerAuth),
    routes,
    job: {
      name: 'kyc.redelivery',
      intervalMs: REDELIVERY_INTERVAL_MS,
      run: () => idv.redeliver(),
    },
    staffRoutes: (staff) => kycStaffRoutes(staff, idv),
  };
}

/**
 * The payment gateways: our sandbox gateway (served by this server at /sandbox-gateway/ when
 * SANDBOX_GATEWAY is `on`, or unset outside production) and GP webpay (when its merchant number
 * and both keys are configured). `routes` (root level) serves the sandbox gateway; `job` sends
 * its queued webhooks again and expires its open sessions, every JOB_INTERVAL_MS (once across
 * nodes through the server's scheduler; null when the sandbox gateway is off).
 *
 * The sandbox gateway's webhooks go to the merchant's notify_url: through `inject` when that URL
 * is on this server (`publicUrl`'s origin, or a path), else by `fetch`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { ScheduledJob } from '../../jobs/scheduler.ts';
import type { GatewayAdapter } from '../provider.ts';
import { createGpWebpayAdapter, gpWebpayConfigured } from './gp-webpay.ts';
import { createSandboxAdapter } from './sandbox/adapter.ts';
import { sandboxGatewayRoutes } from './sandbox/routes.ts';
import { createSandboxGateway, type Delivery, type SandboxGateway } from './sandbox/service.ts';

export const JOB_INTERVAL_MS = 5_000;
const FETCH_TIMEOUT_MS = 10_000;

export type InjectFn = (o: {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number }>;

export interface GatewaysDeps {
  db: Db;
  env: Env;
  now: () => Date;
  log?: FastifyBaseLogger;
  publicUrl: string;
  inject?: InjectFn;
}

export const sandboxEnabled = (env: Env): boolean =>
  env.SANDBOX_GATEWAY === 'on' ||
  (env.SANDBOX_GATEWAY === undefined && env.NODE_ENV !== 'production');

/** Sends to this server by `inject` (same origin or a path), elsewhere by `fetch`. */
export function createDelivery(publicUrl: string, inject?: InjectFn): Delivery {
  const own = new URL(publicUrl).origin;
  return async (url, body, headers) => {
    const target = new URL(url, publicUrl);
    if (inject && target.origin === own) {
      const res = await inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        headers,
        payload: body,
      });
      return res.statusCode;
    }
    const res = await fetch(target, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status;
  };
}

export function createGateways(deps: GatewaysDeps): {
  adapters: Partial<Record<'sandbox' | 'gp_webpay', GatewayAdapter>>;
  routes: FastifyPluginAsyncZod;
  job: ScheduledJob | null;
  /** The sandbox gateway's service (tests, the job); null when it is off. */
  sandbox: SandboxGateway | null;
} {
  const { env, now } = deps;
  const adapters: Partial<Record<'sandbox' | 'gp_webpay', GatewayAdapter>> = {};
  let sandbox: SandboxGateway | null = null;
  if (sandboxEnabled(env)) {
    if (env.NODE_ENV === 'production' && env.SANDBOX_GATEWAY_SECRET.startsWith('croupier-dev-')) {
      deps.log?.warn('SANDBOX_GATEWAY_SECRET is the development default: set a secret of your own');
    }
    let inject = deps.inject;
    sandbox = createSandboxGateway({
      db: deps.db,
      secret: env.SANDBOX_GATEWAY_SECRET,
      now,
      log: deps.log,
      deliver: (url, body, headers) => createDelivery(deps.publicUrl, inject)(url, body, headers),
    });
    adapters.sandbox = createSandboxAdapter({
      gateway: sandbox,
      secret: env.SANDBOX_GATEWAY_SECRET,
      now,
      publicUrl: deps.publicUrl,
    });
    // Without an `inject` of the caller, the routes' own app delivers to this server.
    const gateway = sandbox;
    const routes: FastifyPluginAsyncZod = async (app) => {
      inject ??= async (o) => app.inject(o);
      await app.register(
        sandboxGatewayRoutes(gateway, {
          secret: env.SANDBOX_GATEWAY_SECRET,
          publicUrl: deps.publicUrl,
        }),
      );
    };
    if (gpWebpayConfigured(env)) adapters.gp_webpay = createGpWebpayAdapter({ env, now });
    const job: ScheduledJob = {
      name: 'payments.sandbox-gateway',
      intervalMs: JOB_INTERVAL_MS,
      run: () => gateway.runJob(),
    };
    return { adapters, routes, job, sandbox };
  }
  if (gpWebpayConfigured(env)) adapters.gp_webpay = createGpWebpayAdapter({ env, now });
  return { adapters, routes: async () => undefined, job: null, sandbox };
}

/**
 * The Hub88 adapter as the app starts it: configured from the environment (HUB88_*), or, outside
 * production without HUB88_API_URL, against the local fake Hub88 (dev/fake-hub88, mounted at
 * `/fake-hub88`) with the fixed development key pairs of dev-keys.ts. Calls between the adapter and
 * the fake go through `app.inject` (no network, whether or not the server listens).
 */
import type { FastifyBaseLogger, FastifyPluginAsync, InjectOptions } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  DEV_FAKE_PRIVATE_KEY,
  DEV_OPERATOR_PRIVATE_KEY,
  DEV_OPERATOR_PUBLIC_KEY,
} from '../../dev/fake-hub88/dev-keys.ts';
import { createFakeHub88 } from '../../dev/fake-hub88/plugin.ts';
import type { Env } from '../../env.ts';
import type { ProviderGateway } from '../port.ts';
import type { ProviderLimits } from '../rate-limit.ts';
import type { FetchLike } from './client.ts';
import { createHub88, type Hub88 } from './plugin.ts';

type Inject = (opts: InjectOptions) => Promise<{
  statusCode: number;
  rawPayload: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
}>;

/**
 * A fetch that answers URLs under `origin` from the app itself (app.inject) and sends the rest
 * over the network.
 */
export function injectFetch(inject: Inject, origin: string): FetchLike {
  return async (input, init) => {
    if (!input.startsWith(`${origin}/`)) return fetch(input, init);
    const res = await inject({
      method: 'POST',
      url: input.slice(origin.length),
      headers: init.headers,
      payload: init.body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers,
    });
  };
}

export interface Hub88Setup {
  adapter: Hub88;
  /** The development fake (mount at `/fake-hub88`), when the adapter talks to it. */
  fakeRoutes: FastifyPluginAsync | null;
}

export function setupHub88(deps: {
  db: Db;
  env: Env;
  now: () => Date;
  gateway: ProviderGateway;
  limits: ProviderLimits;
  log: FastifyBaseLogger;
  inject: Inject;
}): Hub88Setup | null {
  const { env } = deps;
  const common = {
    db: deps.db,
    env,
    now: deps.now,
    gateway: deps.gateway,
    limits: deps.limits,
    log: deps.log,
  };
  if (env.HUB88_API_URL || env.NODE_ENV === 'production') {
    const adapter = createHub88(common);
    if (!adapter && env.HUB88_API_URL) {
      deps.log.warn('HUB88_API_URL is set without HUB88_OPERATOR_ID and both keys: Hub88 is off');
    }
    return adapter ? { adapter, fakeRoutes: null } : null;
  }
  // Development and tests: the fake Hub88, reached in process.
  const origin = `http://127.0.0.1:${env.PORT}`;
  const transport = injectFetch(deps.inject, origin);
  const operatorId = env.HUB88_OPERATOR_ID ?? 1;
  const fake = createFakeHub88({
    operatorPublicKey: DEV_OPERATOR_PUBLIC_KEY,
    privateKeyPem: DEV_FAKE_PRIVATE_KEY,
    operatorId,
    walletUrl: `${origin}/hub88`,
    fetch: transport,
    log: deps.log,
    now: deps.now,
  });
  const adapter = createHub88({
    ...common,
    fetch: transport,
    config: {
      apiUrl: `${origin}/fake-hub88`,
      operatorId,
      privateKey: DEV_OPERATOR_PRIVATE_KEY,
      publicKey: fake.publicKey,
    },
  });
  return adapter ? { adapter, fakeRoutes: fake.routes } : null;
}

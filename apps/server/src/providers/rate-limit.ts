/**
 * Rate limits of provider calls (`/wallet/v1/*`, `/hub88/*`). Providers are authenticated by
 * their signature, and an aggregator calls from a few addresses for thousands of players, so the
 * app's per-address limit for browsers must not apply to them: their routes opt out of it
 * (`PROVIDER_ROUTE_CONFIG`) and, once the signature is verified, count against a per-provider
 * limit (PROVIDER_RATE_LIMIT_PER_SECOND). A call whose signature fails counts against its address
 * with the ordinary per-address limit (RATE_LIMIT_PER_MINUTE), so forged calls never use up a
 * provider's budget and cannot be sent without limit. Counted in the app's rate-limit store
 * (Redis across nodes when configured, like the global limit).
 *
 * Use in a provider's route scope: every route with `config: PROVIDER_ROUTE_CONFIG`, then in the
 * signature hook `await limiter.unsigned(request, reply)` before answering a bad signature and
 * `await limiter.provider(request, reply, code)` after a good one (either throws 429 when over).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Route config of a provider call: outside the app's per-address limit. */
export const PROVIDER_ROUTE_CONFIG = { rateLimit: false as const };

export interface ProviderLimits {
  /** PROVIDER_RATE_LIMIT_PER_SECOND: calls per second per provider code. */
  perSecond: number;
  /** RATE_LIMIT_PER_MINUTE: calls per minute per address whose signature failed. */
  unsignedPerMinute: number;
}

export interface ProviderRateLimiter {
  /** Counts a verified call of `provider` (its own budget); throws 429 above the limit. */
  provider(request: FastifyRequest, reply: FastifyReply, provider: string): Promise<void>;
  /** Counts a call whose signature failed against its address; throws 429 above the limit. */
  unsigned(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Limiters built on the app's @fastify/rate-limit (its `rateLimit` decorator and store); one per
 * scope that registers provider routes. Without the plugin (a unit-test app) nothing is counted.
 */
export function providerRateLimiter(
  app: FastifyInstance,
  limits: ProviderLimits,
): ProviderRateLimiter {
  if (!app.hasDecorator('rateLimit')) {
    return { provider: async () => undefined, unsigned: async () => undefined };
  }
  const codes = new WeakMap<FastifyRequest, string>();
  const perProvider = app.rateLimit({
    max: limits.perSecond,
    timeWindow: 1000,
    keyGenerator: (request) => `provider:${codes.get(request) ?? ''}`,
  });
  const perAddress = app.rateLimit({
    max: limits.unsignedPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `provider-unsigned:${request.ip}`,
  });
  return {
    async provider(request, reply, provider) {
      codes.set(request, provider);
      await perProvider.call(app, request, reply);
    },
    async unsigned(request, reply) {
      await perAddress.call(app, request, reply);
    },
  };
}

/**
 * Composition of the safer-gambling domain: the service and the minute job (root level), which
 * evaluates the markers of the players with new ledger, payment or limit activity since the last
 * pass of any process (the watermark is kept in job_state and advanced by a conditional update:
 * a restart carries on from it, and of two processes running at once one evaluates a window and
 * the other skips; markers are idempotent anyway).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSaferService, type SaferDeps, type SaferService } from './service.ts';

export const SAFER_INTERVAL_MS = 60_000;

export function createSafer(deps: SaferDeps): {
  service: SaferService;
  job: FastifyPluginAsyncZod;
} {
  const service = createSaferService(deps);
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const pass = () => {
    if (closing) return running;
    running = running
      .then(() => service.runJob())
      .catch((err: unknown) => deps.log?.error({ err }, 'safer: evaluation pass failed'));
    return running;
  };
  const job: FastifyPluginAsyncZod = async (app) => {
    const timer = setInterval(() => void pass(), SAFER_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  };
  return { service, job };
}

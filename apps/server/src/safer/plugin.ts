/**
 * Composition of the safer-gambling domain: the service and the minute job (once across nodes
 * through the server's scheduler), which evaluates the markers of the players with new ledger,
 * payment or limit activity since the last pass of any process (the watermark is kept in
 * job_state and advanced by a conditional update: a restart carries on from it, and of two
 * processes running at once one evaluates a window and the other skips; markers are idempotent
 * anyway).
 */
import type { ScheduledJob } from '../jobs/scheduler.ts';
import { createSaferService, type SaferDeps, type SaferService } from './service.ts';

export const SAFER_INTERVAL_MS = 60_000;

export function createSafer(deps: SaferDeps): {
  service: SaferService;
  /** The evaluation job (registered with the server's scheduler). */
  job: ScheduledJob;
} {
  const service = createSaferService(deps);
  const job: ScheduledJob = {
    name: 'safer.markers',
    intervalMs: SAFER_INTERVAL_MS,
    run: () => service.runJob(),
  };
  return { service, job };
}

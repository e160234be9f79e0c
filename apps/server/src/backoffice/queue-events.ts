/**
 * Live queue badges of the back office: the staff sockets (room `staff`) hear a `queues` event
 * `{ queue }` when a work queue may have changed, and the console refetches that queue's count
 * (it keeps a slow poll as the fallback).
 *
 * Hook points, chosen to leave the domains untouched:
 * - a successful (2xx) change request (POST, PUT, PATCH, DELETE) on a route that creates or
 *   decides a queue item: the player's deposit or withdrawal (and its cancellation), a gateway's
 *   webhook, a staff decision, a bank statement; a document uploaded or reviewed; a KYC applicant
 *   submitted (our widget), reviewed (staff) or moved by the provider's webhook; a limit or
 *   self-exclusion request made, deleted or decided; a safer marker reviewed or an interaction
 *   logged; a held win paid or refused;
 * - a win held for review (the wallet's `winHeld` hook);
 * - the safer-gambling minute job when it inserted markers (`watchSaferJob`).
 * Emissions are coalesced per queue (one event per queue per `COALESCE_MS`), so a burst of
 * webhooks is one refetch.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const QUEUE_EVENT = 'queues';
export const QUEUE_NAMES = [
  'withdrawals',
  'deposits',
  'documents',
  'kyc',
  'limits',
  'safer',
  'held_wins',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
export const COALESCE_MS = 500;

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** [method (or * for any change), route pattern, the queues it touches] */
const ROUTES: [string, string, QueueName[]][] = [
  // Payments: the player's own requests, the gateways, staff decisions and bank files.
  ['POST', '/v1/payments/deposit', ['deposits']],
  ['POST', '/v1/payments/withdraw', ['withdrawals']],
  // The player (or the gateway page) calling off a payment: a GET that changes it.
  ['GET', '/v1/payments/providers/:provider/decline/:transaction', ['deposits', 'withdrawals']],
  ['*', '/webhooks/payments/:provider', ['deposits', 'withdrawals']],
  ['POST', '/staff/v1/payments/:id/deposit', ['deposits']],
  ['POST', '/staff/v1/payments/:id/withdraw', ['withdrawals']],
  ['POST', '/staff/v1/payments/payouts/sepa', ['withdrawals']],
  ['POST', '/staff/v1/payments/statements', ['deposits']],
  // Documents: uploaded by the player, decided by staff.
  ['*', '/v1/me/documents', ['documents']],
  ['*', '/v1/me/documents/:id', ['documents']],
  ['POST', '/staff/v1/documents/:id/approve', ['documents']],
  ['POST', '/staff/v1/documents/:id/reject', ['documents']],
  // KYC: our widget's submission, the staff review, the provider's webhook.
  ['POST', '/idv/v1/applicant/submit', ['kyc']],
  ['POST', '/staff/v1/kyc/applicants/:id/approve', ['kyc']],
  ['POST', '/staff/v1/kyc/applicants/:id/reject', ['kyc']],
  ['POST', '/webhooks/kyc/:provider', ['kyc']],
  // Limits and self-exclusion: requests made or withdrawn by the player, decided by staff.
  // (limits and self-exclusion are set through the profile's PUT /v1/me)
  ['PUT', '/v1/me', ['limits']],
  ['*', '/v1/me/statistics/:id', ['limits']],
  ['POST', '/staff/v1/statistics/:id/approve', ['limits']],
  ['POST', '/staff/v1/statistics/:id/reject', ['limits']],
  // Safer gambling: a marker reviewed, an interaction (which may review its marker).
  ['PATCH', '/staff/v1/safer/markers/:id', ['safer']],
  ['POST', '/staff/v1/players/:id/interactions', ['safer']],
  // Held wins: decided by staff (a hold is announced by the wallet's `winHeld` hook).
  ['POST', '/staff/v1/held-wins/:id/pay', ['held_wins']],
  ['POST', '/staff/v1/held-wins/:id/refuse', ['held_wins']],
];

/** The queues a finished request changed (empty: none). */
export function queuesOf(
  method: string,
  routeUrl: string | undefined,
  status: number,
): QueueName[] {
  if (!routeUrl || status < 200 || status >= 300) return [];
  const out = new Set<QueueName>();
  for (const [m, url, queues] of ROUTES) {
    const methodMatches = m === '*' ? CHANGES.has(method) : m === method;
    if (methodMatches && url === routeUrl) queues.forEach((q) => out.add(q));
  }
  return [...out];
}

export interface QueueEvents {
  /** Announces a change of a queue (coalesced). */
  changed(queue: QueueName): void;
  /** Ends pending timers (server close). */
  close(): void;
}

export function createQueueEvents(
  emit: (payload: { queue: QueueName }) => void,
  coalesceMs = COALESCE_MS,
): QueueEvents {
  const pending = new Map<QueueName, NodeJS.Timeout>();
  return {
    changed(queue) {
      if (pending.has(queue)) return;
      const timer = setTimeout(() => {
        pending.delete(queue);
        emit({ queue });
      }, coalesceMs);
      timer.unref();
      pending.set(queue, timer);
    },
    close() {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    },
  };
}

/**
 * Announces queue changes after the requests that make them (root-level hook: add it before the
 * routes are registered, so every route inherits it).
 */
export function registerQueueEvents(app: FastifyInstance, events: QueueEvents): void {
  app.addHook('onResponse', async (req: FastifyRequest, reply) => {
    for (const q of queuesOf(req.method, req.routeOptions?.url, reply.statusCode)) {
      events.changed(q);
    }
  });
  app.addHook('onClose', async () => events.close());
}

/**
 * The safer-gambling minute job raised markers: the staff hear it. Wraps the service's `runJob`
 * (the job calls it through the service object).
 */
export function watchSaferJob(
  service: { runJob: (at?: Date) => Promise<{ markers: number } | null> },
  events: QueueEvents,
): void {
  const run = service.runJob.bind(service);
  service.runJob = async (at?: Date) => {
    const result = await run(at);
    if (result && result.markers > 0) events.changed('safer');
    return result;
  };
}

import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createQueueEvents,
  queuesOf,
  registerQueueEvents,
  watchSaferJob,
  type QueueName,
} from '../src/backoffice/queue-events.ts';

describe('back-office queue events', () => {
  afterEach(() => vi.useRealTimers());

  it('maps finished change requests to the queues they touch', () => {
    expect(queuesOf('POST', '/v1/payments/withdraw', 201)).toEqual(['withdrawals']);
    expect(queuesOf('POST', '/staff/v1/payments/:id/deposit', 200)).toEqual(['deposits']);
    expect(queuesOf('POST', '/v1/me/documents', 201)).toEqual(['documents']);
    expect(queuesOf('POST', '/idv/v1/applicant/submit', 200)).toEqual(['kyc']);
    expect(queuesOf('POST', '/staff/v1/statistics/:id/approve', 200)).toEqual(['limits']);
    expect(queuesOf('PATCH', '/staff/v1/safer/markers/:id', 200)).toEqual(['safer']);
    expect(queuesOf('POST', '/staff/v1/held-wins/:id/refuse', 200)).toEqual(['held_wins']);
    expect(queuesOf('POST', '/webhooks/payments/:provider', 200)).toEqual([
      'deposits',
      'withdrawals',
    ]);
    // Reads, refusals and unrelated routes say nothing.
    expect(queuesOf('GET', '/v1/me/documents', 200)).toEqual([]);
    expect(queuesOf('POST', '/v1/payments/withdraw', 422)).toEqual([]);
    expect(queuesOf('POST', '/staff/v1/campaigns', 201)).toEqual([]);
    expect(queuesOf('POST', undefined, 200)).toEqual([]);
  });

  it('coalesces a burst into one event per queue', () => {
    vi.useFakeTimers();
    const sent: QueueName[] = [];
    const events = createQueueEvents((p) => sent.push(p.queue), 500);
    events.changed('kyc');
    events.changed('kyc');
    events.changed('limits');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(['kyc', 'limits']);
    events.changed('kyc');
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(['kyc', 'limits', 'kyc']);
  });

  it('announces after a successful request on a queue route', async () => {
    const changed: QueueName[] = [];
    const app = Fastify();
    registerQueueEvents(app, { changed: (q) => changed.push(q), close: () => {} });
    app.post('/staff/v1/kyc/applicants/:id/approve', async () => ({ ok: true }));
    app.post('/staff/v1/statistics/:id/reject', async (_req, reply) => reply.status(409).send({}));
    await app.inject({ method: 'POST', url: '/staff/v1/kyc/applicants/abc/approve' });
    await app.inject({ method: 'POST', url: '/staff/v1/statistics/1/reject' });
    expect(changed).toEqual(['kyc']);
    await app.close();
  });

  it('announces markers raised by the safer job, not an idle pass', async () => {
    const changed: QueueName[] = [];
    let markers = 0;
    const service = { runJob: async () => ({ players: 1, markers }) };
    watchSaferJob(service, { changed: (q) => changed.push(q), close: () => {} });
    await service.runJob();
    markers = 2;
    await service.runJob();
    expect(changed).toEqual(['safer']);
  });
});

/**
 * The back office's live queue badges over the real app: a staff socket hears `queues` when a
 * player's deposit changes the deposits queue (backoffice/queue-events.ts).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentPlayer, paymentsTestFile } from './payments-support.ts';
import { connect, next, pause, record, type Client } from './realtime-support.ts';
import { declinedDeposit } from './safer-support.ts';

const { t0, staff } = paymentsTestFile('queue-live', ['compliance']);
const clients: Client[] = [];
afterAll(() => clients.forEach((c) => c.close()));

describe('live queue events', () => {
  it('tells the staff sockets which queue changed, once per burst', async () => {
    await t0.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t0.app.server.address() as AddressInfo).port}`;
    const socket = await connect(url, { auth: { staffToken: staff.compliance } });
    clients.push(socket);
    const seen = record(socket);

    t0.clock.now = new Date();
    const p = await paymentPlayer(t0.database.db, t0.clock.now);
    const heard = next<{ queue: string }>(socket, 'queues', 5000);
    // The deposit request and the gateway's webhook (which may concern either queue): one event
    // per queue however many requests.
    await declinedDeposit(t0.app, t0.clock, p.userToken);
    expect(await heard).toEqual({ queue: 'deposits' });
    await pause(800);
    expect(seen.queues).toEqual([{ queue: 'deposits' }, { queue: 'withdrawals' }]);
  });
});

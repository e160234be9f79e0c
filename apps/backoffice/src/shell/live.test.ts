import { describe, expect, it, vi } from 'vitest';
import { onQueueEvent } from './live.ts';

describe('live queue events', () => {
  it('invalidates the queries of the queue named', () => {
    const invalidateQueries = vi.fn();
    onQueueEvent({ invalidateQueries }, { queue: 'kyc' });
    expect(invalidateQueries.mock.calls).toEqual([[{ queryKey: ['kyc'] }]]);
    invalidateQueries.mockClear();
    onQueueEvent({ invalidateQueries }, { queue: 'withdrawals' });
    expect(invalidateQueries.mock.calls).toEqual([[{ queryKey: ['payments', 2] }]]);
  });
  it('refreshes every queue on an unknown payload (after a reconnect)', () => {
    const invalidateQueries = vi.fn();
    onQueueEvent({ invalidateQueries }, null);
    onQueueEvent({ invalidateQueries }, { queue: 'nope' });
    // 7 queues (the held wins too), twice.
    expect(invalidateQueries).toHaveBeenCalledTimes(14);
    expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: ['held-wins'] });
  });
});

import { describe, expect, it } from 'vitest';
import { decisionBody, oldestFirst } from './kyc.tsx';
import { exclusionEnd } from './limits.tsx';

describe('KYC decisions', () => {
  it('sends the reason and the kind of rejection, and a note only when given', () => {
    expect(decisionBody({ approve: true, note: '  ' })).toEqual({});
    expect(decisionBody({ approve: true, note: ' ok ' })).toEqual({ note: 'ok' });
    expect(
      decisionBody({ approve: false, reason: ' Blurry photo ', reject_type: 'RETRY', note: '' }),
    ).toEqual({ reason: 'Blurry photo', reject_type: 'RETRY' });
  });
  it('orders the queue oldest first by hand-in time', () => {
    const rows = [
      { submitted_at: '2026-01-03T00:00:00Z', created_at: '2026-01-01T00:00:00Z' },
      { submitted_at: null, created_at: '2026-01-02T00:00:00Z' },
    ];
    expect(oldestFirst(rows)).toEqual([rows[1], rows[0]]);
  });
});

describe('self-exclusion ends', () => {
  const t = (k: string) => k;
  it('names permanent and missing ends', () => {
    expect(exclusionEnd('2999-12-31T00:00:00.000Z', t, (s) => s)).toBe('queues.limits.permanent');
    expect(exclusionEnd(null, t, (s) => s)).toBe('queues.limits.none');
    expect(exclusionEnd('2026-05-01T00:00:00.000Z', t, () => 'May 1')).toBe('May 1');
  });
});

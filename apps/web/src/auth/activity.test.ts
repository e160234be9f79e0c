import { describe, expect, it } from 'vitest';
import { heartbeatDue, isInactive } from './activity.ts';

describe('inactivity rules', () => {
  const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('logs out after 30 minutes without activity, not before', () => {
    expect(isInactive(t0, t0 + 29 * 60_000 + 59_999)).toBe(false);
    expect(isInactive(t0, t0 + 30 * 60_000)).toBe(true);
  });

  it('sends the heartbeat at most once a minute', () => {
    expect(heartbeatDue(null, t0)).toBe(true);
    expect(heartbeatDue(t0, t0 + 59_999)).toBe(false);
    expect(heartbeatDue(t0, t0 + 60_000)).toBe(true);
  });
});

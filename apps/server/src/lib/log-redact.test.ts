import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact.ts';

describe('redactUrl', () => {
  it('hides tokens in queries and in auth/status paths, and nothing else', () => {
    expect(redactUrl('/v1/notifications/newsletter/token/opt-out?token=abc_DEF-123')).toBe(
      '/v1/notifications/newsletter/token/opt-out?token=[redacted]',
    );
    expect(redactUrl('/x?a=1&temp_token=zzz&b=2')).toBe('/x?a=1&temp_token=[redacted]&b=2');
    expect(redactUrl('/v1/auth/status/s3cr3t?email=a@b.cz&type=activation-token')).toBe(
      '/v1/auth/status/[redacted]?email=a@b.cz&type=activation-token',
    );
    expect(redactUrl('/v1/casino/games?page=2&tokens=1')).toBe('/v1/casino/games?page=2&tokens=1');
  });
});

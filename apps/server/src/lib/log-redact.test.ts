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

  it('hides the tokens of e-mailed links and game launches in the path', () => {
    expect(redactUrl('/en/registration/Ab9_x-12')).toBe('/en/registration/[redacted]');
    expect(redactUrl('/registration/Ab9_x-12?x=1')).toBe('/registration/[redacted]?x=1');
    expect(redactUrl('/de/password/reset/QQ77zz')).toBe('/de/password/reset/[redacted]');
    expect(redactUrl('/studio/launch/t0k3n')).toBe('/studio/launch/[redacted]');
    // The registration page itself and its API have no token to hide.
    expect(redactUrl('/en/registration')).toBe('/en/registration');
    expect(redactUrl('/v1/auth/registration')).toBe('/v1/auth/registration');
  });
});

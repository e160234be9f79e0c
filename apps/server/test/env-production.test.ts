/**
 * Production refuses to start with the public development defaults (OWASP ASVS 5.0 V13.3.1): every
 * secret that has a default for development must be set to a value of the operator's own, and
 * the refusal names each offending variable without printing any value.
 */
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { PRODUCTION_SECRETS } from './helper-env.ts';

const OWN = { ...PRODUCTION_SECRETS, DOCUMENTS_KEY: 'ab'.repeat(32) };

/** The public development defaults (env.ts, README), as an operator might copy them. */
const DEV_DEFAULTS = {
  SKIN_API_SECRET: 'croupier-demo-public-secret',
  CAPTCHA_HMAC_KEY: 'croupier-dev-captcha-hmac-key-change-me',
  WALLET_PROVIDER_SECRETS: 'demo:croupier-dev-provider-secret-change-me',
  PLATFORM_API_TOKEN: 'croupier-dev-platform-token-change-me',
  KYC_WEBHOOK_SECRET: 'croupier-dev-kyc-webhook-secret-change-me',
  SANDBOX_GATEWAY_SECRET: 'croupier-dev-sandbox-gateway-secret',
} as const;

/** The message loadEnv throws for this environment ('' when it loads). */
function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('NODE_ENV=production', () => {
  it('refuses to start with the secrets unset, naming each one and what to set', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Refusing to start with NODE_ENV=production/);
    for (const name of [
      'SKIN_API_SECRET',
      'CAPTCHA_HMAC_KEY',
      'WALLET_PROVIDER_SECRETS',
      'PLATFORM_API_TOKEN',
      'KYC_WEBHOOK_SECRET',
      'DOCUMENTS_KEY',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}`, 'm'));
    }
    expect(message).toContain('openssl rand -hex 32');
    // The sandbox gateway is off in production unless asked for: its secret is not needed then.
    expect(message).not.toContain('SANDBOX_GATEWAY_SECRET');
  });

  it('refuses each development default set explicitly, never printing the value', () => {
    for (const [name, value] of Object.entries(DEV_DEFAULTS)) {
      const message = refusal({
        NODE_ENV: 'production',
        ...OWN,
        SANDBOX_GATEWAY: 'on',
        [name]: value,
      });
      expect(message, name).toMatch(new RegExp(`^  ${name}:`, 'm'));
      expect(message.match(/^ {2}\S/gm), name).toHaveLength(1);
      expect(message, name).not.toContain(value);
    }
  });

  it('refuses a development provider secret among real ones, and prints no secret', () => {
    const message = refusal({
      NODE_ENV: 'production',
      ...OWN,
      WALLET_PROVIDER_SECRETS: 'acme:acme-real-secret-0123456789,demo:croupier-dev-provider-secret',
    });
    expect(message).toMatch(/^ {2}WALLET_PROVIDER_SECRETS:/m);
    expect(message).not.toContain('acme-real-secret');
    expect(message).not.toContain('croupier-dev-provider-secret');
    for (const value of Object.values(OWN)) expect(message).not.toContain(value);
  });

  it("refuses the README's development admin password", () => {
    const message = refusal({
      NODE_ENV: 'production',
      ...OWN,
      ADMIN_PASSWORD: 'Admin-Croupier-2026!',
    });
    expect(message).toMatch(/^ {2}ADMIN_PASSWORD:/m);
    expect(message).not.toContain('Admin-Croupier-2026!');
  });

  it('starts with secrets of its own (no external provider: an empty provider list)', () => {
    const env = loadEnv({ NODE_ENV: 'production', ...OWN, WALLET_PROVIDER_SECRETS: '' });
    expect(env.NODE_ENV).toBe('production');
    expect(env.CAPTCHA_HMAC_KEY).toBe(OWN.CAPTCHA_HMAC_KEY);
    expect(refusal({ NODE_ENV: 'production', ...OWN, SANDBOX_GATEWAY: 'on' })).toBe('');
  });

  it('development and tests still start on the public defaults (README `npm start`, e2e)', () => {
    expect(loadEnv({}).SKIN_API_SECRET).toBe(DEV_DEFAULTS.SKIN_API_SECRET);
    expect(loadEnv({ NODE_ENV: 'development' }).CAPTCHA_HMAC_KEY).toBe(
      DEV_DEFAULTS.CAPTCHA_HMAC_KEY,
    );
    expect(loadEnv({ NODE_ENV: 'test' }).PLATFORM_API_TOKEN).toBe(DEV_DEFAULTS.PLATFORM_API_TOKEN);
  });
});

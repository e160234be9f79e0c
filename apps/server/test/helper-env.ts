import { loadEnv, type Env } from '../src/env.ts';

/** The environment of test apps (also read by the run's global setup, which cannot load vitest's worker API). */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // Suites upload many files from one address; the upload limit has a test of its own.
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOADS_PER_MINUTE: '100000',
    PAYMENTS_PER_MINUTE: '100000',
    // Production refuses the public development secrets (env.ts): test apps built as production
    // get secrets of their own (DOCUMENTS_KEY stays the test's choice).
    ...(overrides.NODE_ENV === 'production' ? PRODUCTION_SECRETS : {}),
    ...overrides,
  });
}

/** Secrets that are not the public development defaults, for apps built with NODE_ENV=production. */
export const PRODUCTION_SECRETS = {
  SKIN_API_SECRET: 'test-production-skin-secret',
  CAPTCHA_HMAC_KEY: 'test-production-captcha-hmac-key',
  WALLET_PROVIDER_SECRETS: 'demo:test-production-provider-secret',
  PLATFORM_API_TOKEN: 'test-production-platform-api-token',
  KYC_WEBHOOK_SECRET: 'test-production-kyc-webhook-secret',
  SANDBOX_GATEWAY_SECRET: 'test-production-sandbox-gateway-secret',
} as const;

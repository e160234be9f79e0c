import { loadEnv, type Env } from '../src/env.ts';

/** The environment of test apps (also read by the run's global setup, which cannot load vitest's worker API). */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // Suites upload many files from one address; the upload limit has a test of its own.
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOADS_PER_MINUTE: '100000',
    PAYMENTS_PER_MINUTE: '100000',
    ...overrides,
  });
}

/**
 * What the console says at start: the banner of development (where the site is, the public demo
 * logins, the mailbox) and the log level by environment (quiet in development, a JSON line per
 * request in production).
 */
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import { startBanner } from '../src/banner.ts';
import { loadEnv } from '../src/env.ts';
import { DEMO_PLAYERS } from '../src/seed/demo-players.ts';
import { DEV_ADMIN } from '../src/staff/bootstrap.ts';
import { PRODUCTION_SECRETS } from './helper-env.ts';

/** Production refuses the public development secrets: these are of its own. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ...PRODUCTION_SECRETS,
  DOCUMENTS_KEY: 'ab'.repeat(32),
};

describe('the start banner', () => {
  it('tells a developer where the site is and how to sign in', () => {
    const banner = startBanner(loadEnv({ NODE_ENV: 'development', PORT: '3100' }))!;
    expect(banner).toContain('Croupier Casino is running at http://localhost:3100');
    expect(banner).toContain('http://localhost:3100/en');
    expect(banner).toContain('http://localhost:3100/backoffice/');
    expect(banner).toContain('http://localhost:3100/dev/mailbox');
    for (const p of Object.values(DEMO_PLAYERS)) {
      expect(banner).toContain(`${p.username} / ${p.password}`);
    }
    expect(banner).toContain(`${DEV_ADMIN.email} / ${DEV_ADMIN.password}`);
    expect(banner).toContain('npm run staff:code');
    expect(banner).not.toContain('localhost:3000');
    expect(banner).toContain('LOG_LEVEL=warn: requests are not logged');
  });

  it('names a set PUBLIC_URL and where the server listens', () => {
    const banner = startBanner(
      loadEnv({ NODE_ENV: 'development', PORT: '3100', PUBLIC_URL: 'https://casino.example/' }),
    )!;
    expect(banner).toContain(
      'running at https://casino.example (listening on http://localhost:3100)',
    );
    expect(banner).toContain('https://casino.example/dev/mailbox');
  });

  it('never prints a password or secret of the environment', () => {
    const secrets = {
      ADMIN_PASSWORD: 'Operator-Chosen-Secret-1',
      SMTP_URL: 'smtp://user:smtp-secret@mail.example:587',
      TWILIO_ACCOUNT_SID: 'AC-twilio-sid',
      TWILIO_AUTH_TOKEN: 'twilio-token-secret',
      TWILIO_FROM: '+35600000000',
      SKIN_API_SECRET: 'skin-secret-value',
      DOCUMENTS_KEY: 'ab'.repeat(32),
    };
    const banner = startBanner(
      loadEnv({ NODE_ENV: 'development', ADMIN_EMAIL: 'Boss@Casino.Example', ...secrets }),
    )!;
    for (const secret of Object.values(secrets)) expect(banner).not.toContain(secret);
    expect(banner).not.toContain(DEV_ADMIN.password);
    expect(banner).toContain('boss@casino.example / the password in ADMIN_PASSWORD');
    // E-mails and SMS go out for real: no mailbox to point at.
    expect(banner).not.toContain('/dev/mailbox');
  });

  it('is not printed in production or tests', () => {
    expect(startBanner(loadEnv(PRODUCTION))).toBeNull();
    expect(startBanner(loadEnv({ NODE_ENV: 'test' }))).toBeNull();
  });
});

describe('the log level by environment', () => {
  it('logs only warnings and errors by default in development, each request in production', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).LOG_LEVEL).toBe('warn');
    expect(loadEnv({}).LOG_LEVEL).toBe('warn');
    expect(loadEnv(PRODUCTION).LOG_LEVEL).toBe('info');
    expect(loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
    expect(loadEnv({ ...PRODUCTION, LOG_LEVEL: 'error' }).LOG_LEVEL).toBe('error');
  });

  it('writes JSON in production and readable lines in development, secrets redacted', () => {
    const production = loggerOptions(loadEnv(PRODUCTION));
    expect(production.level).toBe('info');
    expect('transport' in production).toBe(false);
    const development = loggerOptions(loadEnv({ NODE_ENV: 'development' }));
    expect(development.level).toBe('warn');
    expect(development).toMatchObject({ transport: { target: 'pino-pretty' } });
    for (const options of [production, development]) {
      expect(options.redact).toEqual(
        expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie']),
      );
    }
  });
});

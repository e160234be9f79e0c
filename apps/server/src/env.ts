import { createServer, isIP } from 'node:net';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * The only place that reads process.env: validated once at start. Exported so that the
 * deployment's environment reference can be checked against it (test/deploy-files.test.ts).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Port of Prometheus's GET /metrics (ops/metrics-server.ts); 0: off. Production sets e.g. 9464. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address the metrics port listens on: the loopback unless a scraper on another host needs it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Connections of this process's PostgreSQL pool (with DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * Group commit of wallet calls (wallet/batcher.ts): how many batches of concurrent calls may be
   * in the database at once on PostgreSQL (PGlite runs one); 0 turns batching off (each call its
   * own statement and commit).
   */
  WALLET_BATCH_IN_FLIGHT: z.coerce.number().int().min(0).max(50).default(2),
  /**
   * A postgres:// URL of a read replica of DATABASE_URL (streaming replication; needs
   * DATABASE_URL): staff reports, the player's activity report and the back office's player
   * search and audit log read there, so they may be seconds behind. Its pool is read-only and half
   * the size of DATABASE_POOL_SIZE; while it cannot be reached those reads go to the primary
   * (db/client.ts).
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  SKIN_API_KEY: z.string().min(3).default('croupier-demo'),
  SKIN_API_SECRET: z.string().min(8).default('croupier-demo-public-secret'),
  /** Unset: `info` in production (a JSON line per request), `warn` elsewhere (defaultLogLevel). */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /**
   * Whom X-Forwarded-For is believed from: `false` (nobody), `true` (any peer: only when nothing
   * but the proxy can reach the server) or a comma-separated list of the proxies' addresses or
   * CIDR ranges (the client is the last address before a trusted one).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | string[] => {
      const value = v.trim();
      if (value === 'true' || value === 'false') return value === 'true';
      const list = value.split(',').map((part) => part.trim());
      if (list.every(isAddressOrCidr)) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be true, false or comma-separated IP addresses or CIDR ranges',
      });
      return z.NEVER;
    }),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The built game frame (`vite build apps/studio`), served at /studio/frame/. */
  STUDIO_DIST: z.string().default('apps/studio/dist'),
  /** Virtual sports: seconds between two scheduled events (a race and a match alternate). */
  VIRTUAL_SPORTS_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(3600).default(180),
  /** The built operator console (`vite build apps/backoffice`), served at /backoffice/. */
  BACKOFFICE_DIST: z.string().default('apps/backoffice/dist'),
  /**
   * Counted calls per minute of one session (player or staff token), or of one address without
   * one; built files and media are not counted (plugins/rate-limit-policy.ts).
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Counted calls per minute of one address whatever the tokens: a ceiling for shared addresses. */
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  // Player accounts: delivery of e-mail and SMS, captcha, links.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Croupier Casino <no-reply@croupier.test>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  CAPTCHA_HMAC_KEY: z.string().min(16).default('croupier-dev-captcha-hmac-key-change-me'),
  /**
   * The site's public address: e-mailed links, and the staff passkeys' WebAuthn origin and RP ID
   * (its host). WebAuthn refuses an IP address as RP ID, so outside production passkeys also work
   * at http://localhost:<its port> (RP ID localhost). Unset: the address the server listens on
   * (listenUrl: http://localhost:<PORT> on every interface or the loopback).
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Requests per minute per client IP on login, registration and recovery calls. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Failed logins from one address (any account) within 10 minutes that lock the address for 10
   * minutes. High, because many players share an address (carrier NAT, offices): each account
   * locks after 5 failures anyway, and beyond 10 failures from an address every attempt from it
   * waits longer first (auth/throttle.ts loginDelayMs). Attempts still being checked count
   * against this limit too (failures + attempts in flight), but not towards the delay.
   */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(100),
  // Staff: the first admin, created at start when no staff account exists.
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must have at least 12 characters').optional(),
  // Seamless wallet: external game providers, `code:secret` pairs separated by commas (HMAC-SHA256
  // of the raw body). The default is a public development provider, refused in production
  // (productionSecretProblems).
  WALLET_PROVIDER_SECRETS: z.string().default('demo:croupier-dev-provider-secret-change-me'),
  // External providers: life of the game session a launch issues (minutes; bets need a live one),
  // and signed calls per second per provider (they are outside the per-address limit).
  PROVIDER_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(7 * 24 * 60)
    .default(8 * 60),
  PROVIDER_RATE_LIMIT_PER_SECOND: z.coerce.number().int().positive().default(1000),
  // The platform's own server-to-server credential of the message-sending calls
  // (`authorization: Bearer`). The public default is refused in production.
  PLATFORM_API_TOKEN: z
    .string()
    .min(24, 'PLATFORM_API_TOKEN must have at least 24 characters')
    .default('croupier-dev-platform-token-change-me'),
  /** Redis key prefix of the realtime socket's channels (nodes of one casino share it). */
  REALTIME_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REALTIME_CHANNEL: letters, digits and _.:- only')
    .default('croupier-realtime'),
  /** Socket handshakes one address may make per minute (per node). */
  REALTIME_HANDSHAKES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // Identity documents and KYC files: AES-256-GCM at rest under DOCUMENTS_KEY (64 hex digits or
  // 32 bytes of base64). Unset: a fixed development key, refused in production (loadEnv and
  // files/crypto.ts).
  DOCUMENTS_KEY: z.string().optional(),
  /** Uploads (documents, KYC files) one address may make per minute: each one is decoded. */
  UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Where files live: `db` (the database, any number of nodes) or `fs` (DATA_DIR/files). */
  FILE_STORAGE: z.enum(['db', 'fs']).default('fs'),
  /** The KYC provider: our own verification service (`croupier`) or Sumsub. */
  KYC_PROVIDER: z.enum(['croupier', 'sumsub']).default('croupier'),
  /** The secret our verification service signs its webhooks with (public default outside production). */
  KYC_WEBHOOK_SECRET: z.string().min(16).default('croupier-dev-kyc-webhook-secret-change-me'),
  SUMSUB_BASE_URL: z.string().url().default('https://api.sumsub.com'),
  SUMSUB_APP_TOKEN: z.string().optional(),
  SUMSUB_SECRET_KEY: z.string().optional(),
  /** The secret key of Sumsub's webhooks (X-Payload-Digest). */
  SUMSUB_WEBHOOK_SECRET: z.string().optional(),
  /** Our level names mapped to the operator's level names in Sumsub. */
  SUMSUB_LEVEL_BASIC: z.string().default('basic-kyc-level'),
  SUMSUB_LEVEL_FULL: z.string().default('id-selfie-2ndid-poa'),
  // Payments (payments/): the sandbox card gateway served by this server at /sandbox-gateway/,
  // GP webpay (configured when its merchant number and keys are set).
  /** Serve the sandbox gateway (test cards; never real money). Default: on outside production. */
  SANDBOX_GATEWAY: z.enum(['on', 'off']).optional(),
  /** The HMAC-SHA256 secret the sandbox gateway signs its webhooks with (public default outside production). */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).default('croupier-dev-sandbox-gateway-secret'),
  GP_WEBPAY_URL: z.string().url().default('https://test.3dsecure.gpwebpay.com/pgw/order.do'),
  GP_WEBPAY_MERCHANT_NUMBER: z.string().optional(),
  /** Our private key (PEM) that signs the requests (DIGEST). */
  GP_WEBPAY_PRIVATE_KEY: z.string().optional(),
  GP_WEBPAY_PRIVATE_KEY_PASSWORD: z.string().optional(),
  /** GP webpay's public key (PEM) that checks the answers (DIGEST, DIGEST1). */
  GP_WEBPAY_PUBLIC_KEY: z.string().optional(),
  /** Deposits a player may start per minute (per address). */
  PAYMENTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Hub88 (providers/hub88): the Games API base URL and our operator id, our private key (PEM,
  // `\n` escapes allowed) that signs our calls and Hub88's public key that checks its wallet
  // calls. Unset outside production: a local fake Hub88 (dev/fake-hub88) with generated keys.
  HUB88_API_URL: z.string().url().optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  HUB88_PRIVATE_KEY: z.string().optional(),
  HUB88_PUBLIC_KEY: z.string().optional(),
  HUB88_SUB_PARTNER_ID: z.string().max(255).optional(),
  /** Sources (space-separated) the game iframe may load besides ours: real aggregators' games. */
  GAME_FRAME_ORIGINS: z.string().default(''),
  /** Sources (space-separated) of game artwork besides ours: an aggregator's image CDN. */
  GAME_IMAGE_ORIGINS: z.string().default(''),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type Env = Omit<ParsedEnv, 'LOG_LEVEL' | 'PUBLIC_URL'> & {
  LOG_LEVEL: LogLevel;
  PUBLIC_URL: string;
};

/**
 * The log level without LOG_LEVEL: production logs a JSON line per request (`info`); development
 * and tests only warnings and errors, so the console keeps the start banner readable.
 */
export const defaultLogLevel = (nodeEnv: ParsedEnv['NODE_ENV']): LogLevel =>
  nodeEnv === 'production' ? 'info' : 'warn';

/**
 * The address a browser on this machine reaches the server at: `localhost` when it listens on
 * every interface or the loopback, else the host it listens on.
 */
export function listenUrl(host: string, port: number): string {
  const h = host.trim().toLowerCase();
  const local = ['', '0.0.0.0', '::', '[::]', 'localhost', '::1', '[::1]'].includes(h);
  const name = local || h.startsWith('127.') ? 'localhost' : h.includes(':') ? `[${h}]` : h;
  return `http://${name}:${port}`;
}

/** Parts of the public development defaults (README, this file): never a production secret. */
const PUBLIC_DEFAULT = /croupier-dev|croupier-demo|change-me/i;
/** The development admin's password, printed in the README and the start banner. */
const DEV_ADMIN_PASSWORD = 'Admin-Croupier-2026!';
const RANDOM_SECRET = 'a random secret of its own (e.g. `openssl rand -hex 32`)';

/**
 * Production refuses the development defaults (OWASP ASVS 5.0 V13.3.1, V13.2.3): every secret
 * below must be set, and none may be (or, for the provider pairs, contain) a public default. A
 * line per offending variable says what to set; the values are never printed.
 */
export function productionSecretProblems(env: ParsedEnv, source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const isDefault = (name: keyof ParsedEnv) => {
    const raw = source[name];
    return raw === undefined || raw.trim() === '' || PUBLIC_DEFAULT.test(raw);
  };
  if (isDefault('SKIN_API_SECRET')) {
    problems.push(`SKIN_API_SECRET: set the skin's Basic-authorization secret to ${RANDOM_SECRET}`);
  }
  if (isDefault('CAPTCHA_HMAC_KEY')) {
    problems.push(`CAPTCHA_HMAC_KEY: set ${RANDOM_SECRET}, the same on every node`);
  }
  const providers = source.WALLET_PROVIDER_SECRETS;
  if (providers === undefined || PUBLIC_DEFAULT.test(providers)) {
    problems.push(
      "WALLET_PROVIDER_SECRETS: set the game providers' `code:secret` pairs with secrets of " +
        'their own, or an empty value when no external provider calls the wallet',
    );
  }
  if (isDefault('PLATFORM_API_TOKEN')) {
    problems.push(`PLATFORM_API_TOKEN: set ${RANDOM_SECRET} (at least 24 characters)`);
  }
  if (isDefault('KYC_WEBHOOK_SECRET')) {
    problems.push(`KYC_WEBHOOK_SECRET: set ${RANDOM_SECRET}, shared with the verification service`);
  }
  // The sandbox gateway is off in production unless SANDBOX_GATEWAY=on; its secret signs nothing then.
  if (env.SANDBOX_GATEWAY === 'on' && isDefault('SANDBOX_GATEWAY_SECRET')) {
    problems.push(`SANDBOX_GATEWAY_SECRET: set ${RANDOM_SECRET} (SANDBOX_GATEWAY is on)`);
  }
  if (!env.DOCUMENTS_KEY?.trim()) {
    problems.push(
      'DOCUMENTS_KEY is required in production (64 hex digits or the base64 of 32 bytes, e.g. ' +
        '`openssl rand -hex 32`): player documents and staff TOTP secrets are encrypted with it',
    );
  }
  if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
    problems.push("ADMIN_PASSWORD: the README's development password; choose one of your own");
  }
  return problems;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  DATABASE_REPLICA_URL: a replica needs DATABASE_URL (the primary ' +
        'PostgreSQL database it replicates); the embedded database has none',
    );
  }
  const problems = env.NODE_ENV === 'production' ? productionSecretProblems(env, source) : [];
  if (problems.length > 0) {
    throw new Error(
      'Refusing to start with NODE_ENV=production: these settings are unset or keep a public ' +
        `development default:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return {
    ...env,
    LOG_LEVEL: env.LOG_LEVEL ?? defaultLogLevel(env.NODE_ENV),
    PUBLIC_URL: env.PUBLIC_URL ?? listenUrl(env.HOST, env.PORT),
  };
}

/** A port free on `host` now (the system's choice). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of the server process. PORT=0 asks for any free port: it is chosen here, before
 * the app is built, so that PUBLIC_URL's default names the port the server will listen on.
 */
export async function loadServerEnv(source: NodeJS.ProcessEnv = process.env): Promise<Env> {
  const env = loadEnv(source);
  if (env.PORT !== 0) return env;
  return loadEnv({ ...source, PORT: String(await freePort(env.HOST)) });
}

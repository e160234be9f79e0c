import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Balance } from '@croupier/contract/accounts';
import { createCaptchaService, DEV_CAPTCHA_HMAC_KEY } from '../captcha/service.ts';
import { captchaRoutes } from '../captcha/routes.ts';
import type { Db } from '../db/client.ts';
import type { SkinSettingsJson } from '../db/schema.ts';
import { devRoutes } from '../dev/routes.ts';
import type { Env } from '../env.ts';
import { createCodeService } from '../notifications/codes.ts';
import { createDelivery, type MailTransport, type SmsProvider } from '../notifications/delivery.ts';
import { notificationRoutes } from '../notifications/routes.ts';
import { createNotificationService } from '../notifications/service.ts';
import { createPlayerService, type PlayerDeps, type PlayerLimits } from '../players/service.ts';
import { playerRoutes } from '../players/routes.ts';
import { createPlayerAuth } from './player-auth.ts';
import { authRoutes } from './routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { createAuthService, type AuthDeps, type SessionHooks } from './service.ts';
import { createPlayerTwoFactor } from './two-factor.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';
import { loadFileKeyring } from '../files/crypto.ts';

export interface AccountsOptions {
  db: Db;
  env: Env;
  now: () => Date;
  skinSettings: (skinId: number) => Promise<SkinSettingsJson>;
  /** The player's balance object (the wallet's); zeros when absent (tests of accounts alone). */
  balance?: (playerId: number) => Promise<Balance>;
  /** Limits and self-exclusion of `PUT me` (responsible gaming); absent in tests of accounts alone. */
  limits?: PlayerLimits;
  /** After a registration is completed (the AML score of compliance). */
  onRegistered?: (playerId: number) => Promise<unknown>;
  /** `kyc` and `statusKyc` of `GET me` (the KYC domain). */
  kyc?: PlayerDeps['kyc'];
  log?: FastifyBaseLogger;
  /** Reactions of other domains to logins and logouts (messages, realtime). */
  sessionHooks?: SessionHooks;
  /** The bonus domain: the registration's bonus choice and campaigns waiting for a verified mobile. */
  bonus?: AuthDeps['bonus'] & { smsVerified(playerId: number): Promise<unknown> };
  /** Test overrides of the delivery transports (null: none, i.e. the dev outbox). */
  mail?: MailTransport | null;
  sms?: SmsProvider | null;
}

/**
 * Composition of the player-accounts domains (auth, players, notifications, captcha, dev outbox).
 * `playerAuth` gives other domains the `user-token` preHandlers (`request.player`).
 */
export function createAccounts(opts: AccountsOptions) {
  const { db, env, now } = opts;
  const production = env.NODE_ENV === 'production';
  // The development key is public: loadEnv refuses it in production. An app built from another
  // environment object still never uses it there: a random key for this process and a warning.
  let secret = env.CAPTCHA_HMAC_KEY;
  if (production && secret === DEV_CAPTCHA_HMAC_KEY) {
    secret = randomBytes(32).toString('hex');
    opts.log?.warn('CAPTCHA_HMAC_KEY is not set: using a random key for this process');
  }
  const delivery = createDelivery({ db, env, now, log: opts.log, mail: opts.mail, sms: opts.sms });
  const codes = createCodeService(db, {
    key: createHmac('sha256', secret).update('verification-codes').digest('hex'),
    now,
  });
  const captcha = createCaptchaService(db, { hmacKey: secret, now });
  const playerAuth = createPlayerAuth(db, now);
  // The player's optional second factor: TOTP secrets sealed under DOCUMENTS_KEY; its changes
  // are e-mailed to the player.
  const twoFactor = createPlayerTwoFactor({
    db,
    now,
    keyring: loadFileKeyring(env),
    skinSettings: opts.skinSettings,
    delivery,
    log: opts.log,
  });
  const auth = createAuthService({
    db,
    now,
    env,
    skinSettings: opts.skinSettings,
    delivery,
    codes,
    hooks: opts.sessionHooks,
    bonus: opts.bonus,
    twoFactor,
  });
  const players = createPlayerService({
    db,
    now,
    skinSettings: opts.skinSettings,
    auth,
    captcha,
    balance: opts.balance,
    limits: opts.limits,
    onCompleted: opts.onRegistered,
    kyc: opts.kyc,
  });
  const notifications = createNotificationService({
    db,
    now,
    codes,
    delivery,
    auth,
    skinSettings: opts.skinSettings,
    onSmsVerified: opts.bonus && ((playerId) => opts.bonus!.smsVerified(playerId)),
  });
  const perMinute = env.AUTH_RATE_LIMIT_PER_MINUTE;

  /** The /v1 calls (register inside the skin-authorised scope). */
  const v1Routes: FastifyPluginAsyncZod = async (v1) => {
    await v1.register(authRoutes(auth, playerAuth, { perMinute }));
    await v1.register(playerRoutes(players, playerAuth));
    await v1.register(sessionRoutes(auth, playerAuth));
    await v1.register(twoFactorRoutes(twoFactor, playerAuth, db, { perMinute }));
    await v1.register(notificationRoutes(notifications, auth, playerAuth, { perMinute }));
    await v1.register(captchaRoutes(captcha, { perMinute: perMinute * 2 }));
  };

  return {
    playerAuth,
    auth,
    twoFactor,
    players,
    notifications,
    captcha,
    delivery,
    v1Routes,
    /** /dev/outbox and /dev/mailbox (404 in production); register at the root. */
    devRoutes: devRoutes(delivery, { production }),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;

import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  addressKey,
  countedByToken,
  isUnmetered,
  requestKey,
} from './plugins/rate-limit-policy.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import { createCasinoService } from './casino/service.ts';
import { casinoRoutes } from './casino/routes.ts';
import { createCmsService } from './cms/service.ts';
import { cmsRoutes } from './cms/routes.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { mediaRoutes } from './media/routes.ts';
import { requestSerializer } from './lib/log-redact.ts';
import { registerHealthRoutes } from './ops/health.ts';
import { collectOnScrape, createMetrics, meterWallet, observeHttp } from './ops/metrics.ts';
import { registerRequestIdHeader, requestId, responseSerializer } from './ops/request-log.ts';
import { createQueryStringParser } from './lib/query-string.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { guardedValidatorCompiler } from './plugins/input-guard.ts';
import { registerSkinAuth } from './plugins/skin-auth.ts';
import { registerBackoffice } from './plugins/backoffice.ts';
import { registerSpa } from './plugins/spa.ts';
import { createLiveChatSources, registerSecurityHeaders } from './plugins/csp.ts';
import { createCacheBus } from './lib/cache-bus.ts';
import { createSiteBootstrap } from './site/bootstrap.ts';
import { createFrameAssets } from './studio/frame-assets.ts';
import { createReferenceService } from './reference/service.ts';
import { referenceRoutes } from './reference/routes.ts';
import { createSkinService } from './skins/service.ts';
import { skinRoutes } from './skins/routes.ts';
import { createAccounts } from './auth/accounts.ts';
import { registerPlayerDecorator, type AuthenticatedPlayer } from './auth/player-auth.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { createCampaignService } from './campaigns/service.ts';
import { newsletterDevRoutes, newsletterRoutes } from './newsletter/routes.ts';
import { createNewsletterService } from './newsletter/service.ts';
import { createPlayerFlags } from './staff/player-flags.ts';
import { staffRoutes } from './staff/routes.ts';
import { createStaffService } from './staff/service.ts';
import { loadFileKeyring } from './files/crypto.ts';
import { createLimits } from './limits/plugin.ts';
import { createDocuments } from './documents/plugin.ts';
import { createKyc } from './kyc/plugin.ts';
import { createCompliance } from './compliance/plugin.ts';
import { createReportsService } from './reports/service.ts';
import { reportsRoutes } from './reports/routes.ts';
import { createMessages } from './messages/plugin.ts';
import { createRealtime } from './realtime/server.ts';
import { createJackpots } from './jackpots/plugin.ts';
import {
  createQueueEvents,
  registerQueueEvents,
  watchSaferJob,
} from './backoffice/queue-events.ts';
import { createProviders } from './providers/plugin.ts';
import { setupHub88 } from './providers/hub88/setup.ts';
import { findProviderGame } from './providers/repository.ts';
import { createStudio } from './studio/plugin.ts';
import { createVirtualSports } from './virtual-sports/plugin.ts';
import { createLobbyService } from './lobby/service.ts';
import { lobbyRoutes } from './lobby/routes.ts';
import { createGameStatsJob } from './lobby/stats-job.ts';
import { createWallet } from './wallet/plugin.ts';
import { configureWalletBatching } from './wallet/repository.ts';
import { createPayments } from './payments/plugin.ts';
import { createBonus } from './bonus/plugin.ts';
import { bonusStaffRoutes } from './bonus/staff-routes.ts';
import { casinoStaffRoutes } from './backoffice/casino/routes.ts';
import { reportsStaffRoutes } from './backoffice/reports/routes.ts';
import { createSafer } from './safer/plugin.ts';
import { saferStaffRoutes } from './safer/staff-routes.ts';
import { contentStaffRoutes } from './backoffice/content/routes.ts';
import { staffPlayerRoutes } from './backoffice/players/routes.ts';
import { staffReferenceRoutes } from './backoffice/reference/routes.ts';
import type { GatewayAdapter } from './payments/provider.ts';
import { createGateways } from './payments/providers/index.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { createCleanup } from './jobs/cleanup.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Injected clock (tests move time without sleeping). */
  now?: () => Date;
  logger?: boolean;
  serveSite?: boolean;
  /** How long catalog answers are reused (default 30 s); 0 turns the cache off (benchmarks). */
  catalogCacheTtlMs?: number;
  /** Payment gateway adapters by provider, over the configured ones (tests' fakes). */
  paymentAdapters?: Partial<Record<string, GatewayAdapter>>;
}

/**
 * The server's logger: LOG_LEVEL (by default `info` in production, `warn` elsewhere: env.ts),
 * secrets of the request headers redacted. Production writes JSON lines for a log collector;
 * development prints them readable (pino-pretty), under the start banner.
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return {
    level: env.LOG_LEVEL,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["user-token"]',
      'req.headers.token',
    ],
    // The `request completed` line also names the method and URL (ops/request-log.ts).
    serializers: { req: requestSerializer, res: responseSerializer },
    ...(env.NODE_ENV === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Resolves when the client is connected (it may never be: callers bound the wait). */
function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const { db } = database;
  // Heavy reads that may be seconds old (reports, the player search, the audit log): the read
  // replica with DATABASE_REPLICA_URL, else `db` (db/client.ts Database.read).
  const read = database.read;
  const now = opts.now ?? (() => new Date());
  // Group commit of the wallet's calls (wallet/batcher.ts): PGlite runs one statement at a time.
  if (database.kind === 'postgres') {
    configureWalletBatching(db, {
      enabled: env.WALLET_BATCH_IN_FLIGHT > 0,
      maxInFlight: env.WALLET_BATCH_IN_FLIGHT,
    });
  }

  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(env),
    trustProxy: env.TRUST_PROXY,
    // A sane incoming x-request-id or a UUID, in every log line (`reqId`) and echoed back.
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    routerOptions: {
      querystringParser: createQueryStringParser(),
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Zod validation; U+0000 and lone surrogates anywhere in a request are 422 before it (no 500
  // from PostgreSQL), whatever a route's schema says.
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  // Prometheus metrics of this app (served by main.ts on METRICS_PORT, not on this port).
  const metrics = createMetrics();
  app.decorate('metrics', metrics.registry);
  observeHttp(app, metrics);

  // The nodes' shared Redis (rate limits; the cache bus below), when there are several nodes.
  // A Redis that is down must not stall requests: a command fails at once while the connection
  // is not ready (no offline queue, one retry), and the rate limits then let the call through
  // (skipOnError below; the login lockouts are counted in the database, not here).
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        lazyConnect: false,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis error'));
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  // Staff changes drop the caches of every node at once (Redis pub/sub; in process without it).
  const bus = createCacheBus({ redis, channel: `${env.REALTIME_CHANNEL}:cache`, log: app.log });
  app.addHook('onClose', async () => bus.close());
  // Listening before the first request (bounded: a Redis that is down does not stop the start;
  // the caches' TTLs cover what this node misses).
  let readyTimer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([bus.ready(), redis && redisReady(redis)]),
    new Promise((resolve) => (readyTimer = setTimeout(resolve, 3_000))),
  ]).finally(() => clearTimeout(readyTimer));

  // Services (composition root): domains talk through these, never through each other's tables.
  const reference = createReferenceService(db);
  const skins = createSkinService(db, reference);
  const casino = createCasinoService(db, { now, cacheTtlMs: opts.catalogCacheTtlMs, bus });
  const cms = createCmsService(db, {
    skinSettings: (id) => skins.settingsJson(id),
    now,
    publicUrl: env.PUBLIC_URL,
  });
  // The back office's content edits (pages, banners, translations and skin settings alike) call
  // cms.contentChanged(): every node drops its content and skin caches.
  cms.onContentChanged(() => bus.publish('content', 'skin'));
  const staff = createStaffService(db, {
    now,
    read,
    // TOTP secrets are sealed under a key derived from DOCUMENTS_KEY; invitations by e-mail.
    keyring: loadFileKeyring(env),
    publicUrl: env.PUBLIC_URL,
    production: env.NODE_ENV === 'production',
    inviteMail: {
      send: (m) =>
        accounts.delivery.send({
          channel: 'email',
          to: m.to,
          kind: 'staff_invite',
          language: 'en',
          vars: { name: m.name, link: m.link, from: m.invitedBy, brand: 'Croupier', days: 7 },
        }),
    },
    players: createPlayerFlags(db, now),
    // A PEP/UBO change is a new AML assessment (compliance, below).
    aml: { assess: (id, trigger, staffId) => compliance.aml.assess(id, trigger, staffId) },
  });
  // The realtime socket (this server's port and origin, /socket.io; Redis joins the nodes) and
  // in-session messages: other domains send with messages.service.sendSystemMessage.
  const realtime = createRealtime({ server: app.server, db, env, now, staff, log: app.log });
  app.addHook('preClose', async () => realtime.closeSockets());
  app.addHook('onClose', async () => realtime.close());
  collectOnScrape(metrics, { database, sockets: () => realtime.io.engine.clientsCount });
  // Progressive jackpots: the public list, staff's listing and the live ticker of this node's
  // sockets (pots read from the database at most 4 times a second while sockets are connected).
  const jackpots = createJackpots({
    db,
    now,
    staff,
    log: app.log,
    sockets: {
      count: () => realtime.io.engine.clientsCount,
      emit: (room, event, payload) =>
        (realtime.io.local.to(room).emit as (e: string, p: unknown) => boolean)(event, payload),
    },
  });
  app.addHook('onClose', async () => jackpots.service.close());
  // Live queue badges of the back office: staff sockets hear `queues` when a work queue changes.
  const queueEvents = createQueueEvents((payload) => realtime.toStaff('queues', payload));
  registerQueueEvents(app, queueEvents);
  const messages = createMessages({ db, env, now, realtime, staff, log: app.log });
  // The bonus engine: claims and grants (registration, deposits, codes, promotions), My Bonus and
  // the expiry sweep; a campaign's end reaches the player as a message and a socket event.
  const bonus = createBonus({
    db,
    now,
    log: app.log,
    // A weekly cashback granted: the player's site refreshes the balance.
    onGranted: (playerId) =>
      realtime.toPlayer(playerId, 'campaign', { type: 'granted', campaign_id: null }),
    notify: async (playerId, event, campaign) => {
      if (event.event === 'reached') {
        await messages.service.sendSystemMessage(db, playerId, {
          type: 'campaignReached',
          params: { campaign },
        });
      } else if (event.event === 'lost') {
        await messages.service.sendSystemMessage(db, playerId, {
          type: 'bonus-min-balance-limit',
        });
      }
      realtime.toPlayer(playerId, 'campaign', {
        type: event.event,
        campaign_id: event.campaignId,
      });
    },
  });
  // Money: the ledger and seamless wallet; the built-in studio plays through it like any provider.
  const wallet = createWallet({
    db,
    env,
    now,
    staff,
    log: app.log,
    hooks: {
      // A bet refused for a daily limit tells the player (once while unread), studio or not.
      limitRefused: async (playerId, code) => {
        const notice = await limits.service.refusalNotice(playerId, code);
        if (notice) await messages.service.sendSystemMessage(db, playerId, notice);
      },
      // A bet, win or sweep that ended a campaign (target reached, bonus below its minimum).
      bonusEvent: (playerId, event) => bonus.service.onEvent(playerId, event),
      // A win held for review: the console's held-wins badge refreshes.
      winHeld: () => queueEvents.changed('held_wins'),
    },
  });
  // What the games move money through, each operation counted by outcome (ops/metrics.ts).
  const seamless = meterWallet(wallet.wallet, metrics.walletOperations);
  // Responsible gaming: limits and self-exclusion (enforced in the wallet's database functions).
  const limits = createLimits({ db, now, log: app.log });
  // Player documents and the encrypted file store (KYC files use the same store); throws in
  // production without DOCUMENTS_KEY, so the server does not start.
  const documents = createDocuments({
    db,
    env,
    now,
    // Staff's decision on a document reaches the player as an in-session message.
    notify: (playerId, message) => messages.service.sendSystemMessage(db, playerId, message),
  });
  // KYC: the platform's levels (moved only by the provider's signed webhook) and our own
  // verification service (widget, review queue); the provider is KYC_PROVIDER.
  const kyc = createKyc({
    db,
    env,
    now,
    messages: messages.service,
    files: documents.store,
    documents: documents.service,
    log: app.log,
  });
  // Player accounts: auth, players, notifications, captcha (request.player via accounts.playerAuth).
  const accounts = createAccounts({
    db,
    env,
    now,
    skinSettings: (id) => skins.settingsJson(id),
    balance: (playerId) => wallet.service.playerBalance(playerId),
    limits: limits.service,
    kyc: (playerId) => kyc.service.summary(playerId),
    // A completed registration gets its AML score (declared PEP/UBO, risky country).
    onRegistered: (playerId) =>
      compliance.aml
        .assess(playerId, 'registration')
        .catch((err: unknown) => app.log.error({ err, playerId }, 'aml: assessment failed')),
    log: app.log,
    bonus: bonus.service,
    sessionHooks: {
      onLogin: (event) => messages.service.onLogin(event),
      onLogout: (tokenId) => realtime.endSession(tokenId),
    },
  });
  registerPlayerDecorator(app);
  // Identity compliance: AML level, the SOWQ, the player's account closure, data export and the
  // pseudonymisation of closed accounts after the retention period.
  const compliance = createCompliance({
    db,
    env,
    now,
    skinSettings: (id) => skins.settingsJson(id),
    players: accounts.players,
    files: documents.store,
    onTokensRevoked: (ids) => ids.forEach((id) => realtime.endSession(id)),
    notify: (playerId, message) => messages.service.sendSystemMessage(db, playerId, message),
    log: app.log,
  });
  // Payments (issue 12): the gateways (sandbox at /sandbox-gateway/, GP webpay when configured)
  // and the payments core (deposits, withdrawals, webhooks, staff queue, bank files).
  const gateways = createGateways({
    db,
    env,
    now,
    log: app.log,
    publicUrl: env.PUBLIC_URL,
    inject: (o) => app.inject(o),
  });
  const payments = createPayments({
    db,
    env,
    now,
    log: app.log,
    limits: limits.service,
    compliance: {
      assessDeposit: (playerId) => compliance.aml.assess(playerId, 'deposit'),
      sowqRequired: (playerId) => compliance.surveys.requiredUnanswered(playerId, 'sowq'),
    },
    // A deposit's `createLevel`: the KYC level starts (only the player's id is used).
    kyc: {
      startLevel: (playerId, level) =>
        kyc.service.startLevel({ id: playerId } as AuthenticatedPlayer, level),
      requiredBy: async (playerId, depositEur) => {
        const state = await kyc.service.playState(playerId);
        return compliance.kycLevelsRequiredBy(playerId, depositEur, {
          basic: state.basicAccepted,
          full: state.idApproved,
        });
      },
    },
    bonus: bonus.service,
    adapters: { ...gateways.adapters, ...opts.paymentAdapters },
    // Money moved outside the player's own action (staff, statements, webhooks) tells the player.
    notify: (playerId, message) => messages.service.sendSystemMessage(db, playerId, message),
  });
  // Safer gambling: markers of harm from real play and payments, the interaction log.
  const safer = createSafer({ db, now, log: app.log });
  watchSaferJob(safer.service, queueEvents);
  const campaigns = createCampaignService(db, { reference, now });
  const newsletter = createNewsletterService(db, { now, publicUrl: env.PUBLIC_URL });
  // The lobby per player (favourites, recently played) and the round counts behind "popular".
  const lobby = createLobbyService({ db, now });
  const gameStats = createGameStatsJob({ db, catalog: casino });
  // External game providers: the gateway (session tokens, currency, games, win cap) behind the
  // signed /wallet/v1 and the aggregator adapters, the launchers of their games, held wins.
  const providers = createProviders({
    db,
    env,
    now,
    wallet: seamless,
    staff,
    log: app.log,
    notify: async (playerId, notice) => {
      await messages.service.send(playerId, { type: 'custom', ...notice, staffId: null });
    },
  });
  // Hub88 (providers/hub88): its operator wallet API, the `hub88` launcher, the catalog import;
  // outside production without HUB88_API_URL, against a local fake Hub88 (/fake-hub88).
  const hub88 = setupHub88({
    db,
    env,
    now,
    gateway: providers.gateway,
    limits: providers.limits,
    log: app.log,
    inject: (o) => app.inject(o),
  });
  if (hub88) providers.launchers.hub88 = hub88.adapter.launcher;
  const studio = createStudio({
    recordLaunch: (playerId, gameId, mode) => lobby.recordLaunch(playerId, gameId, mode),
    db,
    env,
    now,
    wallet: seamless,
    accounts,
    casino,
    campaigns,
    log: app.log,
    limits: limits.service,
    external: {
      gateway: providers.gateway,
      launchers: providers.launchers,
      findGame: (gameId) => findProviderGame(db, gameId),
      lobbyUrl: env.PUBLIC_URL,
    },
  });
  // Virtual sports: shared scheduled events in the studio's frame, bets through the wallet.
  const virtualSports = createVirtualSports({
    db,
    now,
    wallet: seamless,
    intervalSeconds: env.VIRTUAL_SPORTS_INTERVAL_SECONDS,
    log: app.log,
    limits: limits.service,
    onLimitRefused: async (playerId, code) => {
      const notice = await limits.service.refusalNotice(playerId, code);
      if (notice) await messages.service.sendSystemMessage(db, playerId, notice);
    },
  });

  // A live-chat provider set in the skin's settings is the only outside origin the site may load
  // (a settings change reaches the header of every node through the bus's `skin` topic).
  const chat = createLiveChatSources({
    load: () => skins.liveChatOrigins(),
    bus,
    now,
    log: app.log,
  });
  await chat.fresh();
  // With Sumsub as the KYC provider, its WebSDK frame (and the SDK's calls) come from its origin.
  const kycOrigins = env.KYC_PROVIDER === 'sumsub' ? [new URL(env.SUMSUB_BASE_URL).origin] : [];
  // With GP webpay configured, the deposit's auto-submitted form posts to its payment page.
  const paymentFormOrigins = env.GP_WEBPAY_MERCHANT_NUMBER
    ? [new URL(env.GP_WEBPAY_URL).origin]
    : [];

  // External plugins.
  await registerSecurityHeaders(app, {
    chat,
    kycOrigins,
    paymentFormOrigins,
    // Real aggregators' games load from their own origins in the game iframe.
    gameFrameOrigins: env.GAME_FRAME_ORIGINS.split(/\s+/).filter(Boolean),
    gameImageOrigins: env.GAME_IMAGE_ORIGINS.split(/\s+/).filter(Boolean),
  });
  await app.register(compress, { threshold: 1024 });
  // Uploads (documents, KYC files): limits here are a first fence; each route checks every file's
  // size and content again (a file over fileSize arrives truncated and is refused).
  await app.register(multipart, {
    limits: {
      fileSize: 2_000_000,
      files: 2,
      fields: 10,
      fieldSize: 1_000,
      parts: 12,
      headerPairs: 50,
    },
  });
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: requestKey,
    allowList: isUnmetered,
    // Redis unreachable: the call is let through rather than failed (availability first).
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'croupier-rl:' } : {}),
  });
  // Calls counted by their token also count against their address, under a larger ceiling.
  // (Checked here rather than with the plugin's own handler: the plugin runs one handler per
  // request, and this one would then stand in for the route's own limit.)
  const addressCeiling = app.createRateLimit({
    max: env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: addressKey,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!countedByToken(request) || isUnmetered(request)) return;
    const limit = await addressCeiling(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    void reply.header('retry-after', String(limit.ttlInSeconds));
    throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Croupier platform API', version: '1.0.0' },
      components: {
        securitySchemes: {
          skin: { type: 'http', scheme: 'basic' },
          staff: { type: 'http', scheme: 'bearer' },
          platform: { type: 'http', scheme: 'bearer' },
          // The KYC widget's calls: the access token of our verification service.
          idvToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ skin: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Served over plain HTTP in development: do not force https for its own requests.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
  });

  registerErrorHandler(app);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });
  // The infrastructure's liveness and readiness probes (ops/health.ts).
  registerHealthRoutes(app, { db, redis, replica: database.pingReplica });

  // The /v1 contract: every call carries the skin's Basic authorization.
  await app.register(
    async (v1) => {
      registerSkinAuth(v1, skins);
      await v1.register(casinoRoutes(casino));
      await v1.register(jackpots.v1Routes);
      await v1.register(cmsRoutes(cms));
      await v1.register(skinRoutes(skins));
      await v1.register(referenceRoutes(reference));
      await v1.register(accounts.v1Routes);
      await v1.register(campaignRoutes(campaigns));
      await v1.register(newsletterRoutes(newsletter));
      await v1.register(studio.v1Routes);
      await v1.register(
        messages.v1Routes({
          playerAuth: accounts.playerAuth,
          captcha: accounts.captcha,
          delivery: accounts.delivery,
          skinSettings: (id) => skins.settingsJson(id),
        }),
      );
      await v1.register(limits.v1Routes(accounts.playerAuth));
      await v1.register(lobbyRoutes(lobby, accounts.playerAuth));
      await v1.register(documents.v1Routes(accounts.playerAuth));
      await v1.register(kyc.v1Routes(accounts.playerAuth));
      await v1.register(compliance.v1Routes(accounts.playerAuth));
      await v1.register(payments.v1Routes(accounts.playerAuth));
      await v1.register(bonus.v1Routes(accounts.playerAuth));
      await v1.register(reportsRoutes(createReportsService({ db: read }), accounts.playerAuth));
    },
    { prefix: '/v1' },
  );
  // The platform's own sending calls: its server-to-server token, never the skin's key.
  await app.register(messages.platformRoutes, { prefix: '/v1' });
  await app.register(mediaRoutes(db));
  // Players' files by signed, expiring link (/files/:id?exp&sig).
  await app.register(documents.fileRoutes);
  await app.register(accounts.devRoutes);
  app.addHook('onClose', async () => accounts.delivery.flush());
  // Back office (staff bearer tokens, no skin authorization) and the opt-out link for developers.
  await app.register(
    staffRoutes(staff, {
      wallet: wallet.service,
      limits: limits.service,
      messageRoutes: messages.staffRoutes,
      documentRoutes: documents.staffRoutes(staff),
      surveyRoutes: compliance.staffRoutes(staff),
      kycRoutes: kyc.staffRoutes(staff),
      paymentRoutes: payments.staffRoutes(staff),
    }),
    { prefix: '/staff/v1' },
  );
  // Campaigns for staff (marketing or admin): its own scope under /staff/v1 (the staff context
  // decoration as the staff plugin has it).
  await app.register(
    async (scope) => {
      if (!scope.hasRequestDecorator('staffContext')) scope.decorateRequest('staffContext', null);
      await scope.register(
        bonusStaffRoutes({
          db,
          now,
          staff,
          log: app.log,
          // A campaign granted by staff or cashback: the player's site refreshes the balance.
          onGranted: (playerId) =>
            realtime.toPlayer(playerId, 'campaign', { type: 'granted', campaign_id: null }),
        }),
      );
      // The casino catalog (admin, content; marketing reads) and the operator reports.
      await scope.register(
        casinoStaffRoutes({ db, casino, staff, now, contentChanged: () => cms.contentChanged() }),
      );
      await scope.register(reportsStaffRoutes({ db: read, staff }));
      await scope.register(contentStaffRoutes({ db, staff, cms }));
      await scope.register(
        staffPlayerRoutes({
          db,
          read,
          now,
          staff,
          skinSettings: (id) => skins.settingsJson(id),
          wallet: wallet.service,
          limits: limits.service,
          kyc: kyc.service,
          auth: accounts.auth,
          twoFactor: accounts.twoFactor,
          account: compliance.account,
        }),
      );
      await scope.register(saferStaffRoutes(safer.service, staff));
      await scope.register(jackpots.staffRoutes);
      await scope.register(staffReferenceRoutes({ db, staff }));
      // Wins held above their cap (admin, finance).
      await scope.register(providers.staffRoutes);
      // Hub88's game list into the catalog (admin).
      if (hub88) {
        await scope.register(
          hub88.adapter.staffRoutes({ staff, catalogChanged: () => casino.invalidate() }),
        );
      }
    },
    { prefix: '/staff/v1' },
  );
  // The providers' webhook (/webhooks/kyc/:provider), the widget (/kyc-widget/) and its API (/idv/v1).
  await app.register(kyc.routes);
  await app.register(newsletterDevRoutes(newsletter, env.NODE_ENV !== 'production'));
  // /wallet/v1: signed provider calls, limited per provider (not per address).
  await app.register(providers.routes);
  // Hub88's calls to our wallet (/hub88/*, signed by Hub88) and the development fake Hub88.
  if (hub88) {
    await app.register(hub88.adapter.routes, { prefix: '/hub88' });
    if (hub88.fakeRoutes) await app.register(hub88.fakeRoutes, { prefix: '/fake-hub88' });
  }
  // The gateways' callbacks (/webhooks/payments/:provider), the sandbox gateway's pages and its
  // webhook redelivery job.
  await app.register(payments.webhookRoutes);
  await app.register(gateways.routes);
  await app.register(studio.routes);
  await studio.recover();
  await app.register(virtualSports.routes);
  await virtualSports.pass();
  // Scheduled work (jobs/scheduler.ts): each period's pass runs on one node only, claimed in
  // scheduled_jobs; claims start when the app is ready, and close waits for this node's passes.
  const scheduler = createScheduler({ db, log: app.log });
  for (const job of [
    limits.job,
    compliance.job,
    ...bonus.jobs,
    safer.job,
    gameStats.job,
    kyc.job,
    studio.job,
    virtualSports.job,
    createCleanup({ db, now }).job,
  ]) {
    scheduler.add(job);
  }
  if (gateways.job) scheduler.add(gateways.job);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());

  // The operator's console (/backoffice/): before the site, whose catch-all would answer it.
  await registerBackoffice(app, { distDir: env.BACKOFFICE_DIST });

  const bootstrap = createSiteBootstrap({
    skins,
    cms,
    casino,
    jackpots: jackpots.service,
    skinApiKey: env.SKIN_API_KEY,
    now,
    bus,
  });
  const siteServed =
    opts.serveSite !== false &&
    (await registerSpa(app, {
      distDir: env.WEB_DIST,
      skinKey: env.SKIN_API_KEY,
      skinSecret: env.SKIN_API_SECRET,
      bootstrap,
      frameAssets: createFrameAssets(env.STUDIO_DIST),
    }));
  if (!siteServed) {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: ERROR_MESSAGES.notFound }),
    );
  }
  return app;
}

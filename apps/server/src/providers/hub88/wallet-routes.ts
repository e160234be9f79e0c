/**
 * The operator side of Hub88's wallet API: `POST /user/info`, `/user/balance`,
 * `/transaction/bet`, `/transaction/win`, `/transaction/rollback`, mounted under `/hub88` (Hub88
 * is configured with `${PUBLIC_URL}/hub88` as the wallet base). Every call is signed by Hub88
 * (X-Hub88-Signature over the raw body, checked before the body is read) and every answer is
 * HTTP 200 with a status (RS_OK or RS_ERROR_*) and the request_uuid echoed. The protocol is
 * translated here; the rules (session token, currency, game, limits, idempotency) are the
 * gateway's and the wallet's.
 */
import type { KeyObject } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { currencies, games, players, providers } from '../../db/schema.ts';
import type { WalletBalance } from '../../wallet/port.ts';
import type { GatewayResult, ProviderGateway } from '../port.ts';
import { PROVIDER_ROUTE_CONFIG, providerRateLimiter, type ProviderLimits } from '../rate-limit.ts';
import * as p from './protocol.ts';
import { SIGNATURE_HEADER, verifyBody } from './signature.ts';

/** The wallet-side provider code of Hub88 (`providers.aggregator`). */
export const HUB88 = 'hub88';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw body of a Hub88 call (what its signature covers). */
    hub88RawBody?: Buffer;
  }
}

export interface Hub88WalletDeps {
  db: Db;
  gateway: ProviderGateway;
  /** Hub88's public key (HUB88_PUBLIC_KEY). */
  publicKey: KeyObject;
  /** HUB88_SUB_PARTNER_ID, returned by /user/info when set. */
  subPartnerId?: string | null;
  log?: FastifyBaseLogger;
  /** The per-provider rate limit (and the per-address one of unsigned calls). */
  limits: ProviderLimits;
}

type Answer = p.WalletResponse;

/** The currencies' decimals by code (a small, rarely changed table: read once a minute). */
function currencyDecimals(db: Db) {
  let cache: { at: number; map: Map<string, number> } | null = null;
  return async (code: string): Promise<number | null> => {
    if (!cache || Date.now() - cache.at > 60_000) {
      const rows = await db
        .select({ code: currencies.code, minorUnits: currencies.minorUnits })
        .from(currencies);
      cache = { at: Date.now(), map: new Map(rows.map((r) => [r.code, r.minorUnits])) };
    }
    return cache.map.get(code) ?? null;
  };
}

/** Zod issues -> WRONG_SYNTAX (a field missing, not an object) or WRONG_TYPES (a wrong type/value). */
function invalidStatus(body: unknown, error: z.ZodError): p.Hub88Status {
  for (const issue of error.issues) {
    let value: unknown = body;
    for (const key of issue.path) {
      value =
        value !== null && typeof value === 'object'
          ? (value as Record<PropertyKey, unknown>)[key as PropertyKey]
          : undefined;
    }
    if (value === undefined) return 'RS_ERROR_WRONG_SYNTAX';
  }
  return 'RS_ERROR_WRONG_TYPES';
}

/** The body as JSON, or undefined (empty or not JSON). */
function parseJson(raw: Buffer): unknown {
  if (!raw.length) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export const hub88WalletRoutes =
  (deps: Hub88WalletDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, gateway } = deps;
    const decimals = currencyDecimals(db);
    const limiter = providerRateLimiter(app as unknown as FastifyInstance, deps.limits);

    // The signature covers the exact bytes: keep them, parse JSON ourselves (any content type).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 65_536 },
      (request, body, done) => {
        request.hub88RawBody = body as Buffer;
        done(null, body);
      },
    );

    const gameIdOf = async (gameCode: string): Promise<number | null> => {
      const [row] = await db
        .select({ id: games.id })
        .from(games)
        .innerJoin(providers, eq(providers.id, games.providerId))
        .where(
          and(
            eq(games.externalCode, gameCode),
            eq(providers.aggregator, HUB88),
            isNotNull(games.externalCode),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    };

    /** The balance Hub88 shows: cash and bonus (a bet spends both), in Hub88 units. */
    const balanceFields = async (user: string, b: WalletBalance) => {
      const mu = (await decimals(b.currency)) ?? 2;
      return { user, currency: b.currency, balance: p.toHub88Amount(b.cash + b.bonus, mu) };
    };

    const answerOf = async (
      user: string,
      r: GatewayResult,
    ): Promise<Omit<Answer, 'request_uuid'>> => {
      if (r.ok) return { status: 'RS_OK', ...(await balanceFields(user, r.balance)) };
      const status = p.STATUS_OF[r.code] ?? 'RS_ERROR_UNKNOWN';
      return { status, ...(r.balance ? await balanceFields(user, r.balance) : { user }) };
    };

    /**
     * One endpoint: signature, JSON, schema, then the handler; any failure is a status body.
     * An unsigned call learns nothing but RS_ERROR_INVALID_SIGNATURE.
     */
    function endpoint<S extends z.ZodType>(
      path: string,
      schema: S,
      handle: (body: z.infer<S>) => Promise<Omit<Answer, 'request_uuid'>>,
    ) {
      app.post(
        path,
        {
          // Not the per-address limit of browsers: Hub88's own budget, counted once verified.
          config: PROVIDER_ROUTE_CONFIG,
          schema: {
            tags: ['hub88'],
            security: [],
            summary: `Hub88 operator wallet API: ${path} (X-Hub88-Signature)`,
            response: { 200: p.walletResponse },
          },
        },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const raw = request.hub88RawBody ?? Buffer.alloc(0);
          const parsed = parseJson(raw);
          const uuid =
            parsed !== null &&
            typeof parsed === 'object' &&
            typeof (parsed as { request_uuid?: unknown }).request_uuid === 'string'
              ? ((parsed as { request_uuid: string }).request_uuid.slice(0, 100) as string)
              : undefined;
          const send = (a: Omit<Answer, 'request_uuid'>) =>
            reply.status(200).send({ ...a, ...(uuid !== undefined ? { request_uuid: uuid } : {}) });

          if (!verifyBody(deps.publicKey, raw, request.headers[SIGNATURE_HEADER])) {
            await limiter.unsigned(request, reply);
            return send({ status: 'RS_ERROR_INVALID_SIGNATURE' });
          }
          await limiter.provider(request, reply, HUB88);
          if (parsed === undefined || parsed === null || typeof parsed !== 'object') {
            return send({ status: 'RS_ERROR_WRONG_SYNTAX' });
          }
          const body = schema.safeParse(parsed);
          if (!body.success) return send({ status: invalidStatus(parsed, body.error) });
          try {
            return send(await handle(body.data));
          } catch (err) {
            deps.log?.error({ err, path }, 'hub88: wallet call failed');
            return send({ status: 'RS_ERROR_UNKNOWN' });
          }
        },
      );
    }

    endpoint('/user/info', p.userInfoRequest, async (b) => {
      const playerId = p.playerOfUser(b.user);
      const [player] =
        playerId === null
          ? []
          : await db
              .select({ id: players.id, country: players.country })
              .from(players)
              .where(eq(players.id, playerId));
      if (!player) return { status: 'RS_ERROR_INVALID_TOKEN', user: b.user };
      // No personal data beyond the country (Hub88 asks for none; the rest is optional).
      return {
        status: 'RS_OK',
        user: b.user,
        country: player.country,
        ...(deps.subPartnerId ? { sub_partner_id: deps.subPartnerId } : {}),
      };
    });

    endpoint('/user/balance', p.userBalanceRequest, async (b) => {
      const playerId = p.playerOfUser(b.user);
      if (playerId === null) return { status: 'RS_ERROR_INVALID_TOKEN', user: b.user };
      if (b.token) {
        // A balance may be asked after the session ended (it moves nothing); an unknown token
        // or one of another player is refused.
        const session = await gateway.findSession(HUB88, b.token);
        if (!session || session.playerId !== playerId) {
          return { status: 'RS_ERROR_INVALID_TOKEN', user: b.user };
        }
      }
      const balance = await gateway.balance(playerId);
      if (!balance) return { status: 'RS_ERROR_INVALID_TOKEN', user: b.user };
      return { status: 'RS_OK', ...(await balanceFields(b.user, balance)) };
    });

    /** The common checks of a money call: player, game, currency and amount. */
    async function resolve(
      b: { user: string; game_code?: string | null; currency?: string | null },
      amount: number | null,
    ): Promise<
      | { ok: true; playerId: number; gameId: number; currency: string; minor: number }
      | { ok: false; answer: Omit<Answer, 'request_uuid'> }
    > {
      const playerId = p.playerOfUser(b.user);
      if (playerId === null) {
        return { ok: false, answer: { status: 'RS_ERROR_INVALID_TOKEN', user: b.user } };
      }
      const gameId = b.game_code ? await gameIdOf(b.game_code) : null;
      if (gameId === null) {
        return { ok: false, answer: { status: 'RS_ERROR_INVALID_GAME', user: b.user } };
      }
      const currency = b.currency ?? '';
      const mu = await decimals(currency);
      if (mu === null) {
        return { ok: false, answer: { status: 'RS_ERROR_WRONG_CURRENCY', user: b.user } };
      }
      const minor = amount === null ? 0 : p.fromHub88Amount(amount, mu);
      if (minor === null) {
        return { ok: false, answer: { status: 'RS_ERROR_WRONG_TYPES', user: b.user } };
      }
      return { ok: true, playerId, gameId, currency, minor };
    }

    endpoint('/transaction/bet', p.betRequest, async (b) => {
      // UNCONFIRMED: we grant no Hub88 free bets (the Freebets API is not used), so a free bet
      // is not ours to pay for: refused rather than debited from the player.
      if (b.is_free) return { status: 'RS_ERROR_UNKNOWN', user: b.user };
      const r = await resolve(b, b.amount);
      if (!r.ok) return r.answer;
      if (r.minor <= 0) return { status: 'RS_ERROR_WRONG_TYPES', user: b.user };
      if (!b.token) return { status: 'RS_ERROR_INVALID_TOKEN', user: b.user };
      return answerOf(
        b.user,
        await gateway.bet({
          provider: HUB88,
          transactionId: b.transaction_uuid,
          roundId: b.round,
          gameId: r.gameId,
          currency: r.currency,
          token: b.token,
          playerId: r.playerId,
          amount: r.minor,
        }),
      );
    });

    endpoint('/transaction/win', p.winRequest, async (b) => {
      const r = await resolve(b, b.amount);
      if (!r.ok) return r.answer;
      return answerOf(
        b.user,
        await gateway.win({
          provider: HUB88,
          transactionId: b.transaction_uuid,
          roundId: b.round,
          gameId: r.gameId,
          currency: r.currency,
          token: b.token ?? null,
          playerId: r.playerId,
          betTransactionId: b.reference_transaction_uuid,
          amount: r.minor,
          // UNCONFIRMED: a win without round_closed leaves the round open for more bets/wins.
          closeRound: b.round_closed === true,
        }),
      );
    });

    endpoint('/transaction/rollback', p.rollbackRequest, async (b) => {
      const playerId = p.playerOfUser(b.user);
      if (playerId === null) return { status: 'RS_ERROR_INVALID_TOKEN', user: b.user };
      const gameId = await gameIdOf(b.game_code);
      if (gameId === null) return { status: 'RS_ERROR_INVALID_GAME', user: b.user };
      const balance = await gateway.balance(playerId);
      if (!balance) return { status: 'RS_ERROR_INVALID_TOKEN', user: b.user };
      if (b.currency && b.currency !== balance.currency) {
        return { status: 'RS_ERROR_WRONG_CURRENCY', ...(await balanceFields(b.user, balance)) };
      }
      return answerOf(
        b.user,
        await gateway.rollback({
          provider: HUB88,
          transactionId: b.transaction_uuid,
          roundId: b.round,
          gameId,
          currency: b.currency ?? balance.currency,
          token: b.token ?? null,
          playerId,
          betTransactionId: b.reference_transaction_uuid,
        }),
      );
    });
  };

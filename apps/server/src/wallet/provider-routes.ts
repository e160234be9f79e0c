/**
 * The seamless wallet over signed HTTP for external game providers (protocol in
 * `packages/contract/src/wallet.ts`). The signature covers the raw body bytes, so this scope
 * keeps them: its JSON parser stores the buffer before parsing. Every money call goes through
 * the provider gateway (session token, currency, the provider's own games, the win cap); the
 * routes are outside the per-address rate limit and limited per provider instead.
 */
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/wallet';
import { HttpError } from '../lib/errors.ts';
import { hmacHexMatches } from '../lib/hmac.ts';
import type { GatewayResult, ProviderGateway } from '../providers/port.ts';
import {
  PROVIDER_ROUTE_CONFIG,
  providerRateLimiter,
  type ProviderLimits,
} from '../providers/rate-limit.ts';
import type { WalletBalance } from './port.ts';
import { toDecimal } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw body of a wallet provider call (what the signature covers). */
    walletRawBody?: Buffer;
    /** The provider whose signature was verified. */
    walletProvider?: string;
  }
}

/** Provider codes the platform uses itself: an external secret may never claim them. */
const RESERVED_PROVIDERS = new Set(['croupier', 'staff', 'bonus', 'seed', 'payments']);
export const DEV_PROVIDER_SECRETS = 'demo:croupier-dev-provider-secret-change-me';

/** `code:secret,code:secret` -> map (codes lowercase letters, digits, - and _). */
export function parseProviderSecrets(value: string, production = false): Map<string, string> {
  const map = new Map<string, string>();
  if (production && value === DEV_PROVIDER_SECRETS) return map;
  for (const pair of value.split(',')) {
    const at = pair.indexOf(':');
    if (at < 0) continue;
    const code = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (!/^[a-z0-9_-]{2,40}$/.test(code) || RESERVED_PROVIDERS.has(code)) {
      throw new Error(`WALLET_PROVIDER_SECRETS: invalid provider code "${code}"`);
    }
    if (secret.length < 16) {
      throw new Error(`WALLET_PROVIDER_SECRETS: the secret of "${code}" is under 16 characters`);
    }
    map.set(code, secret);
  }
  return map;
}

export const signBody = (secret: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

function verify(secrets: Map<string, string>, request: FastifyRequest): string | null {
  const provider = request.headers['x-provider'];
  const signature = request.headers['x-signature'];
  const raw = request.walletRawBody;
  if (typeof provider !== 'string' || typeof signature !== 'string' || !raw) return null;
  const secret = secrets.get(provider);
  if (!secret) return null;
  return hmacHexMatches('sha256', secret, raw, signature) ? provider : null;
}

/** OpenAPI: no skin authorization; the X-Provider and X-Signature headers instead. */
const SECURITY: [] = [];
const decimalBalance = (b: WalletBalance) => ({
  currency: b.currency,
  cash: toDecimal(b.cash),
  bonus: toDecimal(b.bonus),
  deposited: toDecimal(b.deposited),
  available: toDecimal(b.available),
});

function send(reply: FastifyReply, r: GatewayResult) {
  if (!r.ok) {
    return reply.status(409).send({
      ok: false as const,
      message: r.code,
      balance: r.balance ? decimalBalance(r.balance) : null,
    });
  }
  return reply.status(200).send({
    ok: true as const,
    duplicate: r.duplicate,
    ledger_transaction_id: r.ledgerTransactionId,
    cash: toDecimal(r.cash),
    bonus: toDecimal(r.bonus),
    balance: decimalBalance(r.balance),
    ...(r.held ? { held: toDecimal(r.held) } : {}),
  });
}

export const providerRoutes =
  (
    gateway: ProviderGateway,
    secrets: Map<string, string>,
    limits: ProviderLimits,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const limiter = providerRateLimiter(app, limits);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 16_384 },
      (request, body: Buffer, done) => {
        request.walletRawBody = body;
        try {
          done(null, body.length === 0 ? {} : JSON.parse(body.toString('utf8')));
        } catch {
          done(new HttpError(400, 'invalid_json'), undefined);
        }
      },
    );
    // Before validation: an unsigned request learns nothing, not even which fields are wrong; it
    // counts against its address, a signed one against its provider.
    app.addHook('preValidation', async (request, reply) => {
      const provider = verify(secrets, request);
      if (!provider) {
        await limiter.unsigned(request, reply);
        throw new HttpError(401, 'invalid_signature');
      }
      await limiter.provider(request, reply, provider);
      request.walletProvider = provider;
    });

    const refusals = { 401: errorBody, 409: c.walletRefusal, 422: validationErrorBody };
    const providerOf = (request: FastifyRequest) => request.walletProvider!;

    app.post(
      '/wallet/v1/balance',
      {
        config: PROVIDER_ROUTE_CONFIG,
        schema: {
          tags: ['wallet'],
          security: SECURITY,
          body: c.walletBalanceBody,
          response: { 200: c.walletBalanceResponse, 404: errorBody, ...refusals },
        },
      },
      async (request) => {
        const balance = await gateway.balance(request.body.player_id);
        if (!balance) throw new HttpError(404, 'player_not_found');
        return { ok: true as const, balance: decimalBalance(balance) };
      },
    );

    app.post(
      '/wallet/v1/debit',
      {
        config: PROVIDER_ROUTE_CONFIG,
        schema: {
          tags: ['wallet'],
          security: SECURITY,
          body: c.walletDebitBody,
          response: { 200: c.walletOkResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const b = request.body;
        return send(
          reply,
          await gateway.bet({
            provider: providerOf(request),
            token: b.session_token,
            transactionId: b.transaction_id,
            playerId: b.player_id,
            roundId: b.round_id,
            gameId: b.game_id,
            currency: b.currency,
            amount: b.amount,
          }),
        );
      },
    );

    app.post(
      '/wallet/v1/credit',
      {
        config: PROVIDER_ROUTE_CONFIG,
        schema: {
          tags: ['wallet'],
          security: SECURITY,
          body: c.walletCreditBody,
          response: { 200: c.walletOkResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const b = request.body;
        return send(
          reply,
          await gateway.win({
            provider: providerOf(request),
            token: b.session_token ?? null,
            transactionId: b.transaction_id,
            playerId: b.player_id,
            roundId: b.round_id,
            gameId: b.game_id,
            currency: b.currency,
            amount: b.amount,
            betTransactionId: b.bet_transaction_id,
            closeRound: b.close_round,
          }),
        );
      },
    );

    app.post(
      '/wallet/v1/rollback',
      {
        config: PROVIDER_ROUTE_CONFIG,
        schema: {
          tags: ['wallet'],
          security: SECURITY,
          body: c.walletRollbackBody,
          response: { 200: c.walletOkResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const b = request.body;
        return send(
          reply,
          await gateway.rollback({
            provider: providerOf(request),
            token: b.session_token ?? null,
            transactionId: b.transaction_id,
            playerId: b.player_id,
            roundId: b.round_id,
            gameId: b.game_id,
            currency: b.currency,
            betTransactionId: b.bet_transaction_id,
          }),
        );
      },
    );
  };

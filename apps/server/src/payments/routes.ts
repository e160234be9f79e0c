import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody, pathId, safeString, validationErrorBody } from '@croupier/contract/common';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import * as c from '@croupier/contract/payments';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import { HttpError } from '../lib/errors.ts';
import type { PaymentsService } from './service.ts';

const loose = errorBody.loose();
const looseValidation = validationErrorBody.loose();

/** The optional `Idempotency-Key` header (1..128 visible characters). */
export function idempotencyKey(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return null;
  if (!/^[\x21-\x7e]{1,128}$/.test(key)) {
    throw new HttpError(422, ERROR_MESSAGES.validation, { 'Idempotency-Key': ['field_invalid'] });
  }
  return key;
}

/** The player's payment calls (`/v1`, skin authorization and `user-token`). */
export const paymentsRoutes =
  (
    payments: PaymentsService,
    playerAuth: PlayerAuth,
    /** Deposit and withdrawal requests one address may make per minute (PAYMENTS_PER_MINUTE). */
    perMinute: number,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    const rateLimit = { max: perMinute, timeWindow: '1 minute' };
    for (const direction of ['deposit', 'withdraw'] as const) {
      app.get(
        `/payments/methods/${direction}`,
        {
          preHandler: playerAuth.session(),
          schema: { tags, response: { 200: c.paymentMethodsResponse } },
        },
        async (req) => ({ data: await payments.methods(currentPlayer(req).id, direction) }),
      );
    }
    app.get(
      '/cms/payment-methods',
      {
        schema: {
          tags,
          querystring: c.cmsPaymentMethodsQuery,
          response: { 200: c.paymentMethodsResponse },
        },
      },
      async (req) => ({ data: await payments.publicMethods(req.skinId, req.query) }),
    );
    const refusals = {
      403: loose,
      409: loose,
      422: looseValidation,
      429: loose,
      502: loose,
    };
    app.post(
      '/payments/deposit',
      {
        preHandler: playerAuth.session(),
        config: { rateLimit },
        schema: {
          tags,
          body: c.depositBody,
          response: { 200: c.paymentAnswerResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await payments.deposit(currentPlayer(req).id, req.body, idempotencyKey(req)),
      }),
    );
    app.post(
      '/payments/withdraw',
      {
        preHandler: playerAuth.session(),
        config: { rateLimit },
        schema: {
          tags,
          body: c.withdrawBody,
          response: { 200: c.paymentAnswerResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await payments.withdraw(
          currentPlayer(req).id,
          {
            amount: req.body.amount,
            payment_method_id: req.body.payment_method_id,
            account_id: req.body.account_id,
            iban: req.body.iban ?? req.body.accountNumber ?? null,
          },
          idempotencyKey(req),
        ),
      }),
    );
    app.get(
      '/payments/providers/:provider/decline/:transaction',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: z.object({ provider: safeString().max(40), transaction: pathId }),
          response: {
            200: c.transactionResponse.extend({ message: z.string() }),
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (req) => ({
        data: await payments.cancel(
          currentPlayer(req).id,
          req.params.provider,
          req.params.transaction,
        ),
        message: c.PAYMENT_MESSAGES.transactionDeleted,
      }),
    );
    app.get(
      '/payments/neterapay/player/is_pin_registered',
      {
        preHandler: playerAuth.session(),
        schema: { tags, response: { 200: c.ewalletStatusResponse } },
      },
      async (req) => ({ data: await payments.walletState(currentPlayer(req).id) }),
    );
    app.get(
      '/payments/accounts',
      {
        preHandler: playerAuth.session(),
        schema: { tags, response: { 200: c.payoutAccountsResponse } },
      },
      async (req) => ({ data: await payments.accounts(currentPlayer(req).id) }),
    );
    app.post(
      '/payments/accounts',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          body: c.payoutAccountBody,
          response: { 200: z.object({ data: c.payoutAccount }), 422: looseValidation },
        },
      },
      async (req) => ({ data: await payments.addAccount(currentPlayer(req).id, req.body.iban) }),
    );
    app.get(
      '/me/transactions',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          querystring: c.transactionsQuery,
          response: { 200: z.union([c.transactionsResponse, c.transactionsTotalResponse]) },
        },
      },
      async (req) => {
        const id = currentPlayer(req).id;
        if (req.query.total) return { data: await payments.transactionsTotal(id, req.query) };
        return payments.transactions(id, req.query);
      },
    );
    app.get(
      '/static/transactions/:id',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: z.object({ id: pathId }),
          response: { 200: c.transactionResponse, 404: errorBody },
        },
      },
      async (req) => ({
        data: await payments.transactionById(currentPlayer(req).id, req.params.id),
      }),
    );
  };

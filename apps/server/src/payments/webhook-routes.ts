/**
 * Root-level: the gateways' callbacks. `POST /webhooks/payments/{provider}` (a signed body, read
 * raw: the signature covers the exact bytes) and `GET` (a browser coming back from a gateway with
 * a signed query, GP webpay). Bad signature or stale: 401; malformed: 400; unknown payment: 404;
 * amount, currency or reference mismatch: 409; otherwise 200 (a duplicate delivery too). A
 * browser return is then sent on (303) to the transaction's status page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@croupier/contract/common';
import type { PaymentsService } from './service.ts';

const answer = z.object({ message: z.string(), status: z.string() });

export const paymentWebhookRoutes =
  (payments: PaymentsService, opts: { publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
      app.addContentTypeParser(type, { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    }
    const params = z.object({ provider: safeString().max(40) });
    const responses = { 200: answer, 400: answer, 401: answer, 404: answer, 409: answer };

    app.post(
      '/webhooks/payments/:provider',
      {
        bodyLimit: 262_144,
        schema: { tags: ['payments'], security: [], params, response: responses },
      },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { result } = await payments.receiveCallback(req.params.provider, {
          method: 'POST',
          rawBody: raw,
          headers: req.headers,
          query: (req.query ?? {}) as Record<string, string>,
        });
        return reply.status(result.status).send(result.body);
      },
    );

    app.get(
      '/webhooks/payments/:provider',
      { schema: { tags: ['payments'], security: [], params, response: responses } },
      async (req, reply) => {
        const query = Object.fromEntries(
          Object.entries((req.query ?? {}) as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        );
        const { result, parse } = await payments.receiveCallback(req.params.provider, {
          method: 'GET',
          rawBody: null,
          headers: req.headers,
          query,
        });
        if (parse?.ok && parse.browserReturn && result.paymentId !== null && result.status < 500) {
          const language = await payments.languageOf(result.paymentId);
          const base = opts.publicUrl.replace(/\/$/, '');
          return reply.redirect(`${base}/${language}/transactions/${result.paymentId}`, 303);
        }
        return reply.status(result.status).send(result.body);
      },
    );
  };

/**
 * The sandbox gateway's HTTP surface under /sandbox-gateway/ (root level, no skin authorization):
 *
 * Merchant API (JSON; `Authorization: Bearer <SANDBOX_GATEWAY_SECRET>`, compared in constant time):
 * - `POST /sandbox-gateway/api/sessions` { product, amount (minor int), currency, merchant_ref,
 *   return_url, notify_url, customer_ref?, language? } -> 201 { id, url, status } (the same order
 *   again: its existing session, 200).
 * - `GET /sandbox-gateway/api/sessions/:id` -> { id, status, reason, amount, currency, ... }.
 * - `POST /sandbox-gateway/api/sessions/:id/cancel` -> 200 { id, status } | 409 (finished).
 * - `POST /sandbox-gateway/api/payouts` { merchant_ref, amount, currency, instrument, notify_url }.
 *
 * Hosted pages (HTML forms, no script): `GET|POST /sandbox-gateway/pay/:id`,
 * `POST /sandbox-gateway/pay/:id/cancel`, `GET|POST /sandbox-gateway/3ds/:id`; a result
 * answers 303 to the merchant's return_url. The style sheet: /sandbox-gateway/assets/gateway.css.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/errors.ts';
import {
  ASSET_PATH,
  GATEWAY_CSS,
  PAGE_HEADERS,
  bankPage,
  cardPage,
  challengePage,
  finishedPage,
  pageLanguage,
  walletPage,
} from './pages.ts';
import {
  SANDBOX_PRODUCTS,
  isSessionId,
  type PageResult,
  type SandboxGateway,
  type SandboxSession,
} from './service.ts';

const langQuery = z.object({ lang: z.string().max(10).optional() });
const idParams = z.object({ id: z.string().max(64) });
/** A form post's fields (urlencoded, parsed in this scope only). */
const formBody = z
  .record(z.string(), z.union([z.string().max(200), z.array(z.string())]))
  .nullish();

const merchantUrl = z
  .string()
  .max(2_000)
  .refine((v) => /^https?:\/\//.test(v) || v.startsWith('/'), 'url_invalid');

export const createSessionBody = z.object({
  product: z.enum(SANDBOX_PRODUCTS),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  merchant_ref: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  return_url: merchantUrl,
  notify_url: merchantUrl,
  customer_ref: z.string().max(64).nullable().optional(),
  language: z.string().max(10).optional(),
});

const payoutBody = z.object({
  merchant_ref: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  instrument: z.object({ kind: z.enum(['card', 'ewallet']), token: z.string().min(1).max(100) }),
  notify_url: merchantUrl,
});

const sessionView = (s: SandboxSession) => ({
  id: s.id,
  operation: s.operation,
  product: s.product,
  status: s.status,
  reason: s.reason,
  amount: s.amount,
  currency: s.currency,
  merchant_ref: s.merchantRef,
  created_at: s.createdAt.toISOString(),
});

const digest = (s: string) => createHash('sha256').update(s).digest();

export const sandboxPagePath = (id: string, lang: string): string =>
  `/sandbox-gateway/pay/${id}?lang=${pageLanguage(lang)}`;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const sandboxGatewayRoutes =
  (gateway: SandboxGateway, opts: { secret: string; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    // Plain HTML forms post urlencoded bodies: parsed here (this scope) into string fields.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8_192 },
      (_req, body, done) => {
        const fields: Record<string, string> = {};
        for (const [k, v] of new URLSearchParams(String(body))) fields[k] ??= v;
        done(null, fields);
      },
    );

    const authorize = (header: string | undefined) => {
      const token = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(token), digest(opts.secret))) {
        throw new HttpError(401, 'unauthorized');
      }
    };

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(body);

    /** The page a session shows now (its product's form, the challenge, or its end). */
    const render = async (
      reply: FastifyReply,
      s: SandboxSession | null,
      langParam: string | undefined,
      status = 200,
      errors: Record<string, string> = {},
      values: Record<string, string> = {},
    ) => {
      const lang = pageLanguage(langParam);
      if (!s || s.operation !== 'payment') return html(reply, 404, finishedPage(null, lang));
      if (s.status === 'challenge') {
        return reply.redirect(`/sandbox-gateway/3ds/${s.id}?lang=${lang}`, 303);
      }
      if (s.status !== 'created') return html(reply, 200, finishedPage(s, lang));
      if (s.product === 'card') return html(reply, status, cardPage(s, lang, errors, values));
      if (s.product === 'ewallet') {
        const registered = s.customerRef ? await gateway.walletRegistered(s.customerRef) : false;
        return html(reply, status, walletPage(s, lang, registered, errors));
      }
      return html(reply, status, bankPage(s, lang, errors));
    };

    const answer = async (
      reply: FastifyReply,
      id: string,
      result: PageResult,
      lang: string | undefined,
      values: Record<string, string> = {},
    ) => {
      if (result.kind === 'redirect') return reply.redirect(result.url, 303);
      if (result.kind === 'gone') return render(reply, result.session, lang);
      return render(reply, await gateway.find(id), lang, 422, result.errors, values);
    };

    app.get(ASSET_PATH, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=300' })
        .type('text/css; charset=utf-8')
        .send(GATEWAY_CSS),
    );

    // ---------------------------------------------------------------- merchant API
    app.post(
      '/sandbox-gateway/api/sessions',
      { schema: { hide: true, body: createSessionBody } },
      async (req, reply) => {
        authorize(req.headers.authorization);
        const b = req.body;
        const s = await gateway.createSession({
          product: b.product,
          amount: b.amount,
          currency: b.currency,
          merchantRef: b.merchant_ref,
          returnUrl: b.return_url,
          notifyUrl: b.notify_url,
          customerRef: b.customer_ref ?? null,
        });
        const fresh = s.amount === b.amount && s.currency === b.currency && s.product === b.product;
        if (!fresh) throw new HttpError(409, 'merchant_ref_in_use');
        const url = `${opts.publicUrl.replace(/\/$/, '')}${sandboxPagePath(s.id, b.language ?? 'en')}`;
        return reply.status(201).send({ id: s.id, url, status: s.status });
      },
    );
    app.get(
      '/sandbox-gateway/api/sessions/:id',
      { schema: { hide: true, params: idParams } },
      async (req) => {
        authorize(req.headers.authorization);
        const s = await gateway.find(req.params.id);
        if (!s) throw new HttpError(404, 'session_not_found');
        return sessionView(s);
      },
    );
    app.post(
      '/sandbox-gateway/api/sessions/:id/cancel',
      { schema: { hide: true, params: idParams } },
      async (req) => {
        authorize(req.headers.authorization);
        const s = await gateway.find(req.params.id);
        if (!s) throw new HttpError(404, 'session_not_found');
        if (!(await gateway.cancelByMerchant(s.id))) throw new HttpError(409, 'session_finished');
        return { id: s.id, status: 'cancelled' };
      },
    );
    app.post(
      '/sandbox-gateway/api/payouts',
      { schema: { hide: true, body: payoutBody } },
      async (req, reply) => {
        authorize(req.headers.authorization);
        const b = req.body;
        const s = await gateway.payout({
          merchantRef: b.merchant_ref,
          amount: b.amount,
          currency: b.currency,
          instrument: b.instrument,
          notifyUrl: b.notify_url,
        });
        return reply.status(201).send(sessionView(s));
      },
    );

    // ---------------------------------------------------------------- hosted pages
    app.get(
      '/sandbox-gateway/pay/:id',
      { schema: { hide: true, params: idParams, querystring: langQuery } },
      async (req, reply) => render(reply, await gateway.find(req.params.id), req.query.lang),
    );
    app.post(
      '/sandbox-gateway/pay/:id',
      { schema: { hide: true, params: idParams, querystring: langQuery, body: formBody } },
      async (req, reply) => {
        const { id } = req.params;
        const lang = pageLanguage(req.query.lang);
        const f = req.body ?? {};
        const s = isSessionId(id) ? await gateway.find(id) : null;
        if (!s) return render(reply, null, lang);
        let result: PageResult;
        if (s.product === 'card') {
          result = await gateway.submitCard(
            id,
            {
              number: first(f.number),
              expiry: first(f.expiry),
              cvc: first(f.cvc),
              holder: first(f.holder),
            },
            lang,
          );
          // The card number and name come back into the form; the CVC never.
          return answer(reply, id, result, lang, {
            number: first(f.number) ?? '',
            expiry: first(f.expiry) ?? '',
            holder: first(f.holder) ?? '',
          });
        }
        if (s.product === 'ewallet') {
          result = await gateway.submitWallet(id, {
            pin: first(f.pin),
            pin_confirm: first(f.pin_confirm),
          });
        } else {
          result = await gateway.submitBank(id, {
            bank: first(f.bank),
            decision: first(f.decision),
          });
        }
        return answer(reply, id, result, lang);
      },
    );
    app.post(
      '/sandbox-gateway/pay/:id/cancel',
      { schema: { hide: true, params: idParams, querystring: langQuery } },
      async (req, reply) =>
        answer(reply, req.params.id, await gateway.cancelByCustomer(req.params.id), req.query.lang),
    );
    app.get(
      '/sandbox-gateway/3ds/:id',
      { schema: { hide: true, params: idParams, querystring: langQuery } },
      async (req, reply) => {
        const s = await gateway.find(req.params.id);
        const lang = pageLanguage(req.query.lang);
        if (!s || s.status !== 'challenge') return render(reply, s, lang);
        return html(reply, 200, challengePage(s, lang, gateway.challengeCodeOf(s) ?? ''));
      },
    );
    app.post(
      '/sandbox-gateway/3ds/:id',
      { schema: { hide: true, params: idParams, querystring: langQuery, body: formBody } },
      async (req, reply) => {
        const { id } = req.params;
        const lang = pageLanguage(req.query.lang);
        const result = await gateway.submitChallenge(id, {
          code: first(req.body?.code),
          cancel: first(req.body?.cancel) === '1',
        });
        if (result.kind === 'errors') {
          const s = await gateway.find(id);
          if (!s || s.status !== 'challenge') return render(reply, s, lang);
          return html(
            reply,
            422,
            challengePage(s, lang, gateway.challengeCodeOf(s) ?? '', result.errors),
          );
        }
        return answer(reply, id, result, lang);
      },
    );
  };

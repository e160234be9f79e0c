import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff';
import * as a from '@croupier/contract/staff-auth';
import { limitsStaffRoutes } from '../limits/staff-routes.ts';
import type { LimitsService } from '../limits/service.ts';
import { adjustmentRoutes, type AdjustmentWallet } from './adjustments.ts';
import { requireStaff, staffOf } from './auth.ts';
import { staffManagementRoutes } from './management-routes.ts';
import { passkeyRoutes } from './passkeys.ts';
import { LoginLockedError, toStaffMember, type StaffService } from './service.ts';
import { pageMeta } from '../lib/paging.ts';

/** OpenAPI: staff calls send a bearer token, not the skin's Basic authorization. */
const STAFF_SECURITY = [{ staff: [] }];

/** Staff calls under /staff/v1 (no skin authorization; `authorization: Bearer <staff token>`). */
export const staffRoutes =
  (
    staff: StaffService,
    deps: {
      wallet?: AdjustmentWallet;
      limits?: LimitsService;
      /** Messages to a player (support, admin), from the messages domain. */
      messageRoutes?: FastifyPluginAsyncZod;
      /** Document review and the staff file view, from the documents domain. */
      documentRoutes?: FastifyPluginAsyncZod;
      /** Survey requirements and answers, from the surveys domain. */
      surveyRoutes?: FastifyPluginAsyncZod;
      /** The KYC review queue of our verification service, from the KYC domain. */
      kycRoutes?: FastifyPluginAsyncZod;
      /** The finance queue, decisions, bank statements and SEPA payouts (payments domain). */
      paymentRoutes?: FastifyPluginAsyncZod;
    } = {},
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.decorateRequest('staffContext', null);
    const anyStaff = requireStaff(staff);
    const oversight = requireStaff(staff, ['admin', 'compliance']);

    const locked = errorBody.extend({ retry_after_seconds: z.number().int() });
    /** 429 with retry-after for a lockout (the password step, or the fifth wrong code). */
    const lockout = async <T>(reply: FastifyReply, run: () => Promise<T>) => {
      try {
        return { data: await run() };
      } catch (err) {
        if (!(err instanceof LoginLockedError)) throw err;
        return reply
          .status(429)
          .header('retry-after', String(err.retryAfterSeconds))
          .send({ message: err.message, retry_after_seconds: err.retryAfterSeconds });
      }
    };
    const meta = (req: FastifyRequest) => ({
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
    });

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['staff'],
          security: [],
          body: c.staffLoginBody,
          response: { 200: c.staffLoginResponse, 401: errorBody, 403: errorBody, 429: locked },
        },
      },
      async (req, reply) =>
        lockout(reply, () => staff.login(req.body.email, req.body.password, req.ip)),
    );

    app.post(
      '/auth/second-factor',
      {
        schema: {
          tags: ['staff'],
          security: [],
          body: a.staffSecondFactorBody,
          response: {
            200: a.staffSessionResponse,
            401: errorBody,
            403: errorBody,
            409: errorBody,
            429: locked,
          },
        },
      },
      async (req, reply) => lockout(reply, () => staff.secondFactor(req.body, meta(req))),
    );

    app.post(
      '/auth/totp/setup',
      {
        schema: {
          tags: ['staff'],
          security: [],
          body: a.totpSetupBody,
          response: { 200: a.totpSetupResponse, 401: errorBody, 403: errorBody, 409: errorBody },
        },
      },
      async (req) => ({ data: await staff.totpSetup(req.body.challenge, req.ip) }),
    );

    app.post(
      '/auth/totp/confirm',
      {
        schema: {
          tags: ['staff'],
          security: [],
          body: a.totpConfirmBody,
          response: {
            200: a.totpConfirmResponse,
            401: errorBody,
            403: errorBody,
            409: errorBody,
            429: locked,
          },
        },
      },
      async (req, reply) => lockout(reply, () => staff.totpConfirm(req.body, meta(req))),
    );

    app.post(
      '/auth/invite',
      {
        schema: {
          tags: ['staff'],
          security: [],
          body: a.staffInviteAcceptBody,
          response: { 200: c.staffMemberResponse, 400: errorBody },
        },
      },
      async (req) => ({
        data: await staff.acceptInvite(req.body.token, req.body.password, req.ip),
      }),
    );

    app.post(
      '/me/recovery-codes',
      {
        onRequest: anyStaff,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          body: a.recoveryCodesBody,
          response: { 200: a.recoveryCodesResponse, 400: errorBody },
        },
      },
      async (req) => ({
        data: {
          recovery_codes: await staff.regenerateRecoveryCodes(staffOf(req), req.body.code, req.ip),
        },
      }),
    );

    app.delete(
      '/auth/logout',
      { onRequest: anyStaff, schema: { tags: ['staff'], security: STAFF_SECURITY } },
      async (req, reply) => {
        await staff.logout(staffOf(req), req.ip);
        return reply.status(204).send();
      },
    );

    app.get(
      '/me',
      {
        onRequest: anyStaff,
        schema: { tags: ['staff'], security: STAFF_SECURITY, response: { 200: c.staffMeResponse } },
      },
      async (req) => ({ data: toStaffMember(staffOf(req).staff) }),
    );

    app.get(
      '/audit-log',
      {
        onRequest: oversight,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          querystring: c.auditLogQuery,
          response: { 200: c.auditLogResponse },
        },
      },
      async (req) => {
        const { data, total } = await staff.auditLog(req.query);
        return {
          data,
          meta: pageMeta(req.query.page, req.query.per_page, total),
        };
      },
    );

    app.put(
      '/players/:id/flags',
      {
        onRequest: oversight,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          params: c.playerFlagsParams,
          body: c.playerFlagsBody,
          response: { 200: c.playerFlagsResponse },
        },
      },
      async (req) => ({
        data: await staff.setPlayerFlags(staffOf(req), req.params.id, req.body, req.ip),
      }),
    );

    await app.register(staffManagementRoutes(staff));
    await app.register(passkeyRoutes(staff));
    if (deps.wallet) await app.register(adjustmentRoutes(staff, deps.wallet));
    if (deps.limits) await app.register(limitsStaffRoutes(staff, deps.limits));
    if (deps.messageRoutes) await app.register(deps.messageRoutes);
    if (deps.documentRoutes) await app.register(deps.documentRoutes);
    if (deps.surveyRoutes) await app.register(deps.surveyRoutes);
    if (deps.kycRoutes) await app.register(deps.kycRoutes);
    if (deps.paymentRoutes) await app.register(deps.paymentRoutes);
  };

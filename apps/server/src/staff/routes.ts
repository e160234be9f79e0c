import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff';
import { limitsStaffRoutes } from '../limits/staff-routes.ts';
import type { LimitsService } from '../limits/service.ts';
import { adjustmentRoutes, type AdjustmentWallet } from './adjustments.ts';
import { requireStaff, staffOf } from './auth.ts';
import { LoginLockedError, toStaffMember, type StaffService } from './service.ts';

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

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['staff'],
          security: [],
          body: c.staffLoginBody,
          response: {
            200: c.staffLoginResponse,
            429: errorBody.extend({ retry_after_seconds: z.number().int() }),
          },
        },
      },
      async (req, reply) => {
        try {
          return { data: await staff.login(req.body.email, req.body.password, req.ip) };
        } catch (err) {
          if (!(err instanceof LoginLockedError)) throw err;
          return reply
            .status(429)
            .header('retry-after', String(err.retryAfterSeconds))
            .send({ message: err.message, retry_after_seconds: err.retryAfterSeconds });
        }
      },
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
          meta: {
            current_page: req.query.page,
            per_page: req.query.per_page,
            total,
            last_page: Math.max(1, Math.ceil(total / req.query.per_page)),
          },
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

    if (deps.wallet) await app.register(adjustmentRoutes(staff, deps.wallet));
    if (deps.limits) await app.register(limitsStaffRoutes(staff, deps.limits));
    if (deps.messageRoutes) await app.register(deps.messageRoutes);
    if (deps.documentRoutes) await app.register(deps.documentRoutes);
    if (deps.surveyRoutes) await app.register(deps.surveyRoutes);
    if (deps.kycRoutes) await app.register(deps.kycRoutes);
    if (deps.paymentRoutes) await app.register(deps.paymentRoutes);
  };

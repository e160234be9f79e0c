/**
 * Staff decisions on self-exclusion shortenings (`/staff/v1`, compliance or admin role), audited.
 * A player can never end an exclusion earlier alone: a shortening waits here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pathId, errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/limits';
import { z } from 'zod';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { LimitsService } from './service.ts';

const STAFF_SECURITY = [{ staff: [] }];

export const limitsStaffRoutes =
  (staff: StaffService, limits: LimitsService): FastifyPluginAsyncZod =>
  async (app) => {
    const oversight = requireStaff(staff, ['admin', 'compliance']);
    const tags = ['staff', 'limits'];
    app.get(
      '/statistics',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          querystring: c.staffStatisticsQuery,
          response: { 200: c.staffStatisticsResponse },
        },
      },
      async (req) => ({ data: await limits.staffList(req.query) }),
    );
    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/statistics/:id/${decision}`,
        {
          onRequest: oversight,
          schema: {
            tags,
            security: STAFF_SECURITY,
            params: z.object({ id: pathId }),
            body: c.staffDecisionBody,
            response: { 200: c.staffStatisticResponse, 404: errorBody, 409: errorBody },
          },
        },
        async (req) => {
          const ctx = staffOf(req);
          const result = await limits.staffDecide(
            req.params.id,
            decision === 'approve',
            ctx.staff.id,
            req.body.note,
          );
          await staff.audit({
            staffId: ctx.staff.id,
            action: decision === 'approve' ? 'limits.request_approved' : 'limits.request_rejected',
            targetType: 'player',
            targetId: result.player_id,
            details: {
              request_id: result.id,
              field: result.field,
              expires_at: result.response,
              previous: result.previous,
              note: req.body.note,
            },
            ip: req.ip,
          });
          return { data: result };
        },
      );
    }
  };

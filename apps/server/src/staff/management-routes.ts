/**
 * Staff management (admin only): the list of staff accounts, invitations, role and activity
 * changes and the reset of a member's second factor. Every change is audited (before/after).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff';
import { requireStaff, staffOf } from './auth.ts';
import type { StaffService } from './service.ts';
import { pageMeta } from '../lib/paging.ts';

const STAFF_SECURITY = [{ staff: [] }];

export const staffManagementRoutes =
  (staff: StaffService): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = requireStaff(staff, ['admin']);

    app.get(
      '/staff',
      {
        onRequest: admin,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          querystring: c.staffListQuery,
          response: { 200: c.staffListResponse },
        },
      },
      async (req) => {
        const { data, total } = await staff.listStaff(req.query);
        return {
          data,
          meta: pageMeta(req.query.page, req.query.per_page, total),
        };
      },
    );

    app.post(
      '/staff',
      {
        onRequest: admin,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          body: c.staffInviteBody,
          response: { 201: c.staffMemberResponse, 409: errorBody },
        },
      },
      async (req, reply) =>
        reply.status(201).send({ data: await staff.inviteStaff(staffOf(req), req.body, req.ip) }),
    );

    app.post(
      '/staff/:id/invite',
      {
        onRequest: admin,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          params: c.staffParams,
          response: { 200: c.staffMemberResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => ({ data: await staff.reinviteStaff(staffOf(req), req.params.id, req.ip) }),
    );

    app.patch(
      '/staff/:id',
      {
        onRequest: admin,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          params: c.staffParams,
          body: c.staffUpdateBody,
          response: { 200: c.staffMemberResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => ({
        data: await staff.updateStaff(staffOf(req), req.params.id, req.body, req.ip),
      }),
    );

    app.delete(
      '/staff/:id/second-factor',
      {
        onRequest: admin,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          params: c.staffParams,
          response: { 200: c.staffMemberResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => ({
        data: await staff.resetSecondFactor(staffOf(req), req.params.id, req.ip),
      }),
    );
  };

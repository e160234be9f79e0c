/**
 * The review queue of our verification service (`/staff/v1/kyc`, compliance or admin role): the
 * applicants waiting (oldest first, with how long they have waited), one applicant with its files
 * (served by `/staff/v1/files/{id}`), and the decision, audited, which the service then sends to
 * the platform as the signed applicantReviewed webhook.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@croupier/contract/common';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import * as c from '@croupier/contract/kyc';
import { HttpError } from '../lib/errors.ts';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { IdvService } from './idv-service.ts';

const STAFF_SECURITY = [{ staff: [] }];

export const kycStaffRoutes =
  (staff: StaffService, idv: IdvService): FastifyPluginAsyncZod =>
  async (app) => {
    const oversight = requireStaff(staff, ['admin', 'compliance']);
    const tags = ['staff', 'kyc'];
    app.get(
      '/kyc/applicants',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          querystring: c.staffKycApplicantsQuery,
          response: { 200: c.staffKycApplicantsResponse },
        },
      },
      async (req) => ({ data: await idv.staffList(req.query.status) }),
    );
    app.get(
      '/kyc/applicants/:id',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: c.staffKycApplicantParams,
          response: { 200: c.staffKycApplicantResponse, 404: errorBody },
        },
      },
      async (req) => {
        const applicant = await idv.staffView(req.params.id);
        if (!applicant) throw new HttpError(404, ERROR_MESSAGES.notFound);
        return { data: applicant };
      },
    );
    app.post(
      '/kyc/applicants/:id/approve',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: c.staffKycApplicantParams,
          body: c.staffKycApproveBody,
          response: { 200: c.staffKycApplicantResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => {
        const ctx = staffOf(req);
        const { applicant, delivered } = await idv.decide(req.params.id, ctx.staff.id, {
          approve: true,
          note: req.body.note,
        });
        await staff.audit({
          staffId: ctx.staff.id,
          action: 'kyc.applicant_approved',
          targetType: 'player',
          targetId: applicant.player_id,
          details: {
            applicant_id: applicant.id,
            level: applicant.level,
            note: req.body.note,
            delivered,
          },
          ip: req.ip,
        });
        return { data: applicant };
      },
    );
    app.post(
      '/kyc/applicants/:id/reject',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: c.staffKycApplicantParams,
          body: c.staffKycRejectBody,
          response: { 200: c.staffKycApplicantResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => {
        const ctx = staffOf(req);
        const { applicant, delivered } = await idv.decide(req.params.id, ctx.staff.id, {
          approve: false,
          reason: req.body.reason,
          rejectType: req.body.reject_type,
          note: req.body.note,
        });
        await staff.audit({
          staffId: ctx.staff.id,
          action: 'kyc.applicant_rejected',
          targetType: 'player',
          targetId: applicant.player_id,
          details: {
            applicant_id: applicant.id,
            level: applicant.level,
            reject_type: req.body.reject_type,
            reason: req.body.reason,
            note: req.body.note,
            delivered,
          },
          ip: req.ip,
        });
        return { data: applicant };
      },
    );
  };

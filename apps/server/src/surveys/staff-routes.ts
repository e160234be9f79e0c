/**
 * Staff and surveys (`/staff/v1`, compliance or admin): a player's answers, and the requirement
 * staff set or lift (audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/surveys';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { SurveyService } from './service.ts';

const STAFF_SECURITY = [{ staff: [] }];

export const surveyStaffRoutes =
  (
    staff: StaffService,
    surveys: SurveyService,
    /** Tells the player the questionnaire is now required (an in-session message). */
    notify?: (
      playerId: number,
      message: { type: 'sowqRequired'; params: Record<string, string | null> },
    ) => Promise<unknown>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const oversight = requireStaff(staff, ['admin', 'compliance']);
    const tags = ['staff', 'surveys'];
    app.get(
      '/players/:id/surveys/:type',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: c.staffSurveyParams,
          response: { 200: c.staffSurveyResponse, 404: errorBody },
        },
      },
      async (req) => ({ data: await surveys.staffView(req.params.id, req.params.type) }),
    );
    app.post(
      '/players/:id/surveys/:type/require',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: c.staffSurveyParams,
          body: c.surveyRequireBody,
          response: { 201: c.staffSurveyResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req, reply) => {
        const ctx = staffOf(req);
        const { id, type } = req.params;
        const done = await surveys.require(id, type, ctx.staff.id, req.body.reason);
        await staff.audit({
          staffId: ctx.staff.id,
          action: 'survey.required',
          targetType: 'player',
          targetId: id,
          details: { type, requirement_id: done.requirement.id, reason: req.body.reason },
          ip: req.ip,
        });
        await notify?.(id, { type: 'sowqRequired', params: { reason: 'staff' } });
        return reply.status(201).send({ data: done.view });
      },
    );
    app.post(
      '/players/:id/surveys/:type/lift',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: c.staffSurveyParams,
          body: c.surveyLiftBody,
          response: { 200: c.staffSurveyResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => {
        const ctx = staffOf(req);
        const { id, type } = req.params;
        const done = await surveys.lift(id, type);
        await staff.audit({
          staffId: ctx.staff.id,
          action: 'survey.requirement_lifted',
          targetType: 'player',
          targetId: id,
          details: {
            type,
            requirement_ids: done.lifted.map((r) => r.id),
            reason: req.body.reason ?? null,
          },
          ip: req.ip,
        });
        return { data: done.view };
      },
    );
  };

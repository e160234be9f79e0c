/**
 * Campaigns for staff (`/staff/v1/campaigns`, marketing or admin role), every change audited:
 * list with figures, create, read, edit, pause / resume / end, assign to a player, figures, and
 * the cashback run of a period. Registered under the `/staff/v1` prefix.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_STATES,
  assignCampaignBody,
  campaignInput,
  campaignStatsResponse,
  cashbackBody,
  cashbackResponse,
  staffCampaignListResponse,
  staffCampaignParams,
  staffCampaignResponse,
} from '@croupier/contract/bonus';
import { errorBody, queryId, validationErrorBody } from '@croupier/contract/common';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import { runCashback } from './cashback.ts';
import { createBonusStaff, type BonusStaffDeps, type StateMove } from './staff.ts';

const STAFF_SECURITY = [{ staff: [] }];

/**
 * PATCH body: any subset of campaignInput, nothing defaulted (a field left out keeps its value);
 * the merged campaign is checked again as a whole by the service.
 */
const campaignPatch = z.object(
  Object.fromEntries(
    Object.entries(campaignInput.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
    ]),
  ),
) as unknown as z.ZodType<Record<string, unknown>>;

const listQuery = z.object({
  skin_id: queryId.optional(),
  state: z.enum(CAMPAIGN_STATES, { error: ERROR_KEYS.invalid }).optional(),
  kind: z.enum(CAMPAIGN_KINDS, { error: ERROR_KEYS.invalid }).optional(),
});
/** The campaign and, optionally, its skin (`skin_id`). */
const createBody = campaignInput.and(z.object({ skin_id: queryId.optional() }));

const assignResponse = z.object({
  data: z.object({
    id: z.number().int(),
    player_id: z.number().int(),
    campaign_id: z.number().int(),
    status: z.string(),
    source: z.string(),
    awaiting: z.string().nullable(),
    bonus_amount: z.number(),
    target: z.number(),
    currency: z.string(),
    created_at: z.string(),
    activated_at: z.string().nullable(),
  }),
  /** True when the player already had this campaign from staff: nothing was granted again. */
  duplicate: z.boolean(),
});

const cashbackRunResponse = z.object({
  data: cashbackResponse.shape.data.extend({
    grants: z.array(
      z.object({
        player_id: z.number().int(),
        player_campaign_id: z.number().int(),
        currency: z.string(),
        loss: z.number(),
        amount: z.number(),
      }),
    ),
    skipped: z.array(z.object({ player_id: z.number().int(), reason: z.string() })),
  }),
});

const refusals = { 404: errorBody, 409: errorBody, 422: validationErrorBody };

const STATE_ACTIONS: Record<StateMove, string> = {
  pause: 'campaign.paused',
  resume: 'campaign.resumed',
  end: 'campaign.ended',
};

export const bonusStaffRoutes =
  (deps: BonusStaffDeps & { staff: StaffService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff } = deps;
    const service = createBonusStaff(deps);
    const marketing = requireStaff(staff, ['admin', 'marketing']);
    const tags = ['staff', 'campaigns'];
    const base = { onRequest: marketing };

    const audit = (
      req: FastifyRequest,
      action: string,
      target: { type: string; id: number },
      details: Record<string, unknown>,
    ) =>
      staff.audit({
        staffId: staffOf(req).staff.id,
        action,
        targetType: target.type,
        targetId: target.id,
        details,
        ip: req.ip,
      });

    app.get(
      '/campaigns',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          querystring: listQuery,
          response: { 200: staffCampaignListResponse, 422: validationErrorBody },
        },
      },
      async (req) => ({ data: await service.list(req.query) }),
    );

    app.post(
      '/campaigns',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            'A new running campaign of the skin `skin_id` (in the body; default: the first ' +
            'skin). Money in ' +
            'EUR decimals; a percentage as an integer.',
          body: createBody,
          response: { 201: staffCampaignResponse, ...refusals },
        },
      },
      async (req, reply) => {
        const { skin_id: skinId, ...input } = req.body;
        const data = await service.create(input, skinId);
        await audit(
          req,
          'campaign.created',
          { type: 'campaign', id: data.id },
          {
            code: data.code,
            kind: data.kind,
            skin_id: data.skin_id,
            campaign: data,
          },
        );
        return reply.status(201).send({ data });
      },
    );

    app.get(
      '/campaigns/:id',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: staffCampaignParams,
          response: { 200: staffCampaignResponse, 404: errorBody },
        },
      },
      async (req) => ({ data: await service.get(req.params.id) }),
    );

    app.patch(
      '/campaigns/:id',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            'Any subset of the campaign; the result is checked as a whole. Future claims copy ' +
            'the new terms; bonuses already granted keep theirs.',
          params: staffCampaignParams,
          body: campaignPatch,
          response: { 200: staffCampaignResponse, ...refusals },
        },
      },
      async (req) => {
        const { campaign, changes } = await service.update(req.params.id, req.body);
        if (Object.keys(changes).length > 0) {
          await audit(
            req,
            'campaign.updated',
            { type: 'campaign', id: campaign.id },
            { code: campaign.code, changes },
          );
        }
        return { data: campaign };
      },
    );

    for (const move of Object.keys(STATE_ACTIONS) as StateMove[]) {
      app.post(
        `/campaigns/:id/${move}`,
        {
          ...base,
          schema: {
            tags,
            security: STAFF_SECURITY,
            params: staffCampaignParams,
            response: { 200: staffCampaignResponse, 404: errorBody, 409: errorBody },
          },
        },
        async (req) => {
          const { campaign, before, changed } = await service.setState(req.params.id, move);
          if (changed) {
            await audit(
              req,
              STATE_ACTIONS[move],
              { type: 'campaign', id: campaign.id },
              { code: campaign.code, before, after: campaign.state },
            );
          }
          return { data: campaign };
        },
      );
    }

    app.post(
      '/campaigns/:id/assign',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            "Gives the campaign to a player of its skin, as if they saved its code (source 'staff')." +
            ' 201 granted; 200 with duplicate=true when staff gave it to them before.',
          params: staffCampaignParams,
          body: assignCampaignBody,
          response: { 200: assignResponse, 201: assignResponse, ...refusals },
        },
      },
      async (req, reply) => {
        const ctx = staffOf(req);
        const result = await service.assign(req.params.id, req.body.player_id, ctx.staff.id);
        if (!result.duplicate) {
          const pc = result.data;
          await audit(
            req,
            'campaign.assigned',
            { type: 'player', id: pc.player_id },
            {
              campaign_id: pc.campaign_id,
              player_campaign_id: pc.id,
              status: pc.status,
              bonus_amount: pc.bonus_amount,
              currency: pc.currency,
            },
          );
        }
        return reply.status(result.duplicate ? 200 : 201).send(result);
      },
    );

    app.get(
      '/campaigns/:id/stats',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: staffCampaignParams,
          response: { 200: campaignStatsResponse, 404: errorBody },
        },
      },
      async (req) => ({ data: await service.stats(req.params.id) }),
    );

    app.post(
      '/campaigns/:id/cashback',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            'Cashback of the period [from, to) (ended): amount % of each open player net ' +
            'real-money loss (cash stakes minus cash wins, refunded bets left out), capped by ' +
            'max_amount, granted once per player and period.',
          params: staffCampaignParams,
          body: cashbackBody,
          response: { 200: cashbackRunResponse, ...refusals },
        },
      },
      async (req) => {
        const campaign = await service.load(req.params.id);
        const data = await runCashback(
          { db: deps.db, now: deps.now, granted: service.granted },
          campaign,
          req.body,
        );
        await audit(
          req,
          'campaign.cashback_granted',
          { type: 'campaign', id: campaign.id },
          {
            period: data.period,
            players: data.players,
            granted: data.granted,
            grants: data.grants.map((g) => ({
              player_id: g.player_id,
              player_campaign_id: g.player_campaign_id,
              amount: g.amount,
              currency: g.currency,
            })),
            skipped: data.skipped,
          },
        );
        return { data };
      },
    );
  };

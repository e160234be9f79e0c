import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/bonus';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import { assertOwnPlayer, currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { BonusService } from './service.ts';

const refusals = {
  401: errorBody.loose(),
  403: errorBody.loose(),
  404: errorBody.loose(),
  409: errorBody.loose(),
  422: validationErrorBody.loose(),
};

/**
 * The player's campaign calls (`/v1`, skin authorization and `user-token`). A code or claim
 * answers in the body's `language`; a forfeit in the player's own language (their account's).
 */
export const bonusRoutes =
  (bonus: BonusService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bonus'];
    app.get(
      '/campaigns/players/:player_id/campaigns',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.playerIdParams,
          querystring: c.playerCampaignsQuery,
          response: { 200: c.playerCampaignsResponse, ...refusals },
        },
      },
      async (req, reply) => {
        const player = assertOwnPlayer(req, req.params.player_id);
        reply.header('cache-control', 'no-store');
        return { data: await bonus.list(player.id, req.query.language) };
      },
    );
    app.get(
      '/campaigns/players/:player_id/unusedCampaigns',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.playerIdParams,
          querystring: c.unusedCampaignsQuery,
          response: { 200: c.unusedCampaignsResponse, ...refusals },
        },
      },
      async (req, reply) => {
        const player = assertOwnPlayer(req, req.params.player_id);
        reply.header('cache-control', 'no-store');
        return bonus.unused(player.id, {
          language: req.query.language,
          isDeposit: req.query.is_deposit,
          visible: req.query.campaign_visible,
        });
      },
    );
    app.post(
      '/campaigns/players/:player_id/codes',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.playerIdParams,
          body: c.saveCodeBody,
          response: { 201: c.playerCampaignResponse, ...refusals },
        },
      },
      async (req, reply) => {
        const player = assertOwnPlayer(req, req.params.player_id);
        const data = await bonus.saveCode(player.id, req.body.code, req.body.language);
        return reply.status(201).send({ data });
      },
    );
    app.post(
      '/campaigns/:campaign_id/players/:player_id/claim',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.claimParams,
          body: c.claimBody.nullish(),
          response: { 201: c.playerCampaignResponse, ...refusals },
        },
      },
      async (req, reply) => {
        const player = assertOwnPlayer(req, req.params.player_id);
        const data = await bonus.claimPromotion(
          player.id,
          req.params.campaign_id,
          req.body?.language ?? 'en',
        );
        return reply.status(201).send({ data });
      },
    );
    app.delete(
      '/campaigns/players/:id',
      {
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.playerCampaignParams,
          response: { 200: c.playerCampaignResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await bonus.forfeit(currentPlayer(req).id, req.params.id),
      }),
    );
  };

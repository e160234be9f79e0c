/**
 * The casino catalog for staff (`/staff/v1/casino/*`): read by admin, content and marketing,
 * changed by admin and content; every change audited (before/after) and visible in the public
 * catalog at once. Registered under the `/staff/v1` prefix.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff-casino';
import { requireStaff, staffOf } from '../../staff/auth.ts';
import type { StaffService } from '../../staff/service.ts';
import { createCasinoStaff, type CasinoStaffDeps } from './service.ts';

const security = [{ staff: [] }];
const tags = ['staff', 'casino'];
const refusals = { 404: errorBody, 422: validationErrorBody };

export const casinoStaffRoutes =
  (deps: CasinoStaffDeps & { staff: StaffService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff } = deps;
    const service = createCasinoStaff(deps);
    const read = { onRequest: requireStaff(staff, ['admin', 'content', 'marketing']) };
    const write = { onRequest: requireStaff(staff, ['admin', 'content']) };

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

    // ------------------------------------------------------------ providers

    app.get(
      '/casino/providers',
      {
        ...read,
        schema: { tags, security, response: { 200: c.staffProvidersResponse } },
      },
      async () => ({ data: await service.listProviders() }),
    );

    app.patch(
      '/casino/providers/:id',
      {
        ...write,
        schema: {
          tags,
          security,
          params: c.staffCasinoIdParams,
          body: c.staffProviderUpdateBody,
          response: { 200: c.staffProviderResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await service.updateProvider(req.params.id, req.body);
        await audit(
          req,
          'casino.provider_updated',
          { type: 'provider', id: after.id },
          {
            before,
            after,
          },
        );
        return { data: after };
      },
    );

    // ------------------------------------------------------------ games

    app.get(
      '/casino/games',
      {
        ...read,
        schema: {
          tags,
          security,
          querystring: c.staffGamesQuery,
          response: { 200: c.staffGamesResponse, 422: validationErrorBody },
        },
      },
      async (req) => service.listGames(req.query),
    );

    app.get(
      '/casino/games/:id',
      {
        ...read,
        schema: {
          tags,
          security,
          params: c.staffCasinoIdParams,
          response: { 200: c.staffGameResponse, ...refusals },
        },
      },
      async (req) => ({ data: await service.gameById(req.params.id) }),
    );

    app.patch(
      '/casino/games/:id',
      {
        ...write,
        schema: {
          tags,
          security,
          params: c.staffCasinoIdParams,
          body: c.staffGameUpdateBody,
          response: { 200: c.staffGameResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await service.updateGame(req.params.id, req.body);
        await audit(req, 'casino.game_updated', { type: 'game', id: after.id }, { before, after });
        return { data: after };
      },
    );

    app.put(
      '/casino/games/:id/sections',
      {
        ...write,
        schema: {
          tags,
          security,
          params: c.staffCasinoIdParams,
          body: c.staffGameSectionsBody,
          response: { 200: c.staffGameResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await service.setGameSections(
          req.params.id,
          req.body.section_ids,
        );
        await audit(
          req,
          'casino.game_sections_updated',
          { type: 'game', id: after.id },
          {
            before: { section_ids: before.section_ids },
            after: { section_ids: after.section_ids },
          },
        );
        return { data: after };
      },
    );

    // ------------------------------------------------------------ sections

    app.get(
      '/casino/sections',
      { ...read, schema: { tags, security, response: { 200: c.staffSectionsResponse } } },
      async () => ({ data: await service.listSections() }),
    );

    app.post(
      '/casino/sections',
      {
        ...write,
        schema: {
          tags,
          security,
          body: c.staffSectionCreateBody,
          response: { 201: c.staffSectionResponse, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const created = await service.createSection(req.body);
        await audit(
          req,
          'casino.section_created',
          { type: 'section', id: created.id },
          {
            before: null,
            after: created,
          },
        );
        return reply.code(201).send({ data: created });
      },
    );

    app.patch(
      '/casino/sections/:id',
      {
        ...write,
        schema: {
          tags,
          security,
          params: c.staffCasinoIdParams,
          body: c.staffSectionUpdateBody,
          response: { 200: c.staffSectionResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await service.updateSection(req.params.id, req.body);
        await audit(
          req,
          'casino.section_updated',
          { type: 'section', id: after.id },
          {
            before,
            after,
          },
        );
        return { data: after };
      },
    );

    app.get(
      '/casino/sections/:id/order',
      {
        ...read,
        schema: {
          tags,
          security,
          params: c.staffCasinoIdParams,
          response: { 200: c.staffSectionOrderResponse, ...refusals },
        },
      },
      async (req) => ({
        data: { section_id: req.params.id, game_ids: await service.sectionOrder(req.params.id) },
      }),
    );

    app.put(
      '/casino/sections/:id/order',
      {
        ...write,
        schema: {
          tags,
          security,
          description:
            'Every game of the section in the new order (exactly the section’s games), ' +
            'written atomically as the section’s own ranks (the global order is untouched).',
          params: c.staffCasinoIdParams,
          body: c.staffSectionOrderBody,
          response: { 200: c.staffSectionOrderResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await service.setSectionOrder(req.params.id, req.body.game_ids);
        await audit(
          req,
          'casino.section_ordered',
          { type: 'section', id: req.params.id },
          {
            before: { game_ids: before },
            after: { game_ids: after },
          },
        );
        return { data: { section_id: req.params.id, game_ids: after } };
      },
    );

    // ------------------------------------------------------------ studio games

    app.get(
      '/casino/studio-games',
      {
        ...read,
        schema: {
          tags,
          security,
          querystring: c.staffStudioGamesQuery,
          response: { 200: c.staffStudioGamesResponse, 422: validationErrorBody },
        },
      },
      async (req) => ({ data: await service.studioGames(req.query) }),
    );

    app.patch(
      '/casino/studio-games/:id',
      {
        ...write,
        schema: {
          tags,
          security,
          description:
            'Enable or disable a studio game, or change its bet limits (`editable_settings` ' +
            'only). The RTP is the game’s math: read-only.',
          params: c.staffCasinoIdParams,
          body: c.staffStudioGameUpdateBody,
          response: { 200: c.staffStudioGameResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await service.updateStudioGame(req.params.id, req.body);
        await audit(
          req,
          'casino.studio_game_updated',
          { type: 'game', id: after.id },
          {
            before,
            after: { is_enabled: after.is_enabled, settings: after.settings },
          },
        );
        return { data: after };
      },
    );
  };

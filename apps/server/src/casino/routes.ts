import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/casino';
import type { CasinoService } from './service.ts';

export const casinoRoutes =
  (casino: CasinoService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/casino/games',
      {
        schema: {
          tags: ['casino'],
          querystring: c.getGamesQuery,
          response: { 200: c.getGamesResponse },
        },
      },
      async (req) => casino.listGames(req.query),
    );
    app.get(
      '/casino/sections',
      {
        schema: {
          tags: ['casino'],
          querystring: c.getSectionsQuery,
          response: { 200: c.getSectionsResponse },
        },
      },
      async (req) => ({ data: await casino.listSections(req.query.prefix) }),
    );
    app.get(
      '/casino/providers',
      {
        schema: {
          tags: ['casino'],
          querystring: c.getProvidersQuery,
          response: { 200: c.getProvidersResponse },
        },
      },
      async (req) => ({ data: await casino.listProviders(req.query.is_visible) }),
    );
    app.get(
      '/casino/sections/:id/providers',
      {
        schema: {
          tags: ['casino'],
          params: c.sectionParams,
          response: { 200: c.getProvidersResponse },
        },
      },
      async (req) => ({ data: await casino.listSectionProviders(req.params.id) }),
    );
    app.get(
      '/static/casinoGames/:gameId',
      {
        schema: {
          tags: ['casino'],
          params: c.gameDetailParams,
          querystring: c.gameDetailQuery,
          response: { 200: c.getGameDetailResponse },
        },
      },
      async (req) => ({
        data: await casino.gameDetail(req.params.gameId, req.query.provider_id),
      }),
    );
  };

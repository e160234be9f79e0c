import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/cms';
import type { CmsService } from './service.ts';

export const cmsRoutes =
  (cms: CmsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cms/pages/:id',
      {
        schema: {
          tags: ['cms'],
          params: c.pageParams,
          querystring: c.pageQuery,
          response: { 200: c.getPageResponse },
        },
      },
      async (req) => ({ data: await cms.page(req.skinId, req.params.id, req.query.language) }),
    );
    app.get(
      '/cms/pages',
      {
        schema: {
          tags: ['cms'],
          querystring: c.listPagesQuery,
          response: { 200: c.listPagesResponse },
        },
      },
      async (req) => ({
        data: await cms.pages(
          req.skinId,
          req.query.type,
          req.query.campaign_visible,
          req.query.language,
        ),
      }),
    );
    app.get(
      '/cms/banners',
      {
        schema: {
          tags: ['cms'],
          querystring: c.bannersQuery,
          response: { 200: c.getBannersResponse },
        },
      },
      async (req) => ({ data: await cms.banners(req.query.language, req.query.tag) }),
    );
    app.get(
      '/cms/translation/languages',
      { schema: { tags: ['cms'], response: { 200: c.languagesResponse } } },
      async () => ({ data: await cms.languages() }),
    );
    app.get(
      '/cms/translation/:group',
      {
        schema: {
          tags: ['cms'],
          params: c.translationParams,
          querystring: c.translationQuery,
          response: { 200: c.translationResponse },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'public, max-age=60');
        return { data: await cms.translations(req.params.group, req.query.language) };
      },
    );
  };

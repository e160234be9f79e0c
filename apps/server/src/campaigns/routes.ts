import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@croupier/contract/campaigns';
import type { CampaignService } from './service.ts';
import { pageMeta } from '../lib/paging.ts';

export const campaignRoutes =
  (campaigns: CampaignService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/campaigns',
      {
        schema: {
          tags: ['campaigns'],
          querystring: c.listCampaignsQuery,
          response: { 200: c.listCampaignsResponse },
        },
      },
      async (req) => {
        const q = req.query;
        const paged = !q.all;
        const { data, total } = await campaigns.list(req.skinId, {
          language: q.filters.language,
          actions: q.filters.actions,
          currencyId: q.filters.currency_id,
          countries: q.filters.countries,
          isPublic: q.filters.is_public,
          page: paged ? { page: q.page, perPage: q.per_page } : undefined,
        });
        if (!paged) return { data };
        return {
          data,
          meta: pageMeta(q.page, q.per_page, total),
        };
      },
    );
    app.get(
      '/campaigns/:code',
      {
        schema: {
          tags: ['campaigns'],
          params: c.campaignCodeParams,
          querystring: c.campaignCodeQuery,
          response: { 200: c.campaignCodeResponse },
        },
      },
      async (req) => ({
        data: await campaigns.checkCode(req.skinId, req.params.code, {
          language: req.query.language,
          currencyId: req.query.currency_id,
          country: req.query.country,
        }),
      }),
    );
  };

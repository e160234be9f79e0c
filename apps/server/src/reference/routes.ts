import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesResponse, currenciesResponse, geoResponse } from '@croupier/contract/skin';
import { lookupCountry } from '../geo/lookup.ts';
import type { ReferenceService } from './service.ts';

export const referenceRoutes =
  (reference: ReferenceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/static/countries',
      { schema: { tags: ['reference'], response: { 200: countriesResponse } } },
      async () => ({ data: await reference.countries() }),
    );
    app.get(
      '/static/currencies',
      { schema: { tags: ['reference'], response: { 200: currenciesResponse } } },
      async () => ({ data: await reference.currencies() }),
    );
    app.get(
      '/geo/ip',
      { schema: { tags: ['reference'], response: { 200: geoResponse } } },
      async (req) => ({ data: lookupCountry(req.ip) }),
    );
  };

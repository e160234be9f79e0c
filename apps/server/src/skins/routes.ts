import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skinSettingsResponse } from '@croupier/contract/skin';
import { maintenanceResponse } from '@croupier/contract/cms';
import type { SkinService } from './service.ts';

export const skinRoutes =
  (skins: SkinService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/skin/settings',
      { schema: { tags: ['skin'], response: { 200: skinSettingsResponse } } },
      async (req) => ({ data: await skins.settings(req.skinId) }),
    );
    app.post(
      '/cms/skin-in-maintenance',
      { schema: { tags: ['cms'], response: { 200: maintenanceResponse } } },
      async (req) => ({ data: { in_maintenance: await skins.inMaintenance(req.skinId) } }),
    );
  };

/**
 * Composition of the messages domain: the inbox and sending service, its routes (player, platform,
 * staff) and the contact form. Other domains send through `service.sendSystemMessage`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Realtime } from '../realtime/port.ts';
import type { StaffService } from '../staff/service.ts';
import { DEV_PLATFORM_API_TOKEN } from './platform-auth.ts';
import { platformMessageRoutes } from './platform-routes.ts';
import { messageRoutes, type MessageRoutesDeps } from './routes.ts';
import { createMessagesService, type MessagesService } from './service.ts';
import { staffMessageRoutes } from './staff-routes.ts';

export interface MessagesPluginDeps {
  db: Db;
  env: Pick<Env, 'NODE_ENV' | 'PLATFORM_API_TOKEN'>;
  now: () => Date;
  realtime: Realtime;
  staff: StaffService;
  log?: FastifyBaseLogger;
}

export function createMessages(deps: MessagesPluginDeps): {
  service: MessagesService;
  /** The inbox and the contact form: register inside the skin-authorised /v1 scope. */
  v1Routes: (routeDeps: MessageRoutesDeps) => FastifyPluginAsyncZod;
  /** The platform's sending calls: register with prefix /v1 outside the skin scope. */
  platformRoutes: FastifyPluginAsyncZod;
  /** The staff twin: register inside the /staff/v1 routes. */
  staffRoutes: FastifyPluginAsyncZod;
} {
  const service = createMessagesService({
    db: deps.db,
    now: deps.now,
    realtime: deps.realtime,
    audit: (entry) => deps.staff.audit(entry),
    log: deps.log,
  });
  // The development default is public: in production it admits nobody (and says so).
  let token: string | null = deps.env.PLATFORM_API_TOKEN;
  if (deps.env.NODE_ENV === 'production' && token === DEV_PLATFORM_API_TOKEN) {
    token = null;
    deps.log?.warn('PLATFORM_API_TOKEN is not set: the platform message calls admit nobody');
  }
  return {
    service,
    v1Routes: (routeDeps) => messageRoutes(service, routeDeps),
    platformRoutes: platformMessageRoutes(service, token),
    staffRoutes: staffMessageRoutes(deps.staff, service),
  };
}
export type Messages = ReturnType<typeof createMessages>;

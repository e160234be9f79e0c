/**
 * The frame's virtual-sports API under `/studio/v1/virtual/*`, on the studio's frame session
 * (`studio-session` header, the same check as every studio call).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '@croupier/contract/common';
import { virtualBetBody } from '@croupier/contract/virtual-sports';
import { registerStudioErrors } from '../studio/errors.ts';
import type { FrameSession } from '../studio/service.ts';
import type { VirtualSportsService } from './service.ts';

const tags = ['studio'];

const sessionHeader = (req: FastifyRequest): string | undefined => {
  const v = req.headers['studio-session'];
  return typeof v === 'string' ? v : undefined;
};

export type Authenticate = (token: string | undefined, activity: boolean) => Promise<FrameSession>;

export const virtualSportsRoutes =
  (service: VirtualSportsService, authenticate: Authenticate): FastifyPluginAsyncZod =>
  async (app) => {
    registerStudioErrors(app);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.get('/studio/v1/virtual/events', { schema: { tags, hide: true } }, async (req) => {
      const fs = await authenticate(sessionHeader(req), false);
      const [data, balance] = await Promise.all([service.upcoming(fs), service.balance(fs)]);
      return { data: { ...data, balance } };
    });
    app.get(
      '/studio/v1/virtual/events/:id',
      { schema: { tags, hide: true, params: z.object({ id: idField() }) } },
      async (req) => {
        const fs = await authenticate(sessionHeader(req), false);
        return { data: await service.event(fs, req.params.id) };
      },
    );
    app.get('/studio/v1/virtual/results', { schema: { tags, hide: true } }, async (req) => {
      const fs = await authenticate(sessionHeader(req), false);
      return { data: await service.results(fs) };
    });
    app.get('/studio/v1/virtual/bets', { schema: { tags, hide: true } }, async (req) => {
      const fs = await authenticate(sessionHeader(req), false);
      const [bets, balance] = await Promise.all([service.myBets(fs), service.balance(fs)]);
      return { data: { bets, balance } };
    });
    app.post(
      '/studio/v1/virtual/bets',
      { schema: { tags, hide: true, body: virtualBetBody } },
      async (req) => {
        const fs = await authenticate(sessionHeader(req), true);
        return { data: await service.placeBet(fs, req.body) };
      },
    );
  };

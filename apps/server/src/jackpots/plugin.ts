/**
 * Composition of the jackpots domain: `GET /v1/casino/jackpots` (public, the ticker's first
 * paint), `GET /staff/v1/jackpots` (admin, finance: jackpots and their cycles, read-only) and the
 * live ticker on this node's sockets.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import { ERROR_KEYS } from '@croupier/contract/errors';
import {
  jackpotsQuery,
  jackpotsResponse,
  staffJackpotBody,
  staffJackpotCreated,
  staffJackpotsResponse,
} from '@croupier/contract/jackpots';
import type { Db } from '../db/client.ts';
import { HttpError, validationFailed } from '../lib/errors.ts';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import { createJackpotService, type LocalSockets } from './service.ts';

export interface JackpotsDeps {
  db: Db;
  now: () => Date;
  staff: StaffService;
  sockets?: LocalSockets;
  log?: FastifyBaseLogger;
  tickMs?: number;
}

export function createJackpots(deps: JackpotsDeps) {
  const service = createJackpotService(deps);

  const v1Routes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/casino/jackpots',
      {
        schema: {
          tags: ['casino'],
          description:
            'The progressive jackpots: current pot, the share of each qualifying stake (rate_bp, ' +
            'part of the game RTP), the games, the current cycle`s commitment to its hidden drop ' +
            'point and the last drop with what proves it (sha256 of "<drop_at>:<salt>" equals its ' +
            'commitment). Live updates: the socket event `jackpot`.',
          querystring: jackpotsQuery,
          response: { 200: jackpotsResponse, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'public, max-age=1');
        const data = await service.list({
          ...(req.query.game_id !== undefined ? { gameId: req.query.game_id } : {}),
          ...(req.query.currency !== undefined ? { currency: req.query.currency } : {}),
        });
        return { data };
      },
    );
  };

  const staffRoutes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/jackpots',
      {
        onRequest: requireStaff(deps.staff, ['admin', 'finance']),
        schema: {
          tags: ['staff', 'jackpots'],
          security: [{ staff: [] }],
          description:
            'Every jackpot with its newest 20 cycles (an open cycle`s drop point stays hidden).',
          response: { 200: staffJackpotsResponse },
        },
      },
      async () => ({ data: await service.staffList() }),
    );

    app.post(
      '/jackpots',
      {
        onRequest: requireStaff(deps.staff, ['admin']),
        schema: {
          tags: ['staff', 'jackpots'],
          security: [{ staff: [] }],
          description:
            'A new jackpot (admin; audited) on the given games in one currency: its first cycle ' +
            'starts at once with a drop point drawn and committed. 409 `jackpot_exists` when the ' +
            'slug is taken in that currency.',
          body: staffJackpotBody,
          response: { 201: staffJackpotCreated, 409: errorBody, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const b = req.body;
        if (b.must_drop_by <= b.seed) throw validationFailed('must_drop_by', ERROR_KEYS.invalid);
        const created = await service.create({
          slug: b.slug,
          name: b.name,
          groupName: b.group_name,
          currency: b.currency,
          rateBp: b.rate_bp,
          seedAmount: b.seed,
          mustDropBy: b.must_drop_by,
          gameIds: [...new Set(b.game_ids)],
        });
        if (created === 'currency') throw validationFailed('currency', ERROR_KEYS.invalid);
        if (created === 'games') throw validationFailed('game_ids', ERROR_KEYS.invalid);
        if (created === 'exists') throw new HttpError(409, 'jackpot_exists');
        await deps.staff.audit({
          staffId: staffOf(req).staff.id,
          action: 'jackpot.created',
          targetType: 'jackpot',
          targetId: created,
          details: { ...b },
          ip: req.ip,
        });
        return reply.code(201).send({ data: { id: created } });
      },
    );
  };

  return { service, v1Routes, staffRoutes };
}

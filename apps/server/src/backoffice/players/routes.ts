/**
 * The back office's Players screens under `/staff/v1` (contract: @croupier/contract/staff-players).
 * Viewing: admin, support, finance, compliance, marketing (personal data masked); reveal and the
 * actions by the roles of the matrix; the conversation (messages) by those who send
 * messages (admin, support); the player's credentials (password reset link, two-factor reset) by
 * admin and support. Every action and reveal is audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from '@croupier/contract/constants';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff-players';
import { requireStaff, staffOf } from '../../staff/auth.ts';
import { createStaffPlayersService, type StaffPlayersDeps } from './service.ts';
import { pageMeta } from '../../lib/paging.ts';

const STAFF_SECURITY = [{ staff: [] }];
const VIEW: StaffRole[] = ['admin', 'support', 'finance', 'compliance', 'marketing'];
const refusals = { 404: errorBody, 409: errorBody, 422: validationErrorBody };

const meta = (q: { page: number; per_page: number }, total: number) =>
  pageMeta(q.page, q.per_page, total);

export const staffPlayerRoutes =
  (deps: StaffPlayersDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createStaffPlayersService(deps);
    const view = requireStaff(deps.staff, VIEW);
    const personal = requireStaff(deps.staff, ['admin', 'support', 'compliance']);
    // Those who reset a player's credentials: the password's reset link, the two-factor reset.
    const resetter = requireStaff(deps.staff, ['admin', 'support']);
    const oversight = requireStaff(deps.staff, ['admin', 'compliance']);
    // Those who send messages (POST .../messages of the messages domain) read the conversation.
    const messenger = requireStaff(deps.staff, ['admin', 'support']);
    const schema = { tags: ['staff'], security: STAFF_SECURITY };

    app.get(
      '/players',
      {
        onRequest: view,
        schema: {
          ...schema,
          querystring: c.staffPlayerListQuery,
          response: { 200: c.staffPlayerListResponse, 422: validationErrorBody },
        },
      },
      async (req) => {
        const { data, total } = await service.search(req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.get(
      '/players/:id',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          response: { 200: c.staffPlayerProfileResponse, ...refusals },
        },
      },
      async (req) => ({ data: await service.profile(req.params.id) }),
    );

    app.get(
      '/players/:id/ledger',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          querystring: c.staffLedgerQuery,
          response: { 200: c.staffLedgerResponse, ...refusals },
        },
      },
      async (req) => {
        const { data, total } = await service.ledger(req.params.id, req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.get(
      '/players/:id/rounds',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          querystring: c.staffRoundsQuery,
          response: { 200: c.staffRoundsResponse, ...refusals },
        },
      },
      async (req) => {
        const { data, total } = await service.rounds(req.params.id, req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.get(
      '/players/:id/rounds/:roundId',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerRoundParams,
          response: { 200: c.staffRoundDetailResponse, ...refusals },
        },
      },
      async (req) => ({ data: await service.round(req.params.id, req.params.roundId) }),
    );

    app.get(
      '/players/:id/payments',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          querystring: c.staffPlayerPaymentsQuery,
          response: { 200: c.staffPlayerPaymentsResponse, ...refusals },
        },
      },
      async (req) => {
        const { data, total } = await service.payments(req.params.id, req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.get(
      '/players/:id/limits/history',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          querystring: c.staffLimitHistoryQuery,
          response: { 200: c.staffLimitHistoryResponse, ...refusals },
        },
      },
      async (req) => {
        const { data, total } = await service.limitHistory(req.params.id, req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.get(
      '/players/:id/sessions',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          querystring: c.staffSessionsQuery,
          response: { 200: c.staffPlayerSessionsResponse, ...refusals },
        },
      },
      async (req) => {
        const { data, total } = await service.sessions(req.params.id, req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.get(
      '/players/:id/notes',
      {
        onRequest: view,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          querystring: c.staffNotesQuery,
          response: { 200: c.staffNotesResponse, ...refusals },
        },
      },
      async (req) => {
        const { data, total } = await service.notes(req.params.id, req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.get(
      '/players/:id/messages',
      {
        onRequest: messenger,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          querystring: c.staffPlayerMessagesQuery,
          response: { 200: c.staffPlayerMessagesResponse, ...refusals },
        },
      },
      async (req) => {
        const { data, total } = await service.messages(req.params.id, req.query);
        return { data, meta: meta(req.query, total) };
      },
    );

    app.post(
      '/players/:id/notes',
      {
        onRequest: personal,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          body: c.staffNoteBody,
          response: { 201: c.staffNoteResponse, ...refusals },
        },
      },
      async (req, reply) =>
        reply.status(201).send({
          data: await service.addNote(staffOf(req), req.params.id, req.body.body, req.ip),
        }),
    );

    app.post(
      '/players/:id/reveal',
      {
        onRequest: personal,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          // No body at all arrives as null: every field.
          body: c.staffRevealBody.nullish(),
          response: { 200: c.staffRevealResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await service.reveal(staffOf(req), req.params.id, req.body?.fields, req.ip),
      }),
    );

    for (const [path, blocked] of [
      ['/players/:id/block', true],
      ['/players/:id/unblock', false],
    ] as const) {
      app.post(
        path,
        {
          onRequest: personal,
          schema: {
            ...schema,
            params: c.staffPlayerParams,
            body: c.staffStatusBody,
            response: { 200: c.staffStatusResponse, ...refusals },
          },
        },
        async (req) => ({
          data: await service.setBlocked(
            staffOf(req),
            req.params.id,
            blocked,
            req.body.reason,
            req.ip,
          ),
        }),
      );
    }

    app.post(
      '/players/:id/sessions/end',
      {
        onRequest: personal,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          response: { 200: c.staffEndSessionsResponse, ...refusals },
        },
      },
      async (req) => ({ data: await service.endSessions(staffOf(req), req.params.id, req.ip) }),
    );

    app.post(
      '/players/:id/password-reset',
      {
        onRequest: resetter,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          response: { 202: c.staffPasswordResetResponse, ...refusals },
        },
      },
      async (req, reply) =>
        reply
          .status(202)
          .send({ data: await service.passwordReset(staffOf(req), req.params.id, req.ip) }),
    );

    app.post(
      '/players/:id/two-factor/reset',
      {
        onRequest: resetter,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          body: c.staffTwoFactorResetBody,
          response: { 200: c.staffTwoFactorResetResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await service.resetTwoFactor(staffOf(req), req.params.id, req.body.reason, req.ip),
      }),
    );

    app.put(
      '/players/:id/test-flag',
      {
        onRequest: oversight,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          body: c.staffTestFlagBody,
          response: { 200: c.staffTestFlagResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await service.setTestFlag(staffOf(req), req.params.id, req.body.is_test, req.ip),
      }),
    );

    app.post(
      '/players/:id/close',
      {
        onRequest: oversight,
        schema: {
          ...schema,
          params: c.staffPlayerParams,
          body: c.staffCloseBody,
          response: { 200: c.staffCloseResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await service.close(staffOf(req), req.params.id, req.body.reason, req.ip),
      }),
    );
  };

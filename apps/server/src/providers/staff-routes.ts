/**
 * Staff review of held wins (`/staff/v1/held-wins`, admin or finance), audited: the list (paged,
 * by status), pay (to the player) and refuse (back to the house; a note is required).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  pageQuery,
  paged,
  pathId,
  safeString,
  validationErrorBody,
} from '@croupier/contract/common';
import { ERROR_KEYS } from '@croupier/contract/errors';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { HeldWins } from './held-wins.ts';

const STAFF_SECURITY = [{ staff: [] }];

const heldWinView = z.object({
  id: z.number().int(),
  player: z.object({ id: z.number().int(), username: z.string() }),
  game: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  provider: z.string(),
  round_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The limit it passed and why: game_max_win | provider_cap. */
  cap: z.number(),
  cap_kind: z.string(),
  status: z.enum(['pending', 'paid', 'refused']),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
  ledger_transaction_id: z.number().int(),
  settlement_transaction_id: z.number().int().nullable(),
  created_at: z.string(),
});

const listQuery = z.object({
  status: z.enum(['pending', 'paid', 'refused'], { error: ERROR_KEYS.invalid }).optional(),
  ...pageQuery,
});
const note = safeString({ error: ERROR_KEYS.invalid })
  .trim()
  .max(1000, { error: ERROR_KEYS.invalid });
const payBody = z.object({ note: note.optional() }).default({});
const refuseBody = z.object({
  note: safeString({ error: ERROR_KEYS.required })
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(1000, { error: ERROR_KEYS.invalid }),
});

export const heldWinsStaffRoutes =
  (staff: StaffService, heldWins: HeldWins): FastifyPluginAsyncZod =>
  async (app) => {
    const finance = requireStaff(staff, ['admin', 'finance']);
    const tags = ['staff', 'providers'];
    const base = { onRequest: finance };
    const decision = {
      200: z.object({ data: heldWinView }),
      404: errorBody,
      409: errorBody,
      422: validationErrorBody,
    };

    app.get(
      '/held-wins',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          querystring: listQuery,
          response: { 200: paged(heldWinView), 422: validationErrorBody },
        },
      },
      async (req) =>
        heldWins.list({
          status: req.query.status,
          page: req.query.page,
          perPage: req.query.per_page,
        }),
    );

    for (const action of ['pay', 'refuse'] as const) {
      app.post(
        `/held-wins/:id/${action}`,
        {
          ...base,
          schema: {
            tags,
            security: STAFF_SECURITY,
            params: z.object({ id: pathId }),
            body: action === 'pay' ? payBody : refuseBody,
            response: decision,
          },
        },
        async (req) => {
          const ctx = staffOf(req);
          const body = req.body as { note?: string };
          const data = await heldWins.review(
            req.params.id,
            action,
            ctx.staff.id,
            body.note ? body.note : null,
          );
          await staff.audit({
            staffId: ctx.staff.id,
            action: action === 'pay' ? 'held_win.paid' : 'held_win.refused',
            targetType: 'player',
            targetId: data.player.id,
            details: {
              held_win_id: data.id,
              amount: data.amount,
              currency: data.currency,
              provider: data.provider,
              round_id: data.round_id,
              settlement_transaction_id: data.settlement_transaction_id,
              note: data.review_note,
            },
            ip: req.ip,
          });
          return { data };
        },
      );
    }
  };

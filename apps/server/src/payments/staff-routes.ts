/**
 * Finance staff on payments (`/staff/v1`, finance or admin role), audited: the pending queue,
 * decisions on deposits and withdrawals, bank statement import and the SEPA payout file.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, pathId, safeString, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/payments';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { PaymentsStaff } from './staff.ts';

const STAFF_SECURITY = [{ staff: [] }];
/** The largest bank statement accepted (bytes; the JSON body around it a little more). */
export const STATEMENT_BODY_LIMIT = 6 * 1024 * 1024;

const staffListQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  status: z.enum(c.TRANSACTION_STATUSES).optional(),
});

const statementBody = z.object({
  format: z.enum(['camt053', 'csv']),
  content: z
    .string()
    .min(1)
    .max(5 * 1024 * 1024),
});

const staffPaymentView = c.transaction.extend({
  player: z.object({ id: z.number().int(), username: z.string(), email: z.string() }),
  reference: z.string().nullable(),
  provider_ref: z.string().nullable(),
  approved_at: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
const staffPaymentResponse = z.object({ data: staffPaymentView });

const statementResponse = z.object({
  data: z.object({
    statement_id: z.number().int(),
    entries: z.number().int(),
    matched: z.number().int(),
    duplicates: z.number().int(),
    unmatched: z.number().int(),
    unmatched_entries: z.array(
      z.object({
        entry_key: z.string(),
        amount: z.number(),
        currency: z.string(),
        variable_symbol: z.string().nullable(),
        remittance: z.string().nullable(),
        debtor_name: z.string().nullable(),
      }),
    ),
  }),
});

const followUp = z.object({
  event_id: z.number().int(),
  payment_id: z.number().int().nullable(),
  player_id: z.number().int().nullable(),
  provider: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  payment_status: z.string().nullable(),
  received_at: z.string(),
});

const sepaBody = z.object({
  currency: safeString().length(3).default('EUR'),
});

/** The skin's bank account the payouts are sent from (pain.001 debtor). */
export interface PayoutDebtor {
  name: string;
  iban: string;
  bic: string;
}

export const paymentsStaffRoutes =
  (staff: StaffService, payments: PaymentsStaff, debtor: PayoutDebtor): FastifyPluginAsyncZod =>
  async (app) => {
    const finance = requireStaff(staff, ['admin', 'finance']);
    const tags = ['staff', 'payments'];
    const base = { onRequest: finance };

    /** Audits a decision on a payment (target: the player; the payment's id, amount, currency). */
    const auditDecision = (
      req: FastifyRequest,
      action: string,
      data: Awaited<ReturnType<PaymentsStaff['depositDecision']>>,
      details: Record<string, unknown>,
    ) =>
      staff.audit({
        staffId: staffOf(req).staff.id,
        action,
        targetType: 'player',
        targetId: data.player.id,
        details: {
          payment_id: data.id,
          amount: data.amount,
          currency: data.currency.code,
          ...details,
        },
        ip: req.ip,
      });
    app.get(
      '/payments',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          querystring: staffListQuery,
          response: { 200: z.object({ data: z.array(staffPaymentView) }) },
        },
      },
      async (req) => ({ data: await payments.list(req.query) }),
    );
    app.post(
      '/payments/:id/deposit',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: z.object({ id: pathId }),
          body: c.staffDepositDecision,
          response: {
            200: staffPaymentResponse,
            404: errorBody,
            409: errorBody,
            422: validationErrorBody,
          },
        },
      },
      async (req) => {
        const ctx = staffOf(req);
        const data = await payments.depositDecision(req.params.id, ctx.staff.id, req.body);
        await auditDecision(
          req,
          req.body.action === 'confirm'
            ? 'payments.deposit_confirmed'
            : 'payments.deposit_declined',
          data,
          { tx_hash: req.body.tx_hash ?? null, reason: req.body.reason ?? null },
        );
        return { data };
      },
    );
    app.post(
      '/payments/:id/withdraw',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: z.object({ id: pathId }),
          body: c.staffWithdrawDecision,
          response: {
            200: staffPaymentResponse,
            404: errorBody,
            409: errorBody,
            422: validationErrorBody,
            502: errorBody,
          },
        },
      },
      async (req) => {
        const ctx = staffOf(req);
        const data = await payments.withdrawDecision(req.params.id, ctx.staff.id, req.body);
        await auditDecision(
          req,
          `payments.withdraw_${req.body.action === 'paid' ? 'paid' : req.body.action === 'approve' ? 'approved' : 'declined'}`,
          data,
          { reason: req.body.reason ?? null },
        );
        return { data };
      },
    );
    app.post(
      '/payments/statements',
      {
        ...base,
        bodyLimit: STATEMENT_BODY_LIMIT,
        schema: {
          tags,
          security: STAFF_SECURITY,
          body: statementBody,
          response: { 200: statementResponse, 422: validationErrorBody },
        },
      },
      async (req) => {
        const ctx = staffOf(req);
        const data = await payments.importStatement(ctx.staff.id, req.body);
        await staff.audit({
          staffId: ctx.staff.id,
          action: 'payments.statement_imported',
          targetType: 'bank_statement',
          targetId: data.statement_id,
          details: {
            format: req.body.format,
            entries: data.entries,
            matched: data.matched,
            duplicates: data.duplicates,
            unmatched: data.unmatched,
          },
          ip: req.ip,
        });
        return { data };
      },
    );
    app.get(
      '/payments/follow-ups',
      {
        ...base,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            'Gateway approvals that arrived for a payment already closed (reverted or declined): ' +
            'money moved at the gateway, staff refund or settle it. Oldest first.',
          response: { 200: z.object({ data: z.array(followUp) }) },
        },
      },
      async () => ({ data: await payments.followUps() }),
    );
    app.get(
      '/payments/statements/unmatched',
      { ...base, schema: { tags, security: STAFF_SECURITY } },
      async () => ({ data: await payments.unmatched() }),
    );
    app.post(
      '/payments/payouts/sepa',
      { ...base, schema: { tags, security: STAFF_SECURITY, body: sepaBody.optional() } },
      async (req, reply) => {
        const ctx = staffOf(req);
        const currency = req.body?.currency ?? 'EUR';
        const file = await payments.sepaExport(ctx.staff.id, currency, debtor);
        if (!file) return reply.status(404).send({ message: 'no_payouts' });
        await staff.audit({
          staffId: ctx.staff.id,
          action: 'payments.sepa_exported',
          targetType: 'payout_batch',
          targetId: file.messageId,
          details: { currency, count: file.count },
          ip: req.ip,
        });
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.messageId}.xml"`)
          .send(file.xml);
      },
    );
  };

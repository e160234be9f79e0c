/**
 * Operator reports (`/staff/v1/reports/*`), as JSON or as a CSV / XLSX file (`format`). Roles:
 * ggr and payments admin, finance; bonus admin, finance, marketing; players admin, finance,
 * compliance. Registered under the `/staff/v1` prefix.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff-reports';
import type { Db } from '../../db/client.ts';
import { requireStaff } from '../../staff/auth.ts';
import type { StaffService } from '../../staff/service.ts';
import { CONTENT_TYPES, disposition, toCsv, toXlsx, type Column, type Table } from './export.ts';
import { createStaffReports } from './service.ts';

const security = [{ staff: [] }];
const tags = ['staff', 'reports'];
const FILE_NOTE =
  ' `format=csv` answers text/csv, `format=xlsx` an XLSX workbook (attachment), `json` the data.';

const cols = (...list: [string, string][]): Column[] =>
  list.map(([key, header]) => ({ key, header }));

const GGR_MONEY = cols(
  ['currency', 'Currency'],
  ['bets', 'Bets'],
  ['rollbacks', 'Rollbacks'],
  ['wins', 'Wins'],
  ['ggr', 'GGR'],
  ['bonus_bets', 'Bonus bets'],
  ['bonus_wins', 'Bonus wins'],
  ['bonus_cost', 'Bonus cost'],
  ['ngr', 'NGR'],
  ['bets_count', 'Bets count'],
  ['players', 'Players'],
);

async function send(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  table: Table,
): Promise<FastifyReply> {
  const body = format === 'csv' ? toCsv(table) : await toXlsx(table);
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', disposition(table.name, format))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

export const reportsStaffRoutes =
  (deps: { db: Db; staff: StaffService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff } = deps;
    const reports = createStaffReports(deps);
    const finance = { onRequest: requireStaff(staff, ['admin', 'finance']) };
    const bonusRoles = { onRequest: requireStaff(staff, ['admin', 'finance', 'marketing']) };
    const playerRoles = { onRequest: requireStaff(staff, ['admin', 'finance', 'compliance']) };

    app.get(
      '/reports/ggr',
      {
        ...finance,
        schema: {
          tags,
          security,
          description:
            'GGR = bets − rollbacks − wins (cash); NGR = GGR − bonus cost (bonus conversions ' +
            'to cash), per row and per currency in the totals; test players left out.' +
            FILE_NOTE,
          querystring: c.ggrReportQuery,
          response: { 200: c.ggrReportResponse, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await reports.ggr(req.query);
        if (req.query.format === 'json') return { data };
        const group = req.query.group;
        const head =
          group === 'day'
            ? cols(['key', 'Day'])
            : group === 'game'
              ? cols(['key', 'Game id'], ['label', 'Game'])
              : group === 'provider'
                ? cols(['key', 'Provider id'], ['label', 'Provider'])
                : [];
        return send(reply, req.query.format, {
          name: `ggr-${group}-${data.from}-${data.to}`,
          columns: [...head, ...GGR_MONEY],
          rows: [...data.rows, ...data.totals.map((t) => ({ key: 'Total', label: '', ...t }))],
        });
      },
    );

    app.get(
      '/reports/payments',
      {
        ...finance,
        schema: {
          tags,
          security,
          description:
            'Deposits and withdrawals: count and sum by status, per day or method and ' +
            'currency (by the payment’s creation).' +
            FILE_NOTE,
          querystring: c.paymentsReportQuery,
          response: { 200: c.paymentsReportResponse, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await reports.payments(req.query);
        if (req.query.format === 'json') return { data };
        const head =
          req.query.group === 'day'
            ? cols(['key', 'Day'])
            : cols(['key', 'Method'], ['label', 'Method name']);
        return send(reply, req.query.format, {
          name: `payments-${req.query.group}-${data.from}-${data.to}`,
          columns: [
            ...head,
            ...cols(
              ['currency', 'Currency'],
              ['type', 'Type'],
              ['status', 'Status'],
              ['count', 'Count'],
              ['amount', 'Amount'],
            ),
          ],
          rows: [...data.rows, ...data.totals.map((t) => ({ key: 'Total', label: '', ...t }))],
        });
      },
    );

    app.get(
      '/reports/bonus',
      {
        ...bonusRoles,
        schema: {
          tags,
          security,
          description:
            'Per campaign and currency: granted, bonus credited, converted (cost), removed.' +
            FILE_NOTE,
          querystring: c.bonusReportQuery,
          response: { 200: c.bonusReportResponse, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await reports.bonus(req.query);
        if (req.query.format === 'json') return { data };
        return send(reply, req.query.format, {
          name: `bonus-${data.from}-${data.to}`,
          columns: cols(
            ['campaign_id', 'Campaign id'],
            ['code', 'Code'],
            ['name', 'Name'],
            ['kind', 'Kind'],
            ['currency', 'Currency'],
            ['granted', 'Granted'],
            ['bonus_granted', 'Bonus credited'],
            ['converted_count', 'Converted count'],
            ['converted', 'Converted'],
            ['removed_count', 'Removed count'],
            ['removed', 'Removed'],
            ['cost', 'Cost'],
          ),
          rows: [
            ...data.rows,
            ...data.totals.map((t) => ({ campaign_id: null, code: 'Total', ...t })),
          ],
        });
      },
    );

    app.get(
      '/reports/players',
      {
        ...playerRoles,
        schema: {
          tags,
          security,
          description:
            'Per UTC day: registrations, active players (a bet), depositors, first-time ' +
            'depositors.' +
            FILE_NOTE,
          querystring: c.playersReportQuery,
          response: { 200: c.playersReportResponse, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await reports.players(req.query);
        if (req.query.format === 'json') return { data };
        return send(reply, req.query.format, {
          name: `players-${data.from}-${data.to}`,
          columns: cols(
            ['day', 'Day'],
            ['registrations', 'Registrations'],
            ['active_players', 'Active players'],
            ['depositors', 'Depositors'],
            ['first_time_depositors', 'First-time depositors'],
          ),
          rows: [...data.rows, { day: 'Total', ...data.totals }],
        });
      },
    );
  };

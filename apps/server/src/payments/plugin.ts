/**
 * Composition of payments: the service (rules and state machine), the staff side, the player's
 * routes (/v1), the staff routes (/staff/v1), the gateways' webhooks (root level) and H3's bank
 * files (QR codes, statement readers, pain.001). The gateways' adapters come from the caller
 * (providers/index.ts `createGateways`, or a test's fake).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { StaffService } from '../staff/service.ts';
import { SKIN_BANK_ACCOUNT } from '../seed/payments.ts';
import { parseCamt053 } from './bank/camt053.ts';
import { parseStatementCsv } from './bank/csv.ts';
import { buildPain001 } from './bank/pain001.ts';
import { paymentQr } from './bank/qr.ts';
import type { GatewayAdapter } from './provider.ts';
import { paymentsRoutes } from './routes.ts';
import {
  createPaymentsService,
  type PaymentNotify,
  type PaymentsDeps,
  type PaymentsService,
} from './service.ts';
import { paymentsStaffRoutes } from './staff-routes.ts';
import { createPaymentsStaff, type PaymentsStaff } from './staff.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';

export interface CreatePaymentsDeps {
  db: Db;
  env: Env;
  now: () => Date;
  log?: FastifyBaseLogger;
  limits: PaymentsDeps['limits'];
  compliance?: PaymentsDeps['compliance'];
  kyc?: PaymentsDeps['kyc'];
  /** The bonus engine (deposit codes and grants). */
  bonus?: PaymentsDeps['bonus'];
  adapters?: Partial<Record<string, GatewayAdapter>>;
  bank?: PaymentsDeps['bank'];
  /**
   * Sends the player an in-session message when money changes state outside their own action
   * (deposit credited or declined, withdrawal declined or paid); called after the commit, a
   * failure is logged only.
   */
  notify?: PaymentNotify;
}

export function createPayments(deps: CreatePaymentsDeps): {
  service: PaymentsService;
  staff: PaymentsStaff;
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  staffRoutes: (staff: StaffService) => FastifyPluginAsyncZod;
  /** Root level: POST and GET /webhooks/payments/:provider. */
  webhookRoutes: FastifyPluginAsyncZod;
} {
  const full: PaymentsDeps = {
    ...deps,
    bank: deps.bank ?? { paymentQr, parseCamt053, parseStatementCsv, buildPain001 },
  };
  const service = createPaymentsService(full);
  const staff = createPaymentsStaff(full, service);
  return {
    service,
    staff,
    v1Routes: (playerAuth) => paymentsRoutes(service, playerAuth, deps.env.PAYMENTS_PER_MINUTE),
    staffRoutes: (staffService) =>
      paymentsStaffRoutes(staffService, staff, {
        name: SKIN_BANK_ACCOUNT.holder,
        iban: SKIN_BANK_ACCOUNT.iban,
        bic: SKIN_BANK_ACCOUNT.bic,
      }),
    webhookRoutes: paymentWebhookRoutes(service, { publicUrl: deps.env.PUBLIC_URL }),
  };
}

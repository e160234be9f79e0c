/**
 * Staff balance adjustments: a correction of a player's cash or bonus, booked in the ledger like
 * any other movement (the finance role; admin passes) and written to the audit log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff';
import { decimalToMinor } from '@croupier/contract/wallet';
import { HttpError } from '../lib/errors.ts';
import type { WalletResult } from '../wallet/port.ts';
import type { AdjustInput } from '../wallet/service.ts';
import { toDecimal } from '../wallet/service.ts';
import { requireStaff, staffOf } from './auth.ts';
import type { StaffService } from './service.ts';

/** What adjustments need from the wallet. */
export interface AdjustmentWallet {
  adjust(input: AdjustInput): Promise<WalletResult>;
}

/** A signed decimal string (checked by the contract) -> signed minor units. */
function signedMinor(value: string): number {
  return value.startsWith('-') ? -decimalToMinor(value.slice(1)) : decimalToMinor(value);
}

const STAFF_SECURITY = [{ staff: [] }];

export const adjustmentRoutes =
  (staff: StaffService, wallet: AdjustmentWallet): FastifyPluginAsyncZod =>
  async (app) => {
    const finance = requireStaff(staff, ['admin', 'finance']);

    app.post(
      '/players/:id/adjustments',
      {
        onRequest: finance,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          params: c.playerAdjustmentParams,
          headers: c.playerAdjustmentHeaders,
          body: c.playerAdjustmentBody,
          response: { 200: c.playerAdjustmentResponse, 404: errorBody, 409: errorBody },
        },
      },
      async (req) => {
        const ctx = staffOf(req);
        const amount = signedMinor(req.body.amount);
        const result = await wallet.adjust({
          playerId: req.params.id,
          kind: req.body.kind,
          amount,
          staffId: ctx.staff.id,
          reason: req.body.reason,
          idempotencyKey: req.headers['idempotency-key'],
        });
        if (!result.ok) {
          if (result.code === 'player_not_allowed') throw new HttpError(404, 'player_not_found');
          throw new HttpError(409, result.code);
        }
        const transactionId = result.ledgerTransactionId ?? 0;
        if (!result.duplicate) {
          await staff.audit({
            staffId: ctx.staff.id,
            action: 'player.balance_adjusted',
            targetType: 'player',
            targetId: req.params.id,
            details: {
              kind: req.body.kind,
              amount: toDecimal(amount),
              reason: req.body.reason,
              transaction_id: transactionId,
              balance_after: {
                total: toDecimal(result.balance.cash),
                bonus: toDecimal(result.balance.bonus),
              },
            },
            ip: req.ip,
          });
        }
        const b = result.balance;
        return {
          data: {
            transaction_id: transactionId,
            player_id: req.params.id,
            kind: req.body.kind,
            amount: toDecimal(amount),
            duplicate: result.duplicate,
            balance: {
              currency: b.currency,
              total: toDecimal(b.cash),
              bonus: toDecimal(b.bonus),
              deposited: toDecimal(b.deposited),
              available: toDecimal(b.available),
            },
          },
        };
      },
    );
  };

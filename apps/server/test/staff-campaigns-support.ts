/**
 * Fixtures of the staff campaign and cashback tests: staff calls, campaign bodies, audit entries,
 * rounds. The app and staff tokens are the payments tests' (`paymentsTestFile`).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema.ts';
import * as walletRepo from '../src/wallet/repository.ts';

/** A staff call (`/staff/v1<url>`) with a bearer token; status and parsed body. */
export async function staffCall(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      data?: Record<string, unknown> & { id?: number };
      message?: string;
      errors?: Record<string, string[]>;
      duplicate?: boolean;
    },
  };
}

let codes = 0;
/** A unique campaign code. */
export const newCode = (prefix = 'T') => `${prefix}${process.pid}X${++codes}`;

/** A valid campaign body (no-deposit EUR 10.00, wagering 5) with `overrides`. */
export function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    code: newCode(),
    name: 'Test campaign',
    kind: 'no_deposit',
    action: 1,
    amount_type: 'fixed',
    amount: 10,
    wagering: 5,
    max_bet: 5,
    ...overrides,
  };
}

/** Audit entries of an action, newest first. */
export async function auditEntries(db: Db, action: string, targetId?: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      targetId === undefined
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))),
    )
    .orderBy(desc(auditLog.id));
}

let rounds = 0;
/**
 * One game round through the wallet's own functions: a stake of `bet` (minor units) and, when
 * `win` is given, its win (0 is a loss settled); `refund` rolls the bet back instead.
 */
export async function playRound(
  db: Db,
  playerId: number,
  bet: number,
  outcome: { win?: number; refund?: boolean } = {},
) {
  rounds += 1;
  const call = {
    provider: 'cashback-test',
    playerId,
    roundId: `r-${process.pid}-${rounds}`,
    gameId: null,
  };
  const betId = `b-${process.pid}-${rounds}`;
  const placed = await walletRepo.debit(db, { ...call, transactionId: betId, amount: bet });
  expect(placed.ok).toBe(true);
  if (outcome.refund) {
    const back = await walletRepo.rollback(db, {
      ...call,
      transactionId: `rb-${process.pid}-${rounds}`,
      betTransactionId: betId,
    });
    expect(back.ok).toBe(true);
    return;
  }
  const paid = await walletRepo.credit(db, {
    ...call,
    transactionId: `w-${process.pid}-${rounds}`,
    amount: outcome.win ?? 0,
    betTransactionId: betId,
    closeRound: true,
  });
  expect(paid.ok).toBe(true);
}

/** A cashback campaign of `percent` % capped at `maxEur` (EUR), created by marketing staff. */
export async function cashbackCampaign(
  app: FastifyInstance,
  marketingToken: string,
  percent: number,
  maxEur: number | null,
  extra: Record<string, unknown> = {},
) {
  const res = await staffCall(
    app,
    marketingToken,
    'POST',
    '/campaigns',
    campaignBody({
      kind: 'cashback',
      amount_type: 'percent',
      amount: percent,
      max_amount: maxEur,
      wagering: 1,
      max_bet: null,
      ...extra,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number };
}

/** Fixtures of the staff campaign and cashback tests: the app, staff tokens, calls, players. */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StaffRole } from '@croupier/contract/constants';
import type { Db } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema.ts';
import * as walletRepo from '../src/wallet/repository.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';

/** The file's app (built before its tests, closed after) and one staff member a role. */
export function campaignsTestFile<R extends StaffRole>(tag: string, roles: readonly R[]) {
  let built: TestApp | undefined;
  const ready = () => {
    if (!built) throw new Error('the app is built in beforeAll');
    return built;
  };
  const t: TestApp = {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get clock() {
      return ready().clock;
    },
    close: () => ready().close(),
  };
  const staff = {} as Record<R, string>;
  beforeAll(async () => {
    built = await buildTestApp();
    Object.assign(staff, await staffTokens(built, tag, roles));
  });
  afterAll(async () => built?.close());
  return { t, staff };
}

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

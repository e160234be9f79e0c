/**
 * Fixtures of the safer-gambling tests: real rows made through the real services (deposits and
 * withdrawals through the payments API with the fake gateway, bets through the wallet's
 * functions, limit requests through the limits API), then placed in time. The ledger and the
 * payments stamp rows with the database's clock, so a row meant for an earlier moment is moved
 * there after it was made (its created_at only; nothing else about it changes).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createSaferService } from '../src/safer/service.ts';
import { call } from './accounts-support.ts';
import { cardDeposit } from './bonus-support.ts';
import { cancelPayment, gatewayApproval, idOf, pay, webhook } from './payments-support.ts';
import { playRound } from './staff-campaigns-support.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A safer service on the test's database with the test's clock. */
export const saferOf = (db: Db, clock: { now: Date }) =>
  createSaferService({ db, now: () => clock.now });

/** The largest ledger transaction id of a player (0: none). */
export async function lastLedgerId(db: Db, playerId: number): Promise<number> {
  const [r] = await rows<{ id: unknown }>(
    db,
    sql`select coalesce(max(id), 0) as id from ledger_transactions where player_id = ${playerId}`,
  );
  return Number(r?.id ?? 0);
}

/** A real-money round (bet and its win, 0: lost) placed at `at` (bet and win both). */
export async function roundAt(db: Db, playerId: number, at: Date, bet = 100, win = 0) {
  const before = await lastLedgerId(db, playerId);
  await playRound(db, playerId, bet, { win });
  await db.execute(
    sql`update ledger_transactions set created_at = ${at.toISOString()}::timestamptz
      where player_id = ${playerId} and id > ${before}`,
  );
  const [bet0] = await rows<{ id: unknown }>(
    db,
    sql`select min(id) as id from ledger_transactions
      where player_id = ${playerId} and id > ${before} and operation = 'bet'`,
  );
  return Number(bet0?.id);
}

/** A card deposit of `eur` approved by the fake gateway: its payment id. */
export async function deposit(
  app: FastifyInstance,
  clock: { now: Date },
  userToken: string,
  eur = 10,
) {
  const { id, res } = await cardDeposit(app, clock, userToken, eur);
  if (id === null) throw new Error(`deposit refused: ${JSON.stringify(res.body)}`);
  return id;
}

/** A card deposit the gateway declines: its payment id. */
export async function declinedDeposit(
  app: FastifyInstance,
  clock: { now: Date },
  userToken: string,
  eur = 10,
) {
  const res = await pay(app, userToken, 'deposit', { amount: eur, payment_method_id: 1 });
  expect(res.status).toBe(200);
  const id = idOf(res);
  const done = await webhook(
    app,
    gatewayApproval(clock, id, { outcome: 'declined', amount: eur * 100, reason: 'card_declined' }),
  );
  expect(done.body.status).toBe('applied');
  return id;
}

/** A bank withdrawal of `eur` the player then cancels: its payment id. */
export async function cancelledWithdrawal(app: FastifyInstance, userToken: string, eur = 50) {
  const res = await pay(app, userToken, 'withdraw', {
    amount: eur,
    payment_method_id: 999,
    iban: 'DE89370400440532013000',
  });
  expect(res.status).toBe(200);
  const id = idOf(res);
  const cancel = await cancelPayment(app, userToken, 'bank', id);
  expect(cancel.status).toBe(200);
  return id;
}

/** Moves payments to `at` (created_at). */
export async function movePayments(db: Db, ids: number[], at: Date) {
  for (const id of ids) {
    await db.execute(
      sql`update payments set created_at = ${at.toISOString()}::timestamptz where id = ${id}`,
    );
  }
}

/** `PUT /v1/me` with limits (EUR strings; '' removes one). */
export async function putLimits(
  app: FastifyInstance,
  userToken: string,
  limits: Record<string, string>,
) {
  const res = await call(app, 'PUT', '/v1/me', { limits }, { userToken });
  expect(res.status).toBe(200);
}

/** The ids of a player's limit requests that raise or remove a limit. */
export async function increaseRequests(db: Db, playerId: number): Promise<number[]> {
  const found = await rows<{ id: unknown }>(
    db,
    sql`select id from limit_requests where player_id = ${playerId}
      and direction in ('increase', 'removal') order by id`,
  );
  return found.map((r) => Number(r.id));
}

/**
 * Data access of payments: methods and their limits, payments (conditional status updates: a
 * status moves only from the states it may move from, so a duplicate or concurrent callback
 * moves money once), the webhook journal, payout accounts, bank statements and payout batches.
 */
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { currencies, players } from '../db/schema.ts';
import {
  bankStatementEntries,
  bankStatements,
  paymentEvents,
  paymentMethodLimits,
  paymentMethods,
  payments,
  payoutAccounts,
  payoutBatches,
} from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type MethodRow = typeof paymentMethods.$inferSelect;
export type LimitRow = typeof paymentMethodLimits.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// ---------------------------------------------------------------- players

export async function findPlayer(db: Executor, playerId: number) {
  const [row] = await db
    .select({
      id: players.id,
      skinId: players.skinId,
      username: players.username,
      email: players.email,
      firstname: players.firstname,
      lastname: players.lastname,
      status: players.status,
      statusExpiresAt: players.statusExpiresAt,
      isVerified: players.isVerified,
      country: players.country,
      language: players.language,
      currencyId: players.currencyId,
      currency: currencies.code,
      symbol: currencies.symbol,
      minorUnits: currencies.minorUnits,
    })
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(eq(players.id, playerId))
    .limit(1);
  return row ?? null;
}
export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

export async function findCurrency(db: Executor, id: number) {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id)).limit(1);
  return row ?? null;
}

export async function findCurrencyByCode(db: Executor, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- methods

/** The enabled methods of a skin with their limits in a currency (no limit row: not offered). */
export async function listMethods(
  db: Executor,
  skinId: number,
  currencyId: number,
): Promise<{ method: MethodRow; limit: LimitRow }[]> {
  return db
    .select({ method: paymentMethods, limit: paymentMethodLimits })
    .from(paymentMethods)
    .innerJoin(
      paymentMethodLimits,
      and(
        eq(paymentMethodLimits.paymentMethodId, paymentMethods.id),
        eq(paymentMethodLimits.currencyId, currencyId),
      ),
    )
    .where(and(eq(paymentMethods.skinId, skinId), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.methodId));
}

// ---------------------------------------------------------------- payments

export async function insertPayment(db: Executor, row: NewPayment): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  if (!created) throw new Error('payment not inserted');
  return created;
}

export async function findPayment(db: Executor, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * A payment locked for update (the row only, not its currency) with its currency's code and
 * minor units, in one statement: what a gateway's callback checks and tells the player.
 */
export async function lockPaymentWithCurrency(db: Executor, id: number) {
  const [row] = await db
    .select({ payment: payments, code: currencies.code, minorUnits: currencies.minorUnits })
    .from(payments)
    .innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(eq(payments.id, id))
    .limit(1)
    .for('update', { of: payments });
  return row
    ? { payment: row.payment, currency: { code: row.code, minorUnits: row.minorUnits } }
    : null;
}

export async function findByIdempotencyKey(
  db: Executor,
  playerId: number,
  type: number,
  key: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.type, type),
        eq(payments.idempotencyKey, key),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The player's deposit or withdrawal in progress (initialized or pending), locked. */
export async function findOpen(db: Executor, playerId: number, type: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.type, type),
        inArray(payments.status, ['initialized', 'pending']),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The player's last withdrawal that counts for the request interval (not cancelled by them). */
export async function lastCountedWithdrawal(db: Executor, playerId: number) {
  const [row] = await db
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.type, 2),
        sql`not (${payments.status} = 'reverted' and ${payments.details} ->> 'cancelled_by' = 'player')`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Moves a payment to `to` only from one of `from` (the state machine's guard); returns the
 * updated row, or null when another call moved it first.
 */
export async function transition(
  db: Executor,
  id: number,
  from: readonly string[],
  to: string,
  set: Partial<NewPayment> = {},
  at: Date = new Date(),
): Promise<PaymentRow | null> {
  const final = ['authorized', 'declined', 'reverted'].includes(to);
  const [row] = await db
    .update(payments)
    .set({ ...set, status: to, updatedAt: at, ...(final ? { finishedAt: at } : {}) })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row ?? null;
}

export async function updatePayment(
  db: Executor,
  id: number,
  set: Partial<NewPayment>,
): Promise<PaymentRow | null> {
  const [row] = await db.update(payments).set(set).where(eq(payments.id, id)).returning();
  return row ?? null;
}

export interface StaffPaymentFilter {
  type?: number;
  status?: string;
}

export async function listForStaff(db: Executor, filter: StaffPaymentFilter) {
  return db
    .select({
      payment: payments,
      username: players.username,
      email: players.email,
      currency: currencies.code,
      symbol: currencies.symbol,
      minorUnits: currencies.minorUnits,
    })
    .from(payments)
    .innerJoin(players, eq(players.id, payments.playerId))
    .innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(
      and(
        filter.type ? eq(payments.type, filter.type) : undefined,
        filter.status
          ? eq(payments.status, filter.status)
          : inArray(payments.status, ['initialized', 'pending']),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(500);
}

/** Pending bank deposits by variable symbol (statement matching), locked. */
export async function findPendingBankDeposit(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'bank'),
        eq(payments.reference, reference),
        eq(payments.type, 1),
        eq(payments.status, 'pending'),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Approved, unpaid SEPA withdrawals of a currency not in a batch yet (locked). */
export async function payableBankWithdrawals(db: Executor, currencyId: number) {
  return db
    .select({
      payment: payments,
      account: payoutAccounts,
      username: players.username,
      firstname: players.firstname,
      lastname: players.lastname,
    })
    .from(payments)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, payments.payoutAccountId))
    .innerJoin(players, eq(players.id, payments.playerId))
    .where(
      and(
        eq(payments.type, 2),
        eq(payments.provider, 'bank'),
        eq(payments.status, 'pending'),
        eq(payments.currencyId, currencyId),
        sql`${payments.approvedAt} is not null`,
        isNull(payments.payoutBatchId),
      ),
    )
    .orderBy(asc(payments.id))
    .for('update', { of: payments });
}

// ---------------------------------------------------------------- webhook journal

/** Journals an event; null when (provider, event key) was journalled before (a duplicate). */
export async function journalEvent(
  db: Executor,
  e: { provider: string; eventKey: string; body: unknown; outcome: string },
): Promise<number | null> {
  const [row] = await db
    .insert(paymentEvents)
    .values({ provider: e.provider, eventKey: e.eventKey, body: e.body, outcome: e.outcome })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

export async function setEventOutcome(
  db: Executor,
  id: number,
  outcome: string,
  paymentId: number | null,
) {
  await db.update(paymentEvents).set({ outcome, paymentId }).where(eq(paymentEvents.id, id));
}

// ---------------------------------------------------------------- payout accounts

export async function listAccounts(db: Executor, playerId: number) {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.playerId, playerId), isNull(payoutAccounts.removedAt)))
    .orderBy(asc(payoutAccounts.id));
}

export async function findAccount(db: Executor, playerId: number, id: number) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, id),
        eq(payoutAccounts.playerId, playerId),
        isNull(payoutAccounts.removedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds a payout account (or returns the existing one of the same kind and value). */
export async function upsertAccount(
  db: Executor,
  row: { playerId: number; kind: string; value: string; label: string; provider: string | null },
): Promise<PayoutAccountRow> {
  // One statement: a new account is inserted, a known one (even removed) comes back.
  const [found] = await db
    .insert(payoutAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: [payoutAccounts.playerId, payoutAccounts.kind, payoutAccounts.value],
      set: { removedAt: null },
    })
    .returning();
  if (!found) throw new Error('payout account not stored');
  return found;
}

export async function verifyAccount(db: Executor, id: number, at: Date) {
  await db
    .update(payoutAccounts)
    .set({ verifiedAt: at })
    .where(and(eq(payoutAccounts.id, id), isNull(payoutAccounts.verifiedAt)));
}

// ---------------------------------------------------------------- reads

export interface TransactionListFilter {
  playerId: number;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  typeId: number | null;
  status: string | null;
  limit: number;
  offset: number;
}

/** One row of the player's list: a payment (types 1, 2) or a ledger transaction (others). */
export interface ListedRow {
  source: 'payment' | 'ledger';
  id: number;
  created_at: Date | string;
  type: number;
  status: string;
  amount: string;
  balance: string | null;
  method_id: number | null;
  provider: string | null;
  reason: string | null;
  game: string | null;
  approved_at: Date | string | null;
  details: Record<string, unknown> | null;
}

const LEDGER_TYPES = [4, 5, 6, 7, 8, 10, 11, 12, 13];

function unionQuery(f: TransactionListFilter) {
  const typeOk = f.typeId === null ? sql`true` : sql`x.type = ${f.typeId}`;
  const statusOk = f.status === null ? sql`true` : sql`x.status = ${f.status}`;
  const fromOk = f.from === null ? sql`true` : sql`x.created_at >= ${f.from.toISOString()}`;
  const toOk = f.to === null ? sql`true` : sql`x.created_at < ${f.to.toISOString()}`;
  return sql`(
      select 'payment' as source, p.id, p.created_at, p.type::int as type, p.status,
        p.amount::text as amount, lt.cash_after::text as balance, p.method_id, p.provider,
        p.reason, null::text as game, p.approved_at, p.details
      from payments p
      left join ledger_transactions lt on lt.id = p.ledger_transaction_id
      where p.player_id = ${f.playerId}
      union all
      select 'ledger' as source, t.id, t.created_at, t.type::int, t.status,
        t.amount::text, t.cash_after::text, null::int, t.provider, t.reason, g.name, null, null
      from ledger_transactions t
      left join games g on g.id = t.game_id
      where t.player_id = ${f.playerId}
        and t.type in (${sql.join(
          LEDGER_TYPES.map((v) => sql`${v}`),
          sql`, `,
        )})
        and t.status in ('authorized', 'reverted')
    ) x where ${typeOk} and ${statusOk} and ${fromOk} and ${toOk}`;
}

export async function listTransactions(db: Executor, f: TransactionListFilter) {
  const rows = rowsOf<ListedRow>(
    await db.execute(
      sql`select * from ${unionQuery(f)} order by x.created_at desc, x.id desc
        limit ${f.limit} offset ${f.offset}`,
    ),
  );
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${unionQuery(f)}`),
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function totalTransactions(db: Executor, f: TransactionListFilter) {
  const [row] = rowsOf<{ total: string | null; n: number }>(
    await db.execute(
      sql`select coalesce(sum(x.amount::bigint), 0)::text as total, count(*)::int as n
        from ${unionQuery(f)}`,
    ),
  );
  return { total: Number(row?.total ?? 0), count: Number(row?.n ?? 0) };
}

/** One ledger transaction of the player (types outside payments), for the status page. */
export async function findLedgerRow(db: Executor, playerId: number, id: number) {
  const [row] = rowsOf<ListedRow>(
    await db.execute(
      sql`select * from ${unionQuery({
        playerId,
        from: null,
        to: null,
        typeId: null,
        status: null,
        limit: 1,
        offset: 0,
      })} and x.source = 'ledger' and x.id = ${id} limit 1`,
    ),
  );
  return row ?? null;
}

// ---------------------------------------------------------------- bank statements

export async function insertStatement(db: Executor, row: typeof bankStatements.$inferInsert) {
  const [created] = await db.insert(bankStatements).values(row).returning();
  if (!created) throw new Error('statement not inserted');
  return created;
}

export async function updateStatementMatched(db: Executor, id: number, matched: number) {
  await db.update(bankStatements).set({ matched }).where(eq(bankStatements.id, id));
}

/** Inserts an entry; null when its entry key was imported before. */
export async function insertEntry(db: Executor, row: typeof bankStatementEntries.$inferInsert) {
  const [created] = await db
    .insert(bankStatementEntries)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function setEntryMatched(db: Executor, id: number, paymentId: number) {
  await db
    .update(bankStatementEntries)
    .set({ status: 'matched', paymentId })
    .where(eq(bankStatementEntries.id, id));
}

export async function unmatchedEntries(db: Executor) {
  return db
    .select()
    .from(bankStatementEntries)
    .where(eq(bankStatementEntries.status, 'unmatched'))
    .orderBy(desc(bankStatementEntries.id))
    .limit(500);
}

export async function insertBatch(db: Executor, row: typeof payoutBatches.$inferInsert) {
  const [created] = await db.insert(payoutBatches).values(row).returning();
  if (!created) throw new Error('batch not inserted');
  return created;
}

export async function countBatchesSince(db: Executor, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payoutBatches)
    .where(gte(payoutBatches.createdAt, since));
  return Number(row?.n ?? 0);
}

/**
 * The operator's ledger audit (src/ops/ledger-audit.ts): sound after real money movements, and it
 * catches an altered entry, a wallet whose cached balance drifted, a negative player balance and an
 * entry whose transaction or account is missing. And the database's own guards of the ledger
 * (migration 0017): an unbalanced insert, an entry naming no transaction or account, and deleting,
 * truncating or renumbering a ledger transaction or account are refused.
 * Runs on PGlite, and on PostgreSQL with TEST_PG_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionRollbackError, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { auditLedger, type LedgerAuditResult } from '../src/ops/ledger-audit.ts';
import { createTestDatabase } from './helper.ts';
import { fundedPlayer } from './wallet-support.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const now = new Date();
  await fundedPlayer(database.db, now, 12_345, 'audit-a');
  await fundedPlayer(database.db, now, 500, 'audit-b');
});
afterAll(() => drop());

/** Runs `change` with the ledger's append-only and balance triggers off, as a tamperer would. */
async function tamper(change: ReturnType<typeof sql>) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_entries disable trigger user`);
    await tx.execute(change);
    await tx.execute(sql`alter table ledger_entries enable trigger user`);
  });
}

describe('the ledger audit', () => {
  it('passes on a ledger moved only by the wallet', async () => {
    const result = await auditLedger(database.db);
    expect(result.ok).toBe(true);
    expect(result.entries).toBeGreaterThanOrEqual(4);
    expect(result.unbalanced.count).toBe(0);
    expect(result.walletMismatches.count).toBe(0);
    expect(result.negativeBalances.count).toBe(0);
  });

  it('fails when one entry was altered: its transaction is unbalanced, its wallet disagrees', async () => {
    const rows = (await database.db.execute(sql`
      select e.id, e.transaction_id from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.kind = 'player_cash' order by e.id limit 1`)) as unknown as {
      rows: { id: number | string; transaction_id: number | string }[];
    };
    const entry = rows.rows[0]!;
    await tamper(sql`update ledger_entries set amount = amount + 1 where id = ${entry.id}`);
    const result = await auditLedger(database.db);
    expect(result.ok).toBe(false);
    expect(result.unbalanced).toEqual({ count: 1, transactionIds: [Number(entry.transaction_id)] });
    expect(result.walletMismatches.count).toBe(1);
    await tamper(sql`update ledger_entries set amount = amount - 1 where id = ${entry.id}`);
    expect((await auditLedger(database.db)).ok).toBe(true);
  });

  it('fails on a negative player balance even when the books balance', async () => {
    // More than the poorest player holds moved from their cash account to a house account of the
    // same currency in one transaction: balanced, but the player is below zero. Rolled back after.
    let seen: LedgerAuditResult | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table ledger_entries disable trigger user`);
        const found = (await tx.execute(sql`
          select p.id as player, h.id as house, w.cash, t.id as tx
          from wallets w
          join ledger_accounts p on p.id = w.cash_account_id
          join ledger_accounts h on h.kind = 'house_game' and h.currency_id = p.currency_id
          join ledger_transactions t on t.player_id = w.player_id
          order by w.cash, t.id limit 1`)) as unknown as {
          rows: { player: number; house: number; cash: number | string; tx: number | string }[];
        };
        const a = found.rows[0]!;
        const taken = Number(a.cash) + 1;
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount)
          values (${a.tx}, ${a.player}, ${-taken}), (${a.tx}, ${a.house}, ${taken})`);
        seen = await auditLedger(tx as unknown as Database['db']);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect(seen?.ok).toBe(false);
    expect(seen?.unbalanced.count).toBe(0);
    expect(seen?.negativeBalances.accountIds).toHaveLength(1);
    expect((await auditLedger(database.db)).ok).toBe(true);
  });

  it('finds an entry whose transaction or account is missing', async () => {
    const [e] = (
      (await database.db.execute(sql`select max(transaction_id) as tx, min(account_id) as account
        from ledger_entries`)) as unknown as { rows: { tx: number | string; account: number }[] }
    ).rows;
    let seen: LedgerAuditResult | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table ledger_entries disable trigger user`);
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount)
          values (${Number(e!.tx) + 1000}, ${e!.account}, 5), (${e!.tx}, 999999, -5)`);
        seen = await auditLedger(tx as unknown as Database['db']);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect(seen?.ok).toBe(false);
    expect(seen?.orphanEntries.count).toBe(2);
    expect((await auditLedger(database.db)).orphanEntries.count).toBe(0);
  });
});

describe("the database's guards of the ledger", () => {
  /** A ledger transaction and two accounts of one currency that exist. */
  async function parents() {
    const [r] = (
      (await database.db.execute(sql`
        select t.id as tx, w.cash_account_id as cash, h.id as house
        from ledger_transactions t
        join wallets w on w.player_id = t.player_id
        join ledger_accounts h on h.kind = 'house_game' and h.currency_id = w.currency_id
          and h.player_id is null
        order by t.id limit 1`)) as unknown as {
        rows: { tx: number | string; cash: number; house: number }[];
      }
    ).rows;
    return { tx: Number(r!.tx), cash: r!.cash, house: r!.house };
  }

  /** The error `statement` raises (its SQLSTATE and message), and what the ledger holds after. */
  async function refusal(statement: ReturnType<typeof sql>) {
    const before = await auditLedger(database.db);
    let error: { code?: string; message: string } | undefined;
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(statement);
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message: string } }).cause;
      error = cause ?? (err as { code?: string; message: string });
    }
    const after = await auditLedger(database.db);
    expect(after.ok).toBe(true);
    expect([after.transactions, after.entries]).toEqual([before.transactions, before.entries]);
    return error;
  }

  it('refuses entries that do not balance, per transaction, in the one insert', async () => {
    const p = await parents();
    const error = await refusal(sql`insert into ledger_entries (transaction_id, account_id, amount)
      values (${p.tx}, ${p.cash}, 7), (${p.tx}, ${p.house}, -6)`);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(`ledger transaction ${p.tx} is not balanced`);
    // Balanced over two transactions together, not each: still refused.
    const other = p.tx + 1;
    const split = await refusal(sql`insert into ledger_entries (transaction_id, account_id, amount)
      values (${p.tx}, ${p.cash}, 7), (${other}, ${p.house}, -7)`);
    expect(split?.code).toBe('23514');
  });

  it('refuses an entry of a transaction or an account that does not exist', async () => {
    const p = await parents();
    const noTx = await refusal(sql`insert into ledger_entries (transaction_id, account_id, amount)
      values (${p.tx + 1_000_000}, ${p.cash}, 7), (${p.tx + 1_000_000}, ${p.house}, -7)`);
    expect(noTx?.code).toBe('23503');
    expect(noTx?.message).toContain('unknown ledger transaction');
    const noAccount = await refusal(sql`insert into ledger_entries (transaction_id, account_id,
      amount) values (${p.tx}, 2000000000, 7), (${p.tx}, ${p.house}, -7)`);
    expect(noAccount?.code).toBe('23503');
    expect(noAccount?.message).toContain('unknown ledger account 2000000000');
  });

  it('keeps ledger transactions and accounts: no delete, no truncate, no new id', async () => {
    const p = await parents();
    for (const statement of [
      sql`delete from ledger_transactions where id = ${p.tx}`,
      sql`update ledger_transactions set id = id + 1000000 where id = ${p.tx}`,
      sql`truncate ledger_transactions cascade`,
      sql`delete from ledger_accounts where id = ${p.house}`,
      sql`update ledger_accounts set id = 2000000000 where id = ${p.house}`,
      sql`truncate ledger_accounts cascade`,
      sql`delete from ledger_entries where transaction_id = ${p.tx}`,
    ]) {
      const error = await refusal(statement);
      expect(error, String(statement.queryChunks)).toBeDefined();
      expect(error?.message).toMatch(/kept for good|append-only/);
    }
    // Other columns of a ledger transaction still change (a held win's status, for one).
    const [row] = (
      (await database.db.execute(sql`update ledger_transactions set status = status
        where id = ${p.tx} returning id`)) as unknown as { rows: { id: number | string }[] }
    ).rows;
    expect(Number(row?.id)).toBe(p.tx);
  });
});

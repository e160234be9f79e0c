/**
 * The operator's ledger audit (src/ops/ledger-audit.ts): sound after real money movements, and it
 * catches an altered entry, a wallet whose cached balance drifted and a negative player balance.
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
});

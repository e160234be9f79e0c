/**
 * The ledger audit an operator runs against a database (a restored backup above all): every
 * transaction's entries sum to zero in each currency, every wallet's cached cash and bonus equal
 * the sums of its two accounts' entries, no player holds a negative balance, and every entry names a
 * ledger transaction and an account that exist (the database checks this at each insert: migration
 * 0017 replaced those foreign keys with a statement-level check). It reads the
 * tables only, so it can run against a copy while the casino keeps playing on the original.
 *
 * CLI: `node --import tsx apps/server/src/ops/ledger-audit.ts <postgres-url>` prints the result as
 * JSON and exits 0 when the ledger is sound, 1 when it is not, 2 when it could not be read.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/client.ts';

/** How many offending ids the result lists per finding (the counts are complete). */
const EXAMPLES = 20;

export interface LedgerAuditResult {
  /** True when every check found nothing. */
  ok: boolean;
  transactions: number;
  entries: number;
  /** Transactions whose entries do not sum to zero in one currency (ids of the first ones). */
  unbalanced: { count: number; transactionIds: number[] };
  /** Wallets whose cached cash or bonus differs from the sum of its account's entries. */
  walletMismatches: { count: number; walletIds: number[] };
  /** Player accounts whose entries sum below zero, and wallets holding a negative balance. */
  negativeBalances: { count: number; accountIds: number[]; walletIds: number[] };
  /** Entries whose ledger transaction or account does not exist (ids of the first ones). */
  orphanEntries: { count: number; entryIds: number[] };
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A count and the first ids of a query that selects `id` (ordered), counted in full. */
async function finding(db: Db, query: SQL): Promise<{ count: number; ids: number[] }> {
  const [counted] = await rows(db, sql`select count(*)::int as n from (${query}) x`);
  const first = await rows(db, sql`select id from (${query}) x order by id limit ${EXAMPLES}`);
  return { count: Number(counted?.n ?? 0), ids: first.map((r) => Number(r.id)) };
}

/** Runs every check of the ledger over `db` (read-only). */
export async function auditLedger(db: Db): Promise<LedgerAuditResult> {
  const unbalanced = await finding(
    db,
    sql`select e.transaction_id as id
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        group by e.transaction_id, a.currency_id
        having sum(e.amount) <> 0`,
  );
  const mismatched = await finding(
    db,
    sql`select w.id from wallets w
        where w.cash <> coalesce((select sum(amount) from ledger_entries where account_id = w.cash_account_id), 0)
           or w.bonus <> coalesce((select sum(amount) from ledger_entries where account_id = w.bonus_account_id), 0)`,
  );
  const negativeAccounts = await finding(
    db,
    sql`select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id
        where a.kind in ('player_cash', 'player_bonus')
        group by a.id having sum(e.amount) < 0`,
  );
  const negativeWallets = await finding(
    db,
    sql`select id from wallets where cash < 0 or bonus < 0 or deposited < 0`,
  );
  const orphans = await finding(
    db,
    sql`select e.id from ledger_entries e
        where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)
           or not exists (select 1 from ledger_accounts a where a.id = e.account_id)`,
  );
  const [counts] = await rows(
    db,
    sql`select (select count(*) from ledger_transactions)::int as transactions,
               (select count(*) from ledger_entries)::int as entries`,
  );
  const negativeCount = negativeAccounts.count + negativeWallets.count;
  return {
    ok:
      unbalanced.count === 0 &&
      mismatched.count === 0 &&
      negativeCount === 0 &&
      orphans.count === 0,
    transactions: Number(counts?.transactions ?? 0),
    entries: Number(counts?.entries ?? 0),
    unbalanced: { count: unbalanced.count, transactionIds: unbalanced.ids },
    walletMismatches: { count: mismatched.count, walletIds: mismatched.ids },
    negativeBalances: {
      count: negativeCount,
      accountIds: negativeAccounts.ids,
      walletIds: negativeWallets.ids,
    },
    orphanEntries: { count: orphans.count, entryIds: orphans.ids },
  };
}

/** The CLI: audits the PostgreSQL database at the URL given, prints JSON, exits 0, 1 or 2. */
async function main(argv: string[]): Promise<number> {
  const url = argv[0];
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    process.stderr.write('usage: ledger-audit.ts <postgres://user@host:port/database>\n');
    return 2;
  }
  const database = await openDatabase(url, { poolSize: 2 });
  try {
    const result = await auditLedger(database.db);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return result.ok ? 0 : 1;
  } catch (err) {
    // The message only: a connection error may quote the URL, and the URL may hold a password.
    const message = err instanceof Error ? err.message.replace(url, '<database-url>') : 'failed';
    process.stderr.write(`ledger audit failed: ${message}\n`);
    return 2;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}

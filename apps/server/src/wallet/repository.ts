/**
 * Data access of the wallet. The money-moving calls are the plpgsql functions of
 * `sql/ledger.sql` (one round trip each, see there why); reads are plain queries.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { campaigns, currencies, players } from '../db/schema.ts';
import type { Minor, WalletErrorCode } from './port.ts';
import { playerCampaigns, wallets } from './schema.ts';

/** The jsonb every wallet function answers (the port's WalletResult, minus `duplicate` on errors). */
export type FunctionReply =
  | {
      ok: true;
      duplicate: boolean;
      ledgerTransactionId: number | null;
      cash: Minor;
      bonus: Minor;
      balance: BalanceJson;
    }
  | { ok: false; code: WalletErrorCode; balance: BalanceJson | null };

export interface BalanceJson {
  currency: string;
  cash: Minor;
  bonus: Minor;
  deposited: Minor;
  available: Minor;
}

async function callReply(db: Executor, call: SQL): Promise<FunctionReply> {
  const result = (await db.execute(sql`select ${call} as r`)) as unknown as {
    rows: { r: FunctionReply | string }[];
  };
  const r = result.rows[0]?.r;
  if (r === undefined) throw new Error('wallet function returned no row');
  // Both drivers parse jsonb; a string would mean a driver configured without the parser.
  return typeof r === 'string' ? (JSON.parse(r) as FunctionReply) : r;
}

export interface GameCall {
  provider: string;
  transactionId: string;
  playerId: number;
  roundId: string;
  gameId: number | null;
}

export const debit = (db: Executor, c: GameCall & { amount: Minor }) =>
  callReply(
    db,
    sql`wallet_debit(${c.provider}, ${c.transactionId}, ${c.playerId}::int, ${c.roundId},
      ${c.gameId}::int, ${c.amount}::bigint)`,
  );

export const credit = (
  db: Executor,
  c: GameCall & { amount: Minor; betTransactionId: string; closeRound: boolean },
) =>
  callReply(
    db,
    sql`wallet_credit(${c.provider}, ${c.transactionId}, ${c.playerId}::int, ${c.roundId},
      ${c.gameId}::int, ${c.amount}::bigint, ${c.betTransactionId}, ${c.closeRound}::boolean)`,
  );

export const rollback = (db: Executor, c: GameCall & { betTransactionId: string }) =>
  callReply(
    db,
    sql`wallet_rollback(${c.provider}, ${c.transactionId}, ${c.playerId}::int, ${c.roundId},
      ${c.gameId}::int, ${c.betTransactionId})`,
  );

/** The house account on the other side of a movement outside games. */
export type CounterAccount = 'payments' | 'adjustments' | 'house_bonus';

export interface PostInput {
  provider: string;
  transactionId: string;
  playerId: number;
  operation: 'deposit' | 'withdraw' | 'adjustment' | 'bonus';
  type: number;
  kind: 'cash' | 'bonus';
  /** Signed. */
  amount: Minor;
  counter: CounterAccount;
  staffId: number | null;
  reason: string | null;
}

export const post = (db: Executor, p: PostInput) =>
  callReply(
    db,
    sql`wallet_post(${p.provider}, ${p.transactionId}, ${p.playerId}::int, ${p.operation},
      ${p.type}::smallint, ${p.kind}, ${p.amount}::bigint, ${p.counter}, ${p.staffId}::int,
      ${p.reason})`,
  );

export interface BalanceRow {
  currencyId: number;
  currency: string;
  minorUnits: number;
  cash: Minor;
  bonus: Minor;
  deposited: Minor;
}

/** The player's balance in the player's currency (zeros before the first movement). */
export async function findBalance(db: Executor, playerId: number): Promise<BalanceRow | null> {
  const [row] = await db
    .select({
      currencyId: players.currencyId,
      currency: currencies.code,
      minorUnits: currencies.minorUnits,
      cash: wallets.cash,
      bonus: wallets.bonus,
      deposited: wallets.deposited,
    })
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .leftJoin(
      wallets,
      and(eq(wallets.playerId, players.id), eq(wallets.currencyId, players.currencyId)),
    )
    .where(eq(players.id, playerId))
    .limit(1);
  if (!row) return null;
  return {
    currencyId: row.currencyId,
    currency: row.currency,
    minorUnits: row.minorUnits,
    cash: row.cash ?? 0,
    bonus: row.bonus ?? 0,
    deposited: row.deposited ?? 0,
  };
}

export async function findActiveCampaign(db: Executor, playerId: number) {
  const [row] = await db
    .select({ pc: playerCampaigns, name: campaigns.name })
    .from(playerCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, playerCampaigns.campaignId))
    .where(and(eq(playerCampaigns.playerId, playerId), eq(playerCampaigns.status, 'active')))
    .limit(1);
  return row ?? null;
}

export type NewPlayerCampaign = typeof playerCampaigns.$inferInsert;

export async function insertPlayerCampaign(db: Executor, row: NewPlayerCampaign) {
  const [created] = await db.insert(playerCampaigns).values(row).returning();
  if (!created) throw new Error('player campaign not inserted');
  return created;
}

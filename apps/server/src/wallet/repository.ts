/**
 * Data access of the wallet. The money-moving calls are the plpgsql functions of
 * `sql/ledger.sql` (one round trip each, see there why); reads are plain queries.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { createWalletBatcher, type BatchCall, type WalletBatcher } from './batcher.ts';
import { campaigns, currencies, players } from '../db/schema.ts';
import type { BonusEvent, Minor, WalletErrorCode } from './port.ts';
import { ledgerTransactions, playerCampaigns, wallets } from './schema.ts';

/** The jsonb every wallet function answers (the port's WalletResult, minus `duplicate` on errors). */
export type FunctionReply =
  | {
      ok: true;
      duplicate: boolean;
      ledgerTransactionId: number | null;
      cash: Minor;
      bonus: Minor;
      balance: BalanceJson;
      /** A campaign that ended in the call. */
      campaign?: BonusEvent;
      bonusRemoved?: Minor;
      /** wallet_credit above its cap: the amount held for staff review. */
      held?: Minor;
      /** wallet_freespin only. */
      stake?: Minor;
      freespinsLeft?: number;
      playerCampaignId?: number;
    }
  | {
      ok: false;
      code: WalletErrorCode;
      balance: BalanceJson | null;
      duplicate?: boolean;
      campaign?: BonusEvent;
    };

export interface BalanceJson {
  currency: string;
  cash: Minor;
  bonus: Minor;
  deposited: Minor;
  available: Minor;
}

/**
 * The wallet functions as fixed statements. On PostgreSQL the hot calls run as named prepared
 * statements on the pool (parsed and planned once per connection, not on every bet); inside a
 * Drizzle transaction, and on PGlite, they go through the executor.
 */
const CALLS = {
  debit: 'select wallet_debit($1, $2, $3::int, $4, $5::int, $6::bigint) as r',
  credit: 'select wallet_credit($1, $2, $3::int, $4, $5::int, $6::bigint, $7, $8::boolean) as r',
  creditCapped: `select wallet_credit($1, $2, $3::int, $4, $5::int, $6::bigint, $7, $8::boolean,
    $9::int, $10::bigint) as r`,
  rollback: 'select wallet_rollback($1, $2, $3::int, $4, $5::int, $6) as r',
  round: `select wallet_round($1, $2, $3, $4::int, $5, $6::int, $7::bigint, $8::bigint) as r`,
  batch: 'select wallet_batch($1::jsonb) as r',
  freespin: 'select wallet_freespin($1, $2, $3::int, $4, $5::int) as r',
  post: `select wallet_post($1, $2, $3::int, $4, $5::smallint, $6, $7::bigint, $8, $9::int,
    $10) as r`,
  houseTransfer: `select wallet_house_transfer($1, $2, $3::int, $4, $5::smallint, $6::bigint, $7, $8,
    $9::int, $10) as r`,
} as const;

type CallName = keyof typeof CALLS;
type Param = string | number | boolean | null;

/** node-postgres's pool, as Drizzle exposes it on the database (not on a transaction). */
interface PgPool {
  query(q: { name: string; text: string; values: Param[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}

function pgPool(db: Executor): PgPool | null {
  // A transaction must keep its own connection.
  if (db instanceof PgTransaction) return null;
  const client = (db as { $client?: unknown }).$client as Partial<PgPool> | undefined;
  return client && typeof client.totalCount === 'number' && typeof client.query === 'function'
    ? (client as PgPool)
    : null;
}

/** A wallet function's statement on its own: one round trip. */
async function callAlone(db: Executor, name: CallName, values: Param[]): Promise<unknown> {
  const text = CALLS[name];
  const pool = pgPool(db);
  let rows: unknown[];
  if (pool) {
    rows = (await pool.query({ name: `wallet_${name}`, text, values })).rows;
  } else {
    // The executor's own driver: positional parameters bound through Drizzle's sql template.
    const parts = text.split(/\$\d+/);
    const query = sql.join(
      parts.map((part, i) =>
        i < values.length ? sql`${sql.raw(part)}${values[i]}` : sql.raw(part),
      ),
    );
    rows = ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  }
  const r = (rows[0] as { r?: unknown } | undefined)?.r;
  if (r === undefined || r === null) throw new Error('wallet function returned no row');
  // Both drivers parse jsonb; a string would mean a driver configured without the parser.
  return typeof r === 'string' ? JSON.parse(r) : r;
}

interface BatchingConfig {
  enabled: boolean;
  /** Batches in the database at once. */
  maxInFlight: number;
}

const batchingConfigs = new WeakMap<object, BatchingConfig>();
const batchers = new WeakMap<object, WalletBatcher>();

/** What identifies a database (its driver client: the pool, or the PGlite instance). */
const clientOf = (db: Executor): object => ((db as { $client?: object }).$client ?? db) as object;

/**
 * Group commit of this database's wallet calls (batcher.ts): on by default, two batches at once
 * on a PostgreSQL pool and one on PGlite (it runs one statement at a time). The server sets it
 * from WALLET_BATCH_IN_FLIGHT (0: off); the benchmark compares both.
 */
export function configureWalletBatching(db: Executor, config: BatchingConfig) {
  batchingConfigs.set(clientOf(db), config);
  batchers.delete(clientOf(db));
}

/** The batcher of a database, or null inside a transaction or when batching is off. */
export function walletBatcher(db: Executor): WalletBatcher | null {
  // A transaction must keep its own connection, and its calls must be part of it.
  if (db instanceof PgTransaction) return null;
  const key = clientOf(db);
  const config = batchingConfigs.get(key) ?? {
    enabled: true,
    maxInFlight: pgPool(db) ? 2 : 1,
  };
  if (!config.enabled || config.maxInFlight < 1) return null;
  let batcher = batchers.get(key);
  if (!batcher) {
    batcher = createWalletBatcher(async (calls) => {
      const replies = await callAlone(db, 'batch', [JSON.stringify(calls)]);
      if (!Array.isArray(replies)) throw new Error('wallet_batch returned no list');
      return replies;
    }, config.maxInFlight);
    batchers.set(key, batcher);
  }
  return batcher;
}

/** A wallet call: in its database's next batch when batching applies, else alone. */
async function callReply<T = FunctionReply>(
  db: Executor,
  name: CallName,
  values: Param[],
  /** The call as a batch carries it; null: never batched (movements outside games). */
  call: BatchCall | null,
): Promise<T> {
  const alone = () => callAlone(db, name, values);
  const batcher = call ? walletBatcher(db) : null;
  return (await (batcher && call ? batcher.submit(call, alone) : alone())) as T;
}

export interface GameCall {
  provider: string;
  transactionId: string;
  playerId: number;
  roundId: string;
  gameId: number | null;
}

const game = (c: GameCall): Param[] => [
  c.provider,
  c.transactionId,
  c.playerId,
  c.roundId,
  c.gameId,
];

/** The fields every game call carries in a batch. */
const batched = (fn: BatchCall['fn'], c: GameCall) => ({
  fn,
  provider: c.provider,
  tx: c.transactionId,
  player: c.playerId,
  round: c.roundId,
  game: c.gameId,
});

export const debit = (db: Executor, c: GameCall & { amount: Minor }) =>
  callReply(db, 'debit', [...game(c), c.amount], { ...batched('debit', c), amount: c.amount });

/** wallet_round's reply: the bet's, and the win's when the bet was made. */
export interface RoundReply {
  bet: FunctionReply;
  win?: FunctionReply;
}

/** A round the engine settled at once: stake and win in one call (sql/batch.sql). */
export const round = (
  db: Executor,
  c: Omit<GameCall, 'transactionId'> & {
    betTransactionId: string;
    winTransactionId: string;
    stake: Minor;
    win: Minor;
  },
) =>
  callReply<RoundReply>(
    db,
    'round',
    [
      c.provider,
      c.betTransactionId,
      c.winTransactionId,
      c.playerId,
      c.roundId,
      c.gameId,
      c.stake,
      c.win,
    ],
    {
      ...batched('round', { ...c, transactionId: c.betTransactionId }),
      win: c.winTransactionId,
      stake: c.stake,
      amount: c.win,
    },
  );

export const credit = (
  db: Executor,
  c: GameCall & {
    amount: Minor;
    betTransactionId: string;
    closeRound: boolean;
    cap?: { maxMultiplier: number | null; providerCap: Minor | null };
  },
) =>
  c.cap && (c.cap.maxMultiplier !== null || c.cap.providerCap !== null)
    ? callReply(
        db,
        'creditCapped',
        [
          ...game(c),
          c.amount,
          c.betTransactionId,
          c.closeRound,
          c.cap.maxMultiplier,
          c.cap.providerCap,
        ],
        {
          ...batched('credit', c),
          amount: c.amount,
          bet: c.betTransactionId,
          close: c.closeRound,
          maxMultiplier: c.cap.maxMultiplier,
          providerCap: c.cap.providerCap,
        },
      )
    : callReply(db, 'credit', [...game(c), c.amount, c.betTransactionId, c.closeRound], {
        ...batched('credit', c),
        amount: c.amount,
        bet: c.betTransactionId,
        close: c.closeRound,
      });

/** The reply of a staff review of a held win (wallet_held_pay / wallet_held_refuse). */
export type HeldReviewReply =
  | (Extract<FunctionReply, { ok: true }> & { playerId: number; amount: Minor })
  | { ok: false; code: 'not_found' | 'already_reviewed'; status: string | null };

export async function reviewHeldWin(
  db: Executor,
  decision: 'pay' | 'refuse',
  heldId: number,
  staffId: number,
  note: string | null,
): Promise<HeldReviewReply> {
  const r =
    decision === 'pay'
      ? await scalar(db, sql`select wallet_held_pay(${heldId}::int, ${staffId}::int, ${note}) as r`)
      : await scalar(
          db,
          sql`select wallet_held_refuse(${heldId}::int, ${staffId}::int, ${note}) as r`,
        );
  return (typeof r === 'string' ? JSON.parse(r) : r) as HeldReviewReply;
}

export const rollback = (db: Executor, c: GameCall & { betTransactionId: string }) =>
  callReply(db, 'rollback', [...game(c), c.betTransactionId], {
    ...batched('rollback', c),
    bet: c.betTransactionId,
  });

export const freespin = (db: Executor, c: GameCall & { gameId: number }) =>
  callReply(db, 'freespin', game(c), batched('freespin', c));

async function scalar(db: Executor, query: ReturnType<typeof sql>): Promise<unknown> {
  const rows = ((await db.execute(query)) as unknown as { rows: { r: unknown }[] }).rows;
  return rows[0]?.r ?? null;
}

/** bonus_activate_next: the player campaign that became active, or null. */
export async function activateNextBonus(db: Executor, playerId: number): Promise<number | null> {
  const id = await scalar(db, sql`select bonus_activate_next(${playerId}::int) as r`);
  return id === null ? null : Number(id);
}

/** bonus_end: the event, or null when the campaign had ended already (or does not exist). */
export async function endBonus(
  db: Executor,
  playerCampaignId: number,
  status: 'forfeited' | 'expired' | 'lost',
): Promise<BonusEvent | null> {
  const r = await scalar(db, sql`select bonus_end(${playerCampaignId}::int, ${status}) as r`);
  if (r === null) return null;
  return (typeof r === 'string' ? JSON.parse(r) : r) as BonusEvent;
}

/** Active campaigns past their time (oldest first). */
export async function findDueCampaigns(db: Executor, limit: number) {
  return db
    .select({ id: playerCampaigns.id, playerId: playerCampaigns.playerId })
    .from(playerCampaigns)
    .where(and(eq(playerCampaigns.status, 'active'), lte(playerCampaigns.expiresAt, sql`now()`)))
    .orderBy(asc(playerCampaigns.expiresAt), asc(playerCampaigns.id))
    .limit(limit);
}

/** The house account on the other side of a movement outside games. */
export type CounterAccount = 'payments' | 'payout_pending' | 'adjustments' | 'house_bonus';

export interface PostInput {
  provider: string;
  transactionId: string;
  playerId: number;
  /** withdraw: a withdrawal's reservation (cash to payout_pending); withdraw_return: its return. */
  operation: 'deposit' | 'withdraw' | 'withdraw_return' | 'adjustment' | 'bonus';
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
    'post',
    [
      p.provider,
      p.transactionId,
      p.playerId,
      p.operation,
      p.type,
      p.kind,
      p.amount,
      p.counter,
      p.staffId,
      p.reason,
    ],
    null,
  );

export interface HouseTransferInput {
  provider: string;
  transactionId: string;
  /** The player the movement belongs to (its currency; the player's balances do not change). */
  playerId: number;
  /** payout: a paid withdrawal (payout_pending to payments). */
  operation: 'payout';
  type: number;
  /** Positive: moved from `from` to `to`. */
  amount: Minor;
  from: CounterAccount;
  to: CounterAccount;
  staffId: number | null;
  reason: string | null;
}

/** A movement between two house accounts of the player's currency (no player entry). */
export const houseTransfer = (db: Executor, p: HouseTransferInput) =>
  callReply(
    db,
    'houseTransfer',
    [
      p.provider,
      p.transactionId,
      p.playerId,
      p.operation,
      p.type,
      p.amount,
      p.from,
      p.to,
      p.staffId,
      p.reason,
    ],
    null,
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

/** Inserts a player campaign unless its (player, campaign, claim key) exists: null then. */
export async function insertPlayerCampaignIfNew(db: Executor, row: NewPlayerCampaign) {
  const [created] = await db.insert(playerCampaigns).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findPlayerCampaignByClaim(
  db: Executor,
  playerId: number,
  campaignId: number,
  claimKey: string,
) {
  const [row] = await db
    .select()
    .from(playerCampaigns)
    .where(
      and(
        eq(playerCampaigns.playerId, playerId),
        eq(playerCampaigns.campaignId, campaignId),
        eq(playerCampaigns.claimKey, claimKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The stored reply of a bonus movement ('pc-12-grant'), or null. */
export async function findBonusReply(db: Executor, externalId: string) {
  const [row] = await db
    .select({ reply: ledgerTransactions.reply })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.provider, 'bonus'), eq(ledgerTransactions.externalId, externalId)),
    )
    .limit(1);
  return (row?.reply as FunctionReply | undefined) ?? null;
}

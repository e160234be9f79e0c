import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { playerMessages } from './schema.ts';

export type MessageRow = typeof playerMessages.$inferSelect;
export type NewMessageRow = typeof playerMessages.$inferInsert;

/** First key of the advisory locks of this table (the second is the player's id). */
const LOCK_NAMESPACE = 0x4d534731; // "MSG1"

/**
 * A database error without its query parameters: a failed insert must not carry a message body
 * into the error log.
 */
export class MessageStoreError extends Error {
  constructor(readonly code: string | undefined) {
    super(`player_messages: query failed${code ? ` (${code})` : ''}`);
    this.name = 'MessageStoreError';
  }
}

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Serialises the sending of system messages to one player until the transaction ends. */
export async function lockPlayer(db: Executor, playerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${playerId})`);
}

export async function playerExists(db: Executor, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(db: Executor, row: NewMessageRow): Promise<MessageRow> {
  let created: MessageRow | undefined;
  try {
    [created] = await db.insert(playerMessages).values(row).returning();
  } catch (err) {
    throw new MessageStoreError(sqlState(err));
  }
  if (!created) throw new MessageStoreError(undefined);
  return created;
}

/** The player's message of a type: any (`ever`) or only an unread one. */
export async function findOfType(
  db: Executor,
  playerId: number,
  type: string,
  scope: 'unread' | 'ever',
): Promise<MessageRow | undefined> {
  const conditions = [eq(playerMessages.playerId, playerId), eq(playerMessages.type, type)];
  if (scope === 'unread') conditions.push(isNull(playerMessages.readAt));
  const [row] = await db
    .select()
    .from(playerMessages)
    .where(and(...conditions))
    .orderBy(asc(playerMessages.id))
    .limit(1);
  return row;
}

export async function oldestUnread(db: Executor, playerId: number) {
  const [row] = await db
    .select()
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), isNull(playerMessages.readAt)))
    .orderBy(asc(playerMessages.id))
    .limit(1);
  return row;
}

/** Marks the player's message read (the first reading's time is kept); undefined if not theirs. */
export async function markRead(db: Executor, playerId: number, id: number, at: Date) {
  const [row] = await db
    .update(playerMessages)
    .set({ readAt: sql`coalesce(${playerMessages.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(playerMessages.id, id), eq(playerMessages.playerId, playerId)))
    .returning();
  return row;
}

/** A page of the player's messages, newest first. */
export async function listPage(db: Executor, playerId: number, limit: number, offset: number) {
  return db
    .select()
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    .orderBy(desc(playerMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countMessages(db: Executor, playerId: number) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${playerMessages.readAt} is null)`.mapWith(Number),
    })
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

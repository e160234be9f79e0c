import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { newsletterOptOutRequests, newsletterOptOutTokens, players } from '../db/schema.ts';

export async function insertToken(
  db: Executor,
  row: { playerId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  const [created] = await db.insert(newsletterOptOutTokens).values(row).returning();
  if (!created) throw new Error('token insert returned nothing');
  return created;
}

/** A token with its player's newsletter preference; `lock` holds both rows until commit. */
export async function findToken(db: Executor, tokenHash: string, lock = false) {
  const q = db
    .select({
      token: newsletterOptOutTokens,
      newsletter: players.newsletter,
    })
    .from(newsletterOptOutTokens)
    .innerJoin(players, eq(players.id, newsletterOptOutTokens.playerId))
    .where(eq(newsletterOptOutTokens.tokenHash, tokenHash));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

/** Marks a token used; false when it was already used (a concurrent request won). */
export async function useToken(db: Executor, id: number, at: Date) {
  const rows = await db
    .update(newsletterOptOutTokens)
    .set({ usedAt: at })
    .where(and(eq(newsletterOptOutTokens.id, id), isNull(newsletterOptOutTokens.usedAt)))
    .returning({ id: newsletterOptOutTokens.id });
  return rows.length === 1;
}

export async function insertRequest(
  db: Executor,
  row: typeof newsletterOptOutRequests.$inferInsert,
) {
  await db.insert(newsletterOptOutRequests).values(row);
}

/**
 * The players domain's newsletter preference: only that column (and updated_at) is written here.
 */
export async function setPlayerNewsletter(db: Executor, playerId: number, on: boolean, at: Date) {
  await db.update(players).set({ newsletter: on, updatedAt: at }).where(eq(players.id, playerId));
}

/** Development helper: a player by e-mail (any skin), for the dev opt-out link. */
export async function findPlayerIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, sql`lower(${email})`))
    .orderBy(players.id)
    .limit(1);
  return row?.id;
}

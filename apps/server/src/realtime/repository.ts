import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { players, playerSessions, skins } from '../db/schema.ts';

const columns = {
  session: playerSessions,
  status: players.status,
  skinRef: skins.refId,
};

/** The token row of a player token (by its hash) with the player's status and skin. */
export async function findSessionByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select(columns)
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .innerJoin(skins, eq(skins.id, players.skinId))
    .where(eq(playerSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByHash>>>;

/** The token rows of these ids (the periodic check of connected sockets). */
export async function findSessionsByIds(db: Executor, ids: number[]): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .innerJoin(skins, eq(skins.id, players.skinId))
    .where(inArray(playerSessions.id, ids));
}

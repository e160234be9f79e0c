/** Data access of the bonus domain (player campaigns with their campaign). */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { campaigns, games } from '../db/schema.ts';
import { playerCampaigns } from '../wallet/schema.ts';
import type { PlayerCampaignRow } from './grant.ts';

export type { PlayerCampaignRow };
export type CampaignRow = typeof campaigns.$inferSelect;

const HISTORY_MAX = 20;

/** A player's campaigns with their campaign rows: active, unused (oldest first), ended (newest). */
export async function playerCampaignsOf(db: Executor, playerId: number) {
  const rows = await db
    .select({ pc: playerCampaigns, campaign: campaigns })
    .from(playerCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, playerCampaigns.campaignId))
    .where(and(eq(playerCampaigns.playerId, playerId), ne(playerCampaigns.status, 'unused')))
    .orderBy(desc(sql`coalesce(${playerCampaigns.endedAt}, now())`), desc(playerCampaigns.id))
    .limit(HISTORY_MAX + 1);
  const unused = await unusedOf(db, playerId);
  return {
    active: rows.find((r) => r.pc.status === 'active') ?? null,
    unused,
    history: rows.filter((r) => r.pc.status !== 'active').slice(0, HISTORY_MAX),
  };
}

/** Waiting campaigns, in the order they activate. */
export async function unusedOf(db: Executor, playerId: number) {
  return db
    .select({ pc: playerCampaigns, campaign: campaigns })
    .from(playerCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, playerCampaigns.campaignId))
    .where(and(eq(playerCampaigns.playerId, playerId), eq(playerCampaigns.status, 'unused')))
    .orderBy(asc(playerCampaigns.createdAt), asc(playerCampaigns.id));
}

export async function findPlayerCampaign(db: Executor, id: number) {
  const [row] = await db
    .select({ pc: playerCampaigns, campaign: campaigns })
    .from(playerCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, playerCampaigns.campaignId))
    .where(eq(playerCampaigns.id, id))
    .limit(1);
  return row ?? null;
}

/** Campaign ids a player has claimed (any status, any claim key). */
export async function claimedCampaignIds(db: Executor, playerId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: playerCampaigns.campaignId })
    .from(playerCampaigns)
    .where(eq(playerCampaigns.playerId, playerId));
  return new Set(rows.map((r) => r.id));
}

export async function gamesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: games.id, name: games.name, slug: games.slug, providerId: games.providerId })
    .from(games)
    .where(inArray(games.id, ids));
}

export async function findCampaignById(db: Executor, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}

/**
 * The player's unused campaigns waiting for `what` (a qualifying deposit, the verified mobile
 * number), oldest first.
 */
export async function awaitingOf(db: Executor, playerId: number, what: 'deposit' | 'sms') {
  return db
    .select({ pc: playerCampaigns, campaign: campaigns })
    .from(playerCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, playerCampaigns.campaignId))
    .where(
      and(
        eq(playerCampaigns.playerId, playerId),
        eq(playerCampaigns.status, 'unused'),
        eq(playerCampaigns.awaiting, what),
      ),
    )
    .orderBy(asc(playerCampaigns.createdAt), asc(playerCampaigns.id));
}

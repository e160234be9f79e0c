/**
 * A campaign's figures from its player campaigns: uptake (players, player campaigns by status)
 * and cost per currency in that currency's decimals: `granted` the bonus money credited (player
 * campaigns that became active), `converted` the cash completed bonuses became, `removed` the
 * bonus money that left on forfeit, expiry or loss, `freespins_won` what free spins paid into
 * bonus balances.
 */
import { count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CampaignStats } from '@croupier/contract/bonus';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fromMinor } from '@croupier/contract/payments';
import type { Executor } from '../db/client.ts';
import { currencies } from '../db/schema.ts';
import { playerCampaigns as pc } from '../wallet/schema.ts';

const total = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)`;

/** The figures of each campaign of `ids` (a campaign without player campaigns: zeros). */
export async function statsOf(db: Executor, ids: number[]): Promise<Map<number, CampaignStats>> {
  const out = new Map<number, CampaignStats>();
  for (const id of ids) out.set(id, { campaign_id: id, players: 0, by_status: {}, money: [] });
  if (ids.length === 0) return out;
  const ofThese = inArray(pc.campaignId, ids);

  const players = await db
    .select({ id: pc.campaignId, n: countDistinct(pc.playerId) })
    .from(pc)
    .where(ofThese)
    .groupBy(pc.campaignId);
  for (const r of players) out.get(r.id)!.players = Number(r.n);

  const statuses = await db
    .select({ id: pc.campaignId, status: pc.status, n: count() })
    .from(pc)
    .where(ofThese)
    .groupBy(pc.campaignId, pc.status);
  for (const r of statuses) out.get(r.id)!.by_status[r.status] = Number(r.n);

  const money = await db
    .select({
      id: pc.campaignId,
      currency: currencies.code,
      minorUnits: currencies.minorUnits,
      granted: sql<string>`coalesce(sum(${pc.bonusAmount}) filter (where ${isNotNull(pc.activatedAt)}), 0)`,
      converted: total(pc.convertedAmount),
      removed: total(pc.removedAmount),
      freespinsWon: total(pc.freespinsWon),
    })
    .from(pc)
    .innerJoin(currencies, eq(currencies.id, pc.currencyId))
    .where(ofThese)
    .groupBy(pc.campaignId, currencies.code, currencies.minorUnits)
    .orderBy(pc.campaignId, currencies.code);
  for (const r of money) {
    const d = (v: string) => fromMinor(Number(v), r.minorUnits);
    out.get(r.id)!.money.push({
      currency: r.currency,
      granted: d(r.granted),
      converted: d(r.converted),
      removed: d(r.removed),
      freespins_won: d(r.freespinsWon),
    });
  }
  return out;
}

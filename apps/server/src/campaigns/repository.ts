import { and, arrayOverlaps, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { campaigns, currencies } from '../db/schema.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type CurrencyRow = typeof currencies.$inferSelect;

/** Every currency with its stored rate (numeric as text: exact for integer conversion). */
export async function currencyRows(db: Executor): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.id));
}

export async function findCampaign(db: Executor, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row;
}

export interface CampaignFilter {
  skinId: number;
  now: Date;
  actions?: number[];
  currencyId?: number;
  countries?: string[];
}

/** Running public campaigns open to the currency and countries (an empty list admits all). */
function publicWhere(f: CampaignFilter) {
  const where = [
    eq(campaigns.skinId, f.skinId),
    eq(campaigns.isPublic, true),
    eq(campaigns.state, 'running'),
    or(isNull(campaigns.validFrom), lte(campaigns.validFrom, f.now)),
    or(isNull(campaigns.validTo), gt(campaigns.validTo, f.now)),
  ];
  if (f.actions?.length) where.push(inArray(campaigns.action, f.actions));
  if (f.currencyId !== undefined) {
    where.push(
      or(
        sql`cardinality(${campaigns.currencyIds}) = 0`,
        sql`${f.currencyId}::integer = any(${campaigns.currencyIds})`,
      ),
    );
  }
  if (f.countries?.length) {
    where.push(
      or(
        sql`cardinality(${campaigns.countries}) = 0`,
        arrayOverlaps(campaigns.countries, f.countries),
      ),
    );
  }
  return and(...where);
}

export async function listPublic(
  db: Executor,
  f: CampaignFilter,
  page?: { limit: number; offset: number },
) {
  const q = db
    .select()
    .from(campaigns)
    .where(publicWhere(f))
    .orderBy(asc(campaigns.rank), asc(campaigns.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countPublic(db: Executor, f: CampaignFilter) {
  const [row] = await db.select({ n: count() }).from(campaigns).where(publicWhere(f));
  return Number(row?.n ?? 0);
}

/** Codes are unique per skin regardless of case. */
export async function findByCode(db: Executor, skinId: number, code: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.skinId, skinId), sql`lower(${campaigns.code}) = lower(${code})`));
  return row;
}

export async function insertCampaigns(db: Executor, rows: NewCampaignRow[]) {
  if (rows.length === 0) return [];
  return db.insert(campaigns).values(rows).returning();
}

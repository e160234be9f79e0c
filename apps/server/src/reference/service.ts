import { asc } from 'drizzle-orm';
import type { Country, Currency } from '@croupier/contract/skin';
import type { Db } from '../db/client.ts';
import { countries, currencies } from '../db/schema.ts';

/** Currencies and countries: reference data, read often and changed by migrations or staff. */
export function createReferenceService(db: Db) {
  return {
    async currencies(): Promise<Currency[]> {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.id));
      return rows.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        rate: Number(c.rate),
      }));
    },
    async countries(): Promise<Country[]> {
      const rows = await db.select().from(countries).orderBy(asc(countries.name));
      return rows.map((c) => ({
        id: c.id,
        code: c.code,
        code3: c.code3,
        name: c.name,
        phone_prefix: c.phonePrefix ?? null,
        is_EEA: c.isEea ? 1 : 0,
      }));
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;

/**
 * GET /staff/v1/reference (every staff role; contract: @croupier/contract/staff-reference): the
 * currencies, countries and languages the staff forms pick from. Read-only over the reference
 * tables (changed by migrations and seeds only), so nothing is audited.
 */
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffReferenceResponse, type StaffReference } from '@croupier/contract/staff-reference';
import type { Db } from '../../db/client.ts';
import { countries, currencies, languages } from '../../db/schema.ts';
import { requireStaff } from '../../staff/auth.ts';
import type { StaffService } from '../../staff/service.ts';

export interface StaffReferenceDeps {
  db: Db;
  staff: StaffService;
}

export async function staffReference(db: Db): Promise<StaffReference> {
  const [cs, ks, ls] = await Promise.all([
    db
      .select({
        id: currencies.id,
        code: currencies.code,
        name: currencies.name,
        minor_units: currencies.minorUnits,
      })
      .from(currencies)
      .orderBy(asc(currencies.id)),
    db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.name), asc(countries.code)),
    db
      .select({ code: languages.code, name: languages.name })
      .from(languages)
      .orderBy(asc(languages.rank), asc(languages.code)),
  ]);
  return { currencies: cs, countries: ks, languages: ls };
}

export const staffReferenceRoutes =
  (deps: StaffReferenceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reference',
      {
        // Every staff role: an empty list admits any signed-in staff member.
        onRequest: requireStaff(deps.staff, []),
        schema: {
          tags: ['staff'],
          security: [{ staff: [] }],
          response: { 200: staffReferenceResponse },
        },
      },
      async () => ({ data: await staffReference(deps.db) }),
    );
  };

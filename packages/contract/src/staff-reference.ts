import { z } from 'zod';
import { envelope } from './common.ts';

/**
 * GET /staff/v1/reference (every staff role): the reference lists the staff forms pick from
 * (the campaign editor's currencies and countries, a player's language), so that staff choose
 * from a list instead of typing ids or codes.
 */
export const staffReferenceCurrency = z.object({
  id: z.number().int(),
  /** ISO 4217. */
  code: z.string(),
  name: z.string(),
  /** Digits of the minor unit (2 for EUR, 0 for JPY). */
  minor_units: z.number().int(),
});
export const staffReferenceCountry = z.object({
  /** ISO alpha-2. */
  code: z.string(),
  name: z.string(),
});
export const staffReferenceLanguage = z.object({
  /** The site's language code (en, de, ...). */
  code: z.string(),
  name: z.string(),
});
export const staffReference = z.object({
  /** By id. */
  currencies: z.array(staffReferenceCurrency),
  /** By name. */
  countries: z.array(staffReferenceCountry),
  /** The languages of the platform, in the site's order (rank). */
  languages: z.array(staffReferenceLanguage),
});
export type StaffReference = z.infer<typeof staffReference>;
export type StaffReferenceCurrency = z.infer<typeof staffReferenceCurrency>;
export type StaffReferenceCountry = z.infer<typeof staffReferenceCountry>;
export const staffReferenceResponse = envelope(staffReference);

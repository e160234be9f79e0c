import { z } from 'zod';
import { envelope } from './common.ts';

export const currency = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  rate: z.number(),
});
export type Currency = z.infer<typeof currency>;

export const country = z.object({
  id: z.number().int(),
  code: z.string(),
  code3: z.string(),
  name: z.string(),
  phone_prefix: z.array(z.string()).nullable(),
  is_EEA: z.union([z.literal(0), z.literal(1)]),
});
export type Country = z.infer<typeof country>;

export const skinSettings = z.object({
  id: z.number().int(),
  licensee_id: z.number().int(),
  name: z.string(),
  ref_id: z.string(),
  ui_options: z.object({
    hide_transaction_popups: z.boolean(),
    player_login_with_email: z.boolean(),
    allow_external_registration: z.boolean(),
    is_activation_email_bypassed: z.boolean(),
  }),
  revenue_calculation: z.string(),
  analytics_code: z.string().nullable(),
  captcha: z.object({ provider: z.string(), enabled: z.boolean() }),
  live_chat_url: z.string().nullable(),
  layout_settings: z.object({
    brand_name: z.string(),
    logo_text: z.string(),
    /** The uploaded logo image (`/media/...`); absent or null: the site's default logo. */
    logo_url: z.string().nullable().optional(),
    colors: z.record(z.string(), z.string()),
    radius: z.string(),
    font_family: z.string(),
  }),
  licence: z.object({
    company_name: z.string(),
    company_address: z.string(),
    company_registration: z.string(),
    licence_number: z.string(),
    licence_text: z.string(),
    /**
     * The licence paragraph per site language (`de` → text, same placeholders as
     * `licence_text`); a language missing or empty here shows `licence_text` (English).
     */
    licence_texts: z.record(z.string(), z.string()).optional(),
    support_email: z.string(),
  }),
  currencies: z.array(currency),
  countries: z.object({ restricted: z.array(z.string()) }),
  production: z.boolean(),
});
export type SkinSettings = z.infer<typeof skinSettings>;

/** GET /v1/skin/settings */
export const skinSettingsResponse = envelope(skinSettings);
export type SkinSettingsResponse = z.infer<typeof skinSettingsResponse>;

/** GET /v1/static/countries and /v1/static/currencies */
export const countriesResponse = envelope(z.array(country));
export const currenciesResponse = envelope(z.array(currency));

/** GET /v1/geo/ip: the country of the caller, from an offline database. */
export const geoResponse = envelope(
  z.object({ ip: z.string(), country: z.string().nullable(), error: z.string().nullable() }),
);
export type GeoResponse = z.infer<typeof geoResponse>;

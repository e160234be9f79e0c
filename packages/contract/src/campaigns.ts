import { z } from 'zod';
import { ERROR_KEYS } from './errors.ts';
import { envelope, languageParam, pageMeta, queryFlag, queryId, safeString } from './common.ts';

/**
 * A campaign (bonus) as the site sees it. Money fields are decimals with 2 places in `currency`
 * (the requested `currency_id`, else EUR); the platform keeps them in EUR minor units and converts
 * with the currency's rate.
 */
export const campaign = z.object({
  id: z.number().int(),
  /** The bonus code; codes are matched case-insensitively. */
  code: z.string(),
  /** In the requested language (English when that language has no text). */
  name: z.string(),
  description: z.string(),
  language: z.string(),
  media_url: z.string().nullable(),
  categories: z.array(z.string()),
  options: z.object({
    /** The bonus is credited only to a player with a verified mobile number. */
    sms_verified: z.boolean(),
  }),
  /** CAMPAIGN_ACTIONS: 1 manual, 2 deposit, 3 registration. */
  action: z.number().int(),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
  /** `percent`: `amount` is a percentage of the qualifying deposit; `fixed`: an amount of money. */
  amount_type: z.enum(['percent', 'fixed']),
  amount: z.number(),
  /** Upper bound of a percentage bonus; null when unbounded. */
  max_amount: z.number().nullable(),
  /** Minimum qualifying deposit. */
  min_dep: z.number(),
  /** Largest bet allowed while the bonus is active; null when unbounded. */
  max_bet: z.number().nullable(),
  /** Turnover multiplier of the bonus before it can be withdrawn. */
  wagering: z.number().int(),
  freespins: z.number().int(),
  /** Currency ids the campaign is open to; empty means every currency of the skin. */
  currency_ids: z.array(z.number().int()),
  /** ISO alpha-2 codes of the countries the campaign is open to; empty means every country. */
  countries: z.array(z.string()),
  is_public: z.boolean(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** Running now (started and not ended). */
  is_valid: z.boolean(),
});
export type Campaign = z.infer<typeof campaign>;

/** qs turns `a[0]=x` into an array, `a=x` into a string: accept both. */
const listParam = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z.array(item, { error: ERROR_KEYS.invalid }).max(max, { error: ERROR_KEYS.invalid }),
  );

/** A country by ISO alpha-2 code (`CZ`) or by numeric id. */
export const countryRef = safeString({ error: ERROR_KEYS.invalid }).regex(
  /^([A-Za-z]{2}|\d{1,6})$/,
  { error: ERROR_KEYS.invalid },
);

/**
 * GET /v1/campaigns?all=1&filters[is_public]=1&filters[actions][0]=3&filters[language]=en
 *   &filters[currency_id]=42&filters[countries][0]=CZ
 * Running public campaigns open to that currency and country (private campaigns are reachable by
 * code only, so `is_public=0` lists nothing). `all=1` returns every match without paging.
 */
export const listCampaignsQuery = z.object({
  all: queryFlag.optional(),
  page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(10_000, { error: ERROR_KEYS.invalid })
    .default(1),
  per_page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(100, { error: ERROR_KEYS.invalid })
    .default(20),
  filters: z
    .object(
      {
        is_public: queryFlag.optional(),
        actions: listParam(
          z.coerce
            .number({ error: ERROR_KEYS.invalid })
            .int({ error: ERROR_KEYS.invalid })
            .min(1, { error: ERROR_KEYS.invalid })
            .max(99, { error: ERROR_KEYS.invalid }),
          10,
        ).optional(),
        language: languageParam,
        currency_id: queryId.optional(),
        countries: listParam(countryRef, 10).optional(),
      },
      { error: ERROR_KEYS.invalid },
    )
    .prefault({}),
});
export type ListCampaignsQuery = z.input<typeof listCampaignsQuery>;
export const listCampaignsResponse = z.object({
  data: z.array(campaign),
  /** Present when the list is paged (without `all=1`). */
  meta: pageMeta.optional(),
});
export type ListCampaignsResponse = z.infer<typeof listCampaignsResponse>;

/** GET /v1/campaigns/{code}?check_code=1&currency_id=42 */
export const campaignCodeParams = z.object({
  code: safeString()
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(50, { error: ERROR_KEYS.invalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: ERROR_KEYS.invalid }),
});
/**
 * The code is checked for the given currency (required with `check_code=1`) and, when given,
 * country. Answers: 200 with the campaign; 404 `{ message: 'campaign_not_found' }` for an unknown
 * code; 422 `{ errors: { code: ['campaign_expired' | 'campaign_not_started'] } }`,
 * `{ errors: { currency_id: ['campaign_currency_not_allowed'] } }` or
 * `{ errors: { country: ['campaign_country_not_allowed'] } }`.
 */
export const campaignCodeQuery = z
  .object({
    check_code: queryFlag.optional(),
    currency_id: queryId.optional(),
    country: countryRef.optional(),
    language: languageParam,
  })
  .superRefine((q, ctx) => {
    if (q.check_code && q.currency_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['currency_id'], message: ERROR_KEYS.required });
    }
  });
export type CampaignCodeQuery = z.input<typeof campaignCodeQuery>;
export const campaignCodeResponse = envelope(campaign);
export type CampaignCodeResponse = z.infer<typeof campaignCodeResponse>;

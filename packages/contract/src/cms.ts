import { z } from 'zod';
import { BANNER_TAGS, TRANSLATION_GROUPS } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { envelope, ID_MAX, languageParam, queryFlag, queryId, safeString } from './common.ts';

export const seo = z.object({ title: z.string(), description: z.string(), keywords: z.string() });

export const media = z.object({
  id: z.number().int(),
  url: z.string(),
  url_webp: z.string().nullable(),
  title: z.string(),
  comment: z.string().nullable(),
  is_mobile: z.boolean(),
  full_url: z.string(),
});
export type Media = z.infer<typeof media>;

export const page = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['page', 'promotion']),
  language: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  seo,
});
export type Page = z.infer<typeof page>;

export const promotion = page.extend({
  comment: z.string(),
  is_valid: z.boolean(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  banners: z.array(media),
  /**
   * The campaign this promotion offers (the campaign's `promotion_page_id`), when one is running or
   * about to: the claim button posts `campaigns/{id}/players/{player_id}/claim`. Null otherwise.
   */
  campaign: z
    .object({
      id: z.number().int(),
      code: z.string(),
      kind: z.enum(['deposit', 'no_deposit', 'free_spins', 'cashback']),
      is_valid: z.boolean(),
      valid_from: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Promotion = z.infer<typeof promotion>;

/** GET /v1/cms/pages/{id}: by numeric id (at most ID_MAX) or by page name. */
export const pageParams = z.object({
  id: safeString()
    .min(1, { error: ERROR_KEYS.invalid })
    .max(100, { error: ERROR_KEYS.invalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: ERROR_KEYS.invalid })
    .refine((v) => !/^\d+$/.test(v) || Number(v) <= ID_MAX, { error: ERROR_KEYS.invalid }),
});
export const pageQuery = z.object({ language: languageParam });
export const getPageResponse = envelope(z.union([promotion, page]));
export type GetPageResponse = z.infer<typeof getPageResponse>;

/** GET /v1/cms/pages?type=promotion&campaign_visible=1&language */
export const listPagesQuery = z.object({
  type: z.enum(['page', 'promotion'], { error: ERROR_KEYS.invalid }).default('page'),
  campaign_visible: queryFlag.optional(),
  language: languageParam,
});
export const listPagesResponse = envelope(z.array(z.union([promotion, page])));
export type ListPagesResponse = z.infer<typeof listPagesResponse>;

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  options: z.object({
    html: z.string(),
    html_mobile: z.string(),
    button_text: z.string(),
    button_text_1: z.string(),
    button_url: z.string(),
    button_url_1: z.string(),
    button_text_mobile: z.string(),
    button_url_mobile: z.string(),
  }),
  medias: z.array(media),
});
export type Banner = z.infer<typeof banner>;

/** GET /v1/cms/banners?language&user_id&tag[0]=casino */
export const bannersQuery = z.object({
  language: languageParam,
  user_id: queryId.optional(),
  tag: z
    .preprocess(
      (v) => (typeof v === 'string' ? [v] : v),
      z.array(z.enum(BANNER_TAGS, { error: ERROR_KEYS.invalid })).max(BANNER_TAGS.length),
    )
    .optional(),
});
export const getBannersResponse = envelope(z.array(banner));
export type GetBannersResponse = z.infer<typeof getBannersResponse>;

/** POST /v1/cms/skin-in-maintenance */
export const maintenanceResponse = envelope(z.object({ in_maintenance: z.boolean() }));
export type MaintenanceResponse = z.infer<typeof maintenanceResponse>;

/** GET /v1/cms/translation/{group}?language */
export const translationParams = z.object({
  group: z.enum(TRANSLATION_GROUPS, { error: ERROR_KEYS.invalid }),
});
export const translationQuery = z.object({ language: languageParam });
export const translationResponse = envelope(z.record(z.string(), z.string()));
export type TranslationResponse = z.infer<typeof translationResponse>;

/** GET /v1/cms/translation/languages */
export const languagesResponse = envelope(
  z.array(
    z.object({ code: z.string(), name: z.string(), native_name: z.string(), default: z.boolean() }),
  ),
);
export type LanguagesResponse = z.infer<typeof languagesResponse>;

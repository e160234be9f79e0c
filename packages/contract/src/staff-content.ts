/**
 * The back office's Content screens (`/staff/v1`, bearer token of a staff member): CMS pages,
 * promotions, banners, translations, media uploads and the skin's settings. Every change is
 * audited with before/after. Roles (enforced by the server):
 * - pages, translations, skin settings, media: content, admin;
 * - banners, promotions (and media): content, admin, marketing;
 * - bank details: admin, compliance, finance; risky countries: admin, compliance.
 * Refusals: 401/403 `{ message }`, 404 `{ message }` for an unknown id, 422
 * `{ message, errors: { field: [key] } }` with ERROR_KEYS.
 */
import { z } from 'zod';
import { BANNER_TAGS, LANGUAGES } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { isValidIban } from './payment-rules.ts';
import { envelope, paged, pathId, queryFlag, safeString } from './common.ts';

const E = { error: ERROR_KEYS.invalid };

/** Largest HTML body of one page translation (characters). */
export const CONTENT_HTML_MAX = 200_000;

export const STAFF_CONTENT_ERRORS = {
  /** A slug (page, promotion) or banner key another row already has. */
  taken: ERROR_KEYS.fieldsAlreadyUsed,
  /** The promotion's `campaign_id` is not a campaign. */
  campaignNotFound: ERROR_KEYS.campaignNotFound,
} as const;

export const contentLanguage = z.enum(LANGUAGES, E);

/** A page or promotion name in the site's address (`/{slug}`, `/promotion/{slug}`). */
export const contentSlug = safeString(E)
  .min(1, E)
  .max(100, E)
  .regex(/^[A-Za-z0-9_-]+$/, E);

const text = (max: number) => safeString(E).max(max, E);
const isoOrNull = z.iso.datetime({ offset: true, ...E }).nullable();

export const contentIdParams = z.object({ id: pathId });

// ------------------------------------------------------------------------------------ pages

/** One language of a page. `content` is HTML: sanitised on save (script, on* and javascript: go). */
export const staffPageTranslation = z.object({
  language: contentLanguage,
  title: text(300).min(1, { error: ERROR_KEYS.required }),
  content: safeString(E).max(CONTENT_HTML_MAX, E),
  seo_title: text(300).default(''),
  seo_description: text(1000).default(''),
  seo_keywords: text(1000).default(''),
});
export type StaffPageTranslationInput = z.input<typeof staffPageTranslation>;

const translationsList = <T extends z.ZodType<{ language: string }>>(item: T) =>
  z
    .array(item)
    .max(LANGUAGES.length, E)
    .refine((list) => new Set(list.map((t) => t.language)).size === list.length, E);

const pageTranslationOut = z.object({
  language: z.string(),
  title: z.string(),
  /** The stored (sanitised) HTML: what the site serves. */
  content: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
});

export const staffPageSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  rank: z.number().int(),
  /** Languages with a translation. */
  languages: z.array(z.string()),
  /** English title (else the first). */
  title: z.string(),
  /** False: the site answers 404 for it and leaves it out of every list, as if it did not exist. */
  is_active: z.boolean(),
  created_at: z.string(),
});
export type StaffPageSummary = z.infer<typeof staffPageSummary>;

export const staffPage = staffPageSummary.extend({
  translations: z.array(pageTranslationOut),
});
export type StaffPage = z.infer<typeof staffPage>;

/** GET /staff/v1/pages?q (slug or title contains) */
export const staffPagesQuery = z.object({ q: text(100).optional() });
export const staffPagesResponse = envelope(z.array(staffPageSummary));
export const staffPageResponse = envelope(staffPage);

/**
 * POST /staff/v1/pages (at least one translation); PUT /staff/v1/pages/:id (every field optional;
 * `translations` upserts the languages given, `remove_languages` deletes others).
 * `is_active: false` takes the page off the site (404) and keeps it here.
 * DELETE /staff/v1/pages/:id deletes the page.
 */
export const staffPageCreate = z.object({
  slug: contentSlug,
  rank: z.number(E).int(E).min(0, E).max(1_000_000, E).default(0),
  is_active: z.boolean(E).default(true),
  translations: translationsList(staffPageTranslation).min(1, { error: ERROR_KEYS.required }),
});
export type StaffPageCreate = z.input<typeof staffPageCreate>;
export const staffPageUpdate = z.object({
  slug: contentSlug.optional(),
  rank: z.number(E).int(E).min(0, E).max(1_000_000, E).optional(),
  is_active: z.boolean(E).optional(),
  translations: translationsList(staffPageTranslation).optional(),
  remove_languages: z.array(contentLanguage).max(LANGUAGES.length, E).optional(),
});
export type StaffPageUpdate = z.input<typeof staffPageUpdate>;

// ------------------------------------------------------------------------------- media

/** An image as pages, promotions and banners keep it (`url`: `/media/...` or https). */
export const contentImageUrl = safeString(E)
  .max(500, E)
  .regex(/^(\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}|https:\/\/[^\s"'<>]+)$/, E)
  .refine((v) => !v.includes('..'), E);

export const staffMediaInput = z.object({
  url: contentImageUrl,
  url_webp: contentImageUrl.nullable().default(null),
  title: text(200).default(''),
  /** Banners: the lobby tag (BANNER_TAGS) the image is shown in; null: untagged. */
  tag: z.enum(BANNER_TAGS, E).nullable().default(null),
  is_mobile: z.boolean(E).default(false),
});
export const staffMedia = z.object({
  id: z.number().int(),
  url: z.string(),
  url_webp: z.string().nullable(),
  title: z.string(),
  tag: z.string().nullable(),
  is_mobile: z.boolean(),
});
export type StaffMedia = z.infer<typeof staffMedia>;

/**
 * POST /staff/v1/media: multipart with one `file` (png or jpeg, at most DOCUMENT_RULES.maxBytes;
 * inspected like players' uploads and re-encoded without metadata). 201 with its address.
 * GET /staff/v1/media?page lists uploaded images (newest first).
 */
export const staffMediaFile = z.object({
  path: z.string(),
  /** `/media/{path}`: what `url` of a media takes. */
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export const staffMediaUploadResponse = envelope(staffMediaFile);
export const staffMediaListQuery = z.object({
  page: z.coerce.number(E).int(E).min(1, E).max(100_000, E).default(1),
});
export const staffMediaListResponse = paged(staffMediaFile);

// ------------------------------------------------------------------------------ banners

export const staffBannerTranslation = z.object({
  language: contentLanguage,
  title: text(300).min(1, { error: ERROR_KEYS.required }),
  subtitle: text(1000).default(''),
  button_text: text(100).default(''),
});
/** The button's target: a site path (`/casino`) or an https address. */
export const bannerButtonUrl = safeString(E)
  .max(500, E)
  .regex(/^(|\/[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/, E);

export const staffBanner = z.object({
  id: z.number().int(),
  key: z.string(),
  rank: z.number().int(),
  active: z.boolean(),
  /** Shown on the site from / until (ISO; null: no bound), while `active`. */
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  button_url: z.string(),
  /** Lobby tags of its images. */
  tags: z.array(z.string()),
  medias: z.array(staffMedia),
  languages: z.array(z.string()),
  translations: z.array(
    z.object({
      language: z.string(),
      title: z.string(),
      subtitle: z.string(),
      button_text: z.string(),
    }),
  ),
  created_at: z.string(),
});
export type StaffBanner = z.infer<typeof staffBanner>;

/** GET /staff/v1/banners?tag&active */
export const staffBannersQuery = z.object({
  tag: z.enum(BANNER_TAGS, E).optional(),
  active: queryFlag.optional(),
});
export const staffBannersResponse = envelope(z.array(staffBanner));
export const staffBannerResponse = envelope(staffBanner);
/**
 * POST /staff/v1/banners; PUT /staff/v1/banners/:id (partial); DELETE /staff/v1/banners/:id.
 * The site shows a banner while it is `active` and the server's clock is within
 * [`valid_from`, `valid_to`); `valid_from` must be before `valid_to` (else 422 `field_invalid` on
 * `valid_to`, also when a PUT gives one bound and the stored other one does not fit).
 */
export const staffBannerCreate = z.object({
  key: contentSlug,
  rank: z.number(E).int(E).min(0, E).max(1_000_000, E).default(0),
  active: z.boolean(E).default(true),
  valid_from: isoOrNull.default(null),
  valid_to: isoOrNull.default(null),
  button_url: bannerButtonUrl.default(''),
  medias: z.array(staffMediaInput).max(20, E).default([]),
  translations: translationsList(staffBannerTranslation).min(1, { error: ERROR_KEYS.required }),
});
export type StaffBannerCreate = z.input<typeof staffBannerCreate>;
export const staffBannerUpdate = z.object({
  key: contentSlug.optional(),
  rank: z.number(E).int(E).min(0, E).max(1_000_000, E).optional(),
  active: z.boolean(E).optional(),
  valid_from: isoOrNull.optional(),
  valid_to: isoOrNull.optional(),
  button_url: bannerButtonUrl.optional(),
  /** Replaces the images. */
  medias: z.array(staffMediaInput).max(20, E).optional(),
  translations: translationsList(staffBannerTranslation).optional(),
  remove_languages: z.array(contentLanguage).max(LANGUAGES.length, E).optional(),
});
export type StaffBannerUpdate = z.input<typeof staffBannerUpdate>;

// --------------------------------------------------------------------------- promotions

export const staffPromotionTranslation = staffPageTranslation.extend({
  /** The short text under the promotion's title in the list. */
  comment: text(2000).default(''),
});

export const staffPromotion = staffPageSummary.extend({
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  campaign_visible: z.boolean(),
  medias: z.array(staffMedia),
  /** The linked campaign (its promotion_page_id is this promotion), null: none. */
  campaign: z
    .object({ id: z.number().int(), code: z.string(), name: z.string(), state: z.string() })
    .nullable(),
  translations: z.array(pageTranslationOut.extend({ comment: z.string() })),
});
export type StaffPromotion = z.infer<typeof staffPromotion>;

export const staffPromotionsResponse = envelope(z.array(staffPromotion));
export const staffPromotionResponse = envelope(staffPromotion);

/**
 * POST /staff/v1/promotions; PUT /staff/v1/promotions/:id (partial); DELETE unlinks the campaign
 * and deletes the promotion. `campaign_id` links one campaign (422 campaign_not_found when it
 * does not exist); null unlinks.
 */
export const staffPromotionCreate = z.object({
  slug: contentSlug,
  rank: z.number(E).int(E).min(0, E).max(1_000_000, E).default(0),
  valid_from: isoOrNull.default(null),
  valid_to: isoOrNull.default(null),
  campaign_visible: z.boolean(E).default(false),
  medias: z.array(staffMediaInput).max(20, E).default([]),
  campaign_id: pathId.nullable().default(null),
  translations: translationsList(staffPromotionTranslation).min(1, {
    error: ERROR_KEYS.required,
  }),
});
export type StaffPromotionCreate = z.input<typeof staffPromotionCreate>;
export const staffPromotionUpdate = z.object({
  slug: contentSlug.optional(),
  rank: z.number(E).int(E).min(0, E).max(1_000_000, E).optional(),
  valid_from: isoOrNull.optional(),
  valid_to: isoOrNull.optional(),
  campaign_visible: z.boolean(E).optional(),
  medias: z.array(staffMediaInput).max(20, E).optional(),
  campaign_id: pathId.nullable().optional(),
  translations: translationsList(staffPromotionTranslation).optional(),
  remove_languages: z.array(contentLanguage).max(LANGUAGES.length, E).optional(),
});
export type StaffPromotionUpdate = z.input<typeof staffPromotionUpdate>;

// --------------------------------------------------------------------------- translations

export const translationGroupName = safeString(E)
  .min(1, E)
  .max(64, E)
  .regex(/^[A-Za-z0-9_]+$/, E);
export const translationKey = safeString(E)
  .min(1, E)
  .max(200, E)
  .regex(/^[A-Za-z0-9_.-]+$/, E);

/**
 * GET /staff/v1/translations?group&language&q&missing=1&page&per_page: the keys of the group (or
 * of every group) in `language` (default en) with the English text beside; `q` matches key or
 * either text (case-insensitive); `missing=1`: only keys present in English and absent in
 * `language`. Sorted by group, key.
 */
export const staffTranslationsQuery = z.object({
  group: translationGroupName.optional(),
  language: contentLanguage.default('en'),
  q: text(200).optional(),
  missing: queryFlag.optional(),
  page: z.coerce.number(E).int(E).min(1, E).max(100_000, E).default(1),
  per_page: z.coerce.number(E).int(E).min(1, E).max(200, E).default(50),
});
export const staffTranslationRow = z.object({
  group: z.string(),
  key: z.string(),
  language: z.string(),
  /** Null: missing in this language (the site shows English). */
  value: z.string().nullable(),
  en_value: z.string().nullable(),
});
export type StaffTranslationRow = z.infer<typeof staffTranslationRow>;
export const staffTranslationsResponse = paged(staffTranslationRow);

/**
 * PUT /staff/v1/translations: sets one text (plain text as the site shows it; the site escapes
 * it when rendering). A key new to the group may only be added in English.
 */
export const staffTranslationPut = z.object({
  group: translationGroupName,
  key: translationKey,
  language: contentLanguage,
  value: safeString(E).max(10_000, E),
});
export type StaffTranslationPut = z.input<typeof staffTranslationPut>;
export const staffTranslationResponse = envelope(staffTranslationRow);

/** GET /staff/v1/translations/groups: keys per group and per language, and the missing ones. */
export const staffTranslationGroup = z.object({
  group: z.string(),
  /** Keys in English. */
  keys: z.number().int(),
  languages: z.record(z.string(), z.object({ count: z.number().int(), missing: z.number().int() })),
});
export const staffTranslationGroupsResponse = envelope(z.array(staffTranslationGroup));

// ------------------------------------------------------------------------------ skins

const hexColour = safeString(E).regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, E);
/** The languages of `licence.licence_texts`: English is `licence_text` itself. */
const licenceTextLanguage = z.enum(
  LANGUAGES.filter((l) => l !== 'en'),
  E,
);
/** A https script address of the live-chat provider (null: no chat). */
const httpsUrl = safeString(E)
  .max(500, E)
  .regex(/^https:\/\/[^\s"'<>]+$/, E);

export const staffSkinSettings = z.object({
  id: z.number().int(),
  name: z.string(),
  ref_id: z.string(),
  in_maintenance: z.boolean(),
  ui_options: z.object({
    hide_transaction_popups: z.boolean(),
    player_login_with_email: z.boolean(),
    allow_external_registration: z.boolean(),
    is_activation_email_bypassed: z.boolean(),
  }),
  live_chat_url: z.string().nullable(),
  layout_settings: z.object({
    brand_name: z.string(),
    logo_text: z.string(),
    /** The uploaded logo (`/media/...`); null: the site's default mark beside `logo_text`. */
    logo_url: z.string().nullable(),
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
    /** The licence paragraph per language other than English; missing or empty: `licence_text`. */
    licence_texts: z.record(z.string(), z.string()).optional(),
    support_email: z.string(),
    dpo_email: z.string(),
    affiliate_email: z.string(),
    site_url: z.string(),
  }),
});
export type StaffSkinSettings = z.infer<typeof staffSkinSettings>;

/** GET /staff/v1/skins: the skins to choose from. */
export const staffSkinsResponse = envelope(
  z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      ref_id: z.string(),
      in_maintenance: z.boolean(),
    }),
  ),
);
/** GET/PUT /staff/v1/skins/:id/settings */
export const staffSkinSettingsResponse = envelope(staffSkinSettings);

/** PUT /staff/v1/skins/:id/settings: any subset; objects are merged key by key. */
export const staffSkinSettingsUpdate = z.object({
  in_maintenance: z.boolean(E).optional(),
  ui_options: z
    .object({
      hide_transaction_popups: z.boolean(E),
      player_login_with_email: z.boolean(E),
      allow_external_registration: z.boolean(E),
      is_activation_email_bypassed: z.boolean(E),
    })
    .partial()
    .optional(),
  live_chat_url: httpsUrl.nullable().optional(),
  layout_settings: z
    .object({
      brand_name: text(100).min(1, { error: ERROR_KEYS.required }),
      logo_text: text(100),
      /** Colour name (`primary`, `background`...) → #rgb or #rrggbb. */
      colors: z.record(
        safeString(E)
          .max(40, E)
          .regex(/^[a-z][a-z0-9_-]*$/i, E),
        hexColour,
      ),
      radius: text(20).regex(/^\d{1,3}(px|rem|em|%)?$/, E),
      font_family: text(200).regex(/^[A-Za-z0-9 ,'"-]*$/, E),
    })
    .partial()
    .optional(),
  licence: z
    .object({
      company_name: text(300),
      company_address: text(500),
      company_registration: text(200),
      licence_number: text(200),
      licence_text: text(5000),
      /**
       * Language → licence paragraph (same placeholders as `licence_text`), merged key by key
       * into the saved ones; an empty text makes that language show `licence_text` again. Keys:
       * the site's languages other than English (English is `licence_text`).
       */
      licence_texts: z.partialRecord(licenceTextLanguage, text(5000), E),
      support_email: z.email(E).max(200, E).or(z.literal('')),
      dpo_email: z.email(E).max(200, E).or(z.literal('')),
      affiliate_email: z.email(E).max(200, E).or(z.literal('')),
      site_url: httpsUrl.or(z.literal('')),
    })
    .partial()
    .optional(),
});
export type StaffSkinSettingsUpdate = z.input<typeof staffSkinSettingsUpdate>;

/**
 * GET/PUT /staff/v1/skins/:id/risky-countries (admin, compliance): ISO alpha-2 codes of known
 * countries (422 field_invalid otherwise); replaces the list.
 */
export const staffRiskyCountries = z.object({
  countries: z
    .array(safeString(E).regex(/^[A-Z]{2}$/, E))
    .max(300, E)
    .refine((l) => new Set(l).size === l.length, E),
});
export const staffRiskyCountriesResponse = envelope(z.object({ countries: z.array(z.string()) }));

/**
 * GET/PUT /staff/v1/skins/:id/bank-details (admin, compliance, finance): the skin's bank account
 * shown for bank transfers, per currency (`default`: every currency without its own account).
 * PUT sets one account (`currency`: a currency code or `default`).
 */
export const staffBankAccount = z.object({
  name: text(200).min(1, { error: ERROR_KEYS.required }),
  holder: text(200).min(1, { error: ERROR_KEYS.required }),
  iban: safeString(E)
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, E)
    .refine(isValidIban, E),
  bic: safeString(E).regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, E),
  bban: text(40).regex(/^[A-Z0-9]*$/, E),
  bank_code: text(20).regex(/^[A-Z0-9]*$/, E),
});
export type StaffBankAccount = z.infer<typeof staffBankAccount>;
export const staffBankDetailsPut = staffBankAccount.extend({
  currency: safeString(E)
    .regex(/^([A-Z]{3}|default)$/, E)
    .default('default'),
});
/**
 * POST /staff/v1/skins/:id/logo (content, admin): multipart with one `file`, a PNG or JPEG of at
 * most SKIN_LOGO_MAX_BYTES (inspected like players' uploads: name, magic bytes, polyglots,
 * decoding; re-encoded without metadata), stored in the media store and set as the skin's logo;
 * 422 `{ file: [key] }` with the documents' keys otherwise. SVG is refused (no sanitiser).
 * DELETE /staff/v1/skins/:id/logo: back to the default logo. Both answer the skin's settings.
 */
export const SKIN_LOGO_MAX_BYTES = 512 * 1024;
export const SKIN_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const staffBankDetailsResponse = envelope(
  z.object({
    /** Account per currency code, `default` for the rest. */
    accounts: z.record(
      z.string(),
      z.object({
        name: z.string(),
        holder: z.string(),
        iban: z.string(),
        bic: z.string(),
        bban: z.string(),
        bank_code: z.string(),
      }),
    ),
  }),
);

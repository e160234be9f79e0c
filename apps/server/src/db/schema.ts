import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export interface SkinSettingsJson {
  ui_options: {
    hide_transaction_popups: boolean;
    player_login_with_email: boolean;
    allow_external_registration: boolean;
    is_activation_email_bypassed: boolean;
  };
  revenue_calculation: string;
  analytics_code: string | null;
  captcha: { provider: string; enabled: boolean };
  live_chat_url: string | null;
  layout_settings: {
    brand_name: string;
    logo_text: string;
    colors: Record<string, string>;
    radius: string;
    font_family: string;
  };
  licence: {
    company_name: string;
    company_address: string;
    company_registration: string;
    licence_number: string;
    licence_text: string;
    support_email: string;
    dpo_email: string;
    affiliate_email: string;
    site_url: string;
  };
  currency_ids: number[];
  restricted_countries: string[];
  production: boolean;
}

export const skins = pgTable('skins', {
  id: serial('id').primaryKey(),
  licenseeId: integer('licensee_id').notNull(),
  name: text('name').notNull(),
  refId: text('ref_id').notNull().unique(),
  apiKey: text('api_key').notNull().unique(),
  /** sha-256 of the skin's Basic secret (public by nature, still never stored in clear). */
  apiSecretHash: text('api_secret_hash').notNull(),
  inMaintenance: boolean('in_maintenance').notNull().default(false),
  settings: jsonb('settings').$type<SkinSettingsJson>().notNull(),
  createdAt: createdAt(),
});

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
  minorUnits: smallint('minor_units').notNull().default(2),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  code3: text('code3').notNull().unique(),
  name: text('name').notNull(),
  phonePrefix: jsonb('phone_prefix').$type<string[] | null>(),
  isEea: boolean('is_eea').notNull().default(false),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  rank: integer('rank').notNull(),
});

export const translations = pgTable(
  'translations',
  {
    language: text('language').notNull(),
    group: text('group').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.group, t.key] })],
);

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
  isEnabled: boolean('is_enabled').notNull().default(true),
  rank: integer('rank').notNull().default(0),
});

export const sections = pgTable('sections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  rank: integer('rank').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    reelsNumbers: smallint('reels_numbers'),
    isDesktop: boolean('is_desktop').notNull().default(true),
    isMobile: boolean('is_mobile').notNull().default(true),
    isEnabled: boolean('is_enabled').notNull().default(true),
    rank: integer('rank').notNull().default(0),
    engine: text('engine').notNull(),
    engineSettings: jsonb('engine_settings').$type<Record<string, unknown>>().notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('games_rank_idx').on(t.rank), index('games_provider_idx').on(t.providerId)],
);

export const gameSections = pgTable(
  'game_sections',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.sectionId] }),
    index('gs_section_idx').on(t.sectionId),
  ],
);

export interface MediaJson {
  id: number;
  url: string;
  url_webp: string | null;
  title: string;
  comment: string | null;
  is_mobile: boolean;
}

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull().default('page'),
    campaignVisible: boolean('campaign_visible').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    rank: integer('rank').notNull().default(0),
    medias: jsonb('medias').$type<MediaJson[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cms_pages_name_type_idx').on(t.name, t.type)],
);

export const cmsPageTranslations = pgTable(
  'cms_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull().default(''),
    /** Stored sanitised; sanitised again when served. */
    content: text('content').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.language] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  rank: integer('rank').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  buttonUrl: text('button_url').notNull().default(''),
  medias: jsonb('medias').$type<MediaJson[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    buttonText: text('button_text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.language] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Stored media (generated artwork now, staff uploads later): shared by every node. */
export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
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
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import {
  DEFAULT_CONTRIBUTIONS,
  type CampaignKind,
  type CampaignState,
  type Contributions,
  type WageringBase,
} from '@croupier/contract/bonus-rules';
import type { StaffRole } from '@croupier/contract/constants';

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
    /** The uploaded logo (`/media/...`); absent or null: the default logo. */
    logo_url?: string | null;
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
    /** Language → licence paragraph; missing or empty: `licence_text`. Older skins have none. */
    licence_texts?: Record<string, string>;
    support_email: string;
    dpo_email: string;
    affiliate_email: string;
    site_url: string;
  };
  currency_ids: number[];
  restricted_countries: string[];
  /**
   * Players from these countries may register but play for real only with an approved identity
   * check (statusKyc idApproved, selfie level). Optional: skins saved before it have none.
   */
  risky_countries?: string[];
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
  /**
   * How its games are played: `studio` (our own engines, in process), `hub88` (through the Hub88
   * aggregator's operator wallet API), `wallet` (a provider on our signed `/wallet/v1`).
   */
  integration: text('integration').notNull().default('studio'),
  /**
   * The wallet-side code of the integration: `hub88` for Hub88 (one aggregator, many studios),
   * the `X-Provider` code of a `/wallet/v1` provider; null for the studio.
   */
  aggregator: text('aggregator'),
  /** A `/wallet/v1` provider's game URL, `{token}`, `{game}`, `{lang}`, `{mode}`, `{currency}` filled in. */
  launchUrl: text('launch_url'),
  /** Largest win of one round paid without staff review, minor units of the player's currency. */
  maxWinCap: bigint('max_win_cap', { mode: 'number' }),
});

export const sections = pgTable('sections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull(),
  rank: integer('rank').notNull().default(0),
  /** A hidden section keeps its games but is not listed on the site. */
  isVisible: boolean('is_visible').notNull().default(true),
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
    /** Whether the game may be played for fun (demo) by anyone, signed in or not. */
    hasDemo: boolean('has_demo').notNull().default(true),
    rank: integer('rank').notNull().default(0),
    engine: text('engine').notNull(),
    engineSettings: jsonb('engine_settings').$type<Record<string, unknown>>().notNull(),
    description: text('description').notNull().default(''),
    /** The aggregator's code of the game (Hub88 `game_code`); null for studio games. */
    externalCode: text('external_code'),
    /** The aggregator's artwork URL (studio games draw theirs: `/media/games/{slug}.svg`). */
    imageUrl: text('image_url'),
    /** Theoretical return to player in basis points (9612 = 96.12 %), null when not stated. */
    rtpBp: integer('rtp_bp'),
    /** low | medium | high, null when not stated. */
    volatility: text('volatility'),
    /**
     * The stated largest win of one round as a multiple of its stakes: a win above it is held
     * for staff review instead of paid (null: only the provider's cap applies).
     */
    maxWinMultiplier: integer('max_win_multiplier'),
    createdAt: createdAt(),
  },
  (t) => [
    index('games_rank_idx').on(t.rank),
    index('games_provider_idx').on(t.providerId),
    uniqueIndex('games_provider_external_idx')
      .on(t.providerId, t.externalCode)
      .where(sql`${t.externalCode} is not null`),
  ],
);

/** A player's favourite games (the heart on a tile; the lobby's Favourites tab). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/** The games a player opened (real or demo while signed in), last first: recently played. */
export const playerRecentGames = pgTable(
  'player_recent_games',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
    /** How the game was last opened: real | demo. */
    mode: text('mode').notNull().default('real'),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('player_recent_games_idx').on(t.playerId, t.lastPlayedAt),
  ],
);

/** Real-money rounds per game over the last 7 days (a job recounts them): "popular". */
export const gameStats = pgTable('game_stats', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  rounds7d: integer('rounds_7d').notNull().default(0),
  players7d: integer('players_7d').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gameSections = pgTable(
  'game_sections',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    /** The game's place in this section (a section's listing sorts by it, then the game's rank). */
    rank: integer('rank').notNull().default(0),
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
    /** An inactive page answers 404 on the site, as if it did not exist. */
    isActive: boolean('is_active').notNull().default(true),
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
  /** Shown from / until (null: no bound). */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
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

// ==================================================================================================
// Player accounts (accounts issue, helper S1): players, their tokens, verification codes, login
// throttling, outgoing messages and used captcha challenges.
// ==================================================================================================

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    /** The nickname as typed (unique per skin, case-insensitive). */
    username: text('username').notNull(),
    /** Trimmed and lowercased. */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Prefix plus digits, e.g. +447700900123. */
    mobile: text('mobile'),
    smsVerifiedAt: timestamp('sms_verified_at', { withTimezone: true }),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    /** false for an imported player whose password must be changed (changePassword page). */
    isCrypt: boolean('is_crypt').notNull().default(true),
    /** The password record ("token" in GET me): equal times mean never changed. */
    passwordCreatedAt: timestamp('password_created_at', { withTimezone: true }).notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
    /** incompleted | active | blocked | self_excluded | closed */
    status: text('status').notNull().default('incompleted'),
    statusReason: text('status_reason'),
    statusExpiresAt: timestamp('status_expires_at', { withTimezone: true }),
    /**
     * A staff block keeps the status it replaced (with its reason and expiry) so that unblocking
     * restores exactly that; null when the player is not blocked by staff.
     */
    statusBeforeBlock: jsonb('status_before_block').$type<{
      status: string;
      reason: string | null;
      expires_at: string | null;
    }>(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    /** M | F | GN */
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    /** ISO alpha-2 codes. */
    country: text('country').notNull(),
    nationality: text('nationality'),
    birthCountry: text('birth_country'),
    city: text('city'),
    street: text('street'),
    streetNumber: text('street_number'),
    postalCode: text('postal_code'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    language: text('language').notNull().default('en'),
    isPep: boolean('is_pep').notNull().default(false),
    isUbo: boolean('is_ubo').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** A test account of the operator (staff flag): kept out of reports. */
    isTest: boolean('is_test').notNull().default(false),
    amlScore: integer('aml_score').notNull().default(0),
    /** low | medium | high: the level the AML score maps to (compliance/aml.ts). */
    amlLevel: text('aml_level').notNull().default('low'),
    /** The account was closed (by the player or staff): play, deposits and marketing stop. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Personal data replaced by placeholders once the AML retention period had passed. */
    pseudonymisedAt: timestamp('pseudonymised_at', { withTimezone: true }),
    manualScore: jsonb('manual_score')
      .$type<{ points: number; type: string; note: string }[]>()
      .notNull()
      .default([]),
    /** Limits in minor units of the player's currency (null: none). */
    maxDailyDeposit: bigint('max_daily_deposit', { mode: 'bigint' }),
    maxWeeklyDeposit: bigint('max_weekly_deposit', { mode: 'bigint' }),
    maxMonthlyDeposit: bigint('max_monthly_deposit', { mode: 'bigint' }),
    maxDailyBet: bigint('max_daily_bet', { mode: 'bigint' }),
    maxDailyLoss: bigint('max_daily_loss', { mode: 'bigint' }),
    /** Minutes. */
    maxDailyPlayingTime: integer('max_daily_playing_time'),
    realityMinutes: integer('reality_minutes'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** The terms version the player accepted (null: none). */
    termsVersion: integer('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    referralCode: text('referral_code'),
    promocode: text('promocode'),
    /** The registration campaign chosen in the form (campaigns table of the campaigns domain). */
    campaignId: integer('campaign_id'),
    registrationIp: text('registration_ip'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_skin_username_idx').on(t.skinId, sql`lower(${t.username})`),
    uniqueIndex('players_skin_email_idx').on(t.skinId, t.email),
    uniqueIndex('players_skin_mobile_idx').on(t.skinId, t.mobile),
    // New players by day (back-office reports).
    index('players_created_idx').on(t.createdAt),
    index('players_person_idx').on(
      t.skinId,
      sql`lower(${t.firstname})`,
      sql`lower(${t.lastname})`,
      t.dob,
    ),
  ],
);

/** Opaque tokens, stored as SHA-256 only: sessions, registration, activation, password reset. */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** session | registration | activation | password_reset | two_factor (a login's challenge) */
    type: text('type').notNull(),
    createdAt: createdAt(),
    /** Absolute end of the token. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    /** Logout, single use (reset link), password change, or inactivity. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The address at login (text: IPv4 or IPv6); shown only to the player themself. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** ISO 3166-1 alpha-2 of the login address (offline geo lookup), null when unknown. */
    country: text('country'),
  },
  (t) => [index('player_sessions_player_idx').on(t.playerId, t.type)],
);

/**
 * A player's optional second factor (TOTP, RFC 6238; OWASP ASVS 5.0 level 2): one row per player
 * who ever set it up. Secrets are sealed with AES-256-GCM (auth/two-factor.ts, `keyId:base64`).
 */
export const playerTwoFactor = pgTable('player_two_factor', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** The confirmed secret (sealed); null while off. */
  secret: text('secret'),
  /** When the player turned it on; null: off (a login needs only the password). */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The newest accepted time step: a code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** A secret offered by setup and not yet confirmed by a code (sealed), and when. */
  pendingSecret: text('pending_secret'),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a player's second factor (SHA-256 stored); a new set replaces the old. */
export const playerRecoveryCodes = pgTable(
  'player_recovery_codes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('player_recovery_codes_player_idx').on(t.playerId)],
);

/** E-mail and SMS verification codes: stored hashed, 15 minutes, 5 attempts, single use. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** email | sms */
    channel: text('channel').notNull(),
    /** The address or number the code was sent to (a changed one needs a new code). */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_player_idx').on(t.playerId, t.channel)],
);

/**
 * Login throttling counters (DECISIONS section 3): one row per account (`account:<id>`) and per
 * address (`ip:<ip>`). `state` is sendRecovery/pendingBan of the spec's lockout sequence.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  /** Wrong passwords recorded in the window. */
  failures: integer('failures').notNull().default(0),
  /**
   * Attempts counted but not yet checked (auth/throttle.ts reserveAttempt): the limit applies to
   * failures + in_flight, the progressive delay only to failures.
   */
  inFlight: integer('in_flight').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  state: text('state'),
  stateExpiresAt: timestamp('state_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Every e-mail and SMS the platform sends. With no transport configured (development) the
 * message stays here for /dev/outbox; with a transport the body is not kept.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** email | sms */
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    /** What the message is: verification_email, verification_sms, recovery, activation, many_attempts. */
    kind: text('kind').notNull(),
    /** outbox (dev, not sent) | sent | failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    // The player page's conversation reads a player's sent messages.
    index('outbox_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** Solved ALTCHA challenges (their signatures) until they expire: a replay is refused. */
export const captchaUsed = pgTable('captcha_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ==================================================================================================
// Campaigns, newsletter opt-out, staff accounts and the audit log (accounts issue, helper S2).
// ==================================================================================================

/** A campaign's texts in one language. */
export interface CampaignTextJson {
  name: string;
  description: string;
}

/**
 * Bonus campaigns of a skin. Money (amount of a fixed bonus, max_amount, min_dep, max_bet) is in
 * EUR minor units and shown converted to the player's currency; a percent bonus keeps its
 * percentage in `amount`. Empty currency_ids / countries admit every currency / country.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    /** The bonus code as displayed; unique per skin regardless of case. */
    code: text('code').notNull(),
    /** Internal name (English); texts per language in `texts`. */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    texts: jsonb('texts').$type<Partial<Record<string, CampaignTextJson>>>().notNull().default({}),
    mediaUrl: text('media_url'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    options: jsonb('options')
      .$type<{ sms_verified: boolean }>()
      .notNull()
      .default({ sms_verified: false }),
    /** CAMPAIGN_ACTIONS: 1 manual, 2 deposit, 3 registration. */
    action: smallint('action').notNull(),
    /** percent | fixed */
    amountType: text('amount_type').$type<'percent' | 'fixed'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    minDep: bigint('min_dep', { mode: 'number' }).notNull().default(0),
    maxBet: bigint('max_bet', { mode: 'number' }),
    /** Turnover multiplier. */
    wagering: integer('wagering').notNull().default(0),
    freespins: integer('freespins').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    currencyIds: integer('currency_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** ISO alpha-2 codes. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    rank: integer('rank').notNull().default(0),
    /** What it pays (CAMPAIGN_KINDS): deposit | no_deposit | free_spins | cashback. */
    kind: text('kind').$type<CampaignKind>().notNull().default('deposit'),
    /** running | paused | ended (staff); a paused or ended campaign grants nothing new. */
    state: text('state').$type<CampaignState>().notNull().default('running'),
    /** What the wagering multiplier applies to: bonus | bonus_deposit. */
    wageringBase: text('wagering_base').$type<WageringBase>().notNull().default('bonus'),
    /** Percent of a stake counted towards the target, by game type (`default` for the rest). */
    contributions: jsonb('contributions')
      .$type<Contributions>()
      .notNull()
      .default(DEFAULT_CONTRIBUTIONS),
    /** Most cash a completed bonus converts to (EUR minor units); null: uncapped. */
    maxCashout: bigint('max_cashout', { mode: 'number' }),
    /** A bonus balance below this (EUR minor units) ends the bonus. */
    minBalance: bigint('min_balance', { mode: 'number' }).notNull().default(0),
    /** Stake of one free spin (EUR minor units) and the games they are played in. */
    freespinStake: bigint('freespin_stake', { mode: 'number' }).notNull().default(0),
    freespinGameIds: integer('freespin_game_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Days a player's bonus lasts once active. */
    validityDays: integer('validity_days').notNull().default(30),
    /** The promotion page (cms_pages, type promotion) that offers it. */
    promotionPageId: integer('promotion_page_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'campaigns_kind_check',
      sql`${t.kind} in ('deposit', 'no_deposit', 'free_spins', 'cashback')`,
    ),
    check('campaigns_state_check', sql`${t.state} in ('running', 'paused', 'ended')`),
    check('campaigns_wagering_base_check', sql`${t.wageringBase} in ('bonus', 'bonus_deposit')`),
    check(
      'campaigns_money_check',
      sql`${t.amount} >= 0 and ${t.minDep} >= 0 and ${t.minBalance} >= 0 and ${t.freespinStake} >= 0 and ${t.wagering} >= 0 and ${t.freespins} >= 0`,
    ),
    uniqueIndex('campaigns_skin_code_idx').on(t.skinId, sql`lower(${t.code})`),
    index('campaigns_public_idx').on(t.skinId, t.isPublic, t.action),
  ],
);

/** Opt-out links of newsletter e-mails: stored as SHA-256 only, expiring, single use. */
export const newsletterOptOutTokens = pgTable(
  'newsletter_opt_out_tokens',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_opt_out_tokens_player_idx').on(t.playerId)],
);

/** Opt-out requests sent from the newsletter page (reason at most 255 characters). */
export const newsletterOptOutRequests = pgTable(
  'newsletter_opt_out_requests',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id')
      .notNull()
      .references(() => newsletterOptOutTokens.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 255 }).notNull(),
    termsAndConditions: boolean('terms_and_conditions').notNull(),
    newsletter: boolean('newsletter').notNull(),
    isAccepted: boolean('is_accepted').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_opt_out_requests_player_idx').on(t.playerId)],
);

/** The operator's back-office accounts. E-mails are stored lowercased. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** admin | support | finance | compliance | marketing | content */
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id; null for an invited member who has not chosen a password yet. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The TOTP secret (RFC 6238), sealed with AES-256-GCM (`keyId:base64`); null until enrolled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** An invitation's set-password token (SHA-256) and its end. */
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedBy: integer('invited_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_role_check',
      sql`${t.role} in ('admin', 'support', 'finance', 'compliance', 'marketing', 'content')`,
    ),
  ],
);

/** Staff tokens, stored as SHA-256 only; 8 hours in all and 15 minutes idle, revocable. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last authenticated call: the session ends 15 minutes after it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** totp | recovery_code | passkey: the second factor the session was opened with. */
    secondFactor: text('second_factor'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The step between password and second factor: an opaque token (SHA-256 stored), 5 minutes,
 * 5 wrong codes, single use. Holds the TOTP secret being enrolled and the WebAuthn challenge.
 */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** login (password accepted, second factor due) | passkey_registration (signed in) */
    purpose: text('purpose').notNull().default('login'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A TOTP secret offered for enrolment (sealed like staff.totp_secret). */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The WebAuthn challenge of a passkey sign-in (base64url). */
    webauthnChallenge: text('webauthn_challenge'),
    ip: text('ip'),
  },
  (t) => [index('staff_login_challenges_staff_idx').on(t.staffId)],
);

/** One-time recovery codes of the second factor (SHA-256 stored); a new set replaces the old. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** WebAuthn credentials (passkeys) a staff member registered, an optional second factor. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** base64url credential id. */
    credentialId: text('credential_id').notNull().unique(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/** Staff notes on a player (the player page): append-only history, never shown to the player. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_notes_player_idx').on(t.playerId, t.createdAt)],
);

/** Failed staff logins (by lowercased e-mail and address) for the lockout; cleared on success. */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_login_failures_email_idx').on(t.email, t.createdAt),
    index('staff_login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * What staff did (and staff logins). Append-only: a trigger of the migration refuses UPDATE,
 * DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** null for the system (first admin) and for failed logins of unknown accounts. */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action),
  ],
);

/**
 * Where a background job has got to (e.g. the safer-gambling markers' last evaluated instant), so
 * that a restart or another node carries on from there instead of from memory.
 */
export const jobState = pgTable('job_state', {
  name: text('name').primaryKey(),
  watermark: timestamp('watermark', { withTimezone: true }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The server's scheduled jobs (lib/scheduler.ts): one row per job. A node runs a period's pass
 * only after claiming it here (a conditional update of next_run_at), so each pass runs once across
 * nodes; the lease keeps a long pass from overlapping the next one on another node.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** The period, as registered by the nodes (the latest start's value). */
  intervalMs: integer('interval_ms').notNull(),
  /** When the next pass may be claimed (the database's clock). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** While a pass runs: until when its node holds it (renewed while it runs); null when idle. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** The running pass's claim (random): only its node renews or releases the lease. */
  leaseToken: text('lease_token'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The node that claimed the last pass (host name and process id). */
  lastNode: text('last_node'),
  /** The last pass's error message (no stack), null when it succeeded. */
  lastError: text('last_error'),
  /** Passes claimed, and of them failed, since the row was made. */
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

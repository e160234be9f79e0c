/**
 * The casino catalog for staff (`/staff/v1/casino/*`): providers, games, sections, the order of a
 * section's games, and the studio's games (engine settings, theoretical and measured RTP).
 *
 * Roles: read admin, content, marketing; write admin, content. Every change is audited and shows
 * in the public `/v1/casino/*` catalog at once (the catalog cache of the node is dropped).
 *
 * What the tables hold (no migration here): a provider has `is_enabled` (active: its games exist
 * for players) and `is_visible` (listed in the lobby's provider filter); a game has `is_enabled`
 * (visible), `is_desktop`, `is_mobile`, `has_demo` (guests may play it for fun) and `rank` (the
 * global order: the "all games" listing); a section has a unique `name`, a `slug`, a `rank` and
 * `is_visible` (a hidden section is left out of the public sections and refused as a public
 * filter; its games stay in the catalog). A section's game order is its own
 * (`game_sections.rank`): the public listing of a section sorts by it, then by the global rank.
 *
 * A section's title on the site is a translation (group `sectionLabelGroup(name)`, key
 * `sectionLabelKey(slug)`: what the site's lobby reads); `labels` holds it per site language.
 */
import { z } from 'zod';
import { gameTypes, volatilities } from './casino.ts';
import { envelope, paged, pathId, queryFlag, queryId, safeString } from './common.ts';
import { LANGUAGES, SECTION_PREFIXES } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';

const rank = z
  .number({ error: ERROR_KEYS.invalid })
  .int({ error: ERROR_KEYS.invalid })
  .min(-1_000_000, { error: ERROR_KEYS.invalid })
  .max(1_000_000, { error: ERROR_KEYS.invalid });
const flag = z.boolean({ error: ERROR_KEYS.invalid });
const idList = (max: number) =>
  z
    .array(pathId, { error: ERROR_KEYS.invalid })
    .max(max, { error: ERROR_KEYS.invalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: ERROR_KEYS.invalid });
/** A body must change something. */
const nonEmpty = (body: Record<string, unknown>) =>
  Object.values(body).some((v) => v !== undefined);

export const staffCasinoIdParams = z.object({ id: pathId });

// ---------------------------------------------------------------- providers

export const staffProvider = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Active: its games are playable and listed. */
  is_enabled: z.boolean(),
  /** Listed in the lobby's provider filter. */
  is_visible: z.boolean(),
  rank: z.number().int(),
  games_count: z.number().int(),
  enabled_games_count: z.number().int(),
  /** How its games are played: `studio`, `hub88` (the aggregator), `wallet` (`/wallet/v1`). */
  integration: z.string(),
  /** The wallet-side code (`hub88`, or a `/wallet/v1` provider's `X-Provider`); null for the studio. */
  aggregator: z.string().nullable(),
  /** A `/wallet/v1` provider's game URL template; null when the integration builds its own. */
  launch_url: z.string().nullable(),
  /** Largest win of one round paid without staff review (minor units); null: no provider cap. */
  max_win_cap: z.number().int().nullable(),
});
export type StaffProvider = z.infer<typeof staffProvider>;

/** GET /staff/v1/casino/providers (by rank) */
export const staffProvidersResponse = envelope(z.array(staffProvider));
export type StaffProvidersResponse = z.infer<typeof staffProvidersResponse>;

/** An https address, or http on a loopback host (the local fakes); no spaces. */
const LAUNCH_URL =
  /^(https:\/\/[a-z0-9.-]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:\d{1,5})?(\/\S*)?$/i;

/** A win cap or multiplier: a positive whole number, or null to remove it. */
const positiveOrNull = (max: number) =>
  z
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(max, { error: ERROR_KEYS.invalid })
    .nullable();

/**
 * PATCH /staff/v1/casino/providers/:id. `launch_url` is an https address (http only for a
 * loopback host, as the local fakes run) with the `{token}` placeholder; it is refused for a
 * provider that does not play on `/wallet/v1`.
 */
export const staffProviderUpdateBody = z
  .object({
    is_enabled: flag.optional(),
    is_visible: flag.optional(),
    rank: rank.optional(),
    max_win_cap: positiveOrNull(1_000_000_000_000).optional(),
    launch_url: safeString({ error: ERROR_KEYS.invalid })
      .trim()
      .max(500, { error: ERROR_KEYS.invalid })
      .refine((url) => LAUNCH_URL.test(url) && url.includes('{token}'), {
        error: ERROR_KEYS.invalid,
      })
      .nullable()
      .optional(),
  })
  .refine(nonEmpty, { error: ERROR_KEYS.required });
export type StaffProviderUpdateBody = z.infer<typeof staffProviderUpdateBody>;
export const staffProviderResponse = envelope(staffProvider);

// ---------------------------------------------------------------- games

export const staffGame = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(gameTypes),
  provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** Visible and playable (`visible` in the console). */
  is_enabled: z.boolean(),
  is_desktop: z.boolean(),
  is_mobile: z.boolean(),
  /** Guests may play it for fun (demo); false: the site hides demo play, launch refuses it. */
  has_demo: z.boolean(),
  rank: z.number().int(),
  engine: z.string(),
  section_ids: z.array(z.number().int()),
  image_url: z.string(),
  /** The aggregator's code of the game; null for studio games. */
  external_code: z.string().nullable(),
  /** Stated RTP in basis points (9612 = 96.12 %); null when not stated. */
  rtp_bp: z.number().int().nullable(),
  volatility: z.enum(volatilities).nullable(),
  /** A win above this multiple of the round's stakes is held for review; null: no game cap. */
  max_win_multiplier: z.number().int().nullable(),
});
export type StaffGame = z.infer<typeof staffGame>;

/**
 * GET /staff/v1/casino/games?q&provider_id&section_id&type&visible&page&per_page (by rank; with
 * `section_id`, in that section's order)
 */
export const staffGamesQuery = z.object({
  page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(100_000, { error: ERROR_KEYS.invalid })
    .default(1),
  per_page: z.coerce
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(1, { error: ERROR_KEYS.invalid })
    .max(200, { error: ERROR_KEYS.invalid })
    .default(50),
  /** Name or slug contains (case-insensitive, literal). */
  q: safeString()
    .trim()
    .min(1, { error: ERROR_KEYS.invalid })
    .max(100, { error: ERROR_KEYS.invalid })
    .optional(),
  provider_id: queryId.optional(),
  section_id: queryId.optional(),
  type: z.enum(gameTypes, { error: ERROR_KEYS.invalid }).optional(),
  /** is_enabled */
  visible: queryFlag.optional(),
});
export type StaffGamesQuery = z.input<typeof staffGamesQuery>;
export const staffGamesResponse = paged(staffGame);
export type StaffGamesResponse = z.infer<typeof staffGamesResponse>;

/** PATCH /staff/v1/casino/games/:id */
export const staffGameUpdateBody = z
  .object({
    is_enabled: flag.optional(),
    is_desktop: flag.optional(),
    is_mobile: flag.optional(),
    has_demo: flag.optional(),
    name: safeString({ error: ERROR_KEYS.invalid })
      .trim()
      .min(1, { error: ERROR_KEYS.required })
      .max(100, { error: ERROR_KEYS.invalid })
      .optional(),
    rank: rank.optional(),
    /** Stated RTP of a third-party game (a studio game's RTP comes from its engine: refused). */
    rtp_bp: z
      .number({ error: ERROR_KEYS.invalid })
      .int({ error: ERROR_KEYS.invalid })
      .min(5_000, { error: ERROR_KEYS.invalid })
      .max(10_000, { error: ERROR_KEYS.invalid })
      .nullable()
      .optional(),
    volatility: z.enum(volatilities, { error: ERROR_KEYS.invalid }).nullable().optional(),
    max_win_multiplier: positiveOrNull(10_000_000).optional(),
  })
  .refine(nonEmpty, { error: ERROR_KEYS.required });
export type StaffGameUpdateBody = z.infer<typeof staffGameUpdateBody>;
export const staffGameResponse = envelope(staffGame);
export type StaffGameResponse = z.infer<typeof staffGameResponse>;

/** PUT /staff/v1/casino/games/:id/sections { section_ids }: the game's sections, replaced. */
export const staffGameSectionsBody = z.object({ section_ids: idList(100) });
export type StaffGameSectionsBody = z.infer<typeof staffGameSectionsBody>;

// ---------------------------------------------------------------- sections

/**
 * Translation group of a section's title: the lobby's own texts (`live_casino` for the live
 * casino's sections, `casino` for the others; the site falls back to `casino`).
 */
export function sectionLabelGroup(name: string): string {
  return name.startsWith(SECTION_PREFIXES.liveCasino) ? 'live_casino' : 'casino';
}

/** Translation key of a section's title, as the site's lobby reads it: `section_` + the slug. */
export function sectionLabelKey(slug: string): string {
  return `section_${slug
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase()}`;
}

export const staffSection = z.object({
  id: z.number().int(),
  /** Unique; its prefix places it in a lobby (e.g. `casino-`, `liveCasino-`). */
  name: z.string(),
  slug: z.string(),
  rank: z.number().int(),
  /** Listed on the site and usable as a filter there. */
  is_visible: z.boolean(),
  games_count: z.number().int(),
  /** Where the title lives in `translations` (group and key the site reads). */
  label_group: z.string(),
  label_key: z.string(),
  /** The title per site language; null: none (the site shows a readable slug). */
  labels: z.record(z.string(), z.string().nullable()),
});
export type StaffSection = z.infer<typeof staffSection>;

/** GET /staff/v1/casino/sections (by rank) */
export const staffSectionsResponse = envelope(z.array(staffSection));
export type StaffSectionsResponse = z.infer<typeof staffSectionsResponse>;

const sectionName = safeString({ error: ERROR_KEYS.invalid })
  .trim()
  .min(1, { error: ERROR_KEYS.required })
  .max(64, { error: ERROR_KEYS.invalid })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: ERROR_KEYS.invalid });
const sectionSlug = safeString({ error: ERROR_KEYS.invalid })
  .trim()
  .min(1, { error: ERROR_KEYS.required })
  .max(64, { error: ERROR_KEYS.invalid })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: ERROR_KEYS.invalid });

const labelText = safeString({ error: ERROR_KEYS.invalid })
  .trim()
  .min(1, { error: ERROR_KEYS.required })
  .max(100, { error: ERROR_KEYS.invalid });
/**
 * Titles per language to write (a language left out is kept; null removes that language's
 * title). Written to `translations` under `label_group`/`label_key` of the section as saved.
 */
const sectionLabels = z
  .partialRecord(z.enum(LANGUAGES, { error: ERROR_KEYS.invalid }), labelText.nullable(), {
    error: ERROR_KEYS.invalid,
  })
  .refine((v) => Object.keys(v).length > 0, { error: ERROR_KEYS.required });

/** POST /staff/v1/casino/sections (422 `fields_already_used` on name when the name exists) */
export const staffSectionCreateBody = z.object({
  name: sectionName,
  slug: sectionSlug,
  rank: rank.default(0),
  is_visible: flag.default(true),
  labels: sectionLabels.optional(),
});
export type StaffSectionCreateBody = z.input<typeof staffSectionCreateBody>;

/** PATCH /staff/v1/casino/sections/:id */
export const staffSectionUpdateBody = z
  .object({
    name: sectionName.optional(),
    slug: sectionSlug.optional(),
    rank: rank.optional(),
    is_visible: flag.optional(),
    labels: sectionLabels.optional(),
  })
  .refine(nonEmpty, { error: ERROR_KEYS.required });
export type StaffSectionUpdateBody = z.infer<typeof staffSectionUpdateBody>;
export const staffSectionResponse = envelope(staffSection);

/**
 * PUT /staff/v1/casino/sections/:id/order { game_ids }: every game of the section, in the new
 * order (422 `field_invalid` on game_ids when the list is not exactly the section's games).
 * Written atomically as the section's own ranks (`game_sections.rank`: 0, 1, 2…); the games'
 * global rank and other sections' orders are untouched. GET the same path reads it back.
 */
export const staffSectionOrderBody = z.object({ game_ids: idList(5_000) });
export type StaffSectionOrderBody = z.infer<typeof staffSectionOrderBody>;
export const staffSectionOrderResponse = envelope(
  z.object({ section_id: z.number().int(), game_ids: z.array(z.number().int()) }),
);
export type StaffSectionOrderResponse = z.infer<typeof staffSectionOrderResponse>;

// ---------------------------------------------------------------- studio games

/** One currency's play of a game in the window, from the ledger (minor units). */
export const studioMeasured = z.object({
  currency: z.string(),
  /** Stakes of bets not refunded (cash + bonus). */
  bets: z.number().int(),
  wins: z.number().int(),
  /** Rounds with at least one such bet. */
  rounds: z.number().int(),
  /** wins / bets, null without bets. */
  rtp: z.number().nullable(),
});
export type StudioMeasured = z.infer<typeof studioMeasured>;

export const staffStudioGame = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  engine: z.string(),
  is_enabled: z.boolean(),
  /** The engine settings as stored (units are the engine's own). */
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /**
   * Keys of `settings` staff may change (bet limits, in major units of the currency as the
   * engines read them: 0.1 is 10 cents); the rest is the game's math.
   */
  editable_settings: z.array(z.string()),
  /** From the engine for these settings; stakes in minor units. Null when they fail to load. */
  min_stake: z.number().int().nullable(),
  max_stake: z.number().int().nullable(),
  max_multiplier: z.number().nullable(),
  /** Theoretical RTP (fraction, e.g. 0.9612): read-only, a property of the game's math. */
  rtp: z.number().nullable(),
  rtp_method: z.enum(['exact', 'simulation']).nullable(),
  /** Measured over the window (`from`/`to`, default the last 30 days), per currency. */
  measured: z.array(studioMeasured),
});
export type StaffStudioGame = z.infer<typeof staffStudioGame>;

const dateParam = safeString({ error: ERROR_KEYS.invalid }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: ERROR_KEYS.invalid,
});

/** GET /staff/v1/casino/studio-games?from&to (UTC days; both or neither; span <= 366 days) */
export const staffStudioGamesQuery = z.object({
  from: dateParam.optional(),
  to: dateParam.optional(),
});
export type StaffStudioGamesQuery = z.input<typeof staffStudioGamesQuery>;
export const staffStudioGamesResponse = envelope(
  z.object({ from: z.string(), to: z.string(), games: z.array(staffStudioGame) }),
);
export type StaffStudioGamesResponse = z.infer<typeof staffStudioGamesResponse>;

/**
 * PATCH /staff/v1/casino/studio-games/:id: `is_enabled`, and `settings` (only keys listed in
 * `editable_settings`, merged into the stored ones; the engine must accept the result, else 422
 * on `settings`).
 */
export const staffStudioGameUpdateBody = z
  .object({
    is_enabled: flag.optional(),
    settings: z
      .record(
        safeString().max(64, { error: ERROR_KEYS.invalid }),
        z.union([
          z.number({ error: ERROR_KEYS.invalid }).finite({ error: ERROR_KEYS.invalid }),
          z.boolean(),
          safeString().max(64, { error: ERROR_KEYS.invalid }),
        ]),
        { error: ERROR_KEYS.invalid },
      )
      .optional(),
  })
  .refine(nonEmpty, { error: ERROR_KEYS.required });
export type StaffStudioGameUpdateBody = z.infer<typeof staffStudioGameUpdateBody>;
export const staffStudioGameResponse = envelope(staffStudioGame);
export type StaffStudioGameResponse = z.infer<typeof staffStudioGameResponse>;

/**
 * The bonus engine's calls: a player's campaigns (My Bonus, the deposit form, the promotion's
 * claim button) under /v1, and the operator's campaign management under /staff/v1.
 *
 * Player calls need the player's `user-token`; `{player_id}` must be the caller (else 403
 * `{ message: 'forbidden' }`), and `{id}` of a player campaign must be one of the caller's (else
 * 404 `{ message: 'player_campaign_not_found' }`). Money on the wire is a decimal with 2 places in
 * the player's currency (campaign money is kept in EUR minor units and converted with integer
 * arithmetic, `convertFromEur`).
 */
import { z } from 'zod';
import { campaign } from './campaigns.ts';
import { envelope, idField, languageParam, pathId, queryFlag, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';
import { LANGUAGES } from './constants.ts';
import {
  BONUS_ERRORS,
  BONUS_RULES,
  CAMPAIGN_KINDS,
  CAMPAIGN_SOURCES,
  CAMPAIGN_STATES,
  PLAYER_CAMPAIGN_STATUSES,
  WAGERING_BASES,
} from './bonus-rules.ts';

export * from './bonus-rules.ts';

/** A game free spins may be played in. */
export const freespinGame = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  provider_id: z.number().int(),
});
export type FreespinGame = z.infer<typeof freespinGame>;

/**
 * A player's campaign (My Bonus card). `campaign` is the campaign as `GET campaigns` shows it (in
 * the player's currency and language), with `kind` and the terms that apply to this player.
 */
export const playerCampaign = z.object({
  id: z.number().int(),
  status: z.enum(PLAYER_CAMPAIGN_STATUSES),
  source: z.enum(CAMPAIGN_SOURCES),
  /**
   * What an unused campaign waits for besides its turn: `deposit` (a qualifying deposit),
   * `sms` (a verified mobile number); null when it only waits for the active one to end.
   */
  awaiting: z.enum(['deposit', 'sms']).nullable(),
  campaign: campaign.extend({
    kind: z.enum(CAMPAIGN_KINDS),
    wagering_base: z.enum(WAGERING_BASES),
    /** Percent of a stake counted, by game type (`default` for the rest). */
    contributions: z.record(z.string(), z.number().int()),
    /** Most cash a no-deposit bonus converts to; null when uncapped. */
    max_cashout: z.number().nullable(),
    /** Below this bonus balance the bonus ends (bonus-min-balance-limit). */
    min_balance: z.number(),
    /** Days the bonus lasts once active. */
    validity_days: z.number().int(),
    promotion_page_id: z.number().int().nullable(),
  }),
  /** Bonus money granted (0 while unused and waiting for its deposit). */
  bonus_amount: z.number(),
  /** The qualifying deposit (deposit bonuses), else 0. */
  deposit_amount: z.number(),
  /** Turnover required and counted so far; counter / target in percent (2 decimals, max 100). */
  target: z.number(),
  counter: z.number(),
  counter_percentage: z.number(),
  max_bet: z.number().nullable(),
  freespins: z.number().int(),
  freespins_counter: z.number().int(),
  /** The stake of one free spin. */
  freespin_stake: z.number(),
  freespin_games: z.array(freespinGame),
  /** What the free spins have won so far (paid into the bonus balance). */
  freespins_won: z.number(),
  /** Cash the completed bonus became; bonus money removed when it ended otherwise. */
  converted_amount: z.number(),
  removed_amount: z.number(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** Seconds until the active bonus expires (0 when not active). */
  countdown: z.number().int(),
});
export type PlayerCampaign = z.infer<typeof playerCampaign>;

export const playerIdParams = z.object({ player_id: pathId });
export const playerCampaignParams = z.object({ id: pathId });
export const claimParams = z.object({ campaign_id: pathId, player_id: pathId });

/** GET /v1/campaigns/players/{player_id}/campaigns?language — My Bonus. */
export const playerCampaignsQuery = z.object({ language: languageParam });
export const playerCampaignsResponse = envelope(
  z.object({
    active: playerCampaign.nullable(),
    /** Waiting, oldest first: they activate in this order. */
    unused: z.array(playerCampaign),
    /** Ended campaigns, newest first (at most 20). */
    history: z.array(playerCampaign),
  }),
);
export type PlayerCampaignsResponse = z.infer<typeof playerCampaignsResponse>;

/**
 * GET /v1/campaigns/players/{player_id}/unusedCampaigns?language&is_deposit=1&campaign_visible=1
 * `data`: the player's waiting campaigns (`is_deposit=1`: deposit bonuses only, for the deposit
 * form). `available` (with `campaign_visible=1`): running public campaigns this player may still
 * claim (open to the currency and country, not had before).
 */
export const unusedCampaignsQuery = z.object({
  language: languageParam,
  is_deposit: queryFlag.optional(),
  campaign_visible: queryFlag.optional(),
});
export const unusedCampaignsResponse = z.object({
  data: z.array(playerCampaign),
  available: z.array(campaign.extend({ kind: z.enum(CAMPAIGN_KINDS) })).optional(),
});
export type UnusedCampaignsResponse = z.infer<typeof unusedCampaignsResponse>;

const bonusCode = safeString({ error: ERROR_KEYS.required })
  .trim()
  .min(1, { error: ERROR_KEYS.required })
  .max(BONUS_RULES.codeMax, { error: ERROR_KEYS.invalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ERROR_KEYS.invalid });

/**
 * POST /v1/campaigns/players/{player_id}/codes `{ code }` — save a bonus code. 201 with the new
 * player campaign: a deposit bonus waits (`unused`) for the next qualifying deposit; any other
 * kind activates at once when no campaign is active (else it waits its turn). Refusals: 422
 * `errors.code`: campaign_not_found, campaign_expired, campaign_not_started,
 * campaign_currency_not_allowed, campaign_country_not_allowed, campaign_sms_not_verified,
 * campaign_already_used, campaign_not_available, campaign_too_many_unused.
 */
export const saveCodeBody = z.object({
  code: bonusCode,
  /** The language of the answer's texts (default en). */
  language: languageParam,
});
/** The claim's body: the language of the answer's texts (default en). */
export const claimBody = z.object({ language: languageParam });
export const playerCampaignResponse = envelope(playerCampaign);

/**
 * POST /v1/campaigns/{campaign_id}/players/{player_id}/claim — the promotion's claim button: a
 * running public campaign (or one linked to a promotion page). Same answers as saving its code
 * (the refusal keys on `errors.campaign_id`).
 */

/**
 * DELETE /v1/campaigns/players/{id} — forfeit one of the caller's campaigns (`{id}` is the player
 * campaign's id). An active one ends: its remaining bonus money leaves through the ledger and the
 * next waiting campaign activates. A waiting one is simply dropped. 200 with the ended campaign;
 * an already ended one: 409 `{ message: 'player_campaign_ended' }`.
 */

// ================================================================================= staff

const money = (max = BONUS_RULES.maxEurMinor / 100) =>
  z
    .number({ error: ERROR_KEYS.invalid })
    .min(0, { error: BONUS_ERRORS.outOfRange })
    .max(max, { error: BONUS_ERRORS.outOfRange })
    .refine(
      (v) =>
        Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      {
        error: ERROR_KEYS.invalid,
      },
    );

const intRange = (min: number, max: number) =>
  z
    .number({ error: ERROR_KEYS.invalid })
    .int({ error: ERROR_KEYS.invalid })
    .min(min, { error: BONUS_ERRORS.outOfRange })
    .max(max, { error: BONUS_ERRORS.outOfRange });

const text = (max: number) =>
  safeString({ error: ERROR_KEYS.invalid }).trim().max(max, { error: ERROR_KEYS.invalid });

export const campaignTexts = z.partialRecord(
  z.enum(LANGUAGES),
  z.object({ name: text(120).min(1, { error: ERROR_KEYS.required }), description: text(2000) }),
);

/**
 * A campaign as staff write it (POST /staff/v1/campaigns; PATCH takes any subset). Money fields
 * are EUR decimals with 2 places (kept as EUR minor units). `amount`: the percentage of the
 * deposit (deposit, percent), of net losses (cashback), or a fixed EUR amount (no_deposit, or a
 * fixed deposit bonus). Refusals: 422 with `out_of_range` on a negative or absurd number,
 * `campaign_code_taken`, `field_invalid`.
 */
export const campaignInput = z
  .object({
    code: bonusCode,
    name: text(120).min(1, { error: ERROR_KEYS.required }),
    description: text(2000).default(''),
    texts: campaignTexts.default({}),
    kind: z.enum(CAMPAIGN_KINDS, { error: ERROR_KEYS.invalid }),
    /** CAMPAIGN_ACTIONS: 1 manual (staff or promotion claim), 2 deposit code, 3 registration. */
    action: intRange(1, 3),
    amount_type: z.enum(['percent', 'fixed'], { error: ERROR_KEYS.invalid }),
    amount: z.number({ error: ERROR_KEYS.invalid }).min(0, { error: BONUS_ERRORS.outOfRange }),
    max_amount: money().nullable().default(null),
    min_dep: money().default(0),
    max_bet: money().nullable().default(null),
    max_cashout: money().nullable().default(null),
    min_balance: money(1000).default(0),
    wagering: intRange(0, BONUS_RULES.maxWagering),
    wagering_base: z.enum(WAGERING_BASES, { error: ERROR_KEYS.invalid }).default('bonus'),
    contributions: z
      .record(safeString().regex(/^[a-z_]{1,20}$/, { error: ERROR_KEYS.invalid }), intRange(0, 100))
      .optional(),
    freespins: intRange(0, BONUS_RULES.maxFreespins).default(0),
    freespin_stake: money(100).default(0),
    freespin_game_ids: z.array(idField(), { error: ERROR_KEYS.invalid }).max(50).default([]),
    validity_days: intRange(1, BONUS_RULES.maxValidityDays).default(
      BONUS_RULES.defaultValidityDays,
    ),
    currency_ids: z.array(idField(), { error: ERROR_KEYS.invalid }).max(50).default([]),
    countries: z
      .array(safeString().regex(/^[A-Z]{2}$/, { error: ERROR_KEYS.invalid }), {
        error: ERROR_KEYS.invalid,
      })
      .max(300)
      .default([]),
    is_public: z.boolean({ error: ERROR_KEYS.invalid }).default(false),
    valid_from: z.iso
      .datetime({ offset: true, error: ERROR_KEYS.invalid })
      .nullable()
      .default(null),
    valid_to: z.iso.datetime({ offset: true, error: ERROR_KEYS.invalid }).nullable().default(null),
    options: z.object({ sms_verified: z.boolean({ error: ERROR_KEYS.invalid }) }).default({
      sms_verified: false,
    }),
    promotion_page_id: idField().nullable().default(null),
    media_url: text(500).nullable().default(null),
    categories: z.array(text(40)).max(20).default([]),
    rank: intRange(0, 100_000).default(0),
  })
  .superRefine((c, ctx) => {
    const bad = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: BONUS_ERRORS.outOfRange });
    if (c.amount_type === 'percent') {
      if (!Number.isInteger(c.amount) || c.amount < 1 || c.amount > BONUS_RULES.maxPercent) {
        bad('amount');
      }
    } else if (
      c.amount > BONUS_RULES.maxEurMinor / 100 ||
      Math.round(c.amount * 100) !== c.amount * 100
    ) {
      bad('amount');
    }
    if (c.kind === 'cashback' && c.amount_type !== 'percent') bad('amount_type');
    if (
      c.kind === 'free_spins' &&
      (c.freespins < 1 || c.freespin_stake <= 0 || c.freespin_game_ids.length === 0)
    ) {
      bad('freespins');
    }
    if (c.valid_from && c.valid_to && Date.parse(c.valid_to) <= Date.parse(c.valid_from)) {
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: ERROR_KEYS.invalid });
    }
  });
export type CampaignInput = z.input<typeof campaignInput>;
export type CampaignInputParsed = z.output<typeof campaignInput>;

/** The campaign as staff see it: every field, money in EUR decimals, and its figures. */
export const staffCampaign = z.object({
  id: z.number().int(),
  skin_id: z.number().int(),
  state: z.enum(CAMPAIGN_STATES),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  texts: z.record(z.string(), z.object({ name: z.string(), description: z.string() })),
  kind: z.enum(CAMPAIGN_KINDS),
  action: z.number().int(),
  amount_type: z.enum(['percent', 'fixed']),
  amount: z.number(),
  max_amount: z.number().nullable(),
  min_dep: z.number(),
  max_bet: z.number().nullable(),
  max_cashout: z.number().nullable(),
  min_balance: z.number(),
  wagering: z.number().int(),
  wagering_base: z.enum(WAGERING_BASES),
  contributions: z.record(z.string(), z.number().int()),
  freespins: z.number().int(),
  freespin_stake: z.number(),
  freespin_game_ids: z.array(z.number().int()),
  validity_days: z.number().int(),
  currency_ids: z.array(z.number().int()),
  countries: z.array(z.string()),
  is_public: z.boolean(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  options: z.object({ sms_verified: z.boolean() }),
  promotion_page_id: z.number().int().nullable(),
  media_url: z.string().nullable(),
  categories: z.array(z.string()),
  rank: z.number().int(),
  created_at: z.string(),
});
export type StaffCampaign = z.infer<typeof staffCampaign>;

/**
 * GET /staff/v1/campaigns/{id}/stats: uptake (player campaigns by status) and cost, per
 * currency in that currency's decimals: `granted` bonus money credited, `converted` cash the
 * completed bonuses became (the real cost), `removed` bonus money that left on forfeit, expiry or
 * loss, `freespins_won`.
 */
export const campaignStats = z.object({
  campaign_id: z.number().int(),
  players: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  money: z.array(
    z.object({
      currency: z.string(),
      granted: z.number(),
      converted: z.number(),
      removed: z.number(),
      freespins_won: z.number(),
    }),
  ),
});
export type CampaignStats = z.infer<typeof campaignStats>;

export const staffCampaignParams = z.object({ id: pathId });
export const staffCampaignResponse = envelope(staffCampaign);
export const staffCampaignListResponse = envelope(
  z.array(staffCampaign.extend({ stats: campaignStats })),
);
export const campaignStatsResponse = envelope(campaignStats);

/** POST /staff/v1/campaigns/{id}/assign `{ player_id }`: as if the player saved the code. */
export const assignCampaignBody = z.object({ player_id: idField(ERROR_KEYS.required) });

/**
 * POST /staff/v1/campaigns/{id}/cashback `{ from, to }` (cashback campaigns): for every player
 * open to the campaign with net real-money losses in [from, to) (cash stakes minus cash wins and
 * refunds), grants `amount` % of the loss (capped by max_amount) as a bonus with the campaign's
 * wagering. Idempotent per player and period: running it again grants nothing twice.
 */
export const cashbackBody = z
  .object({
    from: z.iso.datetime({ offset: true, error: ERROR_KEYS.invalid }),
    to: z.iso.datetime({ offset: true, error: ERROR_KEYS.invalid }),
  })
  .refine((b) => Date.parse(b.to) > Date.parse(b.from), {
    path: ['to'],
    error: ERROR_KEYS.invalid,
  })
  .refine((b) => Date.parse(b.to) - Date.parse(b.from) <= 93 * 86_400_000, {
    path: ['to'],
    error: BONUS_ERRORS.outOfRange,
  });
export const cashbackResponse = envelope(
  z.object({
    period: z.string(),
    players: z.number().int(),
    granted: z.array(
      z.object({ currency: z.string(), amount: z.number(), players: z.number().int() }),
    ),
  }),
);

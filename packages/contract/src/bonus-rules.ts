/**
 * The bonus engine's rules that both the site and the platform read (zod-free, so the site's
 * first chunk can import them). Money is integer minor units; campaign money is kept in EUR
 * minor units and converted to the player's currency with integer arithmetic (`convertFromEur`).
 */

/** What a campaign pays. */
export const CAMPAIGN_KINDS = ['deposit', 'no_deposit', 'free_spins', 'cashback'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** What the wagering target multiplies: the bonus, or the bonus plus its qualifying deposit. */
export const WAGERING_BASES = ['bonus', 'bonus_deposit'] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** A campaign's life as staff run it (validity dates decide the rest). */
export const CAMPAIGN_STATES = ['running', 'paused', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/**
 * A player's campaign:
 * - `unused`: claimed, waiting (for a qualifying deposit, a verified phone, or the active one to end);
 * - `active`: its bonus money is on the balance and bets count towards its target (one at a time);
 * - `completed`: the target was reached and the bonus became cash (capped where the campaign says);
 * - `forfeited`: given up by the player (or ended by staff); the bonus money left;
 * - `expired`: its time ran out; the bonus money left;
 * - `lost`: the bonus balance fell below the campaign's minimum; the rest left.
 */
export const PLAYER_CAMPAIGN_STATUSES = [
  'unused',
  'active',
  'completed',
  'forfeited',
  'expired',
  'lost',
] as const;
export type PlayerCampaignStatus = (typeof PLAYER_CAMPAIGN_STATUSES)[number];

/** How a player came to a campaign. */
export const CAMPAIGN_SOURCES = [
  'registration',
  'code',
  'deposit',
  'promotion',
  'staff',
  'cashback',
] as const;
export type CampaignSource = (typeof CAMPAIGN_SOURCES)[number];

/**
 * The share of a stake that counts towards the wagering target, in percent, by game type (the
 * games table's `type`). A type not listed counts `default`.
 */
export type Contributions = Partial<Record<string, number>> & { default: number };
export const DEFAULT_CONTRIBUTIONS: Contributions = {
  slot: 100,
  instant: 100,
  scratch: 100,
  crash: 100,
  bingo: 100,
  table: 10,
  live: 0,
  default: 0,
};

export const BONUS_RULES = {
  /** Largest percentage of a deposit (or of net losses for cashback) a campaign may pay. */
  maxPercent: 1000,
  /** Largest wagering multiplier. */
  maxWagering: 200,
  /** Largest number of free spins in one campaign. */
  maxFreespins: 1000,
  /** Longest life of a player's campaign once active, in days. */
  maxValidityDays: 365,
  /** Default life of a player's campaign once active, in days. */
  defaultValidityDays: 30,
  /** Largest EUR amount (minor units) in any campaign money field: EUR 1,000,000. */
  maxEurMinor: 100_000_000,
  /** Longest bonus code. */
  codeMax: 50,
} as const;

/** Error keys of the bonus engine (422 `errors.<field>` or `{ message }`). */
export const BONUS_ERRORS = {
  campaignNotFound: 'campaign_not_found',
  campaignExpired: 'campaign_expired',
  campaignNotStarted: 'campaign_not_started',
  campaignCurrencyNotAllowed: 'campaign_currency_not_allowed',
  campaignCountryNotAllowed: 'campaign_country_not_allowed',
  /** The campaign needs a verified mobile number (options.sms_verified). */
  campaignSmsNotVerified: 'campaign_sms_not_verified',
  /** This player has had this campaign already (one claim per player, per period for cashback). */
  campaignAlreadyUsed: 'campaign_already_used',
  /** The campaign is paused or ended by staff. */
  campaignNotAvailable: 'campaign_not_available',
  /** A deposit below the campaign's min_dep. */
  campaignMinDeposit: 'campaign_min_deposit',
  /** A deposit code for a campaign that is not a deposit bonus (or the reverse). */
  campaignWrongKind: 'campaign_wrong_kind',
  /** The player campaign is not this player's (or does not exist). */
  playerCampaignNotFound: 'player_campaign_not_found',
  /** Too many waiting campaigns (BONUS_RULES-style cap of 10). */
  tooManyUnused: 'campaign_too_many_unused',
  /** Staff: a percentage, multiplier or amount outside the allowed range. */
  outOfRange: 'out_of_range',
  /** Staff: a code another campaign of the skin uses. */
  codeTaken: 'campaign_code_taken',
  /** 409: a forfeit of a campaign that has ended already. */
  playerCampaignEnded: 'player_campaign_ended',
  /** 409, staff: pause or resume of an ended campaign. */
  campaignStateConflict: 'campaign_state_conflict',
  /** 409, staff: a cashback period overlapping one already paid. */
  cashbackPeriodOverlaps: 'cashback_period_overlaps',
  /** 422, staff assign: a closed, blocked or self-excluded player. */
  playerNotAllowed: 'player_not_allowed',
  /** 404, staff assign: no such player in the campaign's skin. */
  playerNotFound: 'player_not_found',
} as const;

/** Most campaigns a player may have waiting (`unused`). */
export const MAX_UNUSED_CAMPAIGNS = 10;

/**
 * EUR minor units to the minor units of a currency, with integer arithmetic only: `rate` is the
 * currency's units per EUR as the database stores it (numeric(14,4), e.g. "25.3000"), and
 * `minorUnits` its decimals (2 for CZK as stored, 0 for JPY). Rounds down (a bonus never pays
 * more than the campaign says).
 */
export function convertFromEur(eurMinor: number, rate: string, minorUnits: number): number {
  const [whole = '0', frac = ''] = rate.trim().split('.');
  const rate4 = BigInt(whole) * 10_000n + BigInt((frac + '0000').slice(0, 4));
  // eurMinor / 100 EUR x rate4 / 10^4 units per EUR x 10^minorUnits minor per unit
  const num = BigInt(eurMinor) * rate4 * 10n ** BigInt(minorUnits);
  const den = 100n * 10_000n;
  return Number(num / den);
}

/** Decimals shown for a campaign's amounts: CZK (currency id 42) shows none (spec). */
export const campaignAmountDecimals = (currencyId: number): number => (currencyId === 42 ? 0 : 2);

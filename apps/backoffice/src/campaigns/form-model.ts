/**
 * The campaign form ↔ the staff API's campaign body (contract bonus.ts campaignInput), pure and
 * tested. Inputs are text (what the fields hold); the body has numbers, nulls and lists. Fields a
 * kind does not use are sent as the contract's defaults, so switching the kind leaves nothing
 * behind.
 */
import type { StaffCampaign } from '@croupier/contract/bonus';
import {
  BONUS_RULES,
  CAMPAIGN_KINDS,
  DEFAULT_CONTRIBUTIONS,
  type CampaignKind,
} from '@croupier/contract/bonus-rules';

export { CAMPAIGN_KINDS };
export const GAME_TYPES = [
  'slot',
  'table',
  'live',
  'crash',
  'scratch',
  'instant',
  'bingo',
] as const;
export const CONTRIBUTION_KEYS = [...GAME_TYPES, 'default'] as const;
export const DEFAULTS = DEFAULT_CONTRIBUTIONS as Record<string, number>;
export const RULES = BONUS_RULES;

/** What each kind shows beyond the common fields. */
export const KIND_FIELDS = {
  deposit: [
    'amount_type',
    'amount',
    'max_amount',
    'min_dep',
    'wagering',
    'wagering_base',
    'max_bet',
    'max_cashout',
    'min_balance',
    'contributions',
  ],
  no_deposit: ['amount', 'wagering', 'max_bet', 'max_cashout', 'min_balance', 'contributions'],
  free_spins: [
    'freespins',
    'freespin_stake',
    'freespin_game_ids',
    'wagering',
    'max_bet',
    'max_cashout',
    'contributions',
  ],
  cashback: ['amount', 'max_amount', 'wagering', 'max_bet', 'max_cashout', 'contributions'],
} as const satisfies Record<CampaignKind, readonly string[]>;
export type KindField = (typeof KIND_FIELDS)[CampaignKind][number];
export const shows = (kind: CampaignKind, field: KindField) =>
  (KIND_FIELDS[kind] as readonly string[]).includes(field);

export interface CampaignForm {
  code: string;
  name: string;
  description: string;
  kind: CampaignKind;
  action: '1' | '2' | '3';
  amount_type: 'percent' | 'fixed';
  amount: string;
  max_amount: string;
  min_dep: string;
  max_bet: string;
  max_cashout: string;
  min_balance: string;
  wagering: string;
  wagering_base: 'bonus' | 'bonus_deposit';
  /** By game type (and `default`); empty: the engine's default. */
  contributions: Record<string, string>;
  freespins: string;
  freespin_stake: string;
  freespin_game_ids: number[];
  validity_days: string;
  /** Currency ids chosen from the reference list; empty: every currency. */
  currency_ids: number[];
  /** ISO alpha-2 country codes chosen from the reference list; empty: every country. */
  countries: string[];
  is_public: boolean;
  /** datetime-local in UTC (YYYY-MM-DDTHH:mm); empty: no bound. */
  valid_from: string;
  valid_to: string;
  sms_verified: boolean;
  rank: string;
}

export function emptyForm(kind: CampaignKind = 'deposit'): CampaignForm {
  return {
    code: '',
    name: '',
    description: '',
    kind,
    action: '2',
    amount_type: kind === 'deposit' || kind === 'cashback' ? 'percent' : 'fixed',
    amount: '',
    max_amount: '',
    min_dep: '0',
    max_bet: '',
    max_cashout: '',
    min_balance: '0',
    wagering: '35',
    wagering_base: 'bonus',
    contributions: {},
    freespins: '',
    freespin_stake: '',
    freespin_game_ids: [],
    validity_days: String(BONUS_RULES.defaultValidityDays),
    currency_ids: [],
    countries: [],
    is_public: false,
    valid_from: '',
    valid_to: '',
    sms_verified: false,
    rank: '0',
  };
}

const str = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const toLocal = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16) : '');

export function fromCampaign(c: StaffCampaign): CampaignForm {
  return {
    code: c.code,
    name: c.name,
    description: c.description,
    kind: c.kind,
    action: String(c.action) as CampaignForm['action'],
    amount_type: c.amount_type,
    amount: str(c.amount),
    max_amount: str(c.max_amount),
    min_dep: str(c.min_dep),
    max_bet: str(c.max_bet),
    max_cashout: str(c.max_cashout),
    min_balance: str(c.min_balance),
    wagering: str(c.wagering),
    wagering_base: c.wagering_base,
    contributions: Object.fromEntries(
      Object.entries(c.contributions).map(([k, v]) => [k, String(v)]),
    ),
    freespins: c.freespins ? String(c.freespins) : '',
    freespin_stake: c.freespin_stake ? String(c.freespin_stake) : '',
    freespin_game_ids: [...c.freespin_game_ids],
    validity_days: String(c.validity_days),
    currency_ids: [...c.currency_ids],
    countries: [...c.countries],
    is_public: c.is_public,
    valid_from: toLocal(c.valid_from),
    valid_to: toLocal(c.valid_to),
    sms_verified: c.options.sms_verified,
    rank: String(c.rank),
  };
}

/** A decimal as typed (comma or point) → number; NaN when it is not one. */
export function parseNumber(text: string): number {
  const s = text.trim().replace(',', '.');
  return s === '' || !/^-?\d+(\.\d+)?$/.test(s) ? Number.NaN : Number(s);
}
const orNull = (text: string) => (text.trim() === '' ? null : parseNumber(text));
const orZero = (text: string) => (text.trim() === '' ? 0 : parseNumber(text));
const utc = (local: string) => (local ? new Date(`${local}:00Z`).toISOString() : null);

/** The body of POST /staff/v1/campaigns (and of the PATCH of an edit: the whole campaign). */
export function toBody(f: CampaignForm): Record<string, unknown> {
  const k = f.kind;
  const on = (field: KindField) => shows(k, field);
  const contributions = Object.fromEntries(
    Object.entries(f.contributions)
      .filter(([, v]) => v.trim() !== '')
      .map(([type, v]) => [type, parseNumber(v)]),
  );
  const amountType =
    k === 'cashback' ? 'percent' : k === 'deposit' ? f.amount_type : ('fixed' as const);
  return {
    code: f.code.trim(),
    name: f.name.trim(),
    description: f.description.trim(),
    kind: k,
    action: Number(f.action),
    amount_type: amountType,
    amount: on('amount') ? parseNumber(f.amount) : 0,
    max_amount: on('max_amount') ? orNull(f.max_amount) : null,
    min_dep: on('min_dep') ? orZero(f.min_dep) : 0,
    max_bet: on('max_bet') ? orNull(f.max_bet) : null,
    max_cashout: on('max_cashout') ? orNull(f.max_cashout) : null,
    min_balance: on('min_balance') ? orZero(f.min_balance) : 0,
    wagering: orZero(f.wagering),
    wagering_base: on('wagering_base') ? f.wagering_base : 'bonus',
    ...(Object.keys(contributions).length ? { contributions } : {}),
    freespins: on('freespins') ? orZero(f.freespins) : 0,
    freespin_stake: on('freespin_stake') ? orZero(f.freespin_stake) : 0,
    freespin_game_ids: on('freespin_game_ids') ? [...f.freespin_game_ids] : [],
    validity_days: parseNumber(f.validity_days),
    currency_ids: [...new Set(f.currency_ids)],
    countries: [...new Set(f.countries.map((c) => c.trim().toUpperCase()))],
    is_public: f.is_public,
    valid_from: utc(f.valid_from),
    valid_to: utc(f.valid_to),
    options: { sms_verified: f.sms_verified },
    rank: orZero(f.rank),
  };
}

/** Checks the console makes before sending (the server checks everything again). */
export function formErrors(f: CampaignForm): Partial<Record<string, string>> {
  const e: Partial<Record<string, string>> = {};
  const b = toBody(f);
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(String(b.code))) e.code = 'code';
  if (!b.name) e.name = 'required';
  const num = (key: string, min: number, max: number, int = false) => {
    const v = b[key] as number | null;
    if (v === null) return;
    if (Number.isNaN(v) || v < min || v > max || (int && !Number.isInteger(v))) e[key] = 'range';
  };
  const eurMax = BONUS_RULES.maxEurMinor / 100;
  if (shows(f.kind, 'amount')) {
    if (b.amount_type === 'percent') num('amount', 1, BONUS_RULES.maxPercent, true);
    else num('amount', 0.01, eurMax);
    if (f.amount.trim() === '') e.amount = 'required';
  }
  for (const key of ['max_amount', 'min_dep', 'max_bet', 'max_cashout']) num(key, 0, eurMax);
  num('min_balance', 0, 1000);
  num('wagering', 0, BONUS_RULES.maxWagering, true);
  num('validity_days', 1, BONUS_RULES.maxValidityDays, true);
  num('rank', 0, 100_000, true);
  if (f.kind === 'free_spins') {
    num('freespins', 1, BONUS_RULES.maxFreespins, true);
    num('freespin_stake', 0.01, 100);
    if (!f.freespins.trim()) e.freespins = 'required';
    if (!f.freespin_stake.trim()) e.freespin_stake = 'required';
    if (f.freespin_game_ids.length === 0) e.freespin_game_ids = 'games';
  }
  const contributions = (b.contributions ?? {}) as Record<string, number>;
  for (const [type, v] of Object.entries(contributions)) {
    if (Number.isNaN(v) || !Number.isInteger(v) || v < 0 || v > 100)
      e[`contributions.${type}`] = 'percent';
  }
  if ((b.currency_ids as number[]).some((n) => !Number.isInteger(n) || n < 1)) {
    e.currency_ids = 'ids';
  }
  if ((b.countries as string[]).some((c) => !/^[A-Z]{2}$/.test(c))) e.countries = 'countries';
  if (
    b.valid_from &&
    b.valid_to &&
    Date.parse(String(b.valid_to)) <= Date.parse(String(b.valid_from))
  ) {
    e.valid_to = 'after';
  }
  return e;
}

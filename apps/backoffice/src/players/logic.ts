/**
 * The Players screens' pure rules: which actions and tabs a role gets (mirroring the server's
 * role checks: the server refuses the rest), the search filters → query, the balance adjustment
 * form → body, money in minor units → display amounts.
 */
import { PLAYER_STATUSES, TRANSACTION_TYPES } from '@croupier/contract/constants';
import type { StaffRole } from '../shell/menu.ts';

export type PlayerAction =
  | 'reveal'
  | 'block'
  | 'end_sessions'
  | 'password_reset'
  | 'two_factor_reset'
  | 'note'
  | 'message'
  | 'adjust'
  | 'flags'
  | 'test_flag'
  | 'close'
  | 'assign_campaign'
  | 'interaction';

/** Action → roles, as in apps/server/src (backoffice/players, staff, messages, bonus, safer). */
export const ACTION_ROLES: Record<PlayerAction, readonly StaffRole[]> = {
  reveal: ['admin', 'support', 'compliance'],
  block: ['admin', 'support', 'compliance'],
  end_sessions: ['admin', 'support', 'compliance'],
  password_reset: ['admin', 'support'],
  two_factor_reset: ['admin', 'support'],
  note: ['admin', 'support', 'compliance'],
  message: ['admin', 'support'],
  adjust: ['admin', 'finance'],
  flags: ['admin', 'compliance'],
  test_flag: ['admin', 'compliance'],
  close: ['admin', 'compliance'],
  assign_campaign: ['admin', 'marketing'],
  interaction: ['admin', 'compliance', 'support'],
};

export function can(role: StaffRole | undefined, action: PlayerAction): boolean {
  return !!role && ACTION_ROLES[action].includes(role);
}

export function allowedActions(role: StaffRole | undefined): PlayerAction[] {
  return (Object.keys(ACTION_ROLES) as PlayerAction[]).filter((a) => can(role, a));
}

export const PLAYER_TABS = [
  'profile',
  'ledger',
  'rounds',
  'payments',
  'limits',
  'kyc',
  'questionnaires',
  'messages',
  'notes',
  'sessions',
  'safer',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

/** Tabs whose data the role may read (the others would only show a refusal). */
const TAB_ROLES: Partial<Record<PlayerTab, readonly StaffRole[]>> = {
  questionnaires: ['admin', 'compliance'],
  messages: ACTION_ROLES.message,
  safer: ACTION_ROLES.interaction,
};

export function tabsFor(role: StaffRole | undefined): PlayerTab[] {
  return PLAYER_TABS.filter((tab) => {
    const roles = TAB_ROLES[tab];
    return !roles || (!!role && roles.includes(role));
  });
}

/** Whether the role may read the player's documents (GET /documents?player_id: oversight). */
export const canSeeDocuments = (role: StaffRole | undefined) =>
  !!role && (role === 'admin' || role === 'compliance');

export function tabFromSearch(value: string | null, tabs: readonly PlayerTab[]): PlayerTab {
  return tabs.find((t) => t === value) ?? tabs[0] ?? 'profile';
}

// ------------------------------------------------------------------------------------ search

export const STATUSES = PLAYER_STATUSES;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export interface SearchForm {
  q: string;
  status: '' | PlayerStatus;
  country: string;
  /** '' any, '1' test accounts only, '0' real players only. */
  is_test: '' | '1' | '0';
}
export const EMPTY_SEARCH: SearchForm = { q: '', status: '', country: '', is_test: '' };

export type SearchQuery = Record<string, string | number | undefined>;

/** The form → GET /staff/v1/players query (empty fields left out). */
export function searchQuery(form: SearchForm, page: number, perPage = 25): SearchQuery {
  const q = form.q.trim();
  const country = form.country.trim().toUpperCase();
  return {
    q: q || undefined,
    status: form.status || undefined,
    country: /^[A-Z]{2}$/.test(country) ? country : undefined,
    is_test: form.is_test || undefined,
    page,
    per_page: perPage,
  };
}

/** A country filter that is neither empty nor two letters (said before asking the server). */
export const countryInvalid = (country: string) =>
  country.trim() !== '' && !/^[A-Za-z]{2}$/.test(country.trim());

// ---------------------------------------------------------------------------------- adjustment

/** The contract's signed decimal: at most 12 digits and 2 places, not 0. */
const SIGNED_DECIMAL = /^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

export interface AdjustmentForm {
  kind: 'cash' | 'bonus';
  /** Signed decimal as typed ("-12.50"); a comma is read as the decimal point. */
  amount: string;
  reason: string;
}
export interface AdjustmentBody {
  kind: 'cash' | 'bonus';
  amount: string;
  reason: string;
}
export type AdjustmentResult =
  | { ok: true; body: AdjustmentBody }
  | { ok: false; errors: Partial<Record<keyof AdjustmentForm, 'required' | 'invalid'>> };

export function normaliseAmount(value: string): string {
  return value.trim().replace(/\s+/g, '').replace(',', '.').replace(/^\+/, '');
}

/** The adjustment dialog → POST .../adjustments body, or the fields to correct. */
export function adjustmentBody(form: AdjustmentForm): AdjustmentResult {
  const errors: Partial<Record<keyof AdjustmentForm, 'required' | 'invalid'>> = {};
  const amount = normaliseAmount(form.amount);
  if (!amount) errors.amount = 'required';
  else if (!SIGNED_DECIMAL.test(amount) || Number(amount) === 0) errors.amount = 'invalid';
  const reason = form.reason.trim();
  if (reason.length < 3) errors.reason = 'required';
  else if (reason.length > 500) errors.reason = 'invalid';
  if (form.kind !== 'cash' && form.kind !== 'bonus') errors.kind = 'invalid';
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: { kind: form.kind, amount, reason } };
}

// -------------------------------------------------------------------------------------- money

/** Minor units → the amount Intl formats (2 minor units: 1234 → 12.34). */
export const fromMinor = (minor: number, minorUnits = 2) => minor / 10 ** minorUnits;

// ------------------------------------------------------------------------------------- ledger

/** TRANSACTION_TYPES as filter options (id → name). */
export const LEDGER_TYPES = Object.entries(TRANSACTION_TYPES)
  .filter(([, id]) => typeof id === 'number')
  .map(([name, id]) => ({ name, id: id as number }))
  .sort((a, b) => a.id - b.id);

export interface LedgerFilters {
  type: string;
  from: string;
  to: string;
}

/** The ledger filters → query; a range whose end precedes its start is refused (null). */
export function ledgerQuery(f: LedgerFilters, page: number): SearchQuery | null {
  if (f.from && f.to && f.to < f.from) return null;
  return {
    type: f.type ? Number(f.type) : undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    page,
    per_page: 25,
  };
}

/** Status → the badge's look. */
export function statusTone(status: string): 'ok' | 'warn' | 'danger' | 'neutral' {
  if (status === 'active') return 'ok';
  if (status === 'blocked' || status === 'closed') return 'danger';
  if (status === 'self_excluded' || status === 'incompleted') return 'warn';
  return 'neutral';
}

/** A fresh Idempotency-Key per dialog submission. */
export function idempotencyKey(): string {
  return `bo-${crypto.randomUUID()}`;
}

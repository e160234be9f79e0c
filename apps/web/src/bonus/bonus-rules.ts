/**
 * What a player's campaign shows: its amounts (CZK without decimals, spec), its progress, what a
 * waiting one waits for, and the time left. Pure functions, tested on their own.
 */
import { campaignAmountDecimals } from '@croupier/contract/bonus-rules';
import type { PlayerCampaign } from '@croupier/contract/bonus';

export interface CurrencyRef {
  id: number;
  code: string;
}

/**
 * A campaign amount in the player's currency by Intl in the page's language: 2 decimals, none
 * for CZK (currency id 42). Whole units are cut, never rounded up (a bonus never shows more
 * than it pays).
 */
export function formatCampaignAmount(
  amount: number | null | undefined,
  currency: CurrencyRef,
  language: string,
): string {
  const decimals = campaignAmountDecimals(currency.id);
  const cents = Math.round((Number.isFinite(amount) ? Number(amount) : 0) * 100);
  const value = decimals === 0 ? Math.trunc(cents / 100) : cents / 100;
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return new Intl.NumberFormat(language, {
      ...options,
      style: 'currency',
      currency: currency.code,
    }).format(value);
  } catch {
    const number = new Intl.NumberFormat(language, options).format(value);
    return currency.code ? `${number}\u00a0${currency.code}` : number;
  }
}

/** A rate in percent (a bonus of 150 %, a contribution of 10 %) by Intl: "42.5%", "42,5 %". */
export function formatRate(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    (Number.isFinite(value) ? value : 0) / 100,
  );
}

/** Progress in percent, kept within 0-100. */
export const formatPercent = (value: number, language: string): string =>
  formatRate(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)), language);

export interface Progress {
  /** 0 to 100. */
  percent: number;
  /** The turnover still needed (decimal, never negative). */
  left: number;
  /** The target is reached (or there is none). */
  met: boolean;
}

/** The wagering progress of a campaign, counted in cents so no float drift shows. */
export function wageringProgress(
  pc: Pick<PlayerCampaign, 'target' | 'counter' | 'counter_percentage'>,
): Progress {
  const target = Math.round(pc.target * 100);
  const counter = Math.round(pc.counter * 100);
  const percent =
    target <= 0
      ? 100
      : Number.isFinite(pc.counter_percentage)
        ? Math.min(100, Math.max(0, pc.counter_percentage))
        : Math.min(100, Math.floor((counter * 10_000) / target) / 100);
  return { percent, left: Math.max(0, target - counter) / 100, met: counter >= target };
}

export type CardState =
  | 'active'
  | 'waiting_sms'
  | 'waiting_deposit'
  | 'waiting_turn'
  | 'completed'
  | 'forfeited'
  | 'expired'
  | 'lost';

/**
 * What a card says about its campaign. A waiting one waits for a verified phone, for a qualifying
 * deposit (a deposit bonus not yet granted), or for its turn (the active one to end): the server
 * says which (`awaiting`).
 */
export function cardState(pc: Pick<PlayerCampaign, 'status' | 'awaiting'>): CardState {
  if (pc.status !== 'unused') return pc.status;
  if (pc.awaiting === 'sms') return 'waiting_sms';
  if (pc.awaiting === 'deposit') return 'waiting_deposit';
  return 'waiting_turn';
}

/** Seconds until an active campaign expires: from `expires_at` when given, else the countdown. */
export function secondsToExpiry(
  pc: Pick<PlayerCampaign, 'status' | 'expires_at' | 'countdown'>,
  now: number,
  fetchedAt: number,
): number {
  if (pc.status !== 'active') return 0;
  const at = pc.expires_at ? Date.parse(pc.expires_at) : NaN;
  if (Number.isFinite(at)) return Math.max(0, Math.floor((at - now) / 1000));
  return Math.max(0, pc.countdown - Math.floor((now - fetchedAt) / 1000));
}

/** Time left in the largest two units by Intl: "3 days 4 hr", "5 hr 12 min", "< 1 min". */
export function formatTimeLeft(seconds: number, language: string): string {
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `< ${unit(1, 'minute')}`;
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  if (days > 0)
    return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) {
    return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  }
  return unit(minutes, 'minute');
}

/** Free spins still to play. */
export const freespinsLeft = (pc: Pick<PlayerCampaign, 'freespins' | 'freespins_counter'>) =>
  Math.max(0, pc.freespins - pc.freespins_counter);

/** Game types as their own contribution rows, largest first; `default` (other games) last. */
export function contributionRows(
  contributions: Record<string, number>,
): { type: string; percent: number }[] {
  const rows = Object.entries(contributions)
    .filter(([type]) => type !== 'default')
    .map(([type, percent]) => ({ type, percent }))
    .sort((a, b) => b.percent - a.percent || a.type.localeCompare(b.type));
  if (contributions.default !== undefined) {
    rows.push({ type: 'default', percent: contributions.default });
  }
  return rows;
}

/** The message key of a refused code or claim: the first key of the 422's field, else the message. */
export function bonusErrorKey(error: unknown, field: string): string {
  if (typeof error !== 'object' || error === null) return 'generic';
  const e = error as { status?: number; message?: string; errors?: Record<string, string[]> };
  if (e.status === 0) return 'network_error';
  const keys = e.errors?.[field] ?? Object.values(e.errors ?? {})[0];
  if (keys?.[0]) return keys[0];
  return e.message || 'generic';
}

/**
 * When a campaign chosen at registration (or claimed) pays: on the first qualifying deposit (a
 * percentage of it, or a fixed amount with a minimum deposit), once the mobile number is
 * verified, or at once.
 */
export function grantMoment(c: {
  kind?: string;
  amount_type: 'percent' | 'fixed';
  min_dep: number;
  options: { sms_verified: boolean };
}): 'deposit' | 'sms' | 'now' {
  if (
    c.kind === 'deposit' ||
    (c.kind === undefined && (c.amount_type === 'percent' || c.min_dep > 0))
  ) {
    return 'deposit';
  }
  return c.options.sms_verified ? 'sms' : 'now';
}

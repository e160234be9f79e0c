import type { Balance } from '../auth/session.ts';
import { toCents } from '../shell/money.ts';

export interface BonusProgress {
  campaign: string;
  /** Turnover the bonus needs before it turns into cash (decimal, player's currency). */
  target: number;
  /** Turnover made so far. */
  counter: number;
  /** 0 to 100, whole or with decimals as the platform gives it. */
  percentage: number;
  /** The largest bet allowed while the bonus is active; null when unbounded. */
  maxBet: number | null;
  /** Free spins of the campaign, and those still to play. */
  freespins: number;
  freespinsLeft: number;
}

/**
 * The bonus box's figures from the player's balance, or null without an active campaign. The
 * balance carries the target and the percentage made; the counter is their product, in cents,
 * unless the platform sends it.
 */
export function bonusProgress(balance: Balance | undefined): BonusProgress | null {
  if (!balance?.campaign) return null;
  const percentage = Math.min(100, Math.max(0, balance.counter_percentage));
  const sent = (balance as { counter?: unknown }).counter;
  const counter =
    typeof sent === 'number'
      ? sent
      : Math.round((toCents(balance.target) * percentage) / 100) / 100;
  return {
    campaign: balance.campaign.name,
    target: balance.target,
    counter,
    percentage,
    maxBet: balance.campaign.max_bet,
    freespins: balance.freespins,
    freespinsLeft: Math.max(0, balance.freespins - balance.freespins_counter),
  };
}

import { describe, expect, it } from 'vitest';
import type { PlayerCampaign } from '@croupier/contract/bonus';
import {
  bonusErrorKey,
  cardState,
  contributionRows,
  formatCampaignAmount,
  formatPercent,
  formatRate,
  formatTimeLeft,
  freespinsLeft,
  grantMoment,
  secondsToExpiry,
  wageringProgress,
} from './bonus-rules.ts';

const EUR = { id: 1, code: 'EUR' };
const CZK = { id: 42, code: 'CZK' };
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('campaign amounts', () => {
  it('show 2 decimals by Intl in the page language', () => {
    expect(formatCampaignAmount(5, EUR, 'en')).toBe('€5.00');
    expect(nbsp(formatCampaignAmount(1234.5, EUR, 'de'))).toBe('1.234,50 €');
    expect(nbsp(formatCampaignAmount(0.1, EUR, 'cs'))).toBe('0,10 €');
  });

  it('show CZK (currency 42) without decimals, cut rather than rounded up', () => {
    expect(nbsp(formatCampaignAmount(126.5, CZK, 'cs'))).toBe('126 Kč');
    expect(nbsp(formatCampaignAmount(126.99, CZK, 'cs'))).toBe('126 Kč');
    expect(nbsp(formatCampaignAmount(2500, CZK, 'en'))).toBe('CZK 2,500');
  });

  it('read a missing amount as zero and an unknown code after the number', () => {
    expect(formatCampaignAmount(null, EUR, 'en')).toBe('€0.00');
    expect(nbsp(formatCampaignAmount(3, { id: 9, code: 'not a code' }, 'en'))).toBe(
      '3.00 not a code',
    );
  });
});

describe('percentages', () => {
  it('format progress within 0-100 and rates as they are', () => {
    expect(formatPercent(42.5, 'en')).toBe('42.5%');
    expect(nbsp(formatPercent(42.5, 'cs'))).toBe('42,5 %');
    expect(formatPercent(140, 'en')).toBe('100%');
    expect(formatPercent(-3, 'en')).toBe('0%');
    expect(formatRate(150, 'en')).toBe('150%');
  });
});

describe('wagering progress', () => {
  it('uses the platform percentage and counts what is left in cents', () => {
    expect(wageringProgress({ target: 5, counter: 1.7, counter_percentage: 34 })).toEqual({
      percent: 34,
      left: 3.3,
      met: false,
    });
    expect(wageringProgress({ target: 0.3, counter: 0.1, counter_percentage: 33.33 }).left).toBe(
      0.2,
    );
  });

  it('is met at the target and caps at 100', () => {
    expect(wageringProgress({ target: 5, counter: 6, counter_percentage: 120 })).toEqual({
      percent: 100,
      left: 0,
      met: true,
    });
    expect(wageringProgress({ target: 0, counter: 0, counter_percentage: 0 }).met).toBe(true);
  });
});

describe('card states', () => {
  const pc = (over: Partial<Pick<PlayerCampaign, 'status' | 'awaiting'>> = {}) => ({
    status: 'unused' as const,
    awaiting: null,
    ...over,
  });

  it('a waiting campaign says what it waits for: a deposit, a verified phone, or its turn', () => {
    expect(cardState(pc({ awaiting: 'deposit' }))).toBe('waiting_deposit');
    expect(cardState(pc({ awaiting: 'sms' }))).toBe('waiting_sms');
    expect(cardState(pc())).toBe('waiting_turn');
  });

  it('the others are their status', () => {
    for (const status of ['active', 'completed', 'forfeited', 'expired', 'lost'] as const) {
      expect(cardState(pc({ status, awaiting: 'deposit' }))).toBe(status);
    }
  });
});

describe('time left', () => {
  const base = { status: 'active' as const, countdown: 3_600 };

  it('reads expires_at against now, else counts the countdown down from the fetch', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(secondsToExpiry({ ...base, expires_at: '2026-11-26T11:30:00Z' }, now, now)).toBe(5_400);
    expect(secondsToExpiry({ ...base, expires_at: '2026-11-26T09:00:00Z' }, now, now)).toBe(0);
    expect(secondsToExpiry({ ...base, expires_at: null }, now, now - 600_000)).toBe(3_000);
    expect(secondsToExpiry({ ...base, status: 'unused', expires_at: null }, now, now)).toBe(0);
  });

  it('shows the two largest units by Intl, and under a minute as "< 1 min"', () => {
    expect(formatTimeLeft(3 * 86_400 + 4 * 3_600 + 59, 'en')).toBe('3 days 4 hr');
    expect(formatTimeLeft(2 * 86_400, 'en')).toBe('2 days');
    expect(formatTimeLeft(5 * 3_600 + 12 * 60, 'en')).toBe('5 hr 12 min');
    expect(formatTimeLeft(7 * 60 + 30, 'en')).toBe('7 min');
    expect(formatTimeLeft(59, 'en')).toBe('< 1 min');
    expect(nbsp(formatTimeLeft(2 * 86_400, 'cs'))).toMatch(/^2 d/);
  });
});

describe('free spins and contributions', () => {
  it('counts the spins left, never below zero', () => {
    expect(freespinsLeft({ freespins: 25, freespins_counter: 7 })).toBe(18);
    expect(freespinsLeft({ freespins: 3, freespins_counter: 5 })).toBe(0);
  });

  it('lists game types largest first with other games last', () => {
    expect(contributionRows({ table: 10, default: 0, slot: 100, live: 0, crash: 100 })).toEqual([
      { type: 'crash', percent: 100 },
      { type: 'slot', percent: 100 },
      { type: 'table', percent: 10 },
      { type: 'live', percent: 0 },
      { type: 'default', percent: 0 },
    ]);
    expect(contributionRows({ slot: 50 })).toEqual([{ type: 'slot', percent: 50 }]);
  });
});

describe('refusals and grant moments', () => {
  it('takes the key of the field, else of any field, else the message', () => {
    const refused = { status: 422, message: 'invalid', errors: { code: ['campaign_expired'] } };
    expect(bonusErrorKey(refused, 'code')).toBe('campaign_expired');
    expect(bonusErrorKey({ ...refused, errors: { other: ['campaign_not_found'] } }, 'code')).toBe(
      'campaign_not_found',
    );
    expect(bonusErrorKey({ status: 409, message: 'player_campaign_ended' }, 'code')).toBe(
      'player_campaign_ended',
    );
    expect(bonusErrorKey({ status: 0, message: '' }, 'code')).toBe('network_error');
    expect(bonusErrorKey(null, 'code')).toBe('generic');
  });

  it('says when a chosen campaign pays: at a deposit, after the phone, or at once', () => {
    const c = { amount_type: 'fixed' as const, min_dep: 0, options: { sms_verified: false } };
    expect(grantMoment({ ...c, kind: 'deposit' })).toBe('deposit');
    expect(grantMoment({ ...c, kind: 'no_deposit', options: { sms_verified: true } })).toBe('sms');
    expect(grantMoment({ ...c, kind: 'free_spins' })).toBe('now');
    expect(grantMoment({ ...c, amount_type: 'percent' })).toBe('deposit');
    expect(grantMoment({ ...c, min_dep: 10 })).toBe('deposit');
  });
});

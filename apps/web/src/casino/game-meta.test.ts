import { describe, expect, it } from 'vitest';
import type { Game } from '@croupier/contract/casino';
import { formatAgo, formatPercent, matchesFilters, volatilityLevel } from './game-meta.ts';

const game = (patch: Partial<Game>): Game => ({
  id: 1,
  provider_id: 3,
  slug: 'g',
  name: 'G',
  type: 'slot',
  reels_numbers: 5,
  is_desktop: true,
  is_mobile: true,
  has_demo: true,
  rank: 1,
  image_url: '/media/games/g.svg',
  provider: { id: 3, code: 'p', name: 'P' },
  rtp: 96.12,
  jackpot_rtp: null,
  volatility: 'medium',
  is_new: false,
  is_popular: false,
  ...patch,
});

describe('formatPercent', () => {
  it('writes the RTP in the page language, up to 2 decimals', () => {
    expect(formatPercent(96.12, 'en')).toBe('96.12%');
    // Czech and German put a (no-break) space before the sign and a decimal comma.
    expect(formatPercent(96.12, 'cs')).toBe('96,12\u00a0%');
    expect(formatPercent(96.12, 'de')).toBe('96,12\u00a0%');
    expect(formatPercent(97, 'en')).toBe('97%');
    expect(formatPercent(95.5, 'pl')).toBe('95,5%');
  });

  it('writes a fixed number of decimals when asked (the tiles: 2)', () => {
    expect(formatPercent(95.5, 'en', 2)).toBe('95.50%');
    expect(formatPercent(97, 'de', 2)).toBe('97,00\u00a0%');
  });

  it('shows nothing for an RTP the game does not state', () => {
    expect(formatPercent(null, 'en')).toBeNull();
    expect(formatPercent(undefined, 'en')).toBeNull();
    expect(formatPercent(Number.NaN, 'en')).toBeNull();
  });
});

describe('volatilityLevel', () => {
  it('lights one, two or three bars', () => {
    expect([volatilityLevel('low'), volatilityLevel('medium'), volatilityLevel('high')]).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says how long ago in the page language', () => {
    expect(formatAgo('2026-11-26T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatAgo('2026-11-26T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatAgo('2026-11-25T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatAgo('2026-11-26T11:59:50Z', 'en', now)).toBe('now');
    expect(formatAgo('2026-11-26T11:55:00Z', 'de', now)).toBe('vor 5 Minuten');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatAgo('not a date', 'en', now)).toBe('');
  });
});

describe('matchesFilters', () => {
  it('keeps a game that passes every filter given', () => {
    const g = game({ provider_id: 3, volatility: 'high', rtp: 96.5 });
    expect(matchesFilters(g, {})).toBe(true);
    expect(matchesFilters(g, { providerId: 3, volatility: 'high', rtpMin: 96.5 })).toBe(true);
  });

  it('drops another provider, another volatility, or a lower RTP', () => {
    const g = game({ provider_id: 3, volatility: 'high', rtp: 96.5 });
    expect(matchesFilters(g, { providerId: 4 })).toBe(false);
    expect(matchesFilters(g, { volatility: 'low' })).toBe(false);
    expect(matchesFilters(g, { rtpMin: 97 })).toBe(false);
  });

  it('leaves out a game without a stated RTP or volatility once that filter is on', () => {
    expect(matchesFilters(game({ rtp: null }), { rtpMin: 95 })).toBe(false);
    expect(matchesFilters(game({ volatility: null }), { volatility: 'low' })).toBe(false);
    expect(matchesFilters(game({ rtp: null, volatility: null }), { providerId: 3 })).toBe(true);
  });
});

import type { StaffJackpot } from '@croupier/contract/jackpots';
import { describe, expect, it } from 'vitest';
import {
  capKind,
  currencyDigits,
  currentPot,
  dropProgress,
  formatBasisPoints,
  formatMinor,
  integrationOf,
  lastDrops,
} from './model.ts';

type Cycle = StaffJackpot['cycles'][number];

const cycle = (number: number, over: Partial<Cycle> = {}): Cycle => ({
  id: number,
  number,
  status: 'dropped',
  seed: 10_000,
  contributions: 5_000,
  bets: 10,
  commitment: `c${number}`,
  drop_at: 14_000,
  salt: `s${number}`,
  started_at: '2026-11-01T00:00:00.000Z',
  dropped_at: '2026-11-02T00:00:00.000Z',
  payout: 14_000,
  winner_player_id: 7,
  round_id: null,
  game_id: 3,
  bet_transaction_id: 1,
  win_transaction_id: 2,
  ...over,
});

const jackpot = (cycles: Cycle[], over: Partial<StaffJackpot> = {}): StaffJackpot => ({
  id: 1,
  slug: 'mega',
  name: 'Mega',
  group_name: 'Jackpots',
  currency: 'EUR',
  rate_bp: 150,
  seed: 10_000,
  must_drop_by: 50_000,
  status: 'active',
  game_ids: [3],
  cycles,
  ...over,
});

describe('jackpot figures', () => {
  it('takes the pot from the running cycle: its seed plus what it collected', () => {
    const sut = jackpot([
      cycle(3, { status: 'open', seed: 10_000, contributions: 2_345 }),
      cycle(2),
    ]);
    expect(currentPot(sut)).toBe(12_345);
  });

  it('has no pot between cycles', () => {
    expect(currentPot(jackpot([cycle(2), cycle(1)]))).toBeNull();
  });

  it('lists only dropped cycles, newest first, at most the limit', () => {
    const sut = jackpot([
      cycle(1),
      cycle(5, { status: 'open', drop_at: null, salt: null }),
      cycle(4),
      cycle(2),
      cycle(3),
    ]);
    expect(lastDrops(sut, 2).map((c) => c.number)).toEqual([4, 3]);
    expect(lastDrops(sut).map((c) => c.number)).toEqual([4, 3, 2, 1]);
  });

  it('measures the way from the seed to the must-drop-by amount, clamped to 0..1', () => {
    const open = (contributions: number) =>
      jackpot([cycle(1, { status: 'open', seed: 10_000, contributions })]);
    expect(dropProgress(open(20_000))).toBeCloseTo(0.5);
    expect(dropProgress(open(90_000))).toBe(1);
    expect(dropProgress(jackpot([cycle(1)]))).toBeNull();
  });
});

describe('money and rates', () => {
  it('turns minor units into money with the currency’s decimals', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMinor(123_456, 'EUR', 'en-GB')).toBe('€1,234.56');
    expect(formatMinor(1_234, 'JPY', 'en-GB')).toBe('JP¥1,234');
  });

  it('shows basis points as a percentage', () => {
    expect(formatBasisPoints(150, 'en-GB')).toBe('1.50%');
    expect(formatBasisPoints(1, 'en-GB')).toBe('0.01%');
  });
});

describe('names the server sends', () => {
  it('knows the two reasons a win is held and keeps the others apart', () => {
    expect(capKind('game_max_win')).toBe('game_max_win');
    expect(capKind('provider_cap')).toBe('provider_cap');
    expect(capKind('something_new')).toBe('other');
  });

  it('knows the integrations, and says when a provider has none', () => {
    expect(integrationOf('hub88')).toBe('hub88');
    expect(integrationOf('wallet')).toBe('wallet');
    expect(integrationOf('custom')).toBe('other');
    expect(integrationOf(undefined)).toBeNull();
  });
});

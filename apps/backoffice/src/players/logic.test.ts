import { describe, expect, it } from 'vitest';
import {
  adjustmentBody,
  allowedActions,
  can,
  countryInvalid,
  fromMinor,
  idempotencyKey,
  ledgerQuery,
  normaliseAmount,
  searchQuery,
  statusTone,
  tabFromSearch,
  tabsFor,
} from './logic.ts';

describe('role → actions', () => {
  it('gives support the personal-data actions but not money, flags or closing', () => {
    expect(allowedActions('support')).toEqual([
      'reveal',
      'block',
      'end_sessions',
      'password_reset',
      'two_factor_reset',
      'note',
      'message',
      'interaction',
    ]);
  });
  it('gives finance only the adjustment', () => {
    expect(allowedActions('finance')).toEqual(['adjust']);
  });
  it('gives marketing only campaign assignment', () => {
    expect(allowedActions('marketing')).toEqual(['assign_campaign']);
  });
  it('gives compliance flags, test flag, closing and reveal, not messages or adjustments', () => {
    const actions = allowedActions('compliance');
    for (const a of ['flags', 'test_flag', 'close', 'reveal', 'block', 'note'] as const) {
      expect(actions).toContain(a);
    }
    expect(can('compliance', 'message')).toBe(false);
    expect(can('compliance', 'adjust')).toBe(false);
    expect(can('compliance', 'password_reset')).toBe(false);
    expect(can('compliance', 'two_factor_reset')).toBe(false);
  });
  it('gives admin everything and content / nobody nothing', () => {
    expect(allowedActions('admin')).toHaveLength(13);
    expect(allowedActions('content')).toEqual([]);
    expect(allowedActions(undefined)).toEqual([]);
  });
});

describe('tabs', () => {
  it('shows questionnaires only to oversight and safer gambling to support too', () => {
    expect(tabsFor('finance')).not.toContain('questionnaires');
    expect(tabsFor('finance')).not.toContain('safer');
    expect(tabsFor('finance')).not.toContain('messages');
    expect(tabsFor('support')).toContain('safer');
    expect(tabsFor('support')).toContain('messages');
    expect(tabsFor('compliance')).toContain('questionnaires');
    expect(tabsFor('admin')).toHaveLength(11);
  });
  it('falls back to the first tab for an unknown or forbidden tab', () => {
    const tabs = tabsFor('finance');
    expect(tabFromSearch('ledger', tabs)).toBe('ledger');
    expect(tabFromSearch('safer', tabs)).toBe('profile');
    expect(tabFromSearch(null, tabs)).toBe('profile');
  });
});

describe('search query', () => {
  it('leaves empty fields out and upper-cases the country', () => {
    expect(searchQuery({ q: '  ', status: '', country: '', is_test: '' }, 1)).toEqual({
      q: undefined,
      status: undefined,
      country: undefined,
      is_test: undefined,
      page: 1,
      per_page: 25,
    });
    expect(searchQuery({ q: ' jan@ ', status: 'blocked', country: 'cz', is_test: '0' }, 3)).toEqual(
      { q: 'jan@', status: 'blocked', country: 'CZ', is_test: '0', page: 3, per_page: 25 },
    );
  });
  it('drops a country that is not two letters (the form says so first)', () => {
    expect(searchQuery({ q: '', status: '', country: 'CZE', is_test: '' }, 1).country).toBe(
      undefined,
    );
    expect(countryInvalid('CZE')).toBe(true);
    expect(countryInvalid('1a')).toBe(true);
    expect(countryInvalid('')).toBe(false);
    expect(countryInvalid('de')).toBe(false);
  });
});

describe('adjustment form → body', () => {
  it('maps a signed amount, kind and trimmed reason', () => {
    expect(adjustmentBody({ kind: 'bonus', amount: ' -12,50 ', reason: '  goodwill ' })).toEqual({
      ok: true,
      body: { kind: 'bonus', amount: '-12.50', reason: 'goodwill' },
    });
    expect(adjustmentBody({ kind: 'cash', amount: '+25', reason: 'refund of #12' })).toEqual({
      ok: true,
      body: { kind: 'cash', amount: '25', reason: 'refund of #12' },
    });
  });
  it('refuses zero, three decimals, text, a missing amount and a short reason', () => {
    const errors = (amount: string, reason = 'because') =>
      (adjustmentBody({ kind: 'cash', amount, reason }) as { errors: object }).errors;
    expect(errors('0')).toEqual({ amount: 'invalid' });
    expect(errors('0.00')).toEqual({ amount: 'invalid' });
    expect(errors('1.234')).toEqual({ amount: 'invalid' });
    expect(errors('12e3')).toEqual({ amount: 'invalid' });
    expect(errors('01')).toEqual({ amount: 'invalid' });
    expect(errors('')).toEqual({ amount: 'required' });
    expect(errors('5', ' ab ')).toEqual({ reason: 'required' });
    expect(errors('5', 'x'.repeat(501))).toEqual({ reason: 'invalid' });
  });
  it('normalises spaces, a comma and a plus sign', () => {
    expect(normaliseAmount(' 1 000,5 ')).toBe('1000.5');
    expect(normaliseAmount('+3')).toBe('3');
  });
  it('makes a fresh idempotency key the server accepts', () => {
    const a = idempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(idempotencyKey()).not.toBe(a);
  });
});

describe('ledger filters', () => {
  it('maps type and dates, and refuses an end before the start', () => {
    expect(ledgerQuery({ type: '11', from: '2026-01-01', to: '2026-01-31' }, 2)).toEqual({
      type: 11,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
      per_page: 25,
    });
    expect(ledgerQuery({ type: '', from: '', to: '' }, 1)).toEqual({
      type: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      per_page: 25,
    });
    expect(ledgerQuery({ type: '', from: '2026-02-01', to: '2026-01-01' }, 1)).toBeNull();
  });
});

describe('display helpers', () => {
  it('turns minor units into amounts', () => {
    expect(fromMinor(1234)).toBe(12.34);
    expect(fromMinor(-5, 2)).toBe(-0.05);
    expect(fromMinor(7, 0)).toBe(7);
  });
  it('tones statuses', () => {
    expect(statusTone('active')).toBe('ok');
    expect(statusTone('blocked')).toBe('danger');
    expect(statusTone('self_excluded')).toBe('warn');
    expect(statusTone('other')).toBe('neutral');
  });
});

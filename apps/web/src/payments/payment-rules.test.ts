import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import {
  clearWithdrawLock,
  depositAmountError,
  failureOf,
  parseAmount,
  selfExclusion,
  setWithdrawLock,
  transferFieldErrors,
  withdrawAmountError,
  withdrawIbanError,
  withdrawLockSeconds,
} from './payment-rules.ts';

const method = { data: { minimum: 10, maximum: 500 }, withdrawal: { minimum: 20, maximum: 300 } };

describe('amounts', () => {
  it('reads decimals with a dot or a comma and at most 2 places', () => {
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount(' 12,5 ')).toBe(12.5);
    expect(parseAmount('1 000.25')).toBe(1000.25);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });

  it('deposit: at least 1, within the method limits, "too high" names the maximum', () => {
    expect(depositAmountError('', method)).toEqual({ key: 'field_required' });
    expect(depositAmountError('0.99', null)).toEqual({ key: 'amount_invalid' });
    expect(depositAmountError('1', null)).toBeNull();
    expect(depositAmountError('9.99', method)).toEqual({ key: 'amount_too_low', limit: 10 });
    expect(depositAmountError('500.01', method)).toEqual({ key: 'amount_too_high', limit: 500 });
    expect(depositAmountError('500', method)).toBeNull();
  });

  it('withdraw: "Invalid amount chosen" above the balance or outside the method limits', () => {
    expect(withdrawAmountError('50', method, 40)).toEqual({ key: 'invalid_amount_chosen' });
    expect(withdrawAmountError('19.99', method, 1000)).toEqual({ key: 'invalid_amount_chosen' });
    expect(withdrawAmountError('300.01', method, 1000)).toEqual({ key: 'invalid_amount_chosen' });
    expect(withdrawAmountError('0.5', method, 1000)).toEqual({ key: 'amount_invalid' });
    expect(withdrawAmountError('40', method, 40)).toBeNull();
  });
});

describe('IBAN', () => {
  it('checks the shape first (5..34, spaces ignored), then the checksum', () => {
    expect(withdrawIbanError('DE 8 9')).toBe('iban_shape');
    expect(withdrawIbanError('DE89-3704-0044-0532-0130-00')).toBe('iban_shape');
    expect(withdrawIbanError('DE89 3704 0044 0532 0130 01')).toBe('iban_invalid');
    expect(withdrawIbanError('de89 3704 0044 0532 0130 00')).toBeNull();
  });
});

describe('transfer fields', () => {
  const empty = { iban: '', bank: '', accountnumber: '', sender_name: '', reference_code: '' };
  it('bank transfer needs an IBAN of 5+, the bank and the reference number', () => {
    expect(transferFieldErrors('bank', { ...empty, iban: 'CZ65' })).toEqual({
      iban: 'sender_iban',
      bank: 'field_required',
      accountnumber: 'field_required',
    });
    expect(
      transferFieldErrors('bank', { ...empty, iban: 'CZ650', bank: 'KB', accountnumber: '42' }),
    ).toEqual({});
  });
  it('crypto needs the sender name and reference code; a card nothing', () => {
    expect(transferFieldErrors('crypto', empty)).toEqual({
      sender_name: 'field_required',
      reference_code: 'field_required',
    });
    expect(transferFieldErrors('card', empty)).toEqual({});
  });
});

describe('the 10-minute withdrawal cookie', () => {
  it('counts down from 600 seconds and is lifted by a deletion', () => {
    const now = Date.now();
    setWithdrawLock(600, now);
    expect(withdrawLockSeconds(now)).toBe(600);
    expect(withdrawLockSeconds(now + 599_000)).toBe(1);
    expect(withdrawLockSeconds(now + 600_000)).toBe(0);
    clearWithdrawLock();
    expect(withdrawLockSeconds(now)).toBe(0);
  });
});

describe('failures', () => {
  it('takes the amount key of a 422 first, with the body values', () => {
    const error = new ApiError(
      422,
      'The given data was invalid.',
      { bank: ['field_required'], amount: ['amount_too_high'] },
      { maximum: 500 },
    );
    expect(failureOf(error)).toEqual({
      key: 'amount_too_high',
      field: 'amount',
      values: { maximum: 500 },
    });
  });
  it('takes the message of other refusals, and a network failure apart', () => {
    expect(failureOf(new ApiError(409, 'pending_transaction_exists')).key).toBe(
      'pending_transaction_exists',
    );
    expect(failureOf(new ApiError(0, 'network_error')).key).toBe('network_error');
    expect(failureOf(new Error('x')).key).toBe('generic');
  });
});

describe('self-exclusion', () => {
  const now = Date.parse('2026-11-26T06:00:00Z');
  it('is running while status_expires_at is in the future; 2999 is forever', () => {
    expect(selfExclusion(null, now)).toBeNull();
    expect(selfExclusion('2026-11-26T05:59:59Z', now)).toBeNull();
    expect(selfExclusion('2026-12-01T00:00:00Z', now)).toEqual({
      end: '2026-12-01T00:00:00Z',
      forever: false,
    });
    expect(selfExclusion('2999-12-31T00:00:00Z', now)?.forever).toBe(true);
  });
});

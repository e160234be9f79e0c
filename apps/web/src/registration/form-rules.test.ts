import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import {
  cleanNameWhileTyping,
  codeFailureKey,
  countryOptions,
  daysInMonth,
  defaultPrefix,
  dobValue,
  missingFields,
} from './form-rules.ts';

describe('registration form behaviour', () => {
  it('lists the empty required fields, including unticked boxes', () => {
    const values = { a: ' ', b: 'x', c: false, d: true, e: '' };
    expect(missingFields(values, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c']);
  });

  it('cleans names while typing but lets a second word start', () => {
    expect(cleanNameWhileTyping('Anna ')).toEqual({ value: 'Anna ', changed: false });
    expect(cleanNameWhileTyping('Anna Maria')).toEqual({ value: 'Anna Maria', changed: false });
    expect(cleanNameWhileTyping('Jiří')).toEqual({ value: 'Jiri', changed: true });
    expect(cleanNameWhileTyping('O’Brien😀')).toEqual({ value: 'OBrien', changed: true });
    expect(cleanNameWhileTyping(' ')).toEqual({ value: '', changed: false });
  });

  it('sends the date of birth unpadded', () => {
    expect(dobValue('1990', '03', '07')).toBe('1990-3-7');
  });

  it('knows the length of each month', () => {
    expect(daysInMonth('2024', '2')).toBe(29);
    expect(daysInMonth('2023', '2')).toBe(28);
    expect(daysInMonth('2023', '4')).toBe(30);
    expect(daysInMonth('', '2')).toBe(31);
  });

  it('localizes, sorts and filters countries', () => {
    const countries = [
      { code: 'DE', name: 'Germany' },
      { code: 'AT', name: 'Austria' },
      { code: 'US', name: 'United States' },
    ];
    const sut = countryOptions(countries, 'de', ['us']);
    expect(sut).toEqual([
      { code: 'DE', name: 'Deutschland' },
      { code: 'AT', name: 'Österreich' },
    ]);
  });

  it('takes the first dialling prefix of a country', () => {
    expect(defaultPrefix({ phone_prefix: ['+1', '+1242'] })).toBe('+1');
    expect(defaultPrefix({ phone_prefix: null })).toBe('');
    expect(defaultPrefix(undefined)).toBe('');
  });

  it('names the reason a code was refused', () => {
    const wrong = new ApiError(422, 'invalid', { verification: ['code_is_wrong'] });
    const expired = new ApiError(422, 'invalid', { verification: ['code_expired'] });
    expect(codeFailureKey(wrong)).toBe('code_is_wrong');
    expect(codeFailureKey(expired)).toBe('code_expired');
    expect(codeFailureKey(new ApiError(429, 'too_many_attempts'))).toBe('too_many_attempts');
    expect(codeFailureKey(new ApiError(0, 'network_error'))).toBe('something_wrong');
  });
});

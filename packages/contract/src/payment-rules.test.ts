import { describe, expect, it } from 'vitest';
import { isIbanShape, isValidIban, normalizeIban } from './payment-rules.ts';

describe('IBAN', () => {
  it('accepts IBANs whose mod-97 checksum is 1, with spaces and in lower case', () => {
    for (const iban of [
      'DE89370400440532013000',
      'de89 3704 0044 0532 0130 00',
      'MT84MALT011000012345MTLCAST001S',
      'CZ6508000000192000145399',
      'SK3112000000198742637541',
    ]) {
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it('refuses a changed digit, a swapped pair, a wrong length and other characters', () => {
    for (const iban of [
      'DE89370400440532013001',
      'DE98370400440532013000',
      'DE8937040044053201300',
      'GB00XXXX',
      'DE89-3704-0044-0532-0130-00',
      '',
    ]) {
      expect(isValidIban(iban)).toBe(false);
    }
  });

  it('keeps the spec shape rule apart from the checksum', () => {
    expect(isIbanShape('AB123')).toBe(true);
    expect(isIbanShape('AB12')).toBe(false);
    expect(isIbanShape('A'.repeat(35))).toBe(false);
    expect(normalizeIban(' de89 3704 ')).toBe('DE893704');
  });
});

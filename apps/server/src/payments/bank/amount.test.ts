import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal, minorUnitsOf } from './amount.ts';

describe('bank amounts', () => {
  it('turns decimals into exact minor units', () => {
    expect(decimalToMinor('1234.5', 2)).toBe(123450);
    expect(decimalToMinor('1234,50', 2)).toBe(123450);
    expect(decimalToMinor('0.01', 2)).toBe(1);
    expect(decimalToMinor('0.29', 2)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(decimalToMinor('1.005', 3)).toBe(1005);
    expect(decimalToMinor('12.300', 2)).toBe(1230);
    expect(decimalToMinor('00012', 2)).toBe(1200);
    expect(decimalToMinor('500', 0)).toBe(500);
    expect(decimalToMinor('90071992547409.91', 2)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not a plain non-negative decimal of the currency', () => {
    for (const bad of ['', '-5', '+5', '1e3', '12.345', '1.2.3', '1 000', 'abc', '.5', '5.']) {
      expect(decimalToMinor(bad, 2), bad).toBeNull();
    }
    expect(decimalToMinor('90071992547409.92', 2)).toBeNull();
    expect(decimalToMinor('1.5', 0)).toBeNull();
  });

  it('writes minor units as decimals', () => {
    expect(minorToDecimal(123450, 2)).toBe('1234.50');
    expect(minorToDecimal(1, 2)).toBe('0.01');
    expect(minorToDecimal(0, 2)).toBe('0.00');
    expect(minorToDecimal(-250, 2)).toBe('-2.50');
    expect(minorToDecimal(500, 0)).toBe('500');
    expect(minorToDecimal(1005, 3)).toBe('1.005');
    expect(() => minorToDecimal(0.5, 2)).toThrow(RangeError);
  });

  it('knows the currencies without 2 minor units', () => {
    expect(minorUnitsOf('EUR')).toBe(2);
    expect(minorUnitsOf('czk')).toBe(2);
    expect(minorUnitsOf('JPY')).toBe(0);
    expect(minorUnitsOf('KWD')).toBe(3);
  });
});

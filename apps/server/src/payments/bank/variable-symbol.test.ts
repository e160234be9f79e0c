import { describe, expect, it } from 'vitest';
import {
  isVariableSymbol,
  paymentIdFromVariableSymbol,
  variableSymbolFor,
} from './variable-symbol.ts';

describe('variable symbol', () => {
  it('is the payment id padded to 9 digits and an ISO 7064 MOD 11,10 check digit', () => {
    // Worked by hand for id 42 ("000000042"): p runs 10 -> 9 -> 7 -> 3 -> 6 -> 1 -> 2 -> 4 ->
    // (4+4)=8 -> 16 mod 11 = 5 -> (5+2)=7 -> 14 mod 11 = 3; c = (11 - 3) mod 10 = 8.
    expect(variableSymbolFor(42)).toBe('0000000428');
    expect(variableSymbolFor(1)).toBe('0000000014');
    expect(variableSymbolFor(999_999_999)).toBe('9999999991');
  });

  it('reads back the payment id of its own symbols', () => {
    for (const id of [1, 7, 42, 123, 1001, 65_535, 20_260_001, 999_999_999]) {
      const vs = variableSymbolFor(id);
      expect(vs).toMatch(/^\d{10}$/);
      expect(isVariableSymbol(vs)).toBe(true);
      expect(paymentIdFromVariableSymbol(vs)).toBe(id);
    }
  });

  it('refuses every single mistyped digit', () => {
    for (const id of [1, 42, 123_456_789, 500_000_001]) {
      const vs = variableSymbolFor(id);
      for (let pos = 0; pos < vs.length; pos++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === vs[pos]) continue;
          const typo = vs.slice(0, pos) + d + vs.slice(pos + 1);
          expect(isVariableSymbol(typo), typo).toBe(false);
          expect(paymentIdFromVariableSymbol(typo)).toBeNull();
        }
      }
    }
  });

  it('refuses what is not 10 digits, and the all-zero id', () => {
    for (const s of ['', '428', '000000042', '00000004288', '000000042a', ' 0000000428']) {
      expect(isVariableSymbol(s)).toBe(false);
    }
    expect(paymentIdFromVariableSymbol('0000000000')).toBeNull();
  });

  it('throws for an id it cannot carry', () => {
    for (const id of [0, -1, 1.5, 1_000_000_000, Number.NaN]) {
      expect(() => variableSymbolFor(id)).toThrow(RangeError);
    }
  });
});

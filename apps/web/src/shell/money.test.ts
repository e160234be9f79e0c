import { describe, expect, it } from 'vitest';
import { formatMoney, headerBalance, toCents } from './money.ts';

describe('money', () => {
  it('adds total and bonus in cents (no float drift)', () => {
    expect(headerBalance({ total: 0.1, bonus: 0.2 })).toBe(0.3);
    expect(headerBalance({ total: 10.05, bonus: 0 })).toBe(10.05);
    expect(headerBalance({ total: '12.34', bonus: '1.01' })).toBe(13.35);
    expect(headerBalance({ total: null, bonus: undefined })).toBe(0);
  });

  it('reads bad amounts as zero', () => {
    expect(toCents('abc')).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
  });

  it('shows 2 decimals with the symbol before the number in English', () => {
    expect(formatMoney(0, '€', 'en')).toBe('€0.00');
    expect(formatMoney(1234.5, '€', 'en')).toBe('€1,234.50');
    expect(formatMoney(-3.1, '$', 'en')).toBe('-$3.10');
  });

  it('puts the symbol after the number in the other languages', () => {
    expect(formatMoney(1234.5, '€', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(7, 'Kč', 'cs')).toBe('7,00\u00a0Kč');
  });
});

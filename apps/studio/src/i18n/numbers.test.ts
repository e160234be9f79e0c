import { describe, expect, it } from 'vitest';
import { createNumbers } from './numbers.ts';
import { LANGUAGES, localeOf } from './translate.ts';

/** Intl puts no-break spaces (U+00A0, U+202F) where a reader sees a space. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the player locale', () => {
  it.each([
    ['en', '2.00×', '0.5', '96.12%', '1,234.5'],
    ['de', '2,00×', '0,5', '96,12 %', '1.234,5'],
    ['cs', '2,00×', '0,5', '96,12 %', '1 234,5'],
    ['sk', '2,00×', '0,5', '96,12 %', '1 234,5'],
    ['hu', '2,00×', '0,5', '96,12%', '1234,5'],
    ['pl', '2,00×', '0,5', '96,12%', '1234,5'],
    ['es', '2,00×', '0,5', '96,12 %', '1234,5'],
  ] as const)('%s: multiplier %s, %s, RTP %s, %s', (lang, times, half, rtp, big) => {
    const sut = createNumbers(localeOf(lang));
    expect(sut.multiplier(2)).toBe(times);
    expect(sut.number(0.5)).toBe(half);
    expect(plain(sut.percent(0.9612))).toBe(rtp);
    expect(plain(sut.number(1234.5))).toBe(big);
  });

  it('shows the decimals asked for: fixed, or at most n without trailing zeros', () => {
    const sut = createNumbers('de-DE');
    expect(sut.number(2.5, 2)).toBe('2,50');
    expect(sut.number(2.5)).toBe('2,5');
    expect(sut.number(1.955, { max: 4 })).toBe('1,955');
    expect(sut.multiplier(10, 0)).toBe('10×');
    expect(sut.multiplier(1.5, { max: 2 })).toBe('1,5×');
    expect(plain(sut.percent(0.01, { max: 2 }))).toBe('1 %');
  });

  it('never writes an English decimal point outside English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const sut = createNumbers(localeOf(lang));
      const shown = [sut.number(0.1), sut.multiplier(2.35), sut.percent(0.975, 1)].join(' ');
      expect(shown, lang).not.toMatch(/\d\.\d/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/translate.ts';
import { texts as scratch } from '../scratch/texts.ts';
import { texts as slots } from './texts.ts';

describe.each([
  ['slots', slots],
  ['scratch', scratch],
] as const)('%s texts', (prefix, sut) => {
  const english = Object.keys(sut.en ?? {});

  it('has every key in all seven languages, none empty', () => {
    expect(english.length).toBeGreaterThan(10);
    for (const language of LANGUAGES) {
      const bundle = sut[language] ?? {};
      expect(Object.keys(bundle).sort(), language).toEqual([...english].sort());
      for (const [key, text] of Object.entries(bundle))
        expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('keeps every placeholder of the English text', () => {
    for (const language of LANGUAGES) {
      for (const key of english) {
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(sut[language]?.[key] ?? ''), `${language} ${key}`).toEqual(
          placeholders(sut.en?.[key] ?? ''),
        );
      }
    }
  });

  it(`scopes its keys under "${prefix}."`, () => {
    for (const key of english) expect(key.startsWith(`${prefix}.`)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hu } from './hu.ts';
import { pl } from './pl.ts';
import { sk } from './sk.ts';
import {
  createMoney,
  createTranslator,
  interpolate,
  loadShellTexts,
  normaliseLanguage,
  utcTime,
} from './translate.ts';

const all = { cs, de, es, hu, pl, sk };

describe('shell dictionaries', () => {
  it.each(Object.entries(all))(
    '%s has every English key with the same placeholders',
    (_lang, texts) => {
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(placeholders(texts[key as keyof typeof en]), key).toEqual(placeholders(text));
        expect(texts[key as keyof typeof en].trim(), key).not.toBe('');
      }
    },
  );

  it('loads a language on demand', async () => {
    expect(await loadShellTexts('de')).toBe(de);
    expect(await loadShellTexts('en')).toBe(en);
  });
});

describe('normaliseLanguage', () => {
  it.each([
    ['cz', 'cs'],
    ['CS', 'cs'],
    ['de-AT', 'de'],
    ['pl_PL', 'pl'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (input, out) => expect(normaliseLanguage(input)).toBe(out));
});

describe('createTranslator', () => {
  const engine = {
    en: { spin: 'Spin', 'ui.stake': 'Bet', 'only.en': 'English only' },
    de: { spin: 'Drehen' },
  };

  it('looks up the engine first, then the shell, then English', () => {
    const t = createTranslator('de', de, engine);
    expect(t('spin')).toBe('Drehen');
    // The shell's German beats the engine's English.
    expect(t('ui.stake')).toBe('Einsatz');
    expect(t('only.en')).toBe('English only');
  });

  it('falls back to the shell English when a language lacks a key', () => {
    const partial = { 'bar.balance': 'Saldo' };
    const t = createTranslator('pl', partial, engine);
    expect(t('bar.balance')).toBe('Saldo');
    expect(t('history.title')).toBe('Game history');
  });

  it('interpolates and leaves unknown placeholders', () => {
    const t = createTranslator('en', en);
    expect(t('error.stake_below_min', { min: '€0.10' })).toBe('The minimum stake is €0.10.');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('shows the key only when nobody knows it', () => {
    expect(createTranslator('en', en)('no.such.key')).toBe('no.such.key');
  });
});

describe('numbers in texts', () => {
  it('writes a number parameter in the language (decimal comma, grouping)', () => {
    expect(interpolate('Over {n}', { n: 2.5 }, 'de')).toBe('Over 2,5');
    expect(interpolate('{n}', { n: 1234 }, 'en')).toBe('1,234');
    expect(interpolate('{n}', { n: 0.1 }, 'en')).toBe('0.1');
    // An identifier passed as a string stays as it is.
    expect(interpolate('Race #{id}', { id: '1017' }, 'en')).toBe('Race #1017');
  });
});

describe('history counts', () => {
  const count = (lang: keyof typeof all | 'en', total: number, shown = total) => {
    const t = createTranslator(lang, lang === 'en' ? en : all[lang]);
    return shown >= total
      ? t('history.count_all', { total })
      : t('history.count', { shown, total });
  };

  it('agree with the number in every language', () => {
    expect([count('en', 1), count('en', 3), count('en', 40, 20)]).toEqual([
      '1 round',
      '3 rounds',
      'Showing 20 of 40 rounds',
    ]);
    expect([count('de', 1), count('de', 2), count('de', 3, 1)]).toEqual([
      '1 Runde',
      '2 Runden',
      'Angezeigt: 1 von 3 Runden',
    ]);
    expect([count('cs', 1), count('cs', 3), count('cs', 5), count('cs', 3, 1)]).toEqual([
      '1 kolo',
      '3 kola',
      '5 kol',
      'Zobrazeno 1 z 3 kol',
    ]);
    expect([count('sk', 1), count('sk', 4), count('sk', 7)]).toEqual(['1 kolo', '4 kolá', '7 kôl']);
    expect([count('pl', 1), count('pl', 22), count('pl', 25), count('pl', 25, 20)]).toEqual([
      '1 runda',
      '22 rundy',
      '25 rund',
      'Wyświetlono 20 z 25 rund',
    ]);
    expect([count('es', 1), count('es', 2), count('es', 2, 1)]).toEqual([
      '1 ronda',
      '2 rondas',
      'Mostrando 1 de 2 rondas',
    ]);
    expect([count('hu', 1), count('hu', 5), count('hu', 5, 2)]).toEqual([
      '1 kör',
      '5 kör',
      'Megjelenítve: 2 / 5 kör',
    ]);
  });
});

describe('money and time', () => {
  it('formats minor units with 2 decimals in the player locale', () => {
    expect(createMoney('en', { code: 'EUR', symbol: '€' })(1250)).toBe('€12.50');
    expect(createMoney('en', { code: 'EUR', symbol: '€' })(5)).toBe('€0.05');
    expect(createMoney('de', { code: 'EUR', symbol: '€' })(123456).replace(/\s/g, ' ')).toBe(
      '1.234,56 €',
    );
  });

  it('falls back to the symbol for a code Intl rejects', () => {
    expect(createMoney('en', { code: 'not a code', symbol: '¤' })(100)).toBe('¤1.00');
  });

  it('shows UTC times', () => {
    expect(utcTime('2026-11-22T13:05:09.123Z')).toBe('2026-11-22 13:05:09');
  });
});

describe('plural words', () => {
  it('agree with the number in each language', () => {
    const gems = (n: number, lang: Parameters<typeof interpolate>[2], text: string) =>
      interpolate(text, { n }, lang);
    expect([1, 2, 5].map((n) => gems(n, 'en', '{n} {n|gem|gems}'))).toEqual([
      '1 gem',
      '2 gems',
      '5 gems',
    ]);
    const cz = '{n} {n|drahokam|drahokamy|drahokamů}';
    expect([1, 3, 5, 0].map((n) => gems(n, 'cs', cz))).toEqual([
      '1 drahokam',
      '3 drahokamy',
      '5 drahokamů',
      '0 drahokamů',
    ]);
    const polish = '{n} {n|kupon|kupony|kuponów}';
    expect([1, 4, 5, 22, 25].map((n) => gems(n, 'pl', polish))).toEqual([
      '1 kupon',
      '4 kupony',
      '5 kuponów',
      '22 kupony',
      '25 kuponów',
    ]);
    // An unknown parameter stays visible to the developer; plain placeholders still work.
    expect(interpolate('{m|a|b} {n}', { n: 3 })).toBe('{m|a|b} 3');
  });
});

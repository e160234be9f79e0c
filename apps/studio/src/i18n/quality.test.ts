/**
 * The game frames' texts (the shell's in i18n/<language>.ts and each game's texts.ts) read as a
 * native speaker would: no doubled word, no English sentence left in another language, and the
 * site's form of address (formal in de, cs, sk, hu, impersonal in pl, "tú" in es). The checkers
 * are the site's own (packages/contract/src/i18n/text-quality.ts, tested there).
 */
import { describe, expect, it } from 'vitest';
import {
  addressLapses,
  duplicatedWords,
  isUntranslated,
  looksEnglish,
} from '@croupier/contract/i18n/text-quality';
import type { GameTexts } from '../games/types.ts';
import { LANGUAGES, type Language } from './translate.ts';
import { en } from './en.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { sk } from './sk.ts';
import { hu } from './hu.ts';
import { pl } from './pl.ts';
import { es } from './es.ts';

const shell: Record<Language, Readonly<Record<string, string>>> = { en, cs, de, sk, hu, pl, es };

/** Every game's texts.ts, by game folder. */
const games = import.meta.glob<GameTexts>('../games/*/texts.ts', {
  import: 'texts',
  eager: true,
});

/** [source, language, key, text, English text] of every frame text. */
const rows: [string, Language, string, string, string | undefined][] = [
  ...LANGUAGES.flatMap((l) =>
    Object.entries(shell[l]).map(
      ([k, v]) => ['shell', l, k, v, shell.en[k]] as [string, Language, string, string, string],
    ),
  ),
  ...Object.entries(games).flatMap(([path, texts]) =>
    LANGUAGES.flatMap((l) =>
      Object.entries(texts[l] ?? {}).map(
        ([k, v]) =>
          [path, l, k, v, texts.en?.[k]] as [string, Language, string, string, string | undefined],
      ),
    ),
  ),
];

/**
 * Names that stay English at every casino table, each kept as printed on the felt or the paytable:
 * game titles, side bets, poker hands and a slot feature.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "Casino Hold'em",
  'Three Card Poker',
  'Caribbean Stud Poker',
  'Pair Plus',
  'Ante bonus',
  'Full house',
  'Royal flush',
  'Hold and Win',
  'Hold and Win!',
  'Hold and Win: {win}',
]);

describe('the game frames texts', () => {
  it('cover the shell and every game', () => {
    expect(Object.keys(games).length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeGreaterThan(1000);
  });

  it.each(LANGUAGES)('%s: no doubled word', (language) => {
    const found = rows
      .filter(([, l]) => l === language)
      .flatMap(([src, , key, text]) =>
        duplicatedWords(text, language).map((d) => `${src} ${key}: ${d}`),
      );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s: one form of address', (language) => {
    const found = rows
      .filter(([, l]) => l === language)
      .flatMap(([src, , key, text]) =>
        addressLapses(text, language).map((w) => `${src} ${key}: ${w}`),
      );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s: no English sentence left untranslated',
    (language) => {
      const found = rows
        .filter(([, l]) => l === language)
        .flatMap(([src, , key, text, english]) => {
          if (SAME_IN_EVERY_LANGUAGE.has(text)) return [];
          if (english !== undefined && isUntranslated(english, text)) {
            return [`${src} ${key}: ${text}`];
          }
          return looksEnglish(text) ? [`${src} ${key} looks English: ${text}`] : [];
        });
      expect(found).toEqual([]);
    },
  );
});

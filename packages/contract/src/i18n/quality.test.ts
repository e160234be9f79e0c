/// <reference types="node" />
/**
 * The site's interface texts (packages/contract/src/i18n/<language>/<group>.json) read as a
 * native speaker and an auditor would read them: no doubled word, no English left in another
 * language, one form of address per language (formal "Sie", "Vy", "Ön", impersonal Polish;
 * "tú" in Spanish), and no promise of a feature the site does not have. The checkers themselves
 * are tested first on the mistakes the site has shipped before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../constants.ts';
import { claimLapses, menuPathLapses } from './site-claims.ts';
import {
  addressLapses,
  duplicatedWords,
  htmlToText,
  isUntranslated,
  looksEnglish,
} from './text-quality.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));

type Texts = Record<string, string>;
/** group -> key -> text, per language. */
function load(language: Language): Record<string, Texts> {
  return Object.fromEntries(
    readdirSync(`${dir}/${language}`)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.slice(0, -'.json'.length),
        JSON.parse(readFileSync(`${dir}/${language}/${f}`, 'utf8')) as Texts,
      ]),
  );
}
const site = Object.fromEntries(LANGUAGES.map((l) => [l, load(l)])) as Record<
  Language,
  Record<string, Texts>
>;

function* texts(language: Language) {
  for (const [group, entries] of Object.entries(site[language])) {
    for (const [key, text] of Object.entries(entries)) yield { id: `${group}.${key}`, text };
  }
}

/**
 * Texts that stay the same in every language, each for a reason: a bank code label and a
 * payment gateway's brand name. Single words (a brand, "Bonus", "E-mail") need no entry.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['BIC (SWIFT)', 'GP webpay']);

describe('the text checkers', () => {
  it('find a doubled word, in any case, but not a grammatical double', () => {
    expect(duplicatedWords('Melden Sie sich an, um um echtes Geld zu spielen.', 'de')).toEqual([
      'um um',
    ]);
    expect(duplicatedWords('Read the the terms.', 'en')).toEqual(['the the']);
    expect(duplicatedWords('The the end', 'en')).toEqual(['The the']);
    expect(duplicatedWords('Solange sie aussteht, können Sie sie stornieren.', 'de')).toEqual([]);
    expect(duplicatedWords('Az az oldal nyer.', 'hu')).toEqual([]);
    // Placeholders are not words: "en {{value}} en" is no double.
    expect(duplicatedWords('{{field}} seguirá en {{value}} en lugar de…', 'es')).toEqual([]);
    expect(duplicatedWords('Wenn Sie das Cookie cookie_consent löschen', 'de')).toEqual([]);
  });

  it('find the wrong form of address in each language', () => {
    expect(addressLapses('Hast du dein Passwort vergessen?', 'de')).toEqual(['Hast', 'du', 'dein']);
    expect(addressLapses('Haben Sie Ihr Passwort vergessen?', 'de')).toEqual([]);
    expect(addressLapses('Zkus to znovu a zadej svůj kód.', 'cs')).toEqual(['Zkus', 'zadej']);
    expect(addressLapses('Zkuste to znovu a zadejte kód.', 'cs')).toEqual([]);
    expect(addressLapses('Skús to znova, tvoj kód vypršal.', 'sk')).toEqual(['Skús', 'tvoj']);
    expect(addressLapses('Próbáld újra! Az egyenleged nem elég.', 'hu')).toEqual([
      'Próbáld',
      'egyenleged',
    ]);
    expect(addressLapses('A limitjeidet a fiókodban módosíthatod.', 'hu')).toEqual([
      'limitjeidet',
      'fiókodban',
      'módosíthatod',
    ]);
    expect(addressLapses('Próbálja újra! Az egyenlege nem elég.', 'hu')).toEqual([]);
    expect(addressLapses('Twoje konto jest gotowe. Zostałeś wylogowany.', 'pl')).toEqual([
      'Twoje',
      'Zostałeś',
    ]);
    expect(addressLapses('Możesz zmienić hasło.', 'pl')).toEqual(['Możesz']);
    expect(addressLapses('Hasło można zmienić. Zapisz ustawienia, sprawdź klawisz.', 'pl')).toEqual(
      [],
    );
    expect(addressLapses('Elija su apuesta y tire. Usted gana.', 'es')).toEqual(['Elija', 'Usted']);
    expect(addressLapses('Elige tu apuesta y tira.', 'es')).toEqual([]);
  });

  it('find an untranslated sentence and English running text', () => {
    expect(isUntranslated('Game shows', 'Game shows')).toBe(true);
    expect(isUntranslated('E-mail', 'E-mail')).toBe(false);
    expect(isUntranslated('Bonus', 'Bonus')).toBe(false);
    expect(looksEnglish('Please check your connection and try again.')).toBe(true);
    expect(looksEnglish('Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.')).toBe(
      false,
    );
  });

  it('find promises of what the site does not have', () => {
    expect(claimLapses('Deposit in the cashier.', 'en')).toEqual(['cashier: "cashier"']);
    expect(claimLapses('Our live chat is open 24/7.', 'en')).toHaveLength(1);
    expect(claimLapses('If a live chat is offered, open it below.', 'en')).toEqual([]);
    expect(claimLapses('Schreiben Sie an support@croupier.example.', 'de')).toEqual([
      'e-mail address written out: support@croupier.example',
    ]);
    expect(claimLapses('Wählen Sie die Kasse.', 'de')).toEqual(['cashier: "Kasse"']);
    expect(claimLapses('Zaplaťte e-peněženkou.', 'cs')).toEqual([]);
    expect(claimLapses('Fizessen e-pénztárcával a pénztárban.', 'hu')).toEqual([
      'cashier: "pénztárban"',
    ]);
  });

  it('find account paths that are not the account menu', () => {
    const menu = { title: 'My account', pages: { limits: 'Limits', myBonus: 'My bonus' } };
    const ok = '<p>On <a href="/dashboard/limits"><strong>My account &gt; Limits</strong></a>.</p>';
    expect(menuPathLapses(ok, menu)).toEqual([]);
    expect(
      menuPathLapses('<p>In <strong>Account &gt; Responsible gaming</strong>.</p>', menu),
    ).toEqual(['path outside a link to the account: "In Account > Responsible gaming"']);
    expect(
      menuPathLapses('<a href="/dashboard/bonuses">My account &gt; Bonuses</a>', menu),
    ).toEqual(['link to a page that is not in the menu: /dashboard/bonuses']);
    expect(
      menuPathLapses('<a href="/dashboard/myBonus">My account &gt; Bonuses</a>', menu),
    ).toEqual([
      'link to /dashboard/myBonus reads "My account > Bonuses", the menu says "My account > My bonus"',
    ]);
  });
});

describe('the site texts', () => {
  const nonEnglish = LANGUAGES.filter((l) => l !== 'en');

  it.each(LANGUAGES)('%s: no doubled word', (language) => {
    const found = [...texts(language)].flatMap(({ id, text }) =>
      duplicatedWords(text, language).map((d) => `${id}: ${d}`),
    );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s: one form of address', (language) => {
    const found = [...texts(language)].flatMap(({ id, text }) =>
      addressLapses(text, language).map((w) => `${id}: ${w}`),
    );
    expect(found).toEqual([]);
  });

  it.each(nonEnglish)('%s: no English sentence left untranslated', (language) => {
    const found = [...texts(language)].flatMap(({ id, text }) => {
      const [group = '', key = ''] = id.split(/\.(.*)/s);
      const english = site.en[group]?.[key];
      if (SAME_IN_EVERY_LANGUAGE.has(text)) return [];
      if (english !== undefined && isUntranslated(english, text)) return [`${id}: ${text}`];
      return looksEnglish(text) ? [`${id} looks English: ${text}`] : [];
    });
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s: promises only what the site has', (language) => {
    const menu = {
      title: site[language].dashboardMenu?.dashboard ?? '',
      pages: site[language].dashboardMenu ?? {},
    };
    const found = [...texts(language)].flatMap(({ id, text }) => [
      ...claimLapses(htmlToText(text), language).map((c) => `${id}: ${c}`),
      ...menuPathLapses(text, menu).map((c) => `${id}: ${c}`),
    ]);
    expect(found).toEqual([]);
  });
});

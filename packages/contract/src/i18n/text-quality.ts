/**
 * Checks of the site's copy that a reader would otherwise catch: a doubled word ("um um"), an
 * English sentence left untranslated, and a lapse from the language's form of address (formal
 * "Sie"/"Vy"/"Ön"/impersonal Polish; informal "tú" in Spanish). Pure functions: the tests of the
 * site's texts, the game frames' texts and the seeded CMS content use them.
 */
import type { Language } from '../constants.ts';

/** Letters of any script; JavaScript's `\b` knows only ASCII letters. */
const WORD = '\\p{L}[\\p{L}\\p{M}]*';
const before = '(?<![\\p{L}\\p{M}\\p{N}_])';
const after = '(?![\\p{L}\\p{M}\\p{N}_])';

/** One of `words` as a whole word (case-insensitive). */
function wordsRe(words: readonly string[]): RegExp {
  return new RegExp(`${before}(?:${words.join('|')})${after}`, 'giu');
}

/** Visible text of CMS HTML: tags become spaces, the common entities their characters. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Placeholders of every kind the texts use ({{count}}, {count}, <register>...</register> tags)
 * and web addresses are not words: each becomes a neutral mark, so "en {{value}} en" is no
 * doubled word. Soft hyphens are dropped.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' \u00a4 ')
    .replace(/\{\{[^}]*\}\}/g, ' \u00a4 ')
    .replace(/\{[^}]*\}/g, ' \u00a4 ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/\u00ad/g, '');
}

/**
 * Doubles that are grammatical, exactly as written: German "können Sie sie" (formal "you" +
 * "it/them"), Hungarian "az az oldal" ("that side": demonstrative + article).
 */
const ALLOWED_DOUBLES: Partial<Record<Language, readonly string[]>> = {
  de: ['Sie sie'],
  hu: ['az az', 'Az az'],
};

/** Every word written twice in a row ("um um", "the the"), case-insensitive. */
export function duplicatedWords(text: string, language: Language): string[] {
  const re = new RegExp(`${before}(${WORD})\\s+\\1${after}`, 'giu');
  const allowed = ALLOWED_DOUBLES[language] ?? [];
  const found: string[] = [];
  for (const m of stripMarkup(text).matchAll(re)) {
    if (!allowed.includes(m[0])) found.push(m[0]);
  }
  return found;
}

/**
 * Markers of the wrong form of address. Formal languages: the informal pronouns, possessives
 * and the second-person singular verb forms that are unambiguous; Spanish (informal "tú"):
 * "usted" and the formal imperatives a site writes ("introduzca", "pulse", ...).
 */
const INFORMAL: Record<Exclude<Language, 'en' | 'es'>, RegExp[]> = {
  de: [
    wordsRe([
      'du',
      'dich',
      'dir',
      'dein',
      'deine',
      'deinen',
      'deinem',
      'deiner',
      'deines',
      'euch',
      'euer',
      'eure',
      'euren',
      'eurem',
      'eurer',
      'hast',
      'bist',
      'kannst',
      'musst',
      'willst',
      'wirst',
      'solltest',
      'möchtest',
      'darfst',
      'wähle',
      'klicke',
      'gib',
      'drücke',
      'tippe',
      'versuche es',
    ]),
  ],
  cs: [
    wordsRe([
      // Not "ty": in Czech it is also "those" ("a ty, které skončily").
      'tě',
      'tebe',
      'tobě',
      'tebou',
      'tvůj',
      'tvoje',
      'tvá',
      'tvé',
      'tvého',
      'tvému',
      'tvém',
      'tvým',
      'tvou',
      'tvoji',
      'tvých',
      'tvými',
      'jsi',
      'budeš',
      'máš',
      'můžeš',
      'chceš',
      'musíš',
      'víš',
      'hraješ',
      'klikni',
      'zadej',
      'zvol',
      'vyber',
      'zkus',
      'napiš',
      'pošli',
      'otevři',
      'zkontroluj',
      'nahraj',
      'hraj',
      'vlož',
      'potvrď',
      'pokračuj',
      'ulož',
      'přihlas',
      'odhlas',
      'zaregistruj',
    ]),
  ],
  sk: [
    wordsRe([
      'ty',
      'ťa',
      'teba',
      'tebe',
      'tebou',
      'tvoj',
      'tvoja',
      'tvoje',
      'tvojho',
      'tvojmu',
      'tvojom',
      'tvojím',
      'tvojou',
      'tvoju',
      'tvojich',
      'tvojimi',
      'budeš',
      'máš',
      'môžeš',
      'chceš',
      'musíš',
      'vieš',
      'hráš',
      'klikni',
      'zadaj',
      'zvoľ',
      'vyber',
      'skús',
      'napíš',
      'pošli',
      'otvor',
      'skontroluj',
      'nahraj',
      'hraj',
      'vlož',
      'potvrď',
      'pokračuj',
      'ulož',
      'prihlás',
      'odhlás',
      'zaregistruj',
    ]),
  ],
  hu: [
    wordsRe([
      'te',
      'téged',
      'neked',
      'tiéd',
      'veled',
      'nálad',
      'rólad',
      'tőled',
      'hozzád',
      'benned',
      'általad',
      'számodra',
      'vagy bejelentkezve',
      'tudsz',
      'szeretnél',
      'fiókod\\p{L}*',
      'egyenleged\\p{L}*',
      'jelszavad\\p{L}*',
      'adataid\\p{L}*',
      'bónuszod\\p{L}*',
      'lépj',
      'jelentkezz',
      'regisztrálj',
      'kattints',
      'válassz',
      'válaszd',
      'add meg',
      'írd',
      'írj',
      'próbáld',
      'próbálj',
      'nézd',
      'ellenőrizd',
      'állítsd',
      'állíts',
      'töltsd',
      'tölts',
      'kérd',
      'fizess',
      'küldd',
      'küldj',
      'játssz',
      'olvasd',
      'használd',
      'vedd',
      'figyeld',
      'böngészd',
      'foglalj',
      'adj meg',
      'hozz létre',
      'fejezd',
      'várj',
      'nyisd',
      'lassíts',
      'folytasd',
      'magad',
      'vegyél',
      'kapard',
      'nyomd',
      'találod',
      'megnyered',
    ]),
    // Informal "you can": "játszhatsz", "módosíthatsz".
    new RegExp(`${before}\\p{L}{2,}(?:hatsz|hetsz)${after}`, 'giu'),
    // The informal possessive ("-od", "-ed", "-eid": "your ..."), bare or with a case ending:
    // "fiókodban", "beállításaidat", "nyereményed", "tétjeid".
    new RegExp(
      `${before}\\p{L}{3,}(?:(?:od|ed|öd)(?:at|et|ot|öt|dal|del|ból|ből|ba|be|ban|ben|hoz|hez|höz|ra|re|ról|ről|tól|től)|(?:aid|eid)\\p{L}*|(?:ményed|ésed|ásod|lenged|ókod))${after}`,
      'giu',
    ),
    // Informal second person of definite verbs: "módosíthatod", "elérted".
    new RegExp(`${before}\\p{L}{3,}(?:hatod|heted|ted|tad)${after}`, 'giu'),
  ],
  pl: [
    wordsRe([
      'ty',
      'ci',
      'cię',
      'ciebie',
      'tobie',
      'tobą',
      'twój',
      'twoja',
      'twoje',
      'twojego',
      'twojej',
      'twojemu',
      'twoim',
      'twoją',
      'twoich',
      'twoimi',
      'twym',
      'twe',
      'wasz',
      'wasza',
      'wasze',
      'jesteś',
      'masz',
      'możesz',
      'chcesz',
      'musisz',
      'wiesz',
      'grasz',
    ]),
    // Second person singular of the past and the conditional: "zostałeś", "chciałabyś".
    new RegExp(`${before}\\p{L}+(?:łeś|łaś|łbyś|łabyś|łobyś)${after}`, 'giu'),
    // Second person singular of the present and future: "otrzymasz", "ustawisz", "znajdziesz"
    // (not the nouns "nasz" = our, "klawisz" = key, "grosz", "afisz", "kosz", nor the imperatives
    // of "-pisać" on buttons: "Zapisz", "Wpisz").
    new RegExp(
      `${before}(?!(?:nasz|kosz|klawisz|grosz|afisz|\\p{L}*pisz)${after})\\p{L}{2,}(?:esz|isz|ysz|asz)${after}`,
      'giu',
    ),
  ],
};

const FORMAL_ES = wordsRe([
  'usted',
  'ustedes',
  'introduzca',
  'seleccione',
  'pulse',
  'haga',
  'elija',
  'compruebe',
  'vuelva',
  'espere',
  'acepte',
  'confirme',
  'inténtelo',
  'póngase',
  'inicie',
  'escriba',
  'consulte',
  'regístrese',
  'coloque',
  'apueste',
  'descubra',
  'fije',
  'gire',
]);

/** The words of `text` that break the language's form of address. */
export function addressLapses(text: string, language: Language): string[] {
  if (language === 'en') return [];
  const patterns = language === 'es' ? [FORMAL_ES] : INFORMAL[language];
  const plain = stripMarkup(text);
  // Each lapse once, in the text's order (a word may match two patterns).
  const found = new Map<number, string>();
  for (const re of patterns) for (const m of plain.matchAll(re)) found.set(m.index, m[0]);
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, word]) => word);
}

/** Words of the text ("E-mail" is one), for the "is it a sentence" test. */
export function words(text: string): string[] {
  return stripMarkup(text).match(new RegExp(`${WORD}(?:[-'’]${WORD})*`, 'gu')) ?? [];
}

/**
 * A translation identical to the English text is untranslated when it is a sentence or a phrase
 * (at least two words); a single word (a brand, "Bonus", "Jackpot", "E-mail") may be the same.
 */
export function isUntranslated(english: string, translated: string): boolean {
  return translated.trim() === english.trim() && words(english).length >= 2;
}

/** Words that occur in English running text and in none of the other six languages. */
const ENGLISH_ONLY = new Set([
  'the',
  'and',
  'you',
  'your',
  'with',
  'this',
  'that',
  'will',
  'are',
  'have',
  'from',
  'which',
  'when',
  'please',
  'our',
]);

/**
 * English running text inside another language: a text of six or more words of which a
 * quarter are English-only words ("the", "your", "with", ...).
 */
export function looksEnglish(text: string): boolean {
  const all = words(text);
  if (all.length < 6) return false;
  const english = all.filter((w) => ENGLISH_ONLY.has(w.toLowerCase())).length;
  return english / all.length >= 0.25;
}

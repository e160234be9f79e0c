/**
 * The frame's texts. The shell's English ships in the first chunk (it is also the last fallback);
 * the other languages load on demand. Lookup order (brief): the engine UI's text in the player's
 * language, the shell's text in that language, the engine's English, the shell's English. A key
 * missing everywhere shows as the key itself, which only a developer should ever see.
 */
import type { GameTexts } from '../games/types.ts';
import { en, type ShellTexts } from './en.ts';

export const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

/** "cz" is the spec's alias of Czech; "de-AT" and "DE" become "de"; anything unknown is English. */
export function normaliseLanguage(value: unknown): Language {
  if (typeof value !== 'string') return 'en';
  const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'cz') return 'cs';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<ShellTexts>> = {
  cs: () => import('./cs.ts').then((m) => m.cs),
  de: () => import('./de.ts').then((m) => m.de),
  sk: () => import('./sk.ts').then((m) => m.sk),
  hu: () => import('./hu.ts').then((m) => m.hu),
  pl: () => import('./pl.ts').then((m) => m.pl),
  es: () => import('./es.ts').then((m) => m.es),
};

/** The shell's texts of `language`; English if the chunk cannot be loaded (never raw keys). */
export async function loadShellTexts(language: Language): Promise<ShellTexts> {
  if (language === 'en') return en;
  try {
    return await loaders[language]();
  } catch {
    return en;
  }
}

/** Where each plural category's word stands in a `{n|one|few|many}` placeholder. */
const PLURAL_SLOT: Record<Intl.LDMLPluralRule, number> = {
  one: 0,
  few: 1,
  many: 2,
  zero: 3,
  two: 3,
  other: 3,
};
const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number parameter as the language writes it ("0.5" in English, "0,5" in German). */
function localNumber(value: number, language: Language): string {
  let nf = numberFormats.get(language);
  if (!nf) {
    nf = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 4 });
    numberFormats.set(language, nf);
  }
  return nf.format(value);
}

/**
 * Fills `{name}` with a parameter (a number in the language's digits: "0,5" in German; pass an
 * identifier such as a race number as a string), and `{name|word|words}` with the word that
 * agrees with the number: the forms are one|few|many in that order, and a missing form is the
 * last one given (English "{n|gem|gems}", Czech "{n|drahokam|drahokamy|drahokamů}").
 */
export function interpolate(text: string, params?: Params, language: Language = 'en'): string {
  if (!params) return text;
  return text.replace(/\{(\w+)((?:\|[^{}|]*)*)\}/g, (whole, name: string, forms: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name] as string | number;
    if (!forms) return typeof value === 'number' ? localNumber(value, language) : value;
    const words = forms.slice(1).split('|');
    let rules = pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(localeOf(language));
      pluralRules.set(language, rules);
    }
    return words[PLURAL_SLOT[rules.select(Number(value))]] ?? words.at(-1) ?? '';
  });
}

export function createTranslator(
  language: Language,
  shell: Readonly<Record<string, string>>,
  engine: GameTexts = {},
): Translate {
  const layers: (Readonly<Record<string, string>> | undefined)[] = [
    engine[language],
    shell,
    engine.en,
    en,
  ];
  return (key, params) => {
    for (const layer of layers) {
      if (layer && Object.hasOwn(layer, key))
        return interpolate(layer[key] as string, params, language);
    }
    return key;
  };
}

const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  cs: 'cs-CZ',
  de: 'de-DE',
  sk: 'sk-SK',
  hu: 'hu-HU',
  pl: 'pl-PL',
  es: 'es-ES',
};

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/**
 * Minor units as money with exactly 2 decimals in the player's locale ("€12.50", "12,50 €").
 * The session's symbol is used when the currency code is not one Intl knows (play money).
 */
export function createMoney(language: Language, currency: { code: string; symbol: string }) {
  let format: (units: number) => string;
  try {
    const nf = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: currency.code,
      // "€" rather than "EUR" in every locale (hu and pl print the code otherwise).
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    format = (units) => nf.format(units);
  } catch {
    const nf = new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    format = (units) => `${currency.symbol}${nf.format(units)}`;
  }
  // Integer minor units divided by 100 round-trip exactly at 2 decimals for any safe amount.
  return (amount: number) => format(amount / 100);
}

/** A UTC timestamp as "2026-11-22 14:05:09" (history rows; UTC as the spec shows times). */
export function utcTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

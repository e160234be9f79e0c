import {
  cloneElement,
  Fragment,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The site's texts: groups of flat `key: text` pairs per language, fetched as pages need them,
 * with `{{name}}` values and plural forms by `Intl.PluralRules` (`key_one`, `key_few`,
 * `key_many`, `key_other`, and `key_zero` for a count of 0). The subset of i18next and
 * react-i18next the site used, with their rules (a `group:` prefix, the first group of a
 * component's list by default, an empty text counting as missing, the key when a text is
 * missing, a value not given left as written), in a few hundred bytes instead of their 15 KB:
 * the lobby's first load and every render's lookups were paying for the rest.
 */

export type Texts = Record<string, string>;
export type TOptions = {
  /** The group, when not the component's; several are looked in in order. */
  ns?: string | readonly string[];
  /** Picks the plural form, and is the `{{count}}` value. */
  count?: number;
  /** The text when the key has none (its values filled in too). */
  defaultValue?: string;
  /** The text even in the operator's key mode (that mode's own controls stay readable). */
  plain?: boolean;
} & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

const store = new Map<string, Texts>();
const loading = new Map<string, Promise<void>>();
/** Every group asked for so far: a new language loads them all before it shows. */
const groups = new Set<string>();
const listeners = new Set<() => void>();
let current = 'en';
let reader: (language: string, group: string) => Promise<Texts> = () => Promise.resolve({});
/** Shows every text as its `group:key` (the operator's translation mode). */
let showKeys = false;
let switching = 0;

const id = (language: string, group: string) => `${language}|${group}`;

function load(language: string, list: readonly string[]): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const group of list) {
    groups.add(group);
    const key = id(language, group);
    if (store.has(key)) continue;
    let promise = loading.get(key);
    if (!promise) {
      promise = reader(language, group)
        .catch(() => ({}))
        .then((texts) => {
          store.set(key, texts);
          loading.delete(key);
        });
      loading.set(key, promise);
    }
    pending.push(promise);
  }
  return pending.length === 0 ? Promise.resolve() : Promise.all(pending).then(() => undefined);
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    plurals.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

/** `{{name}}` replaced by the option of that name; one not given stays as written. */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (whole, raw: string) => {
    const name = raw.trim();
    if (!Object.prototype.hasOwnProperty.call(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

/** The text of `key` (or `group:key`) in a language; `group` when the key names none. */
export function translate(
  language: string,
  fullKey: string,
  options?: TOptions,
  group = 'common',
): string {
  let key = fullKey;
  let list: readonly string[] =
    options?.ns === undefined
      ? [group]
      : typeof options.ns === 'string'
        ? [options.ns]
        : options.ns;
  const separator = fullKey.indexOf(':');
  if (separator > 0) {
    list = [fullKey.slice(0, separator)];
    key = fullKey.slice(separator + 1);
  }
  if (showKeys && !options?.plain) return `${list[0] ?? group}:${key}`;
  const count = options?.count;
  let text: string | undefined;
  for (const ns of list) {
    const texts = store.get(id(language, ns));
    if (!texts) continue;
    // The zero form, then the plural form, then the key itself: the first one with a text.
    if (typeof count === 'number') {
      if (count === 0) text = texts[`${key}_zero`] || undefined;
      text ||= texts[key + pluralSuffix(language, count)] || undefined;
    }
    text ||= texts[key] || undefined;
    if (text) break;
  }
  return interpolate(text ?? options?.defaultValue ?? key, options);
}

function notify() {
  listeners.forEach((listener) => listener());
}

/** The texts' state: the language shown, and loading groups and languages. */
export const i18n = {
  get language(): string {
    return current;
  },
  /** How texts are fetched, the first language, and the operator's key mode. */
  configure(options: {
    language: string;
    read: (language: string, group: string) => Promise<Texts>;
    showKeys?: boolean;
  }) {
    current = options.language;
    reader = options.read;
    showKeys = options.showKeys ?? false;
  },
  /** A text in the current language (`group:key`, or a key of the `common` group). */
  t: ((key, options) => translate(current, key, options)) as TFunction,
  hasLoaded(group: string, language = current): boolean {
    return store.has(id(language, group));
  },
  loadNamespaces(list: string | readonly string[]): Promise<void> {
    return load(current, typeof list === 'string' ? [list] : list);
  },
  /** Every group asked for so far, in another language (before switching to it). */
  loadLanguages(language: string): Promise<void> {
    return load(language, [...groups]);
  },
  /** Switches once the groups asked for so far are there in the new language. */
  async changeLanguage(language: string): Promise<void> {
    const mine = ++switching;
    await load(language, [...groups]);
    if (mine !== switching || current === language) return;
    current = language;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const languageSnapshot = () => current;

/**
 * The texts of one or more groups for a component: `t` looks in the first group unless a key
 * names its own (`group:key`). Suspends until the groups are there in the current language,
 * and renders again in a new one.
 */
export function useTranslation(ns: string | readonly string[] = 'common') {
  const list = typeof ns === 'string' ? [ns] : ns;
  const language = useSyncExternalStore(i18n.subscribe, languageSnapshot, languageSnapshot);
  const names = list.join(',');
  const missing = list.filter((group) => !store.has(id(language, group)));
  // Suspense: the nearest boundary shows its fallback until the texts have come.
  if (missing.length > 0) throw load(language, missing);
  const t = useMemo<TFunction>(
    () => (key, options) => translate(language, key, options, names.split(',')[0]),
    [language, names],
  );
  return { t, i18n };
}

/**
 * A text with markup: `<name>inside</name>` (or `<name/>`) becomes the element given for
 * `name` with the inside as its children; other text stays text.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  return <Fragment>{withElements(t(i18nKey, values), components)}</Fragment>;
}

function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const name = (match[1] ?? match[2])!;
    const inside = match[3];
    const element = components[name];
    const key = `${name}-${out.length}`;
    if (!element) out.push(inside ?? '');
    else if (inside === undefined) out.push(cloneElement(element, { key }));
    else out.push(cloneElement(element, { key }, ...withElements(inside, components)));
    last = tag.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

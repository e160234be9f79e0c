import {
  COOKIES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  normalizeLanguage,
  type Language,
} from '@croupier/contract/constants';

export { LANGUAGES, type Language };

/** Language prefix of a path: `/de/casino` gives `de`; `/cz/...` gives `cs`. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return normalizeLanguage(first);
}

/** The path without its language prefix: `/de/casino` gives `/casino`. */
export function stripLanguage(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (normalizeLanguage(first) === null) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest === '' ? '/' : rest;
}

export function localizedPath(lang: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}

export function storedLanguage(): Language | null {
  try {
    return (
      normalizeLanguage(localStorage.getItem(STORAGE_KEYS.language)) ??
      normalizeLanguage(readCookie(COOKIES.language))
    );
  } catch {
    return null;
  }
}

/** Keeps the choice in local storage and in a cookie for 1 year. */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  writeCookie(COOKIES.language, lang, COOKIES.languageMaxAgeDays);
}

export function initialLanguage(pathname: string): Language {
  const fromBrowser = normalizeLanguage(navigator.language?.slice(0, 2));
  return languageFromPath(pathname) ?? storedLanguage() ?? fromBrowser ?? DEFAULT_LANGUAGE;
}

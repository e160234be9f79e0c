import { useLocation } from 'react-router';
import { languageFromPath, storedLanguage, type Language } from '../lib/language.ts';

/** The language of the current page: the URL prefix, else the stored choice, else English. */
export function useLang(): Language {
  const { pathname } = useLocation();
  return languageFromPath(pathname) ?? storedLanguage() ?? 'en';
}

import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@croupier/contract/constants';
import { i18n } from './i18n.ts';
import { languageFromPath, storedLanguage } from './language.ts';

/** The current language: the URL prefix, else the stored choice, else the interface language. */
export function useLang(): Language {
  const { pathname } = useLocation();
  return (
    languageFromPath(pathname) ??
    storedLanguage() ??
    normalizeLanguage(i18n.language) ??
    DEFAULT_LANGUAGE
  );
}

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

/**
 * The console's texts: one file per language (en.ts), grouped by screen. Another language is
 * another file with the same shape, added to `resources`.
 */
export const resources = { en: { translation: en } } as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;

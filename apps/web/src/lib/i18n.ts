import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FIRST_SCREEN_GROUPS, LANGUAGES, STORAGE_KEYS } from '@croupier/contract/constants';
import { adminKeys } from '../admin/admin-keys.ts';
import { api } from './api-client.ts';
import { bootstrap, bootstrapTranslations } from './bootstrap.ts';
import { initialLanguage } from './language.ts';

/** Bundled English texts, loaded only when the platform cannot be reached. */
const bundledEnglish = import.meta.glob<Record<string, string>>(
  '../../../../packages/contract/src/i18n/en/*.json',
  { import: 'default' },
);

async function englishFallback(group: string): Promise<Record<string, string>> {
  const loader = Object.entries(bundledEnglish).find(([path]) => path.endsWith(`/${group}.json`));
  return loader ? loader[1]() : {};
}

/**
 * Translations come per group from `GET cms/translation/{group}` and are cached per language
 * in session storage; when the fetch fails, English bundled with the site is used, so a player
 * never sees raw keys.
 */
const platformBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const cacheKey = `${STORAGE_KEYS.translationsPrefix}${language}:${namespace}`;
    const embedded = bootstrapTranslations(language, namespace);
    if (embedded) return callback(null, embedded);
    try {
      const cached = sessionStorage.getItem(cacheKey);
      if (cached) return callback(null, JSON.parse(cached) as Record<string, string>);
    } catch {
      // storage unavailable: fetch instead
    }
    api<{ data: Record<string, string> }>(`cms/translation/${namespace}`, { query: { language } })
      .then((res) => {
        try {
          sessionStorage.setItem(cacheKey, JSON.stringify(res.data));
        } catch {
          // quota or privacy mode: fine, it is only a cache
        }
        callback(null, res.data);
      })
      .catch(async () => callback(null, await englishFallback(namespace)));
  },
};

export const i18nReady = i18next
  .use(platformBackend)
  .use(initReactI18next)
  // Admin mode shows translation keys instead of texts (a no-op for players).
  .use(adminKeys)
  .init({
    // Start in the address's (or stored) language, so the first paint is not English first.
    lng: initialLanguage(window.location.pathname),
    fallbackLng: false,
    // Every group the shell and the lobby need, fetched in parallel at start rather than one
    // after another as components suspend; and those the server wrote for this address's page.
    ns: [...new Set([...FIRST_SCREEN_GROUPS, ...Object.keys(bootstrap()?.translations ?? {})])],
    defaultNS: 'common',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnEmptyString: false,
    postProcess: [adminKeys.name],
  });

export { i18next };

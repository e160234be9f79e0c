import { FIRST_SCREEN_GROUPS, STORAGE_KEYS } from '@croupier/contract/constants';
import { adminKeysShown } from '../admin/admin-keys.ts';
import { api } from './api-client.ts';
import { bootstrap, bootstrapTranslations } from './bootstrap.ts';
import { initialLanguage } from './language.ts';
import { i18n } from './translation.tsx';

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
async function read(language: string, group: string): Promise<Record<string, string>> {
  const embedded = bootstrapTranslations(language, group);
  if (embedded) return embedded;
  const cacheKey = `${STORAGE_KEYS.translationsPrefix}${language}:${group}`;
  try {
    const cached = sessionStorage.getItem(cacheKey);
    if (cached) return JSON.parse(cached) as Record<string, string>;
  } catch {
    // storage unavailable: fetch instead
  }
  try {
    const res = await api<{ data: Record<string, string> }>(`cms/translation/${group}`, {
      query: { language },
    });
    try {
      sessionStorage.setItem(cacheKey, JSON.stringify(res.data));
    } catch {
      // quota or privacy mode: fine, it is only a cache
    }
    return res.data;
  } catch {
    return englishFallback(group);
  }
}

i18n.configure({
  // Start in the address's (or stored) language, so the first paint is not English first.
  language: initialLanguage(window.location.pathname),
  read,
  // Admin mode shows translation keys instead of texts (a no-op for players).
  showKeys: adminKeysShown,
});

/**
 * Every group the shell and the lobby need, fetched in parallel at start rather than one after
 * another as components suspend; and those the server wrote for this address's page.
 */
export const i18nReady = i18n.loadNamespaces([
  ...new Set([...FIRST_SCREEN_GROUPS, ...Object.keys(bootstrap()?.translations ?? {})]),
]);

export { i18n };

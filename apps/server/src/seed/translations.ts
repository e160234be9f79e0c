import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@croupier/contract/constants';

/** packages/contract/src/i18n/<language>/<group>.json: the interface texts of the site. */
const i18nDir = fileURLToPath(new URL('../../../../packages/contract/src/i18n', import.meta.url));

/** Rows of the translations table; a language's missing key falls back to English on read. */
export function loadTranslations() {
  return LANGUAGES.flatMap((language) => {
    const dir = `${i18nDir}/${language}`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((file) => {
        const group = file.slice(0, -'.json'.length);
        const entries = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Record<
          string,
          string
        >;
        return Object.entries(entries).map(([key, value]) => ({ language, group, key, value }));
      });
  });
}

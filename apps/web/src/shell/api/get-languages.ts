import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguagesResponse } from '@croupier/contract/cms';
import { LANGUAGES, type Language } from '@croupier/contract/constants';
import { api } from '../../lib/api-client.ts';

/** Native names, used until (or when) the platform's list cannot be loaded. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  cs: 'Čeština',
  de: 'Deutsch',
  sk: 'Slovenčina',
  hu: 'Magyar',
  pl: 'Polski',
  es: 'Español',
};

export interface LanguageOption {
  code: Language;
  nativeName: string;
}

const FALLBACK: LanguageOption[] = LANGUAGES.map((code) => ({
  code,
  nativeName: NATIVE_NAMES[code],
}));

export async function getLanguages(signal?: AbortSignal): Promise<LanguageOption[]> {
  const res = await api<LanguagesResponse>('cms/translation/languages', { signal });
  const offered = res.data.flatMap((l): LanguageOption[] => {
    const code = LANGUAGES.find((c) => c === l.code);
    return code ? [{ code, nativeName: l.native_name || NATIVE_NAMES[code] }] : [];
  });
  return offered.length > 0 ? offered : FALLBACK;
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'languages'],
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 60 * 60_000,
  });

/** The offered languages with native names; the built-in list while loading or on failure. */
export function useLanguages(): LanguageOption[] {
  return useQuery(languagesQueryOptions()).data ?? FALLBACK;
}

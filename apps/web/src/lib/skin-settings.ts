import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkinSettings } from '@croupier/contract/skin';
import { api } from './api-client.ts';
import { bootstrap } from './bootstrap.ts';

export const skinSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['skin', 'settings'],
    queryFn: ({ signal }) =>
      api<{ data: SkinSettings }>('skin/settings', { signal }).then((res) => res.data),
    initialData: bootstrap()?.skin ?? undefined,
    staleTime: 10 * 60_000,
  });

export function useSkinSettings() {
  return useQuery(skinSettingsQueryOptions());
}

export interface Brand {
  name: string;
  logoText: string;
  /** The uploaded logo image; null: the default logo. */
  logoUrl: string | null;
}

/** Used only when the skin settings cannot be loaded: the site must never go blank. */
export const DEFAULT_BRAND: Brand = {
  name: 'Croupier Casino',
  logoText: 'CROUPIER',
  logoUrl: null,
};

/** The brand of the skin; null while the settings are still loading. */
export function useBrand(): Brand | null {
  const { data, isError } = useSkinSettings();
  if (data) {
    const name = data.layout_settings.brand_name || DEFAULT_BRAND.name;
    return {
      name,
      logoText: data.layout_settings.logo_text || name,
      logoUrl: data.layout_settings.logo_url ?? null,
    };
  }
  return isError ? DEFAULT_BRAND : null;
}

/** Fills `{{brand_name}}`, `{{company_name}}`, ... from the same settings; unknown ones stay. */
export function fillSkinPlaceholders(text: string, settings: SkinSettings): string {
  const values: Record<string, string> = {
    brand_name: settings.layout_settings.brand_name,
    company_name: settings.licence.company_name,
    company_address: settings.licence.company_address,
    company_registration: settings.licence.company_registration,
    licence_number: settings.licence.licence_number,
    support_email: settings.licence.support_email,
  };
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The skin's licence paragraph in `lang` with its placeholders filled: `licence_texts[lang]` when
 * it has text, else `licence_text` (English; also skins saved before per-language texts).
 */
export function skinLicenceText(settings: SkinSettings, lang: string): string {
  const own = settings.licence.licence_texts?.[lang];
  const text = own?.trim() ? own : settings.licence.licence_text;
  return fillSkinPlaceholders(text, settings);
}

const TOKEN_NAME = /^[a-z][a-z0-9-]{0,40}$/;
// A colour or length value: no semicolons, braces or url(), so a setting cannot smuggle CSS.
const SAFE_VALUE = /^[#(),.%\w\s-]{1,60}$/;
const SAFE_FONT = /^[\w\s'",-]{1,200}$/;

/** The skin's design tokens as CSS custom properties: `colors.bg` becomes `--color-bg`. */
export function skinTokens(settings: SkinSettings): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings.layout_settings.colors)) {
    if (TOKEN_NAME.test(key) && SAFE_VALUE.test(value) && !/url\(/i.test(value)) {
      tokens[`--color-${key}`] = value;
    }
  }
  const { radius, font_family: font } = settings.layout_settings;
  if (radius && SAFE_VALUE.test(radius)) tokens['--radius'] = radius;
  if (font && SAFE_FONT.test(font)) tokens['--font'] = font;
  return tokens;
}

/** Applies the skin's colours, radius and font to :root (and the browser's theme colour). */
export function useSkinTheme(): void {
  const { data } = useSkinSettings();
  useEffect(() => {
    if (!data) return;
    const root = document.documentElement;
    const tokens = skinTokens(data);
    for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value);
    const bg = tokens['--color-bg'];
    if (bg) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
    return () => {
      for (const name of Object.keys(tokens)) root.style.removeProperty(name);
    };
  }, [data]);
}

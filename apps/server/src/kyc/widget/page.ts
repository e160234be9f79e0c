/**
 * The verification widget's page (`/kyc-widget/?lang=xx#token=...`): static HTML in the asked
 * language, its texts as inert JSON for the script, and a strict policy: scripts and styles from
 * this origin only (no inline script runs), framed only by the site itself, the camera for this
 * origin only, no Referer.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@croupier/contract/constants';
import { DOCUMENT_RULES } from '@croupier/contract/documents';
import { IDV_ADDRESS_TYPES, IDV_IDENTITY_TYPES, IDV_TWO_SIDED_TYPES } from '@croupier/contract/kyc';
import { WIDGET_TEXTS } from './texts.ts';

export const WIDGET_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export const WIDGET_HEADERS: Record<string, string> = {
  'content-security-policy': WIDGET_CSP,
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

const asset = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/** The script and the style sheet, read once. */
export const WIDGET_ASSETS = {
  'widget.js': { type: 'text/javascript; charset=utf-8', body: asset('widget.js') },
  'widget.css': { type: 'text/css; charset=utf-8', body: asset('widget.css') },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a <script> element (no `</script>`, no `<!--`). */
const inertJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function widgetPage(langParam: string | undefined): string {
  const lang: Language = normalizeLanguage(langParam) ?? DEFAULT_LANGUAGE;
  const texts = WIDGET_TEXTS[lang];
  const config = {
    lang,
    texts,
    maxBytes: DOCUMENT_RULES.maxBytes,
    identityTypes: IDV_IDENTITY_TYPES,
    twoSidedTypes: IDV_TWO_SIDED_TYPES,
    addressTypes: IDV_ADDRESS_TYPES,
    api: '/idv/v1',
  };
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(texts.page_title)}</title>
<link rel="stylesheet" href="/kyc-widget/widget.css">
</head>
<body>
<main id="kyc-app" aria-live="polite" aria-busy="true"><p class="kyc-muted">${escapeHtml(texts.loading)}</p></main>
<script type="application/json" id="kyc-config">${inertJson(config)}</script>
<script src="/kyc-widget/widget.js" defer></script>
</body>
</html>
`;
}

/**
 * The fake's game page: server-rendered HTML with one script and one style sheet (the site's CSP
 * allows nothing inline); the script (game.js) reads the session's state and plays through the
 * fake's own endpoints. Texts in the launch's language, money through Intl in the script.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@croupier/contract/constants';
import { FAKE_HUB88_THEMES } from './games.ts';
import { SYMBOLS, STATED_RTP_PERCENT, THREE_OF_A_KIND, TWO_CHERRIES } from './slot.ts';
import { FAKE_GAME_TEXTS, type FakeGameTexts } from './texts.ts';

export const GAME_JS = readFileSync(new URL('./game.js', import.meta.url), 'utf8');

/** The style sheet plus each title's colours (custom properties keyed by its game code). */
export const GAME_CSS =
  readFileSync(new URL('./game.css', import.meta.url), 'utf8') +
  [...FAKE_HUB88_THEMES]
    .map(
      ([code, t]) =>
        `.fg[data-game="${code}"]{--c0:${t.palette[0]};--c1:${t.palette[1]};--accent:${t.palette[2]}}`,
    )
    .join('\n') +
  '\n';

export const PAGE_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const h = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const pageLanguage = (lang: string | null | undefined): Language =>
  normalizeLanguage(lang?.slice(0, 2)) ?? DEFAULT_LANGUAGE;

export const textsOf = (lang: Language): FakeGameTexts => FAKE_GAME_TEXTS[lang];

const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

function head(lang: Language, title: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${h(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../assets/game.css">
</head>`;
}

/** The page of a live session (`mode` decides the badge; the script fills in the numbers). */
export function gamePage(input: {
  lang: Language;
  gameCode: string;
  name: string;
  studio: string;
  mode: 'real' | 'demo';
}): string {
  const t = textsOf(input.lang);
  const rtp = new Intl.NumberFormat(input.lang, { maximumFractionDigits: 2 }).format(
    STATED_RTP_PERCENT,
  );
  const cell = (s: (typeof SYMBOLS)[number]) =>
    `<img src="../assets/symbols/${s}.svg" alt="" width="100" height="100">`;
  const reel = (i: number) =>
    `<div class="fg-reel" data-reel="${i}">${cell(SYMBOLS[(i + 2) % 7]!)}${cell(SYMBOLS[i]!)}${cell(SYMBOLS[(i + 4) % 7]!)}</div>`;
  const pays = SYMBOLS.map(
    (s) =>
      `<li><span class="fg-pay-symbols">${cell(s)}${cell(s)}${cell(s)}</span><span class="fg-pay-name">${h(t.symbols[s])}</span><span class="fg-pay-x">${THREE_OF_A_KIND[s]}×</span></li>`,
  )
    .reverse()
    .join('');
  return `${head(input.lang, input.name)}
<body>
<main class="fg" data-game="${h(input.gameCode)}" data-mode="${input.mode}">
  <header class="fg-top">
    <div>
      <h1 class="fg-title">${h(input.name)}</h1>
      <p class="fg-studio">${h(fill(t.by, { studio: input.studio }))}</p>
    </div>
    <span class="fg-mode">${h(input.mode === 'demo' ? t.demo : t.real)}</span>
  </header>
  <section class="fg-machine" aria-labelledby="fg-reels-label">
    <h2 id="fg-reels-label" class="fg-visually-hidden">${h(t.reels)}</h2>
    <div class="fg-reels" id="fg-reels" role="img" aria-label="${h(t.reels)}">
      ${reel(0)}${reel(1)}${reel(2)}
      <div class="fg-payline" aria-hidden="true"></div>
    </div>
  </section>
  <p class="fg-result" id="fg-result" role="status" aria-live="polite">${h(t.loading)}</p>
  <div class="fg-panel">
    <p class="fg-stat">
      <span class="fg-stat-label">${h(t.balance)}</span>
      <span class="fg-stat-value" id="fg-balance">–</span>
    </p>
    <p class="fg-stat">
      <span class="fg-stat-label">${h(t.lastWin)}</span>
      <span class="fg-stat-value" id="fg-last-win">–</span>
    </p>
    <div class="fg-stake">
      <label class="fg-stat-label" for="fg-stake">${h(t.stake)}</label>
      <select id="fg-stake" disabled></select>
    </div>
    <button type="button" class="fg-spin" id="fg-spin" disabled>${h(t.spin)}</button>
  </div>
  <details class="fg-paytable">
    <summary>${h(t.paytable)}</summary>
    <p>${h(fill(t.rules, { rtp }))}</p>
    <ul class="fg-pays">${pays}<li><span class="fg-pay-symbols">${cell('cherry')}${cell('cherry')}</span><span class="fg-pay-name">${h(t.twoCherries)}</span><span class="fg-pay-x">${TWO_CHERRIES}×</span></li></ul>
  </details>
</main>
<script src="../assets/game.js"></script>
</body>
</html>`;
}

/** An unknown or ended session. */
export function missingPage(lang: Language): string {
  const t = textsOf(lang);
  return `${head(lang, t.notFound)}
<body>
<main class="fg fg-missing"><p role="alert">${h(t.notFound)}</p></main>
</body>
</html>`;
}

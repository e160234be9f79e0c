/**
 * The seeded player-facing content (CMS pages and promotions, account e-mails and SMS, bonus
 * campaigns, lobby banners, the source-of-wealth questionnaire, the licence paragraph) read as a
 * player, a native speaker and an auditor would:
 * - no doubled word, no English paragraph left in another language, one form of address per
 *   language (formal in de, cs, sk, hu, impersonal in pl, "tú" in es);
 * - no promise of what the site does not have: no cashier, no tournaments, no certified RNG,
 *   a live chat only on a condition (it is an optional operator widget), no
 *   e-mail address written out (the skin's settings fill {{support_email}} and the others);
 * - every "My account > X" path is a link to an existing account page, named by its menu label
 *   in that language, and every internal link leads to a page that exists.
 * The checkers are in packages/contract/src/i18n (text-quality.ts, site-claims.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@croupier/contract/constants';
import { claimLapses, menuPathLapses } from '@croupier/contract/i18n/site-claims';
import {
  addressLapses,
  duplicatedWords,
  htmlToText,
  isUntranslated,
  looksEnglish,
} from '@croupier/contract/i18n/text-quality';
import { demoCampaigns } from '../campaigns/seed.ts';
import { renderMessage, type MessageKind } from '../notifications/texts.ts';
import { banners } from './data/banners.ts';
import { demoSkinSettings } from './skin.ts';
import { SOWQ_DESCRIPTION, SOWQ_NAME, SOWQ_QUESTIONS } from './surveys.ts';

const contentDir = fileURLToPath(new URL('./content', import.meta.url));
const i18nDir = fileURLToPath(new URL('../../../../packages/contract/src/i18n', import.meta.url));

interface Meta {
  title?: string;
  name?: string;
  comment?: string;
  seo?: Record<string, string>;
}
interface Doc {
  kind: 'pages' | 'promotions';
  name: string;
  language: Language;
  html: string;
  meta: Meta;
}

const docs: Doc[] = (['pages', 'promotions'] as const).flatMap((kind) =>
  readdirSync(`${contentDir}/${kind}`)
    .filter((name) => existsSync(`${contentDir}/${kind}/${name}/en.html`))
    .flatMap((name) =>
      LANGUAGES.map((language) => ({
        kind,
        name,
        language,
        html: readFileSync(`${contentDir}/${kind}/${name}/${language}.html`, 'utf8'),
        meta: JSON.parse(
          readFileSync(`${contentDir}/${kind}/${name}/${language}.json`, 'utf8'),
        ) as Meta,
      })),
    ),
);

/** A page's blocks (paragraphs, list items, headings, table rows, summaries) as plain text. */
const BLOCK = /<(p|li|h2|h3|tr|summary)\b[^>]*>([\s\S]*?)<\/\1>/g;
const blockList = (html: string) =>
  [...html.matchAll(BLOCK)].map((m) => ({ row: m[1] === 'tr', text: htmlToText(m[2] ?? '') }));
const blocks = (html: string) => blockList(html).map((b) => b.text);
const metaTexts = (m: Meta) =>
  [m.title, m.name, m.comment, ...Object.values(m.seo ?? {})].filter(
    (t): t is string => typeof t === 'string',
  );

/** [where, language, text, the same text in English] of every other seeded text. */
type Row = [string, Language, string, string | undefined];
const PLAYER_MESSAGES: readonly MessageKind[] = [
  'verification_email',
  'verification_sms',
  'recovery',
  'lockout_recovery',
  'activation',
  'many_attempts',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_recovery_codes',
  'two_factor_reset',
];
const seeded: Row[] = [
  ...PLAYER_MESSAGES.flatMap((kind) =>
    LANGUAGES.flatMap((l): Row[] => {
      const m = renderMessage(kind, l, {});
      const e = renderMessage(kind, 'en', {});
      return [
        [`message ${kind} subject`, l, m.subject, e.subject],
        [`message ${kind} body`, l, m.body, e.body],
      ];
    }),
  ),
  ...demoCampaigns(1, new Date()).flatMap((c) =>
    LANGUAGES.flatMap((l): Row[] => {
      const t = c.texts?.[l];
      if (!t) return [];
      return [
        [`campaign ${c.code} name`, l, t.name, c.texts?.en?.name],
        [`campaign ${c.code} description`, l, t.description ?? '', c.texts?.en?.description],
      ];
    }),
  ),
  ...banners.flatMap((b) =>
    LANGUAGES.flatMap((l) =>
      (['title', 'subtitle', 'button'] as const).map((f): Row => [
        `banner ${b.key} ${f}`,
        l,
        b.texts[l][f],
        b.texts.en[f],
      ]),
    ),
  ),
  ...[
    SOWQ_NAME,
    SOWQ_DESCRIPTION,
    ...SOWQ_QUESTIONS.flatMap((q) => [q.question, ...(q.options ?? []).map((o) => o.name)]),
  ].flatMap((t, i) => LANGUAGES.map((l): Row => [`questionnaire text ${i}`, l, t[l] ?? '', t.en])),
  ...Object.entries(demoSkinSettings.licence.licence_texts ?? {}).map(([l, t]): Row => [
    'licence text',
    l as Language,
    t,
    demoSkinSettings.licence.licence_text,
  ]),
];

/** The account menu in each language: its title and page labels (dashboardMenu.json). */
function accountMenu(language: Language) {
  const labels = JSON.parse(
    readFileSync(`${i18nDir}/${language}/dashboardMenu.json`, 'utf8'),
  ) as Record<string, string>;
  const { dashboard = '', menu_label: _menuLabel, ...pages } = labels;
  return { title: dashboard, pages };
}

/** Where a CMS link may lead: the site's own routes, the CMS pages, the account pages. */
const APP_ROUTES = new Set([
  '/',
  '/casino',
  '/prime',
  '/live-casino',
  '/crash-games',
  '/others',
  '/virtual-sports',
  '/promotion',
  '/login',
  '/registration',
  '/recovery-password',
  '/limits',
  '/kyc',
]);
const pageNames = new Set(readdirSync(`${contentDir}/pages`));
const accountPages = new Set(Object.keys(accountMenu('en').pages));

function linkLapses(doc: Doc): string[] {
  const found: string[] = [];
  for (const m of doc.html.matchAll(/href="(\/[^"]*)"/g)) {
    const [path = '', anchor] = (m[1] ?? '').split('#');
    const target = path.split('?')[0] ?? '';
    const page = target.slice(1);
    const account = /^\/dashboard\/(\w+)$/.exec(target)?.[1];
    const exists =
      APP_ROUTES.has(target) ||
      pageNames.has(page) ||
      (account !== undefined && accountPages.has(account));
    if (!exists) found.push(`link to a page that does not exist: ${m[1]}`);
    if (anchor && pageNames.has(page)) {
      const html = readFileSync(`${contentDir}/pages/${page}/${doc.language}.html`, 'utf8');
      if (!html.includes(`id="${anchor}"`)) found.push(`link to a missing section: ${m[1]}`);
    }
  }
  return found;
}

const where = (d: Doc) => `${d.kind}/${d.name}/${d.language}`;
const nonEnglish = LANGUAGES.filter((l) => l !== 'en');

describe('the seeded CMS pages and promotions', () => {
  it('exist in every language', () => {
    expect(docs.length).toBeGreaterThanOrEqual(15 * LANGUAGES.length);
  });

  it.each(LANGUAGES)('%s: no doubled word, one form of address', (language) => {
    const found = docs
      .filter((d) => d.language === language)
      .flatMap((d) =>
        [...blocks(d.html), ...metaTexts(d.meta)].flatMap((text) => [
          ...duplicatedWords(text, language).map((w) => `${where(d)}: doubled "${w}"`),
          ...addressLapses(text, language).map((w) => `${where(d)}: "${w}" in "${text}"`),
        ]),
      );
    expect(found).toEqual([]);
  });

  it.each(nonEnglish)('%s: no English paragraph left untranslated', (language) => {
    const found = docs
      .filter((d) => d.language === language)
      .flatMap((d) => {
        const english = docs.find((e) => e.language === 'en' && e.name === d.name);
        const englishBlocks = new Set(blocks(english?.html ?? ''));
        return blocks(d.html).flatMap((text) =>
          (englishBlocks.has(text) && isUntranslated(text, text)) || looksEnglish(text)
            ? [`${where(d)}: "${text}"`]
            : [],
        );
      });
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s: promise only what the site has', (language) => {
    const menu = accountMenu(language);
    const found = docs
      .filter((d) => d.language === language)
      .flatMap((d) => [
        ...[...blockList(d.html), ...metaTexts(d.meta).map((text) => ({ row: false, text }))]
          .flatMap(({ row, text }) => claimLapses(text, language, { whole: row }))
          .map((c) => `${where(d)}: ${c}`),
        ...menuPathLapses(d.html, menu).map((c) => `${where(d)}: ${c}`),
        ...linkLapses(d).map((c) => `${where(d)}: ${c}`),
      ]);
    expect(found).toEqual([]);
  });
});

describe('the other seeded texts (messages, campaigns, banners, questionnaire, licence)', () => {
  it('cover every language', () => {
    for (const language of LANGUAGES) {
      expect(seeded.filter(([, l]) => l === language).length).toBeGreaterThan(50);
    }
  });

  it.each(LANGUAGES)('%s: no doubled word, one form of address, no false promise', (language) => {
    const found = seeded
      .filter(([, l]) => l === language)
      .flatMap(([at, , text]) => [
        ...duplicatedWords(text, language).map((w) => `${at}: doubled "${w}"`),
        ...addressLapses(text, language).map((w) => `${at}: "${w}" in "${text}"`),
        ...claimLapses(text, language).map((c) => `${at}: ${c}`),
      ]);
    expect(found).toEqual([]);
  });

  it.each(nonEnglish)('%s: nothing left in English', (language) => {
    const found = seeded
      .filter(([, l]) => l === language)
      .flatMap(([at, , text, english]) =>
        (english !== undefined && isUntranslated(english, text)) || looksEnglish(text)
          ? [`${at}: "${text}"`]
          : [],
      );
    expect(found).toEqual([]);
  });
});

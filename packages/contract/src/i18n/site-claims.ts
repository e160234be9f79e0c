/**
 * What the site's texts may claim. A help page, a promotion or a cookie banner that promises a
 * feature the site does not have misleads a player (and a regulator reading it): these checks
 * catch the promises the site has made before. When a feature lands, its words come out of
 * NOT_BUILT here and the texts may describe it.
 *
 * - A cashier: money moves on the account's Deposit and Withdraw pages.
 * - Tournaments and leaderboards: not built.
 * - A certified random number generator: the studio's RNG is provably fair, not certified.
 * - A live chat: an operator may configure a third-party widget (skin setting live_chat_url),
 *   absent by default, so a text may mention it only on a condition ("if one is offered").
 * - An e-mail address: the operator's addresses come from the skin's settings through the
 *   {{support_email}}, {{dpo_email}} and {{affiliate_email}} placeholders, never written out.
 * - A path in the player's account ("My account > Limits"): only as a link to the page whose
 *   menu label it quotes (see menuPathLapses).
 */
import type { Language } from '../constants.ts';

const before = '(?<![\\p{L}\\p{M}\\p{N}_])';
const after = '(?![\\p{L}\\p{M}\\p{N}_])';
const words = (alts: string) => new RegExp(`${before}(?:${alts})${after}`, 'giu');

/** Features the site does not have, by language. */
const NOT_BUILT: Record<Language, { feature: string; re: RegExp }[]> = {
  en: [
    { feature: 'cashier', re: words('cashier') },
    { feature: 'tournament', re: words('tournaments?|leaderboards?') },
    { feature: 'certified RNG', re: words('certified') },
  ],
  de: [
    { feature: 'cashier', re: words('Kasse') },
    { feature: 'tournament', re: words('Turnier\\p{L}*|Rangliste\\p{L}*') },
    { feature: 'certified RNG', re: words('zertifiziert\\p{L}*') },
  ],
  cs: [
    { feature: 'cashier', re: words('pokladn\\p{L}*') },
    { feature: 'tournament', re: words('turnaj\\p{L}*|žebříč\\p{L}*') },
    { feature: 'certified RNG', re: words('certifikovan\\p{L}*') },
  ],
  sk: [
    { feature: 'cashier', re: words('pokladni\\p{L}*|pokladň\\p{L}*') },
    { feature: 'tournament', re: words('turnaj\\p{L}*|rebríč\\p{L}*') },
    { feature: 'certified RNG', re: words('certifikovan\\p{L}*') },
  ],
  hu: [
    // "pénztárca" (a wallet, as in e-pénztárca, -cával, -cája) is not a cashier.
    { feature: 'cashier', re: words('pénztár(?!c[aá])\\p{L}*') },
    { feature: 'tournament', re: words('versenyek|ranglist\\p{L}*|bajnokság\\p{L}*') },
    { feature: 'certified RNG', re: words('tanúsított\\p{L}*') },
  ],
  pl: [
    { feature: 'cashier', re: words('kasa|kasie|kasy|kasę') },
    { feature: 'tournament', re: words('turniej\\p{L}*|ranking\\p{L}*') },
    { feature: 'certified RNG', re: words('certyfikowan\\p{L}*') },
  ],
  es: [
    { feature: 'cashier', re: words('cajero|caja') },
    { feature: 'tournament', re: words('torneos?|clasificaciones') },
    { feature: 'certified RNG', re: words('certificad\\p{L}*') },
  ],
};

/** A live chat, and the words that make a sentence conditional, by language. */
const LIVE_CHAT: Record<Language, { chat: RegExp; condition: RegExp }> = {
  en: { chat: words('live chat'), condition: words('if|where') },
  de: { chat: words('Live-Chat\\p{L}*'), condition: words('falls|sofern|wenn') },
  cs: {
    chat: words('live chat\\p{L}*|živ\\p{L}* chat\\p{L}*'),
    condition: words('pokud|jestliže'),
  },
  sk: { chat: words('live chat\\p{L}*|živ\\p{L}* chat\\p{L}*'), condition: words('ak|pokiaľ') },
  hu: { chat: words('élő chat\\p{L}*'), condition: words('ha|amennyiben') },
  pl: { chat: words('czat\\p{L}* na żywo'), condition: words('jeśli|jeżeli|o ile') },
  es: { chat: words('chat en (?:vivo|directo)'), condition: words('si') },
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Sentences of a text. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/).filter((s) => s.trim());
}

/**
 * The claims of `text` (plain text) that promise something the site does not have. A live chat
 * must be conditional within its sentence, or within the whole text with `{ whole: true }` (a
 * table row: its condition cell covers the row).
 */
export function claimLapses(
  text: string,
  language: Language,
  { whole = false }: { whole?: boolean } = {},
): string[] {
  const found: string[] = [];
  for (const { feature, re } of NOT_BUILT[language]) {
    for (const m of text.matchAll(re)) found.push(`${feature}: "${m[0]}"`);
  }
  for (const m of text.matchAll(EMAIL)) found.push(`e-mail address written out: ${m[0]}`);
  const { chat, condition } = LIVE_CHAT[language];
  for (const sentence of whole ? [text] : sentences(text)) {
    if (new RegExp(chat.source, chat.flags).test(sentence)) {
      if (!new RegExp(condition.source, condition.flags).test(sentence)) {
        found.push(`unconditional live chat: "${sentence.trim()}"`);
      }
    }
  }
  return found;
}

/** The account menu as a language shows it: "My account" and each page's label by key. */
export interface AccountMenu {
  title: string;
  pages: Readonly<Record<string, string>>;
}

const clean = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/\u00ad/g, '')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Account paths in CMS HTML. Every link to /dashboard/<page> must name an existing page and
 * read exactly "<My account> > <its menu label>" in the page's language; any other "X > Y" in
 * the text is a path to nowhere (a menu item that does not exist, or a menu that is not ours).
 */
export function menuPathLapses(html: string, menu: AccountMenu): string[] {
  const found: string[] = [];
  const rest = html.replace(
    /<a\b[^>]*\bhref="\/dashboard\/([^"#?]*)"[^>]*>([\s\S]*?)<\/a>/g,
    (_whole, key: string, inner: string) => {
      const label = menu.pages[key];
      const text = clean(inner);
      if (label === undefined)
        found.push(`link to a page that is not in the menu: /dashboard/${key}`);
      else if (text !== `${clean(menu.title)} > ${clean(label)}`) {
        found.push(
          `link to /dashboard/${key} reads "${text}", the menu says "${menu.title} > ${label}"`,
        );
      }
      return ' ';
    },
  );
  for (const m of clean(rest).matchAll(/[^.:;!?()]{0,40}\S\s+>\s+\S[^.:;!?()]{0,40}/g)) {
    found.push(`path outside a link to the account: "${m[0].trim()}"`);
  }
  return found;
}

import type { Game, GameDetail, Provider, Section } from '@croupier/contract/casino';
import type { Banner, Page, Promotion } from '@croupier/contract/cms';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import type { SkinSettings } from '@croupier/contract/skin';

/**
 * What the server writes into index.html so the first screen renders without waiting for API
 * round trips: the skin's settings and the first screen's translation groups, for the language
 * of the address or the language cookie. A JSON data block, never executed (CSP stays strict).
 */
export interface Bootstrap {
  language: string;
  skin: SkinSettings | null;
  translations: Record<string, Record<string, string>>;
  /** The banners of the lobby the address opens, when it is a lobby. */
  banners?: { tags: string[]; data: Banner[] };
  /** The lobby the address opens: its sections, the visible providers, its first games. */
  lobby?: {
    prefixes: string[];
    sections: Section[];
    providers: Provider[];
    games: { games: Game[]; total: number };
  };
  /** The static page the address opens, when it is one. */
  page?: Page;
  /** The promotion the address opens, when it is one. */
  promotion?: Promotion;
  /** The progressive jackpots, when the address's first screen shows them. */
  jackpots?: JackpotPublic[];
  /** The game of a game page. */
  game?: GameDetail;
  /** The game frame's files on a game page (its code, styles, texts and font). */
  frameAssets?: string[];
}

let cached: Bootstrap | null | undefined;

export function bootstrap(): Bootstrap | null {
  if (cached !== undefined) return cached;
  try {
    const text = document.getElementById('croupier-bootstrap')?.textContent;
    cached = text ? (JSON.parse(text) as Bootstrap) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** Translations of a group from the bootstrap, when they are in the requested language. */
export function bootstrapTranslations(language: string, group: string) {
  const b = bootstrap();
  return b && b.language === language ? (b.translations[group] ?? null) : null;
}

/** The lobby data of the bootstrap when it is the lobby of these section prefixes. */
export function bootstrapLobby(prefixes: readonly string[]) {
  const lobby = bootstrap()?.lobby;
  return lobby && lobby.prefixes.join() === prefixes.join() ? lobby : null;
}

/** The promotion of the bootstrap when it is this one, in this language. */
export function bootstrapPromotion(id: string, language: string): Promotion | undefined {
  const b = bootstrap();
  const promotion = b?.language === language ? b.promotion : undefined;
  return promotion && (promotion.name === id || String(promotion.id) === id)
    ? promotion
    : undefined;
}

/** The game of the bootstrap when it is this one (the game page's address). */
export function bootstrapGame(gameId: number, providerId: number): GameDetail | undefined {
  const game = bootstrap()?.game;
  return game && game.id === gameId && game.provider_id === providerId ? game : undefined;
}

let frameFetched = false;

/**
 * The game frame's files, fetched at low priority into the cache while the page asks for the
 * launch (the server named them for this game): the frame then finds them there instead of
 * fetching them one after another once it exists. Once per page load, for the page's own game.
 */
export function prefetchFrameAssets(gameId: number) {
  const b = bootstrap();
  if (frameFetched || !b?.frameAssets || b.game?.id !== gameId) return;
  frameFetched = true;
  // Those the page's early launch fetched already (site/early-launch.ts) are not asked again.
  const asked = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) =>
      l.getAttribute('href'),
    ),
  );
  for (const href of b.frameAssets) {
    if (!href.startsWith('/studio/frame/') || asked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

declare global {
  interface Window {
    /** A guest's demo launch asked for by the game page's inline script (site/early-launch.ts). */
    __croupierLaunch?: { key: string; answer: Promise<Response> };
    /** The frame that script opened for the launch's address, hidden until the page takes it. */
    __croupierFrame?: { url: string; el: HTMLIFrameElement };
  }
}

/** A game frame opened before the site's code came: the page moves it into its stage. */
export interface EarlyFrame {
  url: string;
  el: HTMLIFrameElement;
  /** Whether its page has loaded already (its `load` event came before the site). */
  loaded: () => boolean;
}

let earlyFrame: EarlyFrame | null = null;

/**
 * The frame the game page's inline script opened for the launch address `url` (the launch
 * token in it can be used once: this frame is then the only one that may load it), else null.
 * The same answer for the same address every time it is asked (renders may repeat); a frame
 * for any other address is closed.
 */
export function takeEarlyFrame(url: string): EarlyFrame | null {
  const early = window.__croupierFrame;
  if (early) {
    delete window.__croupierFrame;
    if (early.url === url) {
      const { el } = early;
      earlyFrame = { url, el, loaded: () => el.hasAttribute('data-loaded') };
    } else {
      (early.el.parentElement ?? early.el).remove();
    }
  }
  return earlyFrame?.url === url ? earlyFrame : null;
}

/**
 * The answer of the demo launch the game page asked for before its code arrived, once, when it
 * is this launch (`{game id}:{provider id}:{language}`); else null and the site launches itself.
 */
export function takeEarlyLaunch(key: string): Promise<Response> | null {
  const early = window.__croupierLaunch;
  if (!early) return null;
  delete window.__croupierLaunch;
  return early.key === key ? early.answer : null;
}

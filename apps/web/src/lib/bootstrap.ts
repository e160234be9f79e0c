import type { Game, Provider, Section } from '@croupier/contract/casino';
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

import { getGamesQuery } from '@croupier/contract/casino';
import {
  FIRST_SCREEN_GROUPS,
  GAMES,
  LOBBY_BANNER_TAGS,
  LOBBY_SECTION_PREFIXES,
  type Language,
} from '@croupier/contract/constants';
import type { JackpotPublic } from '@croupier/contract/jackpots';
import type { CasinoService } from '../casino/service.ts';
import type { CmsService } from '../cms/service.ts';
import type { CacheBus } from '../lib/cache-bus.ts';
import type { Bootstrap } from '../plugins/spa.ts';
import type { SkinService } from '../skins/service.ts';

const TTL_MS = 60_000;
const PAGE_PATH = /^\/([A-Za-z0-9_-]{1,100})$/;
const PROMOTION_PATH = /^\/promotion\/([A-Za-z0-9_-]{1,100})$/;
/** The game page: `/game/play/{providerId}/{gameId}`. */
const GAME_PATH = /^\/game\/play\/([1-9]\d{0,8})\/([1-9]\d{0,8})$/;
/** The lobbies whose first screen starts with the progressive jackpots' ticker (casino page). */
const JACKPOT_LOBBIES = new Set(['/', '/casino']);
/** The translation groups a first screen may add to the shell's (see first-screens.json). */
const GROUP = /^[A-Za-z_]{1,40}$/;

/**
 * The first screen's data, written into index.html: the skin's settings, the translation groups
 * of the shell and the lobby, the lobby's banners, sections, providers and first games when the
 * address is a lobby (with the jackpots when its first screen shows them), the page when it is
 * a static page, the promotion when it is one, the game on a game page, and the further translation groups the address's
 * first screen names. Kept for a minute per language and address (the jackpots: a second).
 */
export function createSiteBootstrap(deps: {
  skins: SkinService;
  cms: CmsService;
  casino: CasinoService;
  /** The progressive jackpots (the casino lobby's ticker). */
  jackpots?: { list(opts: Record<string, never>): Promise<JackpotPublic[]> };
  skinApiKey: string;
  now: () => Date;
  /** The nodes' cache bus: a content, catalog or skin change on any node drops this cache. */
  bus?: Pick<CacheBus, 'subscribe'>;
}) {
  const { skins, cms, casino } = deps;

  /** What a lobby shows first: its sections, the visible providers and its first 48 games. */
  async function lobby(prefixes: readonly string[]) {
    const [sections, providers, games] = await Promise.all([
      Promise.all(prefixes.map((p) => casino.listSections(p))).then((lists) => lists.flat()),
      casino.listProviders(true),
      casino.listGames(
        getGamesQuery.parse({
          sort: 'rank',
          section_prefix: prefixes.join(','),
          page: 1,
          per_page: GAMES.initialPageSize,
        }),
      ),
    ]);
    return { prefixes, sections, providers, games: { games: games.data, total: games.meta.total } };
  }

  /** A static page (or a promotion) for the address, or nothing (unknown names are the site's). */
  async function cmsPage(
    skinId: number,
    name: string,
    language: Language,
    kind: 'page' | 'promotion',
  ) {
    try {
      const page = await cms.page(skinId, name, language);
      if (kind === 'page') return page.type === 'page' ? { page } : {};
      return page.type === 'promotion' && 'is_valid' in page ? { promotion: page } : {};
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return {};
      throw err;
    }
  }

  // The pots move with every bet: read for each page, not kept with the rest.
  async function jackpots(path: string) {
    if (!deps.jackpots || !JACKPOT_LOBBIES.has(path)) return {};
    return { jackpots: await deps.jackpots.list({}) };
  }

  const cache = new Map<string, { at: number; value: Promise<Bootstrap> }>();
  // The game page's game (the casino service keeps it): its launch needs it first.
  async function game(path: string) {
    const match = GAME_PATH.exec(path);
    if (!match) return {};
    try {
      return { game: await casino.gameDetail(Number(match[2]), Number(match[1])) };
    } catch {
      // An unknown game: the site asks for it and says so itself.
      return {};
    }
  }

  // A staff edit (page, banner, translation, skin settings, catalog) is served at once: on every
  // node through the bus, else on this node (content edits only).
  if (deps.bus) deps.bus.subscribe(['content', 'catalog', 'skin'], () => cache.clear());
  else cms.onContentChanged(() => cache.clear());

  const cached = (
    language: Language,
    path: string,
    extraGroups: readonly string[],
  ): Promise<Bootstrap> => {
    const tags = LOBBY_BANNER_TAGS[path];
    const prefixes = LOBBY_SECTION_PREFIXES[path];
    // Any other single-segment address may be a CMS page (/help, /privacy, /{page}).
    const pageName = tags ? null : (PAGE_PATH.exec(path)?.[1] ?? null);
    const promotionName = PROMOTION_PATH.exec(path)?.[1] ?? null;
    const groupNames = [
      ...new Set([...FIRST_SCREEN_GROUPS, ...extraGroups.filter((g) => GROUP.test(g))]),
    ];
    const key = `${language}:${tags?.join() ?? ''}:${prefixes?.join() ?? ''}:${pageName ?? ''}:${promotionName ?? ''}:${groupNames.join()}`;
    const hit = cache.get(key);
    if (hit && deps.now().getTime() - hit.at < TTL_MS) return hit.value;
    const value = (async (): Promise<Bootstrap> => {
      const skin = await skins.findByApiKey(deps.skinApiKey);
      const groups = await Promise.all(
        groupNames.map(async (g) => [g, await cms.translations(g, language)] as const),
      );
      return {
        language,
        skin: skin ? await skins.settings(skin.id) : null,
        translations: Object.fromEntries(groups),
        ...(tags ? { banners: { tags, data: await cms.banners(language, tags) } } : {}),
        ...(prefixes ? { lobby: await lobby(prefixes) } : {}),
        ...(skin && pageName ? await cmsPage(skin.id, pageName, language, 'page') : {}),
        ...(skin && promotionName
          ? await cmsPage(skin.id, promotionName, language, 'promotion')
          : {}),
      };
    })();
    value.catch(() => cache.delete(key));
    if (cache.size > 200) cache.clear();
    cache.set(key, { at: deps.now().getTime(), value });
    return value;
  };

  return async (
    language: Language,
    path: string,
    extraGroups: readonly string[] = [],
  ): Promise<Bootstrap> => {
    const [data, live, played] = await Promise.all([
      cached(language, path, extraGroups),
      jackpots(path),
      game(path),
    ]);
    return { ...data, ...live, ...played };
  };
}

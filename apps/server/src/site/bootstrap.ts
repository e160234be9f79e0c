import { getGamesQuery } from '@croupier/contract/casino';
import {
  FIRST_SCREEN_GROUPS,
  GAMES,
  LOBBY_BANNER_TAGS,
  LOBBY_SECTION_PREFIXES,
  type Language,
} from '@croupier/contract/constants';
import type { CasinoService } from '../casino/service.ts';
import type { CmsService } from '../cms/service.ts';
import type { CacheBus } from '../lib/cache-bus.ts';
import type { Bootstrap } from '../plugins/spa.ts';
import type { SkinService } from '../skins/service.ts';

const TTL_MS = 60_000;
const PAGE_PATH = /^\/([A-Za-z0-9_-]{1,100})$/;

/**
 * The first screen's data, written into index.html: the skin's settings, the translation groups
 * of the shell and the lobby, the lobby's banners, sections, providers and first games when the
 * address is a lobby, and the page when it is a static page. Kept for a
 * minute per language and lobby.
 */
export function createSiteBootstrap(deps: {
  skins: SkinService;
  cms: CmsService;
  casino: CasinoService;
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

  /** A static page for the address, or nothing (unknown names and promotions are the site's). */
  async function staticPage(skinId: number, name: string, language: Language) {
    try {
      const page = await cms.page(skinId, name, language);
      return page.type === 'page' ? { page } : {};
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return {};
      throw err;
    }
  }

  const cache = new Map<string, { at: number; value: Promise<Bootstrap> }>();
  // A staff edit (page, banner, translation, skin settings, catalog) is served at once: on every
  // node through the bus, else on this node (content edits only).
  if (deps.bus) deps.bus.subscribe(['content', 'catalog', 'skin'], () => cache.clear());
  else cms.onContentChanged(() => cache.clear());

  return (language: Language, path: string): Promise<Bootstrap> => {
    const tags = LOBBY_BANNER_TAGS[path];
    const prefixes = LOBBY_SECTION_PREFIXES[path];
    // Any other single-segment address may be a CMS page (/help, /privacy, /{page}).
    const pageName = tags ? null : (PAGE_PATH.exec(path)?.[1] ?? null);
    const key = `${language}:${tags?.join() ?? ''}:${prefixes?.join() ?? ''}:${pageName ?? ''}`;
    const hit = cache.get(key);
    if (hit && deps.now().getTime() - hit.at < TTL_MS) return hit.value;
    const value = (async (): Promise<Bootstrap> => {
      const skin = await skins.findByApiKey(deps.skinApiKey);
      const groups = await Promise.all(
        FIRST_SCREEN_GROUPS.map(async (g) => [g, await cms.translations(g, language)] as const),
      );
      return {
        language,
        skin: skin ? await skins.settings(skin.id) : null,
        translations: Object.fromEntries(groups),
        ...(tags ? { banners: { tags, data: await cms.banners(language, tags) } } : {}),
        ...(prefixes ? { lobby: await lobby(prefixes) } : {}),
        ...(skin && pageName ? await staticPage(skin.id, pageName, language) : {}),
      };
    })();
    value.catch(() => cache.delete(key));
    if (cache.size > 200) cache.clear();
    cache.set(key, { at: deps.now().getTime(), value });
    return value;
  };
}

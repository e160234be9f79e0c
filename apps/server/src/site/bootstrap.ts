import {
  FIRST_SCREEN_GROUPS,
  LOBBY_BANNER_TAGS,
  type Language,
} from '@croupier/contract/constants';
import type { CmsService } from '../cms/service.ts';
import type { Bootstrap } from '../plugins/spa.ts';
import type { SkinService } from '../skins/service.ts';

const TTL_MS = 60_000;

/**
 * The first screen's data, written into index.html: the skin's settings, the translation groups
 * of the shell and the lobby, and the lobby's banners when the address is a lobby. Kept for a
 * minute per language and lobby.
 */
export function createSiteBootstrap(deps: {
  skins: SkinService;
  cms: CmsService;
  skinApiKey: string;
  now: () => Date;
}) {
  const { skins, cms } = deps;
  const cache = new Map<string, { at: number; value: Promise<Bootstrap> }>();

  return (language: Language, path: string): Promise<Bootstrap> => {
    const tags = LOBBY_BANNER_TAGS[path];
    const key = `${language}:${tags?.join() ?? ''}`;
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
      };
    })();
    value.catch(() => cache.delete(key));
    if (cache.size > 200) cache.clear();
    cache.set(key, { at: deps.now().getTime(), value });
    return value;
  };
}

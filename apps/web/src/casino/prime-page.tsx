import { LOBBY_BANNER_TAGS, LOBBY_SECTION_PREFIXES } from '@croupier/contract/constants';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_prime',
  introKey: 'intro_prime',
  prefixes: LOBBY_SECTION_PREFIXES['/prime'] ?? [],
  // There is no prime banner tag: the prime lobby shows the casino banners.
  bannerTags: LOBBY_BANNER_TAGS['/prime'] ?? [],
  reelFilter: true,
};

/** `/prime`: with the reel-count filter All / 3 / 4 / 5. */
export function Component() {
  return <Lobby config={config} />;
}

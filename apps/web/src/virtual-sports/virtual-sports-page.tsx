import { Lobby, type LobbyConfig } from '../casino/lobby.tsx';
import { VIRTUAL_SPORTS_PREFIX } from '../casino/search-lobbies.ts';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_virtual_sports',
  introKey: 'intro_virtual_sports',
  prefixes: [VIRTUAL_SPORTS_PREFIX],
  // No banners of its own: the casino's (an empty list would show every lobby's, fifteen of them).
  bannerTags: ['casino'],
};

/** `/virtual-sports`: the virtual sports titles (scheduled races and matches in the studio). */
export function Component() {
  return <Lobby config={config} />;
}

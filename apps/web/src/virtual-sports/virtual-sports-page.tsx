import { Lobby, type LobbyConfig } from '../casino/lobby.tsx';
import { VIRTUAL_SPORTS_PREFIX } from '../casino/search-lobbies.ts';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_virtual_sports',
  introKey: 'intro_virtual_sports',
  prefixes: [VIRTUAL_SPORTS_PREFIX],
  bannerTags: [],
};

/** `/virtual-sports`: the virtual sports titles (scheduled races and matches in the studio). */
export function Component() {
  return <Lobby config={config} />;
}

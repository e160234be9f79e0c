import { LOBBY_BANNER_TAGS, LOBBY_SECTION_PREFIXES } from '@croupier/contract/constants';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_crash_games',
  introKey: 'intro_crash_games',
  prefixes: LOBBY_SECTION_PREFIXES['/crash-games'] ?? [],
  bannerTags: LOBBY_BANNER_TAGS['/crash-games'] ?? [],
};

/** `/crash-games`. */
export function Component() {
  return <Lobby config={config} />;
}

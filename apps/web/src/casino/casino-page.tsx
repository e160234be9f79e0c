import { LOBBY_BANNER_TAGS, LOBBY_SECTION_PREFIXES } from '@croupier/contract/constants';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_casino',
  introKey: 'intro_casino',
  prefixes: LOBBY_SECTION_PREFIXES['/casino'] ?? [],
  bannerTags: LOBBY_BANNER_TAGS['/casino'] ?? [],
};

/** `/` and `/casino`. */
export function Component() {
  return <Lobby config={config} />;
}

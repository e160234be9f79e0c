import { LOBBY_BANNER_TAGS, LOBBY_SECTION_PREFIXES } from '@croupier/contract/constants';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_others',
  introKey: 'intro_others',
  prefixes: LOBBY_SECTION_PREFIXES['/others'] ?? [],
  bannerTags: LOBBY_BANNER_TAGS['/others'] ?? [],
};

/** `/others`: scratch cards, dice and instant games together with bingo. */
export function Component() {
  return <Lobby config={config} />;
}

import { SECTION_PREFIXES, LOBBY_BANNER_TAGS } from '@croupier/contract/constants';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_others',
  introKey: 'intro_others',
  prefixes: [SECTION_PREFIXES.others, SECTION_PREFIXES.bingo],
  bannerTags: LOBBY_BANNER_TAGS['/others'] ?? [],
};

/** `/others`: scratch cards, dice and instant games together with bingo. */
export function Component() {
  return <Lobby config={config} />;
}

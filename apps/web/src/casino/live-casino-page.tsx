import { SECTION_PREFIXES, LOBBY_BANNER_TAGS } from '@croupier/contract/constants';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'live_casino',
  titleKey: 'title',
  introKey: 'intro',
  prefixes: [SECTION_PREFIXES.liveCasino],
  bannerTags: LOBBY_BANNER_TAGS['/live-casino'] ?? [],
  variant: 'table',
};

/** `/live-casino`: the studio's table games, presented as tables (DECISIONS: no live video). */
export function Component() {
  return <Lobby config={config} />;
}

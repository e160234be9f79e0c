import { LOBBY_BANNER_TAGS, LOBBY_SECTION_PREFIXES } from '@croupier/contract/constants';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'live_casino',
  titleKey: 'title',
  introKey: 'intro',
  prefixes: LOBBY_SECTION_PREFIXES['/live-casino'] ?? [],
  bannerTags: LOBBY_BANNER_TAGS['/live-casino'] ?? [],
  variant: 'table',
};

/** `/live-casino`: the studio's table games, presented as tables (DECISIONS: no live video). */
export function Component() {
  return <Lobby config={config} />;
}

import { LOBBY_BANNER_TAGS, LOBBY_SECTION_PREFIXES } from '@croupier/contract/constants';
import { LobbyJackpots } from '../jackpots/jackpot-ticker.tsx';
import { Lobby, type LobbyConfig } from './lobby.tsx';

const config: LobbyConfig = {
  ns: 'casino',
  titleKey: 'title_casino',
  introKey: 'intro_casino',
  prefixes: LOBBY_SECTION_PREFIXES['/casino'] ?? [],
  bannerTags: LOBBY_BANNER_TAGS['/casino'] ?? [],
  recentlyPlayed: true,
};

/** `/` and `/casino`: the home page, with a signed-in player's recently played games. */
export function Component() {
  return (
    <>
      <LobbyJackpots />
      <Lobby config={config} />
    </>
  );
}

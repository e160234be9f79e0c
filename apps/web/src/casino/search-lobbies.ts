import {
  LOBBY_SECTION_PREFIXES,
  MAIN_MENU_ITEMS,
  type MainMenuKey,
} from '@croupier/contract/constants';

/** The sections of the virtual sports lobby (catalog sections `virtualSports-*`). */
export const VIRTUAL_SPORTS_PREFIX = 'virtualSports-';

/** A game lobby of the site, for a search across lobbies. */
export interface GameLobby {
  /** Its name's key in the `header` translation group (the main menu's). */
  key: MainMenuKey;
  /** Its path without language. */
  path: string;
  /** The section name prefixes whose sections make it up. */
  prefixes: readonly string[];
}

const lobbyPrefixes = (path: string): readonly string[] | undefined =>
  path === '/virtual-sports' ? [VIRTUAL_SPORTS_PREFIX] : LOBBY_SECTION_PREFIXES[path];

/** The main menu's game lobbies, in its order (promotions is not a lobby). */
export const GAME_LOBBIES: readonly GameLobby[] = MAIN_MENU_ITEMS.flatMap((item) => {
  const prefixes = lobbyPrefixes(item.path);
  return prefixes ? [{ key: item.key, path: item.path, prefixes }] : [];
});

const prefixKey = (prefixes: readonly string[]) => [...prefixes].sort().join(',');

/** Every game lobby but the one made of `prefixes` (the home page is the casino lobby). */
export function otherLobbies(prefixes: readonly string[]): GameLobby[] {
  const own = prefixKey(prefixes);
  return GAME_LOBBIES.filter((lobby) => prefixKey(lobby.prefixes) !== own);
}

import { STORAGE_KEYS } from '@croupier/contract/constants';

/**
 * Where the game page's back button leads: the lobby address (path and query) a game was opened
 * from, kept in session storage under `fromUrl`.
 */
const KEY = STORAGE_KEYS.fromUrl;

export function rememberFromUrl(): void {
  try {
    sessionStorage.setItem(KEY, `${location.pathname}${location.search}`);
  } catch {
    // storage disabled: the back button falls back to home
  }
}

/** The stored address if it is a path of this site, else null (never an outside URL). */
export function storedFromUrl(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
  } catch {
    return null;
  }
}

/**
 * The frame session token arrives in the URL fragment (`/studio/frame/#s=<token>`): a fragment is
 * never sent to a server nor written to access logs. We take it out of the address at once (so a
 * copied link or a screenshot of the address bar carries no session) and keep it in memory and in
 * sessionStorage, so reloading the frame alone still works while closing the tab forgets it.
 */
const STORAGE_KEY = 'croupier:studio-session';

/** A token of ours: visible ASCII (a header value), 8 to 512 characters. */
export const isSessionToken = (token: string) => /^[\x21-\x7e]{8,512}$/.test(token);

/** The `s` parameter of a fragment such as `#s=abc` or `#s=abc&x=1`; null when absent or empty. */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('s')?.trim() ?? '';
  // A header value must be visible ASCII; anything else cannot be a token of ours.
  return isSessionToken(token) ? token : null;
}

export interface TokenEnv {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** Keeps the session's token for a reload of the frame alone (closing the tab forgets it). */
export function storeSessionToken(env: Pick<TokenEnv, 'storage'>, token: string): void {
  try {
    env.storage?.setItem(STORAGE_KEY, token);
  } catch {
    // Storage blocked (a third-party frame in a strict browser): memory only, reload will fail.
  }
}

/** Reads (and removes from the address) the launch's session token, else the stored one. */
export function takeSessionToken(env: TokenEnv): string | null {
  const fromHash = tokenFromHash(env.location.hash);
  if (env.location.hash) {
    env.history.replaceState(env.history.state, '', env.location.pathname + env.location.search);
  }
  if (fromHash) {
    storeSessionToken(env, fromHash);
    return fromHash;
  }
  try {
    return env.storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function browserTokenEnv(): TokenEnv {
  let storage: Storage | null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage throws on access (Safari in a third-party frame): memory only.
    storage = null;
  }
  return { location: window.location, history: window.history, storage };
}

import { STORAGE_KEYS } from '@croupier/contract/constants';

/**
 * The player's session token (the spec's "access marker"): kept encoded in local storage under
 * STORAGE_KEYS.token. No imports beyond constants, so the API client can read it without a cycle.
 */

export type SessionEndReason = 'logout' | 'expired' | 'inactivity';
type Listener = (reason: SessionEndReason | null) => void;
const listeners = new Set<Listener>();

const encode = (token: string) => btoa(token);
function decode(stored: string): string | null {
  try {
    return atob(stored);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.token);
    return stored ? decode(stored) : null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, encode(token));
  } catch {
    // storage disabled: the session cannot survive a reload, nothing else to do
  }
  listeners.forEach((l) => l(null));
}

/** Forgets the token and tells every subscriber why (the session watcher cleans up and navigates). */
export function clearToken(reason: SessionEndReason = 'logout'): void {
  const had = getToken() !== null;
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // nothing stored
  }
  if (had) listeners.forEach((l) => l(reason));
}

/** Called on login (reason null) and when the session ends; also for changes in another tab. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEYS.token && e.key !== null) return;
    listener(e.newValue ? null : 'logout');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

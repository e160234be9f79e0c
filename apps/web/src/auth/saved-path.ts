import { STORAGE_KEYS } from '@croupier/contract/constants';

/** Only a path of this site (never `//host` or an absolute URL) may be returned to. */
const isLocalPath = (value: string | null): value is string =>
  !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** A restricted page opened without a session: remember it and forget any temp route. */
export function rememberSavedPath(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.savedPath, path);
    sessionStorage.removeItem(STORAGE_KEYS.tempRoute);
  } catch {
    // storage disabled: after login the page reloads instead
  }
}

/** Where to go after login: the saved path, else the temp route; both are consumed. */
export function takeSavedPath(): string | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEYS.savedPath);
    const temp = sessionStorage.getItem(STORAGE_KEYS.tempRoute);
    sessionStorage.removeItem(STORAGE_KEYS.savedPath);
    sessionStorage.removeItem(STORAGE_KEYS.tempRoute);
    if (isLocalPath(saved)) return saved;
    return isLocalPath(temp) ? temp : null;
  } catch {
    return null;
  }
}

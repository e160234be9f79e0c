import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@croupier/contract/constants';

/** One MediaQueryList per query: it tracks its own state, so a render only reads a flag. */
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => false,
  );
}

export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktopMin}px)`;

/** Desktop means a width of at least 1200 px (BREAKPOINTS.desktopMin). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

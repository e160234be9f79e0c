import { useCallback, useSyncExternalStore } from 'react';

/** True once the page is scrolled further than `px`; re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  );
}

import { useCallback, useSyncExternalStore, type RefObject } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Fullscreen API for one element: whether it is supported, whether it is on, and a toggle. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void ref.current?.requestFullscreen().catch(() => {});
  }, [ref]);
  return { supported, active, toggle };
}

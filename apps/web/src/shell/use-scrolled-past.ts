import { useSyncExternalStore } from 'react';

/**
 * The page's scroll offset, read only in scroll events and once per frame after subscribing.
 * Reading `window.scrollY` forces a layout when the page has pending changes, so reading it on
 * every render (as a snapshot function would) made each render of the header lay out the page.
 */
let offset = 0;
const listeners = new Set<() => void>();

function read() {
  const next = window.scrollY;
  if (next === offset) return;
  offset = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', read, { passive: true });
    // A reload may restore a scrolled page: read once after the next frame, when the page is
    // laid out already. Read inside the frame (requestAnimationFrame runs before its layout),
    // it would force the first screen's layout early, and the frame would lay it out again.
    requestAnimationFrame(() => setTimeout(read, 0));
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', read);
  };
}

/** True once the page is scrolled further than `px`; re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offset > px,
    () => false,
  );
}

import { useEffect, type RefObject } from 'react';
import { writeLastActivity } from '../auth/activity.ts';

const EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * A player's clicks and keys inside the game frame never reach the site's window, so the site's
 * 30-minute inactivity logout would end a session in the middle of play. The frame is served by
 * this site (same origin): its input events count as the site's activity, through the same
 * shared record the session watcher reads. `loadCount` re-attaches after the frame (re)loads.
 */
export function useFrameActivity(
  frame: RefObject<HTMLIFrameElement | null>,
  loadCount: number,
): void {
  useEffect(() => {
    const target = frame.current?.contentWindow ?? null;
    if (!target) return;
    try {
      // A cross-origin frame's document cannot be read; then there is nothing to listen to.
      void target.document;
    } catch {
      return;
    }
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < 1_000) return;
      last = now;
      writeLastActivity(now);
    };
    const win = target;
    EVENTS.forEach((e) => win.addEventListener(e, onActivity, { passive: true }));
    return () => EVENTS.forEach((e) => win.removeEventListener(e, onActivity));
  }, [frame, loadCount]);
}

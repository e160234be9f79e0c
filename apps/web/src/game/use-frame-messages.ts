import { useEffect, useRef, type RefObject } from 'react';
import type { FrameMessage } from '@croupier/contract/studio';

function isFrameMessage(data: unknown): data is FrameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'croupier:round' || type === 'croupier:error';
}

/**
 * Messages the game frame posts to the site (after each settled round, on a refused bet). Only
 * this page's own frame counts: same origin and the frame's window as the sender, so another
 * window or an embedded page cannot make the site act.
 */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: FrameMessage) => void,
): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isFrameMessage(event.data)) handler.current(event.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);
}

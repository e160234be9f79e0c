import { useEffect } from 'react';
import type { ConsentValue } from '@croupier/contract/constants';
import { allows, useConsent } from './consent.ts';
import { useIsDesktop } from './use-media-query.ts';
import { useSkinSettings } from './skin-settings.ts';

const SCRIPT_MARKER = 'data-live-chat';

/**
 * The live chat loads only with functional cookies; on a game page only on desktop width,
 * where it cannot cover the game.
 */
export function shouldLoadLiveChat(opts: {
  url: string | null | undefined;
  consent: ConsentValue | null;
  gamePage: boolean;
  desktop: boolean;
}): boolean {
  if (!opts.url || !/^(https:\/\/|\/(?!\/))/i.test(opts.url)) return false;
  if (!allows(opts.consent, 'functional')) return false;
  return !opts.gamePage || opts.desktop;
}

function loadScript(url: string): void {
  if (document.querySelector(`script[${SCRIPT_MARKER}]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, '');
  document.body.append(script);
}

/**
 * Loads the skin's live chat script once its conditions hold. The shell calls it for every
 * page; the game page calls `useLiveChat({ gamePage: true })`. A script, once loaded, stays
 * until the next page load (a third-party widget cannot be unloaded reliably).
 */
export function useLiveChat({ gamePage = false }: { gamePage?: boolean } = {}): void {
  const { data } = useSkinSettings();
  const consent = useConsent();
  const desktop = useIsDesktop();
  const url = data?.live_chat_url ?? null;
  const load = shouldLoadLiveChat({ url, consent, gamePage, desktop });
  useEffect(() => {
    if (load && url) loadScript(url);
  }, [load, url]);
}

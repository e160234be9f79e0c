import { STORAGE_KEYS } from '@croupier/contract/constants';

/** What the early launch needs of the game page's game (the bootstrap's `game`). */
export interface EarlyLaunchGame {
  id: number;
  provider_id: number;
  has_demo: boolean;
  provider: { code: string };
}

/** A game of the shape a game page's bootstrap carries (the catalog's game detail). */
export function isEarlyLaunchGame(game: unknown): game is EarlyLaunchGame {
  const g = game as Partial<EarlyLaunchGame> | null | undefined;
  return (
    typeof g?.id === 'number' &&
    typeof g.provider_id === 'number' &&
    typeof g.has_demo === 'boolean' &&
    typeof g.provider?.code === 'string'
  );
}

/** The demo currency of the spec (apps/web/src/game/api/launch-game.ts sends the same). */
const DEMO_CURRENCY = 'EUR';

/**
 * The inline script (under the response's script nonce) of a game page that asks for a guest's
 * demo launch while the page is still arriving: the launch's round trip then runs beside the
 * download of the site's code instead of after it. It sends exactly the site's demo launch (the
 * same call, headers and body) and leaves the answer's promise in `window.__croupierLaunch`
 * under a key of the game, provider and language; the site's launch takes it once for the same
 * game and language (apps/web/src/lib/bootstrap.ts `takeEarlyLaunch`), else launches itself.
 * A visitor with a stored session (real play, or a player's demo that the lobby records), a game
 * without demo play, or a browser without storage gets no early launch.
 */
export function earlyLaunch(
  game: EarlyLaunchGame,
  language: string,
  credentials: string,
  /** The frame's files for the game (studio/frame-assets.ts), fetched once the page has loaded. */
  frameFiles: readonly string[] = [],
  /**
   * The site's modules to preload (their addresses), asked for by this script right after the
   * launch: as tags in the page, the browser's preload scanner would queue them before the launch
   * and it would wait for one of HTTP/1.1's six connections behind them.
   */
  modulepreloads: readonly string[] = [],
): string {
  const body = {
    is_demo: 1,
    game_id: game.id,
    provider_id: game.provider_id,
    user_language: language,
    user_currency: DEMO_CURRENCY,
  };
  const request = {
    url: `/v1/casino/play/${encodeURIComponent(game.provider.code)}`,
    key: `${game.id}:${game.provider_id}:${language}`,
    files: frameFiles.filter((f) => f.startsWith('/studio/frame/')),
    code: modulepreloads,
    init: {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${credentials}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    },
  };
  if (!game.has_demo) return '';
  // `<` escaped: no text inside can close the script.
  const json = JSON.stringify(request).replace(/</g, '\\u003c');
  return (
    `(function(w,r){var d=w.document;try{if(!w.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})){` +
    `var a=w.fetch(r.url,r.init);a.catch(function(){});` +
    `w.__croupierLaunch={key:r.key,answer:a};` +
    // Once the page has loaded (the site's code is in; its first render keeps the main thread,
    // not the link, busy) and the launch was granted: the frame's files into the cache, so the
    // frame finds them there when the site opens it.
    `w.addEventListener('load',function(){a.then(function(x){if(!x.ok||w.__croupierFrame)return;` +
    `r.files.forEach(function(f){var l=d.createElement('link');l.rel='prefetch';` +
    `l.href=f;d.head.appendChild(l)})},function(){})});` +
    // A browser that moves an element without reloading a frame in it (moveBefore) gets the
    // studio's frame at once, hidden beside the site's root: its page, code and first render
    // then run while the site's code is still coming, and the site's game page moves it into its
    // stage (apps/web/src/lib/bootstrap.ts takeEarlyFrame). Only the studio's own launch page
    // (this origin); a third-party game's address waits for the site.
    `if(typeof w.Element==='function'&&typeof w.Element.prototype.moveBefore==='function')` +
    `a.then(function(x){return x.ok?x.clone().json():null}).then(function(j){` +
    `var v=j&&j.data,u=v&&(v.play_for_real||v.play_for_fun);` +
    `if(typeof u!=='string'||u.indexOf('/studio/launch/')!==0)return;` +
    `var f=d.createElement('iframe'),h=d.createElement('div'),s=h.style;` +
    `s.position='fixed';s.left=s.top='0';s.width=s.height='100%';s.visibility='hidden';` +
    `s.pointerEvents='none';s.zIndex='-1';` +
    `f.className='game-frame';f.allow='fullscreen; autoplay';f.allowFullscreen=true;` +
    `f.addEventListener('load',function(){f.setAttribute('data-loaded','')});` +
    `f.src=u;h.appendChild(f);w.__croupierFrame={url:u,el:f};` +
    `function put(){d.body.appendChild(h)}` +
    `if(d.body)put();else d.addEventListener('DOMContentLoaded',put)` +
    `},function(){})}` +
    `}catch(e){}` +
    // The site's modules, after the launch in the queue (also when there is no early launch).
    `r.code.forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';` +
    `l.setAttribute('crossorigin','');l.href=f;d.head.appendChild(l)})` +
    `})(window,${json})`
  );
}

import type { Socket } from 'socket.io-client';
// Types only: the contract's runtime values would bring zod into this chunk.
import type { JACKPOT_EVENTS, JackpotTick, JackpotWin } from '@croupier/contract/jackpots';
import { afterFirstScreen } from '../lib/idle.ts';
import { SOCKET_OPTIONS } from '../lib/socket-options.ts';

const EVENTS: typeof JACKPOT_EVENTS = { ticker: 'jackpot', win: 'jackpotWin' };

export interface JackpotLiveOptions {
  /** A player's session (their own `jackpotWin` events), or null for a guest. */
  player: { token: string; id: number; refId?: string } | null;
  onTick: (tick: JackpotTick) => void;
  onWin: (win: JackpotWin) => void;
}

const isTick = (v: unknown): v is JackpotTick =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as JackpotTick).id === 'number' &&
  typeof (v as JackpotTick).amount === 'number';

/**
 * The ticker's socket (socket.io at the site's own origin, imported once the first screen is
 * done): every socket hears
 * `jackpot`; a player's socket joins its room (`create`) and hears its `jackpotWin`. Returns the
 * disconnect.
 */
export function connectJackpots(options: JackpotLiveOptions): () => void {
  let socket: Socket | null = null;
  let stopped = false;
  // After the first screen: the pots it shows came with the page.
  void afterFirstScreen
    .then(() => import('socket.io-client'))
    .then(({ io }) => {
      if (stopped) return;
      const s = io({
        ...SOCKET_OPTIONS,
        auth: options.player ? { token: options.player.token } : {},
      });
      socket = s;
      s.on('connect', () => {
        const p = options.player;
        if (p) s.emit('create', { playerId: p.id, refId: p.refId });
      });
      s.on(EVENTS.ticker, (data: unknown) => {
        if (isTick(data)) options.onTick(data);
      });
      s.on(EVENTS.win, (data: unknown) => {
        if (isTick(data)) options.onWin(data as JackpotWin);
      });
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    socket?.disconnect();
    socket = null;
  };
}

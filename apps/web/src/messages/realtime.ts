import type { Socket } from 'socket.io-client';
import { TIMINGS } from '@croupier/contract/constants';
import { SOCKET_OPTIONS } from '../lib/socket-options.ts';
// Types only: the contract's runtime values would bring zod into this chunk.
import type {
  CampaignEvent,
  Message,
  SOCKET_EVENTS,
  SocketCreateAck,
} from '@croupier/contract/messages';
import { setSocketConnected } from './socket-status.ts';

const EVENTS: typeof SOCKET_EVENTS = { create: 'create', message: 'message', campaign: 'campaign' };

export interface RealtimeOptions {
  /** The player's session token (the handshake's `auth.token`). */
  token: string;
  playerId: number;
  /** The skin's ref id, when known. */
  refId?: string;
  /** A message for the player arrived: show it at once. */
  onMessage: (message: Message) => void;
  /** A campaign changed (turnover reached, bonus given): the balance is stale. */
  onCampaign: (event: CampaignEvent) => void;
  /** Read the messages again (10 s after each connection, in case one came in between). */
  onFetch: () => void;
}

function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'number' &&
    typeof m.type === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.body === 'string'
  );
}

/**
 * The platform socket (socket.io at the site's own origin). socket.io-client is imported here,
 * on demand, so it never weighs on the first screen. Connects with the player's token, names
 * the player (`create { playerId, refId }`, again after every reconnection: rooms do not survive
 * one), and passes `message` and `campaign` events on. The socket flag is on once `create` is
 * acknowledged, off on `connect_error` and disconnects. Returns the disconnect (logout).
 */
export function connectRealtime(options: RealtimeOptions): () => void {
  let socket: Socket | null = null;
  let stopped = false;
  let fetchTimer: ReturnType<typeof setTimeout> | undefined;

  void import('socket.io-client')
    .then(({ io }) => {
      if (stopped) return;
      const s = io({ ...SOCKET_OPTIONS, auth: { token: options.token } });
      socket = s;
      s.on('connect', () => {
        // Connected for this site once the platform has put the socket in the player's room.
        const create = { playerId: options.playerId, refId: options.refId };
        s.emit(EVENTS.create, create, (ack?: SocketCreateAck) => {
          setSocketConnected(ack?.ok === true && s.connected);
        });
        clearTimeout(fetchTimer);
        fetchTimer = setTimeout(options.onFetch, TIMINGS.socketMessageFetchMs);
      });
      s.on('connect_error', () => setSocketConnected(false));
      s.on('disconnect', () => setSocketConnected(false));
      s.on(EVENTS.message, (data: unknown) => {
        if (isMessage(data)) options.onMessage(data);
      });
      s.on(EVENTS.campaign, (data: unknown) => {
        options.onCampaign((data ?? { type: '', campaign_id: null }) as CampaignEvent);
      });
    })
    .catch(() => setSocketConnected(false));

  return () => {
    stopped = true;
    clearTimeout(fetchTimer);
    socket?.disconnect();
    socket = null;
    setSocketConnected(false);
  };
}

/** Runs `task` once the first screen is done (the page loaded, then an idle moment). */
export function afterFirstScreen(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(task, { timeout: 2_000 });
    } else {
      timer = setTimeout(task, 500);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

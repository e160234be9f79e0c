// Types only: the contract's runtime values would bring zod into the site's chunks.
import type { SOCKET_PATH } from '@croupier/contract/messages';

/**
 * The platform's socket (jackpots, messages, the session's events): a WebSocket from the start,
 * long polling only where a WebSocket cannot be opened. Socket.IO's default starts with polling
 * and upgrades: three extra requests and their handling on a phone's main thread at start.
 */
export const SOCKET_OPTIONS = {
  path: '/socket.io' satisfies typeof SOCKET_PATH,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};

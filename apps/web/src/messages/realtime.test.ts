// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSocketConnected } from './socket-status.ts';

type Handler = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket: records emits, lets the test fire events. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: { event: string; data: unknown }[] = [];
  disconnected = false;
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  connected = false;
  /** What the platform answers to `create`. */
  ack: unknown = { ok: true };
  emit(event: string, data: unknown, ack?: (reply: unknown) => void) {
    this.emitted.push({ event, data });
    ack?.(this.ack);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect' || event === 'connect_error') this.connected = false;
    (this.handlers.get(event) ?? []).forEach((h) => h(...args));
  }
}

const sockets: { options: unknown; socket: FakeSocket }[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    const socket = new FakeSocket();
    sockets.push({ options, socket });
    return socket;
  },
}));

const { connectRealtime } = await import('./realtime.ts');

const MESSAGE = {
  id: 9,
  type: 'custom',
  subject: 'Hi',
  body: 'There',
  image: null,
  duration: null,
  params: {},
  created_at: '2026-11-25T10:00:00.000Z',
  read_at: null,
};

function start() {
  const handlers = { onMessage: vi.fn(), onCampaign: vi.fn(), onFetch: vi.fn() };
  const stop = connectRealtime({ token: 'tok-1', playerId: 42, refId: 'croupier', ...handlers });
  return { stop, ...handlers };
}

/** socket.io-client is imported on demand: wait for it. */
async function opened(): Promise<FakeSocket> {
  await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  return sockets[sockets.length - 1]!.socket;
}

describe('the realtime client', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects to the same origin with the session token and names the player on each connect', async () => {
    const { stop } = start();
    const socket = await opened();
    // A WebSocket first, polling only where one cannot be opened.
    expect(sockets[0]!.options).toEqual({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      auth: { token: 'tok-1' },
    });
    expect(isSocketConnected()).toBe(false);
    socket.fire('connect');
    // On once the platform has put the socket in the player's room.
    expect(isSocketConnected()).toBe(true);
    expect(socket.emitted).toEqual([
      { event: 'create', data: { playerId: 42, refId: 'croupier' } },
    ]);
    // A reconnection joins the player's room again.
    socket.fire('disconnect', 'transport close');
    expect(isSocketConnected()).toBe(false);
    socket.fire('connect');
    expect(socket.emitted).toHaveLength(2);
    expect(isSocketConnected()).toBe(true);
    stop();
  });

  it('stays off when the platform refuses the player (create not acknowledged)', async () => {
    const { stop } = start();
    const socket = await opened();
    socket.ack = { ok: false, message: 'forbidden' };
    socket.fire('connect');
    expect(isSocketConnected()).toBe(false);
    stop();
  });

  it('turns the flag off on connect_error and disconnects when stopped (logout)', async () => {
    const { stop } = start();
    const socket = await opened();
    socket.fire('connect');
    socket.fire('connect_error', new Error('unauthenticated'));
    expect(isSocketConnected()).toBe(false);
    socket.fire('connect');
    stop();
    expect(socket.disconnected).toBe(true);
    expect(isSocketConnected()).toBe(false);
  });

  it('passes messages and campaign events on, and fetches the messages 10 s after connecting', async () => {
    const { stop, onMessage, onCampaign, onFetch } = start();
    const socket = await opened();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    socket.fire('connect');
    socket.fire('message', MESSAGE);
    socket.fire('message', { nonsense: true });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(MESSAGE);
    socket.fire('campaign', { type: 'campaignReached', campaign_id: 3 });
    expect(onCampaign).toHaveBeenCalledWith({ type: 'campaignReached', campaign_id: 3 });
    vi.advanceTimersByTime(9_999);
    expect(onFetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a stop before socket.io-client has loaded never connects', async () => {
    const { stop } = start();
    stop();
    await new Promise((r) => setTimeout(r, 20));
    expect(sockets).toHaveLength(0);
  });
});

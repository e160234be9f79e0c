import { useSyncExternalStore } from 'react';

/**
 * The spec's websocket flag: whether the platform socket is connected. Set by the realtime
 * client (on when connected, off on `connect_error`, a disconnect or logout).
 */
let connected = false;
const listeners = new Set<() => void>();

export function setSocketConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  listeners.forEach((l) => l());
}

export function isSocketConnected(): boolean {
  return connected;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSocketConnected(): boolean {
  return useSyncExternalStore(subscribe, isSocketConnected, () => false);
}

import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session.ts';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

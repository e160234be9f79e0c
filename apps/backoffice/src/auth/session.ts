import type { StaffSession } from '@croupier/contract/staff-auth';

/** Why the console has no session: never had one, signed out, or the server ended it (401). */
export type EndReason = 'signed_out' | 'ended' | null;

export type Session = Pick<StaffSession, 'token' | 'expires_at' | 'staff' | 'recovery_codes_left'>;

const KEY = 'croupier.backoffice.session';

/**
 * The staff session, kept in sessionStorage (one tab, gone with it): a tiny external store the
 * React tree reads with useSyncExternalStore and the API client reads for its bearer token.
 */
export function createSessionStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  let current: Session | null = read();
  let endReason: EndReason = null;
  const listeners = new Set<() => void>();

  function read(): Session | null {
    try {
      const raw = storage.getItem(KEY);
      return raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      return null;
    }
  }
  const emit = () => listeners.forEach((l) => l());

  return {
    get: () => current,
    token: () => current?.token ?? null,
    endReason: () => endReason,
    set(session: Session) {
      current = session;
      endReason = null;
      storage.setItem(KEY, JSON.stringify(session));
      emit();
    },
    /** Updates the staff member (GET /me) without touching the token. */
    update(patch: Partial<Session>) {
      if (!current) return;
      this.set({ ...current, ...patch });
    },
    clear(reason: EndReason) {
      current = null;
      endReason = reason;
      storage.removeItem(KEY);
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

const memory = new Map<string, string>();
const fallback = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
};

export const sessionStore = createSessionStore(
  typeof sessionStorage === 'undefined' ? fallback : sessionStorage,
);

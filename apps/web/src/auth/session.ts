/**
 * The player's session, for every feature of the site:
 *
 * - `getToken()`, `setToken(token)`, `clearToken(reason?)` (re-exported from ./token.ts): the
 *   session token, kept encoded in local storage. The API client sends it as `user-token` and
 *   clears it when the server answers 401 `session_expired`.
 * - `useIsLoggedIn()`: true while a token is stored; re-renders on login and logout (any tab).
 * - `useMe()`: the player, TanStack Query `['me']` of `GET me?kyc=1&marketing=1&riskyCountry=1`,
 *   enabled only while logged in; a 401 logs the player out. `meQueryOptions()` for loaders.
 * - `useBalance()`: `['me', 'balance']` of `GET me/balance`, polled every 5 s while logged in.
 * - `logout()`: `DELETE auth/logout`, then the token is cleared; the session watcher (mounted by
 *   the root route) removes every `['me', ...]` query and goes to `/{lang}`.
 *   Player-owned queries must use keys starting with PLAYER_QUERY_ROOT (`'me'`) so logout drops them.
 * - `useSessionEnd(listener)`: runs when the session ends ('logout' | 'expired' | 'inactivity').
 */
import { useEffect, useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@croupier/contract/constants';
import { ApiError, api } from '../lib/api-client.ts';
import type { Balance, Player } from './player.ts';
import { clearToken, getToken, subscribeToken, type SessionEndReason } from './token.ts';

export { clearToken, getToken, setToken, type SessionEndReason } from './token.ts';
export type { Balance, Player } from './player.ts';

export const PLAYER_QUERY_ROOT = 'me';

const subscribeLoggedIn = (onChange: () => void) => subscribeToken(() => onChange());
const loggedInSnapshot = () => getToken() !== null;

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeLoggedIn, loggedInSnapshot, () => false);
}

/** Runs `listener` when the session ends, with the reason. */
export function useSessionEnd(listener: (reason: SessionEndReason) => void): void {
  useEffect(
    () =>
      subscribeToken((reason) => {
        if (reason) listener(reason);
      }),
    [listener],
  );
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT],
    queryFn: ({ signal }) =>
      api<{ data: Player }>('me', {
        query: { kyc: 1, marketing: 1, riskyCountry: 1 },
        signal,
      }).then((r) => r.data),
    staleTime: 30_000,
    retry: (count, error) => !isUnauthorized(error) && count < 1,
  });

/** The logged-in player; when loading it is refused (401) the player is logged out. */
export function useMe() {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ ...meQueryOptions(), enabled: loggedIn });
  const unauthorized = isUnauthorized(query.error);
  useEffect(() => {
    if (unauthorized) clearToken('expired');
  }, [unauthorized]);
  return query;
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: [PLAYER_QUERY_ROOT, 'balance'],
    queryFn: ({ signal }) => api<{ data: Balance }>('me/balance', { signal }).then((r) => r.data),
    staleTime: 0,
  });

/** The balance, polled every 5 seconds while logged in (also in a background tab: no). */
export function useBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    ...balanceQueryOptions(),
    enabled: loggedIn,
    refetchInterval: loggedIn ? TIMINGS.balancePollMs : false,
  });
}

/**
 * Ends the session on the server, then locally. The local end happens even when the server
 * cannot be reached: a player who asks to log out is logged out on this device.
 */
export async function logout(reason: SessionEndReason = 'logout'): Promise<void> {
  if (getToken() === null) return;
  try {
    await api('auth/logout', { method: 'DELETE' });
  } catch {
    // already ended on the server, or offline
  }
  clearToken(reason);
}

import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { rememberSavedPath } from './saved-path.ts';
import { getToken, useIsLoggedIn } from './session.ts';
import { isGoingHome } from './going-home.ts';

/**
 * Restricted routes (dashboard, changePassword): without a session the intended address is
 * saved (session storage `savedPath`) and the visitor goes to the login page.
 */
export function RequirePlayer() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const lang = useLang();
  if (!loggedIn) {
    // The player just logged out: the session watcher is taking them home.
    if (isGoingHome()) return null;
    rememberSavedPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={localizedPath(lang, '/login')} replace />;
  }
  return <Outlet />;
}

/**
 * Guest-only routes (login, registration): a logged-in player who opens one goes to the casino
 * page. Checked on arrival only: the login page itself decides where a fresh login leads.
 */
export function GuestOnly() {
  const { pathname } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again on each address, not on login
  const loggedIn = useMemo(() => getToken() !== null, [pathname]);
  const lang = useLang();
  if (loggedIn) return <Navigate to={localizedPath(lang, '/casino')} replace />;
  return <Outlet />;
}

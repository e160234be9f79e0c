import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@croupier/contract/constants';
import { api } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { localizedPath, stripLanguage } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { setGoingHome } from './going-home.ts';
import { heartbeatDue, isInactive, readLastActivity, writeLastActivity } from './activity.ts';
import {
  PLAYER_QUERY_ROOT,
  logout,
  useIsLoggedIn,
  useMe,
  useSessionEnd,
  type SessionEndReason,
} from './session.ts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

type Notice = SessionEndReason | 'login';
const TEXT: Record<Notice, [key: string, kind: 'success' | 'info' | 'warning']> = {
  login: ['login_completed', 'success'],
  logout: ['logout_completed', 'success'],
  inactivity: ['logged_out_inactivity', 'info'],
  expired: ['session_expired', 'warning'],
};

/**
 * Set by the login page before it reloads (to its page's `performance.timeOrigin`), so the next
 * page says the login worked.
 */
export const LOGIN_NOTICE_KEY = 'loginCompleted';

function announce(notice: Notice) {
  const [key, kind] = TEXT[notice];
  void Promise.all([import('sonner'), i18n.loadNamespaces('login')]).then(([{ toast }]) =>
    toast[kind](i18n.t(`login:${key}`)),
  );
}

/**
 * Mounted once by the root route. When the session ends: drops the player's queries, says why,
 * and (logout, inactivity) goes home. While logged in: the inactivity logout after 30 minutes
 * without mouse, keyboard or touch activity (checked every minute), the once-a-minute activity
 * heartbeat, and the forced password change of imported players (`is_crypt` false).
 */
export function SessionWatcher() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  const { pathname } = useLocation();

  const onEnd = useCallback(
    (reason: SessionEndReason) => {
      queryClient.removeQueries({ queryKey: [PLAYER_QUERY_ROOT] });
      announce(reason);
      if (reason === 'expired') return;
      setGoingHome(true);
      void Promise.resolve(navigate(localizedPath(lang, '/'))).finally(() => setGoingHome(false));
    },
    [queryClient, navigate, lang],
  );
  useSessionEnd(onEnd);

  useEffect(() => {
    try {
      const notice = sessionStorage.getItem(LOGIN_NOTICE_KEY);
      // Written by this very page (this watcher loaded just before the login's reload): the
      // reloaded page says it, else the notices would go with the page being left.
      if (!notice || notice === String(performance.timeOrigin)) return;
      sessionStorage.removeItem(LOGIN_NOTICE_KEY);
      announce('login');
      // The previous login (GLI-19), kept by the login page; its own chunk, loaded only now.
      void import('./previous-login.ts').then((m) => m.announcePreviousLogin());
    } catch {
      // storage disabled: no notice
    }
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    let last = Date.now();
    // Logging in or opening the site is activity; the server counted the call that did it.
    let lastBeat: number | null = last;
    writeLastActivity(last);
    const onActivity = () => {
      const now = Date.now();
      if (now - last < 1_000) return;
      last = now;
      writeLastActivity(now);
      if (heartbeatDue(lastBeat, now)) {
        lastBeat = now;
        api('auth/activity', { method: 'POST' }).catch(() => {});
      }
    };
    const check = window.setInterval(() => {
      const shared = Math.max(last, readLastActivity() ?? 0);
      if (isInactive(shared, Date.now())) void logout('inactivity');
    }, TIMINGS.inactivityCheckMs);
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      window.clearInterval(check);
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [loggedIn]);

  // Imported players must set a new password before anything else.
  const me = useMe();
  const mustChangePassword = me.data?.is_crypt === false;
  const onChangePassword = stripLanguage(pathname) === '/changePassword';
  useEffect(() => {
    if (mustChangePassword && !onChangePassword) {
      void navigate(localizedPath(lang, '/changePassword'), { replace: true });
    }
  }, [mustChangePassword, onChangePassword, navigate, lang]);

  return null;
}

import { Suspense, lazy, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import {
  languageFromPath,
  localizedPath,
  rememberLanguage,
  stripLanguage,
  storedLanguage,
} from '../lib/language.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { useSkinTheme } from '../lib/skin-settings.ts';
import { AdminOverlay } from '../admin/admin-overlay.tsx';

/** Toasts (sonner) load after the first screen, in their own chunk. */
const Toaster = lazy(() => import('../components/toaster.tsx'));
/** The session's watchers (inactivity, session end, imported players, terms) load the same way. */
const SessionWatcher = lazy(() =>
  import('../auth/session-watcher.tsx').then((m) => ({ default: m.SessionWatcher })),
);
const PlayerGates = lazy(() =>
  import('../change-password/player-gates.tsx').then((m) => ({ default: m.PlayerGates })),
);

/** Maintenance flag of the skin; polled so a switch either way reaches open pages. */
function useMaintenance() {
  return useQuery({
    queryKey: ['cms', 'skin-in-maintenance'],
    queryFn: () =>
      api<{ data: { in_maintenance: boolean } }>('cms/skin-in-maintenance', { method: 'POST' }),
    select: (r) => r.data.in_maintenance,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** Language from the URL prefix (saved for next time), scroll reset, maintenance redirects. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const first = location.pathname.split('/')[1] ?? '';
  const prefixed = languageFromPath(location.pathname);
  const lang = prefixed ?? storedLanguage() ?? (i18n.language as 'en');
  const inner = stripLanguage(location.pathname);

  useEffect(() => {
    if (prefixed) rememberLanguage(prefixed);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [prefixed, lang]);

  // Scroll resets when the top-level route changes.
  const section = inner.split('/')[1] ?? '';
  const previous = useRef(section);
  useEffect(() => {
    if (previous.current !== section) window.scrollTo({ top: 0, left: 0 });
    previous.current = section;
  }, [section]);

  // The skin's colours, radius and font, on every page (also those outside the shell).
  useSkinTheme();

  const maintenance = useMaintenance();
  const onMaintenancePage = inner === '/in-maintenance';
  useEffect(() => {
    if (maintenance.data === true && !onMaintenancePage) {
      void navigate(localizedPath(lang, '/in-maintenance'), { replace: true });
    } else if (maintenance.data === false && onMaintenancePage) {
      void navigate(localizedPath(lang, '/'), { replace: true });
    }
  }, [maintenance.data, onMaintenancePage, lang, navigate]);

  // `cz` is an alias: normalise the address to `cs`.
  if (first.toLowerCase() === 'cz') {
    return (
      <Navigate to={`/cs${location.pathname.slice(3)}${location.search}${location.hash}`} replace />
    );
  }

  return (
    <>
      <Suspense fallback={null}>
        <SessionWatcher />
        <PlayerGates />
      </Suspense>
      <AdminOverlay />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

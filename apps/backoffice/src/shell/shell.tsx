import type { StaffMember } from '@croupier/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../api/index.ts';
import { sessionStore, type Session } from '../auth/session.ts';
import { useSession } from '../auth/use-session.ts';
import { formatNumber } from '../lib/format.ts';
import { isGroup, menuFor, type MenuLeaf, type QueueId } from './menu.ts';
import { useQueueCounts } from './queue-counts.ts';

/** The signed-in console: skip link, sidebar menu by role, top bar, the screen. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Shell session={session} />;
}

function Shell({ session }: { session: Session }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const role = session.staff.role;
  const counts = useQueueCounts(role);

  // The member as the server knows them now (role changed, name edited).
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => api.get<{ data: StaffMember }>('/me').then((r) => r.data),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (me.data) sessionStore.update({ staff: me.data });
  }, [me.data]);

  // A new screen: focus moves to its content (screen readers hear the change).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  const signOut = async () => {
    try {
      await api.delete('/auth/logout');
    } catch {
      // The session may be gone already: signing out locally is what matters.
    }
    queryClient.clear();
    sessionStore.clear('signed_out');
  };

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <div className="shell">
        <aside className="sidebar">
          <p className="sidebar__brand">{t('app.name')}</p>
          <nav aria-label={t('shell.menu')}>
            <Menu role={role} counts={counts} />
          </nav>
        </aside>
        <div className="shell__body">
          <header className="topbar">
            <p className="topbar__who">
              <span className="topbar__name">{session.staff.name}</span>
              <span className="role-tag">{t(`roles.${role}`)}</span>
            </p>
            <NavLink to="/account" className="btn btn--ghost">
              {t('shell.account')}
            </NavLink>
            <button type="button" className="btn btn--ghost" onClick={() => void signOut()}>
              {t('shell.sign_out')}
            </button>
          </header>
          <main id="main" ref={main} tabIndex={-1} className="content">
            <Suspense
              fallback={
                <p className="state" role="status">
                  {t('common.loading')}
                </p>
              }
            >
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </>
  );
}

function Menu({
  role,
  counts,
}: {
  role: StaffMember['role'];
  counts: Partial<Record<QueueId, number>>;
}) {
  const { t } = useTranslation();
  const link = (leaf: MenuLeaf) => {
    const count = leaf.badge ? counts[leaf.badge] : undefined;
    return (
      <li key={leaf.id}>
        <NavLink to={leaf.path} end={leaf.path === '/'} className="menu__link">
          <span>{t(`menu.${leaf.id}`)}</span>
          {count ? (
            <span className="badge">
              <span aria-hidden="true">{formatNumber(count)}</span>
              <span className="sr-only">{t('menu.pending', { count })}</span>
            </span>
          ) : null}
        </NavLink>
      </li>
    );
  };
  return (
    <ul className="menu">
      {menuFor(role).map((entry) =>
        isGroup(entry) ? (
          <li key={entry.id} className="menu__group">
            <p className="menu__group-title" id={`menu-${entry.id}`}>
              {t(`menu.${entry.id}`)}
            </p>
            <ul aria-labelledby={`menu-${entry.id}`}>{entry.children.map(link)}</ul>
          </li>
        ) : (
          link(entry)
        ),
      )}
    </ul>
  );
}

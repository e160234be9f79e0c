import { Suspense, lazy } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../auth/session.ts';
import { SCROLL } from '@croupier/contract/constants';
import { MenuIcon, UserIcon } from '../components/icons.tsx';
import { Logo } from '../components/logo.tsx';
import { localizedPath } from '../lib/language.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { MainMenuList } from './main-menu.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';

/** A player's balance chip and menus: their own chunk, so a guest's first screen does without. */
const PlayerHeader = lazy(() =>
  import('./player-account.tsx').then((m) => ({ default: m.PlayerHeader })),
);

export const MAIN_DRAWER_ID = 'main-menu-drawer';
export const ACCOUNT_DRAWER_ID = 'account-drawer';

/**
 * Desktop (>= 1200 px): logo, main menu, log-in and register (for a player: the balance chip
 * and the dashboard button). Below that: a burger for the left menu, the logo, and the account
 * button for the right menu. Compact after 300 px.
 */
export function Header({
  menuOpen,
  accountOpen,
  onOpenMenu,
  onOpenAccount,
}: {
  menuOpen: boolean;
  accountOpen: boolean;
  onOpenMenu: () => void;
  onOpenAccount: () => void;
}) {
  const { t } = useTranslation('header');
  const lang = useLang();
  const brand = useBrand();
  const compact = useScrolledPast(SCROLL.compactHeaderPx);
  const loggedIn = useIsLoggedIn();

  return (
    <header className={`site-header${compact ? ' is-compact' : ''}`}>
      <div className="site-header__inner">
        <button
          type="button"
          className="icon-btn site-header__burger"
          aria-label={t('open_menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={MAIN_DRAWER_ID}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>

        <Link to={localizedPath(lang, '/')} className="site-header__logo">
          <Logo text={brand?.logoText ?? null} src={brand?.logoUrl} />
        </Link>

        <nav className="site-header__nav" aria-label={t('main_menu')}>
          <MainMenuList className="main-nav" />
        </nav>

        <div className="site-header__account">
          {loggedIn ? (
            <Suspense fallback={<span className="balance-chip balance-chip--loading skeleton" />}>
              <PlayerHeader />
            </Suspense>
          ) : (
            <>
              <Link
                to={localizedPath(lang, '/login')}
                className="btn btn--ghost btn--sm site-header__login"
              >
                {t('login')}
              </Link>
              <Link
                to={localizedPath(lang, '/registration')}
                className="btn btn--primary btn--sm site-header__register"
              >
                {t('register')}
              </Link>
            </>
          )}
          <button
            type="button"
            className="icon-btn site-header__account-btn"
            aria-label={t('open_account')}
            aria-haspopup="dialog"
            aria-expanded={accountOpen}
            aria-controls={ACCOUNT_DRAWER_ID}
            onClick={onOpenAccount}
          >
            <UserIcon />
          </button>
        </div>
      </div>
    </header>
  );
}

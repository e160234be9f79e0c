import { Suspense, lazy, type MouseEvent } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../auth/session.ts';
import { Drawer } from '../components/drawer.tsx';
import { UserIcon } from '../components/icons.tsx';
import { Logo } from '../components/logo.tsx';
import { localizedPath } from '../lib/language.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { ACCOUNT_DRAWER_ID, MAIN_DRAWER_ID } from './header.tsx';
import { LanguageSelect } from './language-select.tsx';
import { MainMenuList } from './main-menu.tsx';
import { LEGAL_LINKS, SUPPORT_LINKS } from './site-links.ts';

/** A player's account menu: its own chunk (with the header's balance chip). */
const PlayerDrawer = lazy(() =>
  import('./player-drawer.tsx').then((m) => ({ default: m.PlayerDrawer })),
);

export type OpenMenu = 'main' | 'account' | null;

/** The mobile and tablet slide menus: main menu on the left, account on the right. */
export function MobileMenus({ open, onClose }: { open: OpenMenu; onClose: () => void }) {
  const { t } = useTranslation(['header', 'footer']);
  const lang = useLang();
  const brand = useBrand();
  // The drawers belong to the narrow layout: widening the window to desktop closes them.
  const desktop = useIsDesktop();
  const loggedIn = useIsLoggedIn();

  // A followed link closes the menu it was in.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onClose();
  };

  return (
    <>
      <Drawer
        id={MAIN_DRAWER_ID}
        side="left"
        open={open === 'main' && !desktop}
        onClose={onClose}
        title={t('main_menu')}
        closeLabel={t('close_menu')}
        header={<Logo text={brand?.logoText ?? null} src={brand?.logoUrl} />}
      >
        <div className="drawer-content" onClick={closeOnLink}>
          <nav aria-label={t('main_menu')}>
            <MainMenuList className="drawer-menu" />
          </nav>
          <nav aria-labelledby="drawer-info-title" className="drawer-info">
            <h3 id="drawer-info-title" className="drawer-info__title">
              {t('information')}
            </h3>
            <ul className="drawer-info__list">
              {[...SUPPORT_LINKS, ...LEGAL_LINKS].map((link) => (
                <li key={link.key}>
                  <Link to={localizedPath(lang, link.path)}>{t(`footer:${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSelect className="drawer-content__lang" />
        </div>
      </Drawer>

      <Drawer
        id={ACCOUNT_DRAWER_ID}
        side="right"
        open={open === 'account' && !desktop}
        onClose={onClose}
        title={t('account')}
        closeLabel={t('close_account')}
      >
        {loggedIn ? (
          <Suspense fallback={null}>
            <PlayerDrawer onClose={onClose} />
          </Suspense>
        ) : (
          <div className="account-guest" onClick={closeOnLink}>
            <span className="account-guest__avatar" aria-hidden="true">
              <UserIcon width={32} height={32} />
            </span>
            <p className="account-guest__title">{t('account_guest_title')}</p>
            <p className="account-guest__text">{t('account_guest_text')}</p>
            <Link to={localizedPath(lang, '/registration')} className="btn btn--primary btn--block">
              {t('register')}
            </Link>
            <Link to={localizedPath(lang, '/login')} className="btn btn--secondary btn--block">
              {t('login')}
            </Link>
          </div>
        )}
      </Drawer>
    </>
  );
}

import { Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { useAfterFirstCommit } from '../lib/idle.ts';
import { useTranslation } from '../lib/translation.tsx';
import { Outlet } from 'react-router';
import { usePageLoading } from '../app/lazy-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { useLiveChat } from '../lib/live-chat.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileMenus, type OpenMenu } from './mobile-menus.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

/** The global shell: skip link, header with menus, the page, footer, cookie banner. */
export function Component() {
  // Every group the shell shows, loaded together before the first paint.
  const { t } = useTranslation(['header', 'footer', 'cookies', 'buttons']);
  const pageLoading = usePageLoading();
  const [menu, setMenu] = useState<OpenMenu>(null);
  const [cookieSettings, setCookieSettings] = useState(false);
  const cookieSettingsOpener = useRef<HTMLElement | null>(null);
  useLiveChat();
  // The footer is below the first screen: it is built right after it, in a render of its own.
  const footer = useAfterFirstCommit();

  const openCookieSettings = useCallback(() => {
    cookieSettingsOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCookieSettings(true);
  }, []);
  const closeCookieSettings = useCallback(() => {
    setCookieSettings(false);
    cookieSettingsOpener.current?.focus({ preventScroll: true });
    cookieSettingsOpener.current = null;
  }, []);

  return (
    <div className="shell">
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('skip_to_content')}
      </a>
      <div className={`nav-progress${pageLoading ? ' is-active' : ''}`} aria-hidden="true" />
      <Header
        menuOpen={menu === 'main'}
        accountOpen={menu === 'account'}
        onOpenMenu={() => setMenu('main')}
        onOpenAccount={() => setMenu('account')}
      />
      <MobileMenus open={menu} onClose={() => setMenu(null)} />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoader fullPage={false} />}>
          <Outlet />
        </Suspense>
      </main>
      {footer && <Footer onOpenCookieSettings={openCookieSettings} />}
      <ScrollTopButton />
      <CookieBanner reopened={cookieSettings} onClose={closeCookieSettings} />
    </div>
  );
}

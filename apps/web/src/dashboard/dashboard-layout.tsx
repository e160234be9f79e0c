import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link, NavLink, Outlet } from 'react-router';
import { useBalance, useMe } from '../auth/session.ts';
import { ErrorState } from '../components/error-state.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { localizedPath } from '../lib/language.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { formatMoney } from '../shell/money.ts';
import { DASHBOARD_MENU, MOBILE_SCROLL } from './dashboard-menu.ts';
import { AlertIcon, CheckBadgeIcon, DepositIcon } from './menu-icons.tsx';
import '../auth/auth.css';
import './dashboard.css';

function scrollDown(px: number) {
  // After the child page has rendered, so the scroll is not undone by the new content.
  requestAnimationFrame(() => window.scrollTo({ top: px, behavior: 'smooth' }));
}

/**
 * The dashboard frame: greeting, verified state, the three balances (withdrawable, deposited,
 * bonus) and the menu; the child page renders beside the menu (below it on mobile).
 */
export function Component() {
  const { t } = useTranslation(['myprofile', 'dashboardMenu', 'accountBalance']);
  const lang = useLang();
  const brand = useBrand();
  const desktop = useIsDesktop();
  const me = useMe();
  const balance = useBalance();
  useDocumentMeta({
    title: brand ? `${t('dashboardMenu:dashboard')} | ${brand.name}` : undefined,
  });

  if (me.isError) return <ErrorState onRetry={() => void me.refetch()} />;
  if (!me.data) return <PageLoader fullPage={false} />;

  const player = me.data;
  const money = balance.data ?? player.balance;
  const symbol = player.currency.symbol;
  const path = (key: string) => localizedPath(lang, `/dashboard/${key}`);

  const onMenuClick = (event: MouseEvent<HTMLAnchorElement>, px: number) => {
    if (desktop || event.defaultPrevented || event.button !== 0 || event.metaKey) return;
    scrollDown(px);
  };

  const balances = [
    { key: 'withdrawable', value: money.available },
    { key: 'deposited', value: money.deposited },
    { key: 'bonus', value: money.bonus },
  ] as const;

  return (
    <div className="dashboard">
      <section className="dash-hero" aria-labelledby="dash-greeting">
        <div className="dash-hero__intro">
          <p className="dash-hero__eyebrow">{t('dashboardMenu:dashboard')}</p>
          <h1 id="dash-greeting" className="dash-hero__title">
            {t('myprofile:greeting', { name: player.name || player.username })}
          </h1>
          {player.is_verified ? (
            <p className="dash-verified dash-verified--yes">
              <CheckBadgeIcon width={18} height={18} />
              {t('myprofile:verified')}
            </p>
          ) : (
            <p className="dash-verified dash-verified--no">
              <AlertIcon width={18} height={18} />
              {t('myprofile:not_verified')}
            </p>
          )}
        </div>
        <dl className="dash-balances">
          {balances.map((b) => (
            <div key={b.key} className={`dash-balance dash-balance--${b.key}`}>
              <dt className="dash-balance__label">{t(`accountBalance:${b.key}`)}</dt>
              <dd className="dash-balance__value">{formatMoney(b.value, symbol, lang)}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={path('deposit')}
          className="btn btn--primary dash-hero__deposit"
          onClick={(e) => onMenuClick(e, MOBILE_SCROLL.depositShortcut)}
        >
          <DepositIcon width={20} height={20} />
          {t('accountBalance:deposit')}
        </Link>
      </section>

      <div className="dash-body">
        <nav className="dash-menu" aria-label={t('dashboardMenu:menu_label')}>
          <ul className="dash-menu__list">
            {DASHBOARD_MENU.map(({ key, icon: Icon, desktopOnly }) => (
              <li key={key} className={desktopOnly ? 'dash-menu__item--desktop' : undefined}>
                <NavLink
                  to={path(key)}
                  className={({ isActive }) => `dash-menu__link${isActive ? ' is-active' : ''}`}
                  onClick={(e) => onMenuClick(e, MOBILE_SCROLL.menu)}
                >
                  <Icon className="dash-menu__icon" />
                  <span>{t(`dashboardMenu:${key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="dash-content">
          <Suspense fallback={<PageLoader fullPage={false} />}>
            <Outlet context={player} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

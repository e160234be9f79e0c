import { useTranslation } from '../lib/translation.tsx';
import { Navigate, useParams } from 'react-router';
import { LockIcon } from '../components/icons.tsx';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { DASHBOARD_PAGES } from './dashboard-menu.ts';

/** A dashboard page of the menu that is not built yet says so; an unknown one opens the first. */
export function Component() {
  const { t } = useTranslation(['myprofile', 'dashboardMenu']);
  const { page = '' } = useParams();
  const lang = useLang();
  if (!DASHBOARD_PAGES.includes(page)) {
    return <Navigate to={localizedPath(lang, '/dashboard/informations')} replace />;
  }
  return (
    <section className="dash-panel dash-soon" aria-labelledby="dash-page-title">
      <h2 id="dash-page-title" className="dash-panel__title">
        {t(`dashboardMenu:${page}`)}
      </h2>
      <div className="dash-soon__body">
        <span className="dash-soon__icon" aria-hidden="true">
          <LockIcon width={28} height={28} />
        </span>
        <p className="dash-soon__title">{t('myprofile:coming_soon_title')}</p>
        <p className="dash-soon__text">{t('myprofile:coming_soon_text')}</p>
      </div>
    </section>
  );
}

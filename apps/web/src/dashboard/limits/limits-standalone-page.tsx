import { useTranslation } from '../../lib/translation.tsx';
import { Link } from 'react-router';
import { usePageTitle } from '../../auth/use-page-title.ts';
import { ChevronLeftIcon } from '../../components/icons.tsx';
import { localizedPath } from '../../lib/language.ts';
import { useLang } from '../../lib/use-lang.ts';
import { LimitsPanel } from './limits-panel.tsx';
import '../../auth/auth.css';
import '../dashboard.css';

/** /{lang}/limits (spec route list): the same page on its own, for logged-in players. */
export function Component() {
  const { t } = useTranslation(['myprofile', 'dashboardMenu']);
  const lang = useLang();
  usePageTitle(t('myprofile:limits_title'));
  return (
    <div className="dashboard limits-standalone">
      <Link to={localizedPath(lang, '/dashboard/limits')} className="limits-standalone__back">
        <ChevronLeftIcon width={18} height={18} />
        {t('dashboardMenu:dashboard')}
      </Link>
      <LimitsPanel level={1} />
    </div>
  );
}

import { useTranslation } from '../../lib/translation.tsx';
import { Link } from 'react-router';
import { useMe } from '../../auth/session.ts';
import { usePageTitle } from '../../auth/use-page-title.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { ChevronLeftIcon } from '../../components/icons.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { localizedPath } from '../../lib/language.ts';
import { useLang } from '../../lib/use-lang.ts';
import { KycPanel } from './kyc-panel.tsx';
import '../../auth/auth.css';
import '../dashboard.css';

/** /{lang}/kyc (and ?lv=selfie, spec route list): the KYC page on its own, for logged-in players. */
export function Component() {
  const { t } = useTranslation(['identity', 'dashboardMenu']);
  const lang = useLang();
  const me = useMe();
  usePageTitle(t('identity:kyc_title'));
  let body;
  if (me.isError) body = <ErrorState onRetry={() => void me.refetch()} />;
  else if (!me.data) body = <PageLoader fullPage={false} />;
  else body = <KycPanel initial={me.data} level={1} />;
  return (
    <div className="dashboard kyc-standalone">
      <Link to={localizedPath(lang, '/dashboard/kyc')} className="kyc-standalone__back">
        <ChevronLeftIcon width={18} height={18} />
        {t('dashboardMenu:dashboard')}
      </Link>
      {body}
    </div>
  );
}

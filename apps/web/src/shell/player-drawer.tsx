import { Suspense } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { UserIcon } from '../components/icons.tsx';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import { DashboardIcon } from './account-icons.tsx';
import { BalanceSummary, EyeToggle, InboxButton } from './player-account.tsx';

/** The mobile right menu for a logged-in player: the balance summary and the dashboard. */
export function PlayerDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accountBalance');
  const lang = useLang();
  return (
    <div className="account-player">
      <div className="account-player__head">
        <span className="account-guest__avatar account-player__avatar" aria-hidden="true">
          <UserIcon width={28} height={28} />
        </span>
        <EyeToggle className="account-player__eye" />
      </div>
      <BalanceSummary onNavigate={onClose} />
      <Link
        to={localizedPath(lang, '/dashboard')}
        className="btn btn--ghost btn--block account-player__dashboard"
        onClick={onClose}
      >
        <DashboardIcon />
        {t('dashboard')}
      </Link>
      <Suspense fallback={null}>
        <InboxButton variant="menu" />
      </Suspense>
    </div>
  );
}

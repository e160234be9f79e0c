import '../auth/auth.css';
import { useTranslation } from '../lib/translation.tsx';
import { Link, useLocation } from 'react-router';
import type { Promotion } from '@croupier/contract/cms';
import type { Language } from '@croupier/contract/constants';
import { Notice, Spinner } from '../auth/form.tsx';
import { rememberSavedPath } from '../auth/saved-path.ts';
import { useIsLoggedIn, useMe } from '../auth/session.ts';
import { useClaimCampaign, type PlayerCampaign } from '../bonus/api.ts';
import { bonusErrorKey, formatCampaignAmount } from '../bonus/bonus-rules.ts';
import { CalendarIcon } from '../components/icons.tsx';
import { formatUtcDate } from '../lib/format.ts';
import { localizedPath } from '../lib/language.ts';
import { PromotionAction } from './promotion-availability.tsx';

/**
 * The detail's call to action. A promotion that offers a running campaign gets a Claim button
 * for a logged-in player (POST claim, then what happened and a way to My Bonus); a guest is
 * sent to register or log in first (and comes back here). A campaign that has not started is a
 * disabled button with its start date; a promotion without one keeps its usual action.
 */
export function PromotionClaim({
  promotion,
  lang,
  label,
  className = '',
}: {
  promotion: Promotion;
  lang: Language;
  /** The usual action's label (a promotion without a campaign to claim). */
  label: string;
  className?: string;
}) {
  const campaign = promotion.campaign ?? null;
  const fallback = (
    <PromotionAction
      promotion={promotion}
      lang={lang}
      to={localizedPath(lang, '/registration')}
      label={label}
      className={className}
    />
  );
  if (!campaign || !promotion.is_valid) return fallback;
  return <Claim promotion={promotion} campaign={campaign} lang={lang} className={className} />;
}

function Claim({
  promotion,
  campaign,
  lang,
  className,
}: {
  promotion: Promotion;
  campaign: NonNullable<Promotion['campaign']>;
  lang: Language;
  className: string;
}) {
  const { t } = useTranslation('myBonus');
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const player = useMe().data ?? null;
  const claim = useClaimCampaign(player?.id ?? null, lang);

  if (!campaign.is_valid) {
    const from = campaign.valid_from ?? promotion.valid_from;
    const date = from ? formatUtcDate(from, lang) : '';
    return (
      <button type="button" className={`btn btn--muted ${className}`} disabled>
        <CalendarIcon width={18} height={18} />
        {date ? t('promotion:available_from', { date }) : t('promotion:not_available')}
      </button>
    );
  }

  if (!loggedIn) {
    return (
      <div className={`promo-claim ${className}`}>
        <p className="promo-claim__hint">{t('claim_guest_hint')}</p>
        <div className="promo-claim__actions">
          <Link
            to={localizedPath(lang, '/registration')}
            className="btn btn--primary"
            onClick={() => rememberSavedPath(pathname)}
          >
            {t('claim_register')}
          </Link>
          <Link
            to={localizedPath(lang, '/login')}
            className="btn btn--secondary"
            onClick={() => rememberSavedPath(pathname)}
          >
            {t('claim_login')}
          </Link>
        </div>
      </div>
    );
  }

  const claimed: PlayerCampaign | undefined = claim.data;
  const successText = (pc: PlayerCampaign) => {
    if (pc.status === 'unused' && pc.campaign.kind === 'deposit') {
      return pc.campaign.min_dep > 0 && player
        ? t('claimed_deposit', {
            name: pc.campaign.name,
            min: formatCampaignAmount(pc.campaign.min_dep, player.currency, lang),
          })
        : t('claimed_deposit_any', { name: pc.campaign.name });
    }
    return t('claimed', { name: pc.campaign.name });
  };
  const errorKey = claim.isError ? bonusErrorKey(claim.error, 'campaign_id') : null;

  return (
    <div className={`promo-claim ${className}`}>
      {!claimed && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={claim.isPending || player === null}
          aria-busy={claim.isPending || undefined}
          onClick={() => claim.mutate(campaign.id)}
        >
          {claim.isPending && <Spinner />}
          {claim.isPending ? t('claiming') : t('claim')}
          <span className="visually-hidden">: {promotion.title}</span>
        </button>
      )}
      <div aria-live="polite">
        {claimed && (
          <Notice kind="success" role="status">
            <p data-testid="claim-message">{successText(claimed)}</p>
            <p className="notice__links">
              <Link to={localizedPath(lang, '/dashboard/myBonus')}>{t('view_my_bonus')}</Link>
            </p>
          </Notice>
        )}
        {errorKey && (
          <Notice kind="danger" role="alert">
            <p data-testid="claim-message">
              {t(`error_${errorKey}`, { defaultValue: t('error_generic') })}
            </p>
            {errorKey === 'campaign_sms_not_verified' && (
              <p className="notice__links">
                <Link to={localizedPath(lang, '/dashboard/informations')}>{t('verify_link')}</Link>
              </p>
            )}
          </Notice>
        )}
      </div>
    </div>
  );
}

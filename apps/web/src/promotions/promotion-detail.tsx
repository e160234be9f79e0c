import { useTranslation } from '../lib/translation.tsx';
import { Link, Navigate } from 'react-router';
import { CmsContent } from '../components/cms-content.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { CalendarIcon, ChevronLeftIcon } from '../components/icons.tsx';
import { Skeleton, TextSkeleton } from '../components/skeleton.tsx';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { formatUtcDate } from '../lib/format.ts';
import { localizedPath } from '../lib/language.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { PROMOTION_ID, isMissingPromotion, usePromotion } from './api/get-promotion.ts';
import { cardImage } from './card-image.ts';
import { PromotionClaim } from './promotion-claim.tsx';

export function PromotionDetail({ id }: { id: string }) {
  const { t } = useTranslation(['promotion', 'common']);
  const lang = useLang();
  const brand = useBrand();
  const query = usePromotion(id, lang);
  const promotion = query.data;
  const listPath = localizedPath(lang, '/promotion');

  useDocumentMeta({
    title: promotion
      ? promotion.seo.title || (brand ? `${promotion.title} | ${brand.name}` : promotion.title)
      : undefined,
    description: promotion?.seo.description,
    keywords: promotion?.seo.keywords,
  });

  // Unknown ids, and pages that are not promotions, lead back to the list.
  if (!PROMOTION_ID.test(id) || isMissingPromotion(query.error) || promotion === null) {
    return <Navigate to={listPath} replace />;
  }

  const back = (
    <Link to={listPath} className="back-link">
      <ChevronLeftIcon width={18} height={18} />
      {t('back')}
    </Link>
  );

  if (query.isError) {
    return (
      <div className="promo-detail">
        {back}
        <h1 className="visually-hidden">{t('title')}</h1>
        <ErrorState message={t('load_error')} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  if (!promotion) {
    return (
      <div className="promo-detail" aria-busy="true">
        {back}
        <h1 className="visually-hidden">{t('common:loading')}</h1>
        <div className="promo-detail__layout" aria-hidden="true">
          <Skeleton className="promo-detail__media-skeleton" />
          <div className="promo-detail__head">
            <Skeleton className="promo-detail__title-skeleton" />
            <TextSkeleton lines={2} />
            <Skeleton className="promo-card__button-skeleton" />
          </div>
        </div>
        <TextSkeleton lines={6} />
      </div>
    );
  }

  const from = promotion.valid_from ? formatUtcDate(promotion.valid_from, lang) : '';
  const to = promotion.valid_to ? formatUtcDate(promotion.valid_to, lang) : '';

  return (
    <article className="promo-detail">
      {back}
      <div className="promo-detail__layout">
        <div className="promo-detail__media">
          <img src={cardImage(promotion)} alt="" width={800} height={800} />
        </div>
        <div className="promo-detail__head">
          <span className={`promo-badge${promotion.is_valid ? ' promo-badge--active' : ''}`}>
            {promotion.is_valid ? t('badge_active') : t('badge_upcoming')}
          </span>
          <h1 className="promo-detail__title">{promotion.title}</h1>
          {promotion.comment && <p className="promo-detail__lead">{promotion.comment}</p>}
          {(from || to) && (
            <dl className="promo-dates">
              {from && (
                <div>
                  <dt>
                    <CalendarIcon width={16} height={16} />
                    {t('valid_from')}
                  </dt>
                  <dd>{from}</dd>
                </div>
              )}
              {to && (
                <div>
                  <dt>
                    <CalendarIcon width={16} height={16} />
                    {t('valid_until')}
                  </dt>
                  <dd>{to}</dd>
                </div>
              )}
            </dl>
          )}
          <PromotionClaim
            promotion={promotion}
            lang={lang}
            label={t('join_now')}
            className="promo-detail__action"
          />
        </div>
      </div>
      <CmsContent html={promotion.content} lang={lang} className="promo-detail__content" />
    </article>
  );
}

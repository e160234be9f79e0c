import { useTranslation } from '../lib/translation.tsx';
import type { Promotion } from '@croupier/contract/cms';
import type { Language } from '@croupier/contract/constants';
import { ErrorState } from '../components/error-state.tsx';
import { GiftIcon } from '../components/icons.tsx';
import { Skeleton, TextSkeleton } from '../components/skeleton.tsx';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { localizedPath } from '../lib/language.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { usePromotions } from './api/get-promotions.ts';
import { cardImage } from './card-image.ts';
import { PromotionAction } from './promotion-availability.tsx';

function PromotionCard({ promotion, lang }: { promotion: Promotion; lang: Language }) {
  const { t } = useTranslation('promotion');
  return (
    <li className={`promo-card${promotion.is_valid ? '' : ' promo-card--upcoming'}`}>
      <div className="promo-card__media">
        <img src={cardImage(promotion)} alt="" width={800} height={800} loading="lazy" />
        <span className={`promo-badge${promotion.is_valid ? ' promo-badge--active' : ''}`}>
          {promotion.is_valid ? t('badge_active') : t('badge_upcoming')}
        </span>
      </div>
      <div className="promo-card__body">
        <h2 className="promo-card__title">{promotion.title}</h2>
        {promotion.comment && <p className="promo-card__comment">{promotion.comment}</p>}
        <PromotionAction
          promotion={promotion}
          lang={lang}
          to={localizedPath(lang, `/promotion/${promotion.id}`)}
          label={t('more_info')}
          className="promo-card__action"
        />
      </div>
    </li>
  );
}

function CardSkeleton() {
  return (
    <li className="promo-card promo-card--skeleton" aria-hidden="true">
      <Skeleton className="promo-card__media-skeleton" />
      <div className="promo-card__body">
        <Skeleton className="promo-card__title-skeleton" />
        <TextSkeleton lines={2} />
        <Skeleton className="promo-card__button-skeleton" />
      </div>
    </li>
  );
}

export function PromotionList() {
  const { t } = useTranslation('promotion');
  const lang = useLang();
  const brand = useBrand();
  const query = usePromotions(lang);
  useDocumentMeta({
    title: brand ? `${t('title')} | ${brand.name}` : undefined,
    description: brand ? t('meta_description', { brand: brand.name }) : undefined,
  });

  return (
    <section className="promotions" aria-labelledby="promotions-title" aria-busy={query.isPending}>
      <header className="promotions__hero">
        <span className="promotions__hero-icon" aria-hidden="true">
          <GiftIcon width={28} height={28} />
        </span>
        <h1 id="promotions-title">{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>

      {query.isError ? (
        <ErrorState message={t('load_error')} onRetry={() => void query.refetch()} />
      ) : query.data?.length === 0 ? (
        <p className="promotions__empty">{t('empty')}</p>
      ) : (
        <ul className="promo-grid">
          {query.data
            ? query.data.map((p) => <PromotionCard key={p.id} promotion={p} lang={lang} />)
            : Array.from({ length: 6 }, (_, i) => <CardSkeleton key={i} />)}
        </ul>
      )}
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@croupier/contract/cms';
import type { BannerTag } from '@croupier/contract/constants';
import { useAfterFirstScreen } from '../lib/idle.ts';
import type { Language } from '../lib/language.ts';
import { useBanners } from './api/get-banners.ts';
import { BannerSlide } from './banner-slide.tsx';

const BannerSlider = lazy(() => import('./banner-slider.tsx'));

/** A lobby's banners; nothing at all when there are none or they cannot be loaded. */
export function BannerCarousel({ lang, tags }: { lang: Language; tags: readonly BannerTag[] }) {
  const banners = useBanners(lang, tags);
  // The carousel's code (embla) after the first screen: the first banner does not need it.
  const idle = useAfterFirstScreen();
  if (banners.isPending)
    return <div className="banner-carousel__skeleton skeleton" aria-hidden="true" />;
  if (banners.isError || banners.data.length === 0) return null;
  const [first] = banners.data;
  if (!idle)
    return first ? <FirstBanner banner={first} count={banners.data.length} lang={lang} /> : null;
  return (
    <Suspense
      fallback={first && <FirstBanner banner={first} count={banners.data.length} lang={lang} />}
    >
      <BannerSlider banners={banners.data} lang={lang} />
    </Suspense>
  );
}

/** The first banner alone, exactly as the carousel shows it, while the carousel's code loads. */
function FirstBanner({ banner, count, lang }: { banner: Banner; count: number; lang: Language }) {
  const { t } = useTranslation('casino');
  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('banner_carousel_role')}
      aria-label={t('banners_label')}
    >
      <div className="banner-carousel__viewport">
        <div className="banner-carousel__track">
          <BannerSlide
            banner={banner}
            lang={lang}
            label={t('banner_position', { index: 1, count })}
            roleDescription={t('banner_slide_role')}
            eager
          />
        </div>
      </div>
    </section>
  );
}

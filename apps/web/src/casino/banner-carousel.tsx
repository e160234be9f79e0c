import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import type { Banner } from '@croupier/contract/cms';
import { TIMINGS, type BannerTag } from '@croupier/contract/constants';
import { useAfterFirstScreen } from '../lib/idle.ts';
import type { Language } from '../lib/language.ts';
import { useBanners } from './api/get-banners.ts';
import { BannerSlide } from './banner-slide.tsx';

const BannerSlider = lazy(() => import('./banner-slider.tsx'));

/**
 * When the carousel's code (embla, whose first measure lays the page out again) comes: at the
 * first touch, pointer or focus on the banner, or this long after the first screen, early enough
 * to be running before its first automatic advance would be due.
 */
export const SLIDER_AFTER_MS = TIMINGS.carouselAutoplayMs - 1_500;

/** A lobby's banners; nothing at all when there are none or they cannot be loaded. */
export function BannerCarousel({ lang, tags }: { lang: Language; tags: readonly BannerTag[] }) {
  const banners = useBanners(lang, tags);
  // The carousel's code after the first screen, and only once it is wanted: the first banner
  // does not need it, and a lone banner never does.
  const idle = useAfterFirstScreen();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!idle || wanted) return;
    const timer = setTimeout(() => setWanted(true), SLIDER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [idle, wanted]);
  if (banners.isPending)
    return <div className="banner-carousel__skeleton skeleton" aria-hidden="true" />;
  if (banners.isError || banners.data.length === 0) return null;
  const [first] = banners.data;
  const several = banners.data.length > 1;
  const firstBanner = first && (
    <FirstBanner
      banner={first}
      count={banners.data.length}
      lang={lang}
      onWanted={several ? () => setWanted(true) : undefined}
    />
  );
  if (!several || !wanted) return firstBanner;
  return (
    <Suspense fallback={firstBanner}>
      <BannerSlider banners={banners.data} lang={lang} />
    </Suspense>
  );
}

/** The first banner alone, exactly as the carousel shows it, while the carousel's code loads. */
function FirstBanner({
  banner,
  count,
  lang,
  onWanted,
}: {
  banner: Banner;
  count: number;
  lang: Language;
  /** Asks for the carousel: the visitor reached for the banner. */
  onWanted?: (() => void) | undefined;
}) {
  const { t } = useTranslation('casino');
  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('banner_carousel_role')}
      aria-label={t('banners_label')}
      onPointerEnter={onWanted}
      onTouchStart={onWanted}
      onFocus={onWanted}
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
      {count > 1 && (
        // The carousel's dots until its code comes: the same height, so nothing moves then.
        <div className="banner-carousel__controls" aria-hidden="true">
          <div className="banner-carousel__dots">
            {Array.from({ length: count }, (_, i) => (
              <span
                key={i}
                className="banner-carousel__dot"
                data-current={i === 0 ? 'true' : undefined}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

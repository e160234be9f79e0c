import { useCallback, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Banner } from '@croupier/contract/cms';
import { BREAKPOINTS, TIMINGS, type BannerTag } from '@croupier/contract/constants';
import { localizedPath, type Language } from '../lib/language.ts';
import { useBanners } from './api/get-banners.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

const MOBILE_MODE = `(max-width: ${BREAKPOINTS.mobileCarouselMax}px)`;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A lobby's banners; nothing at all when there are none or they cannot be loaded. */
export function BannerCarousel({ lang, tags }: { lang: Language; tags: readonly BannerTag[] }) {
  const banners = useBanners(lang, tags);
  if (banners.isPending)
    return <div className="banner-carousel__skeleton skeleton" aria-hidden="true" />;
  if (banners.isError || banners.data.length === 0) return null;
  return <Carousel banners={banners.data} lang={lang} />;
}

function Carousel({ banners, lang }: { banners: Banner[]; lang: Language }) {
  const { t } = useTranslation('casino');
  const id = useId();
  const mobileMode = useMediaQuery(MOBILE_MODE);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [paused, setPaused] = useState(false);
  const several = banners.length > 1;
  // Auto-advance only in the mobile carousel, never with reduced motion or after a pause.
  const canAutoplay = several && mobileMode && !reducedMotion;
  const autoplay = canAutoplay && !paused;

  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: TIMINGS.carouselAutoplayMs,
              stopOnMouseEnter: true,
              stopOnInteraction: false,
              // Hovering the arrows and dots pauses too, not only the pictures.
              rootNode: (viewport) => viewport.parentElement,
            }),
          ]
        : [],
    [autoplay],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: several, watchDrag: several }, plugins);

  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('select', onChange).on('reInit', onChange);
      return () => void api?.off('select', onChange).off('reInit', onChange);
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );

  // A tap also fires a mouse "enter" that pauses autoplay; remember how the arrow was pressed.
  const pointerType = useRef('mouse');
  const restartTimer = () => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.reset();
    else if (pointerType.current !== 'mouse') plugin.play();
  };
  const go = (direction: -1 | 1) => {
    if (!api) return;
    if (direction < 0) api.scrollPrev(reducedMotion);
    else api.scrollNext(reducedMotion);
    restartTimer();
  };
  const goTo = (index: number) => {
    api?.scrollTo(index, reducedMotion);
    restartTimer();
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('banner_carousel_role')}
      aria-label={t('banners_label')}
      onPointerDown={(e) => {
        pointerType.current = e.pointerType;
      }}
    >
      <div className="banner-carousel__viewport" ref={viewportRef}>
        <div className="banner-carousel__track" id={`${id}-slides`}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              lang={lang}
              label={t('banner_position', { index: index + 1, count: banners.length })}
              roleDescription={t('banner_slide_role')}
              eager={index === 0}
            />
          ))}
        </div>
      </div>
      {several && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-controls={`${id}-slides`}
            aria-label={t('banner_previous')}
            onClick={() => go(-1)}
          >
            <Chevron direction="left" />
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-controls={`${id}-slides`}
                aria-label={t('banner_go_to', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-controls={`${id}-slides`}
            aria-label={t('banner_next')}
            onClick={() => go(1)}
          >
            <Chevron direction="right" />
          </button>
          {canAutoplay && (
            <button
              type="button"
              className="banner-carousel__pause"
              aria-label={paused ? t('banner_play') : t('banner_pause')}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function BannerSlide({
  banner,
  lang,
  label,
  roleDescription,
  eager,
}: {
  banner: Banner;
  lang: Language;
  label: string;
  roleDescription: string;
  eager: boolean;
}) {
  const desktop = banner.medias.find((m) => !m.is_mobile);
  const mobile = banner.medias.find((m) => m.is_mobile) ?? desktop;
  const { button_text: buttonText, button_url: buttonUrl } = banner.options;
  return (
    <div
      className="banner-slide"
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
    >
      {mobile && (
        <picture className="banner-slide__picture">
          {desktop && (
            <source
              media={`(min-width: ${BREAKPOINTS.bannerSwitch}px)`}
              srcSet={desktop.url}
              width={1600}
              height={500}
            />
          )}
          {/* The picture is decoration: its words are the title and subtitle beside it. */}
          <img
            src={mobile.url}
            alt=""
            width={800}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        </picture>
      )}
      <div className="banner-slide__content">
        <h2 className="banner-slide__title">{banner.title}</h2>
        {banner.subtitle && <p className="banner-slide__subtitle">{banner.subtitle}</p>}
        {buttonText && buttonUrl && (
          <BannerLink url={buttonUrl} lang={lang}>
            {buttonText}
          </BannerLink>
        )}
      </div>
    </div>
  );
}

function BannerLink({ url, lang, children }: { url: string; lang: Language; children: string }) {
  if (/^https?:\/\//i.test(url)) {
    return (
      <a className="btn btn--primary banner-slide__button" href={url} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className="btn btn--primary banner-slide__button" to={localizedPath(lang, url)}>
      {children}
    </Link>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

import { useCallback, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Banner } from '@croupier/contract/cms';
import { BREAKPOINTS, TIMINGS } from '@croupier/contract/constants';
import type { Language } from '../lib/language.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { BannerSlide } from './banner-slide.tsx';

const MOBILE_MODE = `(max-width: ${BREAKPOINTS.mobileCarouselMax}px)`;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The interactive carousel (embla): arrows, dots, autoplay on mobile. Its own chunk, loaded
 * after the first screen, which shows the first banner without it.
 */
export default function Carousel({ banners, lang }: { banners: Banner[]; lang: Language }) {
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

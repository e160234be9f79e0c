import { Link } from 'react-router';
import type { Banner } from '@croupier/contract/cms';
import { BREAKPOINTS } from '@croupier/contract/constants';
import { localizedPath, type Language } from '../lib/language.ts';

/** One banner: its picture (mobile and desktop sources), title, subtitle and button. */
export function BannerSlide({
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

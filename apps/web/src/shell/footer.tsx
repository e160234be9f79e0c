import { useId } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { localizedPath } from '../lib/language.ts';
import { skinLicenceText, useBrand, useSkinSettings } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { LanguageSelect } from './language-select.tsx';
import { LEGAL_LINKS, MAIN_MENU, SUPPORT_LINKS } from './site-links.ts';

export function Footer({ onOpenCookieSettings }: { onOpenCookieSettings: () => void }) {
  const { t } = useTranslation(['footer', 'header']);
  const lang = useLang();
  const brand = useBrand();
  const { data: settings } = useSkinSettings();
  const ids = useId();
  const licence = settings ? skinLicenceText(settings, lang) : '';
  const owner = settings?.licence.company_name || brand?.name;

  return (
    <footer className="site-footer">
      <div className="site-footer__top">
        <div className="site-footer__brand">
          <Link to={localizedPath(lang, '/')} className="site-footer__logo">
            <Logo text={brand?.logoText ?? null} src={brand?.logoUrl} />
          </Link>
          <p className="site-footer__tagline">{t('tagline')}</p>
          <LanguageSelect />
        </div>

        <nav className="site-footer__col" aria-labelledby={`${ids}-games`}>
          <h2 id={`${ids}-games`} className="site-footer__heading">
            {t('games_title')}
          </h2>
          <ul>
            {MAIN_MENU.map((item) => (
              <li key={item.key}>
                <Link to={localizedPath(lang, item.path)}>{t(`header:${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby={`${ids}-support`}>
          <h2 id={`${ids}-support`} className="site-footer__heading">
            {t('support_title')}
          </h2>
          <ul>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={localizedPath(lang, link.path)}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby={`${ids}-legal`}>
          <h2 id={`${ids}-legal`} className="site-footer__heading">
            {t('legal_title')}
          </h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={localizedPath(lang, link.path)}>{t(link.key)}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={onOpenCookieSettings}>
                {t('cookie_settings')}
              </button>
            </li>
          </ul>
        </nav>
      </div>

      <div className="site-footer__bottom">
        <div className="site-footer__safety">
          <span className="age-badge" role="img" aria-label={t('adult_only')}>
            18+
          </span>
          <p>
            <strong>{t('addictive')}</strong>{' '}
            <Link to={localizedPath(lang, '/responsible-gaming')}>{t('get_support')}</Link>
          </p>
        </div>
        {licence && <p className="site-footer__licence">{licence}</p>}
        <p className="site-footer__utc">{t('utc')}</p>
        {owner && (
          <p className="site-footer__copyright">
            {t('copyright', { year: new Date().getUTCFullYear(), owner })}
          </p>
        )}
      </div>
    </footer>
  );
}

import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { LockIcon } from '../components/icons.tsx';
import { localizedPath } from '../lib/language.ts';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';

/** Log-in, registration and the dashboard until player accounts land: an honest notice. */
export function Component() {
  const { t } = useTranslation(['common', 'buttons']);
  const lang = useLang();
  const brand = useBrand();
  useDocumentMeta({ title: brand ? `${t('coming_soon_title')} | ${brand.name}` : undefined });

  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__card">
        <span className="coming-soon__icon" aria-hidden="true">
          <LockIcon width={32} height={32} />
        </span>
        <h1 id="coming-soon-title">{t('coming_soon_title')}</h1>
        <p>{t('coming_soon_text')}</p>
        <Link to={localizedPath(lang, '/')} className="btn btn--primary">
          {t('buttons:back_home')}
        </Link>
      </div>
    </section>
  );
}

import { useTranslation } from '../lib/translation.tsx';
import { ToolsIcon } from '../components/icons.tsx';
import { Logo } from '../components/logo.tsx';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { useBrand } from '../lib/skin-settings.ts';
import './maintenance.css';

/** Shown for every route while the skin is in maintenance; the root sends visitors here. */
export function Component() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  useDocumentMeta({ title: brand ? `${t('maintenance_title')} | ${brand.name}` : undefined });

  return (
    <main id="main" className="maintenance">
      <div className="maintenance__card">
        <Logo text={brand?.logoText ?? null} src={brand?.logoUrl} size="lg" />
        <span className="maintenance__icon" aria-hidden="true">
          <ToolsIcon width={40} height={40} />
        </span>
        <h1 className="maintenance__text">{t('maintenance')}</h1>
      </div>
    </main>
  );
}

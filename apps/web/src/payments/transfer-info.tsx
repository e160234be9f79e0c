import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { localizedPath } from '../lib/language.ts';
import { useBrand } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { RULES } from './payment-rules.ts';
import '../static-pages/static-page.css';
import './payments.css';

/**
 * How an offline deposit works here (bank or crypto transfer): the steps from the deposit page
 * to the credited balance, the time it may take and how to cancel. Linked from the deposit page.
 */
export function TransferInfo({ kind }: { kind: 'bank' | 'crypto' }) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const brand = useBrand();
  const title = t(`${kind}_info_title`);
  useDocumentMeta({ title: brand ? `${title} | ${brand.name}` : title });
  const steps = [1, 2, 3, 4].map((n) => t(`${kind}_info_step${n}`));

  return (
    <article className="static-page pay-info" data-testid={`${kind}-transfer-info`}>
      <header className="static-page__hero">
        <div className="static-page__hero-inner">
          <h1 className="static-page__title">{title}</h1>
          <p className="pay-info__lead">{t(`${kind}_info_lead`)}</p>
        </div>
      </header>
      <div className="static-page__body pay-info__body">
        <h2>{t('info_steps_title')}</h2>
        <ol className="pay-info__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t(`${kind}_info_time`, { days: RULES.offlineWorkingDays })}</p>
        <p>{t(`${kind}_info_cancel`)}</p>
        <Link className="btn btn--primary" to={localizedPath(lang, '/dashboard/deposit')}>
          {t('info_to_deposit')}
        </Link>
      </div>
    </article>
  );
}

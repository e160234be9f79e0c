import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import type { Promotion } from '@croupier/contract/cms';
import type { Language } from '@croupier/contract/constants';
import { CalendarIcon } from '../components/icons.tsx';
import { formatUtcDate } from '../lib/format.ts';

/**
 * The promotion's call to action: a link while it is valid, otherwise a disabled button that
 * says from when it will be available.
 */
export function PromotionAction({
  promotion,
  lang,
  to,
  label,
  className = '',
}: {
  promotion: Promotion;
  lang: Language;
  to: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('promotion');
  if (promotion.is_valid) {
    return (
      <Link to={to} className={`btn btn--primary ${className}`}>
        {label}
        <span className="visually-hidden">: {promotion.title}</span>
      </Link>
    );
  }
  const date = promotion.valid_from ? formatUtcDate(promotion.valid_from, lang) : '';
  return (
    <button type="button" className={`btn btn--muted ${className}`} disabled>
      <CalendarIcon width={18} height={18} />
      {date ? t('available_from', { date }) : t('not_available')}
    </button>
  );
}

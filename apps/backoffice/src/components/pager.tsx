import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';

export function Pager({
  page,
  lastPage,
  total,
  onPage,
  label,
}: {
  page: number;
  lastPage: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <span>
        {t('common.page_of', {
          page: formatNumber(page),
          last: formatNumber(lastPage),
          total: formatNumber(total),
        })}
      </span>
      <button
        type="button"
        className="btn btn--small"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}

import { useTranslation } from '../lib/translation.tsx';

/** A failed load: what happened and a way to try again. */
export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="error-state" role="alert">
      <svg className="error-state__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" />
        <path d="M24 13v14M24 33.5v.5" />
      </svg>
      <p className="error-state__text">{message ?? t('error')}</p>
      {onRetry && (
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

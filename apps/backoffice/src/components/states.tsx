import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';

/** Loading, error and empty states around a list. */
export function QueryState({
  isPending,
  error,
  isEmpty,
  empty,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  empty: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <p className="state state--loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error) {
    return (
      <div className="state state--error" role="alert">
        <p>{errorText(t, error)}</p>
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (isEmpty) return <p className="state state--empty">{empty}</p>;
  return <>{children}</>;
}

type T = (key: string, opts?: Record<string, unknown>) => string;

/** A readable sentence for an API error (its message key when the console knows it). */
export function errorText(t: T, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.network_error');
    const known = t(`errors.${error.key}`, { defaultValue: '' });
    if (known) return known;
    if (error.status === 403) return t('errors.forbidden');
    if (error.status === 404) return t('errors.not_found');
    const fields = Object.entries(error.fieldErrors);
    if (fields.length) {
      return t('errors.invalid_fields', { fields: fields.map(([f]) => f).join(', ') });
    }
    return t('errors.generic_status', { status: error.status });
  }
  return t('errors.generic');
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1 id="page-title">{title}</h1>
      {children ? <div className="page-header__actions">{children}</div> : null}
    </div>
  );
}

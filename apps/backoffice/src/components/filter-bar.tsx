import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filters (`form.filters`, a search landmark named `label`): the fields given as
 * children, then Apply and, when `onClear` is given, Clear; `error` under them as an alert.
 */
export function FilterBar({
  label,
  onSubmit,
  onClear,
  error,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClear?: () => void;
  error?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="filters" role="search" aria-label={label} onSubmit={onSubmit}>
      {children}
      <div className="filters__actions">
        <button type="submit" className="btn btn--primary">
          {t('common.apply')}
        </button>
        {onClear ? (
          <button type="button" className="btn" onClick={onClear}>
            {t('common.clear')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error filters__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

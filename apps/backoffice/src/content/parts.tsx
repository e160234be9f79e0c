import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageName } from './language-tabs.tsx';

/** The language codes of an item (`EN DE`), each with its language's name as a title. */
export function LanguageCodes({ languages }: { languages: readonly string[] }) {
  return (
    <span className="lang-codes">
      {languages.map((l) => (
        <abbr key={l} title={languageName(l)}>
          {l.toUpperCase()}
        </abbr>
      ))}
    </span>
  );
}

/** A row's Edit (a link or a button) and Delete buttons, named after the row for screen readers. */
export function EditDeleteActions({
  name,
  edit,
  onDelete,
}: {
  name: string;
  /** Where Edit leads (a link), or what it does (a button). */
  edit: string | (() => void);
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const editLabel = t('content.edit_n', { name });
  return (
    <div className="row-actions">
      {typeof edit === 'string' ? (
        <Link className="btn btn--small" to={edit} aria-label={editLabel}>
          {t('content.edit')}
        </Link>
      ) : (
        <button type="button" className="btn btn--small" aria-label={editLabel} onClick={edit}>
          {t('content.edit')}
        </button>
      )}
      <button
        type="button"
        className="btn btn--small btn--danger"
        aria-label={t('content.delete_n', { name })}
        onClick={onDelete}
      >
        {t('content.delete')}
      </button>
    </div>
  );
}

/** The editor's notices: languages the server cleaned up, and the save error. */
export function EditorNotices({
  sanitised = [],
  error,
}: {
  sanitised?: readonly string[];
  error: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {sanitised.length ? (
        <p className="notice notice--warn" role="status">
          {t('content.sanitised', { languages: sanitised.map(languageName).join(', ') })}
        </p>
      ) : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

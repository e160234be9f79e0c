import { useTranslation } from '../../lib/translation.tsx';
import { formatUtcDate } from '../../lib/format.ts';
import type { PlayerDocument } from './api/get-documents.ts';

function StatusBadge({ doc }: { doc: PlayerDocument }) {
  const { t } = useTranslation('identity');
  return (
    <span className={`doc-status doc-status--${doc.status}`}>
      {t(`documents_status_${doc.status}`)}
    </span>
  );
}

/** The images of a document: a thumbnail for an image (a link to the file), a link for a PDF. */
function DocumentMedia({ doc }: { doc: PlayerDocument }) {
  const { t } = useTranslation('identity');
  if (doc.media.length === 0) return null;
  return (
    <ul className="doc-media">
      {doc.media.map((m) => {
        const side = t(`documents_side_${m.side}`);
        const label = t('documents_media_label', { side, type: t(`documents_type_${doc.type}`) });
        return (
          <li key={m.id} className="doc-media__item">
            {m.mime.startsWith('image/') ? (
              <a href={m.full_url} className="doc-media__thumb" aria-label={label}>
                <img src={m.full_url} alt="" loading="lazy" decoding="async" />
              </a>
            ) : (
              <a href={m.full_url} className="doc-media__file" aria-label={label}>
                <span className="doc-media__pdf" aria-hidden="true">
                  PDF
                </span>
                <span aria-hidden="true">{side}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The player's documents of one accordion item: number, type, dates, images and status. */
export function DocumentList({
  documents,
  language,
}: {
  documents: PlayerDocument[];
  language: string;
}) {
  const { t } = useTranslation('identity');
  if (documents.length === 0) {
    return <p className="doc-empty">{t('documents_none')}</p>;
  }
  const dash = '—';
  return (
    <ul className="doc-list" aria-label={t('documents_list_label')}>
      {documents.map((doc) => (
        <li key={doc.id} className="doc-card" data-document-id={doc.id}>
          <div className="doc-card__head">
            <span className="doc-card__type">{t(`documents_type_${doc.type}`)}</span>
            <StatusBadge doc={doc} />
          </div>
          <dl className="doc-card__facts">
            {doc.type !== 'others' && (
              <div>
                <dt>{t('documents_idn')}</dt>
                <dd>{doc.idn || dash}</dd>
              </div>
            )}
            <div>
              <dt>{t('documents_uploaded_at')}</dt>
              <dd>{formatUtcDate(doc.created_at, language)}</dd>
            </div>
            <div>
              <dt>{t('documents_expires_at')}</dt>
              <dd>{doc.expires_at ? formatUtcDate(doc.expires_at, language) : dash}</dd>
            </div>
          </dl>
          {doc.status === 'rejected' && (
            <p className="doc-card__reason">
              <strong>{t('documents_reject_reason')}</strong>{' '}
              {doc.reject_reason || t('documents_reject_no_reason')}
            </p>
          )}
          <DocumentMedia doc={doc} />
        </li>
      ))}
    </ul>
  );
}
